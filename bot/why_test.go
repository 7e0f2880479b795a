package bot

import (
	"strings"
	"testing"

	"whistle/engine"
)

// TestSeatMovesCarryReasons: every decision of a seat bot comes with a reason; a main action's
// reason gives the greedy bot's estimate among its moves; the reason does not change the
// decision (the same action as GreedyChecked's); the expert's reason is its search's.
func TestSeatMovesCarryReasons(t *testing.T) {
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	g, _ := engine.NewGame(cat, engine.Options{Seed: 7, Seats: 3})
	mains, kinds := 0, map[string]bool{}
	for k := 0; k < 400 && !g.Over(); k++ {
		main := g.Top() == nil && g.Turn.Main == engine.NoMain && !g.InSetup()
		m := DecideSeat(g, LevelGreedy, Sim)
		if a, _ := GreedyChecked(g); a != m.Action {
			t.Fatalf("decision %d: %v with a reason, %v without", k, m.Action, a)
		}
		if m.Why.IsZero() || !strings.HasPrefix(m.Why.ID, "bot.why.") {
			t.Fatalf("decision %d (%v): reason %+v", k, m.Action, m.Why)
		}
		kinds[m.Why.ID] = true
		if main && m.Action.Kind != engine.ActEndTurn {
			if m.Why.ID != "bot.why.main" && m.Why.ID != "bot.why.main_least_bad" {
				t.Fatalf("decision %d: a main action (%v) explained by %s", k, m.Action, m.Why.ID)
			}
			mains++
		}
		if err := g.ApplyQuiet(m.Action); err != nil {
			t.Fatal(err)
		}
	}
	if mains < 20 || !kinds["bot.why.end_turn"] || !kinds["bot.why.first_offer"] {
		t.Fatalf("%d main actions, reasons seen %v", mains, kinds)
	}
	g = seatPosition(t, 1, 3, 0, 4)
	m := DecideSeat(g, LevelExpert, Budget{Candidates: 4, Samples: 4, Rounds: 1})
	if m.Why.ID != "bot.why.expert" && m.Why.ID != "bot.why.expert_close" {
		t.Fatalf("the expert's reason is %s", m.Why.ID)
	}
	if m.Why.Args[0].Num < 2 || m.Why.Args[1].Num != 4 {
		t.Fatalf("the expert compared %d options over %d samples", m.Why.Args[0].Num, m.Why.Args[1].Num)
	}
}
