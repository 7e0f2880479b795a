//go:build ci

package board

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"whistle/engine"
	"whistle/engine/geom"
	"whistle/internal/wiring"
	"whistle/ui/game"
)

// TestTapsSayWhatIsThere: taps on the board's tower, an outlaw card and a square under the
// outlaws' overlay put what is there on the status line, as messages of the view model, and
// tell the window.
func TestTapsSayWhatIsThere(t *testing.T) {
	a := test.NewApp()
	defer a.Quit()
	s := firstGame(t, 3)
	game.PlayTurns(s, 1)
	if s.Game().Active() != engine.You || len(s.Game().Outlaw.Faceup) == 0 {
		t.Fatal("not your turn with the outlaw cards face up")
	}
	b := New(s)
	w := test.NewWindow(b)
	defer w.Close()
	w.Resize(fyne.NewSize(768, 900))
	changed := 0
	b.OnChanged = func() { changed++ }
	g := b.geo()
	centre := func(r rect) fyne.Position { return fyne.NewPos(r.X+r.W/2, r.Y+r.H/2) }

	b.TapAt(centre(g.towerFloor(2)))
	if want := game.TowerText(s.Game(), 2); s.Status().Msg.Debug() != want.Debug() {
		t.Errorf("a tap on tower floor 2 says %s, want %s", s.Status().Msg.Debug(), want.Debug())
	}
	b.TapAt(centre(g.cardRect(1, len(s.Game().Outlaw.Faceup))))
	if want := game.CardText(s.Game(), 1); s.Status().Msg.Debug() != want.Debug() {
		t.Errorf("a tap on the middle outlaw card says %s, want %s", s.Status().Msg.Debug(), want.Debug())
	}
	cat := s.Cat
	covered := geom.Cell{} // a square under the overlay that no outlaw card covers
	for row := 1; row <= cat.Board.GridRows && covered.Row == 0; row++ {
		for col := 0; col < cat.Board.Columns && covered.Row == 0; col++ {
			c := geom.C(col, row)
			if s.Game().InGrid(c) && !s.Game().Playable(c) && g.hit(b.CellCentre(c), cat.Board.BarracksFloors, len(s.Game().Outlaw.Faceup)).Kind == hitCell {
				covered = c
			}
		}
	}
	if covered.Row == 0 {
		t.Fatal("no square under the overlay")
	}
	b.TapAt(b.CellCentre(covered))
	if arg, ok := s.Status().Msg.Arg("From"); !ok || arg.Num != cat.Board.OverlayFrom {
		t.Errorf("a tap on %s under the overlay says %s", covered, s.Status().Msg.Debug())
	}
	// the box below the tower: every award code on the tower, with its award
	b.TapAt(centre(g.towerKeyRect()))
	codes, ok := s.Status().Msg.Arg("Codes")
	if s.Status().Msg.ID != "Tower award codes: {{.Codes}}. Tap a floor for what it holds." || !ok || len(codes.List) != len(towerKinds(s.Game())) || len(codes.List) == 0 {
		t.Fatalf("a tap on the tower's key says %s", s.Status().Msg.Debug())
	}
	for i, a := range towerKinds(s.Game()) {
		if code, _ := codes.List[i].Arg("Code"); code.Text != AwardCode(cat, a) {
			t.Errorf("code %d is %q, want %q", i, code.Text, AwardCode(cat, a))
		}
	}
	if changed != 4 {
		t.Errorf("the window was told %d times of 4 taps", changed)
	}
}

// firstGame is a first game against the outlaws at Normal, from the component data.
func firstGame(t *testing.T, seed uint64) *game.Session {
	t.Helper()
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	return game.NewSession(wiring.BoxOf(cat), engine.Options{Seed: seed, FirstGame: true, Difficulty: "normal", Variant: "outlaws"})
}
