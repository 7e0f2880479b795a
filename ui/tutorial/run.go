package tutorial

import (
	"fmt"
	"whistle/engine"
	"whistle/engine/msg"
	"whistle/engine/record"
	"whistle/engine/scenario"
	"whistle/ui/game"
)

// Run is a tutorial being played: the real game (a ui/game session) and the current step.
type Run struct {
	Tutorial *Tutorial
	Session  *game.Session
	Step     int // index of the current step; len(Tutorial.Steps) when finished

	advancing bool // the run itself is making the step's move
	// aside is the tutorial game put aside while a step's position is played (Step.Position);
	// nil when the tutorial game is the one shown.
	aside *record.Record
}

// Attach moves the run onto another session (the window's) and installs the checks: every
// action of the person goes through Check until the last step; a step's move advances it.
func (r *Run) Attach(s *game.Session) {
	m, bad := s.Status().Msg, s.Status().Bad
	s.SetHistory(r.Session.Record)
	s.Status().Msg, s.Status().Bad = m, bad
	r.Session = s
	s.Gate = r.gate
	s.Moved = r.moved
}

// Detach removes the checks: the person plays on freely in the same game.
func (r *Run) Detach() {
	r.Session.Gate, r.Session.Moved = nil, nil
}

func (r *Run) gate(a engine.Action) error {
	if r.advancing || r.Done() {
		return nil
	}
	return r.Check(a)
}

func (r *Run) moved(a engine.Action) {
	if want, ok := r.Expected(); ok && a == want {
		r.Step++
		if err := r.enter(); err != nil {
			r.Session.Status().Refuse(msg.Of(err))
		}
	}
}

// enter sets up the position the current step starts from, if it names one (Step.Position),
// or brings the tutorial game back (Step.Resume). The last message stays (what was just done).
func (r *Run) enter() error {
	s := r.Current()
	if s.Kind == KindOutlaws && !r.Session.Status().Bad {
		r.Session.Status().Inform(msg.Msg{}) // what was said to you before is stale while the outlaws play
	}
	var h *record.Record
	switch {
	case len(s.Position) > 0:
		g, err := scenario.Load(r.Session.Box, s.Position)
		if err != nil {
			return fmt.Errorf("%s: step %d (%s): %w", File, r.Step+1, s.ID, err)
		}
		if r.aside == nil {
			r.aside = r.Session.Record
		}
		h = record.New(g, nil)
	case s.Resume && r.aside != nil:
		h, r.aside = r.aside, nil
	default:
		return nil
	}
	r.Session.SetHistory(h) // the status line of the game left behind is cleared with it
	return nil
}

// Sync goes past an outlaws step once their turn is over, or stops for a decision of yours
// (a theft), played by the window's own buttons rather than Next.
func (r *Run) Sync() {
	if s := r.Current(); !r.Done() && s.Kind == KindOutlaws && !r.Session.Outlaws().OutlawsToMove() && (r.Session.Game().Active() == engine.You || r.Session.Outlaws().TheftPending()) {
		r.Step++
		if err := r.enter(); err != nil {
			r.Session.Status().Refuse(msg.Of(err))
		}
	}
}

// HoldsOutlaws reports whether the outlaws wait for the person to read the step and tap Next.
func (r *Run) HoldsOutlaws() bool { return !r.Done() && r.Current().Kind == KindOutlaws }

// Start begins the tutorial game at its first step.
func (t *Tutorial) Start(box engine.Box) *Run {
	r := &Run{Tutorial: t, Session: game.NewSession(box, t.Options())}
	if err := r.enter(); err != nil {
		r.Session.Status().Refuse(msg.Of(err))
	}
	return r
}

// At rebuilds the position of step n by replaying the expected moves of the steps before it
// from the opening (resume, Back). An error names the step whose move the rules refuse.
func (t *Tutorial) At(box engine.Box, n int) (*Run, error) {
	r := &Run{Tutorial: t, Session: game.NewSession(box, t.Options())}
	if err := r.enter(); err != nil {
		return nil, err
	}
	n = max(0, min(n, len(t.Steps)))
	for r.Step < n {
		if err := r.advance(); err != nil {
			return nil, fmt.Errorf("%s: step %d (%s): %w", File, r.Step+1, t.Steps[r.Step].ID, err)
		}
	}
	return r, nil
}

// Done reports whether every step is behind.
func (r *Run) Done() bool { return r.Step >= len(r.Tutorial.Steps) }

// Current is the current step (the zero Step when done).
func (r *Run) Current() Step {
	if r.Done() {
		return Step{}
	}
	return r.Tutorial.Steps[r.Step]
}

// Progress is the current step's number (1-based) and the number of steps.
func (r *Run) Progress() (int, int) {
	return min(r.Step+1, len(r.Tutorial.Steps)), len(r.Tutorial.Steps)
}

// ProgressText is the progress as a message ("4/23").
func (r *Run) ProgressText() msg.Msg {
	n, of := r.Progress()
	return msg.New("tut.progress", msg.Num("N", n), msg.Num("Of", of))
}

// Expected is the move the current step waits for.
func (r *Run) Expected() (engine.Action, bool) {
	s := r.Current()
	if s.Kind != KindDo || s.Action == nil {
		return engine.Action{}, false
	}
	return *s.Action, true
}

// Check says whether a tap's action is the one the step waits for: nil when it is; the
// engine's refusal when the rules forbid it (naming the rule and what is missing); otherwise
// a message naming the move the step asks for.
func (r *Run) Check(a engine.Action) error {
	want, ok := r.Expected()
	if !ok {
		return msg.Err("tut.wrong_read_first")
	}
	if a == want {
		return nil
	}
	if err := r.Session.Game().Check(a); err != nil {
		return err
	}
	return msg.Err("tut.wrong_other", msg.Sub("Want", r.Session.Game().Describe(want)))
}

// Try makes a tap's action when it is the step's move and goes to the next step; otherwise it
// changes nothing and returns why (Check).
func (r *Run) Try(a engine.Action) error {
	if err := r.Check(a); err != nil {
		return err
	}
	return r.advance()
}

// Next goes past a look step (the person has read it) or plays the outlaws' turn of an
// outlaws step. A do step waits for its move (Try or Skip).
func (r *Run) Next() error {
	if s := r.Current(); s.Kind == KindDo {
		return msg.Err("tut.wrong_do_first", msg.Sub("Want", r.Session.Game().Describe(*s.Action)))
	}
	return r.advance()
}

// Skip makes the current step's move for the person (or goes past a look step).
func (r *Run) Skip() error { return r.advance() }

// Back returns to the previous step's position (replayed from the opening).
func (r *Run) Back(box engine.Box) error {
	if r.Step == 0 {
		return nil
	}
	b, err := r.Tutorial.At(box, r.Step-1)
	if err != nil {
		return err
	}
	*r = *b
	return nil
}

// advance carries out the current step: its move, the outlaws' turn, or nothing.
func (r *Run) advance() error {
	if r.Done() {
		return nil
	}
	s := r.Tutorial.Steps[r.Step]
	switch s.Kind {
	case KindDo:
		step := r.Step
		r.advancing = true
		ok := r.Session.Do(*s.Action)
		r.advancing = false
		if !ok {
			return &msg.Error{Msg: r.Session.Status().Msg}
		}
		if r.Step != step {
			return nil // moved() went past it
		}
	case KindOutlaws:
		if !r.Session.Outlaws().OutlawsToMove() {
			return msg.Err("tut.no_outlaw_turn")
		}
		r.Session.Outlaws().RunOutlaws()
		if r.Session.Outlaws().OutlawsToMove() {
			return msg.Err("tut.no_outlaw_turn")
		}
	}
	r.Step++
	return r.enter()
}
