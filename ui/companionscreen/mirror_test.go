//go:build ci

package companionscreen

import (
	"encoding/json"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"whistle/automa"
	"whistle/bot"
	"whistle/engine"
	"whistle/engine/geom"
	"whistle/internal/switches"
	"whistle/internal/wiring"
	"whistle/outlaws"
	"whistle/ui"
	"whistle/ui/gamescreen"
)

// placements is what the outlaws put where: their airships' squares, the scaffolds and machines
// on the grid with their squares, their workers.
func placements(t *testing.T, g *engine.Game) string {
	t.Helper()
	type ship struct {
		Kind  engine.ShipKind
		Loc   any
		Cells []geom.Cell
		Dock  int8
	}
	var ships []ship
	for _, s := range g.Ships {
		if s.Owner != engine.You {
			ships = append(ships, ship{s.Kind, s.Loc, s.Cells, s.Dock})
		}
	}
	data, err := json.Marshal(struct {
		Ships     []ship
		Scaffolds []engine.PlacedScaffold
		Machines  []engine.PlacedMachine
		Workers   []engine.Worker
		VP        int
		Faceup    []int16
	}{ships, g.Scaffolds, g.Machines, g.Workers[engine.Outlaws], g.Sides[engine.Outlaws].VP, g.Outlaw.Faceup})
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// A mirrored game gives the outlaws the same placements as the digital game from the same
// position, die and card: for positions along a game and every die face, the mirrored screen
// (the table's die told in its dialog) and the digital game's own outlaw turn end in the same
// squares, orientations, workers and VP.
func TestMirroredGamePlacesAsTheDigitalGame(t *testing.T) {
	ui.UseLanguage(ui.LangEN)
	a := test.NewApp()
	t.Cleanup(func() { a.Quit() })
	u, err := ui.NewMainWindow(a, programBox())
	if err != nil {
		t.Fatal(err)
	}
	u.Win.Resize(fyne.NewSize(1280, 900))
	u.GameScreen().Outlaws().SetPace(gamescreen.PaceStep)
	cat, _ := engine.DefaultCatalog()
	g, _ := wiring.BoxOf(cat).NewGame(engine.Options{Seed: 77, Variant: outlaws.Name})
	compared := 0
	for moves := 0; moves < 3000 && !g.Over() && compared < 18; moves++ {
		if g.Active() == engine.Outlaws && !g.YourDecisionPending() && !automa.TableRolled(&g.Outlaw) && g.Turn.Number%3 == 0 {
			for die := 1; die <= 6 && compared < 18; die += 2 + compared%2 {
				// the digital game's own outlaw turn with this die
				want := g.Clone()
				if _, err := want.Apply(engine.Action{Kind: engine.ActOutlaw, Die: die}); err != nil {
					t.Fatal(err)
				}
				for guard := 0; guard < 100 && want.Active() == engine.Outlaws && !want.YourDecisionPending() && !want.Over(); guard++ {
					if _, err := want.Apply(automa.OutlawMove(engine.ViewOf(want))); err != nil {
						t.Fatal(err)
					}
				}
				// the mirrored screen from the same position: the die told at the table
				playMirrored(t, u, g)
				if !u.GameScreen().TableDiceOn() {
					t.Fatal("not a mirrored game")
				}
				u.GameScreen().OutlawNext() // asks for the die
				shot(t, u.Win, compared == 4, "companion-mirrored-die.png")
				tap(t, u.Win, string(rune('0'+die)))
				for guard := 0; guard < 100 && u.GameScreen().Session().Outlaws().OutlawsToMove(); guard++ {
					u.GameScreen().OutlawNext()
				}
				shot(t, u.Win, compared == 4, "companion-mirrored-turn.png")
				if u.GameScreen().Session().Game().Outlaw.Die != 0 && u.GameScreen().Session().Game().Turn.Number == g.Turn.Number {
					t.Fatal("the mirrored turn did not finish")
				}
				got := u.GameScreen().Session().Game()
				if placements(t, got) != placements(t, want) {
					t.Fatalf("turn %d, die %d: the mirrored game placed\n%s\nthe digital game\n%s", g.Turn.Number, die, placements(t, got), placements(t, want))
				}
				compared++
			}
		}
		var act engine.Action
		if g.Active() == engine.Outlaws && !g.YourDecisionPending() {
			act = automa.OutlawMove(engine.ViewOf(g))
		} else {
			act = bot.Greedy(g)
		}
		if _, err := g.Apply(act); err != nil {
			t.Fatal(err)
		}
	}
	// the mirrored game's autosave continues with the table's die
	playMirrored(t, u, g)
	u.ShowHome()
	u.NewGame(engine.Options{Seed: 5, Variant: outlaws.Name})
	if u.GameScreen().TableDiceOn() {
		t.Fatal("a new digital game is mirrored")
	}
	playMirrored(t, u, g)
	u.ShowHome()                       // autosaves the mirrored game
	u.GameScreen().PlayMirrored(false) // as when the app starts again
	u.Continue()
	if !u.GameScreen().TableDiceOn() {
		t.Fatal("continuing the mirrored game forgot the table's die")
	}
	if compared < 10 {
		t.Fatalf("only %d positions compared", compared)
	}
	t.Logf("%d positions and dice compared", compared)
}

// shot saves the window as a PNG in WM_SHOTS (for the guide's pictures).
func shot(t *testing.T, w fyne.Window, when bool, name string) {
	t.Helper()
	dir := switches.Shots.Get()
	if !when || dir == "" {
		return
	}
	f, err := os.Create(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, w.Canvas().Capture()); err != nil {
		t.Fatal(err)
	}
}

// playMirrored starts the mirrored game g; the game on screen, in progress and not saved under
// a name, is replaced once the question before replacing it is answered (replace.go).
func playMirrored(t *testing.T, u *ui.UI, g *engine.Game) {
	t.Helper()
	u.PlayGame(g.Clone(), true)
	if find(u.Win, "Replace it") != nil {
		tap(t, u.Win, "Replace it")
	}
}

// A mirrored game copies the table: each piece the table reveals is asked at the top of the
// panel, before anything else — the abilities dealt, then the tower, the stacks, the markets —
// one tap on the piece that came out; the answer becomes the app's piece there, and the
// outlaws wait while a piece is asked.
func TestMirroredGameAsksEachDraw(t *testing.T) {
	ui.UseLanguage(ui.LangEN)
	a := test.NewApp()
	t.Cleanup(func() { a.Quit() })
	t.Setenv(switches.Storage.Name, t.TempDir()) // no game of another test autosaved: no question first
	u, err := ui.NewMainWindow(a, programBox())
	if err != nil {
		t.Fatal(err)
	}
	u.Win.Resize(fyne.NewSize(400, 700))
	u.GameScreen().Outlaws().SetPace(gamescreen.PaceStep)
	cat, _ := engine.DefaultCatalog()
	g, _ := wiring.BoxOf(cat).NewGame(engine.Options{Seed: 31, Variant: outlaws.Name})
	g.CopyTable()
	u.PlayGame(g, true)
	r, ok := u.GameScreen().Session().Game().TableQuestion()
	if !ok || r.Pile != "ability" {
		t.Fatalf("the first question is %+v, not the abilities dealt", r)
	}
	// the table dealt the ability the app had third, first
	third := cat.Abilities[u.GameScreen().Session().Game().Offer[2]]
	tapWrapped(t, u.Win, third.Name.EN)
	if got := cat.Abilities[u.GameScreen().Session().Game().Offer[0]].ID; got != third.ID {
		t.Fatalf("the first ability dealt is %s, want %s", got, third.ID)
	}
	if n := len(u.GameScreen().Session().Record.History); n != 1 {
		t.Fatalf("%d actions in the history, want the one answer", n)
	}
	shot(t, u.Win, true, "companion-mirror-question.png")
	// answering every question of the setup by the first button reaches your setup choices
	for guard := 0; guard < 80; guard++ {
		if _, ok := u.GameScreen().Session().Game().TableQuestion(); !ok {
			break
		}
		answers := u.GameScreen().Session().Game().TableAnswers()
		before := len(u.GameScreen().Session().Record.History)
		u.GameScreen().Do(answers[0])
		if len(u.GameScreen().Session().Record.History) != before+1 {
			t.Fatalf("the answer %v was not taken: %s", answers[0], u.GameScreen().Session().Status().Msg.ID)
		}
	}
	if _, ok := u.GameScreen().Session().Game().TableQuestion(); ok {
		t.Fatal("the setup's questions do not end")
	}
	if u.GameScreen().Session().Game().Table.Tops[0] < 0 {
		t.Fatal("the top of the first stack was not told")
	}
}

// tapWrapped taps the game panel's button whose wrapped label reads label.
func tapWrapped(t *testing.T, w fyne.Window, label string) {
	t.Helper()
	for _, o := range objs(w) {
		st, ok := o.(*fyne.Container)
		if !ok || len(st.Objects) != 2 {
			continue
		}
		b, ok1 := st.Objects[0].(*widget.Button)
		rt, ok2 := st.Objects[1].(*widget.RichText)
		if ok1 && ok2 && rt.String() == label {
			test.Tap(b)
			return
		}
	}
	t.Fatalf("no answer %q", label)
}
