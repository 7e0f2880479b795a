package companionscreen

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Companion mode is used one-handed on a phone between turns: every control is at least touch
// tall (the 44-point minimum of the platform guidelines, with a margin), the screen is one
// column, and on a wide window the column keeps a readable width. Every text wraps, so the
// column shrinks to a narrow phone at the larger text size.

const (
	touch   float32 = 48  // the height of every tappable control
	bigTap  float32 = 64  // the main button of a step
	column  float32 = 620 // the widest the column grows on a desktop
	minWide float32 = 280 // the least width the column asks for
)

// tallLayout gives its single object at least a height.
type tallLayout struct{ h float32 }

func (l tallLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (l tallLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var m fyne.Size
	for _, o := range objs {
		m = m.Max(o.MinSize())
	}
	m.Height = max(m.Height, l.h)
	return m
}

// tall wraps a control so it is at least h tall.
func tall(o fyne.CanvasObject, h float32) *fyne.Container {
	return container.New(tallLayout{h}, o)
}

// wrapButton is a button whose label wraps: a long label in a large text makes it taller, not
// wider, so it never pushes the column wider than a phone.
type wrapButton struct {
	widget.BaseWidget
	btn   *widget.Button
	icon  *widget.Icon
	label *widget.RichText
	text  string
	h     float32
}

// labelColor is the text colour that reads on a button of that importance.
func labelColor(imp widget.Importance, disabled bool) fyne.ThemeColorName {
	switch {
	case disabled:
		return theme.ColorNameDisabled
	case imp == widget.HighImportance:
		return theme.ColorNameForegroundOnPrimary
	case imp == widget.DangerImportance:
		return theme.ColorNameForegroundOnError
	case imp == widget.WarningImportance:
		return theme.ColorNameForegroundOnWarning
	case imp == widget.SuccessImportance:
		return theme.ColorNameForegroundOnSuccess
	}
	return theme.ColorNameForeground
}

func newWrapButton(label string, icon fyne.Resource, imp widget.Importance, h float32, tapped func()) *wrapButton {
	b := &wrapButton{btn: widget.NewButton("", tapped), h: h, text: label}
	b.btn.Importance = imp
	b.label = widget.NewRichText(&widget.TextSegment{Text: label, Style: widget.RichTextStyle{
		Alignment: fyne.TextAlignCenter, ColorName: labelColor(imp, false), SizeName: theme.SizeNameText,
		TextStyle: fyne.TextStyle{Bold: imp == widget.HighImportance}}})
	b.label.Wrapping = fyne.TextWrapWord
	if icon != nil {
		b.icon = widget.NewIcon(icon)
	}
	b.ExtendBaseWidget(b)
	return b
}

func (b *wrapButton) CreateRenderer() fyne.WidgetRenderer {
	objs := []fyne.CanvasObject{b.btn, b.label}
	if b.icon != nil {
		objs = append(objs, b.icon)
	}
	return widget.NewSimpleRenderer(container.New(&wrapButtonLayout{b}, objs...))
}

type wrapButtonLayout struct{ b *wrapButton }

func (l *wrapButtonLayout) side() float32 {
	if l.b.icon != nil {
		return theme.IconInlineSize() + 2*theme.Padding()
	}
	return theme.Padding()
}

func (l *wrapButtonLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	objs[0].Resize(size)
	objs[0].Move(fyne.NewPos(0, 0))
	side := l.side()
	w := max(size.Width-2*side, 10)
	objs[1].Resize(fyne.NewSize(w, objs[1].Size().Height))
	h := objs[1].MinSize().Height
	objs[1].Resize(fyne.NewSize(w, h))
	objs[1].Move(fyne.NewPos(side, (size.Height-h)/2))
	if len(objs) > 2 {
		s := theme.IconInlineSize()
		objs[2].Resize(fyne.NewSize(s, s))
		objs[2].Move(fyne.NewPos(theme.Padding()*1.5, (size.Height-s)/2))
	}
}

func (l *wrapButtonLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	m := objs[1].MinSize()
	return fyne.NewSize(min(m.Width, 100)+2*l.side(), max(m.Height+theme.Padding(), l.b.h))
}

// Text is the button's label (tests find buttons by it).
func (b *wrapButton) Text() string { return b.text }

// Button is the tappable part (for tests).
func (b *wrapButton) Button() *widget.Button { return b.btn }

// Disable greys the button out.
func (b *wrapButton) Disable() {
	b.btn.Disable()
	if seg, ok := b.label.Segments[0].(*widget.TextSegment); ok {
		seg.Style.ColorName = labelColor(b.btn.Importance, true)
	}
	b.label.Refresh()
}

// Disabled reports whether the button is greyed out.
func (b *wrapButton) Disabled() bool { return b.btn.Disabled() }

// button is a touch-sized button with a wrapping label.
func button(label string, imp widget.Importance, tapped func()) *wrapButton {
	return newWrapButton(label, nil, imp, touch, tapped)
}

func iconButton(label string, icon fyne.Resource, imp widget.Importance, tapped func()) (*wrapButton, fyne.CanvasObject) {
	b := newWrapButton(label, icon, imp, touch, tapped)
	return b, b
}

// toggle is a button that ticks and unticks an option (the whole button is the target, not
// just the box of a check).
func toggle(label string, on bool, changed func(bool)) *wrapButton {
	var b *wrapButton
	icon := func(on bool) fyne.Resource {
		if on {
			return theme.CheckButtonCheckedIcon()
		}
		return theme.CheckButtonIcon()
	}
	b = newWrapButton(label, icon(on), widget.MediumImportance, touch, func() {
		on = !on
		b.icon.SetResource(icon(on))
		changed(on)
	})
	return b
}

// bigButton is the main button of a step.
func bigButton(label string, icon fyne.Resource, tapped func()) *wrapButton {
	return newWrapButton(label, icon, widget.HighImportance, bigTap, tapped)
}

// columnLayout centres one column no wider than column; it asks for little width, since
// everything in it wraps.
type columnLayout struct{}

func (columnLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	w := min(size.Width, column)
	for _, o := range objs {
		o.Move(fyne.NewPos((size.Width-w)/2, 0))
		o.Resize(fyne.NewSize(w, size.Height))
	}
}

func (columnLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var m fyne.Size
	for _, o := range objs {
		m = m.Max(o.MinSize())
	}
	return m
}

// text is a wrapping label.
func text(s string) *widget.Label {
	l := widget.NewLabel(s)
	l.Wrapping = fyne.TextWrapWord
	return l
}

// small is a wrapping label in the small print (rule ids, hints).
func small(s string) *widget.Label {
	l := text(s)
	l.SizeName = theme.SizeNameCaptionText
	return l
}

func bold(s string) *widget.Label {
	l := widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	l.Wrapping = fyne.TextWrapWord
	return l
}

// big is the instruction of the moment, in large type.
func big(s string) *widget.Label {
	l := bold(s)
	l.SizeName = theme.SizeNameSubHeadingText
	return l
}

// heading is a section title.
func heading(s string) fyne.CanvasObject {
	l := widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	l.SizeName = theme.SizeNameSubHeadingText
	l.Wrapping = fyne.TextWrapWord
	return l
}

// section frames a group of controls with a title.
func section(title string, objs ...fyne.CanvasObject) fyne.CanvasObject {
	inner := container.NewVBox(append([]fyne.CanvasObject{heading(title)}, objs...)...)
	return container.NewPadded(container.NewStack(newPanel(), container.NewPadded(inner)))
}

// grid lays buttons out in n columns (they wrap their labels, so the grid stays narrow).
func grid(n int, objs ...fyne.CanvasObject) *fyne.Container {
	return container.NewGridWithColumns(n, objs...)
}

// panel is a rounded frame in the theme's colours, redrawn when the theme or its variant
// changes (a phone switches to the light or dark variant after the screen is built).
type panel struct {
	widget.BaseWidget
}

func newPanel() *panel {
	p := &panel{}
	p.ExtendBaseWidget(p)
	return p
}

func (p *panel) CreateRenderer() fyne.WidgetRenderer {
	r := &panelRenderer{rect: canvas.NewRectangle(theme.Color(theme.ColorNameBackground))}
	r.rect.CornerRadius = 8
	r.rect.StrokeWidth = 1
	r.Refresh()
	return r
}

type panelRenderer struct{ rect *canvas.Rectangle }

func (r *panelRenderer) Layout(size fyne.Size)        { r.rect.Resize(size) }
func (r *panelRenderer) MinSize() fyne.Size           { return fyne.NewSize(0, 0) }
func (r *panelRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.rect} }
func (r *panelRenderer) Destroy()                     {}
func (r *panelRenderer) Refresh() {
	r.rect.FillColor = theme.Color(theme.ColorNameBackground)
	r.rect.StrokeColor = theme.Color(theme.ColorNameInputBorder)
	r.rect.Refresh()
}

// levelNames are the levels in the window's language (easy, normal, hard).
func levelNames() []string {
	return []string{lang.L("Easy"), lang.L("Normal"), lang.L("Hard")}
}

// sizeMachines heads the machines of a size.
func sizeMachines(size string) string {
	switch size {
	case "small":
		return lang.L("Small machines")
	case "medium":
		return lang.L("Medium machines")
	case "large":
		return lang.L("Large machines")
	}
	return sentence(size)
}
