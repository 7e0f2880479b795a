package engine_test

// Helpers of the base game's conformance suite (docs/conformance.md). The suite drives the
// engine through its public API only: positions come from scenarios (docs/scenarios.md) or
// from a new game, actions go through Apply, and every expected number is written in the test
// from the printed sentence its comment quotes, never computed by the engine.

import (
	"reflect"
	"strings"
	"testing"

	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/geom"
	"whistle/engine/scenario"
)

// confCatalog is the game's catalog (assets/).
func confCatalog(t *testing.T) *catalog.Catalog {
	t.Helper()
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	return cat
}

// confNew starts a base game for seats seats, waiting for its first setup decision.
func confNew(t *testing.T, seats int, seed uint64) *engine.Game {
	t.Helper()
	g, _ := engine.NewGame(confCatalog(t), engine.Options{Seed: seed, Seats: seats})
	return g
}

// confScenario builds a position from a scenario of the base game (version 2 and the seats
// are written by the caller).
func confScenario(t *testing.T, js string) *engine.Game {
	t.Helper()
	g, err := scenario.Load(engine.Box{Catalog: confCatalog(t)}, []byte(js))
	if err != nil {
		t.Fatalf("scenario: %v\n%s", err, js)
	}
	return g
}

// do applies an action the rules must accept.
func do(t *testing.T, g *engine.Game, a engine.Action) []engine.Event {
	t.Helper()
	ev, err := g.Apply(a)
	if err != nil {
		t.Fatalf("%v refused: %v (waiting: %s)", a, err, g.Waiting().Debug())
	}
	return ev
}

// refuse checks that the rules refuse an action and that it changes nothing.
func refuse(t *testing.T, g *engine.Game, a engine.Action, why string) {
	t.Helper()
	h := g.Hash()
	if _, err := g.Apply(a); err == nil {
		t.Fatalf("%v is accepted; the print forbids it: %s", a, why)
	}
	if g.Hash() != h {
		t.Fatalf("a refused %v changed the game", a)
	}
}

// endTurn ends the active seat's turn.
func endTurn(t *testing.T, g *engine.Game) {
	t.Helper()
	do(t, g, engine.Action{Kind: engine.ActEndTurn})
}

// pickChoice picks the one choice of the decision on top whose form (msg Debug, which names
// pieces by id, "machine:forge") contains text.
func pickChoice(t *testing.T, g *engine.Game, text string) {
	t.Helper()
	found := -1
	var all []string
	for i, c := range g.Choices() {
		d := c.Debug()
		all = append(all, d)
		if strings.Contains(d, text) && found < 0 {
			found = i
		}
	}
	if found < 0 {
		t.Fatalf("no choice names %q: %q (waiting: %s)", text, all, g.Waiting().Debug())
	}
	do(t, g, engine.Action{Kind: engine.ActChoose, Option: found})
}

// settle answers every pending decision (payments, which piece to take) with its first
// choice, until the turn is open again.
func settle(t *testing.T, g *engine.Game) {
	t.Helper()
	for k := 0; k < 50; k++ {
		f := g.Top()
		if f == nil || f.Kind == engine.FrCollect || f.Kind == engine.FrForge || g.NumChoices() == 0 {
			return
		}
		do(t, g, engine.Action{Kind: engine.ActChoose, Option: 0})
	}
	t.Fatal("the decisions never end")
}

// finishSetup makes every setup decision with the first legal action; it fails when a seat
// has no legal action (a game stuck in setup).
func finishSetup(t *testing.T, g *engine.Game) {
	t.Helper()
	for k := 0; g.InSetup(); k++ {
		legal := g.Legal()
		if len(legal) == 0 || k > 100 {
			t.Fatalf("setup is stuck: %s has %d legal actions (waiting: %s)", seatName(g.Seat()), len(legal), g.Waiting().Debug())
		}
		do(t, g, legal[0])
	}
}

// seatName is "seat N" (1-based) for messages.
func seatName(s engine.Side) string { return "seat " + string(rune('1'+int(s))) }

// seatOf is the seat owning an airship (owners are compared as numbers: the suite does not
// depend on how the engine types a solo-only owner).
func seatOf(sh engine.Ship) int { return int(sh.Owner) }

// shipsOf lists a seat's airships.
func shipsOf(g *engine.Game, seat int) []engine.Ship {
	var out []engine.Ship
	for _, sh := range g.Ships {
		if seatOf(sh) == seat {
			out = append(out, sh)
		}
	}
	return out
}

// shipOf is a seat's airship of a kind.
func shipOf(t *testing.T, g *engine.Game, seat int, kind engine.ShipKind) engine.Ship {
	t.Helper()
	for _, sh := range shipsOf(g, seat) {
		if sh.Kind == kind {
			return sh
		}
	}
	t.Fatalf("%s has no %s", seatName(engine.Side(seat)), kind)
	return engine.Ship{}
}

// dockNo is the 1-based number of a dock (actions name docks so), found by its id in assets/.
func dockNo(t *testing.T, g *engine.Game, id string) int {
	t.Helper()
	d, ok := g.Catalog().DockByID[id]
	if !ok {
		t.Fatalf("no dock %q", id)
	}
	return d + 1
}

// zone counts a seat's workers in a zone.
func zone(g *engine.Game, seat int, z engine.Zone) int {
	n := 0
	for _, w := range g.Workers[seat] {
		if w.Zone == z {
			n++
		}
	}
	return n
}

// startSeat is the start player: (*Game).StartSeat where the engine has it, else seat 1 (the
// suite compiles against engines with and without a chosen start player).
func startSeat(g *engine.Game) int {
	if s, ok := any(g).(interface{ StartSeat() engine.Side }); ok {
		return int(s.StartSeat())
	}
	return 0
}

// withStart sets Options.Start ("random", "1".."4") where the engine has it; ok is false on an
// engine whose start player cannot be chosen.
func withStart(opt engine.Options, start string) (engine.Options, bool) {
	v := reflect.ValueOf(&opt).Elem().FieldByName("Start")
	if !v.IsValid() || v.Kind() != reflect.String {
		return opt, false
	}
	v.SetString(start)
	return opt, true
}

// c reads a square ("C5").
func c(s string) geom.Cell {
	x, err := geom.ParseCell(s)
	if err != nil {
		panic(err)
	}
	return x
}

// filled counts the face-up pieces of a market.
func filled(m engine.Market) int {
	n := 0
	for _, s := range m.Slots {
		if s >= 0 {
			n++
		}
	}
	return n
}

// allScaffoldIDs lists the ids of every scaffold tile (to put them all somewhere in a scenario).
func allScaffoldIDs(g *engine.Game) []string {
	var out []string
	for _, s := range g.Catalog().Scaffolds {
		out = append(out, s.ID)
	}
	return out
}

// quoteList writes ids as a JSON list.
func quoteList(ids []string) string {
	return `["` + strings.Join(ids, `", "`) + `"]`
}
