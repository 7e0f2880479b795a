package automa

import (
	"sync"

	"whistle/engine"
	"whistle/engine/msg"
	"whistle/engine/msg/msgjson"
	"whistle/outlaws"
)

// The tests read what the outlaws say in English, through the window's English translation
// file.

var (
	enOnce sync.Once
	enLang *msgjson.Lang
)

func english() *msgjson.Lang {
	enOnce.Do(func() {
		cat, err := engine.DefaultCatalog()
		if err != nil {
			panic(err)
		}
		l, err := msgjson.Load("../ui/text/translations/en.json", func(n int) bool { return n == 1 },
			func(ref string) string { return outlaws.CompName(cat, ref, "en") })
		if err != nil {
			panic(err)
		}
		enLang = l
	})
	return enLang
}

// en renders a message in English as written.
func en(m msg.Msg) string { return msg.Inline(m, english()) }

// enErr renders the message an error carries.
func enErr(err error) string {
	if err == nil {
		return ""
	}
	return en(msg.Of(err))
}

// choiceTexts lists your choices in English.
func choiceTexts(g *engine.Game) []string {
	var out []string
	for _, c := range g.Choices() {
		out = append(out, en(c))
	}
	return out
}

// eventText is a log line in English with its reason.
func eventText(e engine.Event) string {
	s := msg.Render(e.Msg, english())
	if !e.Why.IsZero() {
		s += " — " + en(e.Why)
	}
	return s
}
