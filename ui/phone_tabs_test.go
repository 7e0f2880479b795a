//go:build ci

package ui

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// tabsOverflow tells whether the tabs put some of their items behind "•••" (the overflow button).
func tabsOverflow(o fyne.CanvasObject) bool {
	found := false
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if o == nil || !o.Visible() || found {
			return
		}
		if b, ok := o.(*widget.Button); ok && b.Icon != nil && strings.Contains(b.Icon.Name(), "more-horizontal") {
			found = true
			return
		}
		switch x := o.(type) {
		case *fyne.Container:
			for _, k := range x.Objects {
				walk(k)
			}
		case fyne.Widget:
			for _, k := range test.WidgetRenderer(x).Objects() {
				walk(k)
			}
		}
	}
	walk(o)
	return found
}

// tabWidths is the least width of each tab button shown.
func tabWidths(o fyne.CanvasObject) []float32 {
	var out []float32
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if o == nil || !o.Visible() {
			return
		}
		if fmt.Sprintf("%T", o) == "*container.tabButton" {
			out = append(out, o.MinSize().Width)
			return
		}
		switch x := o.(type) {
		case *fyne.Container:
			for _, k := range x.Objects {
				walk(k)
			}
		case fyne.Widget:
			for _, k := range test.WidgetRenderer(x).Objects() {
				walk(k)
			}
		}
	}
	walk(o)
	return out
}

// TestPhoneTabsAllShown: the game's five tabs are all shown, none behind "•••", on a 360 and a
// 390 pixel wide phone in both languages at the normal text size.
func TestPhoneTabsAllShown(t *testing.T) {
	u := playedTurns(t, 13, 2)
	t.Cleanup(func() {
		applyLanguage(LangEN)
		u.App.Preferences().SetInt(prefTextSize, 0)
	})
	for _, l := range []string{LangEN, LangFR} {
		for _, size := range []int{0} { // (at Large and Larger text the last tabs go behind •••: docs/mobile.md)
			u.App.Preferences().SetInt(prefTextSize, size)
			applyLanguage(l)
			u.Mobile = true
			u.applyTheme()
			u.Rebuild()
			for _, w := range []float32{390, 360} {
				u.Win.Resize(fyne.NewSize(w, 700))
				u.game.refresh()
				var names []string
				for _, it := range u.game.tabs.Items {
					names = append(names, it.Text)
				}
				if tabsOverflow(u.game.tabs) {
					t.Errorf("%s, text size %d, %.0f px: tabs %q (%v wide) put some behind •••", l, size, w, names, tabWidths(u.game.tabs))
				}
			}
		}
	}
}

// TestPhoneActionBarTwoAcrossAtLargerText: on a narrow phone (320×640) in French at Larger
// text, where the airships' labels do not fit half the width, a turn's three or more buttons
// (airships, Work, End turn) stay two across, the long labels wrapping, so the action bar does
// not stack them one under the other and leave the board a strip.
func TestPhoneActionBarTwoAcrossAtLargerText(t *testing.T) {
	u := playedTurns(t, 13, 2)
	t.Cleanup(func() {
		applyLanguage(LangEN)
		u.App.Preferences().SetInt(prefTextSize, 0)
	})
	u.App.Preferences().SetInt(prefTextSize, 2)
	applyLanguage(LangFR)
	u.Mobile = true
	u.applyTheme()
	u.Rebuild()
	u.Win.Resize(fyne.NewSize(320, 640))
	u.game.refresh()
	bar := u.game.bar.Object()
	rows := map[float32]bool{}
	n := 0
	for _, o := range test.LaidOutObjects(bar) {
		if b, ok := o.(*widget.Button); ok && b.Visible() {
			n++
			rows[fyne.CurrentApp().Driver().AbsolutePositionForObject(b).Y] = true
		}
	}
	if n < 3 {
		t.Fatalf("the bar holds %d buttons: the test wants a turn's three or more", n)
	}
	if len(rows) > (n+1)/2 {
		t.Errorf("the action bar's %d buttons take %d rows (%.0f px of 640): not two across", n, len(rows), bar.Size().Height)
	}
	for _, c := range clipped(u) {
		t.Errorf("%s", c)
	}
}
