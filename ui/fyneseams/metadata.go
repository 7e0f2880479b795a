package fyneseams

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
)

// DeclareFyneDo tells Fyne that the app calls it from other goroutines only through fyne.Do
// (FyneApp.toml says so too, for the packaged builds): Fyne then skips the check of the calling
// goroutine it makes on every refresh, which reads the goroutine's stack each time (about a
// tenth of the work of a tap on the game screen). A build by `go build` carries no FyneApp.toml,
// so the app edits the metadata Fyne was given; it must do so before Fyne first asks (Fyne reads
// the migration once, at the first refresh).
//
// On a Fyne upgrade: the migration's name ("fyneDo", internal/build.MigratedToFyneDo) and that
// Fyne still reads it once, lazily, after the app is made.
func DeclareFyneDo(a fyne.App) {
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
