//go:build ci

package companionscreen

import (
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	core "whistle/companion"
	"whistle/engine"
	"whistle/internal/switches"
	"whistle/ui"
)

// phone is the size every companion screen must fit: 360×640 dp, a small phone held upright.
var phone = fyne.NewSize(360, 640)

// fitChecker checks a screen at phone size: nothing wider than the window, no text cut (every
// label and button at least as wide and tall as its text needs), every target big enough; with
// WM_SHOTS set to a folder, it saves the screen there as a PNG.
type fitChecker struct {
	t *testing.T
	w fyne.Window
	n int
}

func (f *fitChecker) check(name string) {
	t := f.t
	t.Helper()
	c := f.w.Canvas()
	if mw := f.w.Content().MinSize().Width; mw > phone.Width {
		t.Errorf("%s: the screen needs %.0f dp of width, more than %.0f", name, mw, phone.Width)
	}
	roots := append([]fyne.CanvasObject{c.Content()}, c.Overlays().List()...)
	for _, root := range roots {
		test.LaidOutObjects(root) // lays the tree out
		walkVisible(root, fyne.NewPos(0, 0), func(o fyne.CanvasObject, at fyne.Position) {
			size := o.Size()
			if at.X < -0.5 || at.X+size.Width > phone.Width+0.5 {
				switch o.(type) {
				case *widget.Label, *widget.Button, *wrapButton, *widget.Entry, *widget.RadioGroup:
					t.Errorf("%s: %T %q lies outside the screen (x %.0f, width %.0f)", name, o, textOf(o), at.X, size.Width)
				}
			}
			var need fyne.Size
			switch x := o.(type) {
			case *widget.Label:
				need = x.MinSize()
			case *widget.Button:
				need = x.MinSize()
			case *wrapButton:
				need = x.MinSize()
				if x.Size().Height > 0 && x.Size().Height < 44 {
					t.Errorf("%s: button %q is %.0f tall", name, x.Text(), x.Size().Height)
				}
			default:
				return
			}
			if w := longestWord(o); size.Width > 0 && w > size.Width+0.5 {
				t.Errorf("%s: %T %q breaks a word: its longest word needs %.0f, it has %.0f", name, o, textOf(o), w, size.Width)
			}
			if size.Width > 0 && (need.Width > size.Width+0.5 || need.Height > size.Height+0.5) {
				t.Errorf("%s: %T %q is cut: it needs %.0f×%.0f, it has %.0f×%.0f", name, o, textOf(o), need.Width, need.Height, size.Width, size.Height)
			}
		})
	}
	if dir := switches.Shots.Get(); dir != "" {
		f.n++
		file, err := os.Create(filepath.Join(dir, "companion-"+name+".png"))
		if err != nil {
			t.Fatal(err)
		}
		defer file.Close()
		if err := png.Encode(file, c.Capture()); err != nil {
			t.Fatal(err)
		}
	}
}

// longestWord is the width of the longest word of a wrapping text, with the room its widget
// gives the text (0 for texts that do not wrap).
func longestWord(o fyne.CanvasObject) float32 {
	var words []string
	var style fyne.TextStyle
	size := theme.TextSize()
	pad := 2 * theme.InnerPadding()
	switch x := o.(type) {
	case *widget.Label:
		if x.Wrapping != fyne.TextWrapWord {
			return 0
		}
		words, style = strings.Fields(x.Text), x.TextStyle
		if x.SizeName != "" {
			size = theme.Size(x.SizeName)
		}
	case *wrapButton:
		words = strings.Fields(x.Text())
		if seg, ok := x.label.Segments[0].(*widget.TextSegment); ok {
			style = seg.Style.TextStyle
		}
		l := &wrapButtonLayout{x}
		pad += 2 * l.side()
	default:
		return 0
	}
	var most float32
	for _, w := range words {
		most = max(most, fyne.MeasureText(w, size, style).Width+pad)
	}
	return most
}

// scrollTo scrolls the companion screen to the label with that text.
func (f *fitChecker) scrollTo(v *View, label string) {
	f.t.Helper()
	found := false
	walkVisible(v.frame.body, fyne.NewPos(0, 0), func(o fyne.CanvasObject, at fyne.Position) {
		if l, ok := o.(*widget.Label); ok && l.Text == label && !found {
			found = true
			v.frame.scroll.Offset = fyne.NewPos(0, at.Y)
			v.frame.scroll.Refresh()
		}
	})
	if !found {
		f.t.Fatalf("no label %q", label)
	}
}

// onScreen checks that the button with that text lies wholly in the first screen (the window's
// height), the view scrolled to the top: the answer of a list is seen without scrolling.
func (f *fitChecker) onScreen(name, label string) {
	f.t.Helper()
	c := f.w.Canvas()
	test.LaidOutObjects(c.Content())
	found := false
	walkVisible(c.Content(), fyne.NewPos(0, 0), func(o fyne.CanvasObject, at fyne.Position) {
		if b, ok := o.(*wrapButton); ok && b.Text() == label && !found {
			found = true
			if at.Y < 0 || at.Y+b.Size().Height > f.w.Canvas().Size().Height+0.5 {
				f.t.Errorf("%s: %q is at y %.0f–%.0f, out of the first %.0f dp", name, label, at.Y, at.Y+b.Size().Height, f.w.Canvas().Size().Height)
			}
		}
	})
	if !found {
		f.t.Errorf("%s: no button %q", name, label)
	}
}

func textOf(o fyne.CanvasObject) string {
	switch x := o.(type) {
	case *widget.Label:
		return x.Text
	case *widget.Button:
		return x.Text
	case *wrapButton:
		return x.Text()
	}
	return ""
}

// walkVisible visits every visible object with its position in the window.
func walkVisible(o fyne.CanvasObject, at fyne.Position, f func(fyne.CanvasObject, fyne.Position)) {
	if !o.Visible() {
		return
	}
	pos := at.Add(o.Position())
	f(o, pos)
	switch x := o.(type) {
	case *fyne.Container:
		for _, c := range x.Objects {
			walkVisible(c, pos, f)
		}
	case fyne.Widget:
		r := test.WidgetRenderer(x)
		if r == nil {
			return
		}
		for _, c := range r.Objects() {
			walkVisible(c, pos, f)
		}
	}
}

// Every companion screen at 360×640 dp, in French, at the larger text size: nothing is cut or
// off the screen, every target is big enough.
func TestCompanionScreensFitAPhoneInFrenchAtLargerText(t *testing.T) {
	ui.UseLanguage(ui.LangFR)
	t.Cleanup(func() { ui.UseLanguage(ui.LangEN) })
	a := test.NewApp()
	t.Cleanup(func() { a.Quit() })
	a.Settings().SetTheme(ui.NewTheme(ui.ThemeLight, true, true))
	w := test.NewWindow(nil)
	v, err := NewView(testHost{a, w}, filepath.Join(t.TempDir(), CompanionFile))
	if err != nil {
		t.Fatal(err)
	}
	w.SetContent(v.Content())
	w.Resize(phone)
	f := &fitChecker{t: t, w: w}
	do := func(a core.Action) {
		t.Helper()
		if !v.Do(a) {
			t.Fatalf("%+v: %s", a, v.Notice)
		}
	}
	closeDialogs := func() {
		for w.Canvas().Overlays().Top() != nil {
			w.Canvas().Overlays().Remove(w.Canvas().Overlays().Top())
		}
	}

	// the app's deck with a card of every action
	deck, err := core.LoadDeck(testDeck(t, 8, "ship:dreadnought", "scaffold:T", "machine:large", "upgrade", "move", "rescue", "promote", "climb", "rotate"))
	if err != nil {
		t.Fatal(err)
	}
	if err := v.NewGame(core.Options{Seed: 3, Deck: deck}); err != nil {
		t.Fatal(err)
	}
	v.refresh()
	f.check("setup")
	do(core.Action{Kind: core.CKeepAbility, ID: v.state().Offer[0], To: v.state().Offer[1]})
	f.check("first-turn")
	towerStep := slices.IndexFunc(v.state().SetupSteps(), func(st core.SetupStep) bool { return st.Text.ID == "companion.setup.tower" }) + 1
	f.scrollTo(v, tf("The awards on the tower (floor by floor in the setup list, step {{.N}}):", "N", towerStep))
	f.check("tower")
	do(core.Action{Kind: core.CTowerLaid})
	f.scrollTo(v, "Les marchés, de gauche à droite :")
	f.check("markets")
	v.frame.scroll.ScrollToTop()
	do(core.Action{Kind: core.CMarketsLaid, Flag: true})
	f.onScreen("first-turn-answered", lang.L("Roll for the outlaws")) // the roll, once the setup is answered
	v.OnBack = func() {}
	v.showMenu()
	f.check("menu")
	// every item of the menu is in the screen's own scroll: its last one, Back, is reached
	v.frame.scroll.ScrollToBottom()
	f.check("menu-bottom")
	f.onScreen("menu-bottom", lang.L("Back"))
	f.onScreen("menu-bottom", lang.L("Report a correction"))
	v.frame.scroll.ScrollToTop()
	v.OnBack = nil
	closeDialogs()
	v.ShowSetup()
	f.check("setup-again")
	closeDialogs()
	v.ShowYields()
	f.check("yields")
	closeDialogs()
	v.reports.showDock()
	f.check("dock")
	closeDialogs()
	v.reports.showBump(int(v.state().Blockers[0]))
	f.check("bump")
	closeDialogs()
	v.reports.showFlood()
	f.check("flood")
	f.onScreen("flood", "0") // its answer, on the first screen
	closeDialogs()
	v.ShowCorrection()
	f.check("correction")
	closeDialogs()
	do(core.Action{Kind: core.CDock, Dock: 1})
	f.check("theft")
	do(core.Action{Kind: core.CHandOver, Res: "coal"})
	do(core.Action{Kind: core.CDock, Dock: 1})
	f.check("theft-starred")
	do(core.Action{Kind: core.CHandOver, Res: "iron"})
	v.reports.showYourTake()
	f.check("your-take")
	closeDialogs()
	for _, id := range v.state().MarketPieces(core.MarketUpgrade) {
		do(core.Action{Kind: core.CYourTake, ID: id})
	}
	f.check("market-refill")
	do(core.Action{Kind: core.CRefill, Slot: core.MarketUpgrade})
	do(core.Action{Kind: core.CRoll, Die: 3})
	f.check("card-scaffold")
	do(core.Action{Kind: core.CDone, At: 2, VP: 4})
	f.check("card-machine")
	v.history.open = true
	v.refresh()
	f.check("log")
	v.history.open = false
	do(core.Action{Kind: core.CDone, ID: v.state().MachineChoices("large")[0].ID})
	f.check("card-upgrade")
	do(core.Action{Kind: core.CDone, ID: v.state().UpgradeChoices()[0].ID})
	f.check("card-move")
	do(core.Action{Kind: core.CDone})
	f.check("card-rescue")
	do(core.Action{Kind: core.CDone})
	f.check("card-promote")
	do(core.Action{Kind: core.CDone, Floor: 9})
	f.check("award")
	do(core.Action{Kind: core.CAward, ID: v.state().Tower[8][0]})
	f.check("card-climb")
	do(core.Action{Kind: core.CDone})
	do(core.Action{Kind: core.CAward})
	f.check("card-rotate")
	do(core.Action{Kind: core.CDone, Docks: []int{3}})
	for v.state().Thefts > 0 {
		do(core.Action{Kind: core.CNoResources})
	}
	v.ShowNewGame()
	f.check("new-game-confirm")
	closeDialogs()
	v.showNewGame(nil)
	f.check("new-game")
	closeDialogs()

	// the printed deck: face-up numbers, a card entered by its symbols, the roll by card
	if err := v.NewGame(core.Options{Seed: 4, Printed: true}); err != nil {
		t.Fatal(err)
	}
	v.refresh()
	do(core.Action{Kind: core.CKeepAbility, ID: v.state().Offer[1], To: v.state().Offer[0]})
	f.check("printed-setup")
	v.printed.tellOrEnter(core.Action{Kind: core.CCard, Slot: 1, Card: 12})
	f.check("printed-enter-card")
	v.printed.entering = []string{"ship:balloon"}
	v.refresh()
	f.check("printed-enter-card-2")
	do(core.Action{Kind: core.CCard, Slot: 1, Card: 12, Acts: []string{"ship:balloon", "machine:small", "rotate"}})
	v.setup.hidden = true
	v.refresh()
	f.check("printed-roll")
	v.printed.pickSlot = 2
	v.refresh()
	f.check("printed-roll-new-card")
	do(core.Action{Kind: core.CRoll, Die: 6})
	f.check("printed-tell-card")

	// the deck editor
	v.ShowDeckEditor()
	f.check("deck-editor")
	v.deck.card = 3
	v.deck.refresh()
	f.check("deck-editor-card")
	w.SetContent(v.Content())

	// the scoring sheet, before and after scoring
	small, err := core.LoadDeck(testDeck(t, 4, "ship:blimp"))
	if err != nil {
		t.Fatal(err)
	}
	if err := v.NewGame(core.Options{Seed: 5, Deck: small}); err != nil {
		t.Fatal(err)
	}
	v.refresh()
	do(core.Action{Kind: core.CKeepAbility, ID: v.state().Offer[2], To: v.state().Offer[0]})
	do(core.Action{Kind: core.CRoll})
	do(core.Action{Kind: core.CDone})
	f.check("score-sheet")
	do(core.Action{Kind: core.CScore, Score: &engine.Score{Play: 30, Tower: 12}, Tie: &engine.TieBreak{}})
	f.check("score-result")
}
