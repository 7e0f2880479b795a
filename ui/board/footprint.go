package board

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"whistle/engine"
	"whistle/engine/catalog"
)

// Footprint draws a machine's footprint beside its name wherever the machine is offered or held
// (the markets, your storage, the choices, the rules reference): its W × H squares in the
// colour of its size on the board, each square side cell units wide.
func Footprint(def *catalog.MachineDef, cell float32) fyne.CanvasObject {
	w, h := def.Footprint[0], def.Footprint[1]
	fill := colMachine[0]
	if i := engine.SizeIndex(def.Size); i >= 0 && i < len(colMachine) {
		fill = colMachine[i]
	}
	gap := float32(1)
	size := fyne.NewSize(float32(w)*cell+gap, float32(h)*cell+gap)
	squares := make([]fyne.CanvasObject, 0, w*h)
	for r := 0; r < h; r++ {
		for c := 0; c < w; c++ {
			sq := canvas.NewRectangle(fill)
			sq.StrokeColor = theme.Color(ColorPanelLight)
			sq.StrokeWidth = 1
			sq.Resize(fyne.NewSize(cell-gap, cell-gap))
			sq.Move(fyne.NewPos(float32(c)*cell+gap, float32(r)*cell+gap))
			squares = append(squares, sq)
		}
	}
	spacer := canvas.NewRectangle(nil)
	spacer.SetMinSize(size)
	return container.NewCenter(container.NewStack(spacer, container.NewWithoutLayout(squares...)))
}
