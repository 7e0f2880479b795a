package engine

import (
	"errors"
	"strings"

	"whistle/engine/msg"
)

// ApplyWhy is Apply for a bot's action on a seat of the base game: the entry keeps the bot's
// reason, which the log shows and the save keeps (a reason is the bot's, not the rules': a
// replay could not give it again).
func (s *Record) ApplyWhy(a Action, why msg.Msg) ([]Event, error) {
	ev, err := s.Apply(a)
	if err == nil {
		s.History[len(s.History)-1].Why = why
	}
	return ev, err
}

// whys lists the reasons of the history for a save, nil when there is none.
func (s *Record) whys() []msg.Msg {
	last := -1
	for i, e := range s.History {
		if !e.Why.IsZero() {
			last = i
		}
	}
	if last < 0 {
		return nil
	}
	out := make([]msg.Msg, last+1)
	for i := range out {
		out[i] = s.History[i].Why
	}
	return out
}

// setWhys gives the replayed history the saved reasons (as many as there are actions left).
func (s *Record) setWhys(whys []msg.Msg) {
	for i := range min(len(whys), len(s.History)) {
		s.History[i].Why = whys[i]
	}
}

// whyPrefix is the family of messages a bot's reason belongs to.
const whyPrefix = "bot.why."

// maxWhyArgs bounds the arguments of a saved reason (a reason has at most three numbers).
const maxWhyArgs = 4

// checkWhys checks the saved reasons: only a game with seats has any, and each is a bot's
// reason with a few numbers, nothing nested (a file is never trusted to say anything else).
func checkWhys(start *Game, whys []msg.Msg) error {
	if len(whys) == 0 {
		return nil
	}
	if !start.Seated() {
		return errors.New("the save file is damaged: a game against the outlaws has no bot reasons")
	}
	for _, w := range whys {
		if w.IsZero() {
			continue
		}
		if !strings.HasPrefix(w.ID, whyPrefix) || len(w.ID) > 64 || len(w.Args) > maxWhyArgs {
			return errors.New("the save file is damaged: a bot reason is not one")
		}
		for _, a := range w.Args {
			if a.Kind != msg.KNum || a.M != nil || len(a.L) > 0 || len(a.Key) > 16 {
				return errors.New("the save file is damaged: a bot reason is not one")
			}
		}
	}
	return nil
}
