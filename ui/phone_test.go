//go:build ci

package ui

import (
	"fmt"
	"testing"
	"whistle/ui/board"
	"whistle/ui/game"
	"whistle/ui/home"
	"whistle/ui/host"
	"whistle/ui/rules"
	"whistle/ui/text"
	"whistle/ui/widgets"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// clipped lists the widgets of the window (dialogs included) that stick out of it sideways or
// are given less width than they need to show their text. The board draws its own pieces and
// an entry scrolls its own text: their insides are not looked at.
func clipped(u *UI) []string {
	c := u.Win.Canvas()
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
		if u.gameScreen.ZoomView() != nil && o == fyne.CanvasObject(u.gameScreen.ZoomView().Scroll()) {
			return // the zoomed board is meant to be panned by a finger (its words ≥ 11 px: board's tests)
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

// cutWords lists the words a wrapping label cut in two at the end of a row although the word
// would fit the window's width: the label was given too little room (a word wider than the
// window, a long file path, has to be cut).
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

// TestPhoneScreensFitInFrenchWithLargerText opens every screen and dialog of the app on a
// 360×640 phone, in French with the larger text, late in a game, and checks that nothing is
// cut off sideways (the game screen's tabs and hint: TestPhoneGameScreenFitsInFrench, in
// ui/gamescreen).
func TestPhoneScreensFitInFrenchWithLargerText(t *testing.T) {
	u := playedTurns(t, 13, 12)
	u.App.Preferences().SetInt(prefTextSize, 2)
	text.SetLanguage(LangFR)
	t.Cleanup(func() { text.SetLanguage(LangEN) })
	u.Mobile = true
	u.applyTheme()
	u.Rebuild()
	u.Win.Resize(fyne.NewSize(360, 640))
	u.gameScreen.Refresh()
	check := func(where string) {
		t.Helper()
		// the screens are put in the window's fixed stack: were one put there with SetContent,
		// the test driver's window would grow to its width and hide what sticks out
		if s := u.Win.Canvas().Size(); s.Width != 360 {
			t.Errorf("%s: the window is %.0f wide, not 360", where, s.Width)
		}
		for _, c := range clipped(u) {
			t.Errorf("%s: %s", where, c)
		}
	}
	check("game") // each of its tabs and the hint: the game screen's own test (ui/gamescreen)
	u.ShowNewGame()
	check("new game page")
	u.Back()
	u.saver.save(true)
	if err := u.keeper.SaveAs("Partie du dimanche soir"); err != nil { // the saves page lists one with its buttons
		t.Fatal(err)
	}
	u.gameScreen.SetLive(false) // the home screen offers Continue with the saved game's line
	for _, page := range []host.ScreenName{host.ScreenHome, host.ScreenRules, host.ScreenStats, host.ScreenSettings, host.ScreenSaves, host.ScreenHelp} {
		u.ShowScreen(page)
		check(string(page))
	}
	u.ShowScreen(host.ScreenGame)
	game.PlayOut(u.gameScreen.Session(), 200)
	u.gameScreen.Refresh()
	check("end of the game")
	// the dialog's buttons, one under the other on the phone, still close it
	if !u.pages.end.Open() {
		t.Fatal("no end-of-game dialog")
	}
	tapButton(t, u, "Voir le plateau")
	if u.pages.end.Open() || u.dialogOpen() {
		t.Error("Look at the board leaves the end-of-game dialog open")
	}
}
