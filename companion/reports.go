package companion

import (
	"slices"

	"whistle/automa"
	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/msg"
)

// ---- what you tell the app ----

// tellCard records the number of a printed card in a face-up space, and its actions when the
// app does not know them yet (they are kept: the next time it is one tap).
func (c *Companion) tellCard(a Action) ([]Line, error) {
	if !c.Printed {
		return nil, refuse("not_printed")
	}
	if c.Phase != PhaseYou && c.Phase != PhaseOutlaws {
		return nil, refuse("over")
	}
	n := len(c.Outlaw.Faceup)
	if a.Slot < 1 || a.Slot > n {
		return nil, refuse("no_slot", msg.Num("Max", n))
	}
	slot := a.Slot - 1
	if c.Phase == PhaseOutlaws && slot != c.Outlaw.Slot {
		return nil, refuse("tell_picked", SlotArg("Slot", c.Outlaw.Slot, n))
	}
	if c.Phase == PhaseOutlaws && c.Outlaw.Step > 0 {
		return nil, refuse("card_started")
	}
	size := len(c.Outlaw.Cards)
	if a.Card < 1 || a.Card > size {
		return nil, refuse("card_range", msg.Num("Max", size))
	}
	for s, f := range c.Outlaw.Faceup {
		if s != slot && int(f) == a.Card {
			return nil, refuse("card_faceup", msg.Num("N", a.Card), SlotArg("Slot", s, n))
		}
	}
	for _, pile := range c.Outlaw.Used {
		if slices.Contains(pile, int16(a.Card)) {
			return nil, refuse("card_used", msg.Num("N", a.Card))
		}
	}
	known := len(c.Outlaw.Cards[a.Card-1]) > 0
	var ev []Line
	if len(a.Acts) > 0 {
		if err := checkActs(c.cat, a.Acts); err != nil {
			return nil, err
		}
		cards := slices.Clone(c.Outlaw.Cards) // copied on write: clones share the old slice
		cards[a.Card-1] = slices.Clone(a.Acts)
		c.Outlaw.Cards = cards
		ev = append(ev, Line{Side: engine.You, Text: msg.New("companion.log.card_entered", msg.Num("N", a.Card), msg.Sub("Actions", c.actsList(a.Card)))})
	} else if !known {
		return nil, refuse("card_unknown", msg.Num("N", a.Card))
	}
	c.Outlaw.Faceup[slot] = int16(a.Card)
	ev = append(ev, Line{Side: engine.You, Text: msg.New("companion.log.card_told", SlotArg("Slot", slot, n), msg.Num("N", a.Card))})
	if c.Phase == PhaseOutlaws {
		ev = append(ev, Line{Side: engine.Outlaws, Text: msg.New("companion.log.card", msg.Num("N", a.Card), msg.Sub("Actions", c.actsList(a.Card)))})
	}
	return ev, nil
}

// KnownCards counts the printed cards whose actions the app knows.
func (c *Companion) KnownCards() int {
	n := 0
	for _, a := range c.Outlaw.Cards {
		if len(a) > 0 {
			n++
		}
	}
	return n
}

func (c *Companion) awardLeft(id string) bool {
	i, ok := c.cat.AwardByID[id]
	if !ok {
		return false
	}
	n := 0
	for _, a := range c.Awards {
		if a == id {
			n++
		}
	}
	return n < c.cat.Awards[i].Count
}

// award answers the award question of a floor an outlaw reached ("" for none), or, with no
// question waiting, reports an award they took (a correction).
func (c *Companion) award(id string) ([]Line, error) {
	if c.Phase == PhaseOver && c.Result != nil {
		return nil, refuse("scored")
	}
	floor := 0
	if len(c.AwardAsk) > 0 {
		floor = c.AwardAsk[0]
	}
	if id == "" {
		if floor == 0 {
			return nil, refuse("pick_award")
		}
		c.AwardAsk = c.AwardAsk[1:]
		return []Line{{Side: engine.Outlaws, Text: msg.New("companion.log.award_none", msg.Num("Floor", floor))}}, nil
	}
	if _, ok := c.cat.AwardByID[id]; !ok {
		return nil, refuse("pick_award")
	}
	if len(c.Zones().Tower) == 0 {
		return nil, refuse("none_in_tower")
	}
	if !c.awardLeft(id) {
		i := c.cat.AwardByID[id]
		return nil, refuse("award_count", msg.Num("Count", c.cat.Awards[i].Count), msg.Comp("Award", id))
	}
	c.Awards = append(c.Awards, id)
	if floor > 0 {
		c.AwardAsk = c.AwardAsk[1:]
		if t := c.Tower[floor-1]; slices.Contains(t, id) {
			i := slices.Index(t, id)
			c.Tower[floor-1] = slices.Delete(t, i, i+1)
		}
		return []Line{{Side: engine.Outlaws, Text: msg.New("companion.log.award_floor", msg.Comp("Award", id), msg.Num("Floor", floor)), Why: msg.New("companion.why.award", msg.Rule("Rules", "O-GEN-3, I21"))}}, nil
	}
	return []Line{{Side: engine.Outlaws, Text: msg.New("companion.log.award", msg.Comp("Award", id)), Why: msg.New("companion.why.award", msg.Rule("Rules", "O-GEN-3, I21"))}}, nil
}

// AwardOffer lists the awards to offer for the floor waiting for an answer: the ones the app
// dealt there first (when still there by its record), then every other kind still in play.
func (c *Companion) AwardOffer() (floor int, onFloor, others []string) {
	if len(c.AwardAsk) == 0 {
		return 0, nil, nil
	}
	floor = c.AwardAsk[0]
	for _, id := range c.Tower[floor-1] {
		if c.awardLeft(id) && !slices.Contains(onFloor, id) {
			onFloor = append(onFloor, id)
		}
	}
	for _, a := range c.cat.Awards {
		if c.awardLeft(a.ID) && !slices.Contains(onFloor, a.ID) {
			others = append(others, a.ID)
		}
	}
	return floor, onFloor, others
}

// AfterTheirBuild reports that the outlaws' turn just ended with a machine they built and only
// what it did has been reported since: a promotion or flood reported now is their build's.
func (c *Companion) AfterTheirBuild() bool { return c.afterTheirBuild }

// DieRolled reports whether the turn's card was picked by a die the app knows (the app's die, or
// the value of yours you told it); false when you named the card your die picked.
func (c *Companion) DieRolled() bool { return c.Phase == PhaseOutlaws && !c.picked }

// yourAward: one of your workers took an award from a tower floor; it is no longer there for
// the outlaws (B6).
func (c *Companion) yourAward(id string, floor int) ([]Line, error) {
	// (also once the game has ended and before the scores: the step that ended it may have
	// promoted your worker, which took its award)
	if c.Phase == PhaseSetup || c.Phase == PhaseOver && c.Result != nil {
		return nil, refuse("over")
	}
	if floor < 1 || floor > len(c.Tower) {
		return nil, refuse("tower_floor", msg.Num("Max", len(c.Tower)))
	}
	i := slices.Index(c.Tower[floor-1], id)
	if i < 0 {
		return nil, refuse("award_not_on_floor", msg.Comp("Award", id), msg.Num("Floor", floor))
	}
	c.Tower[floor-1] = slices.Delete(slices.Clone(c.Tower[floor-1]), i, i+1)
	return []Line{{Side: engine.You, Text: msg.New("companion.log.your_award", msg.Comp("Award", id), msg.Num("Floor", floor))}}, nil
}

// notThere takes back an award the app gave the outlaws that was not on the tower at the table
// (the promotion or climb that reached the floor stands).
func (c *Companion) notThere(id string) ([]Line, error) {
	if c.Phase == PhaseOver && c.Result != nil {
		return nil, refuse("scored")
	}
	i := slices.Index(c.Awards, id)
	if i < 0 {
		return nil, refuse("award_not_theirs", msg.Comp("Award", id))
	}
	c.Awards = slices.Delete(slices.Clone(c.Awards), i, i+1)
	return []Line{{Side: engine.Outlaws, Text: msg.New("companion.log.not_there", msg.Comp("Award", id))}}, nil
}

func (c *Companion) theftGrid() ([]Line, error) {
	if c.Phase != PhaseYou {
		return nil, refuse("your_turn_only")
	}
	if !slices.Contains(c.OnGrid[:], true) && c.Zones().Scaffold == 0 {
		return nil, refuse("nothing_on_grid")
	}
	c.Thefts++
	return []Line{{Side: engine.Outlaws, Text: msg.New("companion.log.theft_grid"), Why: msg.New("companion.why.theft_grid", msg.Rule("Rules", "O-THEFT-1a, I15, O-THEFT-3"))}}, nil
}

// dock records your docking: a bump moves the blocker on (I18), and a dock right next to a
// blocker ship in its market is a theft (O-THEFT-1b) — both with the digital game's code. The
// dock joins the docks the app remembers as yours.
func (c *Companion) dock(a Action) ([]Line, error) {
	if c.Phase != PhaseYou {
		return nil, refuse("your_turn_only")
	}
	n := len(c.cat.Board.Docks)
	if a.Dock < 1 || a.Dock > n {
		return nil, refuse("no_dock", msg.Num("N", a.Dock), msg.Num("Max", n))
	}
	d := a.Dock - 1
	g := c.scratchGame()
	var ev []Line
	if k := c.BlockerAt(d); k != 0 {
		if !a.Flag {
			return nil, refuse("bump_only", ShipArg("Ship", k), c.DockArg("Dock", d))
		}
		others, err := c.yourDocks(a.Docks, d)
		if err != nil {
			return nil, err
		}
		placeYours(g, append(others, d))
		bi := g.View().ShipIndex(engine.Blockers, k)
		if !automa.TableBump(g, bi, d) {
			return nil, refuse("bump_nowhere", ShipArg("Ship", k))
		}
		c.Blockers[k-1] = g.View().Ship(bi).Dock
		c.YourDocks, c.DocksKnown = others, true
		ev = append(ev, Line{Side: engine.Outlaws, Text: msg.New("companion.log.bump", ShipArg("Ship", k), c.DockArg("Dock", int(g.View().Ship(bi).Dock))), Why: rule("O-GEN-6, I17, I18")})
	} else if a.Flag {
		return nil, refuse("no_blocker_there", c.DockArg("Dock", d))
	}
	if !slices.Contains(c.YourDocks, d) {
		c.YourDocks = append(c.YourDocks, d)
		if len(c.YourDocks) > len(engine.ShipKinds) {
			c.YourDocks = c.YourDocks[1:] // you have three airships: the oldest report is stale
		}
	}
	if g.View().TheftAtDock(d) {
		c.Thefts++
		ev = append(ev, Line{Side: engine.Outlaws, Text: msg.New("companion.log.dock_theft", c.DockArg("Dock", d)), Why: msg.New("companion.why.dock_theft", msg.Rule("Rules", "O-THEFT-1b, O-THEFT-3"))})
	} else {
		ev = append(ev, Line{Side: engine.You, Text: msg.New("companion.log.dock", c.DockArg("Dock", d))})
	}
	return ev, nil
}

// TheyLack lists the resource types the hideout does not hold yet (O-THEFT-2).
func (c *Companion) TheyLack() []catalog.Resource {
	var all catalog.Resources
	for _, r := range catalog.AllResources {
		all[r] = 1
	}
	if len(engine.TheftTypes(all, c.Hideout)) == len(catalog.AllResources) && c.Hideout.Total() > 0 {
		return nil // they hold every type
	}
	return engine.TheftTypes(all, c.Hideout)
}

// handOver records the resource you handed over to a theft, checking the type rule (I16): one
// of the types the hideout lacks if you hold any of them.
func (c *Companion) handOver(a Action) ([]Line, error) {
	if c.Thefts == 0 {
		return nil, refuse("no_theft")
	}
	r, err := catalog.ParseResource(a.Res)
	if err != nil {
		return nil, refuse("no_resource", msg.Name("Res", a.Res))
	}
	var held catalog.Resources
	held[r] = 1
	lack := c.TheyLack()
	if !a.Flag {
		for _, t := range lack {
			held[t] = 1
		}
	}
	if !slices.Contains(engine.TheftTypes(held, c.Hideout), r) {
		var args []msg.Arg
		for _, t := range lack {
			args = append(args, msg.Res("", t.String(), 0))
		}
		return nil, refuse("wrong_type", msg.Res("Res", r.String(), 0), msg.Sub("List", List("or", args...)))
	}
	c.Hideout[r]++
	c.Thefts--
	return []Line{{Side: engine.Outlaws, Text: msg.New("companion.log.stolen", msg.Res("Res", r.String(), 1)), Why: rule("O-THEFT-2, I16")}}, nil
}

// flood: the water rises over the next row (B2): outlaw barracks workers on that floor go to
// the whirlpool (B3, E13), and you report those swept from scaffolds.
func (c *Companion) flood(swept int) ([]Line, error) {
	if c.Phase == PhaseSetup || c.Result != nil {
		return nil, refuse("over") // the water of the last build counts until the game is scored
	}
	if c.Water >= c.cat.Board.WaterBars-1 {
		return nil, refuse("water_full")
	}
	if swept < 0 || swept > c.Zones().Scaffold {
		return nil, refuse("swept_range", msg.Num("Count", c.Zones().Scaffold))
	}
	c.Water++
	ev := []Line{{Side: engine.You, Text: msg.New("companion.log.flood", msg.Num("Row", c.Water))}}
	for i, w := range c.Workers {
		if w.Zone == engine.Barracks && int(w.Floor) == c.Water {
			c.Workers[i] = engine.Worker{Zone: engine.Whirlpool}
			ev = append(ev, Line{Side: engine.Outlaws, Text: msg.New("companion.log.swept_barracks", msg.Num("Floor", c.Water)), Why: rule("B3, E13")})
		}
	}
	for k := 0; k < swept; k++ {
		i := slices.IndexFunc(c.Workers, func(w engine.Worker) bool { return w.Zone == engine.OnScaffold })
		c.Workers[i] = engine.Worker{Zone: engine.Whirlpool}
		ev = append(ev, Line{Side: engine.Outlaws, Text: msg.New("companion.log.swept_scaffold")})
	}
	if slices.Contains(c.OnGrid[:], true) {
		ev = append(ev, Line{Side: engine.Outlaws, Text: msg.New("companion.log.ship_water"), Why: rule("I19")})
	}
	return ev, nil
}

// barracksDrop: a machine effect dropped every barracks worker one floor (the outlaws' too); a
// worker at or under the water goes to the whirlpool — as the digital game's effect does.
func (c *Companion) barracksDrop() ([]Line, error) {
	if c.Phase == PhaseSetup || c.Phase == PhaseOver {
		return nil, refuse("over")
	}
	ev := []Line{{Side: engine.You, Text: msg.New("companion.log.barracks_drop")}}
	for i, w := range c.Workers {
		if w.Zone != engine.Barracks {
			continue
		}
		w.Floor--
		if int(w.Floor) <= c.Water || w.Floor < 1 {
			w = engine.Worker{Zone: engine.Whirlpool}
			ev = append(ev, Line{Side: engine.Outlaws, Text: msg.New("companion.log.drop_whirlpool")})
		}
		c.Workers[i] = w
	}
	return ev, nil
}

func (c *Companion) shipHome(name string) ([]Line, error) {
	k, err := engine.ParseShip(name)
	if err != nil {
		return nil, refuse("no_ship", msg.Name("Ship", name))
	}
	if !c.OnGrid[k-1] {
		return nil, refuse("ship_home_already", ShipArg("Ship", k))
	}
	c.OnGrid[k-1] = false
	return []Line{{Side: engine.Outlaws, Text: msg.New("companion.log.ship_home", ShipArg("Ship", k)), Why: rule("I18, I19")}}, nil
}

// Zone names, as the actions carry them.
var zoneNames = []engine.Zone{engine.Barracks, engine.OnScaffold, engine.Tower, engine.Whirlpool}

// correctWorker moves one outlaw worker between zones: for effects of yours the app cannot see
// (Doomsday Device: their lowest barracks worker, I20) and for mistakes.
func (c *Companion) correctWorker(a Action) ([]Line, error) {
	if c.Phase == PhaseOver {
		return nil, refuse("over")
	}
	zone := func(s string) (engine.Zone, error) {
		for _, z := range zoneNames {
			if z.String() == s {
				return z, nil
			}
		}
		return 0, refuse("pick_zone")
	}
	from, err := zone(a.From)
	if err != nil {
		return nil, err
	}
	to, err := zone(a.To)
	if err != nil {
		return nil, err
	}
	i := -1
	if from == engine.Barracks {
		i = automa.LowestBarracksWorker(c.Workers)
	} else {
		for k, w := range c.Workers {
			if w.Zone == from && (i < 0 || w.Floor > c.Workers[i].Floor) {
				i = k // the highest tower worker
			}
		}
	}
	if i < 0 {
		return nil, refuse("zone_empty", ZoneArg("Zone", engine.Worker{Zone: from}))
	}
	nw := engine.Worker{Zone: to}
	switch to {
	case engine.Tower:
		if a.Floor < 1 || a.Floor > len(c.cat.Board.TowerVP) {
			return nil, refuse("tower_floor", msg.Num("Max", len(c.cat.Board.TowerVP)))
		}
		nw.Floor = int8(a.Floor)
	case engine.Barracks:
		if a.Floor < 1 || a.Floor > c.cat.Board.BarracksFloors {
			return nil, refuse("barracks_floor", msg.Num("Max", c.cat.Board.BarracksFloors))
		}
		nw.Floor = int8(a.Floor)
	}
	old := c.Workers[i]
	c.Workers[i] = nw
	return []Line{{Side: engine.Outlaws, Text: msg.New("companion.log.correction", ZoneArg("From", old), ZoneArg("To", nw))}}, nil
}

// ZoneArg names where a worker is: a barracks or tower floor, a scaffold, the whirlpool.
func ZoneArg(key string, w engine.Worker) msg.Arg {
	switch w.Zone {
	case engine.Barracks:
		return msg.Sub(key, msg.New("companion.zone.barracks_floor", msg.Num("Floor", int(w.Floor))))
	case engine.Tower:
		return msg.Sub(key, msg.New("companion.zone.tower_floor", msg.Num("Floor", int(w.Floor))))
	case engine.Whirlpool:
		return msg.Sub(key, msg.New("companion.zone.whirlpool"))
	}
	return msg.Sub(key, msg.New("companion.zone.scaffold"))
}

// checkBarracks starts the last turns when neither side has a worker in the barracks (I4).
func (c *Companion) checkBarracks() []Line {
	if c.End.Triggered || !c.YourEmpty || automa.LowestBarracksWorker(c.Workers) >= 0 {
		return nil
	}
	by := engine.You
	id := "companion.log.last_turns_you"
	if c.Phase == PhaseOutlaws || c.afterTheirBuild {
		by = engine.Outlaws
		id = "companion.log.last_turns_outlaws"
	}
	c.End.StartLastTurns(by)
	if c.Phase == PhaseYou && by == engine.Outlaws {
		c.End.TurnFinished() // their build emptied them in their turn, which is over: you take the last turn
	}
	return []Line{{Side: by, Text: msg.New(id), Why: rule("I4")}}
}

// LastTurn reports that you are playing the last turn of the game (I4).
func (c *Companion) LastTurn() bool {
	return c.Phase == PhaseYou && c.End.Triggered && c.End.FinalTurns <= 0
}

func (c *Companion) finish() ([]Line, error) {
	if !c.LastTurn() {
		return nil, refuse("not_last_turn")
	}
	if c.Thefts > 0 {
		return nil, refuse("thefts_waiting", msg.Num("Count", c.Thefts))
	}
	c.over("barracks")
	return []Line{{Side: engine.You, Text: msg.New("companion.log.end_barracks"), Why: rule("I4")}}, nil
}

// ---- the end ----

// OutlawScore is the outlaws' score as it stands, by the digital game's scoring (I21, D5).
func (c *Companion) OutlawScore() engine.Score { return c.scratchGame().View().ScoreOf(engine.Outlaws) }

// OutlawTie gives the outlaws' tie-break figures (I6).
func (c *Companion) OutlawTie() engine.TieBreak {
	return c.scratchGame().View().TieBreakOf(engine.Outlaws)
}

func (c *Companion) score(a Action) ([]Line, error) {
	if c.Phase != PhaseOver {
		return nil, refuse("not_over")
	}
	if err := c.blocked(); err != nil {
		return nil, err
	}
	if a.Score == nil || a.Tie == nil {
		return nil, refuse("enter_score")
	}
	s := *a.Score
	for _, v := range []int{s.Play, s.Tower, s.Upgrades, s.Machines, s.Awards, s.Scaffolds, s.Cards, s.Resources, s.Hideout, -s.Whirlpool} {
		if v < 0 || v > 999 {
			return nil, refuse("score_range")
		}
	}
	if s.Hideout != 0 {
		return nil, refuse("hideout_outlaws")
	}
	if a.Tie.Tower < 0 || a.Tie.Tower > len(c.cat.Board.TowerVP) || a.Tie.Items < 0 || a.Tie.Items > 999 {
		return nil, refuse("tie_range", msg.Num("Max", len(c.cat.Board.TowerVP)))
	}
	s.Total = s.Sum()
	tie := *a.Tie
	r := engine.Decide([engine.NumSides]engine.Score{s, c.OutlawScore()}, [engine.NumSides]engine.TieBreak{tie, c.OutlawTie()})
	c.Result, c.YourTie = &r, &tie
	return []Line{{Side: r.Winner, Text: ResultMsg(r)}}, nil
}

// ResultMsg says who won, and by which tie-break (I6).
func ResultMsg(r engine.Result) msg.Msg {
	y, o := r.Scores[engine.You].Total, r.Scores[engine.Outlaws].Total
	tie := "word.tie.tower"
	if r.TieBreak.ID == "tie.items" {
		tie = "word.tie.items"
	}
	switch {
	case r.Shared:
		return msg.New("companion.result.shared", msg.Num("VP", y))
	case r.Winner == engine.You && !r.TieBreak.IsZero():
		return msg.New("companion.result.you_tie", msg.Num("VP", y), msg.Word("Tie", tie))
	case r.Winner == engine.You:
		return msg.New("companion.result.you", msg.Num("VP", y), msg.Num("Other", o))
	case !r.TieBreak.IsZero():
		return msg.New("companion.result.outlaws_tie", msg.Num("VP", o), msg.Word("Tie", tie))
	}
	return msg.New("companion.result.outlaws", msg.Num("VP", o), msg.Num("Other", y))
}

// ---- what the app knows ----

// Zones counts the outlaws' workers per zone.
type Zones struct {
	Barracks  []int `json:"barracks"` // workers on each barracks floor (floor 1 first)
	Scaffold  int   `json:"scaffold"`
	Whirlpool int   `json:"whirlpool"`
	Tower     []int `json:"tower"` // the floor of each tower worker, highest first
}

// Zones returns where the outlaws' workers are.
func (c *Companion) Zones() Zones {
	z := Zones{Barracks: make([]int, c.cat.Board.BarracksFloors)}
	for _, w := range c.Workers {
		switch w.Zone {
		case engine.Barracks:
			if f := int(w.Floor); f >= 1 && f <= len(z.Barracks) {
				z.Barracks[f-1]++
			}
		case engine.OnScaffold, engine.OnMachine:
			z.Scaffold++
		case engine.Whirlpool:
			z.Whirlpool++
		case engine.Tower:
			z.Tower = append(z.Tower, int(w.Floor))
		}
	}
	slices.SortFunc(z.Tower, func(a, b int) int { return b - a })
	return z
}

// Status says in a line where the game stands.
func (c *Companion) Status() msg.Msg {
	switch c.Phase {
	case PhaseSetup:
		return msg.New("companion.status.setup")
	case PhaseOver:
		if c.Result != nil {
			return ResultMsg(*c.Result)
		}
		return msg.New("companion.status.over")
	case PhaseOutlaws:
		id, _, _ := c.Card()
		if c.picked && id == 0 {
			return msg.New("companion.status.picked_untold", msg.Num("Turn", c.Turn))
		}
		if c.picked {
			return msg.New("companion.status.picked", msg.Num("Turn", c.Turn), msg.Num("N", id))
		}
		if id == 0 {
			return msg.New("companion.status.outlaws_untold", msg.Num("Turn", c.Turn), msg.Num("Die", c.Outlaw.Die))
		}
		return msg.New("companion.status.outlaws", msg.Num("Turn", c.Turn), msg.Num("Die", c.Outlaw.Die), msg.Num("N", id))
	}
	if c.LastTurn() {
		return msg.New("companion.status.last_turn")
	}
	return msg.New("companion.status.you", msg.Num("Count", c.Turn))
}
