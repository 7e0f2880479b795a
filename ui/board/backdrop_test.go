//go:build ci

package board

import (
	"bytes"
	"image"
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"whistle/engine"
	"whistle/ui/game"
)

// drawnWords are the board's words: its text objects and the words of its backdrop (as the
// text objects they stand for).
func drawnWords(b *Board) []*canvas.Text {
	var out []*canvas.Text
	for _, o := range test.WidgetRenderer(b).Objects() {
		if tx, ok := o.(*canvas.Text); ok && tx.Text != "" {
			out = append(out, tx)
		}
	}
	for _, op := range b.rend.bd.ops {
		if op.fill {
			continue
		}
		tx := &canvas.Text{Text: op.text, Color: op.col, TextSize: op.size, TextStyle: fyne.TextStyle{Bold: op.bold}}
		tx.Move(fyne.NewPos(op.r.X, op.r.Y))
		tx.Resize(fyne.NewSize(op.r.W, op.r.H))
		out = append(out, tx)
	}
	return out
}

// capture draws a board at a size and a pixel scale through Fyne's software painter, with the
// backdrop or with its parts as objects of their own.
func capture(t *testing.T, size fyne.Size, scale float32, off bool) (image.Image, *Board) {
	t.Helper()
	b := cullBoard(t, 4)
	b.noBackdrop = off
	w := test.NewWindow(b)
	t.Cleanup(w.Close)
	w.SetPadded(false)
	w.Canvas().(test.WindowlessCanvas).SetScale(scale)
	w.Resize(size)
	b.Refresh()
	return w.Canvas().Capture(), b
}

// TestBackdropDrawsWhatTheObjectsDrew: the board drawn with its backdrop (the grid's squares,
// lines, numbers and letters in one image) looks as it did with them as objects of their own, at
// a desktop's pixel scale and at a phone's: each word's pixels alike (a pixel away at most), and
// no more than a few pixels of the whole board different (a line's edge is drawn sharp in the image, softened
// by the painter).
func TestBackdropDrawsWhatTheObjectsDrew(t *testing.T) {
	for _, scale := range []float32{1, 2, 3} {
		size := fyne.NewSize(600, 760)
		objs, _ := capture(t, size, scale, true)
		img, b := capture(t, size, scale, false)
		if b.rend.bd.remade == 0 {
			t.Fatal("no backdrop made")
		}
		if img.Bounds() != objs.Bounds() {
			t.Fatalf("scale %v: %v against %v", scale, img.Bounds(), objs.Bounds())
		}
		bounds := img.Bounds()
		far := 0
		for y := bounds.Min.Y; y < bounds.Max.Y; y++ {
			for x := bounds.Min.X; x < bounds.Max.X; x++ {
				if dist(img.At(x, y), objs.At(x, y)) > 60 {
					far++
				}
			}
		}
		if share := float64(far) / float64(bounds.Dx()*bounds.Dy()); share > 0.01 {
			t.Errorf("scale %v: %.2f %% of the pixels differ", scale, share*100)
		}
		words := 0
		for _, op := range b.rend.bd.ops {
			if op.fill {
				continue
			}
			words++
			box := image.Rect(int(op.r.X*scale), int(op.r.Y*scale), int((op.r.X+op.r.W)*scale), int((op.r.Y+op.r.H)*scale))
			n, ink := box.Dx()*box.Dy(), 0
			for y := box.Min.Y; y < box.Max.Y; y++ {
				for x := box.Min.X; x < box.Max.X; x++ {
					ink += dist(objs.At(x, y), objs.At(box.Min.X, box.Min.Y))
				}
			}
			// the painters round a word's place to a pixel differently: the same word
			// drawn a pixel away is the same
			best := 1 << 30
			for dy := -1; dy <= 1; dy++ {
				for dx := -1; dx <= 1; dx++ {
					sum := 0
					for y := box.Min.Y; y < box.Max.Y; y++ {
						for x := box.Min.X; x < box.Max.X; x++ {
							sum += dist(img.At(x+dx, y+dy), objs.At(x, y))
						}
					}
					best = min(best, sum)
				}
			}
			if n == 0 || ink == 0 || best/n > 2 {
				t.Errorf("scale %v: the word %q differs by %d a pixel on average (%d of ink)", scale, op.text, best/max(n, 1), ink)
			}
		}
		if words < 20 {
			t.Errorf("scale %v: only %d words in the backdrop", scale, words)
		}
	}
}

func dist(a, b color.Color) int {
	ar, ag, ab, _ := a.RGBA()
	br, bg, bb, _ := b.RGBA()
	d := func(x, y uint32) int {
		if x > y {
			return int(x-y) >> 8
		}
		return int(y-x) >> 8
	}
	return max(d(ar, br), d(ag, bg), d(ab, bb))
}

// TestBackdropKeptAcrossTaps: a tap that changes the position draws the board's objects again
// but keeps the backdrop's image (its texture is drawn as it is); a short pan of a magnified
// board keeps it too; a pan beyond the part it covers, or a new size, makes it again, covering
// the view.
func TestBackdropKeptAcrossTaps(t *testing.T) {
	b := cullBoard(t, 2)
	w := test.NewWindow(b)
	defer w.Close()
	w.Resize(fyne.NewSize(1200, 1500)) // a board magnified about 3 times in a phone's view
	view := fyne.NewSize(340, 470)
	b.SetView(fyne.NewPos(300, 400), view)
	r := b.rend
	made, img := r.bd.remade, r.bd.img
	if made == 0 || !r.bd.region.holds(rect{300, 400, view.Width, view.Height}) {
		t.Fatalf("no backdrop over the view: %d made, region %v", made, r.bd.region)
	}
	before := r.pen.objects[1]
	b.s.Hand().SelectShip(engine.Balloon)
	if b.s.Hand().Sel.Kind != game.SelShip {
		t.Fatal("no airship held")
	}
	b.Refresh()
	if r.Objects()[1] == before { // (a refreshed board is drawn again when next read)
		t.Fatal("the board was not drawn again")
	}
	if r.bd.remade != made || r.pen.objects[0] != img {
		t.Errorf("a tap made the backdrop again (%d → %d times)", made, r.bd.remade)
	}
	b.SetView(fyne.NewPos(320, 420), view)
	if r.bd.remade != made {
		t.Errorf("a short pan made the backdrop again")
	}
	b.SetView(fyne.NewPos(700, 900), view)
	if r.bd.remade != made+1 || !r.bd.region.holds(rect{700, 900, view.Width, view.Height}) {
		t.Errorf("a long pan: %d made (was %d), region %v", r.bd.remade, made, r.bd.region)
	}
	w.Resize(fyne.NewSize(900, 1100))
	if r.bd.remade != made+2 {
		t.Errorf("a new size: %d made (was %d)", r.bd.remade, made)
	}
}

// signsFirst is a theme whose text font has no letters (as the app's theme in a browser gives
// a small font of signs first): Fyne draws the letters from its own font behind it.
type signsFirst struct{ fyne.Theme }

func (t signsFirst) Font(s fyne.TextStyle) fyne.Resource { return theme.DefaultSymbolFont() }

// TestWordsFallBackAsFyneDoes: a word whose letters the theme's font lacks is drawn from Fyne's
// own font, as Fyne draws it, not as the missing glyph's box.
func TestWordsFallBackAsFyneDoes(t *testing.T) {
	a := test.NewApp()
	defer a.Quit()
	want := drawWord("B 12", color.Black, 14, 2, true, 40, 20)
	a.Settings().SetTheme(signsFirst{theme.DefaultTheme()})
	got := drawWord("B 12", color.Black, 14, 2, true, 40, 20)
	if got == nil || want == nil || !bytes.Equal(got.Pix, want.Pix) {
		t.Error("with a theme whose font has no letters the word is not drawn from Fyne's own font")
	}
}
