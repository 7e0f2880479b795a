package gamescreen

import (
	"fmt"
	"image"
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"whistle/engine/catalog"
	"whistle/ui/board"
)

// meterAsObjects is a resource meter as Fyne's own objects draw it: a badge (a rounded
// rectangle, its letter centred), four pips in a row, the count in bold, side by side.
func meterAsObjects(r catalog.Resource, n, keep int) fyne.CanvasObject {
	bg := canvas.NewRectangle(board.ResColour(r))
	bg.CornerRadius = 22 * 0.2
	bg.StrokeColor = board.ColTextDark
	bg.StrokeWidth = 1
	bg.SetMinSize(fyne.NewSize(22, 22))
	l := canvas.NewText(board.ResLetter(r), board.ResTextColour(r))
	l.TextStyle.Bold = true
	l.TextSize = 22 * 0.55
	l.Alignment = fyne.TextAlignCenter
	pips := container.New(layout.NewCustomPaddedHBoxLayout(2))
	for k := 0; k < keep; k++ {
		p := canvas.NewRectangle(color.Transparent)
		p.StrokeColor = theme.Color(theme.ColorNameDisabled)
		p.StrokeWidth = 1
		if k < n {
			p.FillColor = board.ResColour(r)
			p.StrokeColor = theme.Color(theme.ColorNameForeground)
		}
		p.SetMinSize(fyne.NewSize(5, 14))
		pips.Add(p)
	}
	txt := canvas.NewText(fmt.Sprintf("%d/%d", n, keep), theme.Color(theme.ColorNameForeground))
	txt.TextStyle.Bold = true
	txt.TextSize = theme.TextSize()
	if n > keep {
		txt.Color = theme.Color(theme.ColorNameError)
	}
	return container.New(layout.NewCustomPaddedHBoxLayout(4), container.NewStack(bg, container.NewCenter(l)),
		container.NewCenter(pips), container.NewCenter(txt))
}

func captureAt(o fyne.CanvasObject, size fyne.Size, scale float32) image.Image {
	w := test.NewWindow(canvas.NewRectangle(color.Transparent))
	defer w.Close()
	w.SetPadded(false)
	w.Canvas().(test.WindowlessCanvas).SetScale(scale)
	w.SetContent(container.NewWithoutLayout(o))
	w.Resize(size)
	o.Move(fyne.NewPos(0, 0))
	o.Resize(o.MinSize())
	return w.Canvas().Capture()
}

// TestMeterPictureLooksAsItsObjects: a resource meter drawn as one picture is the size of the
// meter made of Fyne's objects and looks as it does, at a desktop's pixel scale and at a
// phone's.
func TestMeterPictureLooksAsItsObjects(t *testing.T) {
	a := test.NewApp()
	defer a.Quit()
	for _, r := range catalog.AllResources {
		for _, n := range []int{0, 2, 4, 7} {
			for _, scale := range []float32{1, 2, 3} {
				pic, objs := resMeter(r, n, 4), meterAsObjects(r, n, 4)
				if pic.MinSize() != objs.MinSize() {
					t.Fatalf("%v %d/4: the picture is %v, the objects %v", r, n, pic.MinSize(), objs.MinSize())
				}
				size := pic.MinSize().AddWidthHeight(4, 4)
				a, b := captureAt(pic, size, scale), captureAt(objs, size, scale)
				// Fyne's software painter draws an edge centred on the box's outline, its
				// OpenGL painter (and the picture) inside it: a pixel of one with a pixel like it
				// within a unit in the other is alike
				bounds, far, k := a.Bounds(), 0, int(scale)
				for y := bounds.Min.Y; y < bounds.Max.Y; y++ {
					for x := bounds.Min.X; x < bounds.Max.X; x++ {
						near := false
						for dy := -k; dy <= k && !near; dy++ {
							for dx := -k; dx <= k && !near; dx++ {
								near = colourDist(a.At(x, y), b.At(x+dx, y+dy)) <= 80
							}
						}
						if !near {
							far++
						}
					}
				}
				// (at 1× a one-pixel edge centred on the outline is two half-tinted pixels,
				// the pips' colour and the edge's blended: up to 5 % of a meter)
				limit := 0.005
				if scale == 1 {
					limit = 0.05
				}
				if all := bounds.Dx() * bounds.Dy(); float64(far)/float64(all) > limit {
					t.Errorf("%v %d/4 at %v×: %d of %d pixels unlike any near them", r, n, scale, far, all)
				}
				// its words drawn alike (a pixel away at most): the same letters, size, weight
				// and colour
				// (the badge's letter is on the badge, whose edge the painters place half a
				// unit apart: its wide "Wh" reaches over that edge; the letter is in the check
				// above)
				for _, w := range pic.Shapes() {
					if w.Text == "" || w.Text == board.ResLetter(r) {
						continue
					}
					box := image.Rect(int(w.Pos.X*scale), int(w.Pos.Y*scale), int((w.Pos.X+w.Size.Width)*scale), int((w.Pos.Y+w.Size.Height)*scale))
					best := 1 << 30
					for dy := -1; dy <= 1; dy++ {
						for dx := -1; dx <= 1; dx++ {
							sum := 0
							for y := box.Min.Y; y < box.Max.Y; y++ {
								for x := box.Min.X; x < box.Max.X; x++ {
									sum += colourDist(a.At(x+dx, y+dy), b.At(x, y))
								}
							}
							best = min(best, sum)
						}
					}
					if avg := best / max(1, box.Dx()*box.Dy()); avg > 3 {
						t.Errorf("%v %d/4 at %v×: the word %q differs by %d a pixel on average", r, n, scale, w.Text, avg)
					}
				}
			}
		}
	}
}

func colourDist(a, b color.Color) int {
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
