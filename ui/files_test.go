//go:build ci

package ui

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	fynestorage "fyne.io/fyne/v2/storage"

	"whistle/engine"
	"whistle/engine/fileio"
	"whistle/ui/host"
	"whistle/ui/storage"
)

// asideFiles lists the files kept aside in a folder.
func asideFiles(t *testing.T, dir string) []string {
	t.Helper()
	entries, _ := os.ReadDir(dir)
	var out []string
	for _, e := range entries {
		if storage.IsAside(e.Name()) {
			out = append(out, filepath.Join(dir, e.Name()))
		}
	}
	return out
}

// longestRun is the longest run of one byte in s.
func longestRun(s string, c byte) int {
	best, n := 0, 0
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			n++
			best = max(best, n)
		} else {
			n = 0
		}
	}
	return best
}

// Finding: an autosave with a 100 KB unknown key froze the window on "Loading the
// game…" for over a minute (the error dialog measured the key), 15 MB for minutes at 3–4 GB.
// The message quotes an excerpt and shows at once; the file is kept aside, named in the
// message, and the next autosave does not replace it.
func TestFindingLongKeyAutosaveShownShortAndKeptAside(t *testing.T) {
	for _, size := range []int{50 << 10, 100 << 10, 15 << 20} {
		u := newTestUI(t)
		dir := u.Store.Root.Path()
		data := midSave(t, u)
		var f map[string]json.RawMessage
		if err := json.Unmarshal(data, &f); err != nil {
			t.Fatal(err)
		}
		f[strings.Repeat("x", size)] = json.RawMessage("1")
		bad, _ := json.Marshal(f)
		if err := os.WriteFile(u.Store.Path(storage.Autosave), bad, 0o644); err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		u.ShowHome()
		u.Continue()
		shown := screenText(u)
		took := time.Since(start)
		quoted := "longer than" // past fileio.MaxJSONString: refused by the scan
		if size < fileio.MaxJSONString {
			quoted = "x…" // an excerpt of the key
		}
		if longestRun(shown, 'x') > fileio.MaxExcerpt || !strings.Contains(shown, quoted) {
			t.Fatalf("%d bytes: the message repeats the key (%d characters)", size, longestRun(shown, 'x'))
		}
		aside := asideFiles(t, dir)
		if len(aside) != 1 || !strings.Contains(shown, aside[0]) || u.Store.Exists(storage.Autosave) {
			t.Fatalf("%d bytes: not kept aside and named: %v\n%s", size, aside, shown)
		}
		if kept, _ := os.ReadFile(aside[0]); string(kept) != string(bad) {
			t.Fatalf("%d bytes: the file kept aside differs", size)
		}
		t.Logf("%d bytes: shown in %v", size, took)
		// a new game's autosave goes beside it
		u.NewGame(engine.Options{Seed: 5, Difficulty: "normal", Variant: "outlaws"})
		u.saver.save(true)
		if kept, _ := os.ReadFile(aside[0]); string(kept) != string(bad) || !u.Store.Exists(storage.Autosave) {
			t.Fatalf("%d bytes: the new game's autosave", size)
		}
	}
}

// midSave is a save of a game a few actions in.
func midSave(t *testing.T, u *UI) []byte {
	t.Helper()
	u.NewGame(engine.Options{Seed: 11, Difficulty: "normal", Variant: "outlaws"})
	data, err := u.gameScreen.Session().Record.Save()
	if err != nil {
		t.Fatal(err)
	}
	u.gameScreen.SetLive(false)
	return data
}

// Finding: a new game replaced an autosave the app could not read (a newer
// version's) without a word. The first autosave of a run checks the file there: kept aside.
func TestFindingUnreadableAutosaveNotOverwritten(t *testing.T) {
	u := newTestUI(t)
	newer := []byte(`{"format":"whistle-mountain-outlaws-save","version":99,"future":true}`)
	if err := os.WriteFile(u.Store.Path(storage.Autosave), newer, 0o644); err != nil {
		t.Fatal(err)
	}
	u.NewGame(engine.Options{Seed: 5, Difficulty: "normal", Variant: "outlaws"})
	u.saver.save(true)
	aside := asideFiles(t, u.Store.Root.Path())
	if len(aside) != 1 {
		t.Fatalf("kept aside: %v", aside)
	}
	if kept, _ := os.ReadFile(aside[0]); string(kept) != string(newer) {
		t.Fatal("the file kept aside differs")
	}
	if !strings.Contains(screenText(u), aside[0]) {
		t.Fatal("the person is not told where it is")
	}
	if _, err := u.Store.LoadFile(u.gameScreen.Session().Box, storage.Autosave); err != nil {
		t.Fatalf("the new autosave: %v", err)
	}
	// a named save the app cannot read is kept aside too when a save of that name replaces it
	if err := os.MkdirAll(u.Store.Path(storage.SavesDir), 0o755); err != nil {
		t.Fatal(err)
	}
	named := u.Store.Path(storage.SavesDir + "/mine" + storage.SaveExt)
	_ = os.WriteFile(named, newer, 0o644)
	if err := u.keeper.SaveAs("mine"); err != nil {
		t.Fatal(err)
	}
	if a := asideFiles(t, u.Store.Path(storage.SavesDir)); len(a) != 1 {
		t.Fatalf("the named save kept aside: %v", a)
	}
}

// Finding: on a full disk every autosave failed with a line in the log only; the
// message was overwritten at once. The warning stays on the game screen (and on Home) until a
// save works, with Try again and Export; the autosave written before stays whole.
func TestFindingFailedAutosaveWarningLasts(t *testing.T) {
	u := newTestUI(t)
	u.NewGame(engine.Options{Seed: 7, Difficulty: "normal", Variant: "outlaws"})
	u.ShowGameScreen()
	u.saver.save(true)
	before, err := os.ReadFile(u.Store.Path(storage.Autosave))
	if err != nil {
		t.Fatal(err)
	}
	good := u.Store.Root
	// a store whose folder cannot be made: every write fails
	blocker := filepath.Join(t.TempDir(), "file")
	_ = os.WriteFile(blocker, nil, 0o644)
	u.Store = &storage.Store{Root: fynestorage.NewFileURI(filepath.Join(blocker, "sub"))}
	u.gameScreen.Do(u.gameScreen.Session().Game().Legal()[0])
	u.saver.save(true)
	if u.saver.LastErr() == nil {
		t.Fatal("the write did not fail")
	}
	warn := "could not be saved automatically"
	for i := 0; i < 3; i++ { // more actions and refreshes: the warning stays
		if len(u.gameScreen.Session().Game().Legal()) > 0 && u.gameScreen.Session().Game().Active() == engine.You {
			u.gameScreen.Do(u.gameScreen.Session().Game().Legal()[0])
		}
		u.gameScreen.Refresh()
		if !strings.Contains(screenText(u), warn) {
			t.Fatalf("the warning is gone after %d actions", i+1)
		}
	}
	if findButton(u, "Try again") == nil || findButton(u, "Export this game…") == nil {
		t.Fatalf("no way to retry or save elsewhere: %v", buttonLabels(u))
	}
	u.ShowHome()
	if !strings.Contains(screenText(u), warn) {
		t.Fatal("Home does not show the warning")
	}
	u.ShowGameScreen()
	if after, _ := os.ReadFile(good.Path() + "/" + storage.Autosave); string(after) != string(before) {
		t.Fatal("the autosave written before changed")
	}
	u.Store = &storage.Store{Root: good}
	tapButton(t, u, "Try again")
	if u.saver.LastErr() != nil || strings.Contains(screenText(u), warn) {
		t.Fatalf("the warning stays after a save worked: %v", u.saver.LastErr())
	}
}

// Finding: N then Enter on the game screen replaced a game in progress with a new
// one (Undo greyed out), and Saved games → Load and Import replaced it too, without a question.
// Each asks first when the game is not saved under a name; "Keep it" leaves everything as it
// was (the game, its history, the autosave).
func TestFindingReplacingAnUnsavedGameAsksFirst(t *testing.T) {
	u := playedTurns(t, 41, 2)
	u.ShowGameScreen()
	u.saver.save(true)
	want, history := u.gameScreen.Session().Game().Hash(), len(u.gameScreen.Session().Record.History)
	autosave := u.Store.Path(storage.Autosave)
	saved, _ := os.ReadFile(autosave)
	same := func(what string) {
		t.Helper()
		now, _ := os.ReadFile(autosave)
		if u.gameScreen.Session().Game().Hash() != want || len(u.gameScreen.Session().Record.History) != history || string(now) != string(saved) {
			t.Fatalf("%s: the game in progress changed", what)
		}
	}
	keep := func(what string) {
		t.Helper()
		if u.replaceDialog == nil || findButton(u, "Keep it") == nil {
			t.Fatalf("%s: no question; buttons %v", what, buttonLabels(u))
		}
		tapButton(t, u, "Keep it")
		u.replaceDialog = nil
		same(what)
	}
	// the keyboard: N, then Enter
	u.typedKey(&fyne.KeyEvent{Name: fyne.KeyN})
	if u.Screen != host.ScreenNewGame {
		t.Fatalf("N shows %q", u.Screen)
	}
	u.typedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	keep("N then Enter")
	// a named save loaded, a file imported
	other := playedTurns(t, 43, 1)
	if err := other.keeper.SaveAs("other"); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(other.Store.Path(storage.SavesDir + "/other" + storage.SaveExt))
	info := other.Store.Saves()[0]
	info.File = "saves/other" + storage.SaveExt
	if err := os.MkdirAll(u.Store.Path(storage.SavesDir), 0o755); err != nil {
		t.Fatal(err)
	}
	_ = os.WriteFile(u.Store.Path(info.File), data, 0o644)
	if err := u.keeper.LoadSave(info); err != nil {
		t.Fatal(err)
	}
	keep("Load")
	if err := u.keeper.ImportFrom(bytes.NewReader(data)); err != nil {
		t.Fatal(err)
	}
	keep("Import")
	// saved under a name: no question; then "Replace it" replaces
	if err := u.keeper.SaveAs("mine"); err != nil {
		t.Fatal(err)
	}
	u.replaceDialog = nil
	if err := u.keeper.ImportFrom(bytes.NewReader(data)); err != nil || u.replaceDialog != nil || u.gameScreen.Session().Game().Hash() == want {
		t.Fatalf("a game saved under a name: asked, or not replaced (%v)", err)
	}
	u.gameScreen.Do(u.gameScreen.Session().Game().Legal()[0])
	u.ShowNewGame()
	u.typedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	tapButton(t, u, "Replace it")
	if u.Screen != host.ScreenGame || len(u.gameScreen.Session().Record.History) != 0 {
		t.Fatal("Replace it did not start the new game")
	}
}

// Finding: a statistics file the app could not read was shown as zeros and then
// overwritten at the next finished game. The page says where it was kept aside.
func TestFindingUnreadableStatsShownKeptAside(t *testing.T) {
	u := newTestUI(t)
	bad := []byte(`{"version":1,"by_difficulty":{"normal":{"played":40,"won":50,"lost":0}}}`)
	if err := os.WriteFile(u.Store.Path(storage.StatsName), bad, 0o644); err != nil {
		t.Fatal(err)
	}
	u.ShowScreen(host.ScreenStats)
	aside := asideFiles(t, u.Store.Root.Path())
	if len(aside) != 1 || !strings.Contains(screenText(u), aside[0]) {
		t.Fatalf("the page does not say where: %v\n%s", aside, screenText(u))
	}
	if kept, _ := os.ReadFile(aside[0]); string(kept) != string(bad) {
		t.Fatal("the file kept aside differs")
	}
	u.ShowScreen(host.ScreenStats) // shown again: the sentence stays for the run
	if !strings.Contains(screenText(u), aside[0]) {
		t.Fatal("the sentence is gone")
	}
}
