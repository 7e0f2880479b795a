package engine

import (
	"reflect"
	"testing"
)

// reachesGame reports whether a value of type t hands out the game itself: a *Game or a Game,
// directly or through an element, an exported field or a function's result.
func reachesGame(t reflect.Type, seen map[reflect.Type]bool) bool {
	game := reflect.TypeOf(Game{})
	if t == game || t == reflect.PointerTo(game) {
		return true
	}
	if seen[t] {
		return false
	}
	seen[t] = true
	switch t.Kind() {
	case reflect.Pointer, reflect.Slice, reflect.Array, reflect.Map, reflect.Chan:
		if t.Kind() == reflect.Map && reachesGame(t.Key(), seen) {
			return true
		}
		return reachesGame(t.Elem(), seen)
	case reflect.Struct:
		for i := 0; i < t.NumField(); i++ {
			if f := t.Field(i); f.IsExported() && reachesGame(f.Type, seen) {
				return true
			}
		}
	case reflect.Func:
		for i := 0; i < t.NumOut(); i++ {
			if reachesGame(t.Out(i), seen) {
				return true
			}
		}
	}
	return false
}

// handsOutGame lists the methods of t (and *t) whose results reach the game.
func handsOutGame(t reflect.Type) []string {
	var bad []string
	for _, typ := range []reflect.Type{t, reflect.PointerTo(t)} {
		for i := 0; i < typ.NumMethod(); i++ {
			m := typ.Method(i)
			for k := 0; k < m.Type.NumOut(); k++ {
				if reachesGame(m.Type.Out(k), map[reflect.Type]bool{}) {
					bad = append(bad, typ.String()+"."+m.Name)
				}
			}
		}
	}
	return bad
}

// The outlaws' handle moves their pieces by the rules and never hands out the game: nothing a
// method of OutlawMoves returns leads to a *Game (or a Game) that the variant could write.
func TestOutlawMovesHandsOutNoGame(t *testing.T) {
	if bad := handsOutGame(reflect.TypeOf(OutlawMoves{})); len(bad) > 0 {
		t.Fatalf("these methods of the outlaws' handle hand out the game: %v", bad)
	}
}

// The view the variant reads the game through hands out no game either, and the check itself
// sees a method that would.
func TestViewHandsOutNoGame(t *testing.T) {
	if bad := handsOutGame(reflect.TypeOf(View{})); len(bad) > 0 {
		t.Fatalf("these methods of the read-only view hand out the game: %v", bad)
	}
	type leaky struct{ Games []*Game }
	if bad := handsOutGame(reflect.TypeOf(Result{})); len(bad) != 0 {
		t.Fatalf("a result hands out no game, the check says %v", bad)
	}
	if !reachesGame(reflect.TypeOf(func() leaky { return leaky{} }), map[reflect.Type]bool{}) {
		t.Fatal("the check misses a game held in a result's exported field")
	}
	if bad := handsOutGame(reflect.TypeOf(&Game{}).Elem()); len(bad) == 0 {
		t.Fatal("the check misses Game's own methods that return a *Game (Clone)")
	}
}

// The setup handle hands out no game either.
func TestOutlawDealHandsOutNoGame(t *testing.T) {
	if bad := handsOutGame(reflect.TypeOf(OutlawDeal{})); len(bad) > 0 {
		t.Errorf("these methods hand out the game: %v", bad)
	}
}
