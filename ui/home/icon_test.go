//go:build ci

package home

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"math/rand"
	"testing"

	"fyne.io/fyne/v2"
)

// opaqueImage hides an image's type: halve then reads it through At, pixel by pixel.
type opaqueImage struct{ image.Image }

// TestHalveReadsNRGBABytesAsAt: the home icon's shrinking from an NRGBA image's bytes gives the
// image it gives through At, for an image whose bounds do not start at 0 and an odd size.
func TestHalveReadsNRGBABytesAsAt(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	full := image.NewNRGBA(image.Rect(0, 0, 71, 53))
	for i := range full.Pix {
		full.Pix[i] = uint8(r.Intn(256))
	}
	src := full.SubImage(image.Rect(3, 5, 70, 52)).(*image.NRGBA) // 67 × 47, at (3, 5)
	fast, slow := halve(src, 16, 11), halve(opaqueImage{src}, 16, 11)
	if fast.Bounds() != slow.Bounds() || fast.Bounds().Dx() != 16 {
		t.Fatalf("bounds %v from the bytes, %v through At (want 16 wide)", fast.Bounds(), slow.Bounds())
	}
	for y := 0; y < fast.Bounds().Dy(); y++ {
		for x := 0; x < fast.Bounds().Dx(); x++ {
			a := color.NRGBAModel.Convert(fast.At(x, y))
			b := color.NRGBAModel.Convert(slow.At(x, y))
			if a != b {
				t.Fatalf("pixel (%d, %d): %v from the bytes, %v through At", x, y, a, b)
			}
		}
	}
}

// TestIconIsDrawnAtThePixelsItCovers: the home screen's icon comes halved from its file while
// it stays at least the size asked for (128 pixels from 256 at a scale of 1, the file itself
// at 1.5), premultiplied, each pixel the average of the 2×2 block of the file it covers; a
// resource that is no image gives an empty image and no icon slot.
func TestIconIsDrawnAtThePixelsItCovers(t *testing.T) {
	src := image.NewNRGBA(image.Rect(0, 0, 256, 256))
	for y := 0; y < 256; y++ {
		for x := 0; x < 256; x++ {
			src.SetNRGBA(x, y, color.NRGBA{uint8(x), uint8(y), 40, 255})
		}
	}
	src.SetNRGBA(0, 0, color.NRGBA{200, 100, 0, 0}) // a transparent pixel in the first block
	var buf bytes.Buffer
	if err := png.Encode(&buf, src); err != nil {
		t.Fatal(err)
	}
	res := fyne.NewStaticResource("icon.png", buf.Bytes())
	if !isImage(res) || isImage(fyne.NewStaticResource("x.png", []byte("not a png"))) || isImage(nil) {
		t.Fatal("isImage")
	}
	var c iconCache
	for _, k := range []struct{ w, h, want int }{{128, 128, 128}, {192, 192, 256}, {88, 88, 128}, {64, 64, 64}, {300, 300, 256}} {
		img := c.at(res, k.w, k.h)
		if b := img.Bounds(); b.Dx() != k.want || b.Dy() != k.want {
			t.Errorf("asked %d×%d: got %v, want %d wide", k.w, k.h, b, k.want)
		}
	}
	img := c.at(res, 128, 128).(*image.RGBA)
	// pixel (10, 20) covers the file's (20..21, 40..41): red 20.5, green 40.5, blue 40, opaque
	if got := img.RGBAAt(10, 20); got != (color.RGBA{20, 40, 40, 255}) {
		t.Errorf("pixel (10, 20) = %v", got)
	}
	// pixel (0, 0): three opaque pixels and a transparent one, alpha 191, premultiplied
	if got := img.RGBAAt(0, 0); got.A != 191 || got.R > got.A || got.G > got.A {
		t.Errorf("pixel (0, 0) = %v, want alpha 191, premultiplied", got)
	}
	if b := c.at(fyne.NewStaticResource("x.png", []byte("not a png")), 128, 128).Bounds(); !b.Empty() {
		t.Errorf("a resource that is no image: %v", b)
	}
}
