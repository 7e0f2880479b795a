package outlaws

// Companion mode: the pieces stay on the physical board and the app keeps the outlaws' brain
// and memory (package automa). This file lets that mode run the outlaw rules through the very
// code the digital game uses: the turn (roll, die → card, skip, draw, deck-out), the blocker
// rotation, the climb, the upgrade and build values. It adds the written instructions a person
// at the table follows for each card action, with the tie-break orders of I7–I13 spelled out.

import (
	"fmt"
	"strings"
	"sync"

	"whistle/engine"
)

var tableBases sync.Map // *engine.Catalog → *engine.Game

// TableGame returns a scratch game for a companion: the pieces in their setup places (O-SETUP-2,
// O-SETUP-4), no decision pending, the outlaws to play, no award on the tower (the awards are on
// the physical tower). The companion copies what it knows into it, runs a rule of the digital
// game on it and reads the result back; the scratch game is then thrown away.
func TableGame(cat *engine.Catalog, difficulty string) *engine.Game {
	v, ok := tableBases.Load(cat)
	if !ok {
		g, _ := engine.NewGame(cat, engine.Options{Variant: Name})
		g.Frames = nil
		for i := range g.Tower {
			g.Tower[i] = nil
		}
		v, _ = tableBases.LoadOrStore(cat, g)
	}
	g := v.(*engine.Game).Clone()
	g.Options.Difficulty = difficulty
	g.Turn = engine.TurnState{Number: 2, Active: engine.Outlaws}
	return g
}

// tableTurn runs one step of the outlaw turn on a scratch game holding the deck o and the
// generator rng, and copies both back.
func tableTurn(cat *engine.Catalog, difficulty string, o *engine.OutlawState, rng *engine.RNG, a engine.Action) (*engine.Game, []engine.Event, error) {
	g := TableGame(cat, difficulty)
	g.Outlaw = *o
	g.Outlaw.Deck = append([]int16(nil), o.Deck...)
	g.Outlaw.Faceup = append([]int16(nil), o.Faceup...)
	g.Outlaw.Used = make([][]int16, len(o.Used))
	for i, u := range o.Used {
		g.Outlaw.Used[i] = append([]int16(nil), u...)
	}
	g.RNG = *rng
	ev, err := g.Apply(a)
	if err != nil {
		return nil, nil, err
	}
	*o, *rng = g.Outlaw, g.RNG
	return g, ev, nil
}

// TableRoll starts an outlaw turn at the table (O-TURN-1): die 0 rolls the game's die from rng,
// 1–6 is the value of the die rolled at the table. The die picks the face-up card (D2).
func TableRoll(cat *engine.Catalog, difficulty string, o *engine.OutlawState, rng *engine.RNG, die int) ([]engine.Event, error) {
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
func TableStep(cat *engine.Catalog, difficulty string, o *engine.OutlawState, rng *engine.RNG, done bool) (ev []engine.Event, deckOut bool, err error) {
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
	if g.End.Over {
		// the scratch game's own verdict means nothing at the table: the caller scores
		summary := g.Result().Summary()
		out := ev[:0]
		for _, e := range ev {
			if e.Text != summary {
				out = append(out, e)
			}
		}
		ev = out
	}
	return ev, g.End.Over, nil
}

// TableCard returns the card the die picked and its actions, with the index of the next action
// (id 0 before the roll).
func TableCard(o *engine.OutlawState) (id int, actions []string, step int) {
	c, acts := current(&engine.Game{Outlaw: *o})
	if acts == nil {
		return 0, nil, 0
	}
	return int(c), acts, o.Step
}

// TableRolled reports whether the die of the turn in progress has been rolled.
func TableRolled(o *engine.OutlawState) bool { return o.Phase == phaseActions }

// DieRule writes the die → card mapping of the rules file (D2): "1–2 left, 3–4 middle, 5–6 right".
func DieRule() string { return dieRule(mustRules()) }

// TableRotate rotates the blocker ships of a scratch game (O-ACT-9, O-GEN-6, I17) with the
// digital game's code and returns the thefts it causes (O-THEFT-1c, I15, the level's
// thefts per ship). The events say where each blocker goes.
func TableRotate(g *engine.Game, ev *[]engine.Event) (thefts int) {
	rotate(g, ev)
	if f := g.Top(); f != nil && f.Kind == engine.FrTheft {
		thefts = f.N
		g.Frames = g.Frames[:len(g.Frames)-1]
	}
	return thefts
}

// TableClimb moves every outlaw worker of a scratch game's tower up one floor, the highest
// first, as the digital game does (O-ACT-8, I13). It reports false when none can climb.
func TableClimb(g *engine.Game, ev *[]engine.Event) bool {
	p := planClimb(g)
	if p.skip != "" || len(p.opts) == 0 {
		return false
	}
	p.opts[0].apply(g, ev)
	return true
}

// TableUpgradeValue is what upgrade u would be worth to the outlaws of a scratch game if they
// took it now (I11: its game-end VP; Stash counts, I21).
func TableUpgradeValue(g *engine.Game, u int16) int { return upgradeValue(g, u) }

// MachineValue is a machine's worth to the outlaws when they pick one from the market (I10):
// its "when built" VP, plus the level's build bonus when it has an effect besides VP.
func MachineValue(def *engine.MachineDef, lvl *Level) int {
	v := def.VP
	if def.BonusValue {
		v += lvl.BuildBonusVP
	}
	return v
}

// TableMachineBuilt scores, on a scratch game, a machine the outlaws built at the table: its
// "when built" VP, the build bonus instead of its effect (O-ACT-3, I10; kept when the machine
// was waterlogged at once by its own flood, X1), and the level's VP per build (I22).
func TableMachineBuilt(g *engine.Game, d int, waterlogged bool, ev *[]engine.Event) {
	def := &g.Catalog().Machines[d]
	g.GainVP(engine.Outlaws, def.VP, "for building "+def.Name.EN, ev)
	_ = waterlogged // the bonus comes before the flood (X1): a waterlogged machine keeps it
	buildBonus(g, def, ev)
}

// TableScaffoldBuilt scores, on a scratch game, a scaffold the outlaws built at the table for vp
// VP (O-ACT-2: like a player), with the level's VP per build (I22).
func TableScaffoldBuilt(g *engine.Game, vp int, ev *[]engine.Event) {
	g.GainVP(engine.Outlaws, vp, "for their scaffold", ev)
	difficultyVP(g, level(g), vp, ev)
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

// Guide is what a person at the table reads to carry out one outlaw card action.
type Guide struct {
	Title string `json:"title"` // "Place the outlaw blimp"
	Do    string `json:"do"`    // what to do, in player terms
	Ties  string `json:"ties"`  // the tie-break order, written out (I7–I13)
	Skip  string `json:"skip"`  // when it cannot be done (O-TURN-2)
	Rules string `json:"rules"` // the rule ids
}

// TableGuide writes the instructions of a card action for the table. The numbers (overlay rows,
// build bonus, upgrade limit, tower height) come from the data files.
func TableGuide(cat *engine.Catalog, lvl *Level, a Act) Guide {
	b := &cat.Board
	open := fmt.Sprintf("above the water and below the overlay (rows %d and up are covered)", b.OverlayFrom)
	free := "the highest free scaffold space (an uncovered scaffold square with no resource and no worker)"
	freeTies := "Highest row first; if several, the one nearest the tower."
	switch a.Kind {
	case Ship:
		return Guide{
			Title: "Place the outlaw " + a.Ship.String(),
			Do: fmt.Sprintf("Take their %s from wherever it is and put it on the grid where it touches the most resources and VP: "+
				"count the resource icons on the scaffold squares orthogonally next to it, the water-bar squares it touches, and the "+
				"automa yield of every machine it touches or sits on. It lies on %d empty square%s in a straight line %s, or entirely on one machine, "+
				"and must touch a scaffold unless it sits on a machine. Not on a machine that holds another outlaw airship, not exactly where it was. "+
				"They gain nothing from it.", a.Ship, int(a.Ship), tablePlural(int(a.Ship)), open),
			Ties:  "If several spots tie: the highest top row, then the leftmost, then lying across before standing upright.",
			Skip:  "No such spot: could not be done.",
			Rules: "O-ACT-1, I8, M4",
		}
	case Scaffold:
		return Guide{
			Title: "Build " + article(a.Shape) + " " + a.Shape + " scaffold",
			Do: fmt.Sprintf("Take the top scaffold of the %s stack and build it where it scores the most VP (1 VP for each edge touching another "+
				"scaffold or a machine), turning or flipping it as needed: on empty squares %s, touching a visible scaffold or machine. "+
				"Then enter the VP it scored: they score them like a player.", a.Shape, open),
			Ties:  "If several places tie: the highest top row, then the leftmost.",
			Skip:  "The stack is empty or the scaffold fits nowhere: could not be done.",
			Rules: "O-ACT-2, I9, S5",
		}
	case Machine:
		return Guide{
			Title: "Build a " + a.Size + " machine",
			Do: fmt.Sprintf("Take the %s machine of the market worth the most to them: its VP, plus %d if it has any effect besides VP. "+
				"Build it on a free scaffold area where it promotes the most outlaw workers (turn a medium machine if that helps), "+
				"then where it promotes the fewest of yours. They score its VP and %d VP instead of any build effect. "+
				"Then pick the machine they took: the app scores it. Report the workers it promoted and any flood (a machine reaching row %d or higher).",
				a.Size, lvl.BuildBonusVP, lvl.BuildBonusVP, b.BridgeRow),
			Ties:  "If several machines tie: the leftmost market slot. If several areas tie: the highest top row, then the leftmost.",
			Skip:  "The market holds no machine of that size: could not be done. If the machine fits nowhere, discard it from the market and tap could not be done.",
			Rules: "O-ACT-3, I10, O-GEN-7",
		}
	case Upgrade:
		return Guide{
			Title: "Take an upgrade",
			Do: fmt.Sprintf("They take the market upgrade worth the most game-end VP to them (the list shows what each is worth to them now), "+
				"up to %d upgrades. They never use its effect. Then pick the upgrade they took.", b.MaxUpgrades),
			Ties:  "If several upgrades tie: the leftmost market slot.",
			Skip:  fmt.Sprintf("The upgrade market is empty, or they hold %d upgrades: could not be done.", b.MaxUpgrades),
			Rules: "O-ACT-4, I11, O-GEN-3",
		}
	case Move:
		return Guide{
			Title: "Move an outlaw worker",
			Do: "Take their lowest worker in the barracks and stand it on " + free + ". With none in the barracks, " +
				"move their lowest worker on a scaffold (if several, the one nearest the tower) there instead.",
			Ties:  freeTies,
			Skip:  "No free scaffold space: could not be done.",
			Rules: "O-ACT-5, I12",
		}
	case Rescue:
		return Guide{
			Title: "Rescue an outlaw worker",
			Do:    "Take one of their workers from the whirlpool and stand it on " + free + ".",
			Ties:  freeTies,
			Skip:  "None in the whirlpool, or no free scaffold space: could not be done.",
			Rules: "O-ACT-6, I12",
		}
	case Promote:
		return Guide{
			Title: "Promote an outlaw worker",
			Do: "Slide their highest worker on a scaffold straight across to the tower floor of its row; it takes the award on that floor, if any. " +
				"Then enter the floor it reached.",
			Ties:  "If several are equally high: the one nearest the tower.",
			Skip:  "No outlaw worker on a scaffold: could not be done.",
			Rules: "O-ACT-7, I13",
		}
	case Climb:
		return Guide{
			Title: "Climb the tower",
			Do: fmt.Sprintf("Move each outlaw worker in the tower up one floor, starting with the highest; a worker on floor %d stays. "+
				"The first to reach a floor takes its award. The app moves them: follow it on the board.", len(b.TowerVP)),
			Ties:  "Highest worker first.",
			Skip:  "No outlaw worker in the tower can climb: could not be done.",
			Rules: "O-ACT-8, I13",
		}
	case Rotate:
		return Guide{
			Title: "Rotate the blocker ships",
			Do: "Tell the app which docks hold your airships. It moves the balloon, then the blimp, then the dreadnought, each to the next dock " +
				"clockwise that holds no airship, and counts a theft for each one that skips a dock holding your airship.",
			Ties:  "Balloon first, then blimp, then dreadnought.",
			Skip:  "A blocker with no free dock stays where it is.",
			Rules: "O-ACT-9, O-GEN-6, I17, O-THEFT-1c, I15",
		}
	}
	return Guide{Title: a.Describe()}
}

func tablePlural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// Text joins a guide into one paragraph (for logs and tests).
func (g Guide) Text() string {
	return strings.Join([]string{g.Do, g.Ties, g.Skip}, " ")
}
