//go:build ci

package ui

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image/color"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"

	"whistle/engine/catalog"
	"whistle/ui/board"
	"whistle/ui/game"
	"whistle/ui/gamescreen"
	"whistle/ui/home"
	"whistle/ui/host"
	"whistle/ui/internal/screentest"
	"whistle/ui/storage"
	"whistle/ui/text"
	"whistle/ui/widgets"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"whistle/engine"
)

// playedTurns starts a game with a seed and lets the greedy bot play n of your turns (the
// outlaws playing theirs), through the window's session.
func playedTurns(t *testing.T, seed uint64, n int) *UI {
	t.Helper()
	u := newTestUI(t)
	u.NewGame(engine.Options{Seed: seed, FirstGame: true, Difficulty: "normal", Variant: "outlaws"})
	u.gameScreen.SetLive(true)
	game.PlayTurns(u.gameScreen.Session(), n)
	u.gameScreen.Refresh()
	return u
}

func TestSaveThenResumeGivesTheSameState(t *testing.T) {
	u := playedTurns(t, 31, 4)
	// a step into your turn, so the save holds a decision in progress too
	u.gameScreen.Do(game.GreedyMove(u.gameScreen.Session().Game()))
	want := u.gameScreen.Session().Game().Hash()
	if err := u.keeper.SaveAs("Before the storm"); err != nil {
		t.Fatal(err)
	}
	saves := u.Store.Saves()
	if len(saves) != 1 || saves[0].Name != "Before the storm" || saves[0].Round != game.Round(u.gameScreen.Session().Game().Turn.Number) {
		t.Fatalf("saves: %+v", saves)
	}
	// another game, then load
	u.NewGame(engine.Options{Seed: 99, FirstGame: true, Difficulty: "hard", Variant: "outlaws"})
	if u.gameScreen.Session().Game().Hash() == want {
		t.Fatal("the new game is the saved one")
	}
	if err := u.keeper.LoadSave(saves[0]); err != nil {
		t.Fatal(err)
	}
	if got := u.gameScreen.Session().Game().Hash(); got != want {
		t.Fatalf("loaded state %s, saved %s", got, want)
	}
	if len(u.gameScreen.Session().Log) == 0 || u.gameScreen.Session().Record.Start == nil {
		t.Fatal("the history was not restored")
	}
	// the game goes on from there exactly as it would have
	u.gameScreen.Do(game.GreedyMove(u.gameScreen.Session().Game()))

	// the autosave: Continue from the home screen gives the same state too
	u.saver.save(true)
	want = u.gameScreen.Session().Game().Hash()
	u2 := newTestUIWith(t, u.App, u.Store)
	u2.ShowHome()
	if !hasChoice(u2, "Continue") {
		t.Fatalf("no Continue on the home screen: %v", buttonLabels(u2))
	}
	tapButton(t, u2, "Continue")
	if got := u2.gameScreen.Session().Game().Hash(); got != want {
		t.Fatalf("continued state %s, want %s", got, want)
	}
	if u2.Screen != host.ScreenGame {
		t.Fatalf("screen %q after Continue", u2.Screen)
	}
	// delete
	if err := u.Store.Remove(saves[0].File); err != nil || len(u.Store.Saves()) != 0 {
		t.Fatalf("delete: %v, %d saves left", err, len(u.Store.Saves()))
	}
}

// newTestUIWith opens a second window on the same app storage (a restart of the app).
func newTestUIWith(t *testing.T, a fyne.App, st *storage.Store) *UI {
	t.Helper()
	u, err := NewMainWindow(a, programBox())
	if err != nil {
		t.Fatal(err)
	}
	u.Store = st
	u.Win.Resize(fyne.NewSize(1280, 900))
	u.gameScreen.Outlaws().ShowPace(gamescreen.PaceStep)
	u.Win.Show()
	return u
}

func TestAutosaveWhenTheAppGoesToTheBackground(t *testing.T) {
	u := playedTurns(t, 8, 2)
	u.HookLifecycle()
	// an action inside a turn: the turn-end autosave has not seen it yet
	u.gameScreen.Do(game.GreedyMove(u.gameScreen.Session().Game()))
	want := u.gameScreen.Session().Game().Hash()
	if h, err := u.Store.LoadFile(u.gameScreen.Session().Box, storage.Autosave); err == nil && h.Game.Hash() == want {
		t.Fatal("the position was saved before going to the background")
	}
	hook, ok := u.App.Lifecycle().(interface{ OnExitedForeground() func() })
	if !ok || hook.OnExitedForeground() == nil {
		t.Fatal("no hook for leaving the foreground")
	}
	hook.OnExitedForeground()()
	h, err := u.Store.LoadFile(u.gameScreen.Session().Box, storage.Autosave)
	if err != nil {
		t.Fatal(err)
	}
	if h.Game.Hash() != want {
		t.Fatal("the background autosave is not the position on screen")
	}
	// the autosave after a turn
	for guard := 0; guard < 200 && u.gameScreen.Session().Game().Active() == engine.You; guard++ {
		u.gameScreen.Do(game.GreedyMove(u.gameScreen.Session().Game()))
	}
	h, err = u.Store.LoadFile(u.gameScreen.Session().Box, storage.Autosave)
	if err != nil || h.Game.Turn.Number != u.gameScreen.Session().Game().Turn.Number {
		t.Fatalf("no autosave after the turn: %v", err)
	}
	// the files are written atomically: no temporary file is left beside them
	left, _ := filepath.Glob(filepath.Join(u.Store.Root.Path(), ".*tmp*"))
	if len(left) > 0 {
		t.Errorf("temporary files left: %v", left)
	}
}

func TestDamagedOrFutureSaveIsRefusedClearly(t *testing.T) {
	u := playedTurns(t, 12, 1)
	before := u.gameScreen.Session().Game().Hash()
	good, err := u.gameScreen.Session().Record.Save()
	if err != nil {
		t.Fatal(err)
	}
	var f map[string]any
	if err := json.Unmarshal(good, &f); err != nil {
		t.Fatal(err)
	}
	f["version"] = 99
	future, _ := json.Marshal(f)
	for _, c := range []struct {
		name string
		data []byte
		want string
	}{
		{"garbage", []byte("{not json"), "not a readable save file"},
		{"future", future, "newer version"},
		{"truncated", good[:len(good)/2], "not a readable save file"},
		{"tampered", bytes.Replace(good, []byte(`"seed": `), []byte(`"seed": 1`), 1), ""},
	} {
		if err := u.Store.Write(storage.Autosave, c.data); err != nil {
			t.Fatal(err)
		}
		u2 := newTestUIWith(t, u.App, u.Store) // the app starts again
		u2.ShowHome()
		tapButton(t, u2, "Continue")
		txt := screenText(u2)
		if !strings.Contains(txt, "cannot be continued") || (c.want != "" && !strings.Contains(txt, c.want)) {
			t.Errorf("%s: the message is not shown:\n%s", c.name, txt)
		}
		if u2.Screen != host.ScreenHome {
			t.Errorf("%s: a refused save left the home screen", c.name)
		}
		if err := u.keeper.ImportFrom(bytes.NewReader(c.data)); err == nil {
			t.Errorf("%s: imported", c.name)
		}
		if u.gameScreen.Session().Game().Hash() != before {
			t.Errorf("%s: a refused import changed the game", c.name)
		}
	}
	// a good file imports
	if err := u.keeper.ImportFrom(bytes.NewReader(good)); err != nil || u.gameScreen.Session().Game().Hash() != before {
		t.Fatalf("import: %v", err)
	}
}

func TestUndoNeverRerollsTheDie(t *testing.T) {
	u := playedTurns(t, 5, 2)
	u.gameScreen.Outlaws().ShowPace(gamescreen.PaceStep)
	// end your turn and let the outlaws roll
	for guard := 0; guard < 200 && u.gameScreen.Session().Game().Active() == engine.You; guard++ {
		u.gameScreen.Do(game.GreedyMove(u.gameScreen.Session().Game()))
	}
	u.gameScreen.OutlawNext()
	die, rng := u.gameScreen.Session().Game().Outlaw.Die, u.gameScreen.Session().Game().RNG
	after := u.gameScreen.Session().Game().Hash()
	if die == 0 {
		t.Fatal("the outlaws did not roll")
	}
	// Undo (your last decision: the end of your turn) and play it again by hand, not by Redo
	tapButton(t, u, "Undo")
	if u.gameScreen.Session().Game().Outlaw.Die == die && u.gameScreen.Session().Game().Active() == engine.Outlaws {
		t.Fatal("undo did not go back before the roll")
	}
	last := u.gameScreen.Session().Record.Redo[len(u.gameScreen.Session().Record.Redo)-1].Action
	u.gameScreen.Session().Record.Redo = nil // a fresh action, not a redo
	u.gameScreen.Do(last)
	u.gameScreen.OutlawNext()
	if u.gameScreen.Session().Game().Outlaw.Die != die || u.gameScreen.Session().Game().RNG != rng || u.gameScreen.Session().Game().Hash() != after {
		t.Fatalf("the die came out %d after undo, %d before", u.gameScreen.Session().Game().Outlaw.Die, die)
	}
}

// visibleTexts lists every text of the window: labels, buttons, tabs, selects, entries'
// place holders, check boxes, radio options and the board's own texts.
func visibleTexts(u *UI) []string {
	var out []string
	add := func(s string) {
		if strings.TrimSpace(s) != "" {
			out = append(out, s)
		}
	}
	for _, o := range objects(u) {
		if !o.Visible() {
			continue
		}
		switch x := o.(type) {
		case *widget.Label:
			add(x.Text)
		case *widgets.WrapText:
			add(x.Text)
		case *widget.Button:
			add(x.Text)
		case *home.Entry:
			add(x.Text)
		case *widget.Check:
			add(x.Text)
		case *widget.Select:
			add(x.Selected)
		case *widget.RadioGroup:
			for _, s := range x.Options {
				add(s)
			}
		case *container.AppTabs:
			for _, it := range x.Items {
				add(it.Text)
			}
		case *canvas.Text:
			add(x.Text)
		}
	}
	return out
}

// sameInBothLanguages lists texts that read the same in English and French: translations
// equal to their key, component names and texts the catalog gives alike.
func sameInBothLanguages(t *testing.T, cat *catalog.Catalog) map[string]bool {
	t.Helper()
	same := map[string]bool{}
	en, fr := flatFile(t, LangEN), flatFile(t, LangFR)
	for k, v := range en {
		if fr[k] == v {
			same[v] = true
		}
	}
	names := func(n catalog.Names) {
		if n.EN == n.FR {
			same[n.EN] = true
		}
	}
	for _, d := range cat.Machines {
		names(d.Name)
	}
	for _, d := range cat.Upgrades {
		names(d.Name)
	}
	for _, d := range cat.Abilities {
		names(d.Name)
	}
	for i := range cat.Awards { // award marks that are the same in both languages ("Ac")
		if fr := text.AwardCodeIn(cat, int16(i), LangFR); text.AwardCodeIn(cat, int16(i), LangEN) == fr {
			same[fr] = true
		}
	}
	return same
}

// noLetters says whether a text is not words: numbers, squares (C7), one-letter marks, badges
// (#3), costs written with resource letters ("2C+3I").
func noLetters(s string) bool {
	rs := []rune(s)
	letters := 0
	for _, r := range rs {
		if unicode.IsLetter(r) {
			letters++
		}
	}
	switch {
	case letters == 0, len(rs) == 1:
		return true
	case rs[0] == '#':
		return allDigits(rs[1:])
	case len(rs) > 1 && rs[0] >= 'A' && rs[0] <= 'K' && allDigits(rs[1:]):
		return true
	}
	// costs: groups of digits, a capital, maybe a small letter, maybe a "+"
	for i := 0; i < len(rs); {
		j := i
		for j < len(rs) && unicode.IsDigit(rs[j]) {
			j++
		}
		if j == i || j == len(rs) || !unicode.IsUpper(rs[j]) {
			return false
		}
		j++
		if j < len(rs) && unicode.IsLower(rs[j]) {
			j++
		}
		if j < len(rs) && rs[j] == '+' {
			j++
		}
		i = j
	}
	return true
}

func allDigits(rs []rune) bool {
	for _, r := range rs {
		if !unicode.IsDigit(r) {
			return false
		}
	}
	return len(rs) > 0
}

func TestNoLettersTellsMarksFromWords(t *testing.T) {
	for _, s := range []string{"12", "C7", "#3", "2C+3I", "1Wa", "x", "—"} {
		if !noLetters(s) {
			t.Errorf("%q is not a word", s)
		}
	}
	for _, s := range []string{"Log", "Coal", "#a", "L7", "2c", "C7x", "2C+x"} {
		if noLetters(s) {
			t.Errorf("%q is a word", s)
		}
	}
}

func TestLanguageSwitchChangesEveryLabel(t *testing.T) {
	u := playedTurns(t, 13, 3)
	t.Cleanup(func() { text.SetLanguage(LangEN) })
	settingsSide{pageSide{u}}.SetLanguage(LangEN)
	en := visibleTexts(u)
	if len(en) < 40 {
		t.Fatalf("only %d texts on the main screen", len(en))
	}
	settingsSide{pageSide{u}}.SetLanguage(LangFR)
	if text.Language() != LangFR {
		t.Fatal("the language did not change")
	}
	fr := visibleTexts(u)
	frSet := map[string]bool{}
	for _, s := range fr {
		frSet[s] = true
	}
	same := sameInBothLanguages(t, u.gameScreen.Session().Cat)
	var kept []string
	for _, s := range en {
		if frSet[s] && !same[s] && !noLetters(s) {
			kept = append(kept, s)
		}
	}
	if len(kept) > 0 {
		t.Errorf("%d texts stay in English after switching to French:\n%s", len(kept), strings.Join(kept, "\n"))
	}
	// the window's title and a few landmarks
	for _, want := range []string{"Journal", "Défaire", "Indice", "Légende", "Baraquements"} {
		if !strings.Contains(strings.Join(fr, "\n"), want) {
			t.Errorf("%q is not on the French screen", want)
		}
	}
	// the setting is kept
	if u.App.Preferences().String(prefLanguage) != LangFR {
		t.Error("the language is not kept in the preferences")
	}
	settingsSide{pageSide{u}}.SetLanguage(LangEN)
	if !strings.Contains(strings.Join(visibleTexts(u), "\n"), "Log") {
		t.Error("back to English failed")
	}
}

func TestStatisticsUpdatedAtGameEnd(t *testing.T) {
	u := newTestUI(t)
	u.gameScreen.Outlaws().ShowPace(gamescreen.PaceInstant)
	u.NewGame(engine.Options{Seed: 5, FirstGame: true, Difficulty: "hard", Variant: "outlaws"})
	u.gameScreen.SetLive(true)
	if st, _ := u.Store.LoadStats(); st.By["hard"] != nil {
		t.Fatal("statistics before any game")
	}
	playModelNearEnd(t, u, 30)
	for guard := 0; guard < 5000 && !u.gameScreen.Session().Game().Over(); guard++ {
		if u.gameScreen.Session().Outlaws().OutlawsToMove() {
			u.gameScreen.Outlaws().OutlawFinish()
			continue
		}
		u.gameScreen.Do(game.GreedyMove(u.gameScreen.Session().Game()))
	}
	if !u.gameScreen.Session().Game().Over() {
		t.Fatal("the game did not end")
	}
	r := u.gameScreen.Session().Game().Result()
	st, _ := u.Store.LoadStats()
	d := st.By["hard"]
	if d == nil || d.Played != 1 || d.Won+d.Lost+d.Shared != 1 || !d.BestSet || d.Best != r.Scores[engine.You].Total {
		t.Fatalf("stats %+v after %s", d, r.Summary().Debug())
	}
	if (r.Winner == engine.You && !r.Shared) != (d.Won == 1) {
		t.Fatalf("won %d for %s", d.Won, r.Summary().Debug())
	}
	// undoing the end and playing it again does not count the game twice
	u.gameScreen.Undo()
	for guard := 0; guard < 5000 && !u.gameScreen.Session().Game().Over(); guard++ {
		if u.gameScreen.Session().Outlaws().OutlawsToMove() {
			u.gameScreen.Outlaws().OutlawFinish()
			continue
		}
		u.gameScreen.Do(game.GreedyMove(u.gameScreen.Session().Game()))
	}
	if st, _ := u.Store.LoadStats(); st.By["hard"].Played != 1 {
		t.Fatalf("the game was counted %d times", st.By["hard"].Played)
	}
	// kept across runs (another window on the same storage) and shown
	u2 := newTestUIWith(t, u.App, u.Store)
	u2.ShowScreen(host.ScreenStats)
	txt := screenText(u2)
	if !strings.Contains(txt, "Best score") || !strings.Contains(txt, fmt.Sprint(r.Scores[engine.You].Total)) {
		t.Fatalf("statistics screen:\n%s", txt)
	}
}

// The rules reference opened from the game goes back to the game, in either language (its
// search: ui/rules' TestRulesReferenceSearch).
func TestRulesReferenceBackToTheGame(t *testing.T) {
	u := newTestUI(t)
	u.ShowScreen(host.ScreenRules)
	if r := u.pages.rules.Last(); r == nil || r.RuleCount == 0 {
		t.Fatal("the reference shows no rule")
	}
	tapButton(t, u, "Back")
	if u.Screen != host.ScreenGame {
		t.Fatalf("back to %q", u.Screen)
	}
	t.Cleanup(func() { text.SetLanguage(LangEN) })
	settingsSide{pageSide{u}}.SetLanguage(LangFR)
	u.ShowScreen(host.ScreenRules)
	if !strings.Contains(screenText(u), "Référence des règles") {
		t.Fatal("the reference's page is not in French")
	}
	tapButton(t, u, "Retour")
	if u.Screen != host.ScreenGame {
		t.Fatalf("back to %q in French", u.Screen)
	}
}

func TestHomeScreenAndPages(t *testing.T) {
	u := newTestUI(t)
	u.ShowHome()
	for _, want := range []string{"New game", "Saved games", "Rules reference", "Statistics", "Settings", "Help and shortcuts"} {
		if !hasChoice(u, want) {
			t.Errorf("no %q on the home screen: %v", want, buttonLabels(u))
		}
	}
	if hasChoice(u, "Continue") {
		t.Error("Continue without an autosave")
	}
	tapButton(t, u, "Help and shortcuts")
	for _, want := range []string{"Ctrl+Z", "Ctrl+S", "undo your last decision", "hint"} {
		if !strings.Contains(screenText(u), want) {
			t.Errorf("help lacks %q", want)
		}
	}
	tapButton(t, u, "Back")
	if u.Screen != host.ScreenHome {
		t.Fatalf("back to %q", u.Screen)
	}
	tapButton(t, u, "Settings")
	tapButton(t, u, "Back")
	tapButton(t, u, "New game")
	if u.pages.newGame.Form() == nil {
		t.Fatal("no new-game dialog")
	}
	tapButton(t, u, "Start")
	if u.Screen != host.ScreenGame || !u.gameScreen.Live() {
		t.Fatalf("screen %q after Start", u.Screen)
	}
	// the keyboard: N opens the new-game dialog, Esc puts down, 2 takes the blimp
	finishSetup(t, u)
	u.typedKey(&fyne.KeyEvent{Name: fyne.Key2})
	if u.gameScreen.Session().Hand().Sel.Kind != game.SelShip || u.gameScreen.Session().Hand().Sel.Ship != engine.Blimp {
		t.Error("key 2 does not take the blimp")
	}
	u.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if u.gameScreen.Session().Hand().Sel.Kind != game.SelNone {
		t.Error("Esc does not put it down")
	}
	u.typedKey(&fyne.KeyEvent{Name: fyne.KeyF})
	if u.gameScreen.Session().Game().Turn.Main != engine.Forge {
		t.Error("F does not forge")
	}
}

func TestThemesAndTextSize(t *testing.T) {
	u := newTestUI(t)
	settingsSide{pageSide{u}}.SetTheme(ThemeLight)
	u.gameScreen.Board.Refresh()
	if dark, _ := board.Colour(board.ColorBoard, theme.VariantDark); boardIsDark() || board.Paint(board.ColorBoard) == dark {
		t.Error("the light theme keeps the dark board")
	}
	settingsSide{pageSide{u}}.SetTheme(ThemeDark)
	u.gameScreen.Board.Refresh()
	if dark, _ := board.Colour(board.ColorBoard, theme.VariantDark); !boardIsDark() || board.Paint(board.ColorBoard) != dark {
		t.Error("the dark theme is not dark")
	}
	base := u.theme.Size("text")
	settingsSide{pageSide{u}}.SetTextSize(2)
	if got := u.theme.Size("text"); got <= base {
		t.Errorf("larger text: %.1f, normal %.1f", got, base)
	}
	if u.App.Preferences().String(prefTheme) != ThemeDark || u.App.Preferences().Int(prefTextSize) != 2 {
		t.Error("the theme settings are not kept")
	}
	settingsSide{pageSide{u}}.SetTextSize(0)
}

var _ = os.Getenv

// boardIsDark tells whether the theme in use is dark.
func boardIsDark() bool {
	c := color.NRGBAModel.Convert(theme.Color(theme.ColorNameBackground)).(color.NRGBA)
	return int(c.R)+int(c.G)+int(c.B) < 3*128
}

func closeDialogs(u *UI) {
	for u.Win.Canvas().Overlays().Top() != nil {
		u.Win.Canvas().Overlays().Remove(u.Win.Canvas().Overlays().Top())
	}
}

func TestPhoneLayoutInPortrait(t *testing.T) {
	u := playedTurns(t, 3, 1)
	u.Mobile = true
	u.applyTheme()
	u.Rebuild()
	u.Win.Resize(fyne.NewSize(400, 700))
	u.gameScreen.Refresh()
	// (the board above the panels: the game screen's own test, TestPhoneGameLayoutInPortrait)
	// every button is big enough for a finger, on the game screen and the home screen
	check := func(where string) {
		t.Helper()
		screentest.CheckTouchTargets(t, u.Win.Canvas(), where)
	}
	check("game")
	u.ShowHome()
	check("home")
	if w := u.Win.Canvas().Content().MinSize().Width; w > 400 {
		t.Errorf("the home screen needs %.0f of width", w)
	}
	u.ShowGameScreen()
	if w := u.Win.Canvas().Content().MinSize().Width; w > 400 {
		t.Errorf("the game screen needs %.0f of width", w)
	}
}
