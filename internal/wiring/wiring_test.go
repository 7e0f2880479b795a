package wiring

import (
	"strings"
	"testing"

	"whistle/engine"
	"whistle/engine/invariants"
	"whistle/engine/record"
	"whistle/outlaws"
)

// The box holds the outlaws: a game against them sets up with the automaton's setup (the outlaw
// cards dealt), and its save loads with the box. Making the box changes nothing in the engine:
// the catalog alone (a box with no variant) still refuses that save, with the sentence of an
// unknown variant, after Box was called as before.
func TestBoxHoldsTheOutlaws(t *testing.T) {
	box, err := Box()
	if err != nil {
		t.Fatal(err)
	}
	g, _ := box.NewGame(engine.Options{Seed: 1, Variant: outlaws.Name, FirstGame: true})
	if err := invariants.Check(g); err != nil {
		t.Fatal(err)
	}
	for n := 0; n < 50 && g.InSetup(); n++ { // the setup decisions, then the variant's deal
		if _, err := g.Apply(g.Legal()[0]); err != nil {
			t.Fatal(err)
		}
	}
	if g.InSetup() || len(g.Outlaw.Faceup) == 0 {
		t.Fatal("the variant's setup did not deal the outlaw cards")
	}
	data, err := record.New(g, nil).Save()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := record.Load(box, data); err != nil {
		t.Fatalf("the box does not load its own save: %v", err)
	}
	_, err = record.Load(engine.Box{Catalog: box.Catalog}, data)
	if err == nil || !strings.Contains(err.Error(), `unknown variant "outlaws"`) {
		t.Fatalf("the catalog alone loads a save against the outlaws (the engine keeps a list of its own?): %v", err)
	}
}
