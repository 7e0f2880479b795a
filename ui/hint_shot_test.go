//go:build ci

package ui

import (
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"

	"whistle/bot"
	"whistle/engine"
)

// TestExpertHintShots draws the expert's hint and the New game page with its win rates through
// Fyne's software test painter, into the folder WM_SHOTS_TEST names (docs/screenshots).
func TestExpertHintShots(t *testing.T) {
	dir := os.Getenv("WM_SHOTS_TEST")
	if dir == "" {
		t.Skip("WM_SHOTS_TEST is not set")
	}
	u := playedTurns(t, 13, 6)
	u.S.Expert = func(g *engine.Game) bot.Decision { return bot.Expert(g, bot.Sim) }
	tapButton(t, u, "Hint")
	tapButton(t, u, "Think deeper")
	shot := func(name string) {
		u.Win.Resize(fyne.NewSize(1280, 901)) // lay the window out again before drawing it
		u.Win.Resize(fyne.NewSize(1280, 900))
		f, err := os.Create(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		if err := png.Encode(f, u.Win.Canvas().Capture()); err != nil {
			t.Fatal(err)
		}
	}
	shot("expert-hint.png")
	u.ShowNewGame()
	u.newGame.form.Difficulty.SetSelected("Normal")
	shot("newgame-winrates.png")
}
