package game

import (
	"testing"

	"whistle/bot"
	"whistle/engine"
	"whistle/engine/msg"
	"whistle/engine/record"
)

func seatTable(t *testing.T, seed uint64, plans []engine.SeatPlan) *BaseGame {
	t.Helper()
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	g, ev := engine.NewGame(cat, engine.Options{Seed: seed, Seats: len(plans), Players: plans})
	return NewBaseGame(record.New(g, ev))
}

var anaLeaBot = []engine.SeatPlan{{Name: "Ana", Colour: "red"}, {Name: "Léa", Colour: "blue"}, {Name: "Bot", Colour: "black", Bot: "greedy"}}

// advance plays until a person's decision waits and their seat is shown: bots by their
// steps, people by the greedy bot's move made through the table (tapping through hand-offs).
// It stops after n people's decisions.
func advance(t *testing.T, tb *BaseGame, n int) {
	t.Helper()
	for k := 0; k < 5000 && n > 0 && !tb.Game().Over(); k++ {
		if s, ok := tb.NextBotStep(0); ok {
			if err := tb.PlayBotStep(s); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if tb.HandOff() {
			tb.Reveal()
		}
		a, _ := bot.GreedyChecked(tb.Game())
		if err := tb.Do(a); err != nil {
			t.Fatalf("a person's move %v: %v", a, err)
		}
		n--
	}
}

// TestBaseGameHandOff: between two people's decisions the device is handed over: no hand shows
// and no move is taken until the next person taps; a bot's hand never shows; with one person
// at the table there is no hand-off.
func TestBaseGameHandOff(t *testing.T) {
	tb := seatTable(t, 3, anaLeaBot)
	handOffs := 0
	for k := 0; k < 3000 && !tb.Game().Over() && handOffs < 6; k++ {
		if s, ok := tb.NextBotStep(0); ok {
			if tb.MayAct() || tb.MayShowHand(2) {
				t.Fatal("during a bot's step a move is taken or the bot's hand shows")
			}
			if err := tb.PlayBotStep(s); err != nil {
				t.Fatal(err)
			}
			continue
		}
		w := tb.Waiting()
		if tb.HandOff() {
			handOffs++
			if tb.Shown != w || tb.HandOffText().IsZero() {
				t.Fatalf("the hand-off is for seat %d, the decision is seat %d's", tb.Shown+1, w+1)
			}
			for s := range 3 {
				if tb.MayShowHand(engine.Side(s)) {
					t.Fatalf("seat %d's hand shows during the hand-off", s+1)
				}
			}
			before := tb.Game().Hash()
			a, _ := bot.GreedyChecked(tb.Game())
			if err := tb.Do(a); err == nil || msg.Of(err).ID != "seats.not_your_turn" || tb.Game().Hash() != before {
				t.Fatalf("a move during the hand-off: %v", err)
			}
			tb.Reveal()
		}
		if !tb.MayShowHand(w) || tb.MayShowHand(1-w) || !tb.MayAct() {
			t.Fatalf("seat %d to decide: its hand shows %t, the other person's %t", w+1, tb.MayShowHand(w), tb.MayShowHand(1-w))
		}
		a, _ := bot.GreedyChecked(tb.Game())
		if err := tb.Do(a); err != nil {
			t.Fatal(err)
		}
	}
	if handOffs < 6 {
		t.Fatalf("%d hand-offs", handOffs)
	}

	solo := seatTable(t, 3, []engine.SeatPlan{{Name: "Ana", Colour: "red"}, {Name: "B1", Colour: "blue", Bot: "greedy"}, {Name: "B2", Colour: "black", Bot: "expert"}})
	solo.Budget = bot.Budget{Candidates: 2, Samples: 2, Rounds: 1}
	for k := 0; k < 200 && !solo.Game().Over(); k++ {
		if solo.HandOff() {
			t.Fatal("a hand-off with one person at the table")
		}
		advance(t, solo, 1)
	}
}

// TestBaseGameUndo: undo takes back the shown person's last decision; crossing another person's
// decisions it first warns (naming them) and changes nothing until confirmed; bots' decisions
// are crossed silently; afterwards the undoing person's decision waits, so no other hand
// shows.
func TestBaseGameUndo(t *testing.T) {
	tb := seatTable(t, 5, anaLeaBot)
	advance(t, tb, 12)
	// the position where Ana decides: undo her last decision, crossing Léa's and the bot's
	last := func() engine.Side { return tb.Record.History[len(tb.Record.History)-1].Side }
	for k := 0; !(tb.Waiting() == 0 && tb.Shown == 0 && !tb.HandOff() && !tb.BotToMove() && last() != 0); k++ {
		if k > 1000 {
			t.Fatal("Ana never decides after another seat")
		}
		if s, ok := tb.NextBotStep(0); ok {
			_ = tb.PlayBotStep(s)
			continue
		}
		if tb.HandOff() {
			tb.Reveal()
			continue
		}
		a, _ := bot.GreedyChecked(tb.Game())
		if err := tb.Do(a); err != nil {
			t.Fatal(err)
		}
	}
	u := tb.PlanUndo()
	if !u.OK || len(u.People) != 1 || u.People[0] != 1 || u.Warn.ID != "seats.undo_crosses" {
		t.Fatalf("plan %+v", u)
	}
	before := tb.Game().Hash()
	if _, ok := tb.Undo(false); ok || tb.Game().Hash() != before {
		t.Fatal("undo crossed Léa's decisions without asking")
	}
	n := len(tb.Record.History)
	if _, ok := tb.Undo(true); !ok || len(tb.Record.History) != n-u.Steps {
		t.Fatal("a confirmed undo did nothing")
	}
	if tb.Waiting() != 0 || tb.Shown != 0 || tb.HandOff() || tb.MayShowHand(1) || !tb.MayAct() {
		t.Fatalf("after undo: waiting seat %d, shown %d", tb.Waiting()+1, tb.Shown+1)
	}
	// a save keeps the undone actions (without their seats): after loading it redo still
	// stops before Léa's decision
	data, err := tb.Record.Save()
	if err != nil {
		t.Fatal(err)
	}
	loaded, err := record.Load(tb.Record.Game.Box(), data)
	if err != nil {
		t.Fatal(err)
	}
	tb = NewBaseGame(loaded)
	if tb.Shown != 0 || !tb.HandOff() {
		t.Fatalf("a loaded game shows seat %d", tb.Shown+1)
	}
	tb.Reveal()
	// redo makes Ana's decisions and the bot's steps again, and stops before Léa's
	undone := len(tb.Record.Redo)
	if !tb.Redo() {
		t.Fatal("Ana cannot redo")
	}
	if len(tb.Record.Redo) == 0 || len(tb.Record.Redo) == undone || tb.Waiting() != 1 || !tb.HandOff() || tb.CanRedo() {
		t.Fatalf("after redo: %d undone actions left, waiting seat %d, hand-off %t", len(tb.Record.Redo), tb.Waiting()+1, tb.HandOff())
	}
	tb.Reveal()
	if tb.CanRedo() != true {
		t.Fatal("Léa cannot redo her own decision")
	}
	for len(tb.Record.Redo) > 0 {
		if tb.HandOff() {
			tb.Reveal()
		}
		if !tb.Redo() {
			t.Fatal("redo stopped")
		}
	}
	if tb.Game().Hash() != before {
		t.Fatal("redoing every decision does not give the game back")
	}
	if tb.HandOff() {
		tb.Reveal()
	}
	if _, ok := tb.Undo(true); !ok {
		t.Fatal("undo again")
	}
	// Ana's own decision just made: undone without a warning
	a, _ := bot.GreedyChecked(tb.Game())
	if err := tb.Do(a); err != nil {
		t.Fatal(err)
	}
	if tb.Waiting() == 0 {
		if u := tb.PlanUndo(); !u.OK || !u.Warn.IsZero() {
			t.Fatalf("undoing her own last decision: %+v", u)
		}
	}

	// only bots between: no warning
	withBots := seatTable(t, 5, []engine.SeatPlan{{Name: "Ana", Colour: "red"}, {Name: "B1", Colour: "blue", Bot: "greedy"}, {Name: "B2", Colour: "black", Bot: "greedy"}})
	advance(t, withBots, 8)
	for withBots.BotToMove() {
		s, _ := withBots.NextBotStep(0)
		_ = withBots.PlayBotStep(s)
	}
	if u := withBots.PlanUndo(); !u.OK || !u.Warn.IsZero() || len(u.People) != 0 {
		t.Fatalf("undo across bots only: %+v", u)
	}
}

// TestBaseGameBotsPaced: the bots' steps come one at a time with a delay by kind (a main action
// longest), each with its reason; a schedule decided ahead plays to the same game as deciding
// step by step; a step decided for another position is refused; the log shows each bot
// reason beside its action's first line.
func TestBaseGameBotsPaced(t *testing.T) {
	bots := []engine.SeatPlan{{Name: "Ana", Colour: "red"}, {Name: "B1", Colour: "blue", Bot: "greedy"}, {Name: "B2", Colour: "yellow", Bot: "greedy"}, {Name: "B3", Colour: "black", Bot: "greedy"}}
	a, b := seatTable(t, 8, bots), seatTable(t, 8, bots)
	advance(t, a, 12)
	advance(t, b, 12)
	for !a.BotToMove() {
		advance(t, a, 1)
		advance(t, b, 1)
	}
	plan := a.BotSchedule(500, 1)
	if len(plan) < 3 {
		t.Fatalf("a schedule of %d steps", len(plan))
	}
	mains := 0
	for _, s := range plan {
		if s.Move.Why.IsZero() || s.Delay < PaceStep {
			t.Fatalf("step %+v", s)
		}
		if s.Delay == PaceMain {
			mains++
		}
		if err := a.PlayBotStep(s); err != nil {
			t.Fatal(err)
		}
		one, ok := b.NextBotStep(1)
		if !ok || one.Move.Action != s.Move.Action {
			t.Fatalf("the schedule and the step-by-step bots differ: %v, %v", s.Move.Action, one.Move.Action)
		}
		if err := b.PlayBotStep(one); err != nil {
			t.Fatal(err)
		}
	}
	if mains == 0 || a.BotToMove() || a.Game().Hash() != b.Game().Hash() {
		t.Fatalf("%d main steps; a bot still to move: %t", mains, a.BotToMove())
	}
	if err := a.PlayBotStep(plan[0]); err == nil {
		t.Fatal("a stale step was played")
	}
	whys := 0
	for _, l := range a.Log() {
		if l.Index >= 0 && a.IsBot(a.Record.History[l.Index].Side) && !l.Why.IsZero() {
			whys++
		}
	}
	if whys < len(plan) {
		t.Fatalf("%d bot reasons in the log for %d steps", whys, len(plan))
	}
}

// TestBaseGameHint: the hint is the greedy bot's move for the shown person with its reason, and
// none during a hand-off or a bot's turn.
func TestBaseGameHint(t *testing.T) {
	tb := seatTable(t, 2, anaLeaBot)
	for k := 0; k < 100; k++ {
		if tb.BotToMove() || tb.HandOff() {
			if _, ok := tb.Hint(); ok {
				t.Fatal("a hint while the shown person may not act")
			}
		}
		if tb.MayAct() {
			m, ok := tb.Hint()
			want, _ := bot.GreedyChecked(tb.Game())
			if !ok || m.Action != want || m.Why.IsZero() {
				t.Fatalf("hint %+v", m)
			}
		}
		advance(t, tb, 1)
	}
}

// TestBaseGameStandings: at the end every seat has its line, best first, the winners the
// engine's; places, tie-break reasons and the end's title follow the printed tie-breaks
// (most VP, then highest tower worker, then most items), a full tie sharing the place.
func TestBaseGameStandings(t *testing.T) {
	p, err := bot.PlaySeatsGame(11, 3, bot.GreedyChecked)
	if err != nil {
		t.Fatal(err)
	}
	tb := NewBaseGame(record.New(p.Game, nil))
	st := tb.Standings()
	if len(st) != 3 || !st[0].Won || st[0].Seat != p.Result.Winner || st[0].Place != 1 {
		t.Fatalf("standings %+v, result %+v", st, p.Result)
	}
	for i := 1; i < len(st); i++ {
		if st[i].Score.Total > st[i-1].Score.Total || st[i].Place < st[i-1].Place {
			t.Fatalf("standings out of order: %+v", st)
		}
	}
	if id := tb.EndTitle().ID; id != "seats.end_win" && id != "seats.end_tie" && id != "seats.end_shared" {
		t.Fatalf("title %s", id)
	}

	line := func(seat engine.Side, vp, tower, items int) Standing {
		return Standing{Seat: seat, Score: engine.Score{Total: vp}, Tie: engine.TieBreak{Tower: tower, Items: items}}
	}
	all := []Standing{line(0, 100, 4, 3), line(1, 100, 3, 9), line(2, 100, 3, 2), line(3, 90, 5, 5)}
	want := []string{"seats.place_tower", "seats.place_items", "seats.place_items", ""}
	for i := range all {
		if got := placeWhy(all, i).ID; got != want[i] {
			t.Errorf("seat %d: %q, want %q", i+1, got, want[i])
		}
	}
	all = []Standing{line(0, 100, 3, 2), line(1, 100, 3, 2)}
	if placeWhy(all, 0).ID != "seats.place_shared" {
		t.Error("a full tie is not a shared place")
	}
}

// TestBaseGameWholeGame plays a 3-seat game (two people sharing the device and an expert bot) to
// the end through the table: hand-offs, the bot's paced steps, a save and load half-way (the
// game goes on from the loaded session), and the end's standings agree with the engine.
func TestBaseGameWholeGame(t *testing.T) {
	plans := []engine.SeatPlan{{Name: "Ana", Colour: "red"}, {Name: "Léa", Colour: "blue"}, {Name: "Bot", Colour: "black", Bot: "expert"}}
	tb := seatTable(t, 13, plans)
	tb.Budget = bot.Budget{Candidates: 3, Samples: 2, Rounds: 1}
	handOffs, botSteps, saved := 0, 0, false
	for k := 0; k < 20000 && !tb.Game().Over(); k++ {
		if !saved && tb.Game().Turn.Number > 40 {
			data, err := tb.Record.Save()
			if err != nil {
				t.Fatal(err)
			}
			h, err := record.Load(tb.Game().Box(), data)
			if err != nil {
				t.Fatal(err)
			}
			budget := tb.Budget
			tb = NewBaseGame(h)
			tb.Budget = budget
			saved = true
		}
		if s, ok := tb.NextBotStep(0); ok {
			if err := tb.PlayBotStep(s); err != nil {
				t.Fatal(err)
			}
			botSteps++
			continue
		}
		if tb.HandOff() {
			handOffs++
			tb.Reveal()
		}
		a, _ := bot.GreedyChecked(tb.Game())
		if err := tb.Do(a); err != nil {
			t.Fatal(err)
		}
	}
	if !tb.Game().Over() || !saved || handOffs < 20 || botSteps < 50 {
		t.Fatalf("over %t, saved %t, %d hand-offs, %d bot steps", tb.Game().Over(), saved, handOffs, botSteps)
	}
	r := tb.Game().Result()
	st := tb.Standings()
	winners := 0
	for _, s := range st {
		if s.Won {
			winners++
			if s.Place != 1 {
				t.Fatalf("a winner in place %d", s.Place)
			}
		}
		if !tb.MayShowHand(s.Seat) {
			t.Fatalf("seat %d's hand hidden after the end", s.Seat+1)
		}
	}
	if winners != max(1, len(r.Tied)) {
		t.Fatalf("%d winners, result %+v", winners, r)
	}
	t.Logf("%d turns, %d hand-offs, %d bot steps; %s: %v", tb.Game().Turn.Number, handOffs, botSteps, tb.EndTitle().Debug(), r.Scores)
}

// TestSeatOfferIsTheWaitingSeats: in a base game the offer's cards, awards and uses are those of
// the seat whose decision waits, never the first seat's hand shown to whoever plays.
func TestSeatOfferIsTheWaitingSeats(t *testing.T) {
	tb := seatTable(t, 5, anaLeaBot)
	s := SeatedSession(tb)
	checked := 0
	for k := 0; k < 400 && checked < 3 && !tb.Game().Over(); k++ {
		advance(t, tb, 1)
		if tb.HandOff() {
			tb.Reveal()
		}
		s.refreshLegal()
		side := tb.Waiting()
		if side == 0 || !tb.MayAct() {
			continue
		}
		g := tb.Game()
		want := map[string]bool{}
		for _, c := range g.Sides[side].Cards {
			want[g.Catalog().Cards[c].ID] = true
		}
		for _, b := range s.Moves().YourOffer().Bonus {
			if b.Kind == BonusCard && !want[b.Action.ID] {
				t.Fatalf("seat %d is offered %s, a card it does not hold (its hand: %v)", side, b.Action.ID, want)
			}
		}
		if len(want) > 0 && len(g.Sides[0].Cards) > 0 {
			checked++
		}
	}
	if checked == 0 {
		t.Fatal("no seat but the first held a card when its decision waited")
	}
}
