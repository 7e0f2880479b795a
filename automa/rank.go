package automa

import (
	"slices"
	"strings"
	"whistle/engine/msg"
	"whistle/outlaws"
)

// maxKeys is the number of comparison keys a candidate may carry.
const maxKeys = 6

// cand is one possibility of an outlaw action, with its comparison keys: higher is better,
// compared from the first key to the last. The first keys are the card's own criteria (O-ACT);
// the following ones are the fixed order of the rulings (I7–I13) that makes a game reproducible.
type cand struct {
	keys [maxKeys]int
	i    int // index into the caller's list
}

func cmpCand(a, b cand) int {
	for k := range a.keys {
		if a.keys[k] != b.keys[k] {
			if a.keys[k] > b.keys[k] {
				return -1
			}
			return 1
		}
	}
	return a.i - b.i
}

// ranking finds the best candidate and explains the choice. It does not sort every
// candidate: only the tied ones are ordered when they are listed.
type ranking struct {
	c     []cand
	best  int      // index into c of the best candidate
	names []string // what each key means, for the explanations
	rule  int      // how many leading keys the card's own rule sets
}

func newRanking(c []cand, rule int, names ...string) ranking {
	b := 0
	for i := range c {
		if cmpCand(c[i], c[b]) < 0 {
			b = i
		}
	}
	return ranking{c: c, best: b, names: names, rule: rule}
}

// tied returns how many candidates equal the best one on the first n keys.
func (r ranking) tied(n int) int {
	if len(r.c) == 0 {
		return 0
	}
	best := r.c[r.best].keys
	k := 0
	for _, c := range r.c {
		if prefixEq(c.keys, best, n) {
			k++
		}
	}
	return k
}

// ties lists the candidates the card's rule leaves equal to the best one (O-TURN-3), in the
// fixed order (the best first); all=false returns only the fixed order's choice.
func (r ranking) ties(all bool) []cand {
	if len(r.c) == 0 {
		return nil
	}
	if !all {
		return []cand{r.c[r.best]}
	}
	best := r.c[r.best].keys
	var out []cand
	for _, c := range r.c {
		if prefixEq(c.keys, best, r.rule) {
			out = append(out, c)
		}
	}
	slices.SortFunc(out, cmpCand)
	return out
}

// why explains what decided between the candidates, in player terms: "the best of 12" or
// "3 were equal on VP; the highest top row decided".
func (r ranking) why(what string) msg.Msg {
	what = strings.ReplaceAll(what, " ", "_")
	n := len(r.c)
	switch {
	case n == 1:
		return msg.New("rank.only", msg.Word("What", "noun."+what))
	case r.tied(1) == 1:
		return msg.New("rank.best", msg.Res("N", what, n))
	}
	for k := 1; k < len(r.names); k++ {
		if t := r.tied(k + 1); t == 1 {
			eq := r.tied(k)
			on := make([]msg.Msg, k)
			for i, name := range r.names[:k] {
				on[i] = msg.New("crit." + strings.ReplaceAll(name, " ", "_"))
			}
			by := msg.New("rank.fixed_order", msg.Rule("Rule", "I7"))
			if k < r.rule {
				by = msg.New("rank.card_rule")
			}
			return msg.New("rank.equal", msg.Num("Eq", eq), msg.Res("N", what, n), outlaws.AndList("On", on), msg.Word("Decider", "crit."+strings.ReplaceAll(r.names[k], " ", "_")), msg.Sub("By", by))
		}
	}
	return msg.New("rank.all_equal", msg.Res("N", what, r.tied(len(r.names))))
}

func prefixEq(a, b [maxKeys]int, n int) bool {
	for k := 0; k < n; k++ {
		if a[k] != b[k] {
			return false
		}
	}
	return true
}
