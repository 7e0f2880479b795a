package fileio

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Finding: with a home folder the app could not write in, the warning showed a temporary
// file's whole path (".../.autosave.wmsave.tmp-*"). A failed write names the file and its
// folder by their names only.
func TestFindingWriteErrorNamesNoTemporaryFile(t *testing.T) {
	dir := t.TempDir()
	blocker := filepath.Join(dir, "data")
	if err := os.WriteFile(blocker, []byte("a file where the folder should be"), 0o644); err != nil {
		t.Fatal(err)
	}
	err := WriteFileAtomic(filepath.Join(blocker, "autosave.wmsave"), []byte("{}"))
	if err == nil {
		t.Fatal("a write into a file succeeded")
	}
	msg := err.Error()
	if strings.Contains(msg, ".tmp-") || strings.Contains(msg, dir) || !strings.Contains(msg, "autosave.wmsave") {
		t.Fatalf("the error names a temporary file or a whole path: %s", msg)
	}
}
