package msg

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
	"whistle/engine/fileio"
)

// Lang is what a language says: the text of a message id filled with its data, and the names of
// catalog components. The window's implementation reads its translation files (package
// ui/text); the rules packages never implement it.
type Lang interface {
	// Text is the text of id filled with data; count selects the plural form (count < 0: the
	// message has no count).
	Text(id string, count int, data map[string]any) string
	// Comp is the name of a catalog component ("machine:shuttle").
	Comp(ref string) string
}

// Render writes a message in a language as a sentence (its first letter upper case).
func Render(m Msg, l Lang) string {
	s := Inline(m, l)
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 || unicode.IsUpper(r) {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// Inline writes a message in a language as it is written in the translation file (for a
// message inside another one, or a button's label).
func Inline(m Msg, l Lang) string {
	if m.ID == "" {
		return ""
	}
	count := -1
	var data map[string]any
	if len(m.Args) > 0 {
		data = make(map[string]any, len(m.Args)+2)
	}
	for _, a := range m.Args {
		k := a.Key
		switch a.Kind {
		case KNum:
			data[k] = a.Num
			if k == "Count" {
				count = a.Num
			}
		case KRes:
			data[k] = l.Text("n."+a.Text, a.Num, map[string]any{"Count": a.Num})
			if k == "Count" {
				count = a.Num
			}
		case KComp:
			data[k] = l.Comp(a.Text)
		case KArea:
			data[k] = l.Text("area."+a.Text, -1, nil)
		case KSide:
			data[k] = l.Text("side."+strconv.Itoa(a.Num), -1, nil)
			data[k+"You"] = a.Num == 0
			data[k+"N"] = a.Num
		case KMsg:
			if a.Sub != nil {
				data[k] = Inline(*a.Sub, l)
			} else {
				data[k] = ""
			}
		case KWord:
			data[k] = l.Text(a.Text, -1, nil)
		case KList:
			data[k] = joinList(a.List, l)
		default: // KCell, KRule, KName: as they are, bounded (a name may come from a file)
			data[k] = fileio.ShortText(a.Text)
		}
	}
	return l.Text(m.ID, count, data)
}

func joinList(items []Msg, l Lang) string {
	var b strings.Builder
	for i, it := range items {
		if i > 0 {
			b.WriteString(l.Text("list.sep", -1, nil))
		}
		b.WriteString(Inline(it, l))
	}
	return b.String()
}
