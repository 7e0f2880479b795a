//go:build ci

package gamescreen

import (
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"whistle/automa"
	"whistle/companion/companiontest"
	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/msg"
	"whistle/internal/switches"
	"whistle/outlaws"
	"whistle/ui/game"
	"whistle/ui/settings"
	"whistle/ui/text"
	"whistle/ui/widgets"
)

// The guide's pictures of a copy of a table, in French at the larger text, at 1280×900 and on
// a 400×700 phone: the setup checklist, the outlaw card's number pad, and an outlaw scaffold's
// and the Lift's placement sentences with Placed, their frames on the board
// (WM_SHOTS=docs/screenshots).
func TestCopyModeScreenshots(t *testing.T) {
	dir := switches.Shots.Get()
	if dir == "" {
		t.Skip("WM_SHOTS not set")
	}
	sizes := map[string]fyne.Size{"desktop": {Width: 1280, Height: 900}, "phone": {Width: 400, Height: 700}}
	for name, size := range sizes {
		open := func(seed uint64) (*testWindow, *companiontest.PileTable) {
			u := newTestUI(t)
			u.App.Preferences().SetInt(settings.KeyTextSize, 2)
			text.SetLanguage(text.LangFR)
			u.Mobile = name == "phone"
			u.applyTheme()
			u.Rebuild()
			u.Win.Resize(size)
			g, _ := u.gameScreen.Session().Box.NewGame(engine.Options{Seed: seed, Variant: outlaws.Name, Difficulty: "normal"})
			g.CopyTable()
			table := companiontest.NewPileTable(g, seed*13+5, text.Render)
			u.playGame(g, false)
			u.Win.Resize(size)
			u.gameScreen.Refresh()
			return u, table
		}
		save := func(u *testWindow, file string) {
			u.gameScreen.Refresh()
			settle(u)
			f, err := os.Create(filepath.Join(dir, "companion-copy-"+file+"-"+name+".png"))
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			defer func() {
				if r := recover(); r != nil {
					t.Logf("%s %s: the capture failed: %v", name, file, r)
				}
			}()
			if err := png.Encode(f, u.Win.Canvas().Capture()); err != nil {
				t.Fatal(err)
			}
		}
		// the setup checklist, under the first question (scrolled to it on a phone)
		u, _ := open(5)
		if name == "phone" {
			u.gameScreen.Refresh()
			settle(u)
			d := fyne.CurrentApp().Driver()
			var list fyne.CanvasObject = u.gameScreen.panel.actions
			for _, o := range u.gameScreen.panel.actions.Objects {
				if _, ok := o.(*widget.Card); ok {
					list = o // the checklist, under the answers
				}
			}
			u.gameScreen.panel.actScroll.ScrollToOffset(fyne.NewPos(0, d.AbsolutePositionForObject(list).Y-d.AbsolutePositionForObject(u.gameScreen.panel.actions).Y))
			settle(u)
			f, _ := os.Create(filepath.Join(dir, "companion-copy-checklist-"+name+".png"))
			png.Encode(f, u.Win.Canvas().Capture())
			f.Close()
		} else {
			save(u, "checklist")
		}
		// the outlaw card's number pad, then a scaffold's and the Lift's placements
		found := map[string]bool{}
		for seed := uint64(1); seed <= 300 && !(found["scaffold"] && found["lift"]); seed++ {
			u, table := open(seed)
			s := u.gameScreen.Session()
			for k := 0; k < 6000 && !s.Game().Over(); k++ {
				g := s.Game()
				if r, ok := g.TableQuestion(); ok {
					if r.Pile == "market" && r.Index == 3 && !found["upgrades"] {
						found["upgrades"] = true
						save(u, "upgrade-market")
					}
					if r.Pile == "outlaw" && !found["pad"] && !g.InSetup() {
						found["pad"] = true
						save(u, "outlaw-card")
					}
					a, err := table.Answer(g, text.Render)
					if err != nil {
						t.Fatal(err)
					}
					s.Do(a)
					continue
				}
				if s.Outlaws().OutlawsToMove() {
					if !automa.TableRolled(&g.Outlaw) && s.Outlaws().TableDie == 0 {
						s.Outlaws().TableDie = table.Die()
					}
					s.Outlaws().OutlawStep()
					continue
				}
				if g.Active() == engine.You && len(u.gameScreen.table.toPlace()) > 0 {
					// the card to lay at the table, first in the Play panel, its pieces framed
					for _, l := range u.gameScreen.table.toPlace() {
						what := ""
						switch l.Text.ID {
						case "ol.scaffold_p":
							what = "scaffold"
						case "ol.machine_p":
							if m, ok := l.Text.Arg("Machine"); ok && m.Text == catalog.CompMachine+"lift" {
								what = "lift"
							}
						}
						if what != "" && !found[what] && (what == "lift" || found["pad"]) {
							found[what] = true
							u.gameScreen.Refresh()
							settle(u)
							u.gameScreen.panel.actScroll.ScrollToOffset(fyne.NewPos(0, 0))
							if name == "phone" && l.Text.ID != u.gameScreen.table.toPlace()[0].Text.ID {
								// a phone shows the first sentence under the title: the next one
								// is read by scrolling the panel (Placed and your own turn's
								// buttons stay where they are)
								d := fyne.CurrentApp().Driver()
								sentence := text.Render(l.Text)
								for _, o := range test.LaidOutObjects(u.gameScreen.panel.actions) {
									if w, ok := o.(*widgets.WrapText); ok && w.Text == sentence {
										u.gameScreen.panel.actScroll.ScrollToOffset(fyne.NewPos(0, d.AbsolutePositionForObject(w).Y-d.AbsolutePositionForObject(u.gameScreen.panel.actions).Y))
									}
								}
								settle(u)
							}
							save(u, what)
						}
					}
				}
				if found["lift"] && found["scaffold"] {
					break
				}
				s.Do(game.GreedyMove(g))
			}
		}
		t.Logf("%s: %v", name, found)
	}
	text.SetLanguage(text.LangEN)
	_ = msg.Msg{}
}

// settle lays the window out until the wrapped texts have their heights at their widths.
func settle(u *testWindow) {
	for i := 0; i < 3; i++ {
		u.Win.Content().Refresh()
		test.LaidOutObjects(u.Win.Content())
	}
}
