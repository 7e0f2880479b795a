package automa

// The variant's rules on a scratch game: a game played on the physical board (package companion)
// keeps only what it knows of the table, copies it into a scratch game of the digital rules, runs
// one rule there and reads the result back. The turn (roll, die → card, skip, draw, deck-out),
// the blocker rotation, the climb, the upgrade and build values all run through the very code
// the digital game uses.

import (
	"fmt"
	"sync"

	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/msg"
	"whistle/engine/scratch"
	"whistle/outlaws"
)

// scratchBases memoizes ScratchGame's scratch games before any copy: a pure function of its key
// (a new game's setup with no seed and nothing told), built once per catalog and level and
// never written afterwards — ScratchGame hands out only clones of it.
var scratchBases sync.Map // tableKey → scratch.Game

// tableKey names a scratch game's rules: the catalog and the outlaws' level.
type tableKey struct {
	cat        *catalog.Catalog
	difficulty string
}

// boxOf is the catalog with this package's variant: the box of the scratch games (the
// program's own box is assembled in internal/wiring).
func boxOf(cat *catalog.Catalog) engine.Box {
	return engine.Box{Catalog: cat, Variants: map[string]engine.Variant{outlaws.Name: Variant()}}
}

// ScratchGame returns a scratch game for a companion (package engine/scratch): the pieces in their
// setup places, no decision pending, the outlaws of that level to play, no award on the tower
// (the awards are on the physical tower). The companion copies what it knows into it, runs a
// rule of the digital game on it and reads the result back; the scratch game is then thrown
// away.
func ScratchGame(cat *catalog.Catalog, difficulty string) scratch.Game {
	k := tableKey{cat, difficulty}
	v, ok := scratchBases.Load(k)
	if !ok {
		g := scratch.New(boxOf(cat), engine.Options{Variant: outlaws.Name, Difficulty: difficulty})
		v, _ = scratchBases.LoadOrStore(k, g)
	}
	return v.(scratch.Game).Clone()
}

// tableTurn runs one step of the outlaw turn on a scratch game holding the deck o and the
// generator rng, and copies both back.
func tableTurn(cat *catalog.Catalog, difficulty string, o *engine.OutlawState, rng *engine.RNG, a engine.Action) (engine.View, []engine.Event, error) {
	g := ScratchGame(cat, difficulty)
	g.SetDeck(*o, *rng)
	ev, err := g.Apply(a)
	if err != nil {
		return engine.View{}, nil, err
	}
	*o, *rng = g.Deck()
	return g.View(), ev, nil
}

// TableRoll starts an outlaw turn at the table (O-TURN-1): die 0 rolls the game's die from rng,
// 1–6 is the value of the die rolled at the table. The die picks the face-up card (D2).
func TableRoll(cat *catalog.Catalog, difficulty string, o *engine.OutlawState, rng *engine.RNG, die int) ([]engine.Event, error) {
	if o.Phase != phaseRoll {
		return nil, fmt.Errorf("the die is already rolled (it shows %d)", o.Die)
	}
	_, ev, err := tableTurn(cat, difficulty, o, rng, engine.Action{Kind: engine.ActOutlaw, Die: die})
	return ev, err
}

// TableStep closes the current action of the card in play: done at the table, or not done
// because it could not be carried out (O-TURN-2). After the last action a new card covers the
// used one (O-TURN-4); deckOut reports that the last card was drawn or none was left: the game
// ends (O-TURN-5, I5).
func TableStep(cat *catalog.Catalog, difficulty string, o *engine.OutlawState, rng *engine.RNG, done bool) (ev []engine.Event, deckOut bool, err error) {
	if o.Phase != phaseActions {
		return nil, false, fmt.Errorf("roll the die first")
	}
	g, ev, err := tableTurn(cat, difficulty, o, rng, engine.Action{Kind: engine.ActOutlaw, Option: SkipOption})
	if err != nil {
		return nil, false, err
	}
	if done && len(ev) > 0 {
		ev = ev[1:] // the skip notice: this action was carried out
	}
	if g.End().Over {
		// the scratch game's own verdict means nothing at the table: the caller scores
		summary := g.Result().Summary()
		out := ev[:0]
		for _, e := range ev {
			if e.Msg.Debug() != summary.Debug() {
				out = append(out, e)
			}
		}
		ev = out
	}
	return ev, g.End().Over, nil
}

// TableCard returns the card the die picked and its actions, with the index of the next action
// (id 0 before the roll).
func TableCard(o *engine.OutlawState) (id int, actions []string, step int) {
	c, acts := currentOf(*o)
	if acts == nil {
		return 0, nil, 0
	}
	return int(c), acts, o.Step
}

// TableRolled reports whether the die of the turn in progress has been rolled.
func TableRolled(o *engine.OutlawState) bool { return o.Phase == phaseActions }

// DieRule writes the die → card mapping of the rules file (D2): "1–2 left, 3–4 middle, 5–6 right".
func DieRule() msg.Msg { return dieRule(outlaws.MustRules()) }

// TableRotate rotates the blocker ships of a scratch game (O-ACT-9, O-GEN-6, I17) with the
// digital game's code and returns the thefts it causes (O-THEFT-1c, I15, the level's
// thefts per ship). The events say where each blocker goes.
func TableRotate(g scratch.Game, ev *[]engine.Event) (thefts int) {
	rotate(g.Moves(), ev)
	return g.TakeTheft()
}

// TableClimb moves every outlaw worker of a scratch game's tower up one floor, the highest
// first, as the digital game does (O-ACT-8, I13). It reports false when none can climb.
func TableClimb(g scratch.Game, ev *[]engine.Event) bool {
	p := planClimb(g.View())
	if !p.skip.IsZero() || len(p.opts) == 0 {
		return false
	}
	p.opts[0].apply(g.Moves(), ev)
	return true
}

// TableUpgradeValue is what upgrade u would be worth to the outlaws of a scratch game if they
// took it now (I11: its game-end VP; Stash counts, I21).
func TableUpgradeValue(g scratch.Game, u int16) int { return upgradeValue(g.View(), u) }

// MachineValue is a machine's worth to the outlaws when they pick one from the market (I10):
// its "when built" VP, plus the level's build bonus when it has an effect besides VP.
func MachineValue(def *catalog.MachineDef, lvl *outlaws.Level) int {
	v := def.VP
	if def.BonusValue {
		v += lvl.BuildBonusVP
	}
	return v
}

// TableMachineBuilt scores, on a scratch game, a machine the outlaws built at the table: its
// "when built" VP, the build bonus instead of its effect (O-ACT-3, I10; kept when the machine
// was waterlogged at once by its own flood, X1), and the level's VP per build (I22).
func TableMachineBuilt(g scratch.Game, d int, ev *[]engine.Event) {
	v := g.View()
	def := &v.Catalog().Machines[d]
	mv := g.Moves()
	mv.GainVP(def.VP, msg.New("for.building", v.MachineArg("Machine", d)), ev)
	buildBonus(mv, def, ev)
}

// TableScaffoldBuilt scores, on a scratch game, a scaffold the outlaws built at the table for vp
// VP (O-ACT-2: like a player), with the level's VP per build (I22).
func TableScaffoldBuilt(g scratch.Game, vp int, ev *[]engine.Event) {
	mv := g.Moves()
	mv.GainVP(vp, msg.New("for.their_scaffold"), ev)
	difficultyVP(mv, level(g.View()), vp, ev)
}

// LowestBarracksWorker is the outlaw worker an O-ACT-5 move takes from the barracks: the one on
// the lowest floor (-1 when the barracks are empty).
func LowestBarracksWorker(ws []engine.Worker) int {
	best := -1
	for i, w := range ws {
		if w.Zone == engine.Barracks && (best < 0 || w.Floor < ws[best].Floor) {
			best = i
		}
	}
	return best
}

// TablePromote slides outlaw worker w of a scratch game from its scaffold to the tower floor of
// its row, taking the award there, as the digital game does (O-ACT-7).
func TablePromote(g scratch.Game, w int, ev *[]engine.Event) { g.Moves().Promote(w, ev) }

// TableBump moves blocker ship i of a scratch game clockwise to the next free dock, never onto
// avoid (-1 for none), as the digital game does (O-GEN-6, I17); moved is false when no dock is
// free.
func TableBump(g scratch.Game, i, avoid int) (moved bool) {
	_, moved = g.Moves().MoveBlocker(i, avoid)
	return moved
}
