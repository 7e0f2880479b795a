package render

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"github.com/go-text/typesetting/font"
	"github.com/go-text/typesetting/font/opentype"
	"github.com/go-text/typesetting/shaping"
	"github.com/srwiley/rasterx"
	"golang.org/x/image/math/fixed"
)

// Renderer defines a type that can render strings to a bitmap canvas.
// The size and look of output depends on the various fields in this struct.
// Developers should provide suitable output images for their draw requests.
// This type is not thread safe so instances should be used from only 1 goroutine.
type Renderer struct {
	// FontSize defines the point size of output text, commonly between 10 and 14 for regular text
	FontSize float32
	// PixScale is used to indicate the pixel density of your output target.
	// For example on a hi-DPI (or "retina") display this may be 2.0.
	// Default value is 1.0, meaning 1 pixel on the image for each render pixel.
	PixScale float32
	// Color is the pen colour for rendering
	Color color.Color

	segmenter   shaping.Segmenter
	shaper      shaping.HarfbuzzShaper
	filler      *rasterx.Filler
	fillerScale float32
}

func (r *Renderer) shape(str string, face *font.Face) (_ shaping.Line, ascent int) {
	text := []rune(str)
	in := shaping.Input{
		Text:     text,
		RunStart: 0,
		RunEnd:   len(text),
		Face:     face,
		Size:     fixed.I(int(r.FontSize)),
	}

	runs := r.segmenter.Split(in, singleFontMap{face})

	line := make(shaping.Line, len(runs))
	for i, run := range runs {
		line[i] = r.shaper.Shape(run)
		if a := line[i].LineBounds.Ascent.Ceil(); a > ascent {
			ascent = a
		}
	}
	return line, ascent
}

// DrawString will rasterise the given string into the output image using the specified font face.
// The text will be drawn starting at the left edge, down from the image top by the
// font ascent value, so that the text is all visible.
// The return value is the X pixel position of the end of the drawn string.
func (r *Renderer) DrawString(str string, img draw.Image, face *font.Face) int {
	line, ascent := r.shape(str, face)
	x := 0
	for _, run := range line {
		x = r.DrawShapedRunAt(run, img, x, ascent)
	}
	return x
}

// DrawStringAt will rasterise the given string into the output image using the specified font face.
// The text will be drawn starting at the x, y pixel position.
// Note that x and y are not multiplied by the `PixScale` value as they refer to output coordinates.
// The return value is the X pixel position of the end of the drawn string.
func (r *Renderer) DrawStringAt(str string, img draw.Image, x, y int, face *font.Face) int {
	line, _ := r.shape(str, face)
	for _, run := range line {
		x = r.DrawShapedRunAt(run, img, x, y)
	}
	return x
}

// DrawShapedRunAt will rasterise the given shaper run into the output image using font face referenced in the shaping.
// The text will be drawn starting at the startX, startY pixel position.
// Note that startX and startY are not multiplied by the `PixScale` value as they refer to output coordinates.
// The return value is the X pixel position of the end of the drawn string.
func (r *Renderer) DrawShapedRunAt(run shaping.Output, img draw.Image, startX, startY int) int {
	if r.PixScale == 0 {
		r.PixScale = 1
	}
	scale := r.FontSize * r.PixScale / float32(run.Face.Upem())
	r.fillerScale = scale

	b := img.Bounds()
	// An NRGBA image (what Fyne draws its text into) has no fast path in the rasteriser, which
	// then reads and writes every pixel of the image through color.Color interfaces. The
	// outlines are rasterised into a coverage mask instead (the rasteriser's fast path) and
	// the pen's colour is drawn through it onto the image (overNRGBA).
	target, nrgba := img, (*image.NRGBA)(nil)
	var mask *image.Alpha
	if dst, ok := img.(*image.NRGBA); ok {
		nrgba, mask = dst, image.NewAlpha(b)
		target = mask
	}
	scanner := rasterx.NewScannerGV(b.Dx(), b.Dy(), target, b)
	f := rasterx.NewFiller(b.Dx(), b.Dy(), scanner)
	r.filler = f
	if mask != nil {
		f.SetColor(color.Opaque)
	} else {
		f.SetColor(r.Color)
	}
	x := float32(startX)
	y := float32(startY)
	for _, g := range run.Glyphs {
		xPos := x + fixed266ToFloat(g.XOffset)*r.PixScale
		yPos := y - fixed266ToFloat(g.YOffset)*r.PixScale
		data := run.Face.GlyphData(g.GlyphID)
		switch format := data.(type) {
		case font.GlyphOutline:
			r.drawOutline(g, format, f, scale, xPos, yPos)
		case font.GlyphBitmap:
			_ = r.drawBitmap(g, format, img, xPos, yPos)
		case font.GlyphSVG:
			_ = r.drawSVG(g, format, img, xPos, yPos)
		}

		x += fixed266ToFloat(g.XAdvance) * r.PixScale
	}
	f.Draw()
	if mask != nil {
		overNRGBA(nrgba, mask, r.Color)
	}
	r.filler = nil
	return int(math.Ceil(float64(x)))
}

// overNRGBA draws the colour c through the coverage mask m over dst (m has dst's bounds): what
// the rasteriser's generic path computes for each pixel (Porter-Duff over in 16-bit
// premultiplied colour, then back to NRGBA as color.NRGBAModel converts), for the pixels the
// mask covers only (the others are left as they are).
func overNRGBA(dst *image.NRGBA, m *image.Alpha, c color.Color) {
	sr, sg, sb, sa := c.RGBA()
	b := dst.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		mi, di := m.PixOffset(b.Min.X, y), dst.PixOffset(b.Min.X, y)
		for x := b.Min.X; x < b.Max.X; x, mi, di = x+1, mi+1, di+4 {
			ma := uint32(m.Pix[mi])
			if ma == 0 {
				continue
			}
			ma |= ma << 8
			p := dst.Pix[di : di+4 : di+4]
			// the pixel's colour premultiplied, as color.NRGBA.RGBA gives it
			dr, dg, db, da := uint32(p[0]), uint32(p[1]), uint32(p[2]), uint32(p[3])
			dr |= dr << 8
			dr *= da
			dr /= 0xff
			dg |= dg << 8
			dg *= da
			dg /= 0xff
			db |= db << 8
			db *= da
			db /= 0xff
			da |= da << 8
			a := 0xffff - (sa * ma / 0xffff)
			or := (dr*a + sr*ma) / 0xffff
			og := (dg*a + sg*ma) / 0xffff
			ob := (db*a + sb*ma) / 0xffff
			oa := (da*a + sa*ma) / 0xffff
			switch oa {
			case 0xffff:
				p[0], p[1], p[2], p[3] = uint8(or>>8), uint8(og>>8), uint8(ob>>8), 0xff
			case 0:
				p[0], p[1], p[2], p[3] = 0, 0, 0, 0
			default:
				p[0], p[1], p[2], p[3] = uint8((or*0xffff/oa)>>8), uint8((og*0xffff/oa)>>8), uint8((ob*0xffff/oa)>>8), uint8(oa>>8)
			}
		}
	}
}

func (r *Renderer) drawOutline(g shaping.Glyph, bitmap font.GlyphOutline, f *rasterx.Filler, scale float32, x, y float32) {
	for _, s := range bitmap.Segments {
		switch s.Op {
		case opentype.SegmentOpMoveTo:
			f.Start(fixed.Point26_6{X: floatToFixed266(s.Args[0].X*scale + x), Y: floatToFixed266(-s.Args[0].Y*scale + y)})
		case opentype.SegmentOpLineTo:
			f.Line(fixed.Point26_6{X: floatToFixed266(s.Args[0].X*scale + x), Y: floatToFixed266(-s.Args[0].Y*scale + y)})
		case opentype.SegmentOpQuadTo:
			f.QuadBezier(fixed.Point26_6{X: floatToFixed266(s.Args[0].X*scale + x), Y: floatToFixed266(-s.Args[0].Y*scale + y)},
				fixed.Point26_6{X: floatToFixed266(s.Args[1].X*scale + x), Y: floatToFixed266(-s.Args[1].Y*scale + y)})
		case opentype.SegmentOpCubeTo:
			f.CubeBezier(fixed.Point26_6{X: floatToFixed266(s.Args[0].X*scale + x), Y: floatToFixed266(-s.Args[0].Y*scale + y)},
				fixed.Point26_6{X: floatToFixed266(s.Args[1].X*scale + x), Y: floatToFixed266(-s.Args[1].Y*scale + y)},
				fixed.Point26_6{X: floatToFixed266(s.Args[2].X*scale + x), Y: floatToFixed266(-s.Args[2].Y*scale + y)})
		}
	}
	f.Stop(true)
}

func fixed266ToFloat(i fixed.Int26_6) float32 {
	return float32(float64(i) / 64)
}

func floatToFixed266(f float32) fixed.Int26_6 {
	return fixed.Int26_6(int(float64(f) * 64))
}

type singleFontMap struct {
	face *font.Face
}

func (sf singleFontMap) ResolveFace(rune) *font.Face { return sf.face }
