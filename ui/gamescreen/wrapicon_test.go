//go:build ci

package gamescreen

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// TestWrappedButtonIconBesideText: a wrapped choice's label with the hint's eye icon lies beside
// the icon, never over it.
func TestWrappedButtonIconBesideText(t *testing.T) {
	a := test.NewApp()
	defer a.Quit()
	b := widget.NewButtonWithIcon("Card Dock: Pay any 1 resource: draw 2 cards", theme.VisibilityIcon(), nil)
	o := wrapButton(b).(*fyne.Container)
	if len(o.Objects) != 3 || b.Icon != nil {
		t.Fatal("the icon is still the button's own (drawn in its middle)")
	}
	o.Resize(fyne.NewSize(180, 80))
	icon, label := o.Objects[2], o.Objects[1]
	if right := icon.Position().X + icon.Size().Width; right > label.Position().X {
		t.Errorf("the icon (to %.0f) runs under the label (from %.0f)", right, label.Position().X)
	}
	if label.Position().X+label.Size().Width > o.Size().Width {
		t.Error("the label runs past the button")
	}
}
