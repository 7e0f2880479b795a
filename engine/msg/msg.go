// Package msg holds what the rules say to a person as data: a message id plus typed arguments.
// The rules packages (engine, outlaws, automa, bot, companion) never build sentences for people;
// they return Msg values, and the window renders them in its language from its translation
// files (one file per language). A saved log stores Msg values, so it reads in any language.
package msg

import (
	"errors"
	"strconv"
	"strings"
	"whistle/engine/fileio"
)

// Kind says how an argument is rendered.
type Kind uint8

// Argument kinds.
const (
	KNum  Kind = iota + 1 // an integer, rendered as digits
	KRes                  // a resource (S: its id, e.g. "coal") and a count (N)
	KComp                 // a catalog component (S: its id), rendered as its name in the window's language
	KCell                 // a square (S: "C5")
	KArea                 // a board area, zone or dock (S: its id)
	KSide                 // a side (N: engine.Side)
	KRule                 // a rule id (S: "O-ACT-3"), rendered as is
	KMsg                  // a nested message (M), e.g. the reason of an outlaw decision
	KName                 // text given by the person (a save's name, a file's name), shown verbatim
	KWord                 // a fixed word of the game with its own message id (S), e.g. an orientation
	KList                 // a list of messages (L), rendered joined, e.g. "2 coal, 1 iron"
)

// Arg is one typed argument of a message. Key names it in the translation templates ({{.Key}}).
type Arg struct {
	Key  string `json:"k"`
	Kind Kind   `json:"t"`
	Num  int    `json:"n,omitempty"`
	Text string `json:"s,omitempty"`
	Sub  *Msg   `json:"m,omitempty"`
	List []Msg  `json:"l,omitempty"`
}

// Msg is a message id with its arguments. The zero Msg is "no message".
type Msg struct {
	ID   string `json:"id"`
	Args []Arg  `json:"a,omitempty"`
}

// New builds a message.
func New(id string, args ...Arg) Msg { return Msg{ID: id, Args: args} }

// Num is an integer argument. The argument named "Count" selects the plural form.
func Num(key string, n int) Arg { return Arg{Key: key, Kind: KNum, Num: n} }

// Res is a resource with a count.
func Res(key, res string, n int) Arg { return Arg{Key: key, Kind: KRes, Text: res, Num: n} }

// Comp is a catalog component (machine, upgrade, ability, award, card kind, scaffold, airship…).
func Comp(key, id string) Arg { return Arg{Key: key, Kind: KComp, Text: id} }

// Cell is a square of the board.
func Cell(key, square string) Arg { return Arg{Key: key, Kind: KCell, Text: square} }

// Area is a board area, zone or dock, by id.
func Area(key, id string) Arg { return Arg{Key: key, Kind: KArea, Text: id} }

// Side is one of the sides (engine.Side as an int).
func Side(key string, side int) Arg { return Arg{Key: key, Kind: KSide, Num: side} }

// Rule is a rule id.
func Rule(key, id string) Arg { return Arg{Key: key, Kind: KRule, Text: id} }

// Sub is a nested message.
func Sub(key string, m Msg) Arg { return Arg{Key: key, Kind: KMsg, Sub: &m} }

// Name is text the person gave (a save's name), shown as it is.
func Name(key, s string) Arg { return Arg{Key: key, Kind: KName, Text: s} }

// Word is a fixed word of the game that has its own message id.
func Word(key, id string) Arg { return Arg{Key: key, Kind: KWord, Text: id} }

// List is a list of messages rendered one after the other with the language's separator.
func List(key string, items ...Msg) Arg { return Arg{Key: key, Kind: KList, List: items} }

// Plain is text kept as it was written: the lines of a log saved before messages existed. It
// is never built by the rules.
func Plain(s string) Msg { return Msg{ID: PlainID, Args: []Arg{Name("Text", s)}} }

// PlainID is the id of Plain messages.
const PlainID = "plain"

// Of is the message an error carries, or the error's own text as a Plain message (developer
// errors: a loader's, an unexpected one).
func Of(err error) Msg {
	if err == nil {
		return Msg{}
	}
	if m, ok := From(err); ok {
		return m
	}
	return Plain(err.Error())
}

// IsZero reports whether m is no message.
func (m Msg) IsZero() bool { return m.ID == "" }

// Arg returns the argument named key.
func (m Msg) Arg(key string) (Arg, bool) {
	for _, a := range m.Args {
		if a.Key == key {
			return a, true
		}
	}
	return Arg{}, false
}

// Debug writes the message for developers and test failures: id{Key=value, …}. It is not for
// people: the window renders messages through its translations.
func (m Msg) Debug() string {
	var b strings.Builder
	m.debug(&b)
	return b.String()
}

func (m Msg) debug(b *strings.Builder) {
	b.WriteString(m.ID)
	if len(m.Args) == 0 {
		return
	}
	b.WriteByte('{')
	for i, a := range m.Args {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(a.Key)
		b.WriteByte('=')
		switch a.Kind {
		case KNum, KSide:
			b.WriteString(strconv.Itoa(a.Num))
		case KRes:
			b.WriteString(strconv.Itoa(a.Num))
			b.WriteByte(' ')
			b.WriteString(a.Text)
		case KMsg:
			if a.Sub != nil {
				a.Sub.debug(b)
			}
		case KList:
			b.WriteByte('[')
			for j, m := range a.List {
				if j > 0 {
					b.WriteString("; ")
				}
				m.debug(b)
			}
			b.WriteByte(']')
		default:
			b.WriteString(fileio.ShortText(a.Text)) // a name may come from a file: bounded
		}
	}
	b.WriteByte('}')
}

// Walk calls f on m and on every nested message, depth first.
func (m Msg) Walk(f func(Msg)) {
	f(m)
	for _, a := range m.Args {
		if a.Kind == KMsg && a.Sub != nil {
			a.Sub.Walk(f)
		}
		for _, m := range a.List {
			m.Walk(f)
		}
	}
}

// Error is a refusal or a failure a person reads: it carries a message.
type Error struct{ Msg Msg }

func (e *Error) Error() string { return e.Msg.Debug() }

// Err builds an error carrying a message.
func Err(id string, args ...Arg) error { return &Error{Msg: New(id, args...)} }

// From returns the message an error carries, if it carries one.
func From(err error) (Msg, bool) {
	var e *Error
	if errors.As(err, &e) {
		return e.Msg, true
	}
	return Msg{}, false
}
