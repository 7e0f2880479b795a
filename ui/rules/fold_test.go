//go:build ci

package rules

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestFoldListOpensOneGroupAtATime: the first group is open to begin with, tapping a header
// opens its group and closes the other one, tapping it again closes it; a long title wraps
// instead of widening the list.
func TestFoldListOpensOneGroupAtATime(t *testing.T) {
	a := test.NewApp()
	defer a.Quit()
	f := newFoldList()
	for _, title := range []string{"A (2)", strings.Repeat("a long section title ", 8) + "(1)", "C (2)"} {
		f.add(title, widget.NewLabel("entries"))
	}
	f.show(0)
	w := test.NewWindow(f.box)
	defer w.Close()
	w.Resize(fyne.NewSize(300, 600))
	opened := func() []bool {
		var out []bool
		for _, h := range f.heads {
			out = append(out, h.detail.Visible())
		}
		return out
	}
	tap := func(i int) {
		t.Helper()
		test.Tap(f.heads[i].obj.(*fyne.Container).Objects[0].(*widget.Button))
	}
	if got := opened(); !got[0] || got[1] || got[2] {
		t.Fatalf("at first: %v, want the first group open", got)
	}
	tap(1)
	if got := opened(); got[0] || !got[1] || got[2] {
		t.Fatalf("after opening the second: %v", got)
	}
	tap(1)
	if got := opened(); got[0] || got[1] || got[2] {
		t.Fatalf("after closing it again: %v", got)
	}
	if m := f.box.MinSize().Width; m > 300 {
		t.Fatalf("the list needs %.0f wide for a long title", m)
	}
	if h := f.heads[1].title; h.Size().Height < 2*f.heads[0].title.Size().Height {
		t.Fatalf("the long title is %.0f high, the short one %.0f: not wrapped", h.Size().Height, f.heads[0].title.Size().Height)
	}
}
