package game

import (
	"errors"
	"fmt"
	"runtime/debug"
	"strings"

	"whistle/engine"
	"whistle/engine/invariants"
	"whistle/engine/msg"
	"whistle/engine/record"
)

// CrashReport is what an internal error of the rules tells, once contained: the action, the
// game's seed and what went wrong, for a bug report.
type CrashReport struct {
	Action engine.Action
	Seed   uint64
	Value  string
	Stack  string
}

// Text is the report a person copies into a bug report.
func (c *CrashReport) Text(version string) string {
	if version == "" {
		version = "dev"
	}
	stack := c.Stack
	if lines := strings.Split(stack, "\n"); len(lines) > 40 {
		stack = strings.Join(lines[:40], "\n")
	}
	return fmt.Sprintf("Whistle Mountain: Outlaws %s\nseed: %d\naction: %s\nerror: %s\n\n%s", version, c.Seed, c.Action, c.Value, stack)
}

// guard runs one step of play (an action of yours, an outlaw step, a redo). The action itself
// is checked, described, applied and, should the rules panic, restored by the history
// (engine.Record.Apply), whose *engine.PanicError comes back through apply (noteCrash). guard
// contains the rest of the step, the model's own work: the outlaws' choice made on a copy, the
// log, the legal actions of the position after, the callbacks. A panic there takes the step
// back: the game returns to the position before it, the redo list as it was, and the report
// waits in Crash for the window to show it.
func (s *Session) guard(a *engine.Action, step func() bool) (ok bool) {
	n := len(s.Record.History)
	redo := append([]record.Entry(nil), s.Record.Redo...)
	defer func() {
		r := recover()
		if r == nil {
			return
		}
		for len(s.Record.History) > n {
			s.Record.Undo()
		}
		s.Record.Redo = redo
		s.Crash = &CrashReport{Action: *a, Seed: s.Record.Game.Options.Seed, Value: fmt.Sprint(r), Stack: string(debug.Stack())}
		s.afterCrash()
		ok = false
	}()
	return step()
}

// noteCrash keeps the report of a panic the engine's history contained itself.
func (s *Session) noteCrash(err error) bool {
	var pe *record.PanicError
	if !errors.As(err, &pe) {
		return false
	}
	s.Crash = &CrashReport{Action: pe.Action, Seed: pe.Seed, Value: pe.Value, Stack: pe.Stack}
	s.afterCrash()
	return true
}

// afterCrash shows the restored position; the legal actions are read again, themselves
// guarded (a position whose legal actions panic offers none rather than crashing).
func (s *Session) afterCrash() {
	s.hand.Sel = Selection{}
	s.outlaws.Changed = nil
	s.rebuildLog()
	s.outlaws.rebuildBanner()
	func() {
		defer func() {
			if recover() != nil {
				s.moves.legal = nil
			}
		}()
		s.refreshLegal()
	}()
	s.status.Msg, s.status.Bad = msg.New("An internal error stopped that action: the game is back where it was."), true
}

// Healthy reports whether the position can be saved: it passes the validator every loaded
// position goes through (invariants.Validate) and its legal actions can be listed. The
// autosave never writes a position that fails.
func (s *Session) Healthy() (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	if invariants.Validate(s.Game().Clone()) != nil {
		return false
	}
	s.Game().Legal()
	return true
}
