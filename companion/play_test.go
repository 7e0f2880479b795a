package companion_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"whistle/companion"
	"whistle/companion/companiontest"
	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/internal/wiring"
	"whistle/outlaws"
)

func mustCatalog(t testing.TB) *catalog.Catalog {
	t.Helper()
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	return cat
}

// Whole games as a person at the table plays them, with every kind of report: they reach the
// scoring sheet, every kind of event happens over the games, and each game survives a save and
// a load exactly.
func TestCompanionScriptedGames(t *testing.T) {
	cat := mustCatalog(t)
	seen := map[string]int{}
	for seed := uint64(1); seed <= 12; seed++ {
		opt := companion.Options{Seed: seed, Difficulty: []string{"", "easy", "hard"}[seed%3], Printed: seed%2 == 0}
		s, err := companion.NewSession(wiring.BoxOf(cat), opt)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 7))
		if _, err := companiontest.Play(s, rng, companiontest.Options{Reports: true, TowerLaid: seed%4 == 1}); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if s.Companion.Phase != companion.PhaseOver || s.Companion.Result == nil {
			t.Fatalf("seed %d: phase %s, result %v", seed, s.Companion.Phase, s.Companion.Result)
		}
		for _, l := range s.Log() {
			seen[l.Text.ID]++
		}
		data, err := s.Save()
		if err != nil {
			t.Fatal(err)
		}
		l, err := companion.Load(wiring.BoxOf(cat), data)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if l.Companion.Hash() != s.Companion.Hash() || len(l.Log()) != len(s.Log()) {
			t.Fatalf("seed %d: the loaded game differs", seed)
		}
	}
	for _, id := range []string{"companion.log.thefts", "companion.log.dock_theft", "companion.log.theft_grid", "companion.log.stolen",
		"companion.log.skip", "companion.log.cannot", "companion.log.flood", "companion.log.award_floor", "companion.log.award_auto",
		"companion.log.award_none", "companion.log.climb", "companion.log.promote", "companion.log.bump", "companion.log.card_entered",
		"companion.log.deck_out", "companion.log.machine", "companion.log.upgrade", "companion.log.scaffold", "companion.log.blocker_moves",
		"companion.log.market_refill", "companion.log.you_take", "companion.log.markets_known"} {
		if seen[id] == 0 {
			t.Errorf("no game produced %s", id)
		}
	}
}

// budget is the most taps an outlaw turn may cost (issue: airship + build ≤ 2, rotation ≤ 3 + 1
// per theft, promote + award ≤ 3), not counting the taps that tell a printed card's number or
// enter its actions the first time; ok=false for cards the budget says nothing about.
func budget(card []string) (n int, ok bool) {
	kinds := map[outlaws.Kind]bool{}
	for _, s := range card {
		a, _ := outlaws.ParseAct(s)
		kinds[a.Kind] = true
	}
	switch {
	case len(card) == 2 && kinds[outlaws.Ship]:
		return 2, true
	case kinds[outlaws.Rotate]:
		return 3, true
	case kinds[outlaws.Promote]:
		return 3, true
	}
	return 0, false
}

func checkBudget(t *testing.T, name string, turns []companiontest.Turn) {
	t.Helper()
	var total, tell, enter, over, counted int
	for i, tn := range turns {
		total += tn.Taps
		tell += tn.Tell
		enter += tn.Enter
		b, ok := budget(tn.Card)
		if !ok {
			continue
		}
		counted++
		taps := tn.Taps - tn.Tell - tn.Enter - tn.Thefts - tn.Refill
		if taps > b {
			over++
			t.Errorf("%s: turn %d (%s): %d taps (+%d thefts, %d telling the card, %d entering it), budget %d", name, i+1, strings.Join(tn.Card, " "), taps, tn.Thefts, tn.Tell, tn.Enter, b)
		}
	}
	t.Logf("%s: %d outlaw turns, %d taps in all (%.2f a turn); %d taps said which face-up space the die picked (printed deck), %d entered a printed card's actions; %d turns held to the budget",
		name, len(turns), total, float64(total)/float64(max(1, len(turns))), tell, enter, counted)
}

func playBudget(t *testing.T, opt companion.Options, po companiontest.Options) []companiontest.Turn {
	t.Helper()
	s, err := companion.NewSession(wiring.BoxOf(mustCatalog(t)), opt)
	if err != nil {
		t.Fatal(err)
	}
	turns, err := companiontest.Play(s, rand.New(rand.NewPCG(opt.Seed, 1)), po)
	if err != nil {
		t.Fatal(err)
	}
	if s.Companion.Result == nil {
		t.Fatal("the game was not scored")
	}
	return turns
}

// The tap budget with the app's own (reconstructed) deck.
func TestCompanionTapBudgetReconstructedDeck(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		checkBudget(t, "reconstructed deck", playBudget(t, companion.Options{Seed: seed}, companiontest.Options{TowerLaid: true}))
	}
}

// The tap budget with printed cards the app learns during play: the first time a card comes up
// its actions cost three taps more (counted apart); after that it is known.
func TestCompanionTapBudgetPrintedCardsEnteredDuringPlay(t *testing.T) {
	cat := mustCatalog(t)
	table := shuffledTable(t, 5)
	rec := companion.NewRecord() // kept across games, as the app keeps it in its storage
	var entered []int
	for seed := uint64(1); seed <= 3; seed++ {
		s, err := companion.NewSession(wiring.BoxOf(cat), companion.Options{Seed: seed, Printed: true, Known: rec})
		if err != nil {
			t.Fatal(err)
		}
		turns, err := companiontest.Play(s, rand.New(rand.NewPCG(seed, 1)), companiontest.Options{PrintedDeck: table, TowerLaid: true})
		if err != nil {
			t.Fatal(err)
		}
		checkBudget(t, "printed cards entered during play", turns)
		enter := 0
		for _, tn := range turns {
			enter += tn.Enter
		}
		entered = append(entered, enter/3)
		companion.Merge(rec, s.Companion)
		for i, c := range rec.Cards {
			if len(c.Actions) > 0 && strings.Join(c.Actions, " ") != strings.Join(table[i], " ") {
				t.Fatalf("card %d recorded as %v, the table's is %v", i+1, c.Actions, table[i])
			}
		}
	}
	t.Logf("cards entered in games 1, 2, 3: %v; known after them: %d of %d", entered, companion.RecordCards(rec), len(rec.Cards))
	if entered[0] == 0 || entered[2] >= entered[0] {
		t.Fatalf("the record does not carry across games: cards entered per game %v", entered)
	}
}

// The tap budget with a deck file of every printed card (the record exported after earlier
// games): no card is ever entered.
func TestCompanionTapBudgetDeckFile(t *testing.T) {
	cat := mustCatalog(t)
	table := shuffledTable(t, 9)
	rec := companion.NewRecord()
	for i, acts := range table {
		if err := companion.SetCard(cat, rec, i+1, acts); err != nil {
			t.Fatal(err)
		}
	}
	data, err := companion.MarshalRecord(rec)
	if err != nil {
		t.Fatal(err)
	}
	known, err := companion.LoadRecord(cat, data)
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1); seed <= 3; seed++ {
		turns := playBudget(t, companion.Options{Seed: seed, Printed: true, Known: known}, companiontest.Options{PrintedDeck: table, TowerLaid: true})
		for _, tn := range turns {
			if tn.Enter > 0 {
				t.Fatal("a card of the deck file was asked for")
			}
		}
		checkBudget(t, "deck file", turns)
	}
}

// shuffledTable is a printed deck whose numbers do not match the app's reconstructed deck: the
// default deck's cards under other numbers.
func shuffledTable(t *testing.T, seed uint64) [][]string {
	d, err := outlaws.DefaultDeck()
	if err != nil {
		t.Fatal(err)
	}
	acts := d.Actions()
	rand.New(rand.NewPCG(seed, 3)).Shuffle(len(acts), func(i, j int) { acts[i], acts[j] = acts[j], acts[i] })
	return acts
}
