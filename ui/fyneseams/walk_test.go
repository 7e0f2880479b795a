package fyneseams

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
)

// The walk bound to Fyne's internals visits the visible objects with their place in the window,
// and skips a hidden one and what it holds.
func TestWalkVisible(t *testing.T) {
	a, b, hidden := canvas.NewRectangle(nil), canvas.NewRectangle(nil), canvas.NewRectangle(nil)
	inner := container.NewWithoutLayout(b)
	root := container.NewWithoutLayout(a, inner, container.NewWithoutLayout(hidden))
	root.Objects[2].Hide()
	root.Move(fyne.NewPos(10, 20))
	root.Resize(fyne.NewSize(200, 200))
	a.Move(fyne.NewPos(1, 2))
	a.Resize(fyne.NewSize(5, 5))
	inner.Move(fyne.NewPos(30, 40))
	inner.Resize(fyne.NewSize(50, 50))
	b.Move(fyne.NewPos(3, 4))
	b.Resize(fyne.NewSize(5, 5))
	seen := map[fyne.CanvasObject]fyne.Position{}
	WalkVisible(root, func(o fyne.CanvasObject, pos, _ fyne.Position, _ fyne.Size) bool {
		seen[o] = pos
		return false
	}, nil)
	want := map[fyne.CanvasObject]fyne.Position{
		root: fyne.NewPos(10, 20), a: fyne.NewPos(11, 22), inner: fyne.NewPos(40, 60), b: fyne.NewPos(43, 64),
	}
	for o, p := range want {
		if got, ok := seen[o]; !ok || got != p {
			t.Errorf("%p: at %v (seen %v), want %v", o, got, ok, p)
		}
	}
	if _, ok := seen[hidden]; ok {
		t.Error("the walk visited an object in a hidden container")
	}
	if len(seen) != len(want) {
		t.Errorf("%d objects visited, want %d", len(seen), len(want))
	}
}
