package bot

import (
	"math"
	"sync"

	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/geom"
	"whistle/engine/seatview"
)

// Greedy is a bot for your side. At each decision it scores the possible actions by how much
// they raise a simple evaluation of your position (evaluate: your score so far plus what your
// resources, stored pieces and workers on scaffolds are worth) and takes the best:
//   - airship spots, docks and builds are scored directly from what they give (resources,
//     pieces, VP, promotions), with fast generators, so a whole game takes milliseconds;
//   - small choices (machines to activate, a card to play, how to pay, what a theft takes,
//     effect choices) are applied to a copy of the game and the copy is evaluated.
//
// It always returns an action the game accepts (falling back on the first legal one) and it
// always ends its turn, so games finish.
func Greedy(g *engine.Game) engine.Action {
	a, _ := GreedyChecked(g)
	return a
}

// GreedyChecked is Greedy, and also reports whether the action has passed g.Check (it has,
// unless the game lists no legal action), so that it can be carried out with ApplyLegal.
func GreedyChecked(g *engine.Game) (engine.Action, bool) {
	view := g
	if g.Seated() {
		// in the base game it sees only what its seat may see
		view = trialPool.Get().(*engine.Game)
		seatview.Into(g, Seat(g), view)
		defer trialPool.Put(view)
	}
	b := bot{g: view, cat: g.Catalog(), deep: true, me: Seat(g)}
	if a, ok := b.choose(); ok && ((view == g && b.checked == a) || g.Check(a) == nil) {
		return a, true
	}
	return fallbackChecked(g)
}

func fallbackChecked(g *engine.Game) (engine.Action, bool) {
	legal := g.Legal()
	if len(legal) == 0 {
		return engine.Action{Kind: engine.ActEndTurn}, false
	}
	for _, k := range []engine.ActionKind{engine.ActDone, engine.ActEndTurn} {
		for _, a := range legal {
			if a.Kind == k {
				return a, true
			}
		}
	}
	for _, a := range legal {
		if a.Kind != engine.ActPlayCard && a.Kind != engine.ActRedeemAward && a.Kind != engine.ActUse {
			return a, true
		}
	}
	return legal[0], true
}

// weights are the bot's judgement of what a resource, a stored piece or a worker position is
// worth to you in VP while the game goes on. They are not rules of the game; they were tuned by
// simulation (docs/outlaws.md).
type weights struct {
	Resource      float64 // a resource you can keep (up to the keep limit)
	Wild          float64 // a whistle pays for anything
	Gold          float64 // gold pays for moves and rescues
	Excess        float64 // a resource above the keep limit, likely lost at the end of the turn
	Scaffold      float64 // a scaffold in storage
	MachineBase   float64 // a machine in storage (its storage VP)
	MachineShare  float64 // ... plus this share of its VP when it fits somewhere now
	MachineLater  float64 // ... or this share when it fits nowhere yet
	Card          float64 // a card in hand
	Award         float64 // an award's effect, on top of its storage VP
	RowOnScaffold float64 // per row of a worker on a scaffold (promotion potential)
	ShipHome      float64 // an airship ready on your board
	UpgradeEffect float64 // an upgrade's effect, on top of its game-end VP
	ShipSize      float64 // per extra square of the airship used to collect
	ForgeBase     float64 // a forge turn's own cost
	ForgeRealize  float64 // share of the builds' VP a forge is credited with when choosing it
	CoverBonus    float64 // rows a free space is worth more when a stored machine can cover it
	// EndPressure is added, per turn of each seat past EndPressureFrom, to the worth of each
	// step towards the end of a base game (which only the players can bring about).
	EndPressure     float64
	EndPressureFrom int
}

var wt = weights{
	Resource: 0.5, Wild: 1.3, Gold: 0.86, Excess: 0.34, Scaffold: 1.5,
	MachineBase: 1.0, MachineShare: 0.75, MachineLater: 0.45, Card: 0.9, Award: 0.5,
	RowOnScaffold: 0.3, ShipHome: 0.3, UpgradeEffect: 1.0, ShipSize: 0.2, ForgeBase: 0.5,
	ForgeRealize: 0.5, CoverBonus: 4, EndPressure: 0.5, EndPressureFrom: 25,
}

// minGain: below this an optional action is not worth taking.
const minGain = 0.05

type bot struct {
	g       *engine.Game
	cat     *catalog.Catalog
	deep    bool          // evaluate small choices on copies (false inside those copies)
	checked engine.Action // an action already accepted by g.Check in this decision
	fits    map[int]bool  // machine def -> it fits somewhere now (cache)
	fitter  engine.MachineFit
	fitOK   bool
	mspots  []defSpots  // places of your stored machines (cache: builds and bestSpace ask)
	free    []geom.Cell // g.FreeSpaces() (cache: the forge and the rescue docks ask)
	freeOK  bool

	gainTab   [catalog.NumResources][8]float64 // gainWorth's table for this decision
	gainReady bool

	keep int // airship spots kept by shipCandidates (0: the default, 3)

	me engine.Side // the side the bot plays: you against the outlaws, a seat in the base game
}

type defSpots struct {
	def   int16
	spots []engine.Spot
}

// machineSpots is g.FastMachineSpots(def), worked out once per decision (the game does not
// change during a decision: trials are made on copies).
func (b *bot) machineSpots(def int16) []engine.Spot {
	for _, x := range b.mspots {
		if x.def == def {
			return x.spots
		}
	}
	s := b.g.FastMachineSpots(int(def))
	b.mspots = append(b.mspots, defSpots{def, s})
	return s
}

// freeSpaces is g.FreeSpaces(), worked out once per decision (read only).
func (b *bot) freeSpaces() []geom.Cell {
	if !b.freeOK {
		b.free, b.freeOK = b.g.FreeSpaces(), true
	}
	return b.free
}

type scored struct {
	a engine.Action
	v float64
}

func best(c []scored) (engine.Action, float64, bool) {
	if len(c) == 0 {
		return engine.Action{}, math.Inf(-1), false
	}
	k := 0
	for i := range c {
		if c[i].v > c[k].v {
			k = i
		}
	}
	return c[k].a, c[k].v, true
}

func (b *bot) choose() (engine.Action, bool) {
	g := b.g
	if g.Over() {
		return engine.Action{}, false
	}
	f := g.Top()
	if f == nil {
		if g.Turn.Main == engine.NoMain {
			return b.main()
		}
		return b.bonusOrEnd()
	}
	switch f.Kind {
	case engine.FrAbility, engine.FrOutlawAbility, engine.FrSetupStack, engine.FrDrawKeep:
		return engine.Action{Kind: engine.ActChoose}, true
	case engine.FrSetupBuild:
		return b.setupBuild()
	case engine.FrTheft:
		return b.theftChoice()
	case engine.FrPay:
		return b.payChoice()
	case engine.FrCollect:
		return b.collect()
	case engine.FrForge:
		return b.forge()
	case engine.FrEffect:
		return b.effect()
	}
	return engine.Action{}, false
}

// ---- the evaluation ----

func (b *bot) resWorth(r catalog.Resource, have int) float64 {
	if have >= b.g.Board().Keep {
		return wt.Excess
	}
	switch r {
	case catalog.Whistle:
		return wt.Wild
	case catalog.Gold:
		return wt.Gold
	}
	return wt.Resource
}

// holdWorth is what n tokens of r are worth.
func (b *bot) holdWorth(r catalog.Resource, n int) float64 {
	v := 0.0
	for i := 0; i < n; i++ {
		v += b.resWorth(r, i)
	}
	return v
}

// gainWorth is what gaining res adds to what you hold (small enough to be inlined: it is
// asked for every airship spot).
func (b *bot) gainWorth(res catalog.Resources) float64 {
	if !b.gainReady {
		b.fillGainTab()
	}
	v := 0.0
	for _, r := range catalog.AllResources {
		if n := res[r]; n < len(b.gainTab[r]) {
			v += b.gainTab[r][n]
		} else {
			v += b.gainBeyond(r, n)
		}
	}
	return v
}

// fillGainTab works out gainWorth's table once per decision: the worth of gaining 0…len-1 more
// of each type, holdWorth(have+n) - holdWorth(have) with holdWorth's own sums (the same
// additions in the same order, so the same floating-point values).
func (b *bot) fillGainTab() {
	have := b.g.Sides[b.me].Res
	for _, r := range catalog.AllResources {
		hold, m := 0.0, 0
		for ; m < have[r]; m++ {
			hold += b.resWorth(r, m)
		}
		base := hold
		for n := range b.gainTab[r] {
			b.gainTab[r][n] = hold - base
			hold += b.resWorth(r, m)
			m++
		}
	}
	b.gainReady = true
}

// gainBeyond is what gaining n of r adds, for n beyond gainWorth's table.
func (b *bot) gainBeyond(r catalog.Resource, n int) float64 {
	have := b.g.Sides[b.me].Res[r]
	return b.holdWorth(r, have+n) - b.holdWorth(r, have)
}

// costWorth is what paying cost (+ anyN of any type) takes away, roughly.
func (b *bot) costWorth(cost catalog.Resources, anyN int) float64 {
	have := b.g.Sides[b.me].Res
	v := 0.0
	for _, r := range catalog.AllResources {
		n := min(cost[r], have[r])
		v += b.holdWorth(r, have[r]) - b.holdWorth(r, have[r]-n)
		if cost[r] > have[r] {
			v += float64(cost[r]-have[r]) * wt.Wild // paid with whistles
		}
	}
	return v + float64(anyN)*wt.Resource
}

func (b *bot) machineWorth(def int) float64 {
	vp := float64(b.cat.Machines[def].VP)
	if b.fits == nil {
		b.fits = map[int]bool{}
	}
	fits, ok := b.fits[def]
	if !ok {
		if !b.fitOK {
			b.fitter, b.fitOK = b.g.NewMachineFit(), true
		}
		fits = b.fitter.Fits(def)
		b.fits[def] = fits
	}
	if fits {
		return wt.MachineBase + wt.MachineShare*vp
	}
	return wt.MachineBase + wt.MachineLater*vp
}

func (b *bot) upgradeWorth(u int16) float64 {
	def := &b.cat.Upgrades[u]
	v := float64(def.EndVP) + wt.UpgradeEffect
	for _, t := range def.Triggers {
		for _, st := range t.Steps {
			if t.On == "game_end" && st.Op == "vp_per_upgrade" {
				v += float64(st.Count * (len(b.g.Sides[b.me].Upgrades) + 1))
			}
		}
	}
	return v
}

// evaluate is the simple evaluation of your position: VP scored so far and at the end for
// the tower, the whirlpool, upgrades and awards, plus the worth of what you hold, minus what
// the outlaws stole.
func evaluate(g *engine.Game, me engine.Side) float64 {
	b := bot{g: g, cat: g.Catalog(), me: me}
	s := g.ScoreOf(me)
	st := &g.Sides[me]
	v := float64(s.Play + s.Tower + s.Whirlpool + s.Upgrades + s.Awards)
	for _, r := range catalog.AllResources {
		v += b.holdWorth(r, st.Res[r])
	}
	for _, d := range st.Machines {
		v += wt.MachineBase + wt.MachineLater*float64(b.cat.Machines[d].VP)
	}
	v += wt.Scaffold*float64(len(st.Scaffolds)) + wt.Card*float64(len(st.Cards)) + wt.Award*float64(len(st.Awards))
	for _, w := range g.Workers[me] {
		if w.Zone == engine.OnScaffold {
			v += wt.RowOnScaffold * float64(w.At.Row)
		}
	}
	for _, sh := range g.Ships {
		if sh.Owner == me && sh.Loc == engine.Home {
			v += wt.ShipHome
		}
	}
	if !g.Seated() {
		v -= float64(g.ScoreOf(engine.Outlaws).Hideout)
	} else if p := seatPressure(g); p > 0 {
		// the base game ends only when the barracks are empty: as it drags on, the bot
		// values what brings the end nearer (workers out of the barracks, scaffolds to stand on)
		out := 0
		for _, w := range g.Workers[me] {
			if w.Zone != engine.Barracks {
				out++
			}
		}
		v += p * float64(out+len(st.Scaffolds))
	}
	return v
}

// seatPressure is the worth, growing with the turns of a long base game, of each step
// towards its end (see evaluate); 0 for the first turns.
func seatPressure(g *engine.Game) float64 {
	if !g.Seated() {
		return 0
	}
	perSeat := g.Turn.Number / g.NumSeats()
	return wt.EndPressure * float64(max(0, perSeat-wt.EndPressureFrom))
}

// ---- trying actions on copies ----

// after applies a on a copy and lets the bot finish the decisions it starts (until the frame
// stack is back to its depth with an open step or none on top); it returns the copy.
func (b *bot) after(a engine.Action) (*engine.Game, bool) {
	h := trialPool.Get().(*engine.Game)
	b.g.CloneInto(h)
	depth := len(h.Frames)
	if err := h.ApplyQuiet(a); err != nil { // a trial: nobody reads its log
		trialPool.Put(h)
		return nil, false
	}
	for k := 0; k < 40 && !h.Over() && h.Turn.Active == b.me; k++ {
		f := h.Top()
		if len(h.Frames) <= depth && (f == nil || f.Kind == engine.FrCollect || f.Kind == engine.FrForge) {
			break
		}
		sub := bot{g: h, cat: b.cat, me: b.me}
		next, ok := sub.choose()
		checked := ok && h.Check(next) == nil
		if !checked {
			next, checked = fallbackChecked(h)
		}
		if checked {
			h.ApplyLegalQuiet(next) // checked just above: no second check
		} else if err := h.ApplyQuiet(next); err != nil {
			break
		}
	}
	return h, true
}

// gainOf is how much an action raises the evaluation, once the decisions it starts are made.
func (b *bot) gainOf(a engine.Action, before float64) (float64, bool) {
	h, ok := b.after(a)
	if !ok {
		return 0, false
	}
	v := evaluate(h, b.me) - before
	trialPool.Put(h) // nothing refers to the copy any more
	return v, true
}

// trialPool keeps the throwaway copies after tries actions on: each is refilled with
// Game.CloneInto, which reuses its storage (a trial may itself try actions, on another copy).
var trialPool = sync.Pool{New: func() any { return &engine.Game{} }}

// bestChoice picks the ActChoose option (and the extra candidates) that evaluates best; in a
// copy (no deep evaluation) it takes the first option.
func (b *bot) bestChoice(extra []engine.Action) (engine.Action, bool) {
	n := b.g.NumChoices()
	var cands []engine.Action
	for i := 0; i < n; i++ {
		cands = append(cands, engine.Action{Kind: engine.ActChoose, Option: i})
	}
	cands = append(cands, extra...)
	if len(cands) == 0 {
		return engine.Action{}, false
	}
	if !b.deep || len(cands) == 1 {
		return cands[0], true
	}
	before := evaluate(b.g, b.me)
	var c []scored
	for _, a := range cands[:min(len(cands), 12)] {
		if v, ok := b.gainOf(a, before); ok {
			c = append(c, scored{a, v})
		}
	}
	a, _, ok := best(c)
	return a, ok
}

// ---- your main action ----

func (b *bot) main() (engine.Action, bool) {
	g := b.g
	buf := candPool.Get().(*[]scored)
	defer candPool.Put(buf)
	c := b.shipCandidates((*buf)[:0])
	c = b.dockCandidates(c)
	c = append(c, scored{engine.Action{Kind: engine.ActForge}, b.forgeWorth()})
	*buf = c // keep the storage for the next decision
	// the best candidate the game accepts (most are legal by construction)
	for len(c) > 0 {
		k := 0
		for i := range c {
			if c[i].v > c[k].v {
				k = i
			}
		}
		if g.Check(c[k].a) == nil {
			b.checked = c[k].a
			return c[k].a, true
		}
		c[k] = c[len(c)-1]
		c = c[:len(c)-1]
	}
	return engine.Action{Kind: engine.ActEndTurn}, true
}

// spotPool keeps the bot's lists of scaffold places (one tile at a time).
var spotPool = sync.Pool{New: func() any { s := make([]engine.Spot, 0, 128); return &s }}

// candPool keeps the main decision's candidate lists (a few dozen actions each decision).
var candPool = sync.Pool{New: func() any { s := make([]scored, 0, 64); return &s }}

// theftWorth is what a theft costs you: your cheapest resource and a VP for the outlaws.
func (b *bot) theftWorth() float64 {
	if b.g.Sides[b.me].Res.Total() == 0 {
		return 0
	}
	return wt.Resource + 1
}

// activationWorth estimates a machine's activation from the gains it gives for free (M4's
// automa yield: resources and VP); others are worth a little for what they may allow.
func (b *bot) activationWorth(m int) float64 {
	def := &b.cat.Machines[b.g.Machines[m].Def]
	if def.Yield == 0 {
		return 0.3
	}
	var res catalog.Resources
	vp := 0
	for _, st := range def.Activate {
		if st.Op == "gain" {
			res = res.Add(st.Res)
			vp += st.VP
		}
	}
	return b.gainWorth(res) + float64(vp)
}

// shipCandidates appends the best airship spots to out (at most keep of them).
func (b *bot) shipCandidates(out []scored) []scored {
	g := b.g
	first := len(out)
	// squares next to an outlaw airship or worker: landing there means a theft (O-THEFT-1a)
	cols := g.Board().Columns
	var nearBuf [256]bool
	near := nearBuf[:0]
	if n := (g.Board().GridRows + 2) * cols; n <= len(nearBuf) {
		near = nearBuf[:n]
	} else {
		near = make([]bool, n)
	}
	mark := func(c geom.Cell) {
		for _, n := range c.Neighbours4() {
			if g.InGrid(n) {
				near[int(n.Row)*cols+int(n.Col)] = true
			}
		}
	}
	for _, s := range g.Ships {
		if s.Owner == engine.Outlaws && s.Loc == engine.OnGrid && !g.Seated() {
			for _, c := range s.Cells {
				mark(c)
			}
		}
	}
	for _, w := range g.Workers[engine.Outlaws] {
		if w.Zone == engine.OnScaffold && !g.Seated() {
			mark(w.At)
		}
	}
	theft := b.theftWorth()
	scan := g.NewShipScan(b.me, -1)
	defer scan.Release()
	var actsBuf [64]float64 // activation worths, worked out when first needed
	var knownBuf [64]bool
	acts, known := actsBuf[:0], knownBuf[:0]
	if n := len(g.Machines); n <= len(actsBuf) {
		acts, known = actsBuf[:n], knownBuf[:n]
	} else {
		acts, known = make([]float64, n), make([]bool, n)
	}
	actWorth := func(m int) float64 {
		if !known[m] {
			acts[m], known[m] = b.activationWorth(m), true
		}
		return acts[m]
	}
	// keep the best few spots only (the best one is nearly always legal)
	keep := 3
	if b.keep > 0 {
		keep = b.keep
	}
	w := -1 // the kept spot a better one replaces: the first of the lowest (when keep are kept)
	lowest := func() {
		w = first
		for i := first; i < len(out); i++ {
			if out[i].v < out[w].v {
				w = i
			}
		}
	}
	for _, k := range engine.ShipKinds {
		si := g.ShipIndex(b.me, k)
		if si < 0 || g.Ships[si].Loc != engine.Home {
			continue
		}
		scan.Each(k, func(sp *engine.PlainShipSpot) {
			v := b.gainWorth(sp.Res) - wt.ShipSize*float64(k-1) - wt.ShipHome
			for _, m := range sp.Machines {
				v += actWorth(m)
			}
			for _, c := range sp.Spot.Cells {
				if near[int(c.Row)*cols+int(c.Col)] {
					v -= theft
					break
				}
			}
			switch {
			case len(out)-first < keep:
				out = append(out, scored{engine.Action{Kind: engine.ActPlaceShip, Ship: k, At: sp.At, Vertical: sp.Vertical}, v})
				if len(out)-first == keep {
					lowest()
				}
			case v > out[w].v:
				out[w] = scored{engine.Action{Kind: engine.ActPlaceShip, Ship: k, At: sp.At, Vertical: sp.Vertical}, v}
				lowest()
			}
		})
	}
	return out
}

// stepsWorth estimates what a dock's steps give.
func (b *bot) stepsWorth(steps catalog.Effect, budget catalog.Resources) float64 {
	g := b.g
	v := 0.0
	for _, st := range steps {
		switch st.Op {
		case "take_machine":
			m := &g.MachineMarkets[engine.SizeIndex(st.Size)]
			top := -1.0
			for _, d := range m.Slots {
				if d >= 0 {
					top = max(top, b.machineWorth(int(d)))
				}
			}
			if top < 0 {
				return -100
			}
			v += top
		case "take_scaffolds":
			v += (wt.Scaffold + seatPressure(g)) * float64(max(st.Count, 1))
		case "draw":
			v += wt.Card * float64(st.Count)
		case "draw_keep":
			v += wt.Card * float64(st.Keep)
		case "buy_upgrade":
			top := -100.0
			if len(g.Sides[b.me].Upgrades) < g.Board().MaxUpgrades {
				for _, u := range g.UpgradeMarket.Slots {
					if u >= 0 && budget.Covers(b.cat.Upgrades[u].Cost) {
						top = max(top, b.upgradeWorth(u)-b.costWorth(b.cat.Upgrades[u].Cost, 0))
					}
				}
			}
			v += top
		case "rescue", "move_or_rescue":
			n := 0
			for _, w := range g.Workers[b.me] {
				if w.Zone == engine.Whirlpool {
					n++
				}
			}
			free := b.freeSpaces()
			if n == 0 || len(free) == 0 {
				return -100
			}
			v += float64(g.Board().WhirlpoolPenalty) + wt.RowOnScaffold*float64(free[len(free)-1].Row)
		case "gain":
			v += b.gainWorth(st.Res) + float64(st.VP)
		case "pay", "pay_any":
			v -= b.costWorth(st.Res, st.Count*boolInt(st.Op == "pay_any"))
		case "take_upgrade":
			top := 0.0
			if len(g.Sides[b.me].Upgrades) < g.Board().MaxUpgrades {
				for _, u := range g.UpgradeMarket.Slots {
					if u >= 0 {
						top = max(top, b.upgradeWorth(u))
					}
				}
			}
			v += top
		case "build":
			if o := b.builds(); len(o) > 0 && o[0].gain > 0 {
				v += o[0].gain
			}
		case "take_award":
			v += float64(max(st.Count, 1)) * (1 + wt.Award)
		case "recycle":
			v += 2 * wt.Resource
		default:
			v += 0.5
		}
	}
	return v
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// payChoice pays with what is worth least to you.
func (b *bot) payChoice() (engine.Action, bool) {
	have := b.g.Sides[b.me].Res
	k, lowest := -1, 0.0
	for i, p := range b.g.PaymentChoices() {
		lost := 0.0
		for _, r := range catalog.AllResources {
			lost += b.holdWorth(r, have[r]) - b.holdWorth(r, have[r]-p[r])
		}
		if k < 0 || lost < lowest {
			k, lowest = i, lost
		}
	}
	if k < 0 {
		return b.bestChoice(nil)
	}
	return engine.Action{Kind: engine.ActChoose, Option: k}, true
}

// theftChoice hands over the resource worth least to you (I16 lets you choose).
func (b *bot) theftChoice() (engine.Action, bool) {
	have := b.g.Sides[b.me].Res
	k, lowest := -1, 0.0
	for i, r := range b.g.TheftChoices() {
		lost := b.holdWorth(r, have[r]) - b.holdWorth(r, have[r]-1)
		if k < 0 || lost < lowest {
			k, lowest = i, lost
		}
	}
	if k < 0 {
		return b.bestChoice(nil)
	}
	return engine.Action{Kind: engine.ActChoose, Option: k}, true
}

// dockCandidates appends every offer of every free dock to out.
func (b *bot) dockCandidates(out []scored) []scored {
	g := b.g
	ship := engine.ShipKind(0)
	for _, k := range engine.ShipKinds {
		if si := g.ShipIndex(b.me, k); si >= 0 && g.Ships[si].Loc == engine.Home {
			ship = k // the smallest airship at home: docks do not care about size
			break
		}
	}
	if ship == 0 {
		return out
	}
	have := g.Sides[b.me].Res
	for d, dock := range g.Board().Docks {
		if g.DockOccupant(d) >= 0 {
			continue
		}
		theft := b.dockTheft(d)
		for o, off := range dock.Offers {
			if have.Total() < off.Cost.Total()+off.AnyN {
				continue // cannot be paid (Check decides the rest)
			}
			v := b.stepsWorth(off.Steps, have.Sub(off.Cost)) - b.costWorth(off.Cost, off.AnyN) - wt.ShipHome
			if theft {
				v -= b.theftWorth()
			}
			out = append(out, scored{engine.Action{Kind: engine.ActDock, Ship: ship, Dock: d + 1, Option: o}, v})
		}
	}
	return out
}

// dockTheft: another dock of the same market holds a blocker ship (O-THEFT-1b).
func (b *bot) dockTheft(d int) bool {
	g := b.g
	docks := g.Board().Docks
	if docks[d].Market == "" {
		return false
	}
	for i, x := range docks {
		if i != d && x.Market == docks[d].Market {
			if occ := g.DockOccupant(i); occ >= 0 && g.IsBlocker(g.Ships[occ].Owner) {
				return true
			}
		}
	}
	return false
}
