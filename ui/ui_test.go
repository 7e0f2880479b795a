//go:build ci

package ui

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"whistle/bot"
	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/geom"
	"whistle/ui/game"
	"whistle/ui/gamescreen"
	"whistle/ui/host"
	"whistle/ui/internal/screentest"
	"whistle/ui/text"
)

func TestNewGamePage(t *testing.T) {
	u := newTestUI(t)
	// Back (or Esc) leaves the page for the screen it came from, the game unchanged
	seed := u.gameScreen.Session().Game().Options.Seed
	tapButton(t, u, "New game")
	if u.Screen != host.ScreenNewGame || u.gameScreen.OnScreen() {
		t.Fatalf("the New game page is not on show (screen %q)", u.Screen)
	}
	tapButton(t, u, "Back")
	if !u.gameScreen.OnScreen() || u.gameScreen.Session().Game().Options.Seed != seed {
		t.Fatalf("Back: screen %q, seed %d (was %d)", u.Screen, u.gameScreen.Session().Game().Options.Seed, seed)
	}
	tapButton(t, u, "New game")
	u.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if !u.gameScreen.OnScreen() {
		t.Fatalf("Esc: screen %q", u.Screen)
	}
	// Return starts the game the page shows
	tapButton(t, u, "New game")
	u.pages.newGame.Form().Seed.SetText("515151")
	u.typedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if !u.gameScreen.OnScreen() || u.gameScreen.Session().Game().Options.Seed != 515151 {
		t.Fatalf("Return: screen %q, seed %d", u.Screen, u.gameScreen.Session().Game().Options.Seed)
	}
	tapButton(t, u, "New game")
	if u.pages.newGame.Form() == nil {
		t.Fatal("no new-game form")
	}
	u.pages.newGame.Form().Seed.SetText("4242")
	u.pages.newGame.Form().Difficulty.SetSelected("Hard")
	// both bots' measured win rates against the level selected
	for _, w := range bot.WinRates {
		if w.Level == "hard" {
			want := fmt.Sprintf("the greedy bot (the quick hint) wins %.0f%%, the expert bot (Think deeper) %.0f%%", w.Greedy, w.Expert)
			if !strings.Contains(u.pages.newGame.Form().Odds.Text, want) || !strings.Contains(screenText(u), want) {
				t.Errorf("the page says %q, want the win rates %q", u.pages.newGame.Form().Odds.Text, want)
			}
		}
	}
	u.pages.newGame.Form().FirstGame.SetChecked(false)
	// the page shows the three abilities this seed deals, with the text of the one selected
	if n := len(u.pages.newGame.Form().Ability.Options); n != 3 {
		t.Fatalf("the page offers %d abilities, want 3", n)
	}
	pick := u.pages.newGame.Form().Ability.Options[1]
	u.pages.newGame.Form().Ability.SetSelected(pick)
	if u.pages.newGame.Form().AbilityText.Text == "" {
		t.Error("the selected ability is not explained")
	}
	tapButton(t, u, "Start")
	g := u.gameScreen.Session().Game()
	if g.Options.Seed != 4242 || g.Options.Difficulty != "hard" || g.Options.FirstGame {
		t.Fatalf("options not taken: %+v", g.Options)
	}
	if !strings.Contains(screenText(u), "seed 4242") {
		t.Error("the seed is not shown")
	}
	// the three dealt: the two left for the outlaws' (O-SETUP-5) and yours
	dealt := func(g *engine.Game) []int16 {
		d := append(slices.Clone(g.Offer), g.Sides[engine.You].Ability)
		slices.Sort(d)
		return d
	}
	offer := dealt(g)
	if got := u.gameScreen.Session().Cat.Abilities[g.Sides[engine.You].Ability].Name.EN; got != pick {
		t.Fatalf("kept %s, want %s", got, pick)
	}
	finishSetup(t, u)
	if g.Turn.Number != 1 || g.Active() != engine.You {
		t.Fatalf("after setup: turn %d, %s", g.Turn.Number, g.Active())
	}
	if len(g.Scaffolds) < 2 {
		t.Fatalf("want both starting scaffolds on the grid, got %d", len(g.Scaffolds))
	}
	// same seed, same setup
	tapButton(t, u, "New game")
	u.pages.newGame.Form().Seed.SetText("4242")
	u.pages.newGame.Form().Difficulty.SetSelected("Hard")
	u.pages.newGame.Form().FirstGame.SetChecked(false)
	tapButton(t, u, "Start")
	tapButton(t, u, "Replace it") // the game in progress is saved under no name: asked first
	if again := dealt(u.gameScreen.Session().Game()); !slices.Equal(again, offer) {
		t.Errorf("the same seed dealt different abilities: %v, then %v", offer, again)
	}
}

func newGameAfterSetup(t *testing.T, seed uint64) *UI {
	t.Helper()
	u := newTestUI(t)
	u.NewGame(engine.Options{Seed: seed, FirstGame: true, Difficulty: "normal", Variant: "outlaws"})
	finishSetup(t, u)
	return u
}

func TestAirshipPlacedByTaps(t *testing.T) {
	u := newGameAfterSetup(t, 7)
	g := u.gameScreen.Session().Game()
	tapButton(t, u, "Blimp (2)")
	// the legal squares are highlighted
	cells, _, _ := u.gameScreen.Session().Moves().Highlights()
	if len(cells) == 0 {
		t.Fatal("no square highlighted for the blimp")
	}
	var target engine.Action
	for _, a := range u.gameScreen.Session().Moves().Legal() {
		if a.Kind == engine.ActPlaceShip && a.Ship == engine.Blimp && !a.Vertical {
			target = a
			break
		}
	}
	if !cells[target.At] {
		t.Fatalf("legal square %s is not highlighted", target.At)
	}
	tapCell(u, target.At)
	si := g.ShipIndex(engine.You, engine.Blimp)
	sh := g.Ships[si]
	if sh.Loc != engine.OnGrid || sh.Cells[0] != target.At || len(sh.Cells) != 2 {
		t.Fatalf("blimp at %v (%v), want on the grid at %s; message %q", sh.Cells, sh.Loc, target.At, gamescreen.StatusText(u.gameScreen.Session()))
	}
	if !strings.Contains(screenText(u), "You place your blimp") {
		t.Error("the placement is not in the log")
	}
	// upright: Turn upright, then a tap
	if g.Top() != nil && g.Top().Kind == engine.FrCollect {
		tapButton(t, u, "Finish collecting")
	}
	tapButton(t, u, "End turn")
	u.gameScreen.Outlaws().OutlawFinish()
	for u.gameScreen.Session().Game().YourDecisionPending() {
		tapButton(t, u, text.Render(u.gameScreen.Session().Game().Choices()[0]))
		u.gameScreen.Outlaws().OutlawFinish()
	}
	if g.Active() != engine.You || g.Over() {
		t.Fatal("the outlaws' turn did not come back to you (the position is fixed by its seed: the test must reach your turn)")
	}
	tapButton(t, u, "Dreadnought (3)")
	tapButton(t, u, "Turn upright")
	var up engine.Action
	for _, a := range u.gameScreen.Session().Moves().Legal() {
		if a.Kind == engine.ActPlaceShip && a.Ship == engine.Dreadnought && a.Vertical {
			up = a
			break
		}
	}
	if up.Kind == "" {
		t.Fatal("no upright spot for the dreadnought in this position (fixed by its seed: the test needs one)")
	}
	tapCell(u, up.At)
	d := g.Ships[g.ShipIndex(engine.You, engine.Dreadnought)]
	if d.Loc != engine.OnGrid || d.Cells[0] != up.At || d.Cells[1] != up.At.Add(0, 1) {
		t.Fatalf("dreadnought at %v, want upright from %s", d.Cells, up.At)
	}
}

func TestForgeBuildsScaffoldAndMachine(t *testing.T) {
	u := newTestUI(t)
	loadScenario(t, u, "forge.json")
	g := u.gameScreen.Session().Game()
	tapButton(t, u, "Forge")
	if f := g.Top(); f == nil || f.Kind != engine.FrForge {
		t.Fatalf("not forging: %s", g.Waiting().Debug())
	}
	// the scaffold, with a ghost preview turned before it is built
	scaffold := game.BuildPiece{Kind: engine.ActBuildScaffold, ID: "S-coal-gold"}
	tapButton(t, u, text.Inline(u.gameScreen.Session().Moves().PieceLabel(scaffold)))
	before := u.gameScreen.Session().Hand().Sel.Orient
	tapButton(t, u, "Rotate")
	if u.gameScreen.Session().Hand().Sel.Orient == before {
		t.Error("Rotate did not turn the scaffold")
	}
	tapButton(t, u, "Flip")
	n := len(g.Scaffolds)
	built := buildAt(t, u)
	if len(g.Scaffolds) != n+1 {
		t.Fatalf("no scaffold built: %s", gamescreen.StatusText(u.gameScreen.Session()))
	}
	last := g.Scaffolds[len(g.Scaffolds)-1]
	want, _ := g.ScaffoldSquares(u.gameScreen.Session().Cat.ScaffoldByID["S-coal-gold"], built.Orient, built.At)
	if last.Cells != want {
		t.Fatalf("scaffold on %v, want %v", last.Cells, want)
	}
	// the machine
	machine := game.BuildPiece{Kind: engine.ActBuildMachine, ID: "double-coal"}
	tapButton(t, u, text.Inline(u.gameScreen.Session().Moves().PieceLabel(machine)))
	buildAt(t, u)
	if len(g.Machines) != 1 || u.gameScreen.Session().Cat.Machines[g.Machines[0].Def].ID != "double-coal" {
		t.Fatalf("no machine built: %s", gamescreen.StatusText(u.gameScreen.Session()))
	}
	if !strings.Contains(screenText(u), "Double Coal") {
		t.Error("the build is not in the log")
	}
}

func TestRefusedActionExplained(t *testing.T) {
	u := newTestUI(t)
	loadScenario(t, u, "forge.json")
	g := u.gameScreen.Session().Game()
	tapButton(t, u, "Balloon (1)")
	// a scaffold square: airships cannot cover scaffolds
	bad := engine.Action{Kind: engine.ActPlaceShip, Ship: engine.Balloon, At: geom.C(0, 2)}
	why := g.Check(bad)
	if why == nil {
		t.Fatal("the scenario should refuse a balloon on A2")
	}
	tapCell(u, geom.C(0, 2))
	if !u.gameScreen.Session().Status().Bad || !strings.Contains(gamescreen.StatusText(u.gameScreen.Session()), text.Err(why)) {
		t.Fatalf("message %q, want the engine's sentence %q", gamescreen.StatusText(u.gameScreen.Session()), text.Err(why))
	}
	if !strings.Contains(screenText(u), text.Err(why)) {
		t.Error("the refusal is not on screen")
	}
	if si := g.ShipIndex(engine.You, engine.Balloon); g.Ships[si].Loc != engine.Home {
		t.Error("a refused placement moved the balloon")
	}
	// a dock you cannot pay for
	tapButton(t, u, "Balloon (1)")
	test.TapAt(u.gameScreen.Board, u.gameScreen.Board.DockCentre(4))
	if !u.gameScreen.Session().Status().Bad || !strings.Contains(gamescreen.StatusText(u.gameScreen.Session()), "cannot pay") {
		t.Fatalf("dock refusal %q", gamescreen.StatusText(u.gameScreen.Session()))
	}
}

func TestOutlawTurnShownStepByStep(t *testing.T) {
	u := newGameAfterSetup(t, 21)
	g := u.gameScreen.Session().Game()
	tapButton(t, u, "Forge")
	tapButton(t, u, "End turn")
	if g.Active() != engine.Outlaws {
		t.Fatalf("after your turn: %s", g.Waiting().Debug())
	}
	if !strings.Contains(screenText(u), "about to roll") {
		t.Errorf("the outlaws' turn is not announced:\n%s", screenText(u))
	}
	logLen := len(u.gameScreen.Session().Log)
	tapButton(t, u, "Next step")
	if u.gameScreen.Session().Outlaws().Banner.Die < 1 || u.gameScreen.Session().Outlaws().Banner.Die > 6 {
		t.Fatalf("no die roll shown: %+v", u.gameScreen.Session().Outlaws().Banner)
	}
	txt := screenText(u)
	if !strings.Contains(txt, "Die: ") {
		t.Errorf("the die is not shown:\n%s", txt)
	}
	if len(u.gameScreen.Session().Log) == logLen {
		t.Error("the roll is not logged")
	}
	steps := 1
	for g.Active() == engine.Outlaws && !g.Over() && steps < 20 {
		if u.gameScreen.Session().Game().YourDecisionPending() {
			tapButton(t, u, text.Render(g.Choices()[0]))
			continue
		}
		tapButton(t, u, "Next step")
		steps++
	}
	if steps < 2 {
		t.Errorf("the outlaws' turn took %d step", steps)
	}
	whys := 0
	for _, e := range u.gameScreen.Session().Log[logLen:] {
		if e.Side == engine.Outlaws && !e.Why.IsZero() {
			whys++
		}
	}
	if whys == 0 {
		t.Error("no outlaw step carries its reason")
	}
	if g.Active() == engine.You && !strings.Contains(screenText(u), "last turn") {
		t.Error("the last outlaw turn is not summed up")
	}
}

func TestGamePlayedToEndScreen(t *testing.T) {
	u := newTestUI(t)
	u.gameScreen.Outlaws().ShowPace(gamescreen.PaceInstant)
	u.NewGame(engine.Options{Seed: 5, FirstGame: true, Difficulty: "normal", Variant: "outlaws"})
	playModelNearEnd(t, u, 30)
	g := u.gameScreen.Session().Game()
	for guard := 0; guard < 5000 && !g.Over(); guard++ {
		if g.Active() == engine.Outlaws && !g.YourDecisionPending() {
			u.gameScreen.Outlaws().OutlawFinish()
			continue
		}
		u.gameScreen.Do(game.GreedyMove(g))
	}
	if !g.Over() {
		t.Fatal("the game did not end")
	}
	if u.gameScreen.EndScreen == nil {
		t.Fatal("no end screen")
	}
	txt := screentest.Texts(test.LaidOutObjects(u.gameScreen.EndScreen))
	r := g.Result()
	for _, want := range []string{text.Render(r.Summary()), "Total", "Tower", "Hideout", "During play"} {
		if !strings.Contains(txt, want) {
			t.Errorf("end screen lacks %q:\n%s", want, txt)
		}
	}
	if !hasChoice(u, "New game") {
		t.Error("no way to start again")
	}
}

func TestAbilityChosenOnTheBoard(t *testing.T) {
	u := newTestUI(t)
	u.NewGame(engine.Options{Seed: 99, FirstGame: true, Variant: "outlaws"})
	g := u.gameScreen.Session().Game()
	f := g.Top()
	if f == nil || f.Kind != engine.FrAbility {
		t.Fatalf("waiting for %q, want the ability choice", g.Waiting().Debug())
	}
	for i, c := range g.Choices() {
		if findButton(u, text.Render(c)) == nil {
			t.Errorf("no button for ability %q", c.Debug())
		}
		if txt := u.gameScreen.Session().Cat.Abilities[f.Items[i]].Text.EN; !strings.Contains(screenText(u), txt) {
			t.Errorf("the text of %q is not shown", c.Debug())
		}
	}
	want := u.gameScreen.Session().Cat.Abilities[f.Items[2]].ID
	tapButton(t, u, text.Render(g.Choices()[2]))
	if got := u.gameScreen.Session().Cat.Abilities[g.Sides[engine.You].Ability].ID; got != want {
		t.Fatalf("kept %s, want %s", got, want)
	}
	// O-SETUP-5: then you choose the outlaws' among the two left, on its own screen with their
	// texts; the header asks for that, not for your ability again
	f = g.Top()
	if f == nil || f.Kind != engine.FrOutlawAbility || len(g.Choices()) != 2 {
		t.Fatalf("waiting for %q, want the outlaws' ability among two", g.Waiting().Debug())
	}
	scr := screenText(u)
	if !strings.Contains(scr, "Choose the outlaws' starting ability") || strings.Contains(strings.ToLower(scr), "choose your starting ability") {
		t.Errorf("the prompt does not ask for the outlaws' ability:\n%s", scr)
	}
	for i, c := range g.Choices() {
		if txt := u.gameScreen.Session().Cat.Abilities[f.Items[i]].Text.EN; findButton(u, text.Render(c)) == nil || !strings.Contains(scr, txt) {
			t.Errorf("no button with its text for %q", c.Debug())
		}
	}
	theirs := f.Items[1]
	tapButton(t, u, text.Render(g.Choices()[1]))
	if g.Sides[engine.Outlaws].Ability != theirs {
		t.Fatalf("the outlaws got %d, want %d", g.Sides[engine.Outlaws].Ability, theirs)
	}
	finishSetup(t, u)
}

// O-THEFT-1a, I16: landing next to an outlaw airship lets them rob you; you choose what.
func TestTheftAsksWhichResource(t *testing.T) {
	u := newTestUI(t)
	loadScenario(t, u, "theft.json")
	g := u.gameScreen.Session().Game()
	tapButton(t, u, "Balloon (1)")
	at := geom.C(6, 4) // G4, right above the outlaw balloon
	if err := g.Check(engine.Action{Kind: engine.ActPlaceShip, Ship: engine.Balloon, At: at}); err != nil {
		t.Fatalf("the scenario should allow G4: %v", err)
	}
	tapCell(u, at)
	f := g.Top()
	if f == nil || f.Kind != engine.FrTheft {
		t.Fatalf("no theft: %s (%s)", g.Waiting().Debug(), gamescreen.StatusText(u.gameScreen.Session()))
	}
	if !strings.Contains(screenText(u), "rob") {
		t.Error("the theft is not announced")
	}
	choices := g.Choices()
	if len(choices) != 2 {
		t.Fatalf("choices %v, want coal or gold", choices)
	}
	tapButton(t, u, text.Render(choices[1]))
	if h := g.Sides[engine.Outlaws].Hideout; h.Total() != 1 {
		t.Fatalf("hideout %v after the theft", h)
	}
}

func TestCollectAndActivateByTaps(t *testing.T) {
	u := newTestUI(t)
	loadScenario(t, u, "collect.json")
	g := u.gameScreen.Session().Game()
	coal, iron := g.Sides[engine.You].Res[catalog.Coal], g.Sides[engine.You].Res[catalog.Iron]
	tapButton(t, u, "Balloon (1)")
	tapCell(u, geom.C(2, 3)) // C3: next to the machine and to the iron of C2
	if f := g.Top(); f == nil || f.Kind != engine.FrCollect {
		t.Fatalf("not collecting: %s (%s)", g.Waiting().Debug(), gamescreen.StatusText(u.gameScreen.Session()))
	}
	if got := g.Sides[engine.You].Res[catalog.Iron]; got != iron+1 {
		t.Errorf("iron %d, want %d", got, iron+1)
	}
	_, _, machines := u.gameScreen.Session().Moves().Highlights()
	if !machines[0] {
		t.Fatal("the machine the balloon reached is not highlighted")
	}
	if findButton(u, "Activate Double Coal") == nil {
		t.Errorf("no activation button: %v", buttonLabels(u))
	}
	tapCell(u, geom.C(1, 2)) // a square of the machine
	if got := g.Sides[engine.You].Res[catalog.Coal]; got != coal+2 {
		t.Fatalf("coal %d after activating Double Coal, want %d (%s)", got, coal+2, gamescreen.StatusText(u.gameScreen.Session()))
	}
}

func TestDockWithSeveralOffers(t *testing.T) {
	u := newTestUI(t)
	loadScenario(t, u, "forge.json")
	g := u.gameScreen.Session().Game()
	tapButton(t, u, "Blimp (2)")
	_, docks, _ := u.gameScreen.Session().Moves().Highlights()
	if !docks[4] {
		t.Fatal("the card dock is not highlighted")
	}
	test.TapAt(u.gameScreen.Board, u.gameScreen.Board.DockCentre(5))
	offers := u.gameScreen.Session().Taps().DockOffers(5)
	if len(offers) != 3 || u.gameScreen.Session().Hand().Sel.Dock != 5 {
		t.Fatalf("offers %v, selection %+v", offers, u.gameScreen.Session().Hand().Sel)
	}
	tapButton(t, u, text.Render(g.Describe(offers[0])))
	if n := len(g.Sides[engine.You].Cards); n != 1 {
		t.Fatalf("%d cards after the free draw (%s)", n, gamescreen.StatusText(u.gameScreen.Session()))
	}
	if si := g.ShipIndex(engine.You, engine.Blimp); g.Ships[si].Loc != engine.InDock || g.Ships[si].Dock != 4 {
		t.Error("the blimp is not in the card dock")
	}
}

func TestWorkerMovedByTaps(t *testing.T) {
	u := newTestUI(t)
	loadScenario(t, u, "forge.json")
	g := u.gameScreen.Session().Game()
	tapButton(t, u, "Forge")
	test.TapAt(u.gameScreen.Board, u.gameScreen.Board.BarracksCentre(2))
	if u.gameScreen.Session().Hand().Sel.Kind != game.SelWorker {
		t.Fatalf("the barracks worker is not picked up: %s", gamescreen.StatusText(u.gameScreen.Session()))
	}
	w := u.gameScreen.Session().Hand().Sel.Worker
	cells, _, _ := u.gameScreen.Session().Moves().Highlights()
	var to geom.Cell
	for c := range cells {
		to = c
		break
	}
	if len(cells) == 0 {
		t.Fatal("no space highlighted for the worker")
	}
	tapCell(u, to)
	if wk := g.Workers[engine.You][w]; wk.Zone != engine.OnScaffold || wk.At != to {
		t.Fatalf("worker %d is %+v, want on %s (%s)", w, wk, to, gamescreen.StatusText(u.gameScreen.Session()))
	}
	if g.Sides[engine.You].Res[catalog.Gold] != 0 {
		t.Error("the move did not cost the gold")
	}
}

// The New game page built ahead while the window is idle is the one shown, and Start on it
// starts its game; when the window has changed since (another size, another language), a
// fresh page is built instead.
func TestPreparedNewGamePage(t *testing.T) {
	u := newTestUI(t)
	u.pages.newGame.Prepare()
	prepared := u.pages.newGame.Prepared().Form()
	u.ShowNewGame()
	if u.pages.newGame.Form() != prepared || u.pages.newGame.Prepared() != nil {
		t.Fatal("the prepared page was not the one shown")
	}
	seed := prepared.Seed.Text
	tapButton(t, u, "Start")
	if got := fmt.Sprint(u.gameScreen.Session().Game().Options.Seed); got != seed {
		t.Fatalf("the game started with seed %s, the page showed %s", got, seed)
	}
	u.pages.newGame.Prepare()
	prepared = u.pages.newGame.Prepared().Form()
	u.Win.Resize(fyne.NewSize(400, 700))
	u.ShowNewGame()
	if u.pages.newGame.Form() == prepared {
		t.Fatal("a page built for a wider window was shown on a narrow one")
	}
	closeDialogs(u)
	u.pages.newGame.Prepare()
	prepared = u.pages.newGame.Prepared().Form()
	text.SetLanguage(LangFR)
	t.Cleanup(func() { text.SetLanguage(LangEN) })
	u.ShowNewGame()
	if u.pages.newGame.Form() == prepared {
		t.Fatal("a page built in English was shown in French")
	}
	closeDialogs(u)
}
