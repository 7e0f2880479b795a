package companiontest

// The scripted table: the physical board is a digital game (package engine, the outlaws played
// by package automa, your side by the greedy bot) set up as the companion listed it and then
// playing with its own shuffle — its own die for your printed cards, its own market and stack
// draws. A scripted person watches it as an owner watches the table and taps on the companion
// what the screen asks (the roll, each card action's answer, the award, the hand-over, a new
// market's pieces) and what the app cannot see (your docks, thefts next to their pieces, floods,
// your takes, your builds promoting them). After every turn of either side the companion's state
// must equal the table's: the awards, docks, markets, hideout, tower, workers and score.

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"whistle/automa"
	"whistle/bot"
	"whistle/companion"
	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/msg"
	"whistle/outlaws"
)

// TableGame is what a game against the scripted table cost and whether it stayed equal.
type TableGame struct {
	Outlaw []int // taps per outlaw turn: the roll (or the card), answers, awards, hand-overs, the new card
	Draw   []int // of those, the taps telling the printed card drawn into the emptied space
	Own    []int // taps per own turn: the reports of what the app cannot see
	// Corrections counts taps that corrected the app (an award it took that was not there, a
	// worker it placed wrongly): an app that decides right needs none.
	Corrections int
	Why         []string // the first corrections, with the app's log before them
	Turns       int      // turns compared
}

// PlayTable plays one companion game against the scripted table. opt is the companion's
// options (its seed deals the setup the person lays); tableSeed shuffles the table's own draws.
func PlayTable(box engine.Box, opt companion.Options, tableSeed uint64) (*TableGame, error) {
	cat := box.Catalog
	rng := rand.New(rand.NewPCG(tableSeed, 7))
	if opt.Printed && opt.Known == nil {
		d, err := outlaws.DefaultDeck()
		if err != nil {
			return nil, err
		}
		opt.Known = d // every printed card entered before: the number is enough
	}
	s, err := companion.NewSession(box, opt)
	if err != nil {
		return nil, err
	}
	p := &person{s: s, cat: cat, rng: rng, res: &TableGame{}}
	ability := s.Companion.Offer[rng.IntN(len(s.Companion.Offer))]
	// the owner gives the outlaws one of the other two (O-SETUP-5)
	others := slices.DeleteFunc(slices.Clone(s.Companion.Offer), func(a string) bool { return a == ability })
	theirs := others[rng.IntN(len(others))]
	if err := p.tap(companion.Action{Kind: companion.CKeepAbility, ID: ability, To: theirs}); err != nil {
		return nil, err
	}
	// the table: the digital setup with the same seed and abilities (what the app listed), then
	// its own shuffle from there on
	g, _ := box.NewGame(engine.Options{Seed: opt.Seed, FirstGame: opt.FirstGame, Difficulty: opt.Difficulty, Variant: outlaws.Name, Ability: ability, OutlawAbility: theirs})
	if opt.Deck != nil {
		if err := g.UseOutlawDeck(opt.Deck.Actions()); err != nil {
			return nil, err
		}
	}
	for guard := 0; g.InSetup(); guard++ {
		legal := g.Legal()
		if len(legal) == 0 || guard > 50 {
			return nil, fmt.Errorf("the table's setup does not end")
		}
		if _, err := g.Apply(legal[0]); err != nil {
			return nil, err
		}
	}
	g.RNG = engine.NewRNG(tableSeed)
	if opt.Printed {
		// the owner's own shuffle of the printed cards
		all := append(append([]int16(nil), g.Outlaw.Faceup...), g.Outlaw.Deck...)
		rng.Shuffle(len(all), func(i, j int) { all[i], all[j] = all[j], all[i] })
		n := len(g.Outlaw.Faceup)
		g.Outlaw.Faceup, g.Outlaw.Deck = all[:n], all[n:]
	}
	p.g = g
	for _, a := range []companion.Action{{Kind: companion.CTowerLaid, Flag: true}, {Kind: companion.CMarketsLaid, Flag: true}} {
		if err := p.tap(a); err != nil {
			return nil, err
		}
	}
	if err := p.compare("setup"); err != nil {
		return p.res, err
	}
	return p.res, p.play()
}

type person struct {
	s    *companion.Session
	g    *engine.Game
	cat  *catalog.Catalog
	rng  *rand.Rand
	res  *TableGame
	taps *int // the counter of the turn in progress
	turn int  // the app's outlaw turn being played
}

func (p *person) tap(a companion.Action) error {
	if _, err := p.s.Apply(a); err != nil {
		return fmt.Errorf("turn %d: %+v refused (%s): %w", p.s.Companion.Turn, a, p.s.Companion.Status().Debug(), err)
	}
	if p.taps != nil {
		*p.taps++
	}
	return nil
}

func (p *person) correct(a companion.Action) error {
	p.res.Corrections++
	if len(p.res.Why) < 3 {
		p.res.Why = append(p.res.Why, fmt.Sprintf("turn %d: %s %s %d\n%s", p.s.Companion.Turn, a.Kind, a.ID, a.Dock, p.tail()))
	}
	return p.tap(a)
}

func (p *person) play() error {
	g := p.g
	var own, outl int
	startOwn := func() { own = 0; p.taps = &own }
	startOwn()
	for guard := 0; !g.Over(); guard++ {
		if guard > 20000 {
			return fmt.Errorf("the table's game does not end")
		}
		if automa.Decider(engine.ViewOf(g)) == engine.Outlaws && g.Outlaw.Phase == outlaws.PhaseRoll {
			if err := p.settle(); err != nil {
				return err
			}
			p.res.Own = append(p.res.Own, own)
			if err := p.compare("your turn"); err != nil {
				return err
			}
			outl = 0
			p.taps = &outl
			if err := p.outlawTurn(); err != nil {
				return err
			}
			if err := p.settle(); err != nil {
				return err
			}
			drawn := outl
			if p.s.Companion.Printed && !g.Over() {
				if err := p.tellCards(); err != nil { // the new card, told at the top of your turn
					return err
				}
			}
			p.res.Draw = append(p.res.Draw, outl-drawn)
			p.res.Outlaw = append(p.res.Outlaw, outl)
			if err := p.compare("outlaw turn"); err != nil {
				return err
			}
			startOwn()
			continue
		}
		if err := p.yourStep(); err != nil {
			return err
		}
	}
	if err := p.settle(); err != nil {
		return err
	}
	if p.s.Companion.Phase == companion.PhaseYou && p.s.Companion.LastTurn() {
		if err := p.tap(companion.Action{Kind: companion.CFinish}); err != nil {
			return err
		}
	}
	if p.s.Companion.Phase != companion.PhaseOver {
		return fmt.Errorf("the table's game is over (%s, %+v), the app's is not (%s, %+v, your barracks empty %v)\napp log:\n%s", g.End.Reason, g.End, p.s.Companion.Status().Debug(), p.s.Companion.End, p.s.Companion.YourEmpty, p.tail())
	}
	if err := p.compare("the end"); err != nil {
		return err
	}
	you := g.ScoreOf(engine.You)
	tie := g.TieBreakOf(engine.You)
	if err := p.tap(companion.Action{Kind: companion.CScore, Score: &you, Tie: &tie}); err != nil {
		return err
	}
	r := g.Result()
	if c := p.s.Companion.Result; c == nil || c.Scores[engine.Outlaws].Total != r.Scores[engine.Outlaws].Total || c.Winner != r.Winner {
		return fmt.Errorf("score: app %+v, table %+v", c, r)
	}
	return nil
}

// tellCards tells the app the printed cards drawn into face-up spaces (one tap each).
func (p *person) tellCards() error {
	c := p.s.Companion
	for _, slot := range c.UntoldSlots() {
		if err := p.tap(companion.Action{Kind: companion.CCard, Slot: slot + 1, Card: int(p.g.Outlaw.Faceup[slot])}); err != nil {
			return err
		}
	}
	return nil
}

// settle answers what the app asks of the table: an emptied market's new pieces, left to right.
func (p *person) settle() error {
	for len(p.s.Companion.MarketAsk) > 0 {
		m := p.s.Companion.MarketAsk[0]
		if err := p.tap(companion.Action{Kind: companion.CRefill, Slot: m, IDs: p.market(m)}); err != nil {
			return err
		}
		*p.taps += len(p.market(m)) // a tap on each piece, then Done
	}
	return nil
}

// market lists a table market's pieces left to right.
func (p *person) market(m int) []string {
	var out []string
	if m == companion.MarketUpgrade {
		for _, u := range p.g.UpgradeMarket.Slots {
			if u >= 0 {
				out = append(out, p.cat.Upgrades[u].ID)
			}
		}
		return out
	}
	for _, d := range p.g.MachineMarkets[m].Slots {
		if d >= 0 {
			out = append(out, p.cat.Machines[d].ID)
		}
	}
	return out
}

// outlawTurn: the roll and every card action, as the table plays them.
func (p *person) outlawTurn() error {
	g, c := p.g, p.s.Companion
	if c.Printed {
		if err := p.tellCards(); err != nil {
			return err
		}
		die := p.rng.IntN(6) + 1
		if _, err := g.Apply(engine.Action{Kind: engine.ActOutlaw, Die: die}); err != nil {
			return err
		}
		slot := g.Outlaw.Slot
		if err := p.tap(companion.Action{Kind: companion.CRoll, Slot: slot + 1, Card: int(g.Outlaw.Faceup[slot])}); err != nil {
			return err
		}
	} else {
		if err := p.tap(companion.Action{Kind: companion.CRoll}); err != nil {
			return err
		}
		if _, err := g.Apply(engine.Action{Kind: engine.ActOutlaw, Die: p.s.Companion.Outlaw.Die}); err != nil {
			return err
		}
	}
	tid := int(g.Outlaw.Faceup[g.Outlaw.Slot])
	if id := p.s.Companion.CardID(); id != tid {
		return fmt.Errorf("turn %d: the app's card is %d, the table's %d", p.s.Companion.Turn, id, tid)
	}
	_, acts, _ := p.s.Companion.Card()
	turn := p.s.Companion.Turn
	p.turn = turn
	for k := 0; k < len(acts); k++ {
		// the table plays action k, and the decisions of yours it waits for (a theft)
		before := snap(g)
		ev, err := g.Apply(automa.OutlawMove(engine.ViewOf(g)))
		if err != nil {
			return err
		}
		cannot := slices.ContainsFunc(ev, func(e engine.Event) bool { return e.Msg.ID == "ol.cannot" })
		discard := slices.ContainsFunc(ev, func(e engine.Event) bool { return e.Msg.ID == "ol.discard_machine" })
		if err := p.answer(acts, k, before, cannot, discard); err != nil {
			return err
		}
		for !g.Over() && automa.Decider(engine.ViewOf(g)) == engine.You && g.Turn.Active == engine.Outlaws {
			if err := p.yourStep(); err != nil {
				return err
			}
		}
		if g.Outlaw.Phase == outlaws.PhaseRoll || g.Over() {
			break // the table drew the new card: its turn is over
		}
	}
	// a decision of yours interrupted the card (a theft): the table draws the new card now
	for !g.Over() && g.Outlaw.Phase == outlaws.PhaseActions && automa.Decider(engine.ViewOf(g)) == engine.Outlaws {
		if _, err := g.Apply(automa.OutlawMove(engine.ViewOf(g))); err != nil {
			return err
		}
	}
	// the card's last actions that need no answer: Done closes them
	if p.s.Companion.Phase == companion.PhaseOutlaws && p.s.Companion.Turn == turn {
		if err := p.tap(companion.Action{Kind: companion.CDone, At: len(acts)}); err != nil {
			return err
		}
	}
	if p.s.Companion.Phase == companion.PhaseOutlaws {
		return fmt.Errorf("turn %d: the app's outlaw turn did not end", turn)
	}
	return p.awards()
}

// answer taps the answer to card action k the table just played.
func (p *person) answer(acts []outlaws.Act, k int, before tableSnap, cannot, discard bool) error {
	c := p.s.Companion
	_, _, step := c.Card()
	if c.Phase != companion.PhaseOutlaws || c.Turn != p.turn || step > k {
		// the app closed it by itself: it knew it could not be done, or it was the card's last
		// actions after the last answer (done)
		if skipped := p.appSkipped(k + 1); skipped != cannot {
			return fmt.Errorf("turn %d: the app closed action %d (%v) as not done %v, the table could not do it %v", c.Turn, k+1, acts[k], skipped, cannot)
		}
		return nil
	}
	act := acts[k]
	if cannot && !discard {
		return p.tap(companion.Action{Kind: companion.CSkip, At: k + 1})
	}
	if !companion.NeedsAnswer(act) {
		return p.afterStep(before, act)
	}
	a := companion.Action{Kind: companion.CDone, At: k + 1}
	g := p.g
	switch act.Kind {
	case outlaws.Scaffold:
		gained := g.Sides[engine.Outlaws].VP - before.vp
		found := false
		for vp := 0; vp <= 40 && !found; vp++ {
			try := c.Clone()
			a.VP = vp
			if _, err := try.Apply(a); err == nil && try.VP-c.VP == gained {
				found = true
			}
		}
		if !found {
			return fmt.Errorf("turn %d: no scaffold VP gives the table's %d", c.Turn, gained)
		}
	case outlaws.Machine:
		if discard {
			gone := g.Removed.Machines[len(g.Removed.Machines)-1]
			a = companion.Action{Kind: companion.CSkip, At: k + 1, Flag: true, ID: p.cat.Machines[gone].ID}
			break
		}
		a.ID = p.cat.Machines[g.Machines[len(g.Machines)-1].Def].ID
	case outlaws.Upgrade:
		u := g.Sides[engine.Outlaws].Upgrades
		a.ID = p.cat.Upgrades[u[len(u)-1]].ID
	case outlaws.Promote:
		for i, w := range g.Workers[engine.Outlaws] {
			if w.Zone == engine.Tower && (before.workers[i].Zone != engine.Tower) {
				a.Floor = int(w.Floor)
			}
		}
	case outlaws.Rotate:
		a.Docks = before.yourDocks
	}
	if err := p.tap(a); err != nil {
		return err
	}
	return p.afterStep(before, act)
}

// afterStep: what the table did besides the card action that the app must hear of (the water
// their build raised, an airship it sent home, workers it promoted, the award their worker took).
func (p *person) afterStep(before tableSnap, act outlaws.Act) error {
	if err := p.env(before, &act); err != nil {
		return err
	}
	if err := p.thefts(before, snap(p.g)); err != nil {
		return err
	}
	if !companion.NeedsAnswer(act) && p.s.Companion.Phase == companion.PhaseOutlaws && p.s.Companion.Turn == p.turn {
		return nil // the app closes it with the next answer: its awards are compared then
	}
	return p.awards()
}

// awards makes the app's record of the outlaws' awards follow the table's: the award question
// answered, and a correction for an award the app took that was not there, or one it missed.
func (p *person) awards() error {
	for len(p.s.Companion.AwardAsk) > 0 {
		floor := p.s.Companion.AwardAsk[0]
		id := ""
		have := p.names(p.g.Sides[engine.Outlaws].Awards, true)
		for _, x := range have {
			if count(have, x) > count(p.s.Companion.Awards, x) {
				id = x
			}
		}
		_ = floor
		if err := p.tap(companion.Action{Kind: companion.CAward, ID: id}); err != nil {
			return err
		}
	}
	table := p.names(p.g.Sides[engine.Outlaws].Awards, true)
	for _, x := range slices.Clone(p.s.Companion.Awards) {
		if count(p.s.Companion.Awards, x) > count(table, x) {
			if err := p.correct(companion.Action{Kind: companion.CNotThere, ID: x}); err != nil {
				return err
			}
		}
	}
	for _, x := range table {
		if count(table, x) > count(p.s.Companion.Awards, x) {
			if err := p.correct(companion.Action{Kind: companion.CAward, ID: x}); err != nil {
				return err
			}
		}
	}
	return nil
}

func count(xs []string, x string) int {
	n := 0
	for _, y := range xs {
		if y == x {
			n++
		}
	}
	return n
}

// names turns award (or upgrade) indexes into ids.
func (p *person) names(xs []int16, awards bool) []string {
	var out []string
	for _, x := range xs {
		if awards {
			out = append(out, p.cat.Awards[x].ID)
		} else {
			out = append(out, p.cat.Upgrades[x].ID)
		}
	}
	return out
}

// tableSnap is what the person remembers of the table before a step.
type tableSnap struct {
	vp        int
	workers   []engine.Worker
	yours     [3]engine.Ship
	yourDocks []int // 1-based
	outlawOn  [3]bool
	blockers  [3]int8
	water     int
	hideout   catalog.Resources
	tower     [][]int16
	thefts    int
	awards    int
}

func snap(g *engine.Game) tableSnap {
	s := tableSnap{vp: g.Sides[engine.Outlaws].VP, workers: slices.Clone(g.Workers[engine.Outlaws]), water: g.Water, hideout: g.Sides[engine.Outlaws].Hideout}
	for k, kind := range engine.ShipKinds {
		y := g.Ships[g.ShipIndex(engine.You, kind)]
		s.yours[k] = y
		if y.Loc == engine.InDock {
			s.yourDocks = append(s.yourDocks, int(y.Dock)+1)
		}
		s.outlawOn[k] = g.Ships[g.ShipIndex(engine.Outlaws, kind)].Loc == engine.OnGrid
		s.blockers[k] = g.Ships[g.ShipIndex(engine.Blockers, kind)].Dock
	}
	slices.Sort(s.yourDocks)
	for _, f := range g.Tower {
		s.tower = append(s.tower, slices.Clone(f))
	}
	if f := g.Top(); f != nil && f.Kind == engine.FrTheft {
		s.thefts = f.Counter
	}
	s.awards = len(g.Sides[engine.Outlaws].Awards)
	return s
}

// yourStep: the bot plays one of your actions on the table; the person reports to the app what
// it cannot see.
func (p *person) yourStep() error {
	g := p.g
	before := snap(g)
	a, checked := bot.GreedyChecked(g)
	var err error
	if checked {
		g.ApplyLegal(a)
	} else {
		_, err = g.Apply(a)
	}
	if err != nil {
		return fmt.Errorf("the table refused the bot's %+v: %w", a, err)
	}
	return p.report(before, a)
}

// report tells the app what your action did at the table that changes what the outlaws do.
func (p *person) report(before tableSnap, a engine.Action) error {
	g := p.g
	after := snap(g)
	// a dock taken (a bump: the blocker was there)
	for k := range engine.ShipKinds {
		y, was := after.yours[k], before.yours[k]
		if y.Loc == engine.InDock && (was.Loc != engine.InDock || was.Dock != y.Dock) {
			d := int(y.Dock)
			bump := slices.Contains(before.blockers[:], int8(d))
			act := companion.Action{Kind: companion.CDock, Dock: d + 1, Flag: bump}
			if bump {
				for _, o := range before.yourDocks {
					if o != d+1 {
						act.Docks = append(act.Docks, o)
					}
				}
			}
			if err := p.tap(act); err != nil {
				return err
			}
		}
	}
	// your airships home
	if len(after.yourDocks) < len(before.yourDocks) && len(p.s.Companion.YourDocks) > 0 {
		if err := p.tap(companion.Action{Kind: companion.CDocksHome}); err != nil {
			return err
		}
		for _, d := range after.yourDocks { // one stayed docked: told again
			if err := p.tap(companion.Action{Kind: companion.CDock, Dock: d}); err != nil {
				return err
			}
		}
	}
	if err := p.env(before, nil); err != nil {
		return err
	}
	if err := p.thefts(before, after); err != nil {
		return err
	}
	return p.awards()
}

// thefts: the thefts the table made the app has not counted (next to an outlaw piece; the app
// counts a dock's and a rotation's itself), then the hand-overs the table resolved.
func (p *person) thefts(before, after tableSnap) error {
	g := p.g
	// thefts: next to an outlaw piece (the app counts a dock's theft itself), and the hand-over
	pending := after.thefts
	handed := 0
	if p.s.Companion.Phase != companion.PhaseOver {
		for _, r := range catalog.AllResources {
			handed += max(0, after.hideout[r]-before.hideout[r])
		}
	}
	for p.s.Companion.Thefts < pending+handed && p.s.Companion.Phase == companion.PhaseYou {
		if err := p.tap(companion.Action{Kind: companion.CTheftGrid}); err != nil {
			return err
		}
	}
	if got := after.hideout; got != before.hideout && p.s.Companion.Thefts > 0 {
		for _, r := range catalog.AllResources {
			for n := before.hideout[r]; n < got[r]; n++ {
				none := !slices.Contains(p.s.Companion.TheyLack(), r)
				if err := p.tap(companion.Action{Kind: companion.CHandOver, Res: r.String(), Flag: none}); err != nil {
					return err
				}
			}
		}
	}
	if p.s.Companion.Thefts > pending && automa.Decider(engine.ViewOf(g)) == engine.You && (g.Top() == nil || g.Top().Kind != engine.FrTheft) {
		// a theft the table resolved with nothing to hand over
		if err := p.tap(companion.Action{Kind: companion.CNoResources}); err != nil {
			return err
		}
	}
	return nil
}

// yourAwards: the awards your workers took from the tower in a step (one gone from a floor no
// outlaw worker reached).
func (p *person) yourAwards(before tableSnap) error {
	g := p.g
	gained := p.names(g.Sides[engine.Outlaws].Awards[before.awards:], true)
	arrived := map[int]int{}
	for i, w := range g.Workers[engine.Outlaws] {
		if w.Zone == engine.Tower && (before.workers[i].Zone != engine.Tower || before.workers[i].Floor != w.Floor) {
			arrived[int(w.Floor)]++
		}
	}
	for f := range g.Tower {
		was := p.names(before.tower[f], true)
		for _, id := range p.names(g.Tower[f], true) {
			if i := slices.Index(was, id); i >= 0 {
				was = slices.Delete(was, i, i+1)
			}
		}
		for _, id := range was { // taken from floor f+1
			if i := slices.Index(gained, id); i >= 0 && arrived[f+1] > 0 {
				arrived[f+1]--
				gained = slices.Delete(gained, i, i+1)
				continue
			}
			if slices.Contains(p.s.Companion.Tower[f], id) {
				if err := p.tap(companion.Action{Kind: companion.CYourAward, ID: id, Floor: f + 1}); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// env reports what a step did around the pieces, whoever played it: the water rising and what
// it swept, outlaw airships sent home, outlaw workers promoted by a build (not by their own
// promote or climb: act), an award your worker took, a piece you took from a market.
func (p *person) env(before tableSnap, act *outlaws.Act) error {
	g := p.g
	after := snap(g)
	// a machine dropped the barracks workers a floor (theirs too)
	if dropped(before, after) {
		if err := p.tap(companion.Action{Kind: companion.CDrop}); err != nil {
			return err
		}
	}
	// the water rose: the outlaw workers it swept from scaffolds
	for row := before.water + 1; row <= after.water; row++ {
		swept := 0
		for i, w := range g.Workers[engine.Outlaws] {
			if w.Zone == engine.Whirlpool && (before.workers[i].Zone == engine.OnScaffold || before.workers[i].Zone == engine.OnMachine) {
				swept++
			}
		}
		if row < after.water {
			swept = 0 // one row at a time: the sweeps are told with the last
		}
		if err := p.tap(companion.Action{Kind: companion.CFlood, Count: swept}); err != nil {
			return err
		}
	}
	// an outlaw airship back to the hideout
	for k, kind := range engine.ShipKinds {
		if before.outlawOn[k] && !after.outlawOn[k] && p.s.Companion.OnGrid[k] {
			if err := p.tap(companion.Action{Kind: companion.CShipHome, Ship: kind.String()}); err != nil {
				return err
			}
		}
	}
	// a build promoted an outlaw worker: in your turn your workers go first (E10, the active
	// side first), so the award yours took is told first
	if act == nil {
		if err := p.yourAwards(before); err != nil {
			return err
		}
	}
	for i, w := range g.Workers[engine.Outlaws] {
		if w.Zone == engine.Tower && before.workers[i].Zone != engine.Tower && (act == nil || act.Kind != outlaws.Promote && act.Kind != outlaws.Climb) {
			if err := p.tap(companion.Action{Kind: companion.CPromoted, Floor: int(w.Floor)}); err != nil {
				return fmt.Errorf("%w\napp log:\n%s", err, p.tail())
			}
		}
	}
	if act != nil {
		if err := p.yourAwards(before); err != nil {
			return err
		}
	}
	// your barracks empty (your last worker left, or the water took it)
	if !p.s.Companion.YourEmpty && p.s.Companion.Phase != companion.PhaseOver && !slices.ContainsFunc(g.Workers[engine.You], func(w engine.Worker) bool { return w.Zone == engine.Barracks }) {
		if err := p.tap(companion.Action{Kind: companion.CYourEmpty}); err != nil {
			return err
		}
	}
	// a piece you took from a market (the outlaws' take is the card's answer)
	for m := 0; m < companion.NumMarkets && act == nil; m++ {
		for _, id := range p.s.Companion.MarketPieces(m) {
			if !slices.Contains(p.market(m), id) && !slices.Contains(p.s.Companion.Machines, id) && !slices.Contains(p.s.Companion.Upgrades, id) {
				if err := p.tap(companion.Action{Kind: companion.CYourTake, ID: id}); err != nil {
					return err
				}
			}
		}
	}
	return p.settle()
}

// dropped: the outlaws' barracks workers all went down a floor in a step (a machine's effect).
func dropped(before, after tableSnap) bool {
	moved := false
	for i, w := range after.workers {
		b := before.workers[i]
		if b.Zone != engine.Barracks {
			continue
		}
		switch {
		case w.Zone == engine.Barracks && w.Floor == b.Floor-1:
			moved = true
		case w.Zone == engine.Whirlpool && int(b.Floor)-1 <= after.water:
		default:
			return false
		}
	}
	return moved
}

// appSkipped: the app closed card action n (1-based) of this turn as impossible.
func (p *person) appSkipped(n int) bool {
	h := p.s.History
	for i := len(h) - 1; i >= 0; i-- {
		for _, l := range h[i].Events {
			if l.Text.ID == "companion.log.cannot" && l.Text.Debug() == fmt.Sprintf("companion.log.cannot{N=%d, Action=%s}", n, argDebug(l.Text, "Action")) {
				return true
			}
		}
		if h[i].Action.Kind == companion.CRoll {
			break
		}
	}
	return false
}

func argDebug(m msg.Msg, key string) string {
	for _, a := range m.Args {
		if a.Key == key && a.Sub != nil {
			return a.Sub.Debug()
		}
	}
	return ""
}
