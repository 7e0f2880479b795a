package board

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// Themed is a theme that answers the board's colour names itself (the app's theme does, with
// Colour); any other theme gets them from Colour for its variant.
type Themed interface {
	fyne.Theme
	BoardColours()
}

// The board's own colours are theme colours: the table behind the board, its panels and their
// text differ between the light and the dark variant; the app's theme answers these names (Themed), and
// the board asks for them by name (Paint), so nothing is set when the theme changes.
const (
	ColorBoard      fyne.ThemeColorName = "wm.board"       // the table behind the board
	ColorPanel      fyne.ThemeColorName = "wm.panel"       // the board's panels
	ColorPanelLight fyne.ThemeColorName = "wm.panel.light" // lines and frames on the panels
	ColorInk        fyne.ThemeColorName = "wm.ink"         // text on the panels
	ColorInkDim     fyne.ThemeColorName = "wm.ink.dim"     // secondary text on the panels
	ColorAccentInk  fyne.ThemeColorName = "wm.ink.accent"  // highlighted text on the panels
	ColorYouInk     fyne.ThemeColorName = "wm.ink.you"     // "your turn" on the panels
)

// colours are the board's theme colours, dark variant first.
var colours = map[fyne.ThemeColorName][2]color.NRGBA{
	ColorBoard:      {{0x2b, 0x2f, 0x36, 0xff}, {0xd8, 0xd2, 0xc4, 0xff}},
	ColorPanel:      {{0x3d, 0x43, 0x4d, 0xff}, {0xf6, 0xf3, 0xec, 0xff}},
	ColorPanelLight: {{0x55, 0x5d, 0x69, 0xff}, {0x9c, 0x94, 0x84, 0xff}},
	ColorInk:        {{0xf4, 0xf4, 0xf4, 0xff}, {0x1e, 0x1e, 0x1e, 0xff}},
	ColorInkDim:     {{0xb8, 0xbe, 0xc6, 0xff}, {0x55, 0x55, 0x55, 0xff}},
	ColorAccentInk:  {colSelected, {0x8a, 0x5a, 0x00, 0xff}},
	ColorYouInk:     {colYou, colYouDark},
}

// Colour is a board colour for a variant.
func Colour(n fyne.ThemeColorName, v fyne.ThemeVariant) (color.Color, bool) {
	c, ok := colours[n]
	if !ok {
		return nil, false
	}
	if v == theme.VariantLight {
		return c[1], true
	}
	return c[0], true
}

// Paint is a colour of the theme in use, by name (the board's own names included).
func Paint(n fyne.ThemeColorName) color.Color {
	if app := fyne.CurrentApp(); app != nil {
		if _, ok := app.Settings().Theme().(Themed); ok {
			return theme.Color(n)
		}
		if c, ok := Colour(n, app.Settings().ThemeVariant()); ok {
			return c
		}
	}
	return theme.Color(n)
}
