// Command whistle-mountain-outlaws is the app: a window to play the Outlaws solo variant of
// Whistle Mountain, plus headless sub-commands (play, simulate) for tests and tools.
package main

import (
	"os"

	"fyne.io/fyne/v2/app"

	"whistle/automa"
	"whistle/ui"
)

func main() {
	if automa.IsCommand(os.Args[1:]) {
		os.Exit(automa.Main(os.Args[1:], os.Stdout, os.Stderr))
	}
	ui.Run(app.NewWithID("app.whistlemountain.outlaws"))
}
