package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"whistle/outlaws"
)

// Companion mode is used one-handed on a phone between turns: every control is at least
// cmpTouch tall (the 44-point minimum of the platform guidelines, with a margin), the screen is
// one column, and on a wide window the column keeps a readable width.

const (
	cmpTouch    float32 = 48  // the height of every tappable control
	cmpBigTouch float32 = 76  // the roll button
	cmpColumn   float32 = 620 // the widest the column grows on a desktop
)

// cmpTallLayout gives its single object at least a height.
type cmpTallLayout struct{ h float32 }

func (l cmpTallLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (l cmpTallLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var m fyne.Size
	for _, o := range objs {
		m = m.Max(o.MinSize())
	}
	m.Height = max(m.Height, l.h)
	return m
}

// cmpTall wraps a control so it is at least h tall.
func cmpTall(o fyne.CanvasObject, h float32) *fyne.Container {
	return container.New(cmpTallLayout{h}, o)
}

// cmpButton is a touch-sized button.
func cmpButton(label string, imp widget.Importance, tapped func()) (*widget.Button, fyne.CanvasObject) {
	b := widget.NewButton(label, tapped)
	b.Importance = imp
	return b, cmpTall(b, cmpTouch)
}

func cmpIconButton(label string, icon fyne.Resource, imp widget.Importance, tapped func()) (*widget.Button, fyne.CanvasObject) {
	b := widget.NewButtonWithIcon(label, icon, tapped)
	b.Importance = imp
	return b, cmpTall(b, cmpTouch)
}

// cmpColumnLayout centres one column no wider than cmpColumn.
type cmpColumnLayout struct{}

func (cmpColumnLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	w := min(size.Width, cmpColumn)
	for _, o := range objs {
		o.Move(fyne.NewPos((size.Width-w)/2, 0))
		o.Resize(fyne.NewSize(w, size.Height))
	}
}

func (cmpColumnLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var m fyne.Size
	for _, o := range objs {
		m = m.Max(o.MinSize())
	}
	return m
}

// cmpText is a wrapping label.
func cmpText(s string) *widget.Label {
	l := widget.NewLabel(s)
	l.Wrapping = fyne.TextWrapWord
	return l
}

// cmpSmall is a wrapping label in the small print (rule ids, hints).
func cmpSmall(s string) *widget.Label {
	l := cmpText(s)
	l.SizeName = theme.SizeNameCaptionText
	return l
}

func cmpBold(s string) *widget.Label {
	l := widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	l.Wrapping = fyne.TextWrapWord
	return l
}

// cmpHeading is a section title.
func cmpHeading(s string) fyne.CanvasObject {
	l := widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	l.SizeName = theme.SizeNameSubHeadingText
	l.Wrapping = fyne.TextWrapWord
	return l
}

// cmpSection frames a group of controls with a title.
func cmpSection(title string, objs ...fyne.CanvasObject) fyne.CanvasObject {
	inner := container.NewVBox(append([]fyne.CanvasObject{cmpHeading(title)}, objs...)...)
	return container.NewPadded(container.NewStack(newCmpPanel(), container.NewPadded(inner)))
}

// cmpPanel is a rounded frame in the theme's colours, redrawn when the theme or its variant
// changes (a phone switches to the light or dark variant after the screen is built). Buttons
// keep their contrast on it in both variants.
type cmpPanel struct {
	widget.BaseWidget
}

func newCmpPanel() *cmpPanel {
	p := &cmpPanel{}
	p.ExtendBaseWidget(p)
	return p
}

func (p *cmpPanel) CreateRenderer() fyne.WidgetRenderer {
	r := &cmpPanelRenderer{rect: canvas.NewRectangle(theme.Color(theme.ColorNameBackground))}
	r.rect.CornerRadius = 8
	r.rect.StrokeWidth = 1
	r.Refresh()
	return r
}

type cmpPanelRenderer struct{ rect *canvas.Rectangle }

func (r *cmpPanelRenderer) Layout(size fyne.Size)        { r.rect.Resize(size) }
func (r *cmpPanelRenderer) MinSize() fyne.Size           { return fyne.NewSize(0, 0) }
func (r *cmpPanelRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.rect} }
func (r *cmpPanelRenderer) Destroy()                     {}
func (r *cmpPanelRenderer) Refresh() {
	r.rect.FillColor = theme.Color(theme.ColorNameBackground)
	r.rect.StrokeColor = theme.Color(theme.ColorNameInputBorder)
	r.rect.Refresh()
}

// cmpLevelNames are the levels in the window's language (levelID maps them back).
func cmpLevelNames() []string {
	return []string{lang.L("Easy"), lang.L("Normal"), lang.L("Hard")}
}

// cmpSizeMachines heads the machines of a size.
func cmpSizeMachines(size string) string {
	switch size {
	case "small":
		return lang.L("Small machines")
	case "medium":
		return lang.L("Medium machines")
	case "large":
		return lang.L("Large machines")
	}
	return cmpSentence(size)
}

// cmpScoreCat names a line of the scoring sheet in the window's language.
func cmpScoreCat(name string) string {
	if name == "Whirlpool (negative)" {
		return lang.L("Whirlpool (negative)")
	}
	return categoryName(name)
}

// cmpDeckName is the companion deck's name in the window's language (the default deck has both).
func cmpDeckName(en string) string {
	if d, err := outlaws.DefaultDeck(); err == nil && d.Name.EN == en {
		return nm(d.Name)
	}
	return tr(en)
}

// dockName names a dock (0-based) in the window's language.
func (v *CompanionView) dockName(d int) string {
	if d >= 0 && d < len(v.Cat.Board.Docks) {
		return nm(v.Cat.Board.Docks[d].Name)
	}
	return v.S.C.DockName(d)
}

// cmpSentence starts a text with a capital letter.
func cmpSentence(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
