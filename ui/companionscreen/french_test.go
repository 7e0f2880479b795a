//go:build ci

package companionscreen

import (
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"

	core "whistle/companion"
	"whistle/companion/companiontest"
	"whistle/engine"
	"whistle/engine/msg"
	"whistle/internal/wiring"
	"whistle/ui"
)

// englishWords are common English words that never belong in a French sentence.
var englishWords = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`the and with your their they them is are was from to this that which what
		when where worker workers turn tower award awards dock docks airship airships build builds take takes
		move moves floor floors could not done theft thefts steal steals card cards deck scaffold scaffolds
		outlaw outlaws whirlpool barracks hideout blocker blockers upgrade upgrades none
		first last next you it its of by for no yes one two three left right middle game roll die`) {
		englishWords[w] = true
	}
}

// Two hundred companion games, every deck mode, level and way of laying the tower, with the
// reports of a person's own turns: every message they produce — log lines and their reasons,
// statuses, setup steps, the card guides, refusals — rendered in French has a French text, no
// argument left unfilled and no common English word.
func TestCompanionMessagesInFrench(t *testing.T) {
	fr := frenchIDs(t)
	ui.UseLanguage(ui.LangFR)
	t.Cleanup(func() { ui.UseLanguage(ui.LangEN) })
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	ids := map[string]bool{}
	var problems []string
	check := func(m msg.Msg) {
		if m.IsZero() {
			return
		}
		m.Walk(func(n msg.Msg) {
			ids[n.ID] = true
			if !fr[n.ID] {
				problems = append(problems, "no French text for "+n.ID)
			}
			for _, a := range n.Args {
				if a.Kind == msg.KWord && !fr[a.Text] {
					problems = append(problems, "no French text for the word "+a.Text)
				}
			}
		})
		s := Render(m)
		if seen[s] {
			return
		}
		seen[s] = true
		if strings.Contains(s, "<no value>") || strings.Contains(s, "{{") || strings.Contains(s, "%!") {
			problems = append(problems, "unfilled argument: "+s+" ("+m.Debug()+")")
		}
		for _, w := range strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' }) {
			if strings.ToUpper(w) == w {
				continue // a rule id (O-TURN-2)
			}
			if englishWords[strings.ToLower(w)] {
				problems = append(problems, "English word "+w+" in: "+s+" ("+m.ID+")")
				break
			}
		}
	}
	collect := func(s *core.Session, rng *rand.Rand) {
		c := s.Companion
		check(c.Status())
		for _, st := range c.SetupSteps() {
			check(st.Text)
		}
		if act, ok := c.Current(); ok {
			g := c.Guide(act)
			check(g.Short)
			for _, m := range g.More {
				check(m)
			}
			check(core.ActMsg(act))
		}
		// a few refusals
		for _, a := range []core.Action{{Kind: core.CRoll}, {Kind: core.CDone, At: 9}, {Kind: core.CHandOver, Res: "coal"},
			{Kind: core.CDock, Dock: rng.IntN(12)}, {Kind: core.CPromoted, Floor: rng.IntN(16)}, {Kind: core.CCard, Slot: 1, Card: rng.IntN(40)},
			{Kind: core.CAward, ID: "vp-4"}, {Kind: core.CFinish}, {Kind: core.CFlood, Count: 9}, {Kind: core.CWorker, From: "tower", To: "barracks"}} {
			if err := c.Check(a); err != nil {
				m, ok := msg.From(err)
				if !ok {
					problems = append(problems, "a refusal without a message: "+err.Error())
					continue
				}
				check(m)
			}
		}
	}
	games := 0
	for seed := uint64(1); seed <= 200; seed++ {
		opt := core.Options{Seed: seed, Difficulty: []string{"", "easy", "hard"}[seed%3], Printed: seed%2 == 0, FirstGame: seed%7 == 0}
		s, err := core.NewSession(wiring.BoxOf(cat), opt)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 99))
		collect(s, rng)
		if _, err := companiontest.Play(s, rng, companiontest.Options{Reports: true, TowerLaid: seed%3 == 1}); err != nil {
			t.Fatalf("game %d: %v", seed, err)
		}
		games++
		// replay the game from its actions, collecting at every step
		r, _ := core.NewSession(wiring.BoxOf(cat), opt)
		for _, l := range r.Log() {
			check(l.Text)
			check(l.Why)
		}
		for _, e := range s.History {
			if _, err := r.Apply(e.Action); err != nil {
				t.Fatal(err)
			}
			if seed%10 == 0 {
				collect(r, rng)
			}
			for _, l := range e.Events {
				check(l.Text)
				check(l.Why)
			}
			check(core.UndoneMsg(e))
		}
		collect(r, rng)
		if len(problems) > 20 {
			break
		}
	}
	for _, p := range problems {
		t.Error(p)
	}
	t.Logf("%d games, %d message ids, %d different French texts", games, len(ids), len(seen))
	if games < 200 || len(ids) < 150 {
		t.Fatalf("only %d games and %d message ids", games, len(ids))
	}
}

// frenchIDs are the ids the French translation file has.
func frenchIDs(t *testing.T) map[string]bool {
	t.Helper()
	data, err := translationsFS(t, "fr")
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	out := map[string]bool{}
	for k := range m {
		out[k] = true
	}
	return out
}

func translationsFS(t *testing.T, l string) ([]byte, error) {
	t.Helper()
	return os.ReadFile(filepath.Join("..", "text", "translations", l+".json"))
}
