package ui

import (
	"fyne.io/fyne/v2"

	"whistle/ui/widgets"
)

// The shared widgets (package ui/widgets) under the short names the window's files use.
type (
	wrapText   = widgets.WrapText
	iconBeside = widgets.IconBeside
)

func newWrapText(s string) *wrapText { return widgets.NewWrapText(s) }

func wordWidth(w string, size float32, style fyne.TextStyle) float32 {
	return widgets.WordWidth(w, size, style)
}

func addFactBlock(box *fyne.Container, name, facts string, strong bool) {
	widgets.AddFactBlock(box, name, facts, strong)
}
