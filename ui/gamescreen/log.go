package gamescreen

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"whistle/engine"
	"whistle/ui/game"
	"whistle/ui/text"
	"whistle/ui/widgets"
)

// logView is the Log tab: every line of the game from the setup on, in a virtualised list
// (only the lines on screen have widgets), so adding a line costs the same at any length of
// the log. Tapping a line asks to go back to the position right after it.
type logView struct {
	list *widget.List
	rows []logRow
	log  []game.LogEntry // the session's log, as last read
	// shown is how many entries of the session's log are in rows; turn the turn of the last
	// heading; gen the session's LogGen they came from.
	shown, turn, gen int
	// heights holds the height given to each row; exact marks those measured at width.
	heights map[int]float32
	exact   map[int]bool
	width   float32
	// unmeasured: a row was filled before the list had its width (a hidden tab)
	unmeasured bool
	onTap      func(index int)
}

// logRow is one row of the list: a turn heading, a notice, or a log entry.
type logRow struct {
	text  string // a heading or notice ("" for an entry)
	entry int    // index in the log, -1 for a heading or notice
	head  bool
}

func newLogView(onTap func(int)) *logView {
	v := &logView{onTap: onTap, heights: map[int]float32{}, exact: map[int]bool{}}
	v.reset()
	v.list = widget.NewList(
		func() int { return len(v.rows) },
		func() fyne.CanvasObject { return newLogItem() },
		func(id widget.ListItemID, o fyne.CanvasObject) { v.updateItem(id, o.(*logItem)) },
	)
	v.list.HideSeparators = true
	v.list.OnSelected = func(id widget.ListItemID) {
		v.list.UnselectAll()
		// a tap focuses the list (desktop): give the keys back to the game screen's shortcuts
		if c := fyne.CurrentApp().Driver().CanvasForObject(v.list); c != nil {
			c.Unfocus()
		}
		if id < 0 || id >= len(v.rows) {
			return
		}
		if e := v.rows[id].entry; e >= 0 && e < len(v.log) && v.log[e].Index >= 0 && v.onTap != nil {
			v.onTap(v.log[e].Index)
		}
	}
	return v
}

// reset empties the list (a new game, a load, a jump back: the log is read again).
func (v *logView) reset() {
	v.rows = v.rows[:0]
	v.shown, v.turn, v.gen = 0, -1, -1
	clear(v.heights)
	clear(v.exact)
	if v.list != nil {
		v.list.Refresh()
	}
}

// update adds the session's new log lines (all of them after a rebuild of the log).
func (v *logView) update(s *game.Session) {
	if v.shown > len(s.Log) || v.gen != s.LogGen {
		v.reset()
		v.gen = s.LogGen
	}
	v.log = s.Log
	if len(s.Log) == 0 {
		if len(v.rows) == 0 {
			v.rows = append(v.rows, logRow{text: lang.L("The log is empty."), entry: -1})
			v.list.Refresh()
		}
		return
	}
	if v.shown == len(s.Log) {
		return
	}
	if v.shown == 0 {
		v.rows = append(v.rows[:0], logRow{text: lang.L("Tap a line to go back to that point of the game (you are asked first)."), entry: -1})
		clear(v.exact)
	}
	for i := v.shown; i < len(s.Log); i++ {
		e := s.Log[i]
		if e.Turn != v.turn {
			v.turn = e.Turn
			v.rows = append(v.rows, logRow{text: "— " + turnHeading(e.Turn) + " —", entry: -1, head: true})
		}
		v.rows = append(v.rows, logRow{entry: i})
	}
	v.shown = len(s.Log)
	v.list.Refresh()
	v.list.ScrollToBottom()
}

func turnHeading(turn int) string {
	switch {
	case turn <= 0:
		return lang.L("Setup")
	case turn%2 == 0:
		return text.F("Round {{.N}}: the outlaws", "N", game.Round(turn))
	}
	return text.F("Round {{.N}}: you", "N", game.Round(turn))
}

// updateItem fills a row's widget and records its height at the list's width (measured once
// per row and width, so a long log costs no more per line than a short one).
func (v *logView) updateItem(id int, it *logItem) {
	if !v.fill(id, it) {
		return
	}
	w := v.list.Size().Width - 2*theme.Padding()
	if w < 100 {
		v.unmeasured = true
		return // not laid out yet
	}
	if w != v.width {
		v.rewidth(w)
	}
	if v.exact[id] {
		return
	}
	it.Resize(fyne.NewSize(w, it.Size().Height))
	h := it.MinSize().Height
	v.exact[id] = true
	v.heights[id] = h
	v.list.SetItemHeight(id, h)
}

// rowsAhead lays out the last n rows of the log in a widget of its own at the width the list
// gives its rows and returns copies of their rows of text (warmTexts). The list is left as it
// is (its rows' heights too: a change there would move what it shows). Nil while the list has
// no width.
func (v *logView) rowsAhead(n int) []fyne.CanvasObject {
	w := v.list.Size().Width
	if w-2*theme.Padding() < 100 {
		return nil
	}
	var out []fyne.CanvasObject
	it := newLogItem()
	for id := max(0, len(v.rows)-n); id < len(v.rows); id++ {
		v.fill(id, it)
		it.Resize(fyne.NewSize(w, it.MinSize().Height))
		out = append(out, it.text.RowCopies()...)
		out = append(out, it.why.RowCopies()...)
	}
	return out
}

// fill puts row id's line in a row's widget (false for no such row).
func (v *logView) fill(id int, it *logItem) bool {
	if id < 0 || id >= len(v.rows) {
		return false
	}
	r := v.rows[id]
	it.row = id
	if r.entry >= 0 && r.entry < len(v.log) {
		it.setEntry(v.log[r.entry])
	} else {
		it.setNotice(r.text, r.head)
	}
	return true
}

// rewidth keeps the rows' heights right when the list's width changes: the rows measured at
// the old width get an estimate at the new one (measured exactly when next shown).
func (v *logView) rewidth(w float32) {
	v.width = w
	clear(v.exact)
	pad := 2 * theme.InnerPadding()
	line := fyne.MeasureText("Mg", theme.TextSize(), fyne.TextStyle{}).Height + theme.LineSpacing()
	for id := range v.heights {
		lines := func(s string) float32 {
			if s == "" {
				return 0
			}
			return float32(int(fyne.MeasureText(s, theme.TextSize(), fyne.TextStyle{}).Width/(w-pad)) + 1)
		}
		n := float32(1)
		if r := v.rows[id]; r.entry >= 0 && r.entry < len(v.log) {
			e := v.log[r.entry]
			n = lines(text.RenderLog(e.Text)) + lines(text.InlineLog(e.Why))
		}
		h := n*line + pad
		v.heights[id] = h
		v.list.SetItemHeight(id, h)
	}
}

// logItem is the widget of one row: the line (with its side's mark and colour) and, for an
// outlaw decision, its reason in italics.
type logItem struct {
	widget.BaseWidget
	text, why *widgets.WrapText
	box       *fyne.Container
	row       int // the row of the list it shows
}

func newLogItem() *logItem {
	it := &logItem{text: widgets.NewWrapText(""), why: widgets.NewWrapText("")}
	it.why.TextStyle.Italic = true
	it.box = container.NewVBox(it.text, it.why)
	it.ExtendBaseWidget(it)
	return it
}

func (it *logItem) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(it.box) }

func (it *logItem) setEntry(e game.LogEntry) {
	mark := "[" + lang.X("mark.you", "Y") + "] "
	imp := widget.MediumImportance
	if e.Side == engine.Outlaws {
		mark = "[" + lang.X("mark.outlaws", "O") + "] "
		imp = widget.WarningImportance
	}
	it.text.TextStyle = fyne.TextStyle{}
	it.text.Alignment = fyne.TextAlignLeading
	it.text.Importance = imp
	it.text.SetText(mark + text.RenderLog(e.Text))
	if e.Why.IsZero() {
		it.why.Hide()
		return
	}
	it.why.SetText("      " + lang.L("why:") + " " + text.InlineLog(e.Why))
	it.why.Show()
}

func (it *logItem) setNotice(text string, head bool) {
	it.text.Importance = widget.MediumImportance
	it.text.TextStyle = fyne.TextStyle{Bold: head}
	it.text.Alignment = fyne.TextAlignLeading
	if head {
		it.text.Alignment = fyne.TextAlignCenter
	}
	it.text.SetText(text)
	it.why.Hide()
}

// logLine is one log line as a stand-alone widget (the outlaws' turn in the action panel).
func logLine(e game.LogEntry) fyne.CanvasObject {
	it := newLogItem()
	it.setEntry(e)
	return it
}
