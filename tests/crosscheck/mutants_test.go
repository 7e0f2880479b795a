package crosscheck_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"whistle/engine"
	"whistle/engine/invariants"
	"whistle/engine/record"
	"whistle/internal/wiring"
)

// Finding of the mutation run (other seeds): a save whose starting position is still in its
// setup, with the setup's decisions dropped, swapped or turned into another kind, loaded. Its
// replay stopped at the first action (nothing to choose), and from there the game went on
// without the setup ever ending: after the first turn the outlaws had no face-up cards
// ("0 face-up outlaw cards, not 3"), or a choice of starting ability stayed pending into the
// game ("a setup decision (choose_ability) outside your setup"). A position in setup is legal
// only when the decision that ends the setup is pending under the others; each file of
// testdata/mutants is such a mutant, kept as the run wrote it, and each must be refused with
// one short sentence.
func TestFindingSetupThatCannotEndRefused(t *testing.T) {
	cat, _ := engine.DefaultCatalog()
	files, _ := filepath.Glob("testdata/mutants/*.wmsave")
	if len(files) < 5 {
		t.Fatalf("%d mutants in testdata/mutants, want 5", len(files))
	}
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		s, err := record.Load(wiring.BoxOf(cat), data)
		if err == nil {
			verdict := "valid"
			if err := invariants.Validate(s.Game.Clone()); err != nil {
				verdict = err.Error()
			}
			t.Errorf("%s: accepted in turn %d with %d pending decisions (its position: %s)", filepath.Base(file), s.Game.Turn.Number, len(s.Game.Frames), verdict)
			continue
		}
		if m := err.Error(); len(m) > 150 || strings.Count(m, ". ") > 0 || strings.Contains(m, "\n") {
			t.Errorf("%s: refused with more than one short sentence: %q", filepath.Base(file), m)
		}
		t.Logf("%s: %v", filepath.Base(file), err)
	}
}
