//go:build ci

package gamescreen

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"whistle/ui/widgets"
)

// The side tabs out of date and not on show are prepared while the window is idle: rebuilt
// from the game as it is now, laid out at the size of the tab on show, and their rows copied
// out of sight (where drawing them makes their textures); selecting one then shows it as it is,
// without building it again.
func TestHiddenSideTabsArePreparedAhead(t *testing.T) {
	u := playedTurns(t, 13, 4)
	u.gameScreen.sides.tabs.SelectIndex(0) // the Log
	u.gameScreen.Undo()                    // the game changes: the You, Outlaws and Markets tabs are out of date
	if u.gameScreen.sides.sidesStale != [3]bool{true, true, true} {
		t.Fatalf("after Undo the side tabs are stale: %v", u.gameScreen.sides.sidesStale)
	}
	n := 0
	for u.gameScreen.sides.prepareOneSide() {
		n++
		// the copies of the rows just prepared are out of sight, in a clip of no size
		if len(u.gameScreen.sides.warm.Objects) == 0 {
			t.Fatalf("tab %d: no rows drawn ahead", n)
		}
		for _, o := range u.gameScreen.sides.warm.Objects {
			if o.Position().X+o.Size().Width > 0 {
				t.Fatalf("a row drawn ahead is in sight at %v", o.Position())
			}
		}
		if clip := u.gameScreen.sides.warm.Position(); clip.X != 0 || u.gameScreen.content.(*fyne.Container).Objects[1].(*fyne.Container).Objects[0].Size() != (fyne.Size{}) {
			t.Fatal("the warm box's clip has a size")
		}
	}
	if n != 3 || u.gameScreen.sides.sidesStale != [3]bool{} {
		t.Fatalf("prepared %d tabs, stale after: %v", n, u.gameScreen.sides.sidesStale)
	}
	// the You tab's rows were copied: its VP line is among them, the same words, size and style
	you := u.gameScreen.sides.youBox.Objects
	first := you[0].(*widgets.WrapText)
	if first.Rows() == nil {
		t.Fatal("the You tab was not laid out")
	}
	if sc := u.gameScreen.sides.sideScroll[0]; sc.Size() != u.gameScreen.sides.logTab.Size() || sc.Position() != u.gameScreen.sides.logTab.Position() {
		t.Errorf("the You tab is laid out at %v %v, the tab on show is at %v %v", sc.Position(), sc.Size(), u.gameScreen.sides.logTab.Position(), u.gameScreen.sides.logTab.Size())
	}
	// selecting it shows what was prepared (nothing built again), and it says the game of now
	u.gameScreen.sides.tabs.SelectIndex(1)
	if &u.gameScreen.sides.youBox.Objects[0] != &you[0] {
		t.Error("the You tab was built again when selected")
	}
	if want := "VP scored so far: "; !strings.HasPrefix(first.Text, want) {
		t.Errorf("the You tab begins %q", first.Text)
	}
	// the copies match the tab's own rows
	u.gameScreen.sides.tabs.SelectIndex(0)
	u.gameScreen.sides.sidesStale = [3]bool{true, false, false}
	u.gameScreen.sides.prepareOneSide()
	rows := map[string]bool{}
	for _, o := range u.gameScreen.sides.warm.Objects {
		c := o.(*canvas.Text)
		rows[c.Text] = true
		if c.TextSize != u.gameScreen.sides.youBox.Objects[0].(*widgets.WrapText).Rows()[0].TextSize {
			t.Errorf("a copy is drawn at size %.1f", c.TextSize)
		}
	}
	for _, r := range u.gameScreen.sides.youBox.Objects[0].(*widgets.WrapText).Rows() {
		if !rows[r.Text] {
			t.Errorf("the row %q was not drawn ahead", r.Text)
		}
	}
	// then the log's last rows, then nothing more: the rows drawn ahead are let go
	u.gameScreen.sides.logWarmed = ""
	if !u.gameScreen.sides.prepareStep() || len(u.gameScreen.sides.warm.Objects) == 0 {
		t.Error("the log's rows were not drawn ahead")
	}
	if u.gameScreen.sides.prepareStep() || len(u.gameScreen.sides.warm.Objects) != 0 {
		t.Error("the rows drawn ahead are kept")
	}
}

// The log's last rows drawn ahead are the rows the list itself shows: the same words broken
// at the same places, in the same size, style and colour (or the textures made would not be
// the ones the list needs).
func TestLogRowsDrawnAheadMatchTheList(t *testing.T) {
	u := playedTurns(t, 13, 4)
	u.gameScreen.sides.tabs.SelectIndex(0)
	u.gameScreen.log.list.ScrollToBottom()
	ahead := map[string]*canvas.Text{}
	for _, o := range u.gameScreen.log.rowsAhead(logRowsAhead) {
		c := o.(*canvas.Text)
		ahead[c.Text] = c
	}
	if len(ahead) == 0 {
		t.Fatal("no log rows drawn ahead")
	}
	seen := 0
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *logItem:
			if x.row < len(u.gameScreen.log.rows)-logRowsAhead {
				return
			}
			for _, w := range []*widgets.WrapText{x.text, x.why} {
				if !w.Visible() || w.Rows() == nil {
					continue
				}
				for _, r := range w.Rows() {
					seen++
					c, ok := ahead[r.Text]
					switch {
					case !ok:
						t.Errorf("the list shows the row %q, not drawn ahead", r.Text)
					case c.TextSize != r.TextSize || c.TextStyle != r.TextStyle || c.Color != r.Color:
						t.Errorf("the row %q is drawn ahead in another size, style or colour", r.Text)
					}
				}
			}
		case *fyne.Container:
			for _, k := range x.Objects {
				walk(k)
			}
		case fyne.Widget:
			for _, k := range test.WidgetRenderer(x).Objects() {
				walk(k)
			}
		}
	}
	walk(u.gameScreen.log.list)
	if seen == 0 {
		t.Fatal("no row of the list's end is on show")
	}
}

// One step prepares every hidden out-of-date tab and the log's last rows, drawn in one frame
// (each frame draws the whole window); the next step lets them go.
func TestHiddenSideTabsArePreparedInOneFrame(t *testing.T) {
	u := playedTurns(t, 13, 4)
	u.gameScreen.sides.tabs.SelectIndex(0) // the Log
	u.gameScreen.Undo()
	u.gameScreen.sides.logWarmed = ""
	if !u.gameScreen.sides.prepareStep() {
		t.Fatal("nothing prepared")
	}
	if u.gameScreen.sides.sidesStale != [3]bool{} {
		t.Fatalf("after one step the side tabs are stale: %v", u.gameScreen.sides.sidesStale)
	}
	rows := map[string]bool{}
	for _, o := range u.gameScreen.sides.warm.Objects {
		rows[o.(*canvas.Text).Text] = true
	}
	for i, box := range []*fyne.Container{u.gameScreen.sides.youBox, u.gameScreen.sides.outBox, u.gameScreen.sides.marketBox} {
		w, ok := box.Objects[0].(*widgets.WrapText)
		if !ok || w.Rows() == nil || len(w.Rows()) == 0 || !rows[w.Rows()[0].Text] {
			t.Errorf("side tab %d: its first row is not among the rows drawn ahead", i)
		}
	}
	last := u.gameScreen.log.rowsAhead(1)
	if len(last) == 0 || !rows[last[0].(*canvas.Text).Text] {
		t.Error("the log's last row is not among the rows drawn ahead")
	}
	if u.gameScreen.sides.prepareStep() || len(u.gameScreen.sides.warm.Objects) != 0 {
		t.Error("a second step drew more, or kept the rows")
	}
}
