//go:build ci

package board

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"whistle/engine"
	"whistle/internal/wiring"
	"whistle/ui/game"
)

// TestViewHidesWhatIsOutOfSight: a board told which part of it is on screen draws only the
// objects that meet that part (and a little around it), shows the others again when the view
// moves to them, and draws everything when the view covers it all.
func TestViewHidesWhatIsOutOfSight(t *testing.T) {
	b := cullBoard(t, 3)
	w := test.NewWindow(b)
	defer w.Close()
	w.Resize(fyne.NewSize(990, 1490)) // a phone's board area at 3×
	objs := func() []fyne.CanvasObject { return test.WidgetRenderer(b).Objects() }
	all := len(objs())
	meets := func(o fyne.CanvasObject, pos fyne.Position, size fyne.Size) bool {
		p, s := o.Position(), o.Size()
		return p.X <= pos.X+size.Width && p.Y <= pos.Y+size.Height && p.X+s.Width >= pos.X && p.Y+s.Height >= pos.Y
	}
	check := func(where string, pos fyne.Position, size fyne.Size) int {
		t.Helper()
		shown := 0
		for _, o := range objs() {
			switch {
			case o.Visible():
				shown++
				grown := fyne.NewSize(size.Width+16, size.Height+16)
				if !meets(o, pos.SubtractXY(8, 8), grown) {
					t.Errorf("%s: %T at %v (%v) is drawn, out of the view", where, o, o.Position(), o.Size())
				}
			case meets(o, pos, size):
				t.Errorf("%s: %T at %v (%v) is hidden, in the view", where, o, o.Position(), o.Size())
			}
		}
		return shown
	}
	view := fyne.NewSize(330, 497)
	b.SetView(fyne.NewPos(0, 0), view)
	top := check("top left", fyne.NewPos(0, 0), view)
	if top == 0 || top >= all {
		t.Fatalf("top left: %d of %d objects drawn", top, all)
	}
	b.Refresh() // a change draws the board again: the view still holds
	if n := check("top left, redrawn", fyne.NewPos(0, 0), view); n != top {
		t.Errorf("redrawn, %d objects drawn, before %d", n, top)
	}
	bottom := fyne.NewPos(660, 993)
	b.SetView(bottom, view)
	check("bottom right", bottom, view)
	b.SetView(fyne.NewPos(0, 0), b.Size())
	if n := check("whole", fyne.NewPos(0, 0), b.Size()); n != all {
		t.Errorf("the whole board in view: %d of %d objects drawn", n, all)
	}
}

// TestLayoutAtTheSameSizeKeepsTheBoard: Fyne lays a widget out again whenever one of its
// objects is new (every one of a redrawn board is); at the size it was drawn at the board keeps
// its objects, and at a new size it draws them again.
func TestLayoutAtTheSameSizeKeepsTheBoard(t *testing.T) {
	b := cullBoard(t, 0)
	w := test.NewWindow(b)
	defer w.Close()
	w.Resize(fyne.NewSize(600, 800))
	r := test.WidgetRenderer(b)
	first := r.Objects()[1] // (the first, the backdrop's image, is kept from one drawing to the next)
	r.Layout(b.Size())
	if r.Objects()[1] != first {
		t.Error("laid out at the same size, the board was drawn again")
	}
	r.Layout(fyne.NewSize(500, 700))
	if r.Objects()[1] == first {
		t.Error("laid out at a new size, the board was not drawn again")
	}
}

// cullBoard is the board of a game after some turns, on Fyne's test app.
func cullBoard(t *testing.T, turns int) *Board {
	t.Helper()
	a := test.NewApp()
	t.Cleanup(a.Quit)
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	s := game.NewSession(wiring.BoxOf(cat), engine.Options{Seed: 5, FirstGame: true, Difficulty: "normal", Variant: "outlaws"})
	game.PlayTurns(s, turns)
	return New(s)
}
