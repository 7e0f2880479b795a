package board

import (
	"bytes"
	"image"
	"image/color"
	"image/draw"
	"math"
	"runtime"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
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
// It is made at the screen's pixel density (the canvas's scale: pixelScale), so that nothing is
// magnified blurred; its words are drawn as Fyne draws a word's texture (the same
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
	// a rectangle edged (inside its box, as Fyne draws a canvas.Rectangle's stroke) or with
	// rounded corners
	stroke     color.NRGBA
	sw, radius float32
}

// backdrop is the image of the board's unchanging parts and what it was made of.
type backdrop struct {
	ops     []bdOp // this rebuild's
	img     *canvas.Image
	shown   []bdOp  // what the image shows
	region  rect    // the part of the board the image covers
	density float32 // its pixels a unit
	made    bool
	inView  bool // the region was chosen for a view (else it is the whole board)
	remade  int  // how many times the image was made (the tests)
	// the renderer whose board it lies under: it draws the parts as objects of their own
	// when there is no backdrop, and holds the board's size and view
	rend *boardRenderer
}

// fill puts a filled rectangle in the backdrop.
func (bd *backdrop) fill(x rect, fill color.Color) {
	if bd.rend.b.noBackdrop {
		bd.rend.pen.rect(x, fill, nil, 0, 0)
		return
	}
	bd.ops = append(bd.ops, bdOp{fill: true, r: x, col: nrgba(fill)})
}

// line puts a horizontal or vertical line in the backdrop (as canvas.Line draws it: w wide,
// centred on the line).
func (bd *backdrop) line(x1, y1, x2, y2 float32, col color.Color, w float32) {
	if bd.rend.b.noBackdrop {
		bd.rend.pen.line(x1, y1, x2, y2, col, w)
		return
	}
	box := rect{min(x1, x2), min(y1, y2), max(x1, x2) - min(x1, x2), max(y1, y2) - min(y1, y2)}
	if box.W == 0 {
		box.X, box.W = box.X-w/2, w
	}
	if box.H == 0 {
		box.Y, box.H = box.Y-w/2, w
	}
	bd.fill(box, col)
}

// text puts a word in the backdrop, placed and sized as text places it. A word with a
// character outside plain ASCII letters, digits and spaces stays an object of its own (the
// backdrop draws from the theme's font and Fyne's own behind it, not Fyne's other fallbacks).
func (bd *backdrop) text(s string, box rect, size float32, col color.Color, bold bool, align int) {
	for _, c := range s {
		if bd.rend.b.noBackdrop || c > 0x7e || c < 0x20 {
			bd.rend.pen.text(s, box, size, col, bold, align)
			return
		}
	}
	pos, ts, size, ok := fitText(s, box, size, bold, align, bd.rend.pen.minText)
	if !ok {
		return
	}
	bd.ops = append(bd.ops, bdOp{r: rect{pos.X, pos.Y, ts.Width, ts.Height}, col: nrgba(col), text: s, size: size, bold: bold})
}

func nrgba(c color.Color) color.NRGBA {
	if c == nil {
		return color.NRGBA{}
	}
	return color.NRGBAModel.Convert(c).(color.NRGBA)
}

// place puts the backdrop's raster over the part of the board it must cover (the whole
// board, or on a magnified board the part in view and a margin around it) and makes its image
// again when what it shows changed or the view left the part it covers.
func (bd *backdrop) place() {
	r := bd.rend
	if bd.img == nil {
		return
	}
	d := pixelScale(r.b)
	whole := rect{0, 0, r.size.Width, r.size.Height}
	want := whole
	if v := r.b.view; v.set {
		in := rect{v.pos.X, v.pos.Y, v.size.Width, v.size.Height}.clip(whole)
		if bd.made && bd.inView && bd.density == d && bd.region.holds(in) && sameOps(bd.shown, bd.ops) {
			return
		}
		// a quarter of the view more on each side: a short pan draws nothing anew
		want = rect{in.X - in.W/4, in.Y - in.H/4, in.W * 1.5, in.H * 1.5}.clip(whole)
	}
	if bd.made && bd.inView == r.b.view.set && bd.density == d && bd.region == want && sameOps(bd.shown, bd.ops) {
		return
	}
	bd.region, bd.made, bd.inView, bd.density = want, true, r.b.view.set, d
	bd.remade++
	bd.shown = append(bd.shown[:0:0], bd.ops...)
	bd.img.Image = paintBackdrop(bd.shown, want, pixels(want.W, d), pixels(want.H, d))
	bd.img.Move(fyne.NewPos(want.X, want.Y))
	bd.img.Resize(fyne.NewSize(want.W, want.H))
	bd.img.Refresh()
}

func pixels(v, density float32) int { return int(math.Ceil(float64(v * density))) }

// pixelScale is the pixels a unit of the canvas o is drawn on (of the app's first window's
// before o is on one). The image is a canvas.Image, not a canvas.Raster whose pixels Fyne
// would ask for: refreshing a widget frees the textures of every object inside it but its
// images, and the board and the panels holding the meters are refreshed after every tap, so a
// raster was drawn anew each time.
func pixelScale(o fyne.CanvasObject) float32 {
	app := fyne.CurrentApp()
	if app == nil {
		return 1
	}
	c := app.Driver().CanvasForObject(o)
	if c == nil {
		if ws := app.Driver().AllWindows(); len(ws) > 0 {
			c = ws[0].Canvas()
		}
	}
	d := float32(1)
	if c != nil && c.Scale() > 0 {
		d = c.Scale()
	}
	if runtime.GOOS == "darwin" {
		d = max(d, 2) // a Retina display's pixels, which Fyne's scale leaves out
	}
	return d
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
		if op.fill && (op.sw > 0 || op.radius > 0) {
			roundBox(img, op, region, sx, sy)
			continue
		}
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
// The words drawn are kept (as Fyne keeps its words' textures): a picture made again, or the
// backdrop, draws them again from here; the shaper too is kept, with what it prepared for
// each font.
var words = struct {
	sync.Mutex
	m      map[wordKey]*image.NRGBA
	shaper shaping.HarfbuzzShaper
	seg    shaping.Segmenter
}{m: map[wordKey]*image.NRGBA{}}

type wordKey struct {
	s                 string
	col               color.NRGBA
	size, scale, w, h float32
	bold              bool
	face              *font.Face
}

func drawWord(s string, col color.Color, size, scale float32, bold bool, w, h float32) *image.NRGBA {
	faces := themeFaces(fyne.TextStyle{Bold: bold})
	if len(faces) == 0 {
		return nil
	}
	key := wordKey{s, nrgba(col), size, scale, w, h, bold, faces[0]}
	words.Lock()
	defer words.Unlock()
	if img, ok := words.m[key]; ok {
		return img
	}
	if len(words.m) >= 512 {
		clear(words.m)
	}
	img := image.NewNRGBA(image.Rect(0, 0, int(math.Ceil(float64(w*scale))), int(math.Ceil(float64(h*scale)))))
	words.m[key] = img
	rn := render.Renderer{FontSize: size, PixScale: scale, Color: col}
	runes := []rune(s)
	in := shaping.Input{Text: runes, RunStart: 0, RunEnd: len(runes), Direction: di.DirectionLTR, Face: faces[0],
		Size: fixed.Int26_6(float64(size) * 64)}
	x, y := float32(0), math.MinInt
	for _, run := range words.seg.Split(in, faces) {
		out := words.shaper.Shape(run)
		if y == math.MinInt {
			y = int(math.Ceil(float64(float32(out.LineBounds.Ascent) / 64 * scale)))
		}
		rn.DrawShapedRunAt(out, img, int(x), y)
		x += float32(out.Advance) / 64 * scale
	}
	return img
}

// faceList is a font map as Fyne's: each character from the first font that has it (the
// theme's, then Fyne's own of the same style: the app's theme in a browser gives a small font
// of signs first), else the last.
type faceList []*font.Face

func (l faceList) ResolveFace(r rune) *font.Face {
	for _, f := range l {
		if _, ok := f.NominalGlyph(r); ok {
			return f
		}
	}
	return l[len(l)-1]
}

var faces = struct {
	sync.Mutex
	m map[fyne.Resource]*font.Face
}{m: map[fyne.Resource]*font.Face{}}

// themeFaces are the current theme's font for a style and Fyne's own behind it, each parsed
// once.
func themeFaces(style fyne.TextStyle) faceList {
	app := fyne.CurrentApp()
	if app == nil {
		return nil
	}
	faces.Lock()
	defer faces.Unlock()
	var l faceList
	for _, res := range []fyne.Resource{app.Settings().Theme().Font(style), theme.DefaultTheme().Font(style)} {
		if res == nil {
			continue
		}
		f, ok := faces.m[res]
		if !ok {
			f, _ = font.ParseTTF(bytes.NewReader(res.Content()))
			faces.m[res] = f
		}
		if f != nil && (len(l) == 0 || l[len(l)-1] != f) {
			l = append(l, f)
		}
	}
	return l
}

// roundBox draws a rectangle with rounded corners and an edge as Fyne's rectangle shader does:
// the edge inside the box, the corners' radius on the edge's middle line, the outline softened
// over a pixel.
func roundBox(img *image.RGBA, op bdOp, region rect, sx, sy float32) {
	x0 := (op.r.X - region.X) * sx
	y0 := (op.r.Y - region.Y) * sy
	w, h := op.r.W*sx, op.r.H*sy
	sw := float32(math.Round(float64(op.sw * sx)))
	hw, hh := (w-sw)/2, (h-sw)/2
	rad := min(float32(math.Round(float64(op.radius*sx))), min(hw, hh)+sw/2)
	cx, cy := x0+w/2, y0+h/2
	pr := image.Rect(int(math.Floor(float64(x0)))-1, int(math.Floor(float64(y0)))-1,
		int(math.Ceil(float64(x0+w)))+1, int(math.Ceil(float64(y0+h)))+1).Intersect(img.Rect)
	fr, fg, fb, fa := premul(op.col)
	sr, sg, sb, sa := premul(op.stroke)
	for y := pr.Min.Y; y < pr.Max.Y; y++ {
		for x := pr.Min.X; x < pr.Max.X; x++ {
			// the distance of the pixel's centre from the edge's middle line (inside: negative)
			qx := float32(math.Abs(float64(float32(x)+0.5-cx))) - hw + rad
			qy := float32(math.Abs(float64(float32(y)+0.5-cy))) - hh + rad
			d := float32(math.Hypot(float64(max(qx, 0)), float64(max(qy, 0)))) + min(max(qx, qy), 0) - rad
			outer := clamp01(0.5 - (d - sw/2))
			if outer <= 0 {
				continue
			}
			inner := clamp01(0.5 - (d + sw/2))
			if sw == 0 {
				inner = outer
			}
			// the fill inside, the edge between: premultiplied, then over the image
			r := fr*inner + sr*(outer-inner)
			g := fg*inner + sg*(outer-inner)
			b := fb*inner + sb*(outer-inner)
			a := fa*inner + sa*(outer-inner)
			i := img.PixOffset(x, y)
			p := img.Pix[i : i+4 : i+4]
			k := 1 - a
			p[0] = uint8(min(255, r*255+float32(p[0])*k+0.5))
			p[1] = uint8(min(255, g*255+float32(p[1])*k+0.5))
			p[2] = uint8(min(255, b*255+float32(p[2])*k+0.5))
			p[3] = uint8(min(255, a*255+float32(p[3])*k+0.5))
		}
	}
}

func premul(c color.NRGBA) (r, g, b, a float32) {
	a = float32(c.A) / 255
	return float32(c.R) / 255 * a, float32(c.G) / 255 * a, float32(c.B) / 255 * a, a
}

func clamp01(v float32) float32 { return max(0, min(1, v)) }

// Shape is a part of a Picture: a rectangle (filled, edged inside its box, its corners rounded)
// or, when Text is set, a word whose box is its measured size (fyne.MeasureText).
type Shape struct {
	Pos         fyne.Position
	Size        fyne.Size
	Fill        color.Color
	Stroke      color.Color
	StrokeWidth float32
	Radius      float32
	Text        string
	TextSize    float32
	Bold        bool
}

// Picture is shapes and words drawn into one image at the screen's pixel density: one object
// for Fyne to draw in each frame instead of one for each of them (a small figure made of many
// parts, such as a resource's meter). Its words are drawn as the board's backdrop draws them
// (plain ASCII from the theme's font); its image is made once, for the picture never changes.
type Picture struct {
	widget.BaseWidget
	shapes  []Shape
	ops     []bdOp
	min     fyne.Size
	img     *canvas.Image
	density float32
}

// NewPicture makes a picture of the given size.
func NewPicture(size fyne.Size, shapes []Shape) *Picture {
	p := &Picture{shapes: shapes, min: size}
	ops := make([]bdOp, 0, len(shapes))
	for _, sh := range shapes {
		box := rect{sh.Pos.X, sh.Pos.Y, sh.Size.Width, sh.Size.Height}
		if sh.Text != "" {
			ops = append(ops, bdOp{r: box, col: nrgba(sh.Fill), text: sh.Text, size: sh.TextSize, bold: sh.Bold})
			continue
		}
		ops = append(ops, bdOp{fill: true, r: box, col: nrgba(sh.Fill), stroke: nrgba(sh.Stroke), sw: sh.StrokeWidth, radius: sh.Radius})
	}
	p.ops = ops
	p.img = canvas.NewImageFromImage(image.NewRGBA(image.Rect(0, 0, 1, 1)))
	p.img.FillMode = canvas.ImageFillStretch
	p.ExtendBaseWidget(p)
	return p
}

// Shapes are the picture's parts (the tests read its words).
func (p *Picture) Shapes() []Shape { return p.shapes }

// MinSize is the picture's size.
func (p *Picture) MinSize() fyne.Size { return p.min }

// CreateRenderer implements fyne.Widget.
func (p *Picture) CreateRenderer() fyne.WidgetRenderer { return &pictureRenderer{p} }

type pictureRenderer struct{ p *Picture }

// Layout draws the picture's image at the pixel density of the canvas it is on (once, or
// again on a canvas of another density).
func (r *pictureRenderer) Layout(fyne.Size) {
	p := r.p
	if d := pixelScale(p); d != p.density {
		p.density = d
		p.img.Image = paintBackdrop(p.ops, rect{0, 0, p.min.Width, p.min.Height}, pixels(p.min.Width, d), pixels(p.min.Height, d))
		p.img.Refresh()
	}
	p.img.Move(fyne.NewPos(0, 0))
	p.img.Resize(p.min)
}
func (r *pictureRenderer) MinSize() fyne.Size           { return r.p.min }
func (r *pictureRenderer) Refresh()                     {}
func (r *pictureRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.p.img} }
func (r *pictureRenderer) Destroy()                     {}

// fitText is where text draws a string, its measured size and its text size, never below
// minText (ok false: it draws nothing).
func fitText(s string, box rect, size float32, bold bool, align int, minText float32) (pos fyne.Position, ts fyne.Size, _ float32, ok bool) {
	if s == "" || size < 4 {
		return pos, ts, size, false
	}
	style := fyne.TextStyle{Bold: bold}
	ts = fyne.MeasureText(s, size, style)
	// too wide for its box: a smaller size (down to 70 %), never a cut word (a text's width
	// does not follow its size exactly: a second step takes what the first left over)
	for least, i := size*0.7, 0; i < 2 && box.W > 0 && ts.Width > box.W && size > least; i++ {
		size = max(least, size*box.W/ts.Width*0.995)
		ts = fyne.MeasureText(s, size, style)
	}
	if size < minText {
		size = minText
		ts = fyne.MeasureText(s, size, style)
	}
	x := box.X + (box.W-ts.Width)/2
	switch align {
	case -1:
		x = box.X
	case 1:
		x = box.X + box.W - ts.Width
	}
	return fyne.NewPos(x, box.Y+(box.H-ts.Height)/2), ts, size, true
}
