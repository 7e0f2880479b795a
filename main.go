// Command whistle-mountain-outlaws is the app: a window to play the Outlaws solo variant of
// Whistle Mountain, plus headless sub-commands (play, simulate) for tests and tools.
package main

import (
	_ "embed"
	"fmt"
	"os"
	"runtime"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"

	"whistle/internal/devprof"
	"whistle/internal/wiring"
	"whistle/ui"
	"whistle/ui/companionscreen"
	"whistle/ui/fyneseams"
	"whistle/ui/host"
	"whistle/ui/storage"
)

// icon is the window's icon: Icon.png (the packages' icon, 512 pixels) at half its size, each
// pixel the average of a 2×2 block (`convert Icon.png -filter box -resize 50% PNG32:Icon-256.png`).
// Fyne decodes the app's icon for the window at start, and the home screen draws it at most
// 128 dp wide: 256 pixels are all either shows, and a quarter of the pixels to decode and hand
// to the window system (docs/performance.md, "Where the memory goes").
//
//go:embed Icon-256.png
var icon []byte

const appID = "app.whistlemountain.outlaws"

func main() {
	fyneseams.QuietLocaleLog() // before anything Fyne logs (a POSIX locale's report)
	if isCommand(os.Args[1:]) {
		os.Exit(runCommand(os.Args[1:]))
	}
	if why := noDisplay(); why != "" {
		fmt.Fprintln(os.Stderr, noDisplaySentence(why))
		os.Exit(1)
	}
	defer func() {
		// the window system could not be reached after all (a display named but not there):
		// one sentence, not a stack trace
		if r := recover(); r != nil {
			if v := fmt.Sprint(r); strings.Contains(v, "GLFW") || strings.Contains(v, "display") {
				fmt.Fprintln(os.Stderr, noDisplaySentence(v))
				os.Exit(1)
			}
			panic(r)
		}
	}()
	// the settings file is checked before Fyne reads it whole (docs/limits.md)
	note := storage.CheckSettings(fyneseams.PreferencesPath(appID))
	devprof.Start() // measuring hooks, only with a build tag (docs/performance.md)
	a := app.NewWithID(appID)
	fyneseams.DeclareFyneDo(a) // no goroutine check on each refresh
	a.SetIcon(fyne.NewStaticResource("Icon-256.png", icon))
	// the rules the window plays by: the catalog and the outlaws' variant (the embedded data
	// files, which the tests check: an error here is a broken build)
	box, err := wiring.Box()
	if err != nil {
		fmt.Fprintln(os.Stderr, "The game data could not be loaded:", err)
		os.Exit(1)
	}
	ui.Run(a, box,
		ui.WithStartNote(note),
		ui.WithMode(func(h host.Host) host.Mode { return companionscreen.New(h) }), // companion mode (docs/companion.md)
	)
}

// noDisplay says why the window cannot open on a Unix desktop without a display ("" when there
// may be one: the window system is then asked).
func noDisplay() string {
	switch runtime.GOOS {
	case "linux", "freebsd", "openbsd", "netbsd":
		if os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
			return "neither DISPLAY nor WAYLAND_DISPLAY is set"
		}
	}
	return ""
}

func noDisplaySentence(why string) string {
	return "error: the window cannot open: no display (" + why + "); run the app in a graphical session, or use the commands play and simulate, which need none"
}
