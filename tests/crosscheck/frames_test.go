package crosscheck_test

import (
	"errors"
	"fmt"
	"testing"

	"whistle/bot"
	"whistle/engine"
	"whistle/engine/record"
	"whistle/internal/wiring"
	"whistle/outlaws"
)

// pendingPaySave is a save whose starting position waits on a payment that carries out a
// work once paid (a forge's build, move or rescue: the frame's "then"), under the forge's own
// open step, followed by no action.
func pendingPaySave(t testing.TB) ([]byte, int) {
	cat, _ := engine.DefaultCatalog()
	for seed := uint64(1); seed < 40; seed++ {
		g, _ := wiring.BoxOf(cat).NewGame(engine.Options{Seed: seed, Variant: outlaws.Name, Difficulty: "normal"})
		for n := 0; n < 600 && !g.Over(); n++ {
			for i, f := range g.Frames {
				if f.Then != nil && i > 0 {
					data, err := record.New(g, nil).Save()
					if err != nil {
						t.Fatal(err)
					}
					return data, i
				}
			}
			if _, err := g.Apply(bot.Move(g)); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatal("no bot game reached a pending payment with work to carry out")
	return nil, 0
}

// Finding: a save whose pending payment under another frame carries out an action of an
// empty kind (frames[1].then.kind "") loaded, and paying crashed `play --save … --actions …`
// (a slice out of range at the paid work). Every frame of a position, and the work a payment
// carries out, is checked when a save loads: the file is refused with one sentence, and no
// action applied to a loaded game reaches a panic.
func TestFindingNestedThenKindChecked(t *testing.T) {
	cat, _ := engine.DefaultCatalog()
	data, at := pendingPaySave(t)
	s, err := record.Load(wiring.BoxOf(cat), data)
	if err != nil {
		t.Fatalf("the unchanged save: %v", err)
	}
	if s.Game.Frames[at].Then == nil {
		t.Fatal("the save lost the work its payment carries out")
	}
	for _, c := range []struct {
		field string
		value any
	}{
		{"kind", ""}, {"kind", "paid_"}, {"kind", "p"}, {"kind", "paid_fly"}, {"kind", "build_scaffold"},
		{"kind", "paid_end_turn"}, {"option", 999}, {"option", -7}, {"worker", 99}, {"worker", -1},
		{"id", "no-such-tile"}, {"at", "Z99"},
	} {
		bad := editPosition(t, data, func(st map[string]any) {
			fr := st["frames"].([]any)[at].(map[string]any)
			fr["then"].(map[string]any)[c.field] = c.value
		})
		name := fmt.Sprintf("then.%s = %v", c.field, c.value)
		s, err := record.Load(wiring.BoxOf(cat), bad)
		var pe *record.PanicError
		if errors.As(err, &pe) {
			t.Errorf("%s: loading panicked: %s", name, pe.Value)
			continue
		}
		if err != nil {
			continue
		}
		// accepted: the game must play on without a panic (what `play --actions` does)
		if msg := playOn(s.Game, 20); msg != "" {
			t.Errorf("%s: accepted, then %s", name, msg)
		}
	}
	// a then on a frame that is not a payment carries nothing out: refused
	bad := editPosition(t, data, func(st map[string]any) {
		frames := st["frames"].([]any)
		then := frames[at].(map[string]any)["then"]
		frames[0].(map[string]any)["then"] = then
	})
	if _, err := record.Load(wiring.BoxOf(cat), bad); err == nil {
		t.Error("a forge step carrying a paid work: accepted")
	}
}

// every frame kind of a position, wherever the frame sits in the stack, is one of the engine's
func TestFindingNestedFrameKindsChecked(t *testing.T) {
	cat, _ := engine.DefaultCatalog()
	data, at := pendingPaySave(t)
	for i := 0; i <= at; i++ {
		for _, kind := range []string{"", "paid_build", "effects"} {
			bad := editPosition(t, data, func(st map[string]any) {
				st["frames"].([]any)[i].(map[string]any)["kind"] = kind
			})
			if _, err := record.Load(wiring.BoxOf(cat), bad); err == nil {
				t.Errorf("frames[%d].kind %q: accepted", i, kind)
			}
		}
	}
}
