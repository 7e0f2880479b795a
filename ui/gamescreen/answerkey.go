package gamescreen

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// answerKey is one answer of a copied game's question on a phone: a key of the answers' grid,
// one line high (a finger's height at least), its name made smaller only as far as it needs to
// fit the key's width (never below 55 % of the text size), so that a long list of names — the
// 24 upgrades, the 17 abilities — stays on one screen at the larger text.
type answerKey struct {
	widget.BaseWidget
	Label string
	tap   func()
}

func newAnswerKey(label string, tap func()) *answerKey {
	k := &answerKey{Label: label, tap: tap}
	k.ExtendBaseWidget(k)
	return k
}

// Tapped answers.
func (k *answerKey) Tapped(*fyne.PointEvent) {
	if k.tap != nil {
		k.tap()
	}
}

func (k *answerKey) CreateRenderer() fyne.WidgetRenderer {
	bg := canvas.NewRectangle(theme.Color(theme.ColorNamePrimary))
	bg.CornerRadius = theme.InputRadiusSize()
	txt := canvas.NewText(k.Label, theme.Color(theme.ColorNameForegroundOnPrimary))
	txt.Alignment = fyne.TextAlignCenter
	return &answerKeyRenderer{key: k, bg: bg, txt: txt}
}

type answerKeyRenderer struct {
	key *answerKey
	bg  *canvas.Rectangle
	txt *canvas.Text
}

// minKeyHeight is a finger's height (dp).
const minKeyHeight = 44

func (r *answerKeyRenderer) Layout(size fyne.Size) {
	r.bg.Resize(size)
	pad := theme.InnerPadding() / 2
	s := theme.TextSize()
	for s > theme.TextSize()*0.55 && fyne.MeasureText(r.txt.Text, s, r.txt.TextStyle).Width > size.Width-2*pad {
		s -= 0.5
	}
	r.txt.TextSize = s
	h := fyne.MeasureText(r.txt.Text, s, r.txt.TextStyle).Height
	r.txt.Resize(fyne.NewSize(size.Width-2*pad, h))
	r.txt.Move(fyne.NewPos(pad, (size.Height-h)/2))
}

func (r *answerKeyRenderer) MinSize() fyne.Size {
	h := fyne.MeasureText("Ag", theme.TextSize(), fyne.TextStyle{}).Height + theme.InnerPadding()
	return fyne.NewSize(theme.InnerPadding()*2, max(h, minKeyHeight))
}

func (r *answerKeyRenderer) Refresh() {
	r.bg.FillColor = theme.Color(theme.ColorNamePrimary)
	r.txt.Color = theme.Color(theme.ColorNameForegroundOnPrimary)
	r.txt.Text = r.key.Label
	r.Layout(r.key.Size())
	r.bg.Refresh()
	r.txt.Refresh()
}

func (r *answerKeyRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.bg, r.txt} }
func (r *answerKeyRenderer) Destroy()                     {}
