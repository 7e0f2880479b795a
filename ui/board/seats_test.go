//go:build ci

package board

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"whistle/bot"
	"whistle/engine/record"
	"whistle/ui/game"
)

// TestSeatedBoardColours: a 3-seat game's board draws every seat's workers and airships in
// its seat's colour, none as the outlaws' game's sides or blockers; the
// key names the seats, and the read-only board takes no taps.
func TestSeatedBoardColours(t *testing.T) {
	a := test.NewApp()
	defer a.Quit()
	p, err := bot.PlaySeatsGame(11, 3, bot.GreedyChecked)
	if err != nil {
		t.Fatal(err)
	}
	h := record.New(p.Game, nil)
	b := NewSeatedPlay(game.ViewOf(h), []string{"black", "red", "yellow"}, []string{"Ana", "Léa", "Bot"})
	b.ReadOnly = true
	w := test.NewWindow(b)
	defer w.Close()
	w.Resize(fyne.NewSize(900, 1000))
	fills := map[color.Color]int{}
	texts := map[string]bool{}
	for _, o := range test.WidgetRenderer(b).Objects() {
		switch v := o.(type) {
		case *canvas.Circle:
			fills[v.FillColor]++
		case *canvas.Rectangle:
			fills[v.FillColor]++
		case *canvas.Text:
			texts[v.Text] = true
		}
	}
	for i, c := range []string{"black", "red", "yellow"} {
		if fills[seatPalette[c][0]] == 0 {
			t.Errorf("seat %d's colour (%s) is not on the board", i+1, c)
		}
	}
	if fills[colOverlay] > 0 {
		t.Error("the outlaws' overlay covers a base game's grid")
	}
	if fills[colBlock] > 0 || fills[colOut] > 0 && seatPalette["red"][0] != colOut {
		t.Error("pieces drawn as the blockers' or the outlaws'")
	}
	for _, want := range []string{"Ana", "Léa", "Bot"} {
		if !texts[want] {
			t.Errorf("no %q on the board", want)
		}
	}
	before := b.s.Status().Msg.Debug()
	b.TapAt(fyne.NewPos(450, 500))
	if b.s.Status().Msg.Debug() != before {
		t.Error("the read-only board answered a tap")
	}
}
