package engine_test

import (
	"strings"
	"testing"

	"whistle/engine"
	"whistle/engine/record"
	"whistle/internal/wiring"
	"whistle/outlaws"
)

// A game keeps the box it was made with: its clones and the saves loaded through Game.Box play
// the outlaws' turn. The catalog alone sets up no game against them (a program error: it
// panics, never a game whose outlaws stand still) and reads none of their positions.
func TestGameKeepsItsBox(t *testing.T) {
	box, err := wiring.Box()
	if err != nil {
		t.Fatal(err)
	}
	g, _ := box.NewGame(engine.Options{Seed: 9, Variant: outlaws.Name, Difficulty: "normal"})
	for n := 0; n < 200 && g.Turn.Active != engine.Outlaws; n++ {
		if _, err := g.Apply(g.Legal()[0]); err != nil {
			t.Fatal(err)
		}
	}
	if g.Turn.Active != engine.Outlaws || len(g.Clone().Legal()) == 0 {
		t.Fatal("a clone of a game against the outlaws has no outlaw action on their turn")
	}
	data, err := record.New(g, nil).Save()
	if err != nil {
		t.Fatal(err)
	}
	rec, err := record.Load(g.Box(), data)
	if err != nil || len(rec.Game.Legal()) == 0 {
		t.Fatalf("the save loaded with the game's box: %v", err)
	}

	defer func() {
		if r := recover(); r == nil || !strings.Contains(r.(string), `no variant "outlaws"`) {
			t.Fatalf("the catalog alone set up a game against the outlaws (recovered %v)", r)
		}
	}()
	engine.NewGame(box.Catalog, engine.Options{Seed: 9, Variant: outlaws.Name})
}
