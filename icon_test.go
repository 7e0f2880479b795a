package main

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"testing"
)

// The window's icon is the packages' icon at half its size: 256 pixels wide, each pixel within
// a few steps of the average of its 2×2 block of Icon.png (its colours weighted by their
// opacity, as a resize does), so a new Icon.png without a new Icon-256.png fails here.
func TestWindowIconIsTheIconAtHalfSize(t *testing.T) {
	big := decode(t, "Icon.png")
	small, err := png.Decode(bytes.NewReader(icon))
	if err != nil {
		t.Fatal(err)
	}
	if small.Bounds() != image.Rect(0, 0, 256, 256) || big.Bounds() != image.Rect(0, 0, 512, 512) {
		t.Fatalf("the icons are %v and %v, want 512 and 256 pixels square", big.Bounds(), small.Bounds())
	}
	worst := 0
	for y := 0; y < 256; y++ {
		for x := 0; x < 256; x++ {
			var sum [4]int
			for d := 0; d < 4; d++ {
				r, g, b, a := big.At(2*x+d%2, 2*y+d/2).RGBA() // premultiplied by the opacity
				sum[0], sum[1], sum[2], sum[3] = sum[0]+int(r>>8), sum[1]+int(g>>8), sum[2]+int(b>>8), sum[3]+int(a>>8)
			}
			r, g, b, a := small.At(x, y).RGBA()
			got := [4]int{int(r >> 8), int(g >> 8), int(b >> 8), int(a >> 8)}
			for k := range got {
				worst = max(worst, abs(got[k]-sum[k]/4))
			}
		}
	}
	if worst > 3 {
		t.Errorf("a pixel of Icon-256.png is %d steps from the average of its block of Icon.png", worst)
	}
}

func decode(t *testing.T, name string) image.Image {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	return img
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
