package ui

import (
	"errors"
	"fmt"
	"runtime/debug"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"whistle/engine"
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

// guard runs one step of play (an action of yours, an outlaw step, a redo). A panic anywhere
// in it, in the engine's check, its apply or the legal actions of the position after, is
// contained: the game goes back to the position before the step, the redo list as it was, and
// the report waits in Crash for the window to show it.
func (s *Session) guard(a *engine.Action, step func() bool) (ok bool) {
	n := len(s.H.History)
	redo := append([]engine.Entry(nil), s.H.Redo...)
	defer func() {
		r := recover()
		if r == nil {
			return
		}
		for len(s.H.History) > n {
			s.H.Undo()
		}
		s.H.Redo = redo
		s.Crash = &CrashReport{Action: *a, Seed: s.H.Game.Options.Seed, Value: fmt.Sprint(r), Stack: string(debug.Stack())}
		s.afterCrash()
		ok = false
	}()
	return step()
}

// noteCrash keeps the report of a panic the engine's history contained itself.
func (s *Session) noteCrash(err error) bool {
	var pe *engine.PanicError
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
	s.G = s.H.Game
	s.Sel = Selection{}
	s.Changed = nil
	s.rebuildLog()
	s.rebuildBanner()
	func() {
		defer func() {
			if recover() != nil {
				s.legal = nil
			}
		}()
		s.refreshLegal()
	}()
	s.Msg, s.Bad = lang.L("An internal error stopped that action: the game is back where it was."), true
}

// Healthy reports whether the position can be saved: it passes the validator every loaded
// position goes through (engine.Game.Validate) and its legal actions can be listed. The
// autosave never writes a position that fails.
func (s *Session) Healthy() (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	if s.G.Clone().Validate() != nil {
		return false
	}
	s.G.Legal()
	return true
}

// showCrash shows a contained internal error once: what happened, that nothing is lost, and a
// report to copy (the action, the seed, the version).
func (u *UI) showCrash() {
	c := u.S.Crash
	if c == nil {
		return
	}
	u.S.Crash = nil
	report := c.Text(u.App.Metadata().Version)
	text := widget.NewMultiLineEntry()
	text.SetText(report)
	text.Wrapping = fyne.TextWrapBreak
	text.SetMinRowsVisible(6)
	copyBtn := widget.NewButtonWithIcon(lang.L("Copy the report"), theme.ContentCopyIcon(), func() {
		u.App.Clipboard().SetContent(report)
	})
	body := container.NewBorder(
		wrapped(lang.L("The app hit an internal error on that action. The game is back at the position before it: nothing is lost, and you may go on or undo. Please send the report below with a bug report.")),
		copyBtn, nil, nil, text)
	d := dialog.NewCustom(lang.L("Something went wrong"), lang.L("Close"), body, u.Win)
	d.Resize(fyne.NewSize(min(560, u.Win.Canvas().Size().Width-20), min(460, u.Win.Canvas().Size().Height-20)))
	d.Show()
}

// ReplayNotice writes what a save replayed with the current rules changed ("" for nil), for the
// screens of other packages (companion mode).
func ReplayNotice(n *engine.ReplayNotice) string { return replayNotice(n) }

// replayNotice writes what a save replayed with the current rules changed (nil: nothing).
func replayNotice(n *engine.ReplayNotice) string {
	if n == nil {
		return ""
	}
	var parts []string
	switch {
	case n.Refused:
		parts = append(parts, tf("This save comes from an earlier version of the app. With the current rules its action {{.N}} is no longer possible, so the game goes on from the position before it ({{.Dropped}} later actions left out).", "N", n.From, "Dropped", n.Dropped))
	case n.From > 0:
		parts = append(parts, tf("This save comes from an earlier version of the app. Replayed with the current rules, the game plays out differently from action {{.N}} on.", "N", n.From))
	default:
		parts = append(parts, lang.L("This save comes from an earlier version of the app. Replayed with the current rules, the game plays out differently."))
	}
	for _, c := range n.Changes {
		switch c.What {
		case "vp":
			if c.Side == engine.You {
				parts = append(parts, tf("Your points: {{.Saved}} in the save, {{.Now}} now.", "Saved", c.Saved, "Now", c.Now))
			} else {
				parts = append(parts, tf("The outlaws' points: {{.Saved}} in the save, {{.Now}} now.", "Saved", c.Saved, "Now", c.Now))
			}
		case "water":
			parts = append(parts, tf("Water level: {{.Saved}} in the save, {{.Now}} now.", "Saved", c.Saved, "Now", c.Now))
		case "turn":
			parts = append(parts, tf("Turn: {{.Saved}} in the save, {{.Now}} now.", "Saved", c.Saved, "Now", c.Now))
		case "over":
			if c.Now == 1 {
				parts = append(parts, lang.L("The game is now over."))
			} else {
				parts = append(parts, lang.L("The game is no longer over."))
			}
		case "other":
			parts = append(parts, tf("{{.N}} other details of the position differ.", "N", c.Now))
		}
	}
	return strings.Join(parts, " ")
}

// showReplayNotice tells, after a save was loaded, how the current rules changed its game.
func (u *UI) showReplayNotice(h *engine.Session) {
	if text := replayNotice(h.Notice); text != "" {
		u.showInfo(lang.L("This game was replayed with the current rules"), text)
	}
}
