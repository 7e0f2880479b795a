package engine

import (
	"encoding/json"
	"sync"
	"testing"

	"whistle/engine/catalog"
	"whistle/engine/msg"
	"whistle/engine/msg/msgjson"
)

// The engine's tests read what the rules say in English, through the window's English
// translation file (the engine itself holds no text): english renders a message with it.

var (
	testLangOnce sync.Once
	testLangEN   *msgjson.Lang
)

func englishLang() *msgjson.Lang {
	testLangOnce.Do(func() {
		cat, err := DefaultCatalog()
		if err != nil {
			panic(err)
		}
		l, err := msgjson.Load("../ui/text/translations/en.json", func(n int) bool { return n == 1 },
			func(ref string) string { return cat.CompName(ref, "en") })
		if err != nil {
			panic(err)
		}
		testLangEN = l
	})
	return testLangEN
}

// english renders a message in English.
func english(m msg.Msg) string { return msg.Render(m, englishLang()) }

// englishErr is an error as a person reads it in English.
func englishErr(err error) string {
	if err == nil {
		return ""
	}
	return msg.Inline(msg.Of(err), englishLang())
}

// eventText is a log line in English, with its reason.
func eventText(e Event) string {
	if e.Why.IsZero() {
		return english(e.Msg)
	}
	return english(e.Msg) + " — " + msg.Inline(e.Why, englishLang())
}

func TestEnglishRendersEveryKindOfArgument(t *testing.T) {
	m := msg.New("ev.gain_for", sideArg(You), msg.Sub("Res", catalog.Resources{1, 0, 2, 0, 0}.Msg()), msg.Sub("For", msg.New("for.collect")))
	if got := english(m); got != "You gain 1 coal, 2 gold from the squares around your airship." {
		t.Fatalf("%q", got)
	}
}

// choiceTexts lists the choices in English, as written (lower case).
func choiceTexts(g *Game) []string {
	var out []string
	for _, c := range g.Choices() {
		out = append(out, msg.Inline(c, englishLang()))
	}
	return out
}

// A log line as saves held it before messages (English text and reason) still reads, kept as
// written; the current form round-trips.
func TestEventReadsTheOldAndTheNewForm(t *testing.T) {
	var old Event
	if err := json.Unmarshal([]byte(`{"side": 1, "text": "The outlaws roll 3.", "why": "the die picks the card (D2)"}`), &old); err != nil {
		t.Fatal(err)
	}
	if old.Side != Outlaws || old.Msg.Debug() != msg.Plain("The outlaws roll 3.").Debug() {
		t.Fatalf("%+v", old)
	}
	if got := english(old.Msg); got != "The outlaws roll 3." {
		t.Fatalf("%q", got)
	}
	if old.Why.Debug() != msg.Plain("the die picks the card (D2)").Debug() {
		t.Fatalf("why %s", old.Why.Debug())
	}
	var none Event
	if err := json.Unmarshal([]byte(`{"side": 0, "text": "Setup is done: your first turn."}`), &none); err != nil || !none.Why.IsZero() {
		t.Fatalf("%v %+v", err, none)
	}
	e := Event{Side: You, Msg: msg.New("ev.flood", msg.Num("Row", 2)), Why: msg.New("why.theft_grid", msg.Rule("Rule", "O-THEFT-1a"))}
	b, err := json.Marshal(e)
	if err != nil {
		t.Fatal(err)
	}
	var back Event
	if err := json.Unmarshal(b, &back); err != nil || back.Msg.Debug() != e.Msg.Debug() || back.Why.Debug() != e.Why.Debug() {
		t.Fatalf("%s → %+v (%v)", b, back, err)
	}
}
