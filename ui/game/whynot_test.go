package game

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/geom"
	"whistle/engine/msg"
	"whistle/engine/scenario"
	"whistle/internal/wiring"
)

// scene is a session on a scenario (docs/scenarios.md) after some actions.
func scene(t *testing.T, cat *catalog.Catalog, js string, actions ...engine.Action) *Session {
	t.Helper()
	g, err := scenario.Load(wiring.BoxOf(cat), []byte(js))
	if err != nil {
		t.Fatal(err)
	}
	s := wired(&Session{Cat: cat})
	s.SetGame(g)
	for _, a := range actions {
		if !s.Do(a) {
			t.Fatalf("%v refused: %s", a, s.Status().Msg.Debug())
		}
	}
	return s
}

// generic reasons: they name no rule and nothing missing
var genericReasons = []string{"", "game.refused", "err.unknown_action", "err.now"}

// TestEveryGreyedControlSaysWhy: each control the game screen can grey out, greyed in a
// position, gives a specific reason (a rule and what is missing) in English and French.
func TestEveryGreyedControlSaysWhy(t *testing.T) {
	s0 := newSession(t)
	cat := s0.Cat
	en, fr := scanLang(t, cat, "en"), scanLang(t, cat, "fr")
	const start = `{"version":1,"seed":7,"difficulty":"easy","first_game":true}`
	const held = `{"version":1,"seed":7,"difficulty":"easy","first_game":true,
	  "you":{"resources":{},"cards":["dispatcher"],"awards":["rescue"],"upgrades":["antique-store"]}}`
	balloon := engine.Action{Kind: engine.ActPlaceShip, Ship: engine.Balloon, At: geom.C(2, 3)}
	cases := []struct {
		name string
		c    Control
		a    engine.Action
		s    func() *Session
		want string // the reason's message id
	}{
		{"an airship after the main action", CtrlShip, engine.Action{Ship: engine.Blimp}, func() *Session { return scene(t, cat, start, balloon) }, "err.main_taken"},
		{"an airship away", CtrlShip, engine.Action{Ship: engine.Balloon}, func() *Session {
			s := scene(t, cat, start, balloon, engine.Action{Kind: engine.ActEndTurn})
			s.Outlaws().RunOutlaws()
			return s
		}, "err.ship_away"},
		{"Forge after the main action", CtrlForge, engine.Action{}, func() *Session { return scene(t, cat, start, balloon) }, "err.main_taken"},
		{"a card with nothing to do", CtrlCard, engine.Action{ID: "dispatcher"}, func() *Session { return scene(t, cat, held) }, "err.card_idle"},
		{"an award with no worker to rescue", CtrlAward, engine.Action{ID: "rescue"}, func() *Session { return scene(t, cat, held) }, ""},
		{"a use without its price", CtrlUse, engine.Action{ID: "antique-store"}, func() *Session { return scene(t, cat, held) }, ""},
		{"Rotate with nothing in hand", CtrlRotate, engine.Action{}, func() *Session { return scene(t, cat, start) }, "why.rotate_nothing"},
		{"Rotate a balloon", CtrlRotate, engine.Action{}, func() *Session {
			s := scene(t, cat, start)
			s.Hand().SelectShip(engine.Balloon)
			return s
		}, "why.rotate_balloon"},
		{"Flip with nothing in hand", CtrlFlip, engine.Action{}, func() *Session { return scene(t, cat, start) }, "why.flip_nothing"},
		{"Build here with nothing in hand", CtrlBuildHere, engine.Action{}, func() *Session { return scene(t, cat, start) }, "why.build_nothing"},
		{"Undo at the start", CtrlUndo, engine.Action{}, func() *Session { return scene(t, cat, start) }, "why.undo_nothing"},
		{"Redo with nothing undone", CtrlRedo, engine.Action{}, func() *Session { return scene(t, cat, start, balloon) }, "why.redo_nothing"},
		{"Hint in the outlaws' turn", CtrlHint, engine.Action{}, func() *Session {
			return scene(t, cat, start, balloon, engine.Action{Kind: engine.ActEndTurn})
		}, "why.hint_turn"},
	}
	seen := map[Control]bool{}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := c.s()
			why, ok := s.Moves().WhyNot(c.c, c.a)
			if !ok {
				t.Fatal("the control is not greyed out here")
			}
			if slices.Contains(genericReasons, why.ID) {
				t.Fatalf("a generic reason: %s", why.Debug())
			}
			if c.want != "" && why.ID != c.want {
				t.Fatalf("reason %s, want %s", why.Debug(), c.want)
			}
			for _, l := range []struct {
				name string
				text string
			}{{"en", msg.Inline(why, en)}, {"fr", msg.Inline(why, fr)}} {
				if strings.TrimSpace(l.text) == "" || strings.Contains(l.text, "{{") || strings.Contains(l.text, why.ID) {
					t.Fatalf("%s: %q is not a sentence", l.name, l.text)
				}
			}
			t.Logf("%s: %s", c.c, msg.Inline(why, en))
		})
		seen[c.c] = true
	}
	for _, c := range Controls {
		if !seen[c] {
			t.Errorf("control %s: no greyed position tested", c)
		}
	}
	// a usable control is not greyed
	if _, ok := scene(t, cat, start).Moves().WhyNot(CtrlForge, engine.Action{}); ok {
		t.Error("Forge is usable at the start of a turn")
	}
}

// TestEveryRefusalIsSpecific: every refusal the rules can give a tap (each err.* message of the
// engine) has its own sentence in English and in French: none is shared with another refusal,
// none is a generic "not allowed", and the French one is translated.
func TestEveryRefusalIsSpecific(t *testing.T) {
	files, err := filepath.Glob("../../engine/*.go")
	if err != nil || len(files) == 0 {
		t.Fatal("no engine sources", err)
	}
	ids := map[string]bool{}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, id := range quotedErrIDs(string(data)) {
			ids[id] = true
		}
	}
	if len(ids) < 50 {
		t.Fatalf("only %d refusals found in the engine", len(ids))
	}
	file := func(lang string) map[string]json.RawMessage {
		data, err := os.ReadFile("../text/translations/" + lang + ".json")
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]json.RawMessage
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatal(err)
		}
		return m
	}
	en, fr := file("en"), file("fr")
	texts := map[string]string{}
	for i := range ids {
		if en[i] == nil || fr[i] == nil {
			t.Errorf("%s: no text in both languages", i)
			continue
		}
		e := string(en[i])
		if other, dup := texts[e]; dup {
			t.Errorf("%s and %s say the same: %q", i, other, e)
		}
		texts[e] = i
		low := strings.ToLower(e)
		if strings.TrimSpace(low) == "" || low == "not allowed" || low == "illegal move" || low == "you cannot do that" {
			t.Errorf("%s: a generic sentence %q", i, e)
		}
		if string(fr[i]) == e && strings.ContainsAny(e, "abcdefghijklmnopqrstuvwxyz") {
			t.Errorf("%s: the French is the English %q", i, e)
		}
	}
}

// quotedErrIDs lists the string literals of src that are refusal ids: "err." then lower-case
// letters, digits, underscores and dots, and the closing quote.
func quotedErrIDs(src string) []string {
	var out []string
	for rest := src; ; {
		i := strings.Index(rest, `"err.`)
		if i < 0 {
			return out
		}
		rest = rest[i+1:]
		n := len("err.")
		for n < len(rest) && (rest[n] >= 'a' && rest[n] <= 'z' || rest[n] >= '0' && rest[n] <= '9' || rest[n] == '_' || rest[n] == '.') {
			n++
		}
		if n > len("err.") && n < len(rest) && rest[n] == '"' {
			out = append(out, rest[:n])
		}
	}
}

func TestQuotedErrIDs(t *testing.T) {
	got := quotedErrIDs(`msg.Err("err.dock_taken", x) "err.a.b2" "err." "err.Bad" "err.x y" "error.no"`)
	if strings.Join(got, ",") != "err.dock_taken,err.a.b2" {
		t.Fatalf("got %q", got)
	}
}
