package board

import (
	"bytes"
	"image"
	"image/color"
	"image/draw"
	"math"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"github.com/go-text/render"
	"github.com/go-text/typesetting/di"
	"github.com/go-text/typesetting/font"
	"github.com/go-text/typesetting/shaping"
	"golang.org/x/image/math/fixed"
)

// The board's backdrop: the parts of the picture that no tap changes (the board's ground, the
// grid's squares and lines, the rows' numbers and the columns' letters) drawn into one image.
//
// Fyne draws the whole window in every frame, each object with its own calls to the graphics
// library: in a browser each of them is a call from WebAssembly to JavaScript. The grid alone
// was some 60 objects (its lines, numbers and letters), all drawn again in the frame after every
// tap. As one image they are one object, whose texture is made once and drawn again as it is:
// the image is made again only when what it shows changes (another size, zoom, theme, language
// or text size) or when a magnified board is panned beyond the part of it the image covers.
// It is made at the screen's pixel density (Fyne asks a raster for its size in pixels), so that
// nothing is magnified blurred; its words are drawn as Fyne draws a word's texture (the same
// fonts, shaping and rasteriser), then laid over the image where Fyne would have drawn them.
// Everything in it lies under every other object of the board, so the picture is the same.

// bdOp is one thing the backdrop draws: a filled rectangle (a line is a thin one) or a word.
type bdOp struct {
	fill bool
	r    rect // the rectangle, or the word's box (its position and its measured size)
	col  color.NRGBA
	text string
	size float32
	bold bool
}

// backdrop is the image of the board's unchanging parts and what it was made of.
type backdrop struct {
	ops    []bdOp // this rebuild's
	raster *canvas.Raster
	shown  []bdOp // what the raster draws (a copy: the generator runs when Fyne paints)
	region rect   // the part of the board the raster covers
	made   bool
	inView bool // the region was chosen for a view (else it is the whole board)
	remade int  // how many times the image was made (the tests)
}

// noBackdrop draws the backdrop's parts as objects of their own, as the board drew them
// before it had one (the tests compare the two pictures).
var noBackdrop bool

// bdFill puts a filled rectangle in the backdrop.
func (r *boardRenderer) bdFill(x rect, fill color.Color) {
	if noBackdrop {
		r.rect(x, fill, nil, 0, 0)
		return
	}
	r.bd.ops = append(r.bd.ops, bdOp{fill: true, r: x, col: nrgba(fill)})
}

// bdLine puts a horizontal or vertical line in the backdrop (as canvas.Line draws it: w wide,
// centred on the line).
func (r *boardRenderer) bdLine(x1, y1, x2, y2 float32, col color.Color, w float32) {
	if noBackdrop {
		r.line(x1, y1, x2, y2, col, w)
		return
	}
	box := rect{min(x1, x2), min(y1, y2), max(x1, x2) - min(x1, x2), max(y1, y2) - min(y1, y2)}
	if box.W == 0 {
		box.X, box.W = box.X-w/2, w
	}
	if box.H == 0 {
		box.Y, box.H = box.Y-w/2, w
	}
	r.bdFill(box, col)
}

// bdText puts a word in the backdrop, placed and sized as text places it. A word with a
// character outside plain ASCII letters, digits and spaces stays an object of its own (the
// backdrop draws from the theme's font alone, without Fyne's fallback fonts).
func (r *boardRenderer) bdText(s string, box rect, size float32, col color.Color, bold bool, align int) {
	for _, c := range s {
		if noBackdrop || c > 0x7e || c < 0x20 {
			r.text(s, box, size, col, bold, align)
			return
		}
	}
	pos, ts, size, ok := r.fitText(s, box, size, bold, align)
	if !ok {
		return
	}
	r.bd.ops = append(r.bd.ops, bdOp{r: rect{pos.X, pos.Y, ts.Width, ts.Height}, col: nrgba(col), text: s, size: size, bold: bold})
}

func nrgba(c color.Color) color.NRGBA {
	if c == nil {
		return color.NRGBA{}
	}
	return color.NRGBAModel.Convert(c).(color.NRGBA)
}

// placeBackdrop puts the backdrop's raster over the part of the board it must cover (the whole
// board, or on a magnified board the part in view and a margin around it) and makes its image
// again when what it shows changed or the view left the part it covers.
func (r *boardRenderer) placeBackdrop() {
	bd := &r.bd
	if bd.raster == nil {
		return
	}
	whole := rect{0, 0, r.size.Width, r.size.Height}
	want := whole
	if v := r.b.view; v.set {
		in := rect{v.pos.X, v.pos.Y, v.size.Width, v.size.Height}.clip(whole)
		if bd.made && bd.inView && bd.region.holds(in) && sameOps(bd.shown, bd.ops) {
			return
		}
		// a quarter of the view more on each side: a short pan draws nothing anew
		want = rect{in.X - in.W/4, in.Y - in.H/4, in.W * 1.5, in.H * 1.5}.clip(whole)
	}
	if bd.made && bd.inView == r.b.view.set && bd.region == want && sameOps(bd.shown, bd.ops) {
		return
	}
	bd.region, bd.made, bd.inView = want, true, r.b.view.set
	bd.remade++
	bd.shown = append(bd.shown[:0:0], bd.ops...)
	ops, region := bd.shown, want
	bd.raster.Generator = func(w, h int) image.Image { return paintBackdrop(ops, region, w, h) }
	bd.raster.Move(fyne.NewPos(want.X, want.Y))
	bd.raster.Resize(fyne.NewSize(want.W, want.H))
	bd.raster.Refresh()
}

func sameOps(a, b []bdOp) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// clip is the part of x inside c.
func (x rect) clip(c rect) rect {
	x0, y0 := max(x.X, c.X), max(x.Y, c.Y)
	x1, y1 := min(x.X+x.W, c.X+c.W), min(x.Y+x.H, c.Y+c.H)
	return rect{x0, y0, max(0, x1-x0), max(0, y1-y0)}
}

// holds says whether x lies wholly inside r.
func (r rect) holds(x rect) bool {
	return x.X >= r.X && x.Y >= r.Y && x.X+x.W <= r.X+r.W && x.Y+x.H <= r.Y+r.H
}

// paintBackdrop draws the ops that meet a region of the board into an image w×h pixels large.
func paintBackdrop(ops []bdOp, region rect, w, h int) image.Image {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	if w <= 0 || h <= 0 || region.W <= 0 || region.H <= 0 {
		return img
	}
	sx, sy := float32(w)/region.W, float32(h)/region.H
	px := func(v, o, s float32) int { return int(math.Round(float64((v - o) * s))) }
	for _, op := range ops {
		x0, y0 := px(op.r.X, region.X, sx), px(op.r.Y, region.Y, sy)
		if op.fill {
			x1, y1 := px(op.r.X+op.r.W, region.X, sx), px(op.r.Y+op.r.H, region.Y, sy)
			if x1 == x0 {
				x1++ // a line never vanishes
			}
			if y1 == y0 {
				y1++
			}
			pr := image.Rect(x0, y0, x1, y1).Intersect(img.Rect)
			if pr.Empty() {
				continue
			}
			mode := draw.Over
			if op.col.A == 0xff {
				mode = draw.Src
			}
			draw.Draw(img, pr, image.NewUniform(op.col), image.Point{}, mode)
			continue
		}
		word := drawWord(op.text, op.col, op.size, sx, op.bold, op.r.W, op.r.H)
		if word == nil {
			continue
		}
		at := word.Rect.Add(image.Pt(x0, y0))
		if !at.Overlaps(img.Rect) {
			continue
		}
		draw.Draw(img, at, word, image.Point{}, draw.Over)
	}
	return img
}

// drawWord draws a word as Fyne draws a canvas.Text's texture: into a transparent image its
// measured size times the scale, from the theme's font, shaped by HarfBuzz, its baseline the
// font's ascent down.
func drawWord(s string, col color.Color, size, scale float32, bold bool, w, h float32) *image.NRGBA {
	face := themeFace(fyne.TextStyle{Bold: bold})
	if face == nil {
		return nil
	}
	img := image.NewNRGBA(image.Rect(0, 0, int(math.Ceil(float64(w*scale))), int(math.Ceil(float64(h*scale)))))
	rn := render.Renderer{FontSize: size, PixScale: scale, Color: col}
	runes := []rune(s)
	in := shaping.Input{Text: runes, RunStart: 0, RunEnd: len(runes), Direction: di.DirectionLTR, Face: face,
		Size: fixed.Int26_6(float64(size) * 64)}
	var seg shaping.Segmenter
	var shaper shaping.HarfbuzzShaper
	x, y := float32(0), math.MinInt
	for _, run := range seg.Split(in, oneFace{face}) {
		out := shaper.Shape(run)
		if y == math.MinInt {
			y = int(math.Ceil(float64(float32(out.LineBounds.Ascent) / 64 * scale)))
		}
		rn.DrawShapedRunAt(out, img, int(x), y)
		x += float32(out.Advance) / 64 * scale
	}
	return img
}

// oneFace is a font map of one face.
type oneFace struct{ f *font.Face }

func (o oneFace) ResolveFace(rune) *font.Face { return o.f }

var faces = struct {
	sync.Mutex
	m map[fyne.Resource]*font.Face
}{m: map[fyne.Resource]*font.Face{}}

// themeFace is the current theme's font for a style, parsed once.
func themeFace(style fyne.TextStyle) *font.Face {
	app := fyne.CurrentApp()
	if app == nil {
		return nil
	}
	res := app.Settings().Theme().Font(style)
	if res == nil {
		return nil
	}
	faces.Lock()
	defer faces.Unlock()
	if f, ok := faces.m[res]; ok {
		return f
	}
	f, err := font.ParseTTF(bytes.NewReader(res.Content()))
	if err != nil {
		f = nil
	}
	faces.m[res] = f
	return f
}
