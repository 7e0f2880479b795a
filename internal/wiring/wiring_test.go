package wiring

import (
	"testing"

	"whistle/engine"
	"whistle/outlaws"
)

// Before Rules the engine knows no variant; after it, a game against the outlaws sets up with
// the automaton's setup (the outlaw cards dealt).
func TestRulesRegistersTheOutlaws(t *testing.T) {
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	if engine.HasVariant(outlaws.Name) {
		t.Fatal("the outlaws' variant is known before Rules: something registers it on import")
	}
	Rules()
	Rules() // a second call changes nothing
	if !engine.HasVariant(outlaws.Name) {
		t.Fatal("Rules did not register the outlaws' variant")
	}
	g, _ := engine.NewGame(cat, engine.Options{Seed: 1, Variant: outlaws.Name, FirstGame: true})
	if err := g.CheckInvariants(); err != nil {
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
}
