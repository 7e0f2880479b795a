package text

import (
	"encoding/json"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"whistle/engine/msg"

	"fyne.io/fyne/v2"
)

// The log of a base game for 2–4 seats speaks of each seat by name in the third person ("Ana
// builds…", "Bot 2 takes…") where the game against the outlaws says "you" and "the outlaws".
// The rules' messages are the same in both games; for a message whose words depend on who acts,
// the translation files hold a seated form under "seat." + its id, with:
//   - each side argument (Side, Owner…) written as the seat's name, and Side+"Of" its
//     possessive ("Ana’s"; in French "d’Ana", "de Léa");
//   - Actor and ActorOf: the seat the line belongs to (engine.Event.Side), for the messages
//     that name no side ("You place your balloon…").
//
// A message without a seated form is written as in the game against the outlaws.

// seatLang is logLang for a base game's log line.
type seatLang struct {
	logLang
	names []string
	actor int
}

// seatFormPrefix prefixes the seated form of a message id in the translation files.
const seatFormPrefix = "seat."

// seatForms is the set of seated forms the translation files hold (every language has the same
// keys: a test checks it), read once, so that a message without one goes to its plain form
// without asking Fyne for a missing key (Fyne logs each miss).
var seatForms = sync.OnceValue(func() map[string]bool {
	var keys map[string]json.RawMessage
	forms := map[string]bool{}
	if err := json.Unmarshal(File(LangEN), &keys); err != nil {
		fyne.LogError("reading the seated forms", err)
		return forms
	}
	for k := range keys {
		if strings.HasPrefix(k, seatFormPrefix) {
			forms[k] = true
		}
	}
	return forms
})

func (l seatLang) name(n int) string {
	if n >= 0 && n < len(l.names) {
		return l.names[n]
	}
	return strconv.Itoa(n + 1)
}

func (l seatLang) Text(id string, count int, d map[string]any) string {
	if n, ok := strings.CutPrefix(id, "side."); ok {
		if i, err := strconv.Atoi(n); err == nil {
			return l.name(i)
		}
	}
	seated := seatFormPrefix + id
	if !seatForms()[seated] {
		return l.logLang.Text(id, count, d)
	}
	data := make(map[string]any, len(d)+4)
	for k, v := range d {
		data[k] = v
	}
	for k := range d {
		if base, ok := strings.CutSuffix(k, "You"); ok {
			if n, ok := d[base+"N"].(int); ok {
				data[base+"Of"] = of(l.name(n))
			}
		}
	}
	data["Actor"], data["ActorOf"] = l.name(l.actor), of(l.name(l.actor))
	return l.logLang.Text(seated, count, data)
}

// of is a seat's possessive: "Ana’s" in English; in French "d’Ana" before a vowel, "de Léa"
// otherwise.
func of(name string) string {
	if current != LangFR {
		return name + "’s"
	}
	r, _ := utf8.DecodeRuneInString(name)
	if strings.ContainsRune("aeiouyàâäéèêëîïôöùûüœ", unicode.ToLower(r)) {
		return "d’" + name
	}
	return "de " + name
}

// RenderSeatLog writes a log line of a base game: the line's message with every seat named
// (names[i] is seat i's name as the window shows it) and actor the seat the line belongs to.
func RenderSeatLog(m msg.Msg, actor int, names []string) string {
	return msg.Render(m, seatLang{names: names, actor: actor})
}

// InlineSeatLog is RenderSeatLog for a phrase (a bot's reason).
func InlineSeatLog(m msg.Msg, actor int, names []string) string {
	return msg.Inline(m, seatLang{names: names, actor: actor})
}
