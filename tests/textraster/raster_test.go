package textraster

import (
	"bytes"
	"image"
	"image/color"
	"testing"

	"fyne.io/fyne/v2/theme"
	"github.com/go-text/render"
	"github.com/go-text/typesetting/font"
)

// generic is an NRGBA image the rasteriser does not recognise as one: drawn into, it takes
// the original generic path, pixel by pixel, that the patch replaced for *image.NRGBA.
type generic struct{ *image.NRGBA }

func face(t testing.TB, bold bool) *font.Face {
	res := theme.DefaultTextFont()
	if bold {
		res = theme.DefaultTextBoldFont()
	}
	f, err := font.ParseTTF(bytes.NewReader(res.Content()))
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// rows are texts the app draws (its log, its French, a symbol, a long row at the phone's
// width), in the colours it draws them in (opaque, and a disabled button's half-transparent
// grey).
var rows = []string{
	"[O] The outlaws roll 6: the right card, no. 33 — place their dreadnought [D], then build",
	"Aérostat (2 cases) : à quai sur votre plateau (prêt) · « Finir le tour »",
	"Die: 3 → the middle card (#23): Airship: blimp, Upgr…",
	"W",
}

var pens = []color.Color{
	color.NRGBA{R: 0x21, G: 0x21, B: 0x21, A: 0xff},
	color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0xff},
	color.NRGBA{R: 0x80, G: 0x80, B: 0x80, A: 0x61},
}

// TestMaskedTextMatchesTheGenericPath: every row, in every pen, regular and bold, at the
// phone's pixel scale and at 1, is drawn by the patched path as the original path draws it:
// each pixel, as it shows (its colour premultiplied by its alpha), within 1 of the original in
// every channel (the mask keeps 8 bits of coverage where the original kept 16), and something
// drawn at all.
func TestMaskedTextMatchesTheGenericPath(t *testing.T) {
	for _, bold := range []bool{false, true} {
		f := face(t, bold)
		for _, scale := range []float32{1, 2} {
			for _, pen := range pens {
				for _, s := range rows {
					r := render.Renderer{FontSize: 14, PixScale: scale, Color: pen}
					w := int(float32(len(s)) * 9 * scale)
					h := int(24 * scale)
					fast := image.NewNRGBA(image.Rect(0, 0, w, h))
					slow := generic{image.NewNRGBA(image.Rect(0, 0, w, h))}
					r.DrawString(s, fast, f)
					r.DrawString(s, slow, f)
					covered, worst := 0, 0
					for i := 0; i < len(fast.Pix); i += 4 {
						a, b := fast.Pix[i:i+4], slow.Pix[i:i+4]
						if a[3] > 0 {
							covered++
						}
						// compared as seen: premultiplied (a pixel of no alpha shows nothing,
						// whatever its colour bytes hold)
						for c := range 4 {
							pa, pb := int(a[c]), int(b[c])
							if c < 3 {
								pa, pb = pa*int(a[3])/0xff, pb*int(b[3])/0xff
							}
							worst = max(worst, pa-pb, pb-pa)
						}
					}
					if worst > 1 {
						t.Errorf("%q (bold %v, scale %v, pen %v): a channel differs by %d from the original path", s, bold, scale, pen, worst)
					}
					if covered < len(s)*int(scale*scale)*4 {
						t.Errorf("%q (bold %v, scale %v): only %d pixels drawn", s, bold, scale, covered)
					}
				}
			}
		}
	}
}

// TestThePatchedRasteriserIsBuiltIn: the app is built with the patched copy of the text
// rasteriser (go.mod's replace): drawing a row into an NRGBA image costs a handful of
// allocations, where the original path allocates for every pixel it reads.
func TestThePatchedRasteriserIsBuiltIn(t *testing.T) {
	f := face(t, false)
	r := render.Renderer{FontSize: 14, PixScale: 2, Color: pens[0]}
	rect := image.Rect(0, 0, 200, 40)
	masked := testing.AllocsPerRun(5, func() { r.DrawString("Confirm", image.NewNRGBA(rect), f) })
	original := testing.AllocsPerRun(5, func() { r.DrawString("Confirm", generic{image.NewNRGBA(rect)}, f) })
	t.Logf("allocations: masked %v, original %v", masked, original)
	if masked*10 > original {
		t.Fatalf("a row drawn into an NRGBA image allocates %v times (the original path %v): the patched rasteriser is not in the build", masked, original)
	}
}

// BenchmarkTextRow draws one long row at the phone's scale (2) through the patched path
// (masked) and through the original one (generic), as Fyne draws a row of the log into its
// texture: go test -bench TextRow ./tests/textraster (docs/performance-phone.md).
func BenchmarkTextRow(b *testing.B) {
	f := face(b, false)
	r := render.Renderer{FontSize: 14, PixScale: 2, Color: pens[0]}
	s := rows[0]
	rect := image.Rect(0, 0, 1320, 40)
	b.Run("masked", func(b *testing.B) {
		for b.Loop() {
			r.DrawString(s, image.NewNRGBA(rect), f)
		}
	})
	b.Run("generic", func(b *testing.B) {
		for b.Loop() {
			r.DrawString(s, generic{image.NewNRGBA(rect)}, f)
		}
	})
}
