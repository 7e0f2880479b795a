package gamescreen

import (
	"fmt"
	"image/color"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"whistle/ui/text"
	"whistle/ui/widgets"
)

// Preparing the side tabs while the window is idle.
//
// The You, Outlaws and Markets tabs are rebuilt when the game changes, but only the one on
// show at once (rebuildSides); the others used to be rebuilt when selected. Selecting one then
// cost its rebuilding and laying out, and its first frame drew every one of its texts for the
// first time (each row of text is drawn into a texture once, then reused while it stays in
// use: 20–25 ms for a tab under a software renderer, docs/performance.md). Once the game
// screen has not changed for a moment, each out-of-date tab that is not on show is rebuilt and
// laid out at the size of the tab on show, and the rows of its paragraphs are drawn once out of
// sight (warmTexts), so that selecting it only shows it; the last rows of the log are drawn out
// of sight in the same frame: an Undo back across the outlaws' turn shows the rows above those
// on show, which had not been drawn (20 of its 31 new rows of text).
//
// Fyne lets a text's texture go a minute after it was last drawn: a tab opened later than
// that draws its rows again, as before. A row drawn ahead less than half a minute ago is not
// drawn ahead again (rowsDrawn), and fewer than rowsWorthAFrame new rows are left to the frame
// that shows them: a move that changes a row or two draws no frame of its own for them. A tap that comes while a step runs waits for it (one
// frame of the whole window, 50–80 ms here).

// sidePrepDelay is how long the game screen stays unchanged before the hidden tabs are
// prepared (each refresh puts it off again: nothing is prepared while the outlaws play).
const sidePrepDelay = time.Second

// prepareSidesSoon schedules the preparation of the hidden side tabs (idle work, idle.go:
// after every refresh).
func (sd *sideTabs) prepareSidesSoon(gen int) {
	sd.sideLater(gen, sidePrepDelay, sd.prepareNextSide)
}

// sideLater runs f on the window's thread after d, unless the game screen changed meanwhile
// or is no longer on show.
func (sd *sideTabs) sideLater(gen int, d time.Duration, f func(gen int)) {
	sd.gs.idle.Later(gen, d, func() bool { return sd.gs.OnScreen() && sd.tabs != nil }, func() { f(gen) })
}

// prepareNextSide prepares the hidden out-of-date tabs and the log's rows above those on show,
// drawn in one frame, then lets the rows drawn ahead go.
func (sd *sideTabs) prepareNextSide(gen int) {
	if sd.prepareStep() {
		sd.sideLater(gen, 80*time.Millisecond, sd.prepareNextSide) // after the frame that draws its rows
	}
}

// prepareStep prepares every hidden out-of-date tab and the log's last rows, all drawn in the
// next frame; once they are, the next step lets the rows drawn go and reports false. One frame
// for all: each frame draws the whole window, and under a software renderer (the browser on
// this project's machine) a frame of the tabs one by one and one of the log's rows, each a
// whole window, cost more than the rows themselves, and held up a tap that came meanwhile
// longer (docs/performance-phone.md).
func (sd *sideTabs) prepareStep() bool {
	var rows []fyne.CanvasObject
	for sd.prepareOneSide() {
		rows = append(rows, sd.warm.Objects...)
	}
	if sd.logWarmed != sd.sidesKey {
		sd.logWarmed = sd.sidesKey
		rows = append(rows, sd.gs.log.rowsAhead(logRowsAhead)...)
	}
	// only the rows not drawn ahead lately, and only when there are enough of them to be worth
	// a frame: a move changes a row or two of the tabs and adds a line or two to the log, and
	// drawing the hundred rows again in a frame of the whole window was most of what a move
	// cost a browser after its own frame; a few new rows are drawn by the frame that shows them
	if rows = sd.drawnAhead.notLately(sd.warm, rows); len(rows) >= rowsWorthAFrame {
		sd.drawnAhead.drawn(rows)
		sd.setWarm(rows)
		return true
	}
	sd.warm.Objects = nil // drawn: the next frame leaves them out (no frame of its own)
	return false
}

// rowsWorthAFrame is the fewest new rows drawn ahead: a frame of the whole window costs a
// phone's browser more than drawing a few rows into textures in the frame that shows them.
const rowsWorthAFrame = 10

// drawnLately is how long a row drawn ahead is not drawn ahead again. Fyne keeps a text's
// texture for any text with the same words, size, style and colour until a minute after it
// was last drawn: one drawn less than half a minute ago still has its texture then.
const drawnLately = 30 * time.Second

// rowsDrawn is when each row of text was last drawn ahead, by what its texture is kept for.
type rowsDrawn struct {
	at     map[rowKey]time.Time
	canvas string // the canvas's size and scale then: a new one makes Fyne draw every text anew
}

type rowKey struct {
	text  string
	size  float32
	style fyne.TextStyle
	color color.Color
}

// notLately keeps the rows not drawn ahead within drawnLately.
func (d *rowsDrawn) notLately(on fyne.CanvasObject, rows []fyne.CanvasObject) []fyne.CanvasObject {
	now := time.Now()
	c := fyne.CurrentApp().Driver().CanvasForObject(on)
	canvasNow := ""
	if c != nil {
		canvasNow = fmt.Sprint(c.Size(), c.Scale())
	}
	if d.at == nil || canvasNow != d.canvas {
		d.at, d.canvas = map[rowKey]time.Time{}, canvasNow
	}
	var out []fyne.CanvasObject
	for _, o := range rows {
		x, ok := o.(*canvas.Text)
		if !ok {
			out = append(out, o)
			continue
		}
		if at, ok := d.at[keyOfRow(x)]; ok && now.Sub(at) < drawnLately {
			continue
		}
		out = append(out, o)
	}
	for k, at := range d.at {
		if now.Sub(at) >= drawnLately {
			delete(d.at, k) // (half a minute of the game's texts at most)
		}
	}
	return out
}

// drawn notes the rows as drawn ahead now.
func (d *rowsDrawn) drawn(rows []fyne.CanvasObject) {
	now := time.Now()
	for _, o := range rows {
		if x, ok := o.(*canvas.Text); ok {
			d.at[keyOfRow(x)] = now
		}
	}
}

func keyOfRow(x *canvas.Text) rowKey { return rowKey{x.Text, x.TextSize, x.TextStyle, x.Color} }

// logRowsAhead is how many rows at the end of the log are drawn ahead: those above the end a
// tall Log tab shows, which an Undo back across the outlaws' turn (their 10–20 lines gone)
// or a scroll up brings into sight. Rows already on show cost a draw but no new texture.
const logRowsAhead = 40

// prepareOneSide rebuilds one out-of-date side tab that is not on show and lays it out at the
// width of the tab on show, without drawing anything (a hidden panel that is refreshed still
// makes Fyne draw the whole window again); then copies of its rows are put out of sight in
// the warm box (drawn in the frame prepareStep's step costs). False when there was no tab to
// prepare.
func (sd *sideTabs) prepareOneSide() bool {
	sel := sd.tabs.Selected()
	if sel == nil {
		return false
	}
	shown := sel.Content
	for i, sc := range sd.sideScroll {
		if !sd.sidesStale[i] || shown == sc {
			continue
		}
		sd.sidesStale[i] = false
		box, panel := sd.sideTab(i)
		box.Objects = panel()
		// laid out as the scroll will lay it out when shown (Fyne refreshes a widget it shows)
		size := shown.Size()
		sc.Move(shown.Position())
		sc.Resize(size)
		q := sc.Content
		q.Resize(fyne.NewSize(size.Width, max(size.Height, q.MinSize().Height)))
		widgets.Relayout(box)
		sd.warmTexts(sc)
		return true
	}
	return false
}

// warmTexts draws the rows of the paragraphs under o once, out of sight: copies of them in a
// clipping area of no size (the warm box), placed outside it. Fyne keeps the texture of a
// row of text for any text object with the same words, size, style and colour, so the tab's
// own rows find theirs made when it is shown.
func (sd *sideTabs) warmTexts(o fyne.CanvasObject) {
	var rows []fyne.CanvasObject
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *container.Scroll:
			walk(x.Content)
		case *widgets.QuietBox:
			walk(x.Content())
		case *fyne.Container:
			for _, k := range x.Objects {
				walk(k)
			}
		case *widgets.WrapText:
			rows = append(rows, x.RowCopies()...)
		}
	}
	walk(o)
	sd.warm.Objects = rows // (drawn if prepareStep keeps them)
}

// warmLogWords measures the words of the game's log, newest lines first, a few milliseconds at
// a time while the window is otherwise idle (idle work, idle.go) (after a load, a new game or a jump back), so that
// the lines the panel and the log show next find their words measured: Undo across the
// outlaws' turn shows a dozen of them at once.
func (sd *sideTabs) warmLogWords() {
	key := fmt.Sprintf("%p/%d", sd.gs.session, sd.gs.session.LogGen)
	if key == sd.warmedLog {
		return
	}
	sd.warmedLog = key
	log := sd.gs.session.Log
	i := len(log) - 1
	var step func()
	step = func() {
		if sd.warmedLog != key {
			return // the log was read again since
		}
		size := theme.TextSize()
		start := time.Now()
		for ; i >= 0 && time.Since(start) < 3*time.Millisecond; i-- {
			widgets.WarmWords(text.RenderLog(log[i].Text), size, fyne.TextStyle{})
			if !log[i].Why.IsZero() {
				widgets.WarmWords(text.InlineLog(log[i].Why), size, fyne.TextStyle{Italic: true})
			}
		}
		if i >= 0 {
			sd.gs.idle.after(30*time.Millisecond, step)
		}
	}
	sd.gs.idle.after(300*time.Millisecond, step)
}

// setWarm puts the given copies of rows in the warm box, to be drawn in the next frame.
func (sd *sideTabs) setWarm(rows []fyne.CanvasObject) {
	sd.warm.Objects = rows
	canvas.Refresh(sd.warm)
}

// newWarmBox is the clipping area of no size the warm box's copies are drawn in, at the
// top-left corner of the game screen, over it (what it holds is drawn outside the clip).
func (sd *sideTabs) newWarmBox() fyne.CanvasObject {
	sd.warm = container.NewWithoutLayout()
	clip := container.NewScroll(sd.warm)
	clip.Resize(fyne.NewSize(0, 0))
	return container.NewWithoutLayout(clip)
}
