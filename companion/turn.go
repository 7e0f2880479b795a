package companion

import (
	"slices"

	"whistle/automa"
	"whistle/engine"
	"whistle/engine/geom"
	"whistle/engine/msg"
	"whistle/engine/scratch"
	"whistle/outlaws"
)

// ---- the outlaw turn (O-TURN) ----

func (c *Companion) roll(die int) ([]Line, error) {
	if err := c.blocked(); err != nil {
		return nil, err
	}
	if c.Phase != PhaseYou {
		if c.Phase == PhaseOutlaws {
			return nil, refuse("turn_in_progress")
		}
		return nil, refuse("over")
	}
	if c.End.Triggered && c.End.FinalTurns <= 0 {
		return nil, refuse("last_turn_played")
	}
	if die < 0 || die > len(dieToCard()) {
		return nil, refuse("die_faces", msg.Num("Max", len(dieToCard())))
	}
	c.End.TurnFinished() // your turn ends (never the last one here)
	c.picked, c.lastBuilt = false, false
	if _, err := automa.TableRoll(c.cat, c.Difficulty, &c.Outlaw, &c.RNG, die); err != nil {
		return nil, err
	}
	c.Phase = PhaseOutlaws
	c.Turn++
	c.Checks = nil
	slot := c.Outlaw.Slot
	how := "companion.log.roll_app"
	if die != 0 {
		how = "companion.log.roll_table"
	}
	ev := []Line{{Side: engine.Outlaws, Text: msg.New(how, msg.Num("Die", c.Outlaw.Die), SlotArg("Slot", slot, len(c.Outlaw.Faceup))), Why: msg.New("companion.why.die", msg.Sub("Rule", DieRule()))}}
	if id, _, _ := c.Card(); id > 0 {
		ev = append(ev, Line{Side: engine.Outlaws, Text: msg.New("companion.log.card", msg.Num("N", id), msg.Sub("Actions", c.actsList(id)))})
	} else {
		ev = append(ev, Line{Side: engine.Outlaws, Text: msg.New("companion.log.tell_card", SlotArg("Slot", slot, len(c.Outlaw.Faceup)))})
	}
	return ev, nil
}

// rollPicked starts an outlaw turn with your printed deck from the card your die picked: its
// number (the space follows when the card is face up, or when a single space holds a card not
// told yet) or its space. A card the app does not know comes with its actions (a.Acts).
func (c *Companion) rollPicked(a Action) ([]Line, error) {
	if !c.Printed {
		return nil, refuse("not_printed")
	}
	n := len(c.Outlaw.Faceup)
	slot := -1
	if a.Slot > 0 {
		if a.Slot > n {
			return nil, refuse("no_slot", msg.Num("Max", n))
		}
		slot = a.Slot - 1
	}
	if a.Card > 0 && slot < 0 {
		if i := slices.Index(c.Outlaw.Faceup, int16(a.Card)); i >= 0 {
			slot = i
		} else if untold := c.UntoldSlots(); len(untold) == 1 {
			slot = untold[0]
		} else {
			return nil, refuse("which_slot", msg.Num("N", a.Card))
		}
	}
	if slot < 0 {
		return nil, refuse("which_slot", msg.Num("N", a.Card))
	}
	die := slices.Index(dieToCard(), slot) + 1
	if die == 0 {
		return nil, refuse("no_slot", msg.Num("Max", n))
	}
	ev, err := c.roll(die)
	if err != nil {
		return nil, err
	}
	c.picked = true
	ev[0] = Line{Side: engine.Outlaws, Text: msg.New("companion.log.roll_picked", SlotArg("Slot", slot, n)), Why: msg.New("companion.why.die", msg.Sub("Rule", DieRule()))}
	if a.Card > 0 && int(c.Outlaw.Faceup[slot]) != a.Card || c.NeedCard() && a.Card > 0 {
		more, err := c.tellCard(Action{Slot: slot + 1, Card: a.Card, Acts: a.Acts})
		if err != nil {
			return nil, err
		}
		ev = append(ev[:1], more...)
	}
	return ev, nil
}

// UntoldSlots lists the face-up spaces whose printed card the app has not been told yet.
func (c *Companion) UntoldSlots() []int {
	var out []int
	for i, f := range c.Outlaw.Faceup {
		if f == Untold {
			out = append(out, i)
		}
	}
	return out
}

// blocked refuses to go on while a theft or an award question waits.
func (c *Companion) blocked() error {
	if c.Thefts > 0 {
		return refuse("thefts_waiting", msg.Num("Count", c.Thefts))
	}
	if len(c.AwardAsk) > 0 {
		return refuse("award_waiting", msg.Num("Floor", c.AwardAsk[0]))
	}
	if len(c.MarketAsk) > 0 {
		return refuse("refill_waiting", MarketArg("Market", c.MarketAsk[0]))
	}
	return nil
}

func dieToCard() []int {
	r, err := outlaws.DefaultRules()
	if err != nil {
		return []int{0, 0, 1, 1, 2, 2}
	}
	return r.DieToCard
}

// DieRule is D2 as read from the rules file: "1–2 left, 3–4 middle, 5–6 right".
func DieRule() msg.Msg {
	d := dieToCard()
	var parts []msg.Arg
	for i := 0; i < len(d); {
		j := i
		for j+1 < len(d) && d[j+1] == d[i] {
			j++
		}
		parts = append(parts, msg.Sub("", msg.New("companion.die_faces", msg.Num("From", i+1), msg.Num("To", j+1), SlotArg("Slot", d[i], 3))))
		i = j + 1
	}
	return List("and", parts...)
}

// SlotArg names a face-up space: left, middle, right (or its number when there are not three).
func SlotArg(key string, slot, n int) msg.Arg {
	if n == 3 && slot >= 0 && slot < 3 {
		return msg.Word(key, [...]string{"word.slot.left", "word.slot.middle", "word.slot.right"}[slot])
	}
	return msg.Sub(key, msg.New("companion.slot_n", msg.Num("N", slot+1)))
}

// Card returns the card in play (0 before the roll, or while its number is untold), its actions
// and the next action's index.
func (c *Companion) Card() (id int, acts []outlaws.Act, step int) {
	id, strs, step := automa.TableCard(&c.Outlaw)
	if id <= 0 {
		return 0, nil, 0
	}
	for _, s := range strs {
		a, err := outlaws.ParseAct(s)
		if err != nil {
			a = outlaws.Act{}
		}
		acts = append(acts, a)
	}
	return id, acts, step
}

// NeedCard reports that the die picked a printed card the app must be told about: its number,
// and its actions when the app does not know them.
func (c *Companion) NeedCard() bool {
	if c.Phase != PhaseOutlaws {
		return false
	}
	id, acts, _ := c.Card()
	return id == 0 || len(acts) == 0
}

// Current returns the card action waiting to be done, if any.
func (c *Companion) Current() (outlaws.Act, bool) {
	if c.Phase != PhaseOutlaws {
		return outlaws.Act{}, false
	}
	_, acts, step := c.Card()
	if step >= len(acts) {
		return outlaws.Act{}, false
	}
	return acts[step], true
}

// CardActions returns the actions of a card by number (for the overlay display); nil when the
// app does not know the card.
func (c *Companion) CardActions(id int) []outlaws.Act {
	if id < 1 || id > len(c.Outlaw.Cards) {
		return nil
	}
	var out []outlaws.Act
	for _, s := range c.Outlaw.Cards[id-1] {
		if a, err := outlaws.ParseAct(s); err == nil {
			out = append(out, a)
		}
	}
	return out
}

func (c *Companion) actsList(id int) msg.Msg {
	var args []msg.Arg
	for _, a := range c.CardActions(id) {
		args = append(args, msg.Sub("", ActMsg(a)))
	}
	return List("then", args...)
}

// scratchGame copies what the app knows into a scratch game of the digital rules.
func (c *Companion) scratchGame() scratch.Game {
	return c.scratchGameWith(c.Workers)
}

// scratchGameWith is scratchGame with the outlaws' workers where ws has them.
func (c *Companion) scratchGameWith(ws []engine.Worker) scratch.Game {
	g := automa.ScratchGame(c.cat, c.Difficulty)
	g.SetOutlawWorkers(ws)
	var upgrades, awards []int16
	for _, id := range c.Upgrades {
		upgrades = append(upgrades, int16(c.cat.UpgradeByID[id]))
	}
	for _, id := range c.Awards {
		awards = append(awards, int16(c.cat.AwardByID[id]))
	}
	g.SetOutlawSide(c.VP, c.Hideout, upgrades, awards)
	for k, kind := range engine.ShipKinds {
		g.SetDock(engine.Blockers, kind, c.Blockers[k])
	}
	return g
}

// NeedsAnswer reports whether a card action needs something from you besides "done": the VP a
// scaffold scored, the machine or upgrade taken, the floor reached, your docks.
func NeedsAnswer(a outlaws.Act) bool {
	switch a.Kind {
	case outlaws.Scaffold, outlaws.Machine, outlaws.Upgrade, outlaws.Promote, outlaws.Rotate:
		return true
	}
	return false
}

// step closes card actions: the one at a.At (0: the next one) done with its details or not
// done, and every action before it that needs no answer as done (you did them at the table).
func (c *Companion) step(a Action) ([]Line, error) {
	if c.Phase != PhaseOutlaws {
		return nil, refuse("roll_first")
	}
	if err := c.blocked(); err != nil {
		return nil, err
	}
	if c.NeedCard() {
		return nil, refuse("tell_card_first")
	}
	_, acts, step := c.Card()
	if step >= len(acts) {
		return nil, refuse("card_done")
	}
	at := step
	if a.At > 0 {
		at = a.At - 1
	}
	if at < step || at >= len(acts) {
		return nil, refuse("no_such_action", msg.Num("N", a.At))
	}
	var ev []Line
	id := c.CardID()
	// the actions before it that need no answer were done at the table; one the app knows
	// impossible is closed as not done (O-TURN-2)
	for k := step; k < at; k++ {
		if !c.Impossible(acts[k]).IsZero() {
			ev = append(ev, c.autoSkip()...)
		} else {
			if NeedsAnswer(acts[k]) {
				return nil, refuse("answer_first", msg.Num("N", k+1), msg.Sub("Action", ActMsg(acts[k])))
			}
			more, err := c.close(acts[k], Action{Kind: CDone})
			if err != nil {
				return nil, err
			}
			ev = append(ev, more...)
		}
		if c.Phase != PhaseOutlaws || c.Thefts > 0 || len(c.AwardAsk) > 0 || c.CardID() != id {
			return ev, nil
		}
		if _, _, now := c.Card(); now > at {
			return ev, nil
		}
		k = c.Outlaw.Step - 1
	}
	// the action asked about is one the app knows cannot be done (a seventh upgrade): the app
	// skips it itself, whatever the answer
	if why := c.Impossible(acts[at]); !why.IsZero() {
		return append(ev, c.autoSkip()...), nil
	}
	more, err := c.close(acts[at], a)
	if err != nil {
		return nil, err
	}
	return append(ev, more...), nil
}

// CardID is the number of the card in play (0 before the roll or while it is untold).
func (c *Companion) CardID() int {
	id, _, _ := c.Card()
	return id
}

// close closes the current card action: done (with its details) or could not be done.
func (c *Companion) close(act outlaws.Act, a Action) ([]Line, error) {
	var ev []Line
	done := a.Kind == CDone
	if done && act.Kind == outlaws.Climb {
		top := len(c.cat.Board.TowerVP)
		if !slices.ContainsFunc(c.Zones().Tower, func(f int) bool { return f < top }) {
			// asked because their machine might have promoted someone; nobody was: not done
			_, _, step := c.Card()
			ev = append(ev, Line{Side: engine.Outlaws, Text: msg.New("companion.log.cannot", msg.Num("N", step+1), msg.Sub("Action", ActMsg(act))), Why: msg.New("companion.why.none_can_climb", msg.Rule("Rules", "O-ACT-8, O-TURN-2"))})
			return append(ev, c.advance(false)...), nil
		}
	}
	if done {
		var err error
		if ev, err = c.carryOut(act, a); err != nil {
			return nil, err
		}
	} else {
		_, _, step := c.Card()
		ev = append(ev, Line{Side: engine.Outlaws, Text: msg.New("companion.log.skip", msg.Num("N", step+1), msg.Sub("Action", ActMsg(act))), Why: msg.New("companion.why.not_done", msg.Rule("Rules", "O-TURN-2"))})
		if act.Kind == outlaws.Machine && (a.Flag || a.ID != "") {
			more, err := c.discard(act.Size, a.ID)
			if err != nil {
				return nil, err
			}
			ev = append(ev, more...)
		}
	}
	return append(ev, c.advance(done)...), nil
}

// advance runs the digital turn's step: after the last action a new card covers the used one
// (O-TURN-4), and the last card drawn ends the game (O-TURN-5, I5).
func (c *Companion) advance(done bool) []Line {
	slot := c.Outlaw.Slot
	used := c.Outlaw.Faceup[slot]
	left := len(c.Outlaw.Deck)
	_, deckOut, err := automa.TableStep(c.cat, c.Difficulty, &c.Outlaw, &c.RNG, done)
	if err != nil {
		return nil
	}
	c.Checks = append(c.Checks, done)
	var ev []Line
	if automa.TableRolled(&c.Outlaw) {
		return ev
	}
	if left > 0 {
		if c.Printed {
			ev = append(ev, Line{Side: engine.Outlaws, Text: msg.New("companion.log.draw_printed", SlotArg("Slot", slot, len(c.Outlaw.Faceup)), msg.Num("Count", len(c.Outlaw.Deck))), Why: rule("O-TURN-4")})
		} else {
			ev = append(ev, Line{Side: engine.Outlaws, Text: msg.New("companion.log.draw", msg.Num("N", int(c.Outlaw.Faceup[slot])), msg.Num("Used", int(used)), msg.Num("Count", len(c.Outlaw.Deck))), Why: rule("O-TURN-4")})
		}
	}
	if deckOut {
		c.over("deck")
		ev = append(ev, Line{Side: engine.Outlaws, Text: msg.New("companion.log.deck_out"), Why: rule("O-TURN-5, I5")})
		return ev
	}
	// the new card is dealt: the outlaws' turn ends
	ev = append(ev, c.checkBarracks()...)
	c.afterTheirBuild = c.lastBuilt
	if c.End.TurnFinished() {
		c.over("barracks")
		return append(ev, Line{Side: engine.Outlaws, Text: msg.New("companion.log.end_barracks"), Why: rule("I4")})
	}
	c.Phase = PhaseYou
	c.Checks = nil
	return append(ev, Line{Side: engine.You, Text: msg.New("companion.log.your_turn")})
}

// autoSkip closes, as not done, the card actions the app knows cannot be done (O-TURN-2): no
// worker to move, rescue, promote or climb, or no room for another upgrade.
func (c *Companion) autoSkip() []Line {
	var ev []Line
	for guard := 0; guard < 10 && c.Phase == PhaseOutlaws && !c.NeedCard(); guard++ {
		act, ok := c.Current()
		if !ok {
			return ev
		}
		why := c.Impossible(act)
		if why.IsZero() {
			return ev
		}
		_, _, step := c.Card()
		ev = append(ev, Line{Side: engine.Outlaws, Text: msg.New("companion.log.cannot", msg.Num("N", step+1), msg.Sub("Action", ActMsg(act))), Why: why})
		ev = append(ev, c.advance(false)...)
	}
	return ev
}

// Impossible says why the app knows a card action cannot be done now (a zero message when it
// may be possible: then only the table can tell).
func (c *Companion) Impossible(act outlaws.Act) msg.Msg {
	z := c.Zones()
	switch act.Kind {
	case outlaws.Move:
		if automa.LowestBarracksWorker(c.Workers) < 0 && z.Scaffold == 0 {
			return msg.New("companion.why.no_worker_to_move", msg.Rule("Rules", "O-ACT-5, O-TURN-2"))
		}
	case outlaws.Rescue:
		if z.Whirlpool == 0 {
			return msg.New("companion.why.none_in_whirlpool", msg.Rule("Rules", "O-ACT-6, O-TURN-2"))
		}
	case outlaws.Promote:
		if z.Scaffold == 0 {
			return msg.New("companion.why.none_on_scaffold", msg.Rule("Rules", "O-ACT-7, O-TURN-2"))
		}
		if len(c.PromoteFloors()) == 0 {
			return msg.New("companion.why.no_floor", msg.Rule("Rules", "O-ACT-7, O-TURN-2"))
		}
	case outlaws.Climb:
		top := len(c.cat.Board.TowerVP)
		if c.lastBuilt {
			break // their machine may have promoted workers you have not reported yet: only the table knows
		}
		if !slices.ContainsFunc(z.Tower, func(f int) bool { return f < top }) {
			return msg.New("companion.why.none_can_climb", msg.Rule("Rules", "O-ACT-8, O-TURN-2"))
		}
	case outlaws.Upgrade:
		if len(c.Upgrades) >= c.cat.Board.MaxUpgrades {
			return msg.New("companion.why.upgrades_full", msg.Num("Max", c.cat.Board.MaxUpgrades), msg.Rule("Rules", "O-ACT-4, O-TURN-2"))
		}
	}
	return msg.Msg{}
}

// PromoteFloors lists the tower floors a promoted outlaw worker can reach: the rows of the grid
// above the water and below the overlay (a scaffold square is on one of them).
func (c *Companion) PromoteFloors() []int {
	b := &c.cat.Board
	var out []int
	for f := c.Water + 1; f < b.OverlayFrom && f <= len(b.TowerVP); f++ {
		out = append(out, f)
	}
	return out
}

func (c *Companion) over(reason string) {
	c.Phase = PhaseOver
	c.End.Over, c.End.Reason = true, reason
}

// carryOut does the app's part of a card action done at the table.
func (c *Companion) carryOut(act outlaws.Act, a Action) ([]Line, error) {
	var ev []Line
	switch act.Kind {
	case outlaws.Ship:
		c.OnGrid[act.Ship-1] = true
		ev = append(ev, Line{Side: engine.Outlaws, Text: msg.New("companion.log.ship_placed", ShipArg("Ship", act.Ship)), Why: rule("O-ACT-1")})
	case outlaws.Scaffold:
		if a.VP < 0 || a.VP > 40 {
			return nil, refuse("scaffold_vp")
		}
		g := c.scratchGame()
		var sink []engine.Event
		automa.TableScaffoldBuilt(g, a.VP, &sink)
		gained := g.View().Side(engine.Outlaws).VP - c.VP
		c.VP = g.View().Side(engine.Outlaws).VP
		ev = append(ev, Line{Side: engine.Outlaws, Text: msg.New("companion.log.scaffold", msg.Num("Count", gained)), Why: c.levelWhy(gained, a.VP, "O-ACT-2")})
	case outlaws.Machine:
		d, ok := c.cat.MachineByID[a.ID]
		if !ok {
			return nil, refuse("pick_machine")
		}
		if !c.machineAllowed(act.Size, a.ID) {
			return nil, refuse("not_that_machine", msg.Comp("Machine", a.ID), msg.Word("Size", "word.size."+act.Size))
		}
		g := c.scratchGame()
		var sink []engine.Event
		automa.TableMachineBuilt(g, d, &sink)
		gained := g.View().Side(engine.Outlaws).VP - c.VP
		c.VP = g.View().Side(engine.Outlaws).VP
		c.Machines = append(c.Machines, a.ID)
		c.lastBuilt = true
		c.takeFromMarket(marketOf(act.Size), a.ID)
		why := msg.New("companion.why.machine_bonus", msg.Num("VP", c.cat.Machines[d].VP), msg.Num("Bonus", c.BuildBonus()), msg.Rule("Rules", "O-ACT-3, I10"))
		if !c.cat.Machines[d].BonusValue {
			why = msg.New("companion.why.machine_vp", msg.Num("VP", c.cat.Machines[d].VP), msg.Rule("Rules", "O-ACT-3, I10"))
		}
		ev = append(ev, Line{Side: engine.Outlaws, Text: msg.New("companion.log.machine", msg.Comp("Machine", a.ID), msg.Num("Count", gained)), Why: why})
	case outlaws.Upgrade:
		u, ok := c.cat.UpgradeByID[a.ID]
		if !ok {
			return nil, refuse("pick_upgrade")
		}
		if len(c.Upgrades) >= c.cat.Board.MaxUpgrades {
			return nil, refuse("upgrades_full", msg.Num("Max", c.cat.Board.MaxUpgrades))
		}
		if def := &c.cat.Upgrades[u]; (c.FirstGame && def.Star) || slices.Contains(c.Upgrades, a.ID) {
			return nil, refuse("not_that_upgrade", msg.Comp("Upgrade", a.ID))
		}
		v := automa.TableUpgradeValue(c.scratchGame(), int16(u))
		c.Upgrades = append(c.Upgrades, a.ID)
		c.takeFromMarket(MarketUpgrade, a.ID)
		ev = append(ev, Line{Side: engine.Outlaws, Text: msg.New("companion.log.upgrade", msg.Comp("Upgrade", a.ID)), Why: msg.New("companion.why.upgrade", msg.Num("Count", v), msg.Rule("Rules", "O-ACT-4, I11"))})
	case outlaws.Move:
		if i := automa.LowestBarracksWorker(c.Workers); i >= 0 {
			f := c.Workers[i].Floor
			c.Workers[i] = engine.Worker{Zone: engine.OnScaffold}
			ev = append(ev, Line{Side: engine.Outlaws, Text: msg.New("companion.log.move", msg.Num("Floor", int(f))), Why: rule("O-ACT-5, I12")})
		} else if c.Zones().Scaffold > 0 {
			ev = append(ev, Line{Side: engine.Outlaws, Text: msg.New("companion.log.move_scaffold"), Why: msg.New("companion.why.barracks_empty", msg.Rule("Rules", "O-ACT-5, I12"))})
		} else {
			return nil, refuse("no_worker_to_move")
		}
	case outlaws.Rescue:
		i := slices.IndexFunc(c.Workers, func(w engine.Worker) bool { return w.Zone == engine.Whirlpool })
		if i < 0 {
			return nil, refuse("none_in_whirlpool")
		}
		c.Workers[i] = engine.Worker{Zone: engine.OnScaffold}
		ev = append(ev, Line{Side: engine.Outlaws, Text: msg.New("companion.log.rescue"), Why: rule("O-ACT-6, I12")})
	case outlaws.Promote:
		return c.promote(a.Floor, msg.New("companion.why.promote", msg.Rule("Rules", "O-ACT-7, I13")))
	case outlaws.Climb:
		before := slices.Clone(c.Workers)
		g := c.scratchGame()
		var sink []engine.Event
		if !automa.TableClimb(g, &sink) {
			return nil, refuse("none_can_climb")
		}
		c.Workers = g.View().Workers(engine.Outlaws)
		for i, w := range c.Workers {
			if w.Zone == engine.Tower && w.Floor != before[i].Floor {
				ev = append(ev, Line{Side: engine.Outlaws, Text: msg.New("companion.log.climb", msg.Num("From", int(before[i].Floor)), msg.Num("Floor", int(w.Floor))), Why: rule("O-ACT-8, I13")})
				ev = append(ev, c.arrive(int(w.Floor))...)
			}
		}
	case outlaws.Rotate:
		return c.rotate(a.Docks)
	default:
		return nil, refuse("unknown_card_action")
	}
	return ev, nil
}

// levelWhy explains a build's VP: the VP of the build, and the level's VP per build (I22).
func (c *Companion) levelWhy(gained, base int, rules string) msg.Msg {
	if gained == base {
		return rule(rules)
	}
	return msg.New("companion.why.level", msg.Num("Base", base), msg.Num("Diff", gained-base), msg.Word("Level", "word.level."+c.levelID()), msg.Rule("Rules", rules+", I22"))
}

func (c *Companion) levelID() string {
	if c.Difficulty == "" {
		return "normal"
	}
	return c.Difficulty
}

// arrive: an outlaw worker reached a tower floor; the first to reach a floor takes its award
// (O-ACT-7, O-ACT-8, I13). When you laid the awards as the app dealt them, it takes the one
// listed; otherwise the app asks.
func (c *Companion) arrive(floor int) []Line {
	if floor < 1 || floor > len(c.Tower) {
		return nil
	}
	if c.TowerKnown {
		if len(c.Tower[floor-1]) == 0 {
			return nil
		}
		id := c.Tower[floor-1][0]
		if !c.awardLeft(id) {
			return nil
		}
		c.Tower[floor-1] = c.Tower[floor-1][1:]
		c.Awards = append(c.Awards, id)
		return []Line{{Side: engine.Outlaws, Text: msg.New("companion.log.award_auto", msg.Comp("Award", id), msg.Num("Floor", floor)), Why: msg.New("companion.why.award_auto", msg.Rule("Rules", "O-ACT-7, I13, I21"))}}
	}
	c.AwardAsk = append(c.AwardAsk, floor)
	return nil
}

// promote slides one outlaw worker from a scaffold to a tower floor (O-ACT-7 or your build, E10).
func (c *Companion) promote(floor int, why msg.Msg) ([]Line, error) {
	if c.Phase == PhaseSetup || c.Result != nil {
		return nil, refuse("over") // a promotion by the last build counts until the game is scored
	}
	if !slices.Contains(c.PromoteFloors(), floor) {
		fl := c.PromoteFloors()
		if len(fl) == 0 {
			return nil, refuse("no_floor")
		}
		return nil, refuse("floor_range", msg.Num("From", fl[0]), msg.Num("To", fl[len(fl)-1]))
	}
	wi := slices.IndexFunc(c.Workers, func(w engine.Worker) bool { return w.Zone == engine.OnScaffold })
	if wi < 0 {
		return nil, refuse("none_on_scaffold")
	}
	ws := slices.Clone(c.Workers)
	ws[wi].At = geom.C(0, floor)
	g := c.scratchGameWith(ws)
	var sink []engine.Event
	automa.TablePromote(g, wi, &sink)
	c.Workers = g.View().Workers(engine.Outlaws)
	ev := []Line{{Side: engine.Outlaws, Text: msg.New("companion.log.promote", msg.Num("Floor", floor)), Why: why}}
	return append(ev, c.arrive(floor)...), nil
}

// BuildBonus is what the outlaws score instead of a machine's build effect at this level (O-ACT-3).
func (c *Companion) BuildBonus() int { return c.level().BuildBonusVP }

// MachineChoice is a machine the outlaws may take, with its worth to them (I10).
type MachineChoice struct {
	ID    string `json:"id"`
	VP    int    `json:"vp"`
	Value int    `json:"value"` // VP + the build bonus when it has an effect besides VP
}

// MachineChoices lists the machines of a size the outlaws may still take (not put back at setup,
// O-SETUP-7; not marked ★ in a first game, C2; not built by them already), worth the most first.
func (c *Companion) MachineChoices(size string) []MachineChoice {
	lvl := c.level()
	var out []MachineChoice
	market := c.MarketPieces(marketOf(size))
	for i := range c.cat.Machines {
		def := &c.cat.Machines[i]
		if def.Size != size || slices.Contains(c.cat.Board.OutlawExcluded, def.ID) || (c.FirstGame && def.Star) || slices.Contains(c.Machines, def.ID) || slices.Contains(c.Discarded, def.ID) {
			continue
		}
		if market != nil && !slices.Contains(market, def.ID) {
			continue
		}
		out = append(out, MachineChoice{ID: def.ID, VP: def.VP, Value: automa.MachineValue(def, lvl)})
	}
	if market != nil { // market order: the leftmost first on a tie (I10)
		slices.SortStableFunc(out, func(a, b MachineChoice) int { return slices.Index(market, a.ID) - slices.Index(market, b.ID) })
	}
	slices.SortStableFunc(out, func(a, b MachineChoice) int { return b.Value - a.Value })
	return out
}

// machineAllowed: a machine of that size the outlaws may take, whether or not the app knows it
// is in the market (a market you changed without telling the app).
func (c *Companion) machineAllowed(size, id string) bool {
	i, ok := c.cat.MachineByID[id]
	if !ok {
		return false
	}
	def := &c.cat.Machines[i]
	return def.Size == size && !slices.Contains(c.cat.Board.OutlawExcluded, id) && !(c.FirstGame && def.Star) && !slices.Contains(c.Machines, id) && !slices.Contains(c.Discarded, id)
}

// discard: the machine the outlaws would build fits nowhere on the grid, so it leaves the market
// and the game (O-ACT-3: printed "S'il n'est pas possible de construire la Machine, défaussez-la
// du Marché"; I10). The machine is the one named (id), or the app's pick in a market it knows;
// in a market it does not know and none named, nothing is discarded on its record.
func (c *Companion) discard(size, id string) ([]Line, error) {
	m := marketOf(size)
	if id == "" {
		if pick, _, ok := c.Pick(m); ok {
			id = pick
		}
	}
	if id == "" {
		return nil, nil
	}
	if !c.machineAllowed(size, id) {
		return nil, refuse("not_that_machine", msg.Comp("Machine", id), msg.Word("Size", "word.size."+size))
	}
	c.Discarded = append(slices.Clone(c.Discarded), id)
	c.takeFromMarket(m, id)
	return []Line{{Side: engine.Outlaws, Text: msg.New("companion.log.discard", msg.Comp("Machine", id), MarketArg("Market", m)), Why: rule("O-ACT-3, I10")}}, nil
}

// UpgradeChoice is an upgrade the outlaws may take, with its worth to them now (I11).
type UpgradeChoice struct {
	ID    string `json:"id"`
	Value int    `json:"value"`
}

// UpgradeChoices lists the upgrades the outlaws may still take, worth the most to them first.
func (c *Companion) UpgradeChoices() []UpgradeChoice {
	g := c.scratchGame()
	var out []UpgradeChoice
	market := c.MarketPieces(MarketUpgrade)
	for i := range c.cat.Upgrades {
		def := &c.cat.Upgrades[i]
		if (c.FirstGame && def.Star) || slices.Contains(c.Upgrades, def.ID) {
			continue
		}
		if market != nil && !slices.Contains(market, def.ID) {
			continue
		}
		out = append(out, UpgradeChoice{ID: def.ID, Value: automa.TableUpgradeValue(g, int16(i))})
	}
	if market != nil {
		slices.SortStableFunc(out, func(a, b UpgradeChoice) int { return slices.Index(market, a.ID) - slices.Index(market, b.ID) })
	}
	slices.SortStableFunc(out, func(a, b UpgradeChoice) int { return b.Value - a.Value })
	return out
}

// yourDocks checks the docks (1-based) you say hold your airships and returns them 0-based.
func (c *Companion) yourDocks(docks []int, except int) ([]int, error) {
	n := len(c.cat.Board.Docks)
	if len(docks) > len(engine.ShipKinds) {
		return nil, refuse("three_airships", msg.Num("Count", len(engine.ShipKinds)))
	}
	var out []int
	for _, d := range docks {
		if d < 1 || d > n {
			return nil, refuse("no_dock", msg.Num("N", d), msg.Num("Max", n))
		}
		if slices.Contains(out, d-1) || d-1 == except {
			return nil, refuse("dock_twice", c.DockArg("Dock", d-1))
		}
		if k := c.BlockerAt(d - 1); k != 0 {
			return nil, refuse("dock_blocked", ShipArg("Ship", k), c.DockArg("Dock", d-1))
		}
		out = append(out, d-1)
	}
	return out, nil
}

// placeYours puts airships of yours in the docks of a scratch game. Which airship is where does
// not matter to the rules it runs (a dock holds an airship of yours or not), and the app never
// says which of yours is where.
func placeYours(g scratch.Game, docks []int) {
	for k, d := range docks {
		g.SetDock(engine.You, engine.ShipKinds[k], int8(d))
	}
}

// rotate moves the blocker ships with the digital game's rotation (O-ACT-9, I17) around the
// docks you say hold your airships; the thefts wait for your hand-over (O-THEFT-1c).
func (c *Companion) rotate(docks []int) ([]Line, error) {
	yours, err := c.yourDocks(docks, -1)
	if err != nil {
		return nil, err
	}
	g := c.scratchGame()
	placeYours(g, yours)
	var sink []engine.Event
	n := automa.TableRotate(g, &sink)
	nd := len(c.cat.Board.Docks)
	var ev []Line
	for k, kind := range engine.ShipKinds {
		from := int(c.Blockers[k])
		to := int(g.View().Ship(g.View().ShipIndex(engine.Blockers, kind)).Dock)
		c.Blockers[k] = int8(to)
		if from == to {
			ev = append(ev, Line{Side: engine.Outlaws, Text: msg.New("companion.log.blocker_stays", ShipArg("Ship", kind), c.DockArg("Dock", from)), Why: rule("I17")})
			continue
		}
		skipped := 0
		for d := (from + 1) % nd; d != to; d = (d + 1) % nd {
			if slices.Contains(yours, d) {
				skipped++
			}
		}
		why := rule("O-GEN-6, I17")
		if skipped > 0 {
			why = msg.New("companion.why.blocker_theft", msg.Num("Count", skipped), msg.Rule("Rules", "O-THEFT-1c, I15"))
		}
		ev = append(ev, Line{Side: engine.Outlaws, Text: msg.New("companion.log.blocker_moves", ShipArg("Ship", kind), c.DockArg("From", from), c.DockArg("To", to)), Why: why})
	}
	c.YourDocks, c.DocksKnown = yours, true
	if n == 0 {
		ev = append(ev, Line{Side: engine.Outlaws, Text: msg.New("companion.log.no_theft")})
	} else {
		ev = append(ev, Line{Side: engine.Outlaws, Text: msg.New("companion.log.thefts", msg.Num("Count", n)), Why: rule("O-THEFT-1c, O-THEFT-2")})
	}
	c.Thefts += n
	return ev, nil
}
