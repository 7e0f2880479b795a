// Where Fyne keeps the app's settings, which the app checks before Fyne reads them.

package fyneseams

import (
	"os"
	"path/filepath"
	"runtime"
)

// PreferencesPath is where Fyne keeps the preferences of the app appID on a desktop ("" where the
// app cannot know: a phone, a browser). Fyne reads the file whole while the app is made
// (app.NewWithID), before any of its documented API could say where it is; the app checks the
// file first (storage.CheckSettings), so it names the place Fyne's internal/app uses
// (rootConfigDir, and the app's storage root under it).
func PreferencesPath(appID string) string {
	var root string
	switch runtime.GOOS {
	case "darwin":
		home, err := os.UserHomeDir()
		if err != nil {
			return ""
		}
		root = filepath.Join(home, "Library", "Preferences")
	case "linux", "freebsd", "openbsd", "netbsd", "windows":
		dir, err := os.UserConfigDir()
		if err != nil {
			return ""
		}
		root = dir
	default:
		return ""
	}
	return filepath.Join(root, "fyne", appID, "preferences.json")
}
