//go:build ci

package gamescreen

import (
	"strings"
	"testing"

	"whistle/engine"
	"whistle/engine/msg"
	"whistle/ui/text"
	"whistle/ui/zoom"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestWhyNotShipAway: an airship that is away is greyed but says why on tap, in the rules' words.
func TestWhyNotShipAway(t *testing.T) {
	u := newTestUI(t)
	u.StartTutorial()
	for u.gameScreen.tutor.tut.run.Current().ID != "forge" {
		if err := u.gameScreen.tutor.tut.run.Skip(); err != nil {
			t.Fatal(err)
		}
	}
	u.gameScreen.Refresh()
	label := "Balloon (1)"
	b := findButton(u, label)
	if b == nil || b.Disabled() || b.Importance != widget.LowImportance {
		t.Fatalf("no tappable %q; buttons: %v", label, buttonLabels(u))
	}
	n := len(u.gameScreen.Session().Record.History)
	tapButton(t, u, label)
	if !u.gameScreen.Session().Status().Bad || len(u.gameScreen.Session().Record.History) != n {
		t.Fatal("the tap was not a refusal")
	}
	if why := text.Render(u.gameScreen.Session().Status().Msg); !strings.Contains(why, "forge to bring it home") || !strings.Contains(screenText(u), why) {
		t.Fatalf("the reason %q is not on screen", why)
	}
}

// TestWhyNotToolbar: Undo and Hint, when they cannot be used, are greyed but say why on a tap,
// and come back to their work when they can.
func TestWhyNotToolbar(t *testing.T) {
	u := newTestUI(t)
	u.NewGame(engine.Options{Seed: 3, FirstGame: true, Difficulty: "easy", Variant: "outlaws"})
	u.gameScreen.Refresh()
	if u.gameScreen.panel.undoBtn.Disabled() || u.gameScreen.panel.undoBtn.Importance != widget.LowImportance {
		t.Fatal("Undo with nothing to undo is not greyed and tappable")
	}
	n := len(u.gameScreen.Session().Record.History)
	test.Tap(u.gameScreen.panel.undoBtn)
	if !u.gameScreen.Session().Status().Bad || len(u.gameScreen.Session().Record.History) != n {
		t.Fatal("the tap on a greyed Undo was not a refusal")
	}
	if why := text.Render(u.gameScreen.Session().Status().Msg); !strings.Contains(why, "nothing to undo") || !strings.Contains(screenText(u), why) {
		t.Fatalf("the reason %q is not on screen", why)
	}
	for _, a := range u.gameScreen.Session().Moves().Legal() {
		if a.Kind != engine.ActUse && a.Kind != engine.ActPlayCard {
			u.gameScreen.Do(a)
			break
		}
	}
	u.gameScreen.Refresh()
	if len(u.gameScreen.Session().Record.History) == n || u.gameScreen.panel.undoBtn.Importance == widget.LowImportance {
		t.Fatal("after a decision Undo is still greyed")
	}
	test.Tap(u.gameScreen.panel.undoBtn)
	if len(u.gameScreen.Session().Record.History) != n {
		t.Fatal("Undo did not undo")
	}
}

// TestTutorialUndoIsBack: in the tutorial Undo goes back a step even in a set-up position with
// no history of its own (it is not greyed there).
func TestTutorialUndoIsBack(t *testing.T) {
	u := newTestUI(t)
	u.StartTutorial()
	for len(u.gameScreen.tutor.tut.run.Current().Position) == 0 {
		if err := u.gameScreen.tutor.tut.run.Skip(); err != nil {
			t.Fatal(err)
		}
	}
	step := u.gameScreen.tutor.tut.run.Step
	u.gameScreen.Refresh()
	if len(u.gameScreen.Session().Record.History) != 0 || u.gameScreen.panel.undoBtn.Importance == widget.LowImportance {
		t.Fatal("Undo is greyed at a set-up position of the tutorial")
	}
	test.Tap(u.gameScreen.panel.undoBtn)
	if u.gameScreen.tutor.tut.run.Step != step-1 {
		t.Fatalf("Undo went to step %d, want %d", u.gameScreen.tutor.tut.run.Step, step-1)
	}
}

// TestEveryGreyedWindowControlSaysWhy: the window's own controls that can be greyed (the
// board's + and − at their ends, the tutorial's Back at its first step) stay tappable, and a
// tap changes nothing but says why, in a sentence of its own in English and in French.
func TestEveryGreyedWindowControlSaysWhy(t *testing.T) {
	u := newTestUI(t)
	u.StartTutorial()
	u.gameScreen.Refresh()
	if u.gameScreen.tutor.tut.run.Step != 0 {
		t.Fatalf("the tutorial starts at step %d", u.gameScreen.tutor.tut.run.Step)
	}
	z := zoom.New(widget.NewLabel("board"))
	var heard msg.Msg
	z.OnRefuse = func(why msg.Msg) { heard = why }
	zin, zout := z.Buttons()
	zoomTap := func(b *widget.Button) func() msg.Msg {
		return func() msg.Msg {
			heard = msg.Msg{}
			step := z.Zoom()
			test.Tap(b)
			if z.Zoom() != step {
				t.Error("a greyed zoom button zoomed")
			}
			return heard
		}
	}
	cases := []struct {
		name  string
		b     func() *widget.Button
		setup func()
		tap   func() msg.Msg
		want  string
	}{
		{"− at the smallest", func() *widget.Button { return zout }, func() { z.SetStep(0) }, zoomTap(zout), "why.zoom_min"},
		{"+ at the largest", func() *widget.Button { return zin }, func() { z.SetStep(zoom.Steps - 1) }, zoomTap(zin), "why.zoom_max"},
		{"Back at the first step", func() *widget.Button { return findButton(u, "Back") }, func() {}, func() msg.Msg {
			tapButton(t, u, "Back")
			if u.gameScreen.tutor.tut.run.Step != 0 || !u.gameScreen.Session().Status().Bad {
				t.Errorf("Back at the first step: step %d, refused %v", u.gameScreen.tutor.tut.run.Step, u.gameScreen.Session().Status().Bad)
			}
			if why := text.Render(u.gameScreen.Session().Status().Msg); !strings.Contains(screenText(u), why) {
				t.Errorf("the reason %q is not on screen", why)
			}
			if why, ok := u.gameScreen.Session().Status().Msg.Arg("Why"); ok && why.Sub != nil {
				return *why.Sub
			}
			return u.gameScreen.Session().Status().Msg
		}, "why.tut_first"},
	}
	defer text.SetLanguage(text.LangEN)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			c.setup()
			b := c.b()
			if b == nil || b.Disabled() || b.Importance != widget.LowImportance {
				t.Fatalf("not greyed and tappable: %v", b)
			}
			why := c.tap()
			if why.ID != c.want {
				t.Fatalf("reason %q, want %s", why.Debug(), c.want)
			}
			texts := map[string]string{}
			for _, l := range []string{text.LangEN, text.LangFR} {
				text.SetLanguage(l)
				s := text.Render(why)
				if strings.TrimSpace(s) == "" || strings.Contains(s, why.ID) || strings.Contains(s, "{{") {
					t.Errorf("%s: %q is not a sentence", l, s)
				}
				texts[l] = s
			}
			if texts[text.LangEN] == texts[text.LangFR] {
				t.Errorf("the French is the English: %q", texts[text.LangEN])
			}
			text.SetLanguage(text.LangEN)
		})
	}
}
