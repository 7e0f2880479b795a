package ui

import (
	"whistle/ui/apptheme"
	"whistle/ui/settings"

	"fyne.io/fyne/v2"
)

// Theme choices (a preference).
const (
	ThemeSystem = settings.ThemeSystem
	ThemeLight  = settings.ThemeLight
	ThemeDark   = settings.ThemeDark
)

// NewTheme is the app's theme: variant ThemeSystem, ThemeLight or ThemeDark; larger scales the
// text as the Larger text setting does; touch pads controls for fingers.
func NewTheme(variant string, larger, touch bool) fyne.Theme {
	t := &apptheme.Theme{Variant: variant, Scale: apptheme.TextScales[0], Touch: touch, Glyphs: extraGlyphs}
	if larger {
		t.Scale = apptheme.TextScales[len(apptheme.TextScales)-1]
	}
	return t
}
