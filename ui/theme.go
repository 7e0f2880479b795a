package ui

import (
	"image/color"
	"whistle/ui/board"
	"whistle/ui/settings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// Theme choices (a preference).
const (
	ThemeSystem = settings.ThemeSystem
	ThemeLight  = settings.ThemeLight
	ThemeDark   = settings.ThemeDark
)

// Text size choices (a preference): the scale applied to every text size of the theme.
var textScales = []float32{1, 1.2, 1.4}

// gameTheme wraps Fyne's default theme: it can force the light or dark variant, scales the
// text for the larger-text option, and on a touch screen pads controls so every button is at
// least 44 dp high. The board has its own colours for each variant (boardColours).
type gameTheme struct {
	variant string  // ThemeSystem, ThemeLight or ThemeDark
	scale   float32 // text scale
	touch   bool    // finger-sized controls
}

var _ board.Themed = (*gameTheme)(nil)

// NewTheme is the app's theme: variant ThemeSystem, ThemeLight or ThemeDark; larger scales the
// text as the Larger text setting does; touch pads controls for fingers.
func NewTheme(variant string, larger, touch bool) fyne.Theme {
	t := &gameTheme{variant: variant, scale: textScales[0], touch: touch}
	if larger {
		t.scale = textScales[len(textScales)-1]
	}
	return t
}

func (t *gameTheme) pick(v fyne.ThemeVariant) fyne.ThemeVariant {
	switch t.variant {
	case ThemeLight:
		return theme.VariantLight
	case ThemeDark:
		return theme.VariantDark
	}
	return v
}

func (t *gameTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	if c, ok := board.Colour(n, t.pick(v)); ok {
		return c
	}
	return theme.DefaultTheme().Color(n, t.pick(v))
}

func (t *gameTheme) Font(s fyne.TextStyle) fyne.Resource {
	if f := extraGlyphs(s); f != nil {
		return f // in the browser: a few signs first, Fyne's own font behind (web_js.go)
	}
	return theme.DefaultTheme().Font(s)
}

// BoardColours marks the theme as answering the board's colour names (board.Themed).
func (t *gameTheme) BoardColours() {}

func (t *gameTheme) Icon(n fyne.ThemeIconName) fyne.Resource { return theme.DefaultTheme().Icon(n) }

func (t *gameTheme) Size(n fyne.ThemeSizeName) float32 {
	s := theme.DefaultTheme().Size(n)
	switch n {
	case theme.SizeNameText, theme.SizeNameHeadingText, theme.SizeNameSubHeadingText, theme.SizeNameCaptionText:
		if t.scale > 0 {
			s *= t.scale
		}
	case theme.SizeNameInnerPadding:
		if t.touch {
			s = max(s, 12)
		}
	}
	return s
}
