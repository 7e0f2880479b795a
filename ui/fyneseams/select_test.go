//go:build ci

package fyneseams

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// Fyne's test driver answers "which canvas holds this object" with the newest window, whatever
// the object: a second window opened after the drop-down's stands for the desktop driver's cache
// having lost it. The list must open on the drop-down's own window.
func TestTheListOpensOnItsOwnWindow(t *testing.T) {
	a := test.NewApp()
	defer a.Quit()
	w := test.NewWindow(nil)
	defer w.Close()
	chosen := ""
	sel := NewSelect(w, []string{"one", "two"}, func(v string) { chosen = v })
	w.SetContent(sel)
	other := test.NewWindow(nil)
	defer other.Close()
	test.Tap(sel)
	pop := topMenu(w.Canvas())
	if pop == nil {
		t.Fatalf("the list did not open on the drop-down's window (other window's top overlay: %T)", other.Canvas().Overlays().Top())
	}
	pop.Items[0].(fyne.Tappable).Tapped(&fyne.PointEvent{})
	if chosen != "one" || sel.Selected != "one" {
		t.Fatalf("chosen %q, shown %q", chosen, sel.Selected)
	}
}

// A choice in the drop-down gives the keys back: the tap that opened it focused it, and a
// focused drop-down takes the single keys the game screen's shortcuts listen for.
func TestAChoiceInTheDropDownGivesTheKeysBack(t *testing.T) {
	a := test.NewApp()
	defer a.Quit()
	w := test.NewWindow(nil)
	defer w.Close()
	chosen := ""
	sel := NewSelect(w, []string{"one", "two"}, func(v string) { chosen = v })
	w.SetContent(sel)
	w.Canvas().Focus(sel)
	test.Tap(sel)
	pop := topMenu(w.Canvas())
	if pop == nil {
		t.Fatal("the list did not open")
	}
	pop.Items[1].(fyne.Tappable).Tapped(&fyne.PointEvent{})
	if chosen != "two" {
		t.Fatalf("chosen %q", chosen)
	}
	if f := w.Canvas().Focused(); f != nil {
		t.Fatalf("the drop-down keeps the keys: focused %T", f)
	}
}

// topMenu is the menu in the canvas's top overlay (Fyne puts a pop-up menu in a container of
// its own there), or nil.
func topMenu(c fyne.Canvas) *widget.PopUpMenu {
	top := c.Overlays().Top()
	if m, ok := top.(*widget.PopUpMenu); ok {
		return m
	}
	w, ok := top.(fyne.Widget)
	if !ok {
		return nil
	}
	for _, o := range test.WidgetRenderer(w).Objects() {
		if m, ok := o.(*widget.PopUpMenu); ok {
			return m
		}
	}
	return nil
}
