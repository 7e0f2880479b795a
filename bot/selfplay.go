package bot

import (
	"fmt"

	"whistle/automa"
	"whistle/engine"
	"whistle/engine/invariants"
	"whistle/outlaws"
)

// Played is the outcome of a game the bots played.
type Played struct {
	Game       *engine.Game
	Result     engine.Result
	Turns      int      // turns of both sides, as the engine counts them
	EndReason  string   // "barracks" (I4), "deck" (I5), "unreachable" (base game ruling); "" if the game was stopped
	Actions    int      // actions applied, both sides
	Violations int      // invariant failures and refused actions the bots chose
	Problems   []string // the first few violations, described
	First      int      // the start player of a base game (seat index)
}

// maxActions stops a game that would never end (it counts as a violation).
const maxActions = 20000

// PlayGame plays a whole game from a seed: the greedy bot for you against the outlaws at a
// difficulty (with their fixed tie-break order), with the default outlaw deck or another one
// (deck may be nil). Every action is checked: an action the game refuses counts as a
// violation, and so does a position that fails invariants.Check, checked at the end of
// every turn of either side, at the end of the game and after a refused action. (Pieces and
// tokens accounted for wrongly stay so until something puts them back, which no rule does; the
// random-play tests, TestLongRandomRun and engine's, check after every single action.)
func PlayGame(box engine.Box, seed uint64, difficulty outlaws.Difficulty, deck *outlaws.Deck) (Played, error) {
	return PlayGameWith(box, seed, difficulty, deck, GreedyChecked)
}

// A Bot decides your next action; it reports whether the action has passed g.Check (then it is
// carried out with ApplyLegal, otherwise with Apply, which checks it).
type Bot func(g *engine.Game) (engine.Action, bool)

// bots are the bots the simulate command can play your side with (--bot); "greedy" is the
// default.
var bots = map[string]Bot{"greedy": GreedyChecked, "expert": ExpertMove}

// PlayGameWith is PlayGame with another bot for your side.
func PlayGameWith(box engine.Box, seed uint64, difficulty outlaws.Difficulty, deck *outlaws.Deck, you Bot) (Played, error) {
	if difficulty == "" {
		var err error
		if difficulty, err = outlaws.ParseDifficulty(""); err != nil {
			return Played{}, err
		}
	}
	g, _ := box.NewGame(engine.Options{Seed: seed, Variant: outlaws.Name, Difficulty: string(difficulty)})
	if deck != nil {
		if err := g.UseOutlawDeck(deck.Actions()); err != nil {
			return Played{}, err
		}
	}
	return playOut(g, seed, func(g *engine.Game) (engine.Action, bool) {
		if automa.Decider(engine.ViewOf(g)) == engine.Outlaws {
			return automa.OutlawMove(engine.ViewOf(g)), false
		}
		return you(g)
	}), nil
}

// playOut plays a game to its end, each action decided by next (checked or not, as a Bot
// reports it), and counts as violations the actions the game refuses (it then goes on with the
// first legal one) and the positions that fail invariants.Check at the end of every turn,
// at the end of the game and after a refused action. The actions are applied quietly: nobody
// reads the log.
func playOut(g *engine.Game, seed uint64, next Bot) Played {
	p := Played{Game: g}
	bad := func(format string, args ...any) {
		p.Violations++
		if len(p.Problems) < 5 {
			p.Problems = append(p.Problems, fmt.Sprintf("seed %d, action %d: ", seed, p.Actions)+fmt.Sprintf(format, args...))
		}
	}
	turn := g.Turn.Number
	for !g.Over() {
		if p.Actions >= maxActions {
			bad("the game did not end after %d actions", maxActions)
			break
		}
		a, checked := next(g)
		var err error
		if checked {
			g.ApplyLegalQuiet(a) // checked once, by the bot
		} else {
			err = g.ApplyQuiet(a)
		}
		refused := err != nil
		if refused {
			bad("%s refused: %v", a, err)
			legal := g.Legal()
			if len(legal) == 0 {
				bad("no legal action while waiting for: %s", g.Waiting().Debug())
				break
			}
			if err := g.ApplyQuiet(legal[0]); err != nil {
				bad("legal action %s refused: %v", legal[0], err)
				break
			}
		}
		p.Actions++
		if refused || g.Turn.Number != turn || g.Over() {
			turn = g.Turn.Number
			if err := invariants.Check(g); err != nil {
				bad("after %s: %v", a, err)
			}
		}
	}
	p.Result = g.Result()
	p.Turns, p.EndReason = g.Turn.Number, g.End.Reason
	return p
}

// Move gives the next action of whoever decides: the outlaws' fixed step or the greedy bot's.
func Move(g *engine.Game) engine.Action {
	if automa.Decider(engine.ViewOf(g)) == engine.Outlaws {
		return automa.OutlawMove(engine.ViewOf(g))
	}
	return Greedy(g)
}

// Lookup finds a bot by name ("greedy", "expert").
func Lookup(name string) (Bot, bool) {
	b, ok := bots[name]
	return b, ok
}
