//go:build ci

package gamescreen

import (
	"os"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"whistle/engine"
	"whistle/engine/msg"
	"whistle/engine/record"
	"whistle/ui/settings"
	"whistle/ui/text"
)

// A copy of a table resumed: "Since you left" is on the Play panel, and the decision the
// game waits for (your turn's first buttons) is on screen without a drag, at a desktop's size
// and at a phone's, in both languages at the larger text.
func TestResumedCopyShowsTheDecision(t *testing.T) {
	data, err := os.ReadFile("../../engine/testdata/saves/landed-2026-12-07/copy-mode-8-rounds.wmsave")
	if err != nil {
		t.Fatal(err)
	}
	for _, size := range []fyne.Size{{Width: 1280, Height: 900}, {Width: 400, Height: 700}} {
		for _, l := range []string{text.LangEN, text.LangFR} {
			u := newTestUI(t)
			u.App.Preferences().SetInt(settings.KeyTextSize, 2)
			text.SetLanguage(l)
			u.Mobile = size.Width < 600
			u.applyTheme()
			u.Rebuild()
			u.Win.Resize(size)
			h, err := record.Load(u.gameScreen.Session().Box, data)
			if err != nil {
				t.Fatal(err)
			}
			if h.Game.Table == nil || h.Game.Active() != engine.You {
				t.Fatal("the save is not a copy waiting for your turn")
			}
			u.openHistory(h, false, msg.New("Welcome back: the game goes on where you left it."))
			u.gameScreen.Recap()
			u.gameScreen.Refresh()
			if !u.gameScreen.Session().Outlaws().Recap {
				t.Fatal("no recap")
			}
			var recap, decision fyne.CanvasObject
			d := fyne.CurrentApp().Driver()
			if u.gameScreen.phone.inBar() {
				// a phone: the decision is in the action bar under the board, never scrolled
				b := firstButton(u.gameScreen.phone.bar.box)
				if b == nil {
					t.Fatalf("%v %s: no decision in the phone's bar", size, l)
				}
				if y := d.AbsolutePositionForObject(b).Y + b.Size().Height; y > size.Height {
					t.Errorf("%v %s: the bar's decision ends at %.0f, below the window", size, l, y)
				}
				continue
			}
			for _, o := range u.gameScreen.panel.actions.Objects {
				if c, ok := o.(*widget.Card); ok && recap == nil && containsText(c, inLang(l, "Since you left", "Depuis votre départ")) {
					recap = o
					continue
				}
				if decision == nil && o.Visible() && hasButton(o) {
					decision = o
				}
			}
			if recap == nil || decision == nil {
				t.Fatalf("%v %s: recap %v, decision %v:\n%s", size, l, recap != nil, decision != nil, textOf(u.gameScreen.panel.actions))
			}
			top := d.AbsolutePositionForObject(u.gameScreen.panel.actScroll).Y
			at := d.AbsolutePositionForObject(decision).Y + decision.Size().Height
			if at > top+u.gameScreen.panel.actScroll.Size().Height {
				t.Errorf("%v %s: the decision ends at %.0f, below the panel's end %.0f (the recap is first):\n%s", size, l, at-top, u.gameScreen.panel.actScroll.Size().Height, textOf(u.gameScreen.panel.actions))
			}
		}
	}
	text.SetLanguage(text.LangEN)
}

func inLang(l, en, fr string) string {
	if l == text.LangFR {
		return fr
	}
	return en
}

// hasButton tells whether an object is or holds a button.
func hasButton(o fyne.CanvasObject) bool {
	switch x := o.(type) {
	case *widget.Button:
		return x.Visible()
	case *fyne.Container:
		for _, c := range x.Objects {
			if c.Visible() && hasButton(c) {
				return true
			}
		}
	}
	return false
}

// firstButton is the first visible button in o.
func firstButton(o fyne.CanvasObject) *widget.Button {
	switch x := o.(type) {
	case *widget.Button:
		if x.Visible() {
			return x
		}
	case *fyne.Container:
		if !x.Visible() {
			return nil
		}
		for _, c := range x.Objects {
			if b := firstButton(c); b != nil {
				return b
			}
		}
	case *container.Scroll:
		return firstButton(x.Content)
	}
	return nil
}

func containsText(o fyne.CanvasObject, s string) bool {
	return len(s) > 0 && strings.Contains(textOf(o), s)
}
