package companion

import (
	"os"
	"path/filepath"
	"testing"
	"whistle/internal/wiring"
)

// A printed-cards companion game saved by the app of 2026-11-23 (format 2, 126 actions) and the
// record of printed cards beside it keep loading: every action is replayed with the current
// rules and none is refused.
func TestLoadPrintedCardsSave20261123(t *testing.T) {
	cat := cmpCatalog(t)
	data, err := os.ReadFile(filepath.Join("testdata", "companion-printed-cards-126actions.json"))
	if err != nil {
		t.Fatal(err)
	}
	s, err := Load(wiring.BoxOf(cat), data)
	if err != nil {
		t.Fatalf("does not load: %v", err)
	}
	if s.Notice != nil && s.Notice.Refused {
		t.Fatalf("an action is refused now: %+v", s.Notice)
	}
	if len(s.History) != 126 {
		t.Fatalf("%d actions replayed, want 126 (notice %+v)", len(s.History), s.Notice)
	}
	if s.Notice != nil || s.Companion.Phase != PhaseOver || s.Companion.Turn != 33 {
		t.Fatalf("notice %+v, phase %s, turn %d: the game plays out differently", s.Notice, s.Companion.Phase, s.Companion.Turn)
	}
	rec, err := os.ReadFile(filepath.Join("testdata", "printed_cards.json"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := LoadRecord(cat, rec); err != nil {
		t.Fatalf("the record of printed cards does not load: %v", err)
	}
}
