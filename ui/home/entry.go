package home

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Entry is one of the home screen's choices: a button's box, icon and behaviour (a tap, the
// keyboard's focus with Space or Return, the pointer's hover) with its label in the regular
// style. Fyne draws a widget.Button's label in bold, and the first bold text of the app costs
// a second set of fonts (docs/performance.md, "Where the memory goes"); the home screen is the
// first one shown, so its choices are drawn in the style its other lines use.
type Entry struct {
	widget.BaseWidget
	Text       string
	Icon       fyne.Resource
	Importance widget.Importance // HighImportance: in the theme's primary colour
	OnTapped   func()

	hovered, focused bool
}

var (
	_ fyne.Tappable     = (*Entry)(nil)
	_ fyne.Focusable    = (*Entry)(nil)
	_ desktop.Hoverable = (*Entry)(nil)
)

// NewEntry is a choice labelled text with an icon, doing tapped.
func NewEntry(text string, icon fyne.Resource, imp widget.Importance, tapped func()) *Entry {
	e := &Entry{Text: text, Icon: icon, Importance: imp, OnTapped: tapped}
	e.ExtendBaseWidget(e)
	return e
}

// Tapped does the entry's action.
func (e *Entry) Tapped(*fyne.PointEvent) {
	if e.OnTapped != nil {
		e.OnTapped()
	}
}

// FocusGained shows that the keyboard's focus is on the entry.
func (e *Entry) FocusGained() { e.focused = true; e.Refresh() }

// FocusLost shows that the focus left the entry.
func (e *Entry) FocusLost() { e.focused = false; e.Refresh() }

// TypedRune does nothing: an entry takes no text.
func (e *Entry) TypedRune(rune) {}

// TypedKey does the entry's action on Space or Return, as a focused button does.
func (e *Entry) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeySpace, fyne.KeyReturn, fyne.KeyEnter:
		e.Tapped(nil)
	}
}

// MouseIn lights the entry under the pointer.
func (e *Entry) MouseIn(*desktop.MouseEvent) { e.hovered = true; e.Refresh() }

// MouseMoved does nothing more.
func (e *Entry) MouseMoved(*desktop.MouseEvent) {}

// MouseOut puts the entry back.
func (e *Entry) MouseOut() { e.hovered = false; e.Refresh() }

// CreateRenderer draws the entry's box, icon and label.
func (e *Entry) CreateRenderer() fyne.WidgetRenderer {
	r := &entryRenderer{e: e, bg: canvas.NewRectangle(color.Transparent), icon: canvas.NewImageFromResource(nil),
		text: canvas.NewText("", color.Black)}
	r.icon.FillMode = canvas.ImageFillContain
	r.Refresh()
	return r
}

type entryRenderer struct {
	e        *Entry
	bg       *canvas.Rectangle
	icon     *canvas.Image
	text     *canvas.Text
	tinted   *theme.ThemedResource // the icon in the label's colour, and the icon it was made of
	tintedOf fyne.Resource
}

func (r *entryRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.bg, r.icon, r.text}
}

func (r *entryRenderer) Destroy() {}

// iconSide is the icon's side, 0 without one.
func (r *entryRenderer) iconSide(th fyne.Theme) float32 {
	if r.e.Icon == nil {
		return 0
	}
	return th.Size(theme.SizeNameInlineIcon)
}

// content is the width and height of the icon and the label side by side.
func (r *entryRenderer) content(th fyne.Theme) fyne.Size {
	t := r.text.MinSize()
	w := t.Width
	if side := r.iconSide(th); side > 0 {
		w += side + th.Size(theme.SizeNamePadding)
	}
	return fyne.NewSize(w, max(t.Height, r.iconSide(th)))
}

func (r *entryRenderer) MinSize() fyne.Size {
	th := r.e.Theme()
	pad := 2 * th.Size(theme.SizeNameInnerPadding)
	return r.content(th).AddWidthHeight(pad, pad)
}

// Layout centres the icon and the label together, as a button does.
func (r *entryRenderer) Layout(size fyne.Size) {
	th := r.e.Theme()
	r.bg.Resize(size)
	r.bg.Move(fyne.NewPos(0, 0))
	c := r.content(th)
	x := (size.Width - c.Width) / 2
	if side := r.iconSide(th); side > 0 {
		r.icon.Resize(fyne.NewSquareSize(side))
		r.icon.Move(fyne.NewPos(x, (size.Height-side)/2))
		x += side + th.Size(theme.SizeNamePadding)
	}
	t := r.text.MinSize()
	r.text.Resize(t)
	r.text.Move(fyne.NewPos(x, (size.Height-t.Height)/2))
}

// colours are the entry's label and box colours, from its importance and state (as Fyne's
// button chooses them).
func (r *entryRenderer) colours(th fyne.Theme) (fg fyne.ThemeColorName, bg color.Color) {
	v := fyne.CurrentApp().Settings().ThemeVariant()
	fg, box := theme.ColorNameForeground, theme.ColorNameButton
	if r.e.Importance == widget.HighImportance {
		fg, box = theme.ColorNameForegroundOnPrimary, theme.ColorNamePrimary
	}
	bg = th.Color(box, v)
	switch {
	case r.e.focused:
		bg = blend(bg, th.Color(theme.ColorNameFocus, v))
	case r.e.hovered:
		bg = blend(bg, th.Color(theme.ColorNameHover, v))
	}
	return fg, bg
}

func (r *entryRenderer) Refresh() {
	th := r.e.Theme()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	fg, bg := r.colours(th)
	r.bg.FillColor = bg
	r.bg.CornerRadius = th.Size(theme.SizeNameInputRadius)
	r.text.Text = r.e.Text
	r.text.TextSize = th.Size(theme.SizeNameText)
	r.text.Color = th.Color(fg, v)
	icon := r.e.Icon
	if t, ok := icon.(fyne.ThemedResource); ok && t.ThemeColorName() != fg && fg != theme.ColorNameForeground {
		if r.tinted == nil || r.tintedOf != icon || r.tinted.ThemeColorName() != fg {
			// one coloured resource kept: a new one on each hover would be drawn anew
			r.tinted, r.tintedOf = theme.NewColoredResource(icon, fg), icon
		}
		icon = r.tinted
	}
	r.icon.Resource = icon
	r.icon.Hidden = icon == nil
	r.Layout(r.e.Size())
	r.bg.Refresh()
	r.icon.Refresh()
	r.text.Refresh()
}

// blend lays over on top of under (colours with alpha, as Fyne blends a button's hover).
func blend(under, over color.Color) color.Color {
	ur, ug, ub, ua := under.RGBA()
	or, og, ob, oa := over.RGBA()
	k := 1 - float32(oa)/0xffff
	return color.RGBA64{R: uint16(or + uint32(float32(ur)*k)), G: uint16(og + uint32(float32(ug)*k)),
		B: uint16(ob + uint32(float32(ub)*k)), A: uint16(oa + uint32(float32(ua)*k))}
}
