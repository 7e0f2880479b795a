package main

import (
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/widget"
)

func main() {
	a := app.NewWithID("app.whistlemountain.outlaws")
	w := a.NewWindow("Whistle Mountain: Outlaws")
	w.SetContent(widget.NewLabel("Whistle Mountain: Outlaws"))
	w.ShowAndRun()
}
