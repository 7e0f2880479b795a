//go:build ci

package gamescreen

import (
	"strings"
	"testing"
	"whistle/internal/switches"
	"whistle/internal/wiring"
	"whistle/ui/text"
	"whistle/ui/widgets"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"whistle/automa"
	"whistle/companion/companiontest"
	"whistle/engine"
	"whistle/engine/msg"
	"whistle/outlaws"
	"whistle/ui/game"
)

// A copy of a table says only what the table told. Whole copy-mode games are played against
// a table that is nothing but the box's piles, shuffled with their own seed, and a die: it
// turns a piece over only when the app asks. After every step every text the window shows —
// the Play panel (its question, prompt, the hint for the move about to be made, its preview,
// the outlaws' last turn, "Since you left"), the You, Outlaws and Markets tabs, each log line
// and its reason — is read in English for the name of any piece the table has not turned over.
func TestCopyModeSaysOnlyWhatTheTableTold(t *testing.T) {
	text.SetLanguage(text.LangEN)
	u := newTestUI(t)
	cat := u.gameScreen.Session().Cat
	render := func(m msg.Msg) string { return text.Render(m) }
	// 50 games take minutes (far more under the race detector): the suite plays 4, and
	// WM_TABLE_GAMES=50 the run docs/companion-mirrored.md quotes
	games := switches.TableGames.Positive(4)
	if testing.Short() {
		games = 3
	}
	levels := []string{"easy", "normal", "hard"}
	// the airships' names are every side's and always on the board: an ability of the same
	// name is not looked for, nor the machine named like the main action "Forge"
	shipNames := []string{"Balloon", "Blimp", "Dreadnought", "Forge"}
	steps, told, known, forced := 0, 0, 0, 0
	for seed := 1; seed <= games; seed++ {
		g, _ := wiring.BoxOf(cat).NewGame(engine.Options{Seed: uint64(seed), Variant: outlaws.Name, Difficulty: levels[seed%3], FirstGame: seed%4 == 0})
		g.CopyTable()
		table := companiontest.NewPileTable(g, uint64(seed)*7919+13, render, shipNames...)
		u.playGame(g, false) // no question before replacing the last one
		gs := u.gameScreen
		s := gs.session
		logged := 0
		faults := 0
		scan := func(where, text string) {
			for _, ref := range ruleRefs {
				text = strings.ReplaceAll(text, ref, "")
			}
			if bad := table.Untold(text); len(bad) > 0 && faults < 5 {
				faults++
				t.Errorf("game %d, step %d, %s names what the table has not turned over (%s):\n%s", seed, steps, where, strings.Join(bad, "; "), text)
			}
		}
		look := func() {
			steps++
			for ; logged < len(s.Log); logged++ {
				e := s.Log[logged]
				scan("the log", text.Render(e.Text)+" "+text.Render(e.Why))
			}
			for _, e := range s.Outlaws().Banner.Lines {
				scan("the outlaws' last turn", text.Render(e.Text))
			}
			gs.panel.rebuildActions()
			scan("the Play panel", withoutAnswers(s.Game(), textOf(gs.panel.actions)))
			scan("the recap", textOf(gs.panel.recapBox()))
			scan("the You tab", textOf(gs.sides.youPanel()...))
			scan("the Outlaws tab", textOf(gs.sides.outlawsPanel()...))
			scan("the Markets tab", textOf(gs.sides.marketsPanel()...))
			scan("the status", text.Render(s.Status().Msg))
		}
		look()
		for k := 0; k < 5000 && !s.Game().Over() && faults < 5; k++ {
			g := s.Game()
			if _, ok := g.TableQuestion(); ok {
				a, err := table.Answer(g, render)
				if err != nil {
					t.Fatalf("game %d: %v", seed, err)
				}
				if !s.Do(a) {
					t.Fatalf("game %d: the table's answer %v refused: %s", seed, a, text.Render(s.Status().Msg))
				}
				told++
				look()
				continue
			}
			if s.Outlaws().OutlawsToMove() {
				if !automa.TableRolled(&g.Outlaw) && s.Outlaws().TableDie == 0 {
					s.Outlaws().TableDie = table.Die()
				}
				if !s.Outlaws().OutlawStep() {
					t.Fatalf("game %d: the outlaws are stuck: %s", seed, text.Render(s.Status().Msg))
				}
				look()
				continue
			}
			a := game.GreedyMove(g)
			s.Hints().ShowHint(a) // the hint for the move, in words, at the panel's top
			if s.Previews().ShowPreview(a) {
				gs.panel.rebuildActions()
				scan("the hint and the preview", textOf(gs.panel.actions))
				s.Previews().HidePreview()
			}
			s.Hints().Hint = nil
			if !s.Do(a) {
				t.Fatalf("game %d: the move %v refused: %s", seed, a, text.Render(s.Status().Msg))
			}
			look()
		}
		if !s.Game().Over() && faults == 0 {
			t.Fatalf("game %d does not end", seed)
		}
		known += table.Known
		forced += table.Forced
	}
	t.Logf("%d games, %d steps read, %d pieces told by the table (%d seen before and come round, %d forced)", games, steps, told, known, forced)
}

// ruleRefs are texts that name a piece as a rule does, not as one on the table.
var ruleRefs = []string{"the Duplicator can copy it", "the Duplicator may copy it"}

// withoutAnswers leaves out of a panel's text the answers of the open question: the pieces
// still face down, offered to tap, not said to be anywhere.
func withoutAnswers(g *engine.Game, text string) string {
	r, ok := g.TableQuestion()
	if !ok {
		return text
	}
	answer := map[string]bool{}
	for _, a := range g.TableAnswers() {
		answer[tableAnswerLabel(g, r, a.ID)] = true
	}
	var keep []string
	for _, l := range strings.Split(text, "\n") {
		if !answer[l] {
			keep = append(keep, l)
		}
	}
	return strings.Join(keep, "\n")
}

// textOf gathers the words of objects and everything inside them, without laying them out.
func textOf(objs ...fyne.CanvasObject) string {
	var b strings.Builder
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case nil:
		case *fyne.Container:
			for _, c := range x.Objects {
				walk(c)
			}
		case *widget.Label:
			b.WriteString(x.Text + "\n")
		case *widgets.WrapText:
			b.WriteString(x.Text + "\n")
		case *widget.RichText:
			b.WriteString(x.String() + "\n")
		case *widget.Button:
			b.WriteString(x.Text + "\n")
		case *widget.Card:
			b.WriteString(x.Title + "\n" + x.Subtitle + "\n")
			walk(x.Content)
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(x).Objects() {
				walk(c)
			}
		}
	}
	for _, o := range objs {
		walk(o)
	}
	return b.String()
}
