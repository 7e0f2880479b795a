package crosscheck_test

import (
	"os"
	"strings"
	"testing"

	"whistle/engine"
	"whistle/engine/record"
	"whistle/internal/wiring"
)

// Finding: a base game's seat names could be empty, alike, or hold NUL, a newline or a mark
// that turns the text's direction; a save carried them into the log and the window. A seat's
// name is 1 to 24 characters, composed, without control characters, and no two seats alike: a
// save holding another is refused with one sentence (the entry fills an empty name and refuses
// the rest: ui/newgame/seats.go).
func TestFindingSeatNamesBounded(t *testing.T) {
	cat, _ := engine.DefaultCatalog()
	data, err := os.ReadFile("../../engine/testdata/saves/seats-2026-11-25/seats3-people-and-bot-150actions.wmsave")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := record.Load(wiring.BoxOf(cat), data); err != nil {
		t.Fatalf("the unchanged save: %v", err)
	}
	for _, name := range []string{"", " ", "A\x00B", "Ana\nLéa", "Ana\r", "\u202Eana", "x\u2066y", "Tab\tby", strings.Repeat("é", 25), "ana", " Ana", "Le\u0301a"} {
		bad := editPosition(t, data, func(st map[string]any) {
			st["options"].(map[string]any)["players"].([]any)[1].(map[string]any)["name"] = name
		})
		if _, err := record.Load(wiring.BoxOf(cat), bad); err == nil {
			t.Errorf("seat 2 named %q: accepted", name)
		} else if len(err.Error()) > 200 {
			t.Errorf("seat 2 named %q: a long refusal: %v", name, err)
		}
	}
	for _, name := range []string{"Zoé", strings.Repeat("é", 24), "李小龍", "Bot 2"} {
		good := editPosition(t, data, func(st map[string]any) {
			st["options"].(map[string]any)["players"].([]any)[1].(map[string]any)["name"] = name
		})
		if _, err := record.Load(wiring.BoxOf(cat), good); err != nil {
			t.Errorf("seat 2 named %q: %v", name, err)
		}
	}
	for in, want := range map[string]string{" Léa ": "Léa", "Le\u0301a": "Léa", "Bo": "Bo"} {
		if got, err := engine.NormalSeatName(in); err != nil || got != want {
			t.Errorf("NormalSeatName(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
}

// Finding: a seat's bot removed from a save's start alone (its saved position still naming the
// bot) loaded silently: the start and the saved position were compared only on the options both
// wrote. Every option is compared now: the file is refused as damaged.
func TestFindingSeatListCheckedAgainstTheSavedPosition(t *testing.T) {
	cat, _ := engine.DefaultCatalog()
	data, err := os.ReadFile("../../engine/testdata/saves/seats-2026-11-25/seats3-people-and-bot-150actions.wmsave")
	if err != nil {
		t.Fatal(err)
	}
	for what, edit := range map[string]func(map[string]any){
		"bot removed": func(p map[string]any) { delete(p, "bot") },
		"bot changed": func(p map[string]any) { p["bot"] = "expert" },
		"colour":      func(p map[string]any) { p["colour"] = "yellow" },
		"name":        func(p map[string]any) { p["name"] = "Zed" },
	} {
		bad := editStart(t, data, func(st map[string]any) {
			edit(st["options"].(map[string]any)["players"].([]any)[2].(map[string]any))
		})
		if _, err := record.Load(wiring.BoxOf(cat), bad); err == nil {
			t.Errorf("seat 3's %s in the start alone: accepted", what)
		}
	}
}
