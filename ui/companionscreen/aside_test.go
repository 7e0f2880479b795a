//go:build ci

package companionscreen

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Finding: opening companion mode erased a companion save it could not read (a
// newer version, or damaged): it said a new game starts and had already replaced the file,
// 90 actions lost. The file is kept aside, whole, and the notice says where.
func TestFindingUnreadableCompanionSaveKeptAside(t *testing.T) {
	data, err := os.ReadFile("../../engine/testdata/saves/landed-2026-11-22/companion-finished.json")
	if err != nil {
		t.Fatal(err)
	}
	var f map[string]any
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	f["version"] = 99
	newer, _ := json.Marshal(f)
	for name, body := range map[string][]byte{"newer": newer, "damaged": data[:len(data)/2]} {
		dir := t.TempDir()
		save := filepath.Join(dir, CompanionFile)
		if err := os.WriteFile(save, body, 0o644); err != nil {
			t.Fatal(err)
		}
		v, _ := newTest(t, save)
		matches, _ := filepath.Glob(save + ".unreadable-*")
		if len(matches) != 1 {
			t.Fatalf("%s: kept aside: %v", name, matches)
		}
		if kept, _ := os.ReadFile(matches[0]); string(kept) != string(body) {
			t.Fatalf("%s: the file kept aside differs", name)
		}
		if !strings.Contains(v.Notice, matches[0]) || !strings.Contains(v.Notice, "new game starts") {
			t.Fatalf("%s: the notice: %q", name, v.Notice)
		}
		if now, err := os.ReadFile(save); err != nil || string(now) == string(body) {
			t.Fatalf("%s: the new game is not saved beside it: %v", name, err)
		}
	}
}
