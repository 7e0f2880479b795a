// Command whistle-mountain-outlaws is the app: a window to play the Outlaws solo variant of
// Whistle Mountain, plus headless sub-commands (play, simulate) for tests and tools.
package main

import (
	_ "embed"
	"os"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"

	"whistle/internal/cli"
	_ "whistle/internal/devprof" // measuring hooks, only with a build tag (docs/performance.md)
	"whistle/ui"
	_ "whistle/ui/companion" // companion mode adds itself to the home screen
)

//go:embed Icon.png
var icon []byte

func main() {
	if cli.IsCommand(os.Args[1:]) {
		os.Exit(cli.Main(os.Args[1:], os.Stdout, os.Stderr))
	}
	a := app.NewWithID("app.whistlemountain.outlaws")
	a.SetIcon(fyne.NewStaticResource("Icon.png", icon))
	ui.Run(a)
}
