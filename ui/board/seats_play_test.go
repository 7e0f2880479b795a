//go:build ci

package board

import (
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"whistle/bot"
	"whistle/engine"
	"whistle/engine/record"
	"whistle/ui/game"
)

// seatsAtMain is a base game for n people, played by the greedy bot up to the first main
// action after the setup, on a board of the seat to play (the hand-off done).
func seatsAtMain(t *testing.T, n int) (*game.BaseGame, *Board) {
	t.Helper()
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	g, ev := engine.NewGame(cat, engine.Options{Seed: 4, Seats: n})
	h := record.New(g, ev)
	for k := 0; k < 200 && (h.Game.InSetup() || h.Game.Top() != nil); k++ {
		if _, err := h.Apply(bot.DecideSeat(h.Game, bot.LevelGreedy, bot.Sim).Action); err != nil {
			t.Fatal(err)
		}
	}
	tb := game.NewBaseGame(h)
	tb.Reveal()
	s := game.SeatedSession(tb)
	b := NewSeatedPlay(s, []string{"red", "yellow", "blue", "black"}[:n], []string{"Ana", "Léa", "Max", "Zoé"}[:n])
	return tb, b
}

// TestSeatedBoardTaps: on a base game's board a touch screen's first tap on a square
// previews the seat's move and changes nothing, the second makes it (and the turn goes on);
// a tap the rules refuse says why and changes nothing; during a hand-off a tap is refused.
func TestSeatedBoardTaps(t *testing.T) {
	a := test.NewApp()
	defer a.Quit()
	tb, b := seatsAtMain(t, 3)
	w := test.NewWindow(b)
	defer w.Close()
	w.Resize(fyne.NewSize(900, 1000))
	s := b.s
	s.Taps().Touch = true
	seat := tb.Waiting()
	// a dock none of the seat's airships may take (its cost): the rules' refusal
	g := tb.Game()
	refused := 0
	for d := len(g.Board().Docks); d >= 1 && refused == 0; d-- {
		refused = d
		for _, l := range s.Moves().Legal() {
			if l.Kind == engine.ActDock && l.Dock == d {
				refused = 0
			}
		}
	}
	if refused == 0 {
		t.Fatal("every dock takes an airship")
	}
	n := len(tb.Record.History)
	b.TapAt(b.DockCentre(refused))
	if !s.Status().Bad || s.Status().Msg.ID != "game.refused" || len(tb.Record.History) != n {
		t.Fatalf("a refused tap: bad %v, %q, %d moves (was %d)", s.Status().Bad, s.Status().Msg.Debug(), len(tb.Record.History), n)
	}
	s.Hand().SelectShip(engine.Balloon)
	var place engine.Action
	for _, l := range s.Moves().Legal() {
		if l.Kind == engine.ActPlaceShip && l.Ship == engine.Balloon {
			place = l
			break
		}
	}
	b.TapAt(b.CellCentre(place.At))
	if s.Previews().Preview == nil || s.Previews().Preview.Action != place || !s.Previews().Preview.Outcome.Seated || len(tb.Record.History) != n {
		t.Fatalf("the first tap: preview %+v, %d moves (was %d)", s.Previews().Preview, len(tb.Record.History), n)
	}
	if tb.Game().Ships[tb.Game().ShipIndex(seat, engine.Balloon)].Loc != engine.Home {
		t.Fatal("the first tap placed the balloon")
	}
	b.TapAt(b.CellCentre(place.At))
	if len(tb.Record.History) != n+1 || tb.Record.History[n].Action != place {
		t.Fatalf("the second tap did not make the move: %d moves", len(tb.Record.History))
	}
	if sh := tb.Game().Ships[tb.Game().ShipIndex(seat, engine.Balloon)]; sh.Loc != engine.OnGrid {
		t.Fatalf("the seat's balloon is %v after the second tap", sh.Loc)
	}
	// the seat ends its turn from the list (the engine's legal moves) up to the next person:
	// the hand-off is pending and the board takes no move
	for k := 0; k < 20 && !tb.HandOff(); k++ {
		if err := tb.Do(bot.DecideSeat(tb.Game(), bot.LevelGreedy, bot.Sim).Action); err != nil {
			t.Fatal(err)
		}
	}
	s.Follow()
	m := len(tb.Record.History)
	b.TapAt(b.DockCentre(1))
	if len(tb.Record.History) != m || s.Status().Msg.ID != "seats.not_your_turn" {
		t.Fatalf("a tap during the hand-off: %q, %d moves (was %d)", s.Status().Msg.Debug(), len(tb.Record.History), m)
	}
}

// TestSeatedWorkersApart: with 2, 3 and 4 seats no two workers drawn on the board overlap
// (every seat's workers start in the barracks, each floor holding one of each seat).
func TestSeatedWorkersApart(t *testing.T) {
	a := test.NewApp()
	defer a.Quit()
	for n := 2; n <= 4; n++ {
		_, b := seatsAtMain(t, n)
		w := test.NewWindow(b)
		for _, size := range []fyne.Size{fyne.NewSize(900, 1000), fyne.NewSize(400, 700)} {
			w.Resize(size)
			b.Refresh()
			seat := map[[4]uint8]bool{}
			for _, c := range []string{"red", "yellow", "blue", "black"} {
				f := seatPalette[c][0]
				seat[[4]uint8{f.R, f.G, f.B, f.A}] = true
			}
			var ws []*canvas.Circle
			for _, o := range test.WidgetRenderer(b).Objects() {
				if c, ok := o.(*canvas.Circle); ok && c.FillColor != nil {
					r, g, bl, al := c.FillColor.RGBA()
					if seat[[4]uint8{uint8(r >> 8), uint8(g >> 8), uint8(bl >> 8), uint8(al >> 8)}] {
						ws = append(ws, c)
					}
				}
			}
			if len(ws) < 2*n {
				t.Fatalf("%d seats: %d workers drawn", n, len(ws))
			}
			for i := range ws {
				for j := i + 1; j < len(ws); j++ {
					p, q := ws[i], ws[j]
					d := math.Hypot(float64(p.Position1.X+p.Size().Width/2-q.Position1.X-q.Size().Width/2),
						float64(p.Position1.Y+p.Size().Height/2-q.Position1.Y-q.Size().Height/2))
					if d < float64(p.Size().Width+q.Size().Width)/2-0.5 {
						t.Errorf("%d seats at %v: workers at %v and %v overlap", n, size, p.Position1, q.Position1)
					}
				}
			}
		}
		w.Close()
	}
}
