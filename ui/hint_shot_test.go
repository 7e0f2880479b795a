//go:build ci

package ui

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"whistle/bot"
	"whistle/engine"
	"whistle/internal/switches"
)

// TestExpertHintShots draws the expert's hint and the New game page with its win rates through
// Fyne's software test painter (docs/ui-features.md shows both), into a scratch folder or the one
// WM_SHOTS_TEST names (docs/screenshots), and checks that each picture is a drawn window that
// shows what it is for.
func TestExpertHintShots(t *testing.T) {
	dir := switches.ShotsTest.Or(t.TempDir())
	u := playedTurns(t, 13, 6)
	u.gameScreen.Session().Hints().Expert = func(g *engine.Game) bot.Decision { return bot.Expert(g, bot.Sim) }
	tapButton(t, u, "Hint")
	tapButton(t, u, "Think deeper")
	shot := func(name, shows string) image.Image {
		if !strings.Contains(screenText(u), shows) {
			t.Errorf("%s: the screen does not show %q", name, shows)
		}
		u.Win.Resize(fyne.NewSize(1280, 901)) // lay the window out again before drawing it
		u.Win.Resize(fyne.NewSize(1280, 900))
		path := filepath.Join(dir, name)
		f, err := os.Create(path)
		if err != nil {
			t.Fatal(err)
		}
		img := u.Win.Canvas().Capture()
		if err := png.Encode(f, img); err != nil {
			t.Fatal(err)
		}
		if err := f.Close(); err != nil {
			t.Fatal(err)
		}
		back, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		defer back.Close()
		cfg, err := png.DecodeConfig(back)
		if err != nil || cfg.Width < 1280 || cfg.Height < 900 {
			t.Errorf("%s: %dx%d (%v), want the whole window", name, cfg.Width, cfg.Height, err)
		}
		if n := colours(img, 50); n < 50 {
			t.Errorf("%s: %d colours, a window drawn has many", name, n)
		}
		return img
	}
	hint := shot("expert-hint.png", "over the next best")
	u.ShowNewGame()
	u.pages.newGame.Form().Difficulty.SetSelected("Normal")
	page := shot("newgame-winrates.png", "the expert bot (Think deeper)")
	if samePixels(hint, page) {
		t.Error("the New game page drew the same picture as the game screen")
	}
}

// colours counts an image's distinct colours, up to most.
func colours(img image.Image, most int) int {
	seen := map[[4]uint32]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 3 {
		for x := b.Min.X; x < b.Max.X; x += 3 {
			r, g, bl, a := img.At(x, y).RGBA()
			seen[[4]uint32{r, g, bl, a}] = true
			if len(seen) >= most {
				return len(seen)
			}
		}
	}
	return len(seen)
}

// samePixels reports whether two images are the same size and every pixel matches.
func samePixels(a, b image.Image) bool {
	if a.Bounds() != b.Bounds() {
		return false
	}
	r := a.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if a.At(x, y) != b.At(x, y) {
				return false
			}
		}
	}
	return true
}
