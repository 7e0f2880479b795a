package scratch

import (
	"reflect"
	"testing"

	"whistle/engine"
)

// A scratch game hands out no game: no method of Game returns an engine.Game or a pointer to
// one (the engine's tests hold OutlawMoves and View to the same).
func TestHandsOutNoGame(t *testing.T) {
	game := reflect.TypeOf(engine.Game{})
	typ := reflect.TypeOf(Game{})
	if typ.NumMethod() < 8 {
		t.Fatalf("only %d methods seen", typ.NumMethod())
	}
	for i := 0; i < typ.NumMethod(); i++ {
		m := typ.Method(i)
		for k := 0; k < m.Type.NumOut(); k++ {
			if out := m.Type.Out(k); out == game || out == reflect.PointerTo(game) {
				t.Errorf("Game.%s hands out the game", m.Name)
			}
		}
	}
	if f, ok := typ.FieldByName("g"); !ok || f.IsExported() {
		t.Fatal("the scratch game's engine game is not the unexported field g")
	}
}
