package screentest

import (
	"fmt"
	"testing"

	"whistle/ui/board"
	"whistle/ui/home"
	"whistle/ui/rules"
	"whistle/ui/widgets"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// Clipped lists the widgets on the canvas (dialogs included) that stick out of it sideways or
// are given less width than they need to show their text, and the words a wrapping label cut
// although they fit. The board draws its own pieces and an entry scrolls its own text: their
// insides are not looked at, nor those of an object pans says is meant to be panned by a
// finger (pans nil: none is).
func Clipped(c fyne.Canvas, pans func(fyne.CanvasObject) bool) []string {
	win := c.Size()
	var out []string
	var walk func(o fyne.CanvasObject, off fyne.Position)
	walk = func(o fyne.CanvasObject, off fyne.Position) {
		if o == nil || !o.Visible() {
			return
		}
		p := off.Add(o.Position())
		sz := o.Size()
		if sz.Width <= 0 || sz.Height <= 0 {
			return
		}
		name := fmt.Sprintf("%T", o)
		switch x := o.(type) {
		case *widget.Label:
			name += " " + x.Text
			if x.Wrapping != fyne.TextWrapOff {
				rich := test.WidgetRenderer(x).Objects()[0].(*widget.RichText)
				out = append(out, cutWords(name, x.Text, rowsOf(test.WidgetRenderer(rich).Objects()), win.Width)...)
			}
		case *widgets.WrapText:
			name += " " + x.Text
			// every row inside the label and the window
			for _, r := range test.WidgetRenderer(x).Objects() {
				row := r.(*canvas.Text)
				w := fyne.MeasureText(row.Text, row.TextSize, row.TextStyle).Width
				if right := p.X + row.Position().X + w; right > p.X+sz.Width+1 || right > win.Width+1 {
					out = append(out, fmt.Sprintf("%s: row %q ends at x %.0f (label %.0f–%.0f, window %.0f)", name, row.Text, right, p.X, p.X+sz.Width, win.Width))
				}
			}
			out = append(out, cutWords(name, x.Text, rowsOf(test.WidgetRenderer(x).Objects()), win.Width)...)
		case *widget.Button:
			name += " " + x.Text
		case *home.Entry:
			name += " " + x.Text
		case *widget.Check:
			name += " " + x.Text
		}
		if _, ok := o.(fyne.Widget); ok {
			if p.X < -1 || p.X+sz.Width > win.Width+1 {
				out = append(out, fmt.Sprintf("%s at x %.0f–%.0f (window %.0f)", name, p.X, p.X+sz.Width, win.Width))
			}
			switch o.(type) {
			case *widget.Label, *widget.Button, *home.Entry, *widget.Check, *widget.Select, *widget.RadioGroup:
				if m := o.MinSize(); sz.Width+1 < m.Width {
					out = append(out, fmt.Sprintf("%s is %.0f wide, needs %.0f", name, sz.Width, m.Width))
				}
			}
		}
		if pans != nil && pans(o) {
			return // meant to be panned by a finger (the zoomed board: its words ≥ 11 px, board's tests)
		}
		var kids []fyne.CanvasObject
		switch x := o.(type) {
		case *board.Board, *widget.Entry, *rules.SearchEntry, *widgets.EscEntry, *widget.Select: // a text field scrolls its own text
			return
		case *container.Scroll:
			if x.Direction == container.ScrollHorizontalOnly || x.Direction == container.ScrollBoth {
				if x.Content.MinSize().Width > sz.Width+1 {
					out = append(out, fmt.Sprintf("%s scrolls sideways: content %.0f wide in %.0f", name, x.Content.MinSize().Width, sz.Width))
				}
			}
			walk(x.Content, p.Subtract(x.Offset))
			return
		case *fyne.Container:
			kids = x.Objects
		case fyne.Widget:
			kids = test.WidgetRenderer(x).Objects()
		}
		for _, k := range kids {
			walk(k, p)
		}
	}
	walk(c.Content(), fyne.Position{})
	for _, o := range c.Overlays().List() {
		walk(o, fyne.Position{})
	}
	return out
}

// rowsOf is the rows of text a wrapping label shows.
func rowsOf(objs []fyne.CanvasObject) []*canvas.Text {
	var rows []*canvas.Text
	for _, o := range objs {
		if t, ok := o.(*canvas.Text); ok {
			rows = append(rows, t)
		}
	}
	return rows
}

// cutWords lists the words of text that a wrapping label named name, showing rows, cut in two
// at the end of a row although the word would fit the window's width: the label was given too
// little room (a word wider than the window, a long file path, has to be cut).
func cutWords(name, text string, rows []*canvas.Text, width float32) []string {
	all := []rune(text)
	space := func(c rune) bool { return c == ' ' || c == '\n' }
	var out []string
	seen := map[int]bool{}
	at := 0 // where the next row starts in the text
	for i, row := range rows {
		for at < len(all) && space(all[at]) {
			at++
		}
		r := []rune(row.Text)
		if at+len(r) > len(all) || string(all[at:at+len(r)]) != row.Text {
			return out // not the text's rows as they follow each other: nothing to say
		}
		at += len(r)
		if i == len(rows)-1 || len(r) == 0 || at == len(all) || space(all[at]) || space(all[at-1]) {
			continue
		}
		// the word around the cut, once
		start, end := at, at
		for start > 0 && !space(all[start-1]) {
			start--
		}
		for end < len(all) && !space(all[end]) {
			end++
		}
		if seen[start] {
			continue
		}
		seen[start] = true
		word := string(all[start:end])
		if w := fyne.MeasureText(word, row.TextSize, row.TextStyle).Width; w < width-48 {
			out = append(out, fmt.Sprintf("%s: the word %q (%.0f wide) is cut after %q", name, word, w, string(all[start:at])))
		}
	}
	return out
}

// CheckFits fails t, each message starting with where, for every thing Clipped finds on the
// canvas, and when the canvas is not width wide: a screen set as the test window's content
// would grow the window to its own width and hide what sticks out.
func CheckFits(t testing.TB, c fyne.Canvas, width float32, pans func(fyne.CanvasObject) bool, where string) {
	t.Helper()
	if s := c.Size(); s.Width != width {
		t.Errorf("%s: the window is %.0f wide, not %.0f", where, s.Width, width)
	}
	for _, m := range Clipped(c, pans) {
		t.Errorf("%s: %s", where, m)
	}
}
