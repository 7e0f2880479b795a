package engine

import "whistle/engine/msg"

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
