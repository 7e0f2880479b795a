package bot

import (
	"math"

	"whistle/engine"
	"whistle/engine/msg"
	"whistle/engine/seatview"
)

// Bot levels a seat of the base game can be played by (engine.SeatPlan.Bot).
const (
	LevelGreedy = "greedy"
	LevelExpert = "expert"
)

// SeatMove is a bot's decision on a seat of the base game with its reason: a message the log
// shows beside the move, as it shows the outlaws' reasons (engine.Event.Why).
type SeatMove struct {
	Action  engine.Action
	Checked bool // the action has passed g.Check (then it can be carried out with ApplyLegal)
	Why     msg.Msg
}

// DecideSeat decides the next action of the seat whose decision waits, with the bot of a level
// (LevelGreedy, LevelExpert; the expert with budget b), and says why. Both decide on the
// seat's view of the game (engine/seatview).
func DecideSeat(g *engine.Game, level string, b Budget) SeatMove {
	if level == LevelExpert && !g.Over() {
		if d := Expert(g, b); d.Searched {
			return SeatMove{Action: d.Action, Checked: true, Why: expertWhy(d)}
		}
	}
	a, ok := GreedyChecked(g)
	return SeatMove{Action: a, Checked: ok, Why: greedyWhy(g, a, ok)}
}

// expertWhy says what the search found: how many options it compared over how many guesses at
// the hidden cards, and by how much the chosen one led the next best.
func expertWhy(d Decision) msg.Msg {
	n, samples := msg.Num("N", len(d.Options)), msg.Num("Samples", d.Options[0].Tries)
	lead := int(math.Round(d.Lead()))
	if lead < 1 {
		return msg.New("bot.why.expert_close", n, samples)
	}
	return msg.New("bot.why.expert", n, samples, msg.Num("Lead", lead))
}

// greedyWhy says why the greedy bot took a: for a main action, its estimate and among how many
// moves; otherwise what kind of choice it was.
func greedyWhy(g *engine.Game, a engine.Action, ok bool) msg.Msg {
	if !ok {
		return msg.New("bot.why.only_move")
	}
	f := g.Top()
	switch {
	case a.Kind == engine.ActEndTurn:
		return msg.New("bot.why.end_turn")
	case a.Kind == engine.ActDone:
		return msg.New("bot.why.done")
	case a.Kind == engine.ActPlayCard || a.Kind == engine.ActRedeemAward:
		return msg.New("bot.why.bonus")
	case f != nil && a.Kind == engine.ActChoose && (f.Kind == engine.FrAbility || f.Kind == engine.FrSetupStack || f.Kind == engine.FrDrawKeep):
		return msg.New("bot.why.first_offer")
	case f == nil && g.Turn.Main == engine.NoMain:
		view := seatview.Of(g, g.Seat())
		c := MainCandidates(view, 64)
		for _, s := range c {
			if s.Action == a {
				gain := int(math.Round(s.Value))
				if gain < 1 {
					return msg.New("bot.why.main_least_bad", msg.Num("Count", len(c)))
				}
				return msg.New("bot.why.main", msg.Num("Count", len(c)), msg.Num("Gain", gain))
			}
		}
	}
	return msg.New("bot.why.best_estimate")
}
