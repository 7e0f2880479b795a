//go:build ci && linux

package ui

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"

	"fyne.io/fyne/v2/storage"

	"whistle/ui/fyneseams"
)

// The export to a full disk (a 64 KB tmpfs, which needs root to mount: skipped otherwise) over
// an existing export file: the write fails with a sentence and the old file stays whole, byte
// for byte (the export writes through fyneseams.InstallAtomicFiles' writers: a temporary file,
// then a rename).
func TestExportToAFullDiskKeepsTheOldFile(t *testing.T) {
	disk := filepath.Join(t.TempDir(), "disk")
	if err := os.Mkdir(disk, 0o755); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", disk).CombinedOutput(); err != nil {
		t.Skipf("no tmpfs of 64 KB (mount needs root): %v %s", err, out)
	}
	t.Cleanup(func() { exec.Command("umount", disk).Run() })
	old := playedTurns(t, 71, 1)
	oldData, err := old.gameScreen.Session().Record.Save()
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(disk, "my game.wmsave")
	if err := os.WriteFile(file, oldData, 0o644); err != nil {
		t.Fatal(err)
	}
	// the rest of the disk filled up
	filler, err := os.Create(filepath.Join(disk, "filler"))
	if err != nil {
		t.Fatal(err)
	}
	chunk := make([]byte, 1024)
	for {
		if _, err := filler.Write(chunk); err != nil {
			if !errors.Is(err, syscall.ENOSPC) {
				t.Fatal(err)
			}
			break
		}
	}
	filler.Close()
	u := playedTurns(t, 72, 6)
	newData, err := u.gameScreen.Session().Record.Save()
	if err != nil {
		t.Fatal(err)
	}
	fyneseams.InstallAtomicFiles()
	w, err := storage.Writer(storage.NewFileURI(file))
	if err == nil {
		_, err = w.Write(newData)
		if err == nil {
			err = w.Close()
		}
	}
	if err == nil {
		t.Fatal("the export to a full disk reports no error")
	}
	t.Logf("the export says: %v", err)
	if now, _ := os.ReadFile(file); !bytes.Equal(now, oldData) {
		t.Fatalf("the old export file is not whole: %d bytes, was %d", len(now), len(oldData))
	}
	entries, _ := os.ReadDir(disk)
	if len(entries) != 2 {
		t.Errorf("a temporary file stays behind: %d files on the disk", len(entries))
	}
}
