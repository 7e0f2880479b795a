package text_test

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"io"
	"log"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"fyne.io/fyne/v2/lang"

	"whistle/automa"
	"whistle/bot"
	"whistle/engine"
	"whistle/engine/geom"
	"whistle/engine/msg"
	"whistle/internal/wiring"
	"whistle/outlaws"
	"whistle/ui/text"
)

func TestMain(m *testing.M) {
	log.SetOutput(io.Discard) // Fyne reports a bare "C" locale; not what these tests check
	os.Exit(m.Run())
}

// forms reads a translation file: id → its texts (one, or the plural forms).
func forms(t *testing.T, l string) map[string]map[string]string {
	t.Helper()
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(text.File(l), &raw); err != nil {
		t.Fatalf("%s.json: %v", l, err)
	}
	out := map[string]map[string]string{}
	for id, r := range raw {
		var s string
		if json.Unmarshal(r, &s) == nil {
			out[id] = map[string]string{"other": s}
			continue
		}
		var f map[string]string
		if err := json.Unmarshal(r, &f); err != nil {
			t.Fatalf("%s.json: %s is neither a text nor plural forms", l, id)
		}
		out[id] = f
	}
	return out
}

// templateFields lists the names after a dot that start with a capital ({{.Res}} gives Res).
func templateFields(s string) []string {
	var out []string
	for i := 0; i+1 < len(s); i++ {
		if s[i] != '.' || s[i+1] < 'A' || s[i+1] > 'Z' {
			continue
		}
		j := i + 1
		for j < len(s) && (s[j] >= 'A' && s[j] <= 'Z' || s[j] >= 'a' && s[j] <= 'z' || s[j] >= '0' && s[j] <= '9') {
			j++
		}
		out = append(out, s[i+1:j])
		i = j - 1
	}
	return out
}

// fields are the arguments a text uses. The forms a side argument gives (Side, SideYou, SideN)
// count as the one argument Side.
func fields(texts map[string]string) []string {
	set := map[string]bool{}
	for _, s := range texts {
		for _, f := range templateFields(s) {
			set[f] = true
		}
	}
	var out []string
	for f := range set {
		base := f
		for _, suf := range []string{"You", "N"} {
			if b, ok := strings.CutSuffix(f, suf); ok && b != "" && (set[b] || suf == "You") {
				base = b
			}
		}
		if !slices.Contains(out, base) {
			out = append(out, base)
		}
	}
	sort.Strings(out)
	return out
}

// Every text has an English and a French version with the same arguments, and the same plural
// forms where English has them.
func TestEveryMessageHasBothLanguagesWithTheSameArguments(t *testing.T) {
	en, fr := forms(t, text.LangEN), forms(t, text.LangFR)
	for id, e := range en {
		f, ok := fr[id]
		if !ok {
			t.Errorf("%s: no French text", id)
			continue
		}
		if a, b := fields(e), fields(f); !slices.Equal(a, b) {
			t.Errorf("%s: English uses %v, French %v", id, a, b)
		}
		if (len(e) > 1) != (len(f) > 1) {
			t.Errorf("%s: plural forms in one language only", id)
		}
	}
	for id := range fr {
		if _, ok := en[id]; !ok {
			t.Errorf("%s: French only", id)
		}
	}
}

// messageIDs returns the message ids a Go file names: the first argument of msg.New, msg.Err,
// refuse and skipped, the third of ev1 and the second of msg.Word, when written as a literal.
func messageIDs(t *testing.T, path string) []string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.SkipObjectResolution)
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	ast.Inspect(f, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		name := ""
		switch fn := call.Fun.(type) {
		case *ast.Ident:
			name = fn.Name
		case *ast.SelectorExpr:
			if x, ok := fn.X.(*ast.Ident); ok && x.Name == "msg" {
				name = "msg." + fn.Sel.Name
			}
		}
		arg := map[string]int{"msg.New": 0, "msg.Err": 0, "refuse": 0, "skipped": 0, "ev1": 2, "msg.Word": 1}
		i, ok := arg[name]
		if !ok || i >= len(call.Args) {
			return true
		}
		if lit, ok := call.Args[i].(*ast.BasicLit); ok && lit.Kind == token.STRING {
			if id, err := strconv.Unquote(lit.Value); err == nil {
				ids = append(ids, id)
			}
		}
		return true
	})
	return ids
}

// Every message id the code of the rules packages names has a text.
func TestEveryMessageIDInTheCodeHasAText(t *testing.T) {
	en := forms(t, text.LangEN)
	n := 0
	for _, dir := range []string{"engine", "outlaws", "automa", "bot", "internal/cli", "internal/cli/reviewcmd", "ui/game"} {
		files, _ := filepath.Glob(filepath.Join("..", "..", dir, "*.go"))
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") || strings.Contains(f, "companion") {
				continue // companion mode's texts are checked by its own tests
			}
			for _, id := range messageIDs(t, f) {
				n++
				if _, ok := en[id]; !ok {
					t.Errorf("%s: message %q has no text", f, id)
				}
			}
		}
	}
	if n < 300 {
		t.Errorf("only %d message ids found in the code", n)
	}
}

// englishWords are common English words that no French text should contain.
var englishWords = strings.Fields(`the and you your of to from with is are their they them it its
	this that there cannot can not nothing every each worker workers scaffold scaffolds airship
	airships dock docks tower floor card cards award awards upgrade upgrades build builds take takes
	move moves rescue activate choose pay gain gains keep spend score scores turn game outlaws
	outlaw blocker barracks whirlpool home coal iron gold water whistle whistles balloon blimp
	dreadnought small medium large stack market storage resource resources already must have has
	do does if so then where when which what here now just again after before into onto under up
	down out off first last highest lowest leftmost nearest decided equal worth row square squares
	grid finish done end ends win wins draw discard play redeem use hand step effect may will be`)

// isRuleID says whether a word is one of the rules' ids (O-TURN-2, I17), the same in every
// language: capitals then groups of "-" and capitals or digits, or I, D, B, S or M and digits.
func isRuleID(w string) bool {
	head, rest, dashed := strings.Cut(w, "-")
	if dashed {
		if head == "" || strings.TrimFunc(head, func(r rune) bool { return r >= 'A' && r <= 'Z' }) != "" {
			return false
		}
		for _, g := range strings.Split(rest, "-") {
			if g == "" || strings.TrimFunc(g, func(r rune) bool { return r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' }) != "" {
				return false
			}
		}
		return true
	}
	return len(w) > 1 && strings.ContainsRune("IDBSM", rune(w[0])) && strings.TrimFunc(w[1:], func(r rune) bool { return r >= '0' && r <= '9' }) == ""
}

// withoutRuleIDs removes the rules' ids from a text.
func withoutRuleIDs(s string) string {
	words := strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '-' && r != '\'' })
	kept := words[:0]
	for _, w := range words {
		if !isRuleID(strings.Trim(w, "-'")) {
			kept = append(kept, w)
		}
	}
	return strings.Join(kept, " ")
}

var englishSet = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range englishWords {
		m[w] = true
	}
	return m
}()

// checker renders messages in French and reports missing texts, unfilled arguments and
// English words.
type checker struct {
	t        *testing.T
	fr       map[string]map[string]string
	seen     map[string]bool
	ids      map[string]int
	rendered int
	bad      map[string]string
}

func newChecker(t *testing.T) *checker {
	return &checker{t: t, fr: forms(t, text.LangFR), seen: map[string]bool{}, ids: map[string]int{}, bad: map[string]string{}}
}

func (c *checker) check(m msg.Msg) {
	if m.IsZero() {
		return
	}
	m.Walk(func(n msg.Msg) {
		c.ids[n.ID]++
		if _, ok := c.fr[n.ID]; !ok {
			c.bad["missing id "+n.ID] = m.Debug()
		}
		for _, a := range n.Args {
			if a.Kind == msg.KWord {
				if _, ok := c.fr[a.Text]; !ok {
					c.bad["missing word "+a.Text] = m.Debug()
				}
			}
		}
	})
	key := m.Debug()
	if c.seen[key] {
		return
	}
	c.seen[key] = true
	c.rendered++
	s := text.Render(m)
	switch {
	case strings.Contains(s, "<no value>") || strings.Contains(s, "{{") || strings.Contains(s, "%!"):
		c.bad["unfilled: "+s] = key
	case strings.Contains(s, "machine:") || strings.Contains(s, "upgrade:") || strings.Contains(s, "card:") || strings.Contains(s, "award:") || strings.Contains(s, "ability:") || strings.Contains(s, "dock:") || strings.Contains(s, "level:"):
		c.bad["unnamed component: "+s] = key
	}
	for _, w := range strings.FieldsFunc(withoutRuleIDs(s), func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' }) {
		if englishSet[strings.ToLower(strings.Trim(w, "'"))] {
			c.bad["English word "+w+": "+s] = key
			break
		}
	}
}

func (c *checker) report() {
	t := c.t
	if len(c.bad) == 0 {
		return
	}
	var lines []string
	for k, v := range c.bad {
		lines = append(lines, k+"\n      ("+v+")")
	}
	sort.Strings(lines)
	if len(lines) > 40 {
		lines = append(lines[:40], "…")
	}
	t.Errorf("%d problems in %d French texts:\n%s", len(c.bad), c.rendered, strings.Join(lines, "\n"))
}

// Plays at least 200 digital games (every difficulty, the greedy bot for you, the outlaws'
// fixed choices, every other game letting you choose the outlaws' ties) and renders in French
// every message they produce: log lines and reasons, prompts, choices, action descriptions,
// refusals of illegal actions, the outlaws' next options, the results.
func TestEveryMessageOf200GamesReadsInFrench(t *testing.T) {
	text.SetLanguage(text.LangFR)
	t.Cleanup(func() { text.SetLanguage(text.LangEN) })
	if text.Language() != text.LangFR {
		t.Fatal("no French")
	}
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	games := 200
	if testing.Short() {
		games = 30
	}
	c := newChecker(t)
	probes := []engine.Action{
		{Kind: engine.ActForge}, {Kind: engine.ActDone}, {Kind: engine.ActEndTurn}, {Kind: engine.ActChoose, Option: 9},
		{Kind: engine.ActPlaceShip, Ship: engine.Balloon, At: geom.C(0, 1)}, {Kind: engine.ActDock, Ship: engine.Blimp, Dock: 3},
		{Kind: engine.ActMove, At: geom.C(3, 3)}, {Kind: engine.ActOutlaw, Die: 7}, {Kind: engine.ActPlayCard, ID: "nope"},
	}
	for i := 0; i < games; i++ {
		opt := engine.Options{Seed: uint64(1000 + i*37), Variant: outlaws.Name, Difficulty: []string{"easy", "normal", "hard"}[i%3],
			FirstGame: i%4 == 0, ChooseTies: i%2 == 1}
		g, setup := wiring.BoxOf(cat).NewGame(opt)
		for _, e := range setup {
			c.check(e.Msg)
			c.check(e.Why)
		}
		for n := 0; !g.Over() && n < 5000; n++ {
			c.check(g.Waiting())
			for _, ch := range g.Choices() {
				c.check(ch)
			}
			if automa.Decider(engine.ViewOf(g)) == engine.Outlaws {
				_, act, opts := automa.Next(engine.ViewOf(g))
				c.check(act)
				for _, o := range opts {
					c.check(o.Text)
					c.check(o.Why)
				}
			}
			if n%7 == 0 {
				for _, p := range probes {
					if err := g.Check(p); err != nil {
						c.check(msg.Of(err))
					}
				}
				for _, a := range g.Legal() {
					c.check(g.Describe(a))
				}
			}
			a := bot.Move(g)
			c.check(g.Describe(a))
			ev, err := g.Apply(a)
			if err != nil {
				t.Fatalf("game %d: %v", i, err)
			}
			for _, e := range ev {
				c.check(e.Msg)
				c.check(e.Why)
			}
		}
		if !g.Over() {
			t.Fatalf("game %d did not end", i)
		}
		r := g.Result()
		c.check(r.Summary())
		c.check(r.TieBreak)
		c.check(g.Waiting())
		if err := g.Check(engine.Action{Kind: engine.ActEndTurn}); err != nil {
			c.check(msg.Of(err))
		}
	}
	c.report()
	// the games went through the events that matter
	for _, id := range []string{"ev.steal", "ev.thefts", "ev.flood", "ev.swept", "ev.end_barracks", "ev.end_deck",
		"ol.roll", "ol.rotate", "ol.machine", "ol.scaffold", "ol.upgrade", "ev.promoted", "end.outlaws_win", "end.you_win"} {
		if c.ids[id] == 0 && c.ids[id+"_near"] == 0 { // (a placement may name its landmark)
			t.Errorf("no %s in %d games", id, games)
		}
	}
	t.Logf("%d games, %d distinct French texts, %d message ids", games, c.rendered, len(c.ids))
}

// The renderer's details: plural forms through the translation files, the catalog's names in
// the language, nested messages, the capital letter of a sentence.
func TestRenderInBothLanguages(t *testing.T) {
	t.Cleanup(func() { text.SetLanguage(text.LangEN) })
	cases := []struct {
		m      msg.Msg
		en, fr string
	}{
		{msg.New("ev.cards_discarded", msg.Num("Count", 1)), "1 card is discarded.", "1 carte est défaussée."},
		{msg.New("ev.cards_discarded", msg.Num("Count", 3)), "3 cards are discarded.", "3 cartes sont défaussées."},
		{msg.New("ev.steal", msg.Res("Res", "whistle", 1)), "The outlaws steal 1 whistle from you and stash it in their hideout.", "Les hors-la-loi vous volent 1 sifflet et le cachent dans leur repaire."},
		{msg.New("ev.pass", msg.Side("Side", 1)), "The outlaws pass.", "Les hors-la-loi passent."},
		{msg.New("ev.pass", msg.Side("Side", 0)), "You pass.", "Vous passez."},
		{msg.New("act.activate", msg.Comp("Machine", "machine:double-coal")), "Activate Double Coal", "Activer Double Charbon"},
		{msg.New("err.cannot_redo", msg.Sub("Why", msg.New("err.game_over"))), "Cannot redo: the game is over", "Impossible de refaire : la partie est finie"},
		{msg.Plain("Kept as written."), "Kept as written.", "Kept as written."},
	}
	for _, l := range []string{text.LangEN, text.LangFR} {
		text.SetLanguage(l)
		for _, c := range cases {
			want := c.en
			if l == text.LangFR {
				want = c.fr
			}
			if got := text.Render(c.m); got != want {
				t.Errorf("%s: %s → %q, want %q", l, c.m.Debug(), got, want)
			}
		}
	}
}

func TestRuleIDsAreNotWords(t *testing.T) {
	for _, id := range []string{"O-TURN-2", "O-GEN-6", "I17", "D3", "M12", "X-1"} {
		if !isRuleID(id) {
			t.Errorf("%s is a rule id", id)
		}
	}
	for _, w := range []string{"turn", "I", "Dock", "peut-être", "O-", "A12", "Turn-2"} {
		if isRuleID(w) {
			t.Errorf("%s is not a rule id", w)
		}
	}
	if got := withoutRuleIDs("voir O-TURN-2 et I17 : le tour"); got != "voir et le tour" {
		t.Errorf("withoutRuleIDs: %q", got)
	}
}

// Every English text without arguments reads as the file writes it, through lang.X as the
// messages are asked for and through lang.L as the window's words are, on the app's first
// start in English and after French was chosen and English again (Fyne keeps the messages of a
// file loaded earlier). English may leave out of Fyne the texts that are their own id.
func TestEveryEnglishTextReadsAsWritten(t *testing.T) {
	t.Cleanup(func() { text.SetLanguage(text.LangEN) })
	en := forms(t, text.LangEN)
	check := func(when string) {
		n := 0
		for id, f := range en {
			s, ok := f["other"]
			if len(f) != 1 || !ok || strings.Contains(s, "{{") {
				continue
			}
			n++
			if got := lang.X(id, id); got != s {
				t.Errorf("%s: lang.X(%q) = %q, want %q", when, id, got, s)
			}
			if id == s {
				if got := lang.L(id); got != s {
					t.Errorf("%s: lang.L(%q) = %q", when, id, got)
				}
			}
		}
		if n < 1000 {
			t.Fatalf("%s: only %d texts checked", when, n)
		}
	}
	text.SetLanguage(text.LangEN)
	check("English")
	text.SetLanguage(text.LangFR)
	if got := lang.L("Cancel"); got != "Annuler" {
		t.Fatalf("French: Cancel reads %q", got)
	}
	text.SetLanguage(text.LangEN)
	check("English after French")
}
