package review

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"whistle/engine"
	"whistle/engine/msg"
	"whistle/engine/msg/msgjson"
	"whistle/engine/record"
	"whistle/internal/wiring"
	"whistle/outlaws"
)

// small is a budget for tests: enough candidates and samples to exercise everything, quick.
var small = Budget{Samples: 6, Candidates: 3, Pick: 3, Fresh: 4}

// realGame is a game a person played in the app to its end (a save of the app, 261 actions).
func realGame(t testing.TB) *record.Record {
	t.Helper()
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile("testdata/played-finished.wmsave")
	if err != nil {
		t.Fatal(err)
	}
	rec, err := record.Load(wiring.BoxOf(cat), data)
	if err != nil {
		t.Fatal(err)
	}
	if !rec.Game.Over() {
		t.Fatal("the test's save is not a finished game")
	}
	return rec
}

// TestReviewOfARealGame reviews a real game: every weighed moment is one of the person's
// actions as played, the expert's move is legal there, the summary adds up, and the same save
// gives the same review.
func TestReviewOfARealGame(t *testing.T) {
	rec := realGame(t)
	calls, last := 0, 0
	r, err := Game(context.Background(), rec, small, func(done, total int) {
		calls++
		if done != last+1 || done > total {
			t.Fatalf("progress %d of %d after %d", done, total, last)
		}
		last = done
	})
	if err != nil {
		t.Fatal(err)
	}
	if calls == 0 || last != len(Steps(rec))+3 {
		t.Errorf("progress reported %d times, last %d, for %d steps", calls, last, len(Steps(rec)))
	}
	if len(r.Moments) < 30 {
		t.Fatalf("only %d moments weighed in a game of %d actions", len(r.Moments), len(rec.History))
	}
	if r.Final != rec.Game.Result().Scores[engine.You].Total {
		t.Errorf("final VP %d, the game says %d", r.Final, rec.Game.Result().Scores[engine.You].Total)
	}
	kinds := map[Kind]bool{}
	lost, close := 0.0, 0
	for _, m := range r.Moments {
		kinds[m.Kind] = true
		e := rec.History[m.Step]
		if e.Side != engine.You || e.Action != m.Played {
			t.Errorf("moment at step %d: played %s, the game has %s by %s", m.Step, m.Played, e.Action, e.Side)
		}
		if err := rec.Before(m.Step).Check(m.Best); err != nil {
			t.Errorf("step %d: the expert's move %s is not legal there: %v", m.Step, m.Best, err)
		}
		if m.Loss < 0 || m.Loss != max(0, m.Gap) {
			t.Errorf("step %d: loss %.2f from gap %.2f", m.Step, m.Loss, m.Gap)
		}
		if len(m.Options) < 2 || !slices.ContainsFunc(m.Options, func(o Option) bool { return o.Action == m.Played }) {
			t.Errorf("step %d: options %v lack the played move", m.Step, m.Options)
		}
		lost += m.Loss
		if m.Loss < 1 {
			close++
		}
	}
	for _, k := range []Kind{Airship, Dock, Forge, Build, Card, Choice} {
		if !kinds[k] {
			t.Errorf("no %s decision weighed", k)
		}
	}
	if d := r.Lost - lost; d > 1e-9 || d < -1e-9 {
		t.Errorf("lost %.2f, the moments add up to %.2f", r.Lost, lost)
	}
	if want := float64(close) / float64(len(r.Moments)); r.CloseRate != want {
		t.Errorf("close share %.3f, want %.3f", r.CloseRate, want)
	}
	// the three with the largest first measure are measured again on fresh samples; the
	// costliest are those of them still at 1 VP or more, costliest first by the second measure
	var again3 []int
	for j, m := range r.Moments {
		if m.Fresh != 0 {
			again3 = append(again3, j)
			if m.Fresh != small.Fresh {
				t.Errorf("moment %d measured again on %d samples, want %d", j, m.Fresh, small.Fresh)
			}
		} else if m.Gap != m.Picked {
			t.Errorf("moment %d: gap %.2f, first measure %.2f, not measured again", j, m.Gap, m.Picked)
		}
	}
	if len(again3) != 3 {
		t.Fatalf("%d moments measured again, want 3", len(again3))
	}
	for _, i := range again3 {
		for j, m := range r.Moments {
			if !slices.Contains(again3, j) && m.Picked > r.Moments[i].Picked {
				t.Errorf("moment %d (first measure %.2f) is costlier than %d (%.2f), measured again", j, m.Picked, i, r.Moments[i].Picked)
			}
		}
		if slices.Contains(r.Worst, i) == r.Moments[i].Close() {
			t.Errorf("moment %d: loss %.2f, among the costliest %v", i, r.Moments[i].Loss, r.Worst)
		}
	}
	if len(r.Worst) == 0 {
		t.Fatal("no costly moment in the whole game")
	}
	for k, i := range r.Worst {
		if k > 0 && r.Moments[i].Loss > r.Moments[r.Worst[k-1]].Loss {
			t.Errorf("worst not in order: %v", r.Worst)
		}
	}
	again, err := Game(context.Background(), realGame(t), small, nil)
	if err != nil {
		t.Fatal(err)
	}
	a, _ := json.Marshal(r)
	b, _ := json.Marshal(again)
	if string(a) != string(b) {
		t.Error("the same save gave two different reviews")
	}
}

// TestWeighSeesOnlyWhatThePersonSaw changes every face-down order of a position (the outlaw
// deck, the card deck, the stacks, the dice generator): the review's verdict must not change,
// since a person could not have known any of them.
func TestWeighSeesOnlyWhatThePersonSaw(t *testing.T) {
	rec := realGame(t)
	steps := Steps(rec)
	checked := 0
	for _, i := range steps[:40] {
		g := rec.Before(i)
		m1, ok1, err := Weigh(context.Background(), g, rec.History[i].Action, 7, small)
		if err != nil {
			t.Fatal(err)
		}
		h := g.Clone()
		rev := func(s []int16) { slices.Reverse(s) }
		rev(h.Outlaw.Deck)
		rev(h.CardDeck)
		rev(h.AwardSupply)
		rev(h.UpgradeMarket.Deck)
		for k := range h.MachineMarkets {
			rev(h.MachineMarkets[k].Deck)
		}
		for _, st := range h.Stacks {
			if len(st) > 1 {
				rev(st[1:])
			}
		}
		h.RNG = engine.NewRNG(12345)
		if reflect.DeepEqual(h.Outlaw.Deck, g.Outlaw.Deck) && reflect.DeepEqual(h.CardDeck, g.CardDeck) {
			continue // nothing hidden left to change
		}
		m2, ok2, err := Weigh(context.Background(), h, rec.History[i].Action, 7, small)
		if err != nil {
			t.Fatal(err)
		}
		if ok1 != ok2 || !reflect.DeepEqual(m1, m2) {
			t.Fatalf("step %d: the hidden orders changed the verdict:\n%+v\n%+v", i, m1, m2)
		}
		checked++
	}
	if checked < 20 {
		t.Errorf("only %d positions had hidden orders to change", checked)
	}
}

// TestCancel stops a review at once: no decision is weighed after the cancel (a count, not a
// time: the machine's load decides a time).
func TestCancel(t *testing.T) {
	rec := realGame(t)
	ctx, cancel := context.WithCancel(context.Background())
	n := 0
	_, err := Game(ctx, rec, Default, func(done, total int) {
		n++
		if n == 2 {
			cancel()
		}
	})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err %v", err)
	}
	if n != 2 {
		t.Errorf("%d decisions weighed after the cancel", n-2)
	}
}

// TestOnlySolo refuses a base game for seats.
func TestOnlySolo(t *testing.T) {
	cat, _ := engine.DefaultCatalog()
	g, ev := engine.NewGame(cat, engine.Options{Seed: 3, Seats: 2})
	rec := record.New(g, ev)
	if _, err := Game(context.Background(), rec, small, nil); !errors.Is(err, ErrNotSolo) {
		t.Errorf("err %v", err)
	}
	d, _ := outlaws.ParseDifficulty("")
	g, ev = wiring.BoxOf(cat).NewGame(engine.Options{Seed: 3, Variant: outlaws.Name, Difficulty: string(d)})
	if _, err := Game(context.Background(), record.New(g, ev), small, nil); !errors.Is(err, ErrNoGame) {
		t.Errorf("err %v", err)
	}
}

// TestWordsInBothLanguages renders a review's words in English and French from the
// translation files: every message id of the package has a text in both, and nothing is left
// unfilled.
func TestWordsInBothLanguages(t *testing.T) {
	src, err := os.ReadFile("review.go")
	if err != nil {
		t.Fatal(err)
	}
	ids := regexp.MustCompile(`msg\.New\("(review\.[a-z_]+)"`).FindAllStringSubmatch(string(src), -1)
	if len(ids) < 4 {
		t.Fatalf("only %d ids found", len(ids))
	}
	cat, _ := engine.DefaultCatalog()
	rec := realGame(t)
	r, err := Game(context.Background(), rec, Budget{Samples: 2, Candidates: 2, Pick: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range []string{"en", "fr"} {
		l, err := msgjson.Load("../ui/text/translations/"+lang+".json", func(n int) bool { return n == 1 || lang == "fr" && n == 0 },
			func(ref string) string { return outlaws.CompName(cat, ref, lang) })
		if err != nil {
			t.Fatal(err)
		}
		for _, id := range ids {
			if !l.Has(id[1]) {
				t.Errorf("%s: no text for %s", lang, id[1])
			}
		}
		texts := []string{msg.Render(r.Summary(), l)}
		for _, m := range r.Moments {
			texts = append(texts, msg.Render(m.Words(), l))
		}
		for _, s := range texts {
			if strings.Contains(s, "{{") || strings.Contains(s, "review.") || strings.Contains(s, "act.") {
				t.Errorf("%s: %q", lang, s)
			}
		}
		t.Logf("%s: %s / %s", lang, texts[0], texts[1+r.Worst[0]])
	}
}

// TestSeatOfABaseGame reviews one seat of a finished base game for four seats: the moments are
// that seat's actions, the expert's moves legal there; a solo game's review refuses it, and a
// seat the game does not have is refused.
func TestSeatOfABaseGame(t *testing.T) {
	cat, _ := engine.DefaultCatalog()
	data, err := os.ReadFile("../engine/testdata/saves/seats-2026-11-25/seats4-finished.wmsave")
	if err != nil {
		t.Fatal(err)
	}
	rec, err := record.Load(wiring.BoxOf(cat), data)
	if err != nil {
		t.Fatal(err)
	}
	if !rec.Game.Seated() || !rec.Game.Over() {
		t.Fatal("not a finished base game")
	}
	if _, err := Game(context.Background(), rec, small, nil); !errors.Is(err, ErrNotSolo) {
		t.Errorf("Game on a base game: %v", err)
	}
	if _, err := Seat(context.Background(), rec, 4, small, nil); !errors.Is(err, ErrNoSeat) {
		t.Errorf("seat 5 of 4: %v", err)
	}
	seat := engine.Side(1)
	r, err := Seat(context.Background(), rec, seat, small, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Moments) < 10 || r.Final != rec.Game.Result().Scores[seat].Total {
		t.Fatalf("%d moments, final %d", len(r.Moments), r.Final)
	}
	for _, m := range r.Moments {
		if e := rec.History[m.Step]; e.Side != seat || e.Action != m.Played {
			t.Errorf("step %d: %s by %v, the moment says %s", m.Step, e.Action, e.Side, m.Played)
		}
		if err := rec.Before(m.Step).Check(m.Best); err != nil {
			t.Errorf("step %d: the expert's move %s: %v", m.Step, m.Best, err)
		}
	}
	// what the seat could not see (the other hands, the deck's order, the dice) changes nothing:
	// weighed again on the position so changed, a moment is the one the review weighed on the
	// game itself (with the same seed; the review's own measure is not made a second time)
	worst := map[int]bool{}
	for _, i := range r.Worst {
		worst[i] = true
	}
	changed := 0
	for j, m := range r.Moments[:8] {
		g := rec.Before(m.Step)
		h := g.Clone()
		slices.Reverse(h.CardDeck)
		for s := range h.Sides {
			if other := &h.Sides[s]; engine.Side(s) != seat && len(other.Cards) > 0 && len(h.CardDeck) > 0 {
				other.Cards[0], h.CardDeck[0] = h.CardDeck[0], other.Cards[0]
				changed++
			}
		}
		h.RNG = engine.NewRNG(99)
		m2, _, err2 := weigh(context.Background(), h, seat, m.Played, Seed(rec.Start.Options.Seed, m.Step), small)
		m2.Step, m2.Turn, m2.Picked = m.Step, m.Turn, m2.Gap // (what the review adds to a moment it weighed)
		if worst[j] {
			// one of the three costliest: its gap measured again on fresh samples, its first
			// measure kept as Picked (compared)
			m2.Gap, m2.Loss, m2.Fresh = m.Gap, m.Loss, m.Fresh
		}
		if err2 != nil || !reflect.DeepEqual(m, m2) {
			t.Fatalf("step %d: what the seat could not see changed the verdict:\n%+v\n%+v", m.Step, m, m2)
		}
	}
	if changed == 0 {
		t.Error("no other hand to change")
	}
}
