//go:build ci

package gamescreen

import (
	"fmt"
	"sort"
	"strconv"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"whistle/automa"
	"whistle/companion/companiontest"
	"whistle/engine"
	"whistle/engine/msg"
	"whistle/outlaws"
	"whistle/ui/game"
	"whistle/ui/internal/screentest"
	"whistle/ui/settings"
	"whistle/ui/text"
)

// Every answer of every question a copy of a table asks is on screen at once — no scrolling,
// no More… — at 1280×900 and on a 400×700 phone, in English and French at the larger text: an
// outlaw card's question is a number pad of the whole deck, one tap. Each question of a
// copy-mode game against a table of its own shuffle is looked at, the window laid out.
func TestCopyAnswersAllOnScreen(t *testing.T) {
	rounds := 30
	if testing.Short() {
		rounds = 6
	}
	for _, size := range []fyne.Size{{Width: 1280, Height: 900}, {Width: 400, Height: 700}} {
		for _, l := range []string{text.LangEN, text.LangFR} {
			u := newTestUI(t)
			u.App.Preferences().SetInt(settings.KeyTextSize, 2)
			text.SetLanguage(l)
			u.Mobile = size.Width < 600
			u.applyTheme()
			u.Rebuild()
			u.Win.Resize(size)
			g, _ := u.gameScreen.Session().Box.NewGame(engine.Options{Seed: 23, Variant: outlaws.Name, Difficulty: "normal"})
			g.CopyTable()
			table := companiontest.NewPileTable(g, 99, func(m msg.Msg) string { return text.Render(m) })
			u.playGame(g, false)
			u.Win.Resize(size)
			gs := u.gameScreen
			s := gs.session
			kinds, faults := map[string]int{}, map[string]int{}
			for k := 0; k < 6000 && !s.Game().Over() && s.Game().Turn.Number <= 2*rounds; k++ {
				g := s.Game()
				if r, ok := g.TableQuestion(); ok {
					gs.Refresh()
					kind := r.Pile
					if r.Pile == "market" {
						kind += strconv.Itoa(r.Index)
					}
					kinds[kind]++
					if err := answersOnScreen(gs, g, r); err != nil && faults[kind] == 0 {
						faults[kind]++
						t.Errorf("%v %s, %s question (%d answers): %v", size, l, kind, len(g.TableAnswers()), err)
					}
					a, err := table.Answer(g, func(m msg.Msg) string { return text.Render(m) })
					if err != nil {
						t.Fatal(err)
					}
					if !s.Do(a) {
						t.Fatalf("the answer %v refused", a)
					}
					continue
				}
				if s.Outlaws().OutlawsToMove() {
					if !automa.TableRolled(&g.Outlaw) && s.Outlaws().TableDie == 0 {
						s.Outlaws().TableDie = table.Die()
					}
					if !s.Outlaws().OutlawStep() {
						t.Fatal("the outlaws are stuck")
					}
					continue
				}
				if !s.Do(game.GreedyMove(g)) {
					t.Fatal("a move refused")
				}
			}
			var seen []string
			for k, n := range kinds {
				seen = append(seen, fmt.Sprintf("%s %d", k, n))
			}
			sort.Strings(seen)
			t.Logf("%v %s: questions looked at: %v", size, l, seen)
			for _, k := range []string{"ability", "tower", "stack", "market0", "market1", "market2", "market3", "outlaw"} {
				if kinds[k] == 0 {
					t.Errorf("%v %s: no %s question met", size, l, k)
				}
			}
		}
	}
	text.SetLanguage(text.LangEN)
}

// answersOnScreen checks that every answer of the open question is a button on the Play
// panel's first screen, the panel at its top.
func answersOnScreen(gs *GameScreen, g *engine.Game, r engine.Reveal) error {
	want := map[string]bool{}
	for _, a := range g.TableAnswers() {
		if r.Pile == "outlaw" {
			want[a.ID] = true
		} else {
			want[tableAnswerLabel(g, r, a.ID)] = true
		}
	}
	d := fyne.CurrentApp().Driver()
	// (a wrapped label's height settles once laid out at its width; the window around the
	// Play panel is laid out by the refresh)
	test.LaidOutObjects(gs.panel.actScroll)
	if gs.panel.actScroll.Offset.Y != 0 {
		return fmt.Errorf("the panel is scrolled down (%.0f)", gs.panel.actScroll.Offset.Y)
	}
	top := d.AbsolutePositionForObject(gs.panel.actScroll).Y
	bottom := top + gs.panel.actScroll.Size().Height
	found := map[string]bool{}
	var walk func(o fyne.CanvasObject) error
	walk = func(o fyne.CanvasObject) error {
		if !o.Visible() {
			return nil
		}
		label := ""
		switch x := o.(type) {
		case *widget.Button:
			label = x.Text
			if label != "" && x.Disabled() {
				label = ""
			}
		case *answerKey:
			label = x.Label
		case *fyne.Container:
			if b := screentest.WrappedButton(x); b != nil {
				label = x.Objects[1].(*widget.RichText).String()
			} else {
				for _, c := range x.Objects {
					if err := walk(c); err != nil {
						return err
					}
				}
				return nil
			}
		}
		if !want[label] {
			return nil
		}
		found[label] = true
		if y := d.AbsolutePositionForObject(o).Y + o.Size().Height; y > bottom+1 {
			return fmt.Errorf("the answer %q ends at %.0f, below the panel's end %.0f", label, y-top, bottom-top)
		}
		return nil
	}
	for _, o := range gs.panel.actions.Objects {
		if err := walk(o); err != nil {
			return err
		}
	}
	if len(found) != len(want) {
		return fmt.Errorf("%d answers shown of %d", len(found), len(want))
	}
	return nil
}
