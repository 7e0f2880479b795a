package engine

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"whistle/engine/fileio"
	"whistle/engine/msg"
)

// The base game for 2–4 seats (Options.Seats > 0) runs on the same state as the solo game
// against the outlaws: Game.Sides and Game.Workers hold one entry per seat, Game.First is the
// start player (Options.Start) and play passes to the next seat (clockwise at the table).
// Against the outlaws the two sides are You (the person) and Outlaws (the variant's
// automaton), and Seats is 0.

// MaxSeats is the most seats the base game has (four player colours in the box).
const MaxSeats = 4

// MinSeats is the fewest seats of the base game.
const MinSeats = 2

// Seated reports whether the game is the base game for 2–4 seats rather than the solo game
// against the outlaws.
func (g *Game) Seated() bool { return g.Options.Seats > 0 }

// NumSeats is the number of sides in play: 2 against the outlaws, 2–4 in the base game.
func (g *Game) NumSeats() int { return len(g.Sides) }

// me is the side whose own actions the rules take now: you against the outlaws (during their
// turn too, when one of your decisions waits), the active seat in the base game.
func (g *Game) me() Side {
	if g.Options.Seats == 0 {
		return You
	}
	return g.Turn.Active
}

// Seat is the side whose decision the game waits for now: the side of the decision on top of
// the stack, otherwise the active side (for the window, the bots and the hand-off between
// people sharing one device).
func (g *Game) Seat() Side {
	if f := g.Top(); f != nil && !f.open() {
		return f.Side
	}
	return g.Turn.Active
}

// isPlayer reports whether a side plays by the players' rules (effects, abilities, storage
// scoring): you against the outlaws, every seat of the base game. The outlaws never benefit
// from effects (O-GEN-3).
func (g *Game) isPlayer(side Side) bool { return side == You || g.Options.Seats > 0 }

// IsPlayer is isPlayer for other packages.
func (g *Game) IsPlayer(side Side) bool { return g.isPlayer(side) }

// outlawsActing reports whether the outlaw variant takes the actions now: their turn, with no
// decision of yours waiting.
func (g *Game) outlawsActing() bool {
	return g.Options.Seats == 0 && g.Turn.Active == Outlaws && !g.YourDecisionPending()
}

// isBlocker reports whether an owner is the outlaw variant's blocker ships (a base game has
// none; Blockers is no seat's number).
func (g *Game) isBlocker(o Owner) bool { return o == Blockers && g.Options.Seats == 0 }

// IsBlocker is isBlocker for other packages.
func (g *Game) IsBlocker(o Owner) bool { return g.isBlocker(o) }

// TurnOrder lists every side once in turn order, from a side on ("beginning with the active
// player and continuing clockwise": promotions, workers a new scaffold covers, awards and
// losses for each player).
func (g *Game) TurnOrder(from Side) []Side {
	o := g.turnOrder(from)
	return slices.Clone(o.list())
}

// order is a turn order kept on the stack (the rules walk it on every promotion).
type order struct {
	s [MaxSeats]Side
	n int
}

func (o *order) list() []Side { return o.s[:o.n] }

// turnOrder is TurnOrder without an allocation.
func (g *Game) turnOrder(from Side) order {
	o := order{n: len(g.Sides)}
	for k := 0; k < o.n; k++ {
		o.s[k] = Side((int(from) + k) % o.n)
	}
	return o
}

// nextSeat is the seat after a side in turn order.
func (g *Game) nextSeat(s Side) Side { return Side((int(s) + 1) % len(g.Sides)) }

// prevSeat is the seat before a side in turn order (to its right at the table).
func (g *Game) prevSeat(s Side) Side { return Side((int(s) + len(g.Sides) - 1) % len(g.Sides)) }

// Others lists the other sides in turn order after a side.
func (g *Game) Others(s Side) []Side { return g.TurnOrder(s)[1:] }

// StartSeat is the seat that started a base game (Options.Start); You against the outlaws.
func (g *Game) StartSeat() Side { return g.First }

// startSeat reads Options.Start for a game of n seats: "" is seat 1, "1"…"4" that seat, and
// "random" a seat drawn from the generator (ok false for anything else).
func (g *Game) startSeat(n int) (s Side, ok bool) {
	switch st := g.Options.Start; {
	case st == "":
		return 0, true
	case st == "random":
		return Side(g.RNG.IntN(n)), true
	case len(st) == 1 && st[0] >= '1' && int(st[0]-'0') <= n:
		return Side(st[0] - '1'), true
	}
	return 0, false
}

// checkStart checks Options.Start and the seat that started: only a base game names one, and
// a named seat is the one that started.
func (g *Game) checkStart() error {
	st := g.Options.Start
	if g.Options.Seats == 0 {
		if st != "" || g.First != 0 {
			return errors.New("a game against the outlaws has no start player to choose")
		}
		return nil
	}
	if g.First < 0 || int(g.First) >= g.Options.Seats {
		return fmt.Errorf("seat %d starts a game for %d players", int(g.First)+1, g.Options.Seats)
	}
	switch {
	case st == "random":
		return nil
	case st == "":
		if g.First != 0 {
			return errors.New("seat 1 starts unless another start player is chosen")
		}
		return nil
	case len(st) == 1 && st[0] >= '1' && int(st[0]-'0') <= g.Options.Seats:
		if g.First != Side(st[0]-'1') {
			return fmt.Errorf("seat %s was chosen to start, not seat %d", st, int(g.First)+1)
		}
		return nil
	}
	return fmt.Errorf("the start player %s is none of random, 1 to %d", fileio.Q(fileio.Excerpt(st)), g.Options.Seats)
}

// setupSeatResources draws the start player and gives each seat its starting resources (base
// game setup A and C: the same for everyone, and the 2nd, 3rd and 4th player in turn order
// from the start player more) and lists the owners of airships: the seats.
func (g *Game) setupSeatResources() []Owner {
	b := &g.cat.Board
	n := len(g.Sides)
	g.First, _ = g.startSeat(n)
	owners := make([]Owner, n)
	for s := range g.Sides {
		res := b.StartResources.Add(b.SeatExtra((s - int(g.First) + n) % n))
		g.Supply = g.Supply.Sub(res)
		g.Sides[s].Res = res
		owners[s] = Owner(s)
	}
	return owners
}

// startSeatSetup opens the setup decisions of the base game: the starting abilities go round
// from the last player in turn order (setup E), then each seat from the start player builds
// its starting scaffold (setup F).
func (g *Game) startSeatSetup(ev []Event) []Event {
	last := g.prevSeat(g.First)
	g.Version, g.Rules = SeatsPositionVersion, PrintedRules
	g.Turn = TurnState{Number: 0, Active: last}
	ev = append(ev, Event{Side: 0, Msg: msg.New("ev.new_game", msg.Name("Seed", strconv.FormatUint(g.Options.Seed, 10)))})
	af := newFrame(FrAbility, last, Source{Kind: "setup"})
	af.Items = slices.Clone(g.Offer)
	g.push(af)
	g.run(&ev)
	return ev
}

// keepSeatAbility keeps a seat's starting ability among those handed to it and passes the
// rest to the seat before it in turn order ("to the right"); the start player, the last to
// choose, puts the one left out of the game (setup E).
func (g *Game) keepSeatAbility(side Side, a int16, items []int16, ev *[]Event) {
	g.Sides[side].Ability = a
	ev1(ev, side, "ev.seat_keeps_ability", sideArg(side), g.abilityArg("Ability", int(a)))
	var rest []int16
	for _, x := range items {
		if x != a {
			rest = append(rest, x)
		}
	}
	if side != g.First && len(rest) > 0 {
		g.Offer = rest
		g.Turn.Active = g.prevSeat(side)
		f := newFrame(FrAbility, g.Turn.Active, Source{Kind: "setup"})
		f.Items = slices.Clone(rest)
		g.push(f)
		return
	}
	g.Offer = nil
	g.Removed.Abilities = append(g.Removed.Abilities, rest...)
	g.Turn.Active = g.First
	g.push(newFrame(FrSetupStack, g.First, Source{Kind: "setup"}))
}

// afterSeatSetup passes the starting scaffold to the next seat (setup F), and after the last
// one starts the first turn: the start player's.
func (g *Game) afterSeatSetup(side Side, ev *[]Event) {
	if next := g.nextSeat(side); next != g.First {
		g.Turn.Active = next
		g.push(newFrame(FrSetupStack, next, Source{Kind: "setup"}))
		return
	}
	g.Turn = TurnState{Number: 1, Active: g.First}
	ev1(ev, g.First, "ev.setup_done")
}

// checkSeats checks the number of sides of a loaded position: two against the outlaws, as many
// as Options.Seats (2–4) in the base game, whose positions have format SeatsPositionVersion.
func (g *Game) checkSeats() error {
	want := NumSides
	if g.Options.Seats != 0 {
		if g.Options.Seats < MinSeats || g.Options.Seats > MaxSeats {
			return fmt.Errorf("a game for %d players (the base game has 2 to 4)", g.Options.Seats)
		}
		if g.Version < SeatsPositionVersion {
			return fmt.Errorf("position format %d has no seats", g.Version)
		}
		if g.Options.Variant != "" {
			return errors.New("a game with seats has no outlaws")
		}
		want = g.Options.Seats
	}
	if err := g.checkPlayers(); err != nil {
		return err
	}
	if err := g.checkStart(); err != nil {
		return err
	}
	if g.Rules < 0 || g.Rules > PrintedRules || g.Rules != 0 && g.Options.Seats == 0 {
		return fmt.Errorf("rules edition %d", g.Rules)
	}
	if len(g.Sides) != want || len(g.Workers) != want {
		return fmt.Errorf("%d sides and %d worker lists, want %d", len(g.Sides), len(g.Workers), want)
	}
	return nil
}

// shipCount is the number of airships in play: yours, the outlaws' and the blockers' (9), or
// three per seat in the base game.
func (g *Game) shipCount() int {
	if g.Options.Seats > 0 {
		return 3 * len(g.Sides)
	}
	return 9
}

// endReason is why the last turns were played: an empty barracks, an end no play can reach
// (endUnreachable), or in a base game saved before RulesMarketsAndEnd a stalemate.
func (g *Game) endReason() string {
	if g.End.Unreachable {
		return "unreachable"
	}
	if g.Options.Seats > 0 && g.End.IdleTurns >= len(g.Sides) {
		return "stalemate"
	}
	return "barracks"
}

// checkStalemate starts the last turns of a base game saved before RulesMarketsAndEnd that can no
// longer move towards its end (the project's former ruling, replaced by endUnreachable: the
// printed rules only end the game when the barracks are empty): once
// every scaffold stack is empty, a whole round in which no worker left a barracks, nothing was
// built and the water did not rise starts the last turns as an empty barracks would.
func (g *Game) checkStalemate() {
	if g.End.Triggered {
		return
	}
	for _, st := range g.Stacks {
		if len(st) > 0 {
			g.End.IdleTurns, g.End.Mark = 0, 0
			return
		}
	}
	barracks := 0
	for s := range g.Workers {
		for _, w := range g.Workers[s] {
			if w.Zone == Barracks {
				barracks++
			}
		}
	}
	mark := 1 + g.Water + 10*(len(g.Scaffolds)+len(g.Machines)) + 10000*barracks
	if mark != g.End.Mark {
		g.End.IdleTurns, g.End.Mark = 0, mark
		return
	}
	g.End.IdleTurns++
	if g.End.IdleTurns >= len(g.Sides) {
		g.End.StartLastTurns(g.Turn.Active)
		g.End.FinalTurns = len(g.Sides) - 1
	}
}

// SeatPlan is who plays a seat of a base game: a name, one of the four player colours of the
// box, and a person (Bot "") or a bot by name ("greedy", "expert").
type SeatPlan struct {
	Name   string `json:"name"`
	Colour string `json:"colour"`
	Bot    string `json:"bot,omitempty"`
}

// SeatColours are the player colours of the box, in the order the window offers them.
var SeatColours = []string{"red", "yellow", "blue", "black"}

// checkPlayers checks the seat plans of a base game: one per seat, names as NormalSeatName
// keeps them and no two alike, a colour of the box used once, and a known kind of player.
func (g *Game) checkPlayers() error {
	p := g.Options.Players
	if len(p) == 0 {
		return nil
	}
	if g.Options.Seats == 0 || len(p) != g.Options.Seats {
		return fmt.Errorf("%d players described for %d seats", len(p), g.Options.Seats)
	}
	if err := checkSeatNames(p); err != nil {
		return err
	}
	used := map[string]bool{}
	for i, s := range p {
		switch {
		case !slices.Contains(SeatColours, s.Colour) || used[s.Colour]:
			return fmt.Errorf("seat %d has the colour %q (each seat takes one of %s)", i+1, s.Colour, strings.Join(SeatColours, ", "))
		case s.Bot != "" && s.Bot != "greedy" && s.Bot != "expert":
			return fmt.Errorf("seat %d is played by an unknown bot %q", i+1, s.Bot)
		}
		used[s.Colour] = true
	}
	return nil
}
