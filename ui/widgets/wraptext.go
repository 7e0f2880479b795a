// Package widgets holds the window's own widgets and layouts that more than one screen uses:
// the word-wrapping paragraph (WrapText) and its measuring, a text field Esc leaves (EscEntry),
// and a few layouts. (The drop-down that opens on its own window is a seam with Fyne:
// ui/fyneseams.Select.)
package widgets

import (
	"strings"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// WrapText is a label whose text wraps at word boundaries, laid out like widget.Label with
// word wrapping (the same padding, rows, colours and alignment), but measured word by word.
//
// Fyne's label finds where each row breaks by measuring ever shorter beginnings of the rest
// of the text, each a new string that is shaped afresh: the panels and the log were spending
// most of the window's time on a change (Undo across the outlaws' turn, a dialog) in that
// search. Here each distinct word is measured once and kept (wordWidths), a row is the words
// that fit, and a row's width is the sum of its words and spaces.
type WrapText struct {
	widget.BaseWidget
	Text       string
	TextStyle  fyne.TextStyle
	Alignment  fyne.TextAlign
	Importance widget.Importance

	rend *wrapRenderer // once drawn (RowCopies reads its rows)
}

// NewWrapText is a paragraph of text s.
func NewWrapText(s string) *WrapText {
	t := &WrapText{Text: s}
	t.ExtendBaseWidget(t)
	return t
}

// Rows are the rows of text drawn, once the paragraph is drawn (nil before).
func (t *WrapText) Rows() []*canvas.Text {
	if t.rend == nil {
		return nil
	}
	return t.rend.texts
}

// RowCopies are copies of a laid-out paragraph's rows of text, placed out of sight (a screen
// draws them once ahead, so the rows find their textures made when they are shown).
func (t *WrapText) RowCopies() []fyne.CanvasObject {
	if t.rend == nil || !t.Visible() {
		return nil
	}
	var rows []fyne.CanvasObject
	for _, x := range t.rend.texts {
		c := canvas.NewText(x.Text, x.Color)
		c.TextSize, c.TextStyle = x.TextSize, x.TextStyle
		c.Move(fyne.NewPos(-4000, 0))
		c.Resize(x.Size())
		rows = append(rows, c)
	}
	return rows
}

// SetText changes the text and shows it (with the style, alignment and importance set).
func (t *WrapText) SetText(s string) {
	t.Text = s
	t.Refresh()
}

func (t *WrapText) CreateRenderer() fyne.WidgetRenderer {
	r := &wrapRenderer{t: t}
	r.rewrap(t.Size().Width)
	t.rend = r
	return r
}

// colorName is the theme colour of the text, as widget.Label picks it from its importance.
func (t *WrapText) colorName() fyne.ThemeColorName {
	switch t.Importance {
	case widget.LowImportance:
		return theme.ColorNameDisabled
	case widget.HighImportance:
		return theme.ColorNamePrimary
	case widget.DangerImportance:
		return theme.ColorNameError
	case widget.WarningImportance:
		return theme.ColorNameWarning
	case widget.SuccessImportance:
		return theme.ColorNameSuccess
	}
	return theme.ColorNameForeground
}

type wrapRenderer struct {
	t     *WrapText
	rows  []string
	texts []*canvas.Text
	objs  []fyne.CanvasObject

	// what the rows were made for
	width float32
	text  string
	style fyne.TextStyle
	size  float32
	// a row's height, and the text size and style it was measured for (metrics)
	rowH     float32
	rowSize  float32
	rowStyle fyne.TextStyle
}

// metrics are the text's size, the padding and a row's height (measured once for a size and
// style: every frame after a change asks each paragraph its size).
func (r *wrapRenderer) metrics() (size, pad, rowH float32) {
	th := r.t.Theme()
	size = th.Size(theme.SizeNameText)
	pad = th.Size(theme.SizeNameInnerPadding)
	if r.rowH == 0 || size != r.rowSize || r.t.TextStyle != r.rowStyle {
		r.rowSize, r.rowStyle = size, r.t.TextStyle
		r.rowH = fyne.MeasureText(" ", size, r.t.TextStyle).Height
	}
	return size, pad, r.rowH
}

// rewrap breaks the text into rows for a label of this width (no wrapping below the
// padding: the rows are then the text's own lines, as widget.Label does before it has a size).
func (r *wrapRenderer) rewrap(width float32) {
	t := r.t
	size, pad, _ := r.metrics()
	if r.rows != nil && width == r.width && t.Text == r.text && t.TextStyle == r.style && size == r.size {
		return
	}
	r.width, r.text, r.style, r.size = width, t.Text, t.TextStyle, size
	r.rows = wrapRows(t.Text, width-2*pad, size, t.TextStyle)
	for len(r.texts) < len(r.rows) {
		r.texts = append(r.texts, canvas.NewText("", nil))
	}
	r.texts = r.texts[:len(r.rows)]
	r.objs = r.objs[:0]
	for i, row := range r.rows {
		r.texts[i].Text = row
		r.objs = append(r.objs, r.texts[i])
	}
	r.applyStyle()
}

// applyStyle gives every row the label's size, style and colour.
func (r *wrapRenderer) applyStyle() {
	th := r.t.Theme()
	col := th.Color(r.t.colorName(), fyne.CurrentApp().Settings().ThemeVariant())
	for _, x := range r.texts {
		x.TextSize = r.size
		x.TextStyle = r.t.TextStyle
		x.Color = col
	}
}

func (r *wrapRenderer) Layout(size fyne.Size) {
	r.rewrap(size.Width)
	_, pad, rowH := r.metrics()
	line := size.Width - 2*pad
	y := pad
	for i, x := range r.texts {
		w := rowWidth(r.rows[i], r.size, r.t.TextStyle)
		x.Resize(fyne.NewSize(w, rowH))
		off := float32(0)
		switch r.t.Alignment {
		case fyne.TextAlignCenter:
			off = (line - w) / 2
		case fyne.TextAlignTrailing:
			off = line - w
		}
		x.Move(fyne.NewPos(pad+off, y))
		y += rowH
	}
}

func (r *wrapRenderer) MinSize() fyne.Size {
	r.rewrap(r.t.Size().Width)
	_, pad, rowH := r.metrics()
	n := len(r.rows)
	if n == 0 {
		n = 1
	}
	return fyne.NewSize(2*pad, float32(n)*rowH+2*pad)
}

func (r *wrapRenderer) Refresh() {
	r.rewrap(r.t.Size().Width)
	r.applyStyle()
	r.Layout(r.t.Size())
	for _, x := range r.texts {
		x.Refresh()
	}
}

func (r *wrapRenderer) Objects() []fyne.CanvasObject { return r.objs }

func (r *wrapRenderer) Destroy() {}

// ---- measuring and breaking ----

type wordKey struct {
	word  string
	size  float32
	style fyne.TextStyle
}

// wordWidths keeps the width of every word measured (a game's texts use a few thousand).
var wordWidths = struct {
	sync.Mutex
	m map[wordKey]float32
}{m: map[wordKey]float32{}}

const maxWordWidths = 50000

// WordWidth is the width of a word at a size and style, measured once and kept.
func WordWidth(w string, size float32, style fyne.TextStyle) float32 {
	k := wordKey{w, size, style}
	wordWidths.Lock()
	v, ok := wordWidths.m[k]
	wordWidths.Unlock()
	if ok {
		return v
	}
	v = fyne.MeasureText(w, size, style).Width
	wordWidths.Lock()
	if len(wordWidths.m) >= maxWordWidths {
		clear(wordWidths.m)
	}
	wordWidths.m[k] = v
	wordWidths.Unlock()
	return v
}

// rowWidth is the width of a row: its words and the spaces between them.
func rowWidth(row string, size float32, style fyne.TextStyle) float32 {
	space := WordWidth(" ", size, style)
	total := float32(0)
	for i, w := range strings.Split(row, " ") {
		if i > 0 {
			total += space
		}
		if w != "" {
			total += WordWidth(w, size, style)
		}
	}
	return total
}

// wrapRows breaks a text into rows no wider than max: at spaces, U+0020 only (the space a row
// breaks at is dropped; a no-break space keeps French punctuation with its word, unlike
// widget.Label's wrapping), a word longer than a row by characters, each newline starting a row. A max of 0
// or less leaves the text's own lines.
func wrapRows(s string, max, size float32, style fyne.TextStyle) []string {
	s = strings.ReplaceAll(s, "\r", "")
	lines := strings.Split(s, "\n")
	if max <= 0 {
		return lines
	}
	limit := max
	space := WordWidth(" ", size, style)
	var rows []string
	for _, line := range lines {
		if line == "" {
			rows = append(rows, "")
			continue
		}
		var cur strings.Builder
		curW := float32(0)
		started := false
		for _, w := range strings.Split(line, " ") {
			ww := float32(0)
			if w != "" {
				ww = WordWidth(w, size, style)
			}
			if !started {
				cur.WriteString(w)
				curW, started = ww, true
			} else if curW+space+ww <= limit {
				cur.WriteByte(' ')
				cur.WriteString(w)
				curW += space + ww
			} else {
				rows = append(rows, cur.String())
				cur.Reset()
				cur.WriteString(w)
				curW = ww
			}
			// a word wider than a whole row goes on by characters
			for curW > limit && cur.Len() > 0 {
				head, tail := splitWord(cur.String(), limit, size, style)
				if tail == "" {
					break
				}
				rows = append(rows, head)
				cur.Reset()
				cur.WriteString(tail)
				curW = WordWidth(tail, size, style)
			}
		}
		rows = append(rows, cur.String())
	}
	return rows
}

// splitWord cuts a word into the longest beginning that fits (at least one character) and
// the rest, never on either side of a no-break space (a French "mot :" stays whole).
func splitWord(w string, limit, size float32, style fyne.TextStyle) (head, tail string) {
	runes := []rune(w)
	n := 1
	for n < len(runes) && fyne.MeasureText(string(runes[:n+1]), size, style).Width <= limit {
		n++
	}
	for n > 1 && n < len(runes) && (noBreak(runes[n]) || noBreak(runes[n-1])) {
		n--
	}
	return string(runes[:n]), string(runes[n:])
}

// noBreak tells the no-break spaces (U+00A0, and U+202F the narrow one) French puts before
// : ; ! ? and inside « »: a row never breaks there (wrapRows breaks only at U+0020).
func noBreak(r rune) bool { return r == '\u00a0' || r == '\u202f' }

// WarmWords measures each word of a text (kept in wordWidths).
func WarmWords(s string, size float32, style fyne.TextStyle) {
	for _, line := range strings.Split(s, "\n") {
		for _, w := range strings.Split(line, " ") {
			if w != "" {
				WordWidth(w, size, style)
			}
		}
	}
}

// IconBeside lays out a wrapped button with an icon (wrapButton): the button over the whole
// area, its icon at the left edge, and the text between margins as wide as the icon's room on
// both sides (centred as before, never under the icon).
type IconBeside struct{}

func (IconBeside) margin() float32 { return theme.IconInlineSize() + 2*theme.InnerPadding() }

func (l IconBeside) MinSize(objs []fyne.CanvasObject) fyne.Size {
	m := objs[0].MinSize()
	t := objs[1].MinSize()
	return fyne.NewSize(max(m.Width, t.Width+2*l.margin()), max(m.Height, t.Height))
}

func (l IconBeside) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(size)
	m := l.margin()
	objs[1].Move(fyne.NewPos(m, 0))
	objs[1].Resize(fyne.NewSize(max(0, size.Width-2*m), size.Height))
	s := theme.IconInlineSize()
	objs[2].Move(fyne.NewPos(theme.InnerPadding(), (size.Height-s)/2))
	objs[2].Resize(fyne.NewSize(s, s))
}
