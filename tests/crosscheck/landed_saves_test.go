package crosscheck_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"whistle/assets"
	"whistle/companion"
	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/invariants"
	"whistle/engine/record"
	"whistle/internal/wiring"
)

const landedSaves = "../../engine/testdata/saves/landed-2026-11-22"

// The saves written by the version of 2026-11-22 (eight games, two played in the app, one
// companion game) load with this version, now and after every later change. When a later rule
// change makes one of them play out differently, it still loads, with a notice.
func TestLandedSavesLoad(t *testing.T) {
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	files, err := filepath.Glob(filepath.Join(landedSaves, "*"))
	if err != nil || len(files) != 11 {
		t.Fatalf("expected the 11 landed saves, found %d (%v)", len(files), err)
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			if strings.HasSuffix(file, ".json") {
				s, err := companion.Load(wiring.BoxOf(cat), data)
				if err != nil {
					t.Fatalf("the companion save does not load: %v", err)
				}
				if len(s.History) == 0 {
					t.Fatal("the companion save lost its actions")
				}
				// a save of companion format 1: its actions carry over into the current model
				// and the finished game is finished again, scored
				if s.Notice != nil && s.Notice.Refused {
					t.Fatalf("the companion save stops at action %d: %s", s.Notice.From, s.Notice.Reason)
				}
				if s.Companion.Phase != companion.PhaseOver || s.Companion.Result == nil {
					t.Fatalf("the finished companion game is not scored after loading (phase %s)", s.Companion.Phase)
				}
				if s.Notice != nil {
					// X1 was corrected after this game was saved: an outlaw machine their own
					// flood waterlogged now keeps its build bonus
					t.Logf("replayed with the current rules: %+v", *s.Notice)
				}
				return
			}
			s, err := record.Load(wiring.BoxOf(cat), data)
			if err != nil {
				t.Fatalf("the save does not load: %v", err)
			}
			if s.Notice != nil && filepath.Base(file) == "game-seed505-normal-150actions.wmsave" && len(s.Game.CardsInPlay) == 1 {
				// E15 was corrected after this game was saved: it was saved while a card's
				// effect waited for a decision, and that card is now in play, not yet on the
				// discard pile (the one other value that differs; no points, turn or water)
				for _, c := range s.Notice.Changes {
					if c.What != "other" || c.Now != 1 {
						t.Errorf("the save plays out differently with the current rules: %+v", *s.Notice)
					}
				}
			} else if s.Notice != nil {
				t.Errorf("the save plays out differently with the current rules: %+v", *s.Notice)
			}
			if len(s.History) == 0 {
				t.Fatal("the save lost its actions")
			}
			if _, err := s.Game.Apply(engine.Action{Kind: "fly_to_the_moon"}); err == nil {
				t.Fatal("a loaded game accepts a nonsense action")
			}
			if !s.Game.Over() && len(s.Game.Legal()) == 0 {
				t.Fatalf("the loaded game is stuck: %s", s.Game.Waiting().Debug())
			}
		})
	}
}

// changedRules is the catalog with one rule's outcome changed: every machine scores one more VP
// when built (as a later version of the app correcting a printed value would).
func changedRules(t *testing.T) *catalog.Catalog {
	cat, err := catalog.Load(assets.FS, engine.CatalogRules())
	if err != nil {
		t.Fatal(err)
	}
	for i := range cat.Machines {
		cat.Machines[i].VP++
	}
	return cat
}

// A save written before a rule changed still loads: the game is replayed with the current
// rules and the notice says what differs. The landed saves have no trail, so the first action
// that differs is not known (From 0); a save with a trail tells it.
func TestRuleChangeLoadsOldSaveWithNotice(t *testing.T) {
	cat := changedRules(t)
	data, err := os.ReadFile(filepath.Join(landedSaves, "game-seed707-easy-257actions.wmsave"))
	if err != nil {
		t.Fatal(err)
	}
	s, err := record.Load(wiring.BoxOf(cat), data)
	if err != nil {
		t.Fatalf("an old save is refused after a rule change: %v", err)
	}
	if s.Notice == nil || s.Notice.Refused || s.Notice.From != 0 || len(s.Notice.Changes) == 0 {
		t.Fatalf("expected a notice with the differences, got %+v", s.Notice)
	}
	if len(s.History) != 257 {
		t.Fatalf("%d actions replayed, not 257", len(s.History))
	}
	found := false
	for _, c := range s.Notice.Changes {
		found = found || (c.What == "vp" && c.Now > c.Saved)
	}
	if !found {
		t.Fatalf("the notice does not tell that the points changed: %+v", s.Notice.Changes)
	}

	// a save with a trail: the notice names the first action whose outcome changed, the first
	// machine built
	def, _ := engine.DefaultCatalog()
	old, err := record.Load(wiring.BoxOf(def), data)
	if err != nil {
		t.Fatal(err)
	}
	resaved, err := old.Save()
	if err != nil {
		t.Fatal(err)
	}
	s, err = record.Load(wiring.BoxOf(cat), resaved)
	if err != nil {
		t.Fatal(err)
	}
	if s.Notice == nil || s.Notice.From < 1 {
		t.Fatalf("expected the first differing action, got %+v", s.Notice)
	}
	for i := 0; i < s.Notice.From-1; i++ {
		if old.History[i].Action != s.History[i].Action {
			t.Fatal("the replay changed actions")
		}
	}
}

// When an action of an old save is no longer possible with the current rules, the game goes on
// from the position before it and the notice says which one.
func TestRuleChangeRefusedActionLoadsWithNotice(t *testing.T) {
	cat, err := catalog.Load(assets.FS, engine.CatalogRules())
	if err != nil {
		t.Fatal(err)
	}
	for d := range cat.Board.Docks {
		for o := range cat.Board.Docks[d].Offers {
			cat.Board.Docks[d].Offers[o].AnyN += 30 // no dock can be paid for any more
		}
	}
	data, err := os.ReadFile(filepath.Join(landedSaves, "game-seed202-normal-120actions.wmsave"))
	if err != nil {
		t.Fatal(err)
	}
	s, err := record.Load(wiring.BoxOf(cat), data)
	if err != nil {
		t.Fatalf("an old save is refused after a rule change: %v", err)
	}
	n := s.Notice
	if n == nil || !n.Refused || n.From < 1 || n.Dropped != 120-(n.From-1) || len(s.History) != n.From-1 {
		t.Fatalf("expected a refused action with the rest dropped, got %+v and %d actions", n, len(s.History))
	}
	if invariants.Check(s.Game) != nil {
		t.Fatal("the position before the refused action is not consistent")
	}
}

// The saves written by the version of 2026-12-07 (a first game played in the app, a copy-mode
// game of 8 rounds, a companion game kept on a phone) load with this version: the same game to
// the last detail, able to go on.
func TestLandedSaves20261207Load(t *testing.T) {
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	files, err := filepath.Glob("../../engine/testdata/saves/landed-2026-12-07/*")
	if err != nil || len(files) != 3 {
		t.Fatalf("expected the 3 landed saves, found %d (%v)", len(files), err)
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			if strings.HasSuffix(file, ".json") {
				s, err := companion.Load(wiring.BoxOf(cat), data)
				if err != nil {
					t.Fatalf("the companion save does not load: %v", err)
				}
				if len(s.History) == 0 || s.Notice != nil {
					t.Fatalf("%d actions, notice %+v", len(s.History), s.Notice)
				}
				return
			}
			s, err := record.Load(wiring.BoxOf(cat), data)
			if err != nil {
				t.Fatalf("the save does not load: %v", err)
			}
			if s.Notice != nil {
				t.Errorf("the save plays out differently with the current rules: %+v", *s.Notice)
			}
			if len(s.History) == 0 {
				t.Fatal("the save lost its actions")
			}
			if strings.Contains(file, "copy-mode") != (s.Game.Table != nil) {
				t.Errorf("copy mode's record of the table: %t", s.Game.Table != nil)
			}
			if !s.Game.Over() && len(s.Game.Legal()) == 0 {
				t.Fatalf("the loaded game is stuck: %s", s.Game.Waiting().Debug())
			}
		})
	}
}
