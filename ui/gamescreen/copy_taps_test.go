//go:build ci

package gamescreen

import (
	"fmt"
	"slices"
	"strconv"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"whistle/automa"
	"whistle/companion/companiontest"
	"whistle/engine"
	"whistle/engine/msg"
	"whistle/outlaws"
	"whistle/ui/game"
	"whistle/ui/internal/screentest"
	"whistle/ui/text"
)

// The outlaws' turn of a copy of a table, counted on the real screens: a scripted owner at a
// table of its own shuffle (companiontest.PileTable) taps on the phone's window (400×700) what
// a person would — the die in the die's dialog, the outlaw card's number on the number pad, a
// stack's new top, a market's new pieces — each tap through Fyne's test driver on the widget
// itself; an answer below the panel's first screen costs one more tap (the drag to it). Now
// and then the game is saved and resumed in the middle of the outlaws' turn (the autosave,
// Home, Continue), and the turn goes on from what the screen then shows. The owner's own
// moves are made as in the digital game and not counted here.
func TestCopyOutlawTurnTapsOnTheRealScreens(t *testing.T) {
	games := 4
	if testing.Short() {
		games = 1
	}
	text.SetLanguage(text.LangEN)
	var turns, placedTurns []int
	scrolls, resumes, placedTaps, placedDrags := 0, 0, 0, 0
	for seed := 1; seed <= games; seed++ {
		u := newTestUI(t)
		u.Mobile = true
		u.Rebuild()
		u.Win.Resize(fyne.NewSize(400, 700))
		g, _ := u.gameScreen.Session().Box.NewGame(engine.Options{Seed: uint64(100 + seed), Variant: outlaws.Name, Difficulty: "normal"})
		g.CopyTable()
		render := func(m msg.Msg) string { return text.Render(m) }
		table := companiontest.NewPileTable(g, uint64(seed)*31+7, render)
		u.playGame(g, true) // the table's die: asked in a dialog
		u.gameScreen.Outlaws().ShowPace(PaceInstant)
		u.gameScreen.Refresh()
		taps, inTurn, turnNo := 0, false, 0
		for k := 0; k < 8000 && !u.gameScreen.Session().Game().Over(); k++ {
			gs := u.gameScreen
			s := gs.session
			g := s.Game()
			outlaws := g.Active() == engine.Outlaws || s.Outlaws().OutlawsToMove()
			if !g.InSetup() && outlaws && !inTurn {
				inTurn, taps = true, 0
				turnNo++
			}
			if inTurn && !outlaws {
				if _, asked := g.TableQuestion(); !asked {
					// every second game the owner says the outlaws' pieces are placed with
					// the Placed button; in the others the own next move says it
					if seed%2 == 0 && len(gs.table.toPlace()) > 0 {
						if s.Outlaws().Changed == nil || len(s.Outlaws().Changed.Cells) == 0 {
							t.Fatalf("game %d: the card to lay shows with no frame on the board", seed)
						}
						drags, err := tapPlaced(gs)
						if err != nil {
							t.Fatalf("game %d: %v", seed, err)
						}
						if s.Outlaws().Changed != nil {
							t.Fatalf("game %d: the frames stay after Placed", seed)
						}
						taps += 1 + drags
						scrolls += drags
						placedDrags += drags
						placedTaps++
					}
					if seed%2 == 0 {
						placedTurns = append(placedTurns, taps)
					} else {
						turns = append(turns, taps)
					}
					inTurn = false
				}
			}
			if die := dieButton(u); die != nil {
				n := table.Die()
				die = dieButton(u, n)
				test.Tap(die)
				taps++
				if turnNo%5 == 0 {
					// saved and resumed in the middle of the turn
					u.autosave(t)
					u.gameScreen.SetLive(false)
					u.ShowHome()
					u.Continue(t)
					u.gameScreen.Outlaws().ShowPace(PaceInstant)
					u.gameScreen.Refresh()
					resumes++
				}
				continue
			}
			if _, asked := g.TableQuestion(); asked {
				a, err := table.Answer(g, render)
				if err != nil {
					t.Fatal(err)
				}
				before := len(s.Record.History)
				scrolled, err := tapAnswer(gs, g, a)
				if err != nil {
					t.Fatalf("game %d: %v\n%s", seed, err, textOf(gs.panel.actions))
				}
				if len(u.gameScreen.Session().Record.History) <= before {
					t.Fatalf("game %d: the tap on %s did not answer: %s", seed, a.ID, text.Render(u.gameScreen.Session().Status().Msg))
				}
				if inTurn {
					taps += 1 + scrolled
					scrolls += scrolled
				}
				continue
			}
			if s.Outlaws().OutlawsToMove() {
				if automa.TableRolled(&g.Outlaw) || s.Outlaws().TableDie > 0 {
					gs.OutlawNext() // (the turn goes on by itself at the instant pace)
					continue
				}
				gs.Refresh() // the die's dialog
				if dieButton(u) == nil {
					t.Fatalf("game %d: the outlaws wait and no die is asked", seed)
				}
				continue
			}
			gs.Do(game.GreedyMove(g))
		}
	}
	for _, c := range []struct {
		what  string
		turns []int
	}{{"the own next move says placed", turns}, {"Placed tapped", placedTurns}} {
		if len(c.turns) == 0 {
			continue
		}
		sorted := slices.Clone(c.turns)
		slices.Sort(sorted)
		median := sorted[len(sorted)/2]
		t.Logf("%s: %d outlaw turns on the real screens: median %d taps (max %d); taps per turn %v",
			c.what, len(c.turns), median, sorted[len(sorted)-1], histogram(c.turns))
		if median > 3 && c.what != "Placed tapped" {
			t.Errorf("%s: median %d taps per outlaw turn", c.what, median)
		}
	}
	all := append(slices.Clone(turns), placedTurns...)
	slices.Sort(all)
	if len(all) == 0 {
		t.Fatal("no outlaw turn")
	}
	t.Logf("%d games, %d outlaw turns: median %d taps (max %d), %d Placed taps (%d drags to it), %d drags in all, %d resumes mid-turn; taps per turn %v",
		games, len(all), all[len(all)/2], all[len(all)-1], placedTaps, placedDrags, scrolls, resumes, histogram(all))
	if games > 1 && placedTaps == 0 {
		t.Error("Placed never tapped")
	}
	if resumes == 0 {
		t.Error("no resume in the middle of a turn")
	}
}

// histogram counts the turns per number of taps.
func histogram(turns []int) string {
	n := map[int]int{}
	top := 0
	for _, x := range turns {
		n[x]++
		top = max(top, x)
	}
	out := ""
	for k := 0; k <= top; k++ {
		if n[k] > 0 {
			out += fmt.Sprintf(" %d taps: %d;", k, n[k])
		}
	}
	return out
}

// dieButton is the die dialog's button showing n (any n when none is given; nil: no dialog).
func dieButton(u *testWindow, n ...int) *widget.Button {
	for _, o := range u.Win.Canvas().Overlays().List() {
		for _, x := range test.LaidOutObjects(o) {
			b, ok := x.(*widget.Button)
			if !ok || !b.Visible() {
				continue
			}
			v, err := strconv.Atoi(b.Text)
			if err != nil || v < 1 || v > 6 {
				continue
			}
			if len(n) == 0 || n[0] == v {
				return b
			}
		}
	}
	return nil
}

// tapAnswer taps the answer a on the Play panel, dragging to it first when it is below the
// panel's first screen; it returns the drags.
func tapAnswer(gs *GameScreen, g *engine.Game, a engine.Action) (int, error) {
	r, _ := g.TableQuestion()
	label := a.ID
	if r.Pile != "outlaw" {
		label = tableAnswerLabel(g, r, a.ID)
	}
	test.LaidOutObjects(gs.panel.actScroll) // (the Play panel; the window around it is laid out by the refresh)
	var target fyne.CanvasObject
	var button *widget.Button
	var key *answerKey
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if target != nil || !o.Visible() {
			return
		}
		switch x := o.(type) {
		case *widget.Button:
			if x.Text == label && !x.Disabled() {
				target, button = x, x
			}
		case *answerKey:
			if x.Label == label {
				target, key = x, x
			}
		case *fyne.Container:
			if b := screentest.WrappedButton(x); b != nil && x.Objects[1].(*widget.RichText).String() == label {
				target, button = x, b
				return
			}
			for _, c := range x.Objects {
				walk(c)
			}
		}
	}
	walk(gs.panel.actions)
	if button == nil && key == nil {
		return 0, fmt.Errorf("no answer %q on the panel", label)
	}
	d := fyne.CurrentApp().Driver()
	scroll := gs.panel.actScroll
	top := d.AbsolutePositionForObject(scroll).Y
	bottom := d.AbsolutePositionForObject(target).Y + target.Size().Height
	drags := 0
	if bottom > top+scroll.Size().Height+1 {
		drags++
		scroll.ScrollToOffset(fyne.NewPos(0, scroll.Offset.Y+bottom-(top+scroll.Size().Height)))
	}
	if key != nil {
		test.Tap(key)
	} else {
		test.Tap(button)
	}
	return drags, nil
}

// tapPlaced taps Placed (or All placed) on the Play panel, dragging to it first when it is
// below the panel's first screen; it returns the drags.
func tapPlaced(gs *GameScreen) (int, error) {
	test.LaidOutObjects(gs.panel.actScroll) // (the Play panel; the window around it is laid out by the refresh)
	var button *widget.Button
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if button != nil || !o.Visible() {
			return
		}
		switch x := o.(type) {
		case *widget.Button:
			if x.Text == lang.L("Placed") || x.Text == lang.L("All placed") {
				button = x
			}
		case *widget.Card:
			if x.Content != nil {
				walk(x.Content)
			}
		case *fyne.Container:
			for _, c := range x.Objects {
				walk(c)
			}
		}
	}
	walk(gs.panel.actions)
	if button == nil {
		return 0, fmt.Errorf("no Placed button on the panel")
	}
	d := fyne.CurrentApp().Driver()
	scroll := gs.panel.actScroll
	top := d.AbsolutePositionForObject(scroll).Y
	bottom := d.AbsolutePositionForObject(button).Y + button.Size().Height
	drags := 0
	if bottom > top+scroll.Size().Height+1 {
		drags++
		scroll.ScrollToOffset(fyne.NewPos(0, scroll.Offset.Y+bottom-(top+scroll.Size().Height)))
	}
	test.Tap(button)
	return drags, nil
}
