package text

import (
	"strings"

	"whistle/engine/msg"
)

// The log speaks to players in words: the rule ids a reason carries ("(O-ACT-5, I12)") are
// left out of its lines (the rules reference still finds them by id). A rule argument is
// rendered as a mark, then the mark goes with what only stood for it: "(…)", "(rule …)",
// ", …" inside a parenthesis, or ": …".

// ruleMark stands for a rule id while a log line is rendered (an invisible separator: never
// in a translation).
const ruleMark = "\u2063"

// withoutRules is m with every rule argument, nested ones included, made a ruleMark.
func withoutRules(m msg.Msg) msg.Msg {
	if len(m.Args) == 0 {
		return m
	}
	out := m
	out.Args = make([]msg.Arg, len(m.Args))
	for i, a := range m.Args {
		switch a.Kind {
		case msg.KRule:
			a.Text = ruleMark
		case msg.KMsg:
			if a.Sub != nil {
				sub := withoutRules(*a.Sub)
				a.Sub = &sub
			}
		case msg.KList:
			l := make([]msg.Msg, len(a.List))
			for j, x := range a.List {
				l[j] = withoutRules(x)
			}
			a.List = l
		}
		out.Args[i] = a
	}
	return out
}

// dropRuleMarks takes each ruleMark out of s with the words that only framed it.
func dropRuleMarks(s string) string {
	for {
		i := strings.Index(s, ruleMark)
		if i < 0 {
			return s
		}
		end := i + len(ruleMark)
		open := strings.LastIndex(s[:i], "(")
		shut := strings.Index(s[end:], ")")
		if open >= 0 && !strings.Contains(s[open:i], ")") && shut >= 0 {
			rest := strings.TrimSpace(s[open+1 : i])
			if rest == "" || !strings.Contains(rest, " ") { // "(…)", "(rule …)": the whole group
				start := open
				if start > 0 && s[start-1] == ' ' {
					start--
				}
				s = s[:start] + s[end+shut+1:]
				continue
			}
		}
		start := i
		for _, lead := range []string{", ", " : ", ": ", " "} {
			if strings.HasSuffix(s[:i], lead) {
				start = i - len(lead)
				break
			}
		}
		s = s[:start] + s[end:]
	}
}
