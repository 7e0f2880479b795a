package bot

// The greedy bot's choices for the parts of a turn: collecting, forging, bonus actions, effect
// steps and setup (greedy.go scores the actions).

import (
	"slices"

	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/geom"
)

// ---- building, moving, rescuing ----

// buildOption is a build of a stored piece with what it realises.
type buildOption struct {
	a    engine.Action
	gain float64 // VP scored, promotions, minus what a flood would cost
}

// floodLoss is what a flood would cost you minus what it costs the outlaws: workers swept from
// the barracks floor or scaffold row about to go under (B3, build step 4).
func (b *bot) floodLoss() float64 {
	g := b.g
	row := g.Water + 1
	loss := 0.0
	for side, sign := range []float64{1, -0.5} {
		for _, w := range g.Workers[side] {
			if (w.Zone == engine.Barracks && int(w.Floor) == row) || (w.Zone == engine.OnScaffold && int(w.At.Row) == row) {
				loss += sign * float64(g.Board().WhirlpoolPenalty)
			}
		}
	}
	return loss
}

// builds lists the best build of each stored piece.
func (b *bot) builds() []buildOption {
	g := b.g
	st := &g.Sides[b.me]
	var out []buildOption
	var cells [9]geom.Cell // a machine's squares (reused)
	sbuf := spotPool.Get().(*[]engine.Spot)
	defer spotPool.Put(sbuf)
	for i, t := range st.Scaffolds {
		if slices.Contains(st.Scaffolds[:i], t) {
			continue
		}
		spots := g.AppendScaffoldSpots((*sbuf)[:0], int(t))
		*sbuf = spots // keep the storage for the next tile
		if len(spots) == 0 {
			continue
		}
		k := 0
		for i, sp := range spots {
			if sp.VP > spots[k].VP || (sp.VP == spots[k].VP && sp.At.Row > spots[k].At.Row) {
				k = i
			}
		}
		sp := spots[k]
		out = append(out, buildOption{
			a:    engine.Action{Kind: engine.ActBuildScaffold, ID: b.cat.Scaffolds[t].ID, At: sp.At, Orient: sp.Orient},
			gain: float64(sp.VP) + 0.05*float64(sp.At.Row),
		})
	}
	bridge := g.Board().BridgeRow
	for i, d := range st.Machines {
		if slices.Contains(st.Machines[:i], d) {
			continue
		}
		def := &b.cat.Machines[d]
		var top *buildOption
		for _, sp := range b.machineSpots(d) {
			v := float64(def.VP)
			floods := false
			for _, c := range g.AppendMachineSquares(cells[:0], int(d), sp.Orient, sp.At) {
				if side, w := g.WorkerAt(c); w >= 0 {
					if side == b.me {
						v += float64(g.Board().TowerVP[c.Row-1]) - wt.RowOnScaffold*float64(c.Row)
					} else {
						v -= 0.5 * float64(g.Board().TowerVP[c.Row-1])
					}
				}
				if int(c.Row) >= bridge {
					floods = true
				}
			}
			if floods {
				v -= b.floodLoss()
			}
			if top == nil || v > top.gain {
				top = &buildOption{a: engine.Action{Kind: engine.ActBuildMachine, ID: def.ID, At: sp.At, Orient: sp.Orient}, gain: v}
			}
		}
		if top != nil {
			out = append(out, *top)
		}
	}
	slices.SortStableFunc(out, func(x, y buildOption) int {
		switch {
		case x.gain > y.gain:
			return -1
		case x.gain < y.gain:
			return 1
		}
		return 0
	})
	return out
}

// work is the best move or rescue of a forge: a rescue (worth the whirlpool penalty) or the
// lowest barracks worker to the highest free scaffold space.
func (b *bot) work() (engine.Action, float64, bool) {
	g := b.g
	free := b.freeSpaces()
	if len(free) == 0 {
		return engine.Action{}, 0, false
	}
	dest := b.bestSpace(free)
	bd := g.Board()
	ws := g.Workers[b.me]
	rescuer, low := -1, -1
	for i, w := range ws {
		if w.Zone == engine.Whirlpool && rescuer < 0 {
			rescuer = i
		}
		if w.Zone == engine.Barracks && (low < 0 || w.Floor < ws[low].Floor) {
			low = i
		}
	}
	if rescuer >= 0 && g.CanPay(b.me, bd.RescueCost, 0) {
		v := float64(bd.WhirlpoolPenalty) + wt.RowOnScaffold*float64(dest.Row) - b.costWorth(bd.RescueCost, 0)
		if v > minGain {
			return engine.Action{Kind: engine.ActRescue, Worker: rescuer, At: dest}, v, true
		}
	}
	if low >= 0 && g.CanPay(b.me, bd.MoveCost, 0) {
		v := wt.RowOnScaffold*float64(dest.Row) - b.costWorth(bd.MoveCost, 0) + seatPressure(g)
		if int(ws[low].Floor) == g.Water+1 {
			v += float64(bd.WhirlpoolPenalty) / 2 // out of the next flood's way
		}
		if v > minGain {
			return engine.Action{Kind: engine.ActMove, Worker: low, At: dest}, v, true
		}
	}
	return engine.Action{}, 0, false
}

// bestSpace picks where a worker should go: the highest free space that one of your stored
// machines could cover now (the next build promotes it), else the highest free space.
func (b *bot) bestSpace(free []geom.Cell) geom.Cell {
	g := b.g
	covered := map[geom.Cell]bool{}
	var cells [9]geom.Cell // a machine's squares (reused)
	ms := g.Sides[b.me].Machines
	for i, d := range ms {
		if slices.Contains(ms[:i], d) {
			continue
		}
		for _, sp := range b.machineSpots(d) {
			for _, c := range g.AppendMachineSquares(cells[:0], int(d), sp.Orient, sp.At) {
				covered[c] = true
			}
		}
	}
	best := free[len(free)-1]
	score := func(c geom.Cell) float64 {
		v := float64(c.Row)
		if covered[c] {
			v += wt.CoverBonus
		}
		return v
	}
	for _, c := range free {
		if score(c) > score(best) {
			best = c
		}
	}
	return best
}

// forgeWorth estimates a forge: the builds it allows, the work, and the airships coming home.
func (b *bot) forgeWorth() float64 {
	g := b.g
	bd := g.Board()
	v := 0.0
	for _, sh := range g.Ships {
		if sh.Owner == b.me && sh.Loc != engine.Home {
			v += wt.ShipHome
		}
	}
	for i, o := range b.builds() {
		if i >= bd.ForgeBuilds {
			break
		}
		cost := 0.0
		if i > 0 {
			cost = b.costWorth(bd.ExtraBuildCost, 0)
		}
		if o.gain > cost {
			v += wt.ForgeRealize * (o.gain - cost)
		}
	}
	if _, w, ok := b.work(); ok {
		v += w
	}
	return v - wt.ForgeBase
}

func (b *bot) forge() (engine.Action, bool) {
	g := b.g
	bd := g.Board()
	if !g.Turn.Work {
		if a, _, ok := b.work(); ok && g.Check(a) == nil {
			return a, true
		}
	}
	if g.Turn.Builds < bd.ForgeBuilds {
		cost := 0.0
		var extra catalog.Resources
		if g.Turn.Builds > 0 {
			extra = bd.ExtraBuildCost
			cost = b.costWorth(extra, 0)
		}
		if g.CanPay(b.me, extra, 0) {
			for _, o := range b.builds() {
				if o.gain <= cost {
					break
				}
				if g.Check(o.a) == nil {
					return o.a, true
				}
			}
		}
	}
	return engine.Action{Kind: engine.ActDone}, true
}

// ---- collecting: activations ----

func (b *bot) collect() (engine.Action, bool) {
	g := b.g
	f := g.Top()
	var sure, maybe []scored // free activations (known gains); others, estimated from their steps
	for _, m := range f.Items {
		a := engine.Action{Kind: engine.ActActivate, At: g.Machines[m].Cells[0]}
		def := &b.cat.Machines[g.Machines[m].Def]
		if !b.deep || def.Yield > 0 {
			// a free activation: what it gives is known (Greedy checks the action chosen)
			if v := b.activationWorth(int(m)); v > 0.3 {
				sure = append(sure, scored{a, v})
			}
			continue
		}
		if !b.canPayStart(def.Activate) {
			continue // its cost cannot be paid: no need to try it
		}
		if v := b.stepsWorth(def.Activate, g.Sides[b.me].Res); v > 0 {
			maybe = append(maybe, scored{a, v})
		}
	}
	if a, v, ok := best(sure); ok && v > minGain {
		return a, true
	}
	// the most promising other activation, tried on a copy
	if a, _, ok := best(maybe); ok {
		if v, ok := b.gainOf(a, evaluate(g, b.me)); ok && v > minGain {
			return a, true
		}
	}
	return engine.Action{Kind: engine.ActDone}, true
}

// canPayStart: the pay steps an effect starts with can be paid (the engine checks the rest).
func (b *bot) canPayStart(eff catalog.Effect) bool {
	var cost catalog.Resources
	anyN := 0
	for _, st := range eff {
		switch st.Op {
		case "pay":
			cost = cost.Add(st.Res)
		case "pay_any":
			anyN += st.Count
		default:
			return b.g.CanPay(b.me, cost, anyN)
		}
	}
	return b.g.CanPay(b.me, cost, anyN)
}

// ---- bonus actions and the end of your turn ----

// bonusOrEnd plays a card or redeems an award when it is worth it, then ends your turn. Each
// candidate is estimated from its steps; the best one is then tried on a copy.
func (b *bot) bonusOrEnd() (engine.Action, bool) {
	g := b.g
	end := engine.Action{Kind: engine.ActEndTurn}
	if !b.deep {
		return end, true
	}
	st := &g.Sides[b.me]
	have := st.Res
	var cbuf [16]scored
	c := cbuf[:0]
	if !g.Turn.CardPlayed {
		for i, k := range st.Cards {
			if !slices.Contains(st.Cards[:i], k) {
				def := &b.cat.Cards[k]
				c = append(c, scored{engine.Action{Kind: engine.ActPlayCard, ID: def.ID}, b.stepsWorth(def.Play, have) - wt.Card})
			}
		}
	}
	if !g.Turn.AwardRedeemed {
		for i, k := range st.Awards {
			if !slices.Contains(st.Awards[:i], k) {
				def := &b.cat.Awards[k]
				loss := float64(g.Board().StorageVP.PerAward) + wt.Award
				c = append(c, scored{engine.Action{Kind: engine.ActRedeemAward, ID: def.ID}, b.stepsWorth(def.Redeem, have) - loss})
			}
		}
	}
	before := evaluate(g, b.me)
	for tries := 0; tries < 2 && len(c) > 0; tries++ {
		k := 0
		for i := range c {
			if c[i].v > c[k].v {
				k = i
			}
		}
		if c[k].v <= 0.5 {
			break
		}
		if v, ok := b.gainOf(c[k].a, before); ok && v > 0.5 {
			return c[k].a, true
		}
		c[k] = c[len(c)-1]
		c = c[:len(c)-1]
	}
	return end, true
}

// ---- effects ----

func (b *bot) effect() (engine.Action, bool) {
	g := b.g
	f := g.Top()
	if len(f.Steps) == 0 {
		return engine.Action{}, false
	}
	st := f.Steps[0]
	done := engine.Action{Kind: engine.ActDone}
	canDecline := g.Check(done) == nil
	var cands []engine.Action
	switch {
	case st.Op == "build":
		for _, o := range b.builds() {
			if g.Check(o.a) == nil {
				return o.a, true
			}
		}
	case (st.Op == "move" || st.Op == "rescue" || st.Op == "move_or_rescue") && st.From == "" && st.To == "":
		free := g.FreeSpaces()
		if len(free) > 0 {
			dest := free[len(free)-1]
			ws := g.Workers[b.me]
			var order []int // a rescue first, then the lowest barracks worker, then scaffold workers
			for i, w := range ws {
				if w.Zone == engine.Whirlpool {
					order = append(order, i)
				}
			}
			for fl := 1; fl <= g.Board().BarracksFloors; fl++ {
				for i, w := range ws {
					if w.Zone == engine.Barracks && int(w.Floor) == fl {
						order = append(order, i)
					}
				}
			}
			for i, w := range ws {
				if w.Zone == engine.OnScaffold && w.At.Row < dest.Row {
					order = append(order, i)
				}
			}
			for _, i := range order {
				kind := engine.ActMove
				if ws[i].Zone == engine.Whirlpool {
					kind = engine.ActRescue
				}
				a := engine.Action{Kind: kind, Worker: i, At: dest}
				if g.Check(a) == nil {
					return a, true
				}
			}
		}
	default:
		n := g.NumChoices()
		for i := 0; i < n; i++ {
			cands = append(cands, engine.Action{Kind: engine.ActChoose, Option: i})
		}
		if n == 0 {
			for _, a := range g.Legal() {
				if a.Kind != engine.ActDone {
					cands = append(cands, a)
				}
			}
		}
	}
	if len(cands) > 0 {
		if !b.deep || (len(cands) == 1 && !canDecline) {
			return cands[0], true
		}
		if canDecline {
			cands = append(cands, done)
		}
		before := evaluate(g, b.me)
		var c []scored
		for _, a := range cands[:min(len(cands), 12)] {
			if v, ok := b.gainOf(a, before); ok {
				c = append(c, scored{a, v})
			}
		}
		if a, _, ok := best(c); ok {
			return a, true
		}
	}
	if canDecline {
		return done, true
	}
	if legal := g.Legal(); len(legal) > 0 {
		return legal[0], true
	}
	return engine.Action{}, false
}

// ---- setup ----

// setupBuild builds a starting scaffold touching the water near the middle of the grid: the
// middle one of the legal builds, in the order Legal lists them.
func (b *bot) setupBuild() (engine.Action, bool) {
	n := 0
	b.eachSetupBuild(func(int, int16, engine.Spot) { n++ })
	if n == 0 {
		return engine.Action{}, false
	}
	var a engine.Action
	b.eachSetupBuild(func(i int, t int16, sp engine.Spot) {
		if i == n/2 {
			a = b.setupAction(t, sp)
		}
	})
	return a, true
}

// eachSetupBuild calls fn with the builds of a starting scaffold (numbered from 0) as Legal
// lists them (each tile waiting to be built, in order, at every place ScaffoldSpots gives for
// setup), without checking each one again (TestSetupBuildsAreLegal compares them with Legal's;
// Greedy checks the one chosen).
func (b *bot) eachSetupBuild(fn func(i int, tile int16, sp engine.Spot)) {
	f := b.g.Top()
	n := 0
	for i, t := range f.Items {
		if slices.Contains(f.Items[:i], t) {
			continue
		}
		for _, sp := range b.g.ScaffoldSpots(int(t), true) {
			fn(n, t, sp)
			n++
		}
	}
}

func (b *bot) setupAction(t int16, sp engine.Spot) engine.Action {
	return engine.Action{Kind: engine.ActBuildScaffold, ID: b.cat.Scaffolds[t].ID, At: sp.At, Orient: sp.Orient}
}
