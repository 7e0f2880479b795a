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
	declareFyneDo(a)
	a.SetIcon(fyne.NewStaticResource("Icon.png", icon))
	ui.Run(a)
}

// declareFyneDo tells Fyne that the app calls it from other goroutines only through fyne.Do
// (FyneApp.toml says so too, for the packaged builds): Fyne then skips the check of the calling
// goroutine it makes on every refresh, which reads the goroutine's stack each time (about a
// tenth of the work of a tap on the game screen).
func declareFyneDo(a fyne.App) {
	md := a.Metadata()
	m := map[string]bool{"fyneDo": true}
	for k, v := range md.Migrations {
		if k != "fyneDo" {
			m[k] = v
		}
	}
	md.Migrations = m
	app.SetMetadata(md)
}
