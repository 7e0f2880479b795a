//go:build ci

package ui

import (
	"bytes"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"whistle/engine/record"
	"whistle/internal/switches"
	"whistle/ui/saves"
	"whistle/ui/storage"

	fynestorage "fyne.io/fyne/v2/storage"

	"whistle/engine"
	"whistle/ui/fyneseams"
)

// Finding (item 3): an internal error while the outlaws play used to kill the app. It is
// contained: the position before it comes back, the game goes on, the autosave keeps a good
// position, and the person gets a report to copy (the action, the seed, the version).
func TestPanicNeverLosesTheGame(t *testing.T) {
	u := newGameAfterSetup(t, 21)
	tapButton(t, u, "Forge")
	tapButton(t, u, "End turn")
	tapButton(t, u, "Next step") // the die is rolled: a card is in progress
	g := u.gameScreen.Session().Game()
	if g.Active() != engine.Outlaws || g.Outlaw.Phase != 1 {
		t.Fatalf("expected the outlaws' card in progress: %s", g.Waiting().Debug())
	}
	u.saver.save(true)
	saved, err := u.Store.Read(storage.Autosave)
	if err != nil {
		t.Fatal(err)
	}
	g.Outlaw.Step = -1 // what a hostile save did to the landed version
	history := len(u.gameScreen.Session().Record.History)
	tapButton(t, u, "Next step")
	if len(u.gameScreen.Session().Record.History) != history {
		t.Fatal("the broken step entered the history")
	}
	if u.gameScreen.Session().Game().Outlaw.Step != -1 {
		t.Fatal("the position before the step was not restored")
	}
	if !strings.Contains(screenText(u), "Something went wrong") || findButton(u, "Copy the report") == nil {
		t.Fatalf("no report is shown:\n%s", screenText(u))
	}
	if dir := switches.ShotsDir.Get(); dir != "" { // docs/screenshots/crash-report.png
		f, err := os.Create(filepath.Join(dir, "crash-report.png"))
		if err != nil {
			t.Fatal(err)
		}
		if err := png.Encode(f, u.Win.Canvas().Capture()); err != nil {
			t.Fatal(err)
		}
		f.Close()
	}
	tapButton(t, u, "Copy the report")
	report := u.App.Clipboard().Content()
	for _, want := range []string{"seed: 21", "action: outlaw", "index out of range", "Whistle Mountain: Outlaws"} {
		if !strings.Contains(report, want) {
			t.Errorf("the report lacks %q:\n%s", want, report)
		}
	}
	u.saver.save(true)
	now, err := u.Store.Read(storage.Autosave)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(saved, now) {
		t.Fatal("a broken position replaced the autosave")
	}
	// undo takes the game back to a sound position, and play goes on
	if !u.gameScreen.Session().History().Undo() {
		t.Fatal("undo is not possible after the error")
	}
	u.gameScreen.Session().Outlaws().RunOutlaws()
	if u.gameScreen.Session().Crash != nil || u.gameScreen.Session().Game().Active() != engine.You && !u.gameScreen.Session().Game().YourDecisionPending() {
		t.Fatalf("the game does not go on: %s", u.gameScreen.Session().Game().Waiting().Debug())
	}
}

// Finding: Fyne's save dialog truncates the chosen file before the app writes, so a failed
// export left the old file empty. Through the app's file repository the old file stays whole
// until the new one is complete.
func TestExportKeepsOldFileUntilComplete(t *testing.T) {
	u := newTestUI(t)
	_ = u
	fyneseams.InstallAtomicFiles()
	path := filepath.Join(t.TempDir(), "game.wmsave")
	if err := os.WriteFile(path, []byte("the old export"), 0o644); err != nil {
		t.Fatal(err)
	}
	w, err := fynestorage.Writer(fynestorage.NewFileURI(path))
	if err != nil {
		t.Fatal(err)
	}
	check := func(want string) {
		t.Helper()
		got, err := os.ReadFile(path)
		if err != nil || string(got) != want {
			t.Fatalf("the file holds %q (%v), not %q", got, err, want)
		}
	}
	check("the old export")
	if _, err := w.Write([]byte("the new ")); err != nil {
		t.Fatal(err)
	}
	check("the old export")
	if err := saves.WriteExport(w, []byte("export")); err != nil {
		t.Fatal(err)
	}
	check("the new export")
	// a pipe is refused instead of blocking the window
	fifo := filepath.Join(t.TempDir(), "pipe")
	if err := mkfifo(fifo); err != nil {
		t.Skip(err)
	}
	if _, err := fynestorage.Reader(fynestorage.NewFileURI(fifo)); err == nil {
		t.Fatal("a pipe is opened for reading")
	}
}

// A save that the current rules play out differently loads with a notice of what differs.
func TestReplayNoticeShown(t *testing.T) {
	text := replayNotice(&record.ReplayNotice{From: 12, Changes: []record.Change{{What: "vp", Side: engine.Outlaws, Saved: 30, Now: 35}, {What: "other", Now: 4}}})
	for _, want := range []string{"action 12", "30", "35", "4 other"} {
		if !strings.Contains(text, want) {
			t.Errorf("the notice lacks %q: %s", want, text)
		}
	}
	if replayNotice(nil) != "" {
		t.Error("a notice for a game that plays out the same")
	}
}
