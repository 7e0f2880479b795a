//go:build ci

package gamescreen

import (
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"whistle/engine"
	"whistle/internal/switches"
	"whistle/internal/wiring"
	"whistle/outlaws"
	"whistle/ui/game"
	"whistle/ui/internal/screentest"
	"whistle/ui/text"
)

// panelText is every word of a tab's objects, nested ones included.
func panelText(objs []fyne.CanvasObject) string {
	return screentest.Texts(test.LaidOutObjects(container.NewVBox(objs...)))
}

// The Markets tab of a copied game shows a piece the table has not told as not told (the
// stack's count still there), never the app's own draw; once told, it reads like the digital
// game's, which never says "not told".
func TestMarketsTabHidesUntoldPieces(t *testing.T) {
	text.SetLanguage(text.LangEN)
	u := newTestUI(t)
	cat := u.gameScreen.Session().Cat
	names := func(g *engine.Game) []string {
		var out []string
		for _, m := range g.MachineMarkets {
			for _, d := range m.Slots {
				if d >= 0 {
					out = append(out, cat.Machines[d].Name.EN)
				}
			}
		}
		return out
	}

	digital, _ := wiring.BoxOf(cat).NewGame(engine.Options{Seed: 21, Variant: outlaws.Name})
	u.PlayGame(digital, false)
	txt := panelText(u.gameScreen.sides.marketsPanel())
	if strings.Contains(txt, "not told yet") {
		t.Fatalf("the digital game says a piece is not told:\n%s", txt)
	}
	for _, n := range names(u.gameScreen.Session().Game()) {
		if !strings.Contains(txt, n) {
			t.Fatalf("the digital game's market lacks %s", n)
		}
	}

	g, _ := wiring.BoxOf(cat).NewGame(engine.Options{Seed: 21, Variant: outlaws.Name})
	g.CopyTable()
	u.PlayGame(g, true)
	txt = panelText(u.gameScreen.sides.marketsPanel())
	if !strings.Contains(txt, "(a machine not told yet)") || !strings.Contains(txt, "left; top: not told yet") {
		t.Fatalf("untold pieces not shown as such:\n%s", txt)
	}
	for _, n := range names(u.gameScreen.Session().Game()) {
		if strings.Contains(txt, n) {
			t.Fatalf("the app's own draw %s is shown before the table told it:\n%s", n, txt)
		}
	}
	for guard := 0; guard < 100; guard++ {
		if _, ok := u.gameScreen.Session().Game().TableQuestion(); !ok {
			break
		}
		u.gameScreen.Do(u.gameScreen.Session().Game().TableAnswers()[0])
	}
	txt = panelText(u.gameScreen.sides.marketsPanel())
	if strings.Contains(txt, "not told yet") {
		t.Fatalf("told pieces still hidden:\n%s", txt)
	}
	for _, n := range names(u.gameScreen.Session().Game()) {
		if !strings.Contains(txt, n) {
			t.Fatalf("the told machine %s is not shown:\n%s", n, txt)
		}
	}
}

// The outlaws' placements of a copied game carry a "+N VP" badge on the board (the window's
// picture is saved in WM_SHOTS for the guide).
func TestBoardBadgesOutlawPlacementVP(t *testing.T) {
	text.SetLanguage(text.LangEN)
	u := newTestUI(t)
	g, _ := u.gameScreen.Session().Box.NewGame(engine.Options{Seed: 8, Variant: outlaws.Name, Difficulty: "normal"})
	g.CopyTable()
	u.PlayGame(g, false)
	for k := 0; k < 30 && !u.gameScreen.Session().Game().Over(); k++ {
		game.PlayTurns(u.gameScreen.Session(), 1)
		if u.gameScreen.Session().Outlaws().Changed != nil && len(u.gameScreen.Session().Outlaws().Changed.VP) > 0 {
			break
		}
	}
	if u.gameScreen.Session().Outlaws().Changed == nil || len(u.gameScreen.Session().Outlaws().Changed.VP) == 0 {
		t.Fatal("no outlaw placement badged")
	}
	u.gameScreen.Refresh()
	if dir := switches.Shots.Get(); dir != "" {
		f, err := os.Create(filepath.Join(dir, "companion-mirror-vp-badge.png"))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		if err := png.Encode(f, u.Win.Canvas().Capture()); err != nil {
			t.Fatal(err)
		}
	}
}
