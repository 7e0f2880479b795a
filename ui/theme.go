package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// Theme choices (a preference).
const (
	ThemeSystem = "system"
	ThemeLight  = "light"
	ThemeDark   = "dark"
)

// Text size choices (a preference): the scale applied to every text size of the theme.
var textScales = []float32{1, 1.2, 1.4}

const (
	prefTheme    = "theme"
	prefTextSize = "text_size"
)

// gameTheme wraps Fyne's default theme: it can force the light or dark variant, scales the
// text for the larger-text option, and on a touch screen pads controls so every button is at
// least 44 dp high. The board has its own colours for each variant (boardColours).
type gameTheme struct {
	variant string  // ThemeSystem, ThemeLight or ThemeDark
	scale   float32 // text scale
	touch   bool    // finger-sized controls
}

var _ fyne.Theme = (*gameTheme)(nil)

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
	if c, ok := boardColour(n, t.pick(v)); ok {
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

// minTouch is the least height of a control on a touch screen, in dp.
const minTouch = 44

// The board's own colours are theme colours: the table behind the board, its panels and their
// text differ between the light and the dark variant; gameTheme.Color answers these names, and
// the board asks for them by name (paint), so nothing is set when the theme changes.
const (
	colorBoard      fyne.ThemeColorName = "wm.board"       // the table behind the board
	colorPanel      fyne.ThemeColorName = "wm.panel"       // the board's panels
	colorPanelLight fyne.ThemeColorName = "wm.panel.light" // lines and frames on the panels
	colorInk        fyne.ThemeColorName = "wm.ink"         // text on the panels
	colorInkDim     fyne.ThemeColorName = "wm.ink.dim"     // secondary text on the panels
	colorAccentInk  fyne.ThemeColorName = "wm.ink.accent"  // highlighted text on the panels
	colorYouInk     fyne.ThemeColorName = "wm.ink.you"     // "your turn" on the panels
)

// boardColours are the board's theme colours, dark variant first.
var boardColours = map[fyne.ThemeColorName][2]color.NRGBA{
	colorBoard:      {{0x2b, 0x2f, 0x36, 0xff}, {0xd8, 0xd2, 0xc4, 0xff}},
	colorPanel:      {{0x3d, 0x43, 0x4d, 0xff}, {0xf6, 0xf3, 0xec, 0xff}},
	colorPanelLight: {{0x55, 0x5d, 0x69, 0xff}, {0x9c, 0x94, 0x84, 0xff}},
	colorInk:        {{0xf4, 0xf4, 0xf4, 0xff}, {0x1e, 0x1e, 0x1e, 0xff}},
	colorInkDim:     {{0xb8, 0xbe, 0xc6, 0xff}, {0x55, 0x55, 0x55, 0xff}},
	colorAccentInk:  {colSelected, {0x8a, 0x5a, 0x00, 0xff}},
	colorYouInk:     {colYou, colYouDark},
}

// boardColour is a board colour for a variant.
func boardColour(n fyne.ThemeColorName, v fyne.ThemeVariant) (color.Color, bool) {
	c, ok := boardColours[n]
	if !ok {
		return nil, false
	}
	if v == theme.VariantLight {
		return c[1], true
	}
	return c[0], true
}

// paint is a colour of the theme in use, by name (the board's own names included).
func paint(n fyne.ThemeColorName) color.Color {
	if app := fyne.CurrentApp(); app != nil {
		if _, ok := app.Settings().Theme().(*gameTheme); ok {
			return theme.Color(n)
		}
		if c, ok := boardColour(n, app.Settings().ThemeVariant()); ok {
			return c
		}
	}
	return theme.Color(n)
}
