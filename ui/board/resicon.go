package board

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"

	"whistle/engine/catalog"
)

// ResIcon is a resource badge: the letter on the resource's colour.
func ResIcon(r catalog.Resource, size float32) fyne.CanvasObject {
	bg := canvas.NewRectangle(ResColour(r))
	bg.CornerRadius = size * 0.2
	bg.StrokeColor = ColTextDark
	bg.StrokeWidth = 1
	bg.SetMinSize(fyne.NewSize(size, size))
	t := canvas.NewText(ResLetter(r), ResTextColour(r))
	t.TextStyle.Bold = true
	t.TextSize = size * 0.55
	t.Alignment = fyne.TextAlignCenter
	return container.NewStack(bg, container.NewCenter(t))
}
