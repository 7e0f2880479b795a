//go:build ci

package home

import (
	"image"
	"image/color"
	"math/rand"
	"testing"
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
	fast, slow := halve(src, 20), halve(opaqueImage{src}, 20)
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
