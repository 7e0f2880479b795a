//go:build ci && unix

package ui

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	core "whistle/companion"
	"whistle/ui/companionscreen"
	"whistle/ui/game"
	"whistle/ui/storage"

	"fyne.io/fyne/v2"
)

// Finding: the autosave of one copy of the app replaced a newer one another copy had written in
// between. Before each write the autosave checks the file is the one this window last read or
// wrote; another process's newer game stays, and the game screen says why this one was not saved.
func TestFindingAutosaveNeverReplacesAnotherCopysNewerOne(t *testing.T) {
	u := playedTurns(t, 51, 2)
	u.ShowGameScreen()
	u.saver.save(true)
	autosave := u.Store.Path(storage.Autosave)
	// another copy writes its own game there
	other := playedTurns(t, 52, 3)
	theirs, err := other.gameScreen.Session().Record.Save()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(autosave, theirs, 0o644); err != nil {
		t.Fatal(err)
	}
	game.PlayTurns(u.gameScreen.Session(), 1)
	u.gameScreen.Refresh()
	u.saver.save(true)
	if now, _ := os.ReadFile(autosave); !bytes.Equal(now, theirs) {
		t.Fatal("the other copy's newer game was replaced")
	}
	if !strings.Contains(screenText(u), "another copy of the app saved a newer game") {
		t.Fatalf("the game screen does not say why: %s", screenText(u))
	}
}

// holdLock makes a running process hold the lock of the data folder dir as a copy of the app
// would (its process id and its program), and returns it.
func holdLock(t *testing.T, dir string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command("sleep", "60")
	if err := cmd.Start(); err != nil {
		t.Skip("no sleep command:", err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	prog, _ := os.Readlink(fmt.Sprintf("/proc/%d/exe", cmd.Process.Pid))
	lock := fmt.Sprintf("%d\n%s\n", cmd.Process.Pid, prog)
	if err := os.WriteFile(filepath.Join(dir, storage.LockFile), []byte(lock), 0o644); err != nil {
		t.Fatal(err)
	}
	return cmd
}

// Finding: two copies of the app on one account: the second copy's New game replaced the first
// copy's autosave with no question, and neither window knew of the other. The second finds the
// first by the data folder's lock: it opens without autosaving and says so in one sentence; once
// the first is gone (killed: its lock stays, stale), the next copy autosaves again. Temporary
// files a killed writer left are removed when the app starts, not an hour later (unless another
// copy, which may be writing, runs).
func TestFindingSecondCopyDoesNotAutosave(t *testing.T) {
	first := playedTurns(t, 61, 2)
	first.ShowGameScreen()
	first.saver.save(true)
	autosave := first.Store.Path(storage.Autosave)
	saved, _ := os.ReadFile(autosave)
	dir := first.Store.Path("")
	copy1 := holdLock(t, dir)
	leftover := filepath.Join(dir, "."+storage.Autosave+".tmp-12345")
	os.WriteFile(leftover, []byte("half a save"), 0o644)

	u := newTestUIWith(t, first.App, first.Store)
	release := u.saver.TakeLock()
	defer release()
	if !u.saver.StandsDown() {
		t.Fatal("the second copy does not know of the first")
	}
	if _, err := os.Stat(leftover); err != nil {
		t.Fatal("a fresh temporary file was removed while another copy runs")
	}
	u.ShowHome()
	if !strings.Contains(screenText(u), "this window does not save automatically") {
		t.Fatalf("the home screen does not say so: %s", screenText(u))
	}
	u.ShowNewGame()
	u.typedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if u.replaceDialog != nil {
		tapButton(t, u, "Replace it")
	}
	game.PlayTurns(u.gameScreen.Session(), 2)
	u.gameScreen.Refresh()
	u.saver.save(true)
	u.ShowHome()
	if now, _ := os.ReadFile(autosave); !bytes.Equal(now, saved) {
		t.Fatal("the second copy replaced the first copy's autosave")
	}
	if !strings.Contains(screenText(u), "this window does not save automatically") {
		t.Fatal("the sentence is gone")
	}

	// companion mode in the second copy: its game is not saved over the first copy's either
	companionSave := filepath.Join(dir, companionscreen.CompanionFile)
	theirGame, err := os.ReadFile("../engine/testdata/saves/landed-2026-12-07/companion-bookkeeping-phone.json")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(companionSave, theirGame, 0o644); err != nil {
		t.Fatal(err)
	}
	v, err := companionscreen.NewView(windowHost{u}, companionSave)
	if err != nil {
		t.Fatal(err)
	}
	if err := v.NewGame(core.Options{Seed: 3}); err != nil {
		t.Fatal(err)
	}
	if now, _ := os.ReadFile(companionSave); !bytes.Equal(now, theirGame) || !strings.Contains(v.Notice, "does not save the companion game") {
		t.Fatalf("the second copy's companion mode wrote its game, or did not say so (%q)", v.Notice)
	}

	// the first copy is killed: its lock is stale, the next copy takes it and autosaves
	copy1.Process.Kill()
	copy1.Wait()
	u2 := newTestUIWith(t, first.App, first.Store)
	defer u2.saver.TakeLock()()
	if u2.saver.StandsDown() {
		t.Fatal("a stale lock was not recovered")
	}
	if _, err := os.Stat(leftover); !os.IsNotExist(err) {
		t.Fatal("the killed writer's temporary file is still there at the next start")
	}
}
