// Package review weighs a finished solo game: for each of the person's decisions it asks what
// the expert would have done with the same information, and how many points of final VP the
// difference was worth. It runs without a window (no Fyne) and gives the same review for the
// same save: every sample is drawn from a generator seeded by the save's seed and the
// decision's place in the game.
//
// A decision is weighed on samples of the position as the person saw it (bot.Sample: the
// face-down orders shuffled again, the dice generator new), never on the draws that came
// later. Each candidate action is played in every sample and the game is played on to its end,
// the greedy bot for you and the outlaws by their rules; a candidate's value is its mean final
// VP over the samples. The candidates share the samples, so a difference between two of them
// is not the luck of the draw.
package review

import (
	"context"
	"errors"
	"hash/fnv"
	"slices"
	"sort"

	"whistle/automa"
	"whistle/bot"
	"whistle/engine"
	"whistle/engine/msg"
	"whistle/engine/record"
)

// Kind is the sort of decision a moment was.
type Kind string

// The kinds of decisions weighed.
const (
	Airship Kind = "airship" // placing an airship on the grid (the main action)
	Dock    Kind = "dock"    // docking an airship (the main action)
	Forge   Kind = "forge"   // forging (the main action)
	Build   Kind = "build"   // a build or a worker's move during the forge
	Card    Kind = "card"    // a card, an award or an upgrade's or ability's use (or none)
	Choice  Kind = "choice"  // a choice an effect or a theft asked for
)

// Budget is how much the review searches at each decision.
type Budget struct {
	Samples    int // samples of the hidden information every candidate is played in
	Candidates int // at most this many candidates besides the person's move
	Pick       int // of the samples, the first Pick choose the expert's move, the others measure it
	// Fresh is how many fresh samples, drawn apart from all the others, measure again each of
	// the three costliest moments once they are chosen (0: not measured again).
	Fresh int
}

// Default is the review's budget: a whole game in well under a minute on one core
// (docs/review.md has the figures).
var Default = Budget{Samples: 96, Candidates: 5, Pick: 32, Fresh: 128}

// SeatDefault is the budget of a seat of the base game: its playouts play every seat to the end
// and cost several times a solo game's, so it takes fewer samples (rougher; its estimates are not
// checked against outcomes as the solo review's are: docs/review.md).
var SeatDefault = Budget{Samples: 24, Candidates: 4, Pick: 8, Fresh: 32}

// Option is a candidate with its estimated final VP.
type Option struct {
	Action engine.Action `json:"action"`
	Text   msg.Msg       `json:"text"`
	VP     float64       `json:"vp"` // your mean final VP over the samples
}

// Moment is one weighed decision of the person's.
type Moment struct {
	Step     int           `json:"step"` // the action's index in the game's history (0-based)
	Turn     int           `json:"turn"`
	Kind     Kind          `json:"kind"`
	Played   engine.Action `json:"played"`
	Best     engine.Action `json:"best"`
	PlayedVP float64       `json:"played_vp"` // estimated final VP after the person's move
	BestVP   float64       `json:"best_vp"`   // after the expert's
	// Gap is the expert's move's estimated final VP minus the person's, measured on the
	// samples that did not pick it (so it can be negative); Loss is Gap, or 0 when negative.
	// For the three costliest moments, Gap is measured again on fresh samples once they are
	// chosen (Fresh of them): chosen for the size of their first estimate, that estimate
	// leans high; Picked keeps it.
	Gap     float64  `json:"gap"`
	Loss    float64  `json:"loss"`
	Picked  float64  `json:"picked_gap"`
	Fresh   int      `json:"fresh,omitempty"`
	Options []Option `json:"options"` // every candidate, best first
}

// Close reports whether the person's move was within 1 VP of the expert's.
func (m Moment) Close() bool { return m.Loss < 1 }

// PlayedText and BestText say the two moves as a player would.
func (m Moment) PlayedText() msg.Msg { return m.text(m.Played) }

// BestText is the expert's move in words.
func (m Moment) BestText() msg.Msg { return m.text(m.Best) }

func (m Moment) text(a engine.Action) msg.Msg {
	for _, o := range m.Options {
		if o.Action == a {
			return o.Text
		}
	}
	return msg.Msg{}
}

// Words say the moment: "You chose to place your blimp across from D5 where the expert would
// dock your blimp at the Upgrade Dock: about 4 VP".
func (m Moment) Words() msg.Msg {
	if m.Played == m.Best || RoundVP(m.Loss) == 0 {
		return msg.New("review.moment_best", msg.Sub("Played", m.PlayedText()))
	}
	return msg.New("review.moment", msg.Sub("Played", m.PlayedText()), msg.Sub("Best", m.BestText()), msg.Num("VP", RoundVP(m.Loss)))
}

// RoundVP rounds an estimate to whole VP.
func RoundVP(v float64) int {
	if v < 0 {
		return -RoundVP(-v)
	}
	return int(v + 0.5)
}

// Round is the round of a turn as the window counts them (both sides' turns make a round).
func Round(turn int) int { return (turn + 1) / 2 }

// Review is a whole game's review.
type Review struct {
	Seed      uint64   `json:"seed"`            // the seed of the samples (the save's seed)
	Seats     int      `json:"seats,omitempty"` // a base game's number of seats (0 for a solo game)
	Seat      int      `json:"seat,omitempty"`  // the seat reviewed in a base game (0-based)
	Final     int      `json:"final_vp"`        // your final VP in the game
	Decisions int      `json:"decisions"`       // your decisions in the game (forced ones included)
	Moments   []Moment `json:"moments"`         // the weighed decisions (those with a choice), in game order
	Lost      float64  `json:"lost_vp"`         // VP left on the table: the sum of the losses
	CloseRate float64  `json:"close"`           // share of the weighed decisions within 1 VP of the expert's
	Worst     []int    `json:"worst"`           // the three costliest moments (indexes into Moments), costliest first
}

// Round is the round of a turn of the reviewed game: a solo game's round is both sides' turns
// (Round), a base game's every seat's turn once.
func (r *Review) Round(turn int) int {
	if r.Seats > 0 {
		return (max(turn, 1)-1)/r.Seats + 1
	}
	return Round(turn)
}

// Summary says the review in one sentence.
func (r *Review) Summary() msg.Msg {
	return msg.New("review.summary", msg.Num("Lost", RoundVP(r.Lost)), msg.Num("Close", RoundVP(100*r.CloseRate)), msg.Num("Count", len(r.Moments)))
}

// ErrNotSolo is returned for a game of the base game for seats: only solo games are reviewed.
var ErrNotSolo = errors.New("only a solo game against the outlaws can be reviewed")

// ErrNoGame is returned for a record without any action.
var ErrNoGame = errors.New("the game has no move to review")

// Steps lists the history indexes of the person's decisions that the review weighs: every
// action you decided, but the ones that only close a step (done, end of turn) unless a card,
// an award or a use was open then.
func Steps(rec *record.Record) []int { return stepsOf(rec, engine.You) }

// stepsOf is Steps for the side me (a seat of the base game).
func stepsOf(rec *record.Record, me engine.Side) []int {
	var out []int
	for i, e := range rec.History {
		if e.Side != me || e.Action.Kind == engine.ActOutlaw {
			continue
		}
		g := rec.Before(i)
		if g == nil || automa.Decider(engine.ViewOf(g)) != me {
			continue
		}
		if kindOf(g, e.Action) == "" {
			continue
		}
		out = append(out, i)
	}
	return out
}

// kindOf names the decision an action of yours answered ("" for one not weighed).
func kindOf(g *engine.Game, a engine.Action) Kind {
	switch a.Kind {
	case engine.ActPlaceShip:
		return Airship
	case engine.ActDock:
		return Dock
	case engine.ActForge:
		return Forge
	case engine.ActBuildScaffold, engine.ActBuildMachine, engine.ActMove, engine.ActRescue:
		return Build
	case engine.ActPlayCard, engine.ActRedeemAward, engine.ActUse:
		return Card
	case engine.ActChoose:
		return Choice
	case engine.ActDone, engine.ActEndTurn:
		if bonusOpen(g) {
			return Card
		}
	}
	return ""
}

// bonusOpen reports whether a card, an award or a use could be played now.
func bonusOpen(g *engine.Game) bool {
	for _, a := range g.Legal() {
		switch a.Kind {
		case engine.ActPlayCard, engine.ActRedeemAward, engine.ActUse:
			return true
		}
	}
	return false
}

// Seed is the seed of a decision's samples: the game's seed and the decision's place.
func Seed(gameSeed uint64, step int) uint64 {
	h := fnv.New64a()
	var b [16]byte
	for i := range 8 {
		b[i] = byte(gameSeed >> (8 * i))
		b[8+i] = byte(uint64(step) >> (8 * i))
	}
	h.Write(b[:])
	return h.Sum64()
}

// Game reviews a finished (or stopped) solo game. progress, when set, is called after each
// weighed decision with how many are done of how many. A cancelled ctx stops the review
// between two playouts; its error is returned then.
func Game(ctx context.Context, rec *record.Record, b Budget, progress func(done, total int)) (*Review, error) {
	if rec.Game.Seated() {
		return nil, ErrNotSolo
	}
	return review(ctx, rec, engine.You, b, progress)
}

// ErrNoSeat is returned for a seat the base game does not have.
var ErrNoSeat = errors.New("the game has no such seat")

// Seat reviews the decisions of one seat of a finished base game as Game does a solo game's:
// the samples deal the other hands again and shuffle the face-down piles (what that seat could
// not see), every seat is played on by the greedy bot, and the value is the seat's final VP.
func Seat(ctx context.Context, rec *record.Record, seat engine.Side, b Budget, progress func(done, total int)) (*Review, error) {
	if !rec.Game.Seated() {
		return Game(ctx, rec, b, progress)
	}
	if seat < 0 || int(seat) >= rec.Game.NumSeats() {
		return nil, ErrNoSeat
	}
	return review(ctx, rec, seat, b, progress)
}

func review(ctx context.Context, rec *record.Record, me engine.Side, b Budget, progress func(done, total int)) (*Review, error) {
	if len(rec.History) == 0 {
		return nil, ErrNoGame
	}
	seed := rec.Start.Options.Seed
	r := &Review{Seed: seed, Final: rec.Game.ScoreOf(me).Total, Moments: []Moment{}, Worst: []int{}}
	if rec.Game.Seated() {
		r.Seats, r.Seat = rec.Game.NumSeats(), int(me)
	}
	for _, e := range rec.History {
		if e.Side == me && e.Action.Kind != engine.ActOutlaw {
			r.Decisions++
		}
	}
	steps := stepsOf(rec, me)
	fresh := 0
	if b.Fresh > 0 {
		fresh = 3 // the three costliest moments' second measure, counted as steps
	}
	total := len(steps) + fresh
	for k, i := range steps {
		m, ok, err := weigh(ctx, rec.Before(i), me, rec.History[i].Action, Seed(seed, i), b)
		if err != nil {
			return nil, err
		}
		if ok {
			m.Step = i
			m.Turn = rec.History[i].Turn
			m.Picked = m.Gap
			r.Moments = append(r.Moments, m)
		}
		if progress != nil {
			progress(k+1, total)
		}
	}
	r.pick()
	if b.Fresh > 0 {
		for k, i := range r.Worst {
			m := &r.Moments[i]
			gap, err := Remeasure(ctx, rec.Before(m.Step), me, m.Best, m.Played, Seed(seed, m.Step), b.Fresh)
			if err != nil {
				return nil, err
			}
			m.Gap, m.Loss, m.Fresh = gap, max(0, gap), b.Fresh
			if progress != nil {
				progress(len(steps)+k+1, total)
			}
		}
		for k := len(r.Worst); progress != nil && k < fresh; k++ {
			progress(len(steps)+k+1, total) // fewer than three moments cost anything
		}
		// the same moments, costliest first by their second measure; one that the second
		// measure finds within 1 VP of the expert's is not a costly moment after all
		r.Worst = slices.DeleteFunc(r.Worst, func(i int) bool { return r.Moments[i].Close() })
		sort.SliceStable(r.Worst, func(x, y int) bool { return r.Moments[r.Worst[x]].Loss > r.Moments[r.Worst[y]].Loss })
	}
	r.sum()
	return r, nil
}

// freshBase numbers the fresh samples apart from the weighing's (0 … Samples-1) and the
// candidates' (1<<40).
const freshBase = 1 << 41

// Remeasure measures again the difference in me's final VP between best and played in
// position g on n fresh samples of what me could see (numbered from freshBase, apart from
// every sample the weighing drew), both moves played in each sample. A moment chosen because
// its estimate is among the largest of a game has an estimate that leans high (the winner's
// curse); measured again on samples that took no part in the choice, it does not.
func Remeasure(ctx context.Context, g *engine.Game, me engine.Side, best, played engine.Action, seed uint64, n int) (float64, error) {
	sum, k := 0.0, 0
	for j := range n {
		if err := ctx.Err(); err != nil {
			return 0, err
		}
		s := sample(g, me, seed, freshBase+uint64(j))
		b, ok1 := playout(s, me, best)
		p, ok2 := playout(s, me, played)
		if ok1 && ok2 {
			sum += b - p
			k++
		}
	}
	if k == 0 {
		return 0, nil
	}
	return sum / float64(k), nil
}

// pick chooses the three costliest moments by their first measure (Picked).
func (r *Review) pick() {
	idx := make([]int, len(r.Moments))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(x, y int) bool { return r.Moments[idx[x]].Picked > r.Moments[idx[y]].Picked })
	r.Worst = []int{}
	for _, i := range idx {
		if len(r.Worst) == 3 || r.Moments[i].Picked <= 0 {
			break
		}
		r.Worst = append(r.Worst, i)
	}
}

// sum fills the totals.
func (r *Review) sum() {
	r.Lost = 0
	close := 0
	for _, m := range r.Moments {
		r.Lost += m.Loss
		if m.Close() {
			close++
		}
	}
	if len(r.Moments) > 0 {
		r.CloseRate = float64(close) / float64(len(r.Moments))
	}
}

// Weigh weighs the person's action played in position g (your decision): the expert's
// candidates and the played action are each played out in b.Samples samples of the hidden
// information drawn from seed. The expert picks its move on the first half of the samples and
// the loss is measured on the other half: picking the best of several noisy estimates and
// measuring it on the same samples would overstate every loss. It reports false when there
// was nothing to choose (a single candidate).
func Weigh(ctx context.Context, g *engine.Game, played engine.Action, seed uint64, b Budget) (Moment, bool, error) {
	return weigh(ctx, g, engine.You, played, seed, b)
}

// sample is one sample of what me could see of g.
func sample(g *engine.Game, me engine.Side, seed, k uint64) *engine.Game {
	if g.Seated() {
		return bot.SampleSeat(g, me, seed, k)
	}
	return bot.Sample(g, seed, k)
}

func weigh(ctx context.Context, g *engine.Game, me engine.Side, played engine.Action, seed uint64, b Budget) (Moment, bool, error) {
	m := Moment{Turn: g.Turn.Number, Kind: kindOf(g, played), Played: played}
	cands := candidates(g, me, played, seed, b)
	if len(cands) < 2 {
		return m, false, nil
	}
	pick := b.Pick // samples 0 … pick-1 choose, the others measure
	if pick <= 0 || pick >= b.Samples {
		pick = max(1, b.Samples/2)
	}
	type acc struct {
		sum, pick, held float64
		n, np, nh       int
	}
	vals := make([]acc, len(cands))
	for k := range b.Samples {
		s := sample(g, me, seed, uint64(k))
		for c, a := range cands {
			if err := ctx.Err(); err != nil {
				return m, false, err
			}
			v, ok := playout(s, me, a)
			if !ok {
				continue
			}
			x := &vals[c]
			x.sum += v
			x.n++
			if k < pick {
				x.pick += v
				x.np++
			} else {
				x.held += v
				x.nh++
			}
		}
	}
	// the person's move (candidate 0) must have been played in every sample for a fair
	// comparison; a rival refused by some sample is left out
	if vals[0].n != b.Samples {
		return m, false, nil
	}
	best := 0
	for c := range cands {
		x := vals[c]
		if x.n != b.Samples {
			continue
		}
		m.Options = append(m.Options, Option{Action: cands[c], Text: Say(g, cands[c]), VP: x.sum / float64(x.n)})
		if x.pick/float64(max(1, x.np)) > vals[best].pick/float64(max(1, vals[best].np))+1e-9 {
			best = c
		}
	}
	if len(m.Options) < 2 {
		return m, false, nil
	}
	slices.SortStableFunc(m.Options, func(x, y Option) int {
		switch {
		case x.VP > y.VP:
			return -1
		case x.VP < y.VP:
			return 1
		}
		return 0
	})
	m.Best = cands[best]
	m.PlayedVP = vals[0].sum / float64(b.Samples)
	m.BestVP = vals[best].sum / float64(b.Samples)
	if vals[0].nh > 0 {
		m.Gap = (vals[best].held - vals[0].held) / float64(vals[0].nh)
	} else {
		m.Gap = m.BestVP - m.PlayedVP
	}
	m.Loss = max(0, m.Gap)
	return m, true, nil
}

// Candidates lists the actions weighed at a decision, the person's first: the greedy bot's
// choice and, for the main action, its best-ranked airship spots, docks and the forge; for
// other decisions every legal action when there are few, else every card, award and use and
// the choice of none. They are found on a sample of the position (never on its hidden orders)
// and checked on the position itself.
func Candidates(g *engine.Game, played engine.Action, seed uint64, b Budget) []engine.Action {
	return candidates(g, engine.You, played, seed, b)
}

func candidates(g *engine.Game, me engine.Side, played engine.Action, seed uint64, b Budget) []engine.Action {
	out := []engine.Action{played}
	add := func(a engine.Action) {
		if len(out) <= b.Candidates && !slices.Contains(out, a) && g.Check(a) == nil {
			out = append(out, a)
		}
	}
	view := sample(g, me, seed, 1<<40)
	if a, ok := bot.GreedyChecked(view); ok {
		add(a)
	}
	if g.Top() == nil && g.Turn.Main == engine.NoMain {
		for _, s := range bot.MainCandidates(view, b.Candidates) {
			add(s.Action)
		}
		return out
	}
	legal := g.Legal()
	if len(legal) <= b.Candidates+1 {
		for _, a := range legal {
			add(a)
		}
		return out
	}
	for _, a := range legal {
		switch a.Kind {
		case engine.ActPlayCard, engine.ActRedeemAward, engine.ActUse, engine.ActDone, engine.ActEndTurn:
			add(a)
		}
	}
	return out
}

// maxPlayout bounds a playout's actions (a game never takes this many).
const maxPlayout = 20000

// Playout plays a in a copy of the sample, then the game to its end, the greedy bot for you
// and the outlaws by their rules, and gives your final VP. It reports false when the sample
// refuses a.
func Playout(sample *engine.Game, a engine.Action) (float64, bool) {
	return playout(sample, engine.You, a)
}

// playout is Playout for side me; in a base game every seat is played by the greedy bot.
func playout(sample *engine.Game, me engine.Side, a engine.Action) (float64, bool) {
	h := sample.Clone()
	if err := h.ApplyQuiet(a); err != nil {
		return 0, false
	}
	for k := 0; k < maxPlayout && !h.Over(); k++ {
		if !h.Seated() && automa.Decider(engine.ViewOf(h)) == engine.Outlaws {
			if err := h.ApplyQuiet(automa.OutlawMove(engine.ViewOf(h))); err != nil {
				break
			}
			continue
		}
		next, ok := bot.GreedyChecked(h)
		if !ok {
			break
		}
		h.ApplyLegalQuiet(next)
	}
	return float64(h.Result().Scores[me].Total), true
}

// Say says an action of yours in g as a verb phrase ("place your blimp across from D5").
func Say(g *engine.Game, a engine.Action) msg.Msg {
	switch a.Kind {
	case engine.ActDone:
		return msg.New("review.do_done")
	case engine.ActChoose:
		if ch := g.Choices(); a.Option >= 0 && a.Option < len(ch) {
			return msg.New("review.do_choose", msg.Sub("Choice", ch[a.Option]))
		}
	}
	return g.Describe(a)
}
