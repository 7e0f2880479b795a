//go:build ci

package ui

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"whistle/automa"
	"whistle/engine"
	"whistle/outlaws"
)

// newCompanionTest opens the companion screen on Fyne's test driver at a phone's portrait size.
func newCompanionTest(t *testing.T, save string) (*CompanionView, fyne.Window) {
	t.Helper()
	a := test.NewApp()
	t.Cleanup(func() { a.Quit() })
	w := test.NewWindow(nil)
	if save == "" {
		save = filepath.Join(t.TempDir(), CompanionFile)
	}
	v, err := NewCompanionView(a, w, save)
	if err != nil {
		t.Fatal(err)
	}
	w.SetContent(v.Content())
	w.Resize(fyne.NewSize(400, 760))
	return v, w
}

func cmpObjs(w fyne.Window) []fyne.CanvasObject {
	c := w.Canvas()
	out := test.LaidOutObjects(c.Content())
	for _, o := range c.Overlays().List() {
		out = append(out, test.LaidOutObjects(o)...)
	}
	return out
}

func cmpFind(w fyne.Window, label string) *widget.Button {
	var found *widget.Button
	for _, o := range cmpObjs(w) {
		if b, ok := o.(*widget.Button); ok && b.Text == label {
			found = b // the last one: a dialog's over the screen's
		}
	}
	return found
}

func cmpTapButton(t *testing.T, w fyne.Window, label string) {
	t.Helper()
	b := cmpFind(w, label)
	if b == nil {
		var labels []string
		for _, o := range cmpObjs(w) {
			if b, ok := o.(*widget.Button); ok {
				labels = append(labels, b.Text)
			}
		}
		t.Fatalf("no button %q; buttons: %q", label, labels)
	}
	if b.Disabled() {
		t.Fatalf("button %q is disabled", label)
	}
	test.Tap(b)
}

func cmpScreen(w fyne.Window) string {
	var b strings.Builder
	for _, o := range cmpObjs(w) {
		if l, ok := o.(*widget.Label); ok {
			b.WriteString(l.Text + "\n")
		}
	}
	return b.String()
}

// checkTouchTargets: every tappable control is at least 44 units tall.
func checkTouchTargets(t *testing.T, w fyne.Window) {
	t.Helper()
	for _, o := range cmpObjs(w) {
		var h float32
		var name string
		switch x := o.(type) {
		case *widget.Button:
			h, name = x.Size().Height, "button "+x.Text
		case *widget.Check:
			h, name = x.Size().Height, "check "+x.Text
		case *widget.Entry:
			h, name = x.Size().Height, "entry"
		default:
			continue
		}
		if o.Visible() && h > 0 && h < 44 {
			t.Errorf("%s is %.0f tall, want at least 44", name, h)
		}
	}
}

// cmpTestDeck is a deck file: n cards, each with the given actions.
func cmpTestDeck(t *testing.T, n int, actions ...string) []byte {
	t.Helper()
	d := outlaws.Deck{Name: engine.Names{EN: "Printed deck", FR: "Paquet imprimé"}}
	for i := 1; i <= n; i++ {
		d.Cards = append(d.Cards, outlaws.Card{ID: i, Actions: actions})
	}
	data, err := json.Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// The companion screens from setup through an outlaw turn with a theft, on a phone-sized window,
// with big touch targets, undo, autosave and resume.
func TestCompanionScreensTurn(t *testing.T) {
	save := filepath.Join(t.TempDir(), CompanionFile)
	v, w := newCompanionTest(t, save)
	if v.S.C.Phase != automa.PhaseSetup || !strings.Contains(cmpScreen(w), "Blocker ships") {
		t.Fatalf("the setup screen is not shown:\n%s", cmpScreen(w))
	}
	checkTouchTargets(t, w)
	keepID := v.S.C.Offer[2]
	cmpTapButton(t, w, v.Cat.Abilities[v.Cat.AbilityByID[keepID]].Name.EN)
	if v.S.C.YourAbility != keepID || v.S.C.Phase != automa.PhaseYou {
		t.Fatalf("ability not kept: %+v", v.S.C)
	}
	text := cmpScreen(w)
	for _, want := range []string{"The outlaws' setup scaffold", "Roll", "Hideout: 0 stolen", "Barracks: 7, on floors 1, 2, 3, 4, 5, 6, 7", "Whirlpool: 2"} {
		if !strings.Contains(text, want) && cmpFind(w, "Roll for the outlaws") == nil {
			t.Errorf("the first turn screen does not show %q", want)
		}
	}
	checkTouchTargets(t, w)
	if b := cmpFind(w, "Roll for the outlaws"); b == nil || b.Size().Height < 70 {
		t.Fatalf("the roll button is missing or small")
	}

	// a dock next to the blocker balloon: a theft, the hideout lacks everything
	cmpTapButton(t, w, "I docked an airship…")
	cmpTapButton(t, w, "1. Small Machine Dock 1")
	if v.S.C.Thefts != 1 {
		t.Fatalf("docking next to a blocker gave %d thefts", v.S.C.Thefts)
	}
	if b := cmpFind(w, "Roll for the outlaws"); b == nil || !b.Disabled() {
		t.Fatal("the roll is possible while a theft waits")
	}
	cmpTapButton(t, w, "Gold")
	if v.S.C.Hideout[engine.Gold] != 1 || v.S.C.Thefts != 0 {
		t.Fatalf("hideout %v", v.S.C.Hideout)
	}

	// a physical die: 5 picks the right card (D2)
	right := v.S.C.Outlaw.Faceup[2]
	cmpTapButton(t, w, "I rolled 5")
	id, acts, _ := v.S.C.Card()
	if id != int(right) || !strings.Contains(cmpScreen(w), "Card no.") {
		t.Fatalf("card %d, want %d", id, right)
	}
	checkTouchTargets(t, w)
	// the first action is always an airship (D3): done
	cmpTapButton(t, w, "Done")
	if acts[0].Kind == outlaws.Ship && !v.S.C.OnGrid[acts[0].Ship-1] {
		t.Fatal("the airship is not recorded on the grid")
	}
	// the next one: could not be done
	cmpTapButton(t, w, "Could not be done")
	if len(v.S.C.Checks) != 2 && v.S.C.Phase == automa.PhaseOutlaws {
		t.Fatalf("checks %v", v.S.C.Checks)
	}
	for v.S.C.Phase == automa.PhaseOutlaws {
		cmpTapButton(t, w, "Could not be done")
	}
	if v.S.C.Phase != automa.PhaseYou || v.S.C.Outlaw.Faceup[2] == right {
		t.Fatalf("the new card is not dealt: phase %s", v.S.C.Phase)
	}

	// the autosave follows every action and resumes exactly
	hash := v.S.C.Hash()
	if _, err := os.Stat(save); err != nil {
		t.Fatal(err)
	}
	v2, _ := newCompanionTest(t, save)
	if v2.S.C.Hash() != hash || v2.Notice != "" {
		t.Fatalf("resume: %q", v2.Notice)
	}
	// undo, and the file follows
	cmpTapButton(t, w, "Undo")
	if v.S.C.Phase != automa.PhaseOutlaws {
		t.Fatalf("undo: phase %s", v.S.C.Phase)
	}
	v3, _ := newCompanionTest(t, save)
	if v3.S.C.Hash() != v.S.C.Hash() {
		t.Fatal("the autosave does not follow an undo")
	}
}

// Rotation from the dock picker: the app moves the blockers and counts the theft (O-THEFT-1c).
func TestCompanionScreensRotation(t *testing.T) {
	v, w := newCompanionTest(t, "")
	if err := v.LoadDeck(cmpTestDeck(t, 30, "rotate")); err != nil {
		t.Fatal(err)
	}
	cmpTapButton(t, w, "Start")
	if v.S.C.DeckName != "Printed deck" {
		t.Fatalf("deck %q", v.S.C.DeckName)
	}
	cmpTapButton(t, w, v.Cat.Abilities[v.Cat.AbilityByID[v.S.C.Offer[0]]].Name.EN)
	cmpTapButton(t, w, "I rolled 1")
	// the blockers' docks cannot be picked
	if b := cmpFind(w, "2. Small Machine Dock 2 · blocked"); b == nil || !b.Disabled() {
		t.Fatal("the blocker balloon's dock is not shown as taken")
	}
	cmpTapButton(t, w, "3. Medium Machine Dock")
	cmpTapButton(t, w, "4. Large Machine Dock")
	cmpTapButton(t, w, "Rotate the blockers")
	if v.S.C.Thefts != 1 || v.S.C.Blockers[0] != 4 {
		t.Fatalf("thefts %d, blockers %v", v.S.C.Thefts, v.S.C.Blockers)
	}
	if !strings.Contains(cmpScreen(w), "The outlaws steal: 1 waiting") {
		t.Fatal("the theft is not shown")
	}
	cmpTapButton(t, w, "Coal")
	// the next theft: coal is no longer a type they lack (I16), unless you have none of those
	cmpTapButton(t, w, "Roll for the outlaws")
	cmpTapButton(t, w, "6. Upgrade Dock") // right after the balloon, now at the Card Dock
	cmpTapButton(t, w, "Rotate the blockers")
	if v.S.C.Thefts != 1 {
		t.Fatalf("second rotation: %d thefts, blockers %v", v.S.C.Thefts, v.S.C.Blockers)
	}
	cmpTapButton(t, w, "Coal")
	if v.S.C.Thefts != 1 || !strings.Contains(v.Notice, "type it lacks") {
		t.Fatalf("a coal hand-over was taken: %q", v.Notice)
	}
	cmpTapButton(t, w, "I have no resources at all")
	if v.S.C.Thefts != 0 || v.S.C.Hideout.Total() != 1 {
		t.Fatalf("thefts %d, hideout %v", v.S.C.Thefts, v.S.C.Hideout)
	}
}

// A small deck runs out: the scoring sheet scores the outlaws and names the winner.
func TestCompanionScreensScoring(t *testing.T) {
	v, w := newCompanionTest(t, "")
	if err := v.LoadDeck(cmpTestDeck(t, 4, "ship:blimp", "promote")); err != nil {
		t.Fatal(err)
	}
	cmpTapButton(t, w, "Start")
	cmpTapButton(t, w, v.Cat.Abilities[v.Cat.AbilityByID[v.S.C.Offer[1]]].Name.EN)
	cmpTapButton(t, w, "Roll for the outlaws")
	cmpTapButton(t, w, "Done")
	cmpTapButton(t, w, "Could not be done")
	if v.S.C.Phase != automa.PhaseOver {
		t.Fatalf("phase %s after the last card", v.S.C.Phase)
	}
	if !strings.Contains(cmpScreen(w), "the deck ran out") {
		t.Fatal("the end is not explained")
	}
	checkTouchTargets(t, w)
	v.score.Lines[0].SetText("12")
	v.score.Lines[2].SetText("5") // typed without the sign
	v.score.Tower.SetText("3")
	cmpTapButton(t, w, "Score the game")
	r := v.S.C.Result
	if r == nil || r.Scores[engine.You].Total != 7 || r.Scores[engine.You].Whirlpool != -5 {
		t.Fatalf("result %+v", r)
	}
	if !strings.Contains(cmpScreen(w), r.Summary()) {
		t.Fatal("the winner is not shown")
	}
	v.score.Lines[1].SetText("x")
	cmpTapButton(t, w, "Score the game")
	if !strings.Contains(v.Notice, "whole number") {
		t.Fatalf("notice %q", v.Notice)
	}
}

// A damaged autosave is reported and a new game starts; a bad deck file is refused.
func TestCompanionScreensBadFiles(t *testing.T) {
	save := filepath.Join(t.TempDir(), CompanionFile)
	if err := os.WriteFile(save, []byte(`{"format":"whistle-mountain-outlaws-companion","version":9}`), 0o644); err != nil {
		t.Fatal(err)
	}
	v, _ := newCompanionTest(t, save)
	if !strings.Contains(v.Notice, "newer version") || v.S == nil || v.S.C.Phase != automa.PhaseSetup {
		t.Fatalf("notice %q", v.Notice)
	}
	if err := v.LoadDeck([]byte(`{"name":{"en":"x","fr":"x"},"cards":[{"id":1,"actions":["fly"]}]}`)); err == nil || !strings.Contains(err.Error(), "unknown action") {
		t.Fatalf("bad deck: %v", err)
	}
}

// The screen fits a phone held upright: nothing is wider than a narrow phone (320 units), in
// every phase and for every kind of card action.
func TestCompanionScreensFitAPhone(t *testing.T) {
	v, w := newCompanionTest(t, "")
	const phone = 320
	check := func(what string) {
		t.Helper()
		if mw := v.Content().MinSize().Width; mw > phone {
			var wide []string
			for _, o := range cmpObjs(w) {
				if o.MinSize().Width > phone-70 {
					switch x := o.(type) {
					case *widget.Label:
						wide = append(wide, x.Text)
					case *widget.Button:
						wide = append(wide, x.Text)
					case *widget.Check:
						wide = append(wide, x.Text)
					}
				}
			}
			t.Errorf("%s: the screen needs %.0f units of width, more than a phone's %d: %q", what, mw, phone, wide)
		}
		checkTouchTargets(t, w)
	}
	check("setup")
	if err := v.LoadDeck(cmpTestDeck(t, 20, "ship:dreadnought", "scaffold:L", "machine:large", "machine:small", "upgrade", "move", "rescue", "promote", "climb", "rotate")); err != nil {
		t.Fatal(err)
	}
	cmpTapButton(t, w, "Start")
	cmpTapButton(t, w, v.Cat.Abilities[v.Cat.AbilityByID[v.S.C.Offer[0]]].Name.EN)
	check("first turn")
	cmpTapButton(t, w, "I docked an airship…")
	cmpTapButton(t, w, "8. Scaffold Dock B")
	check("theft")
	cmpTapButton(t, w, "Iron")
	cmpTapButton(t, w, "I rolled 6")
	for v.S.C.Phase == automa.PhaseOutlaws {
		act, _ := v.S.C.Current()
		check(act.String())
		a := automa.CompanionAction{Kind: automa.CSkip}
		switch act.Kind {
		case outlaws.Machine:
			a = automa.CompanionAction{Kind: automa.CDone, ID: v.S.C.MachineChoices(act.Size)[0].ID}
		case outlaws.Upgrade:
			a = automa.CompanionAction{Kind: automa.CDone, ID: v.S.C.UpgradeChoices()[0].ID}
		case outlaws.Move, outlaws.Ship:
			a.Kind = automa.CDone
		case outlaws.Promote:
			a = automa.CompanionAction{Kind: automa.CDone, Floor: 11}
		case outlaws.Climb:
			a.Kind = automa.CDone
		}
		if !v.Do(a) {
			t.Fatal(v.Notice)
		}
	}
	check("second turn")
	v.logOpen = true
	v.refresh()
	check("log")
}

// The home screen opens companion mode, and its menu's Back returns.
func TestCompanionFromTheHomeScreen(t *testing.T) {
	CompanionSavePath = filepath.Join(t.TempDir(), CompanionFile)
	t.Cleanup(func() { CompanionSavePath = "" })
	a := test.NewApp()
	t.Cleanup(func() { a.Quit() })
	u, err := NewMainWindow(a)
	if err != nil {
		t.Fatal(err)
	}
	u.Win.Resize(fyne.NewSize(1280, 900))
	u.ShowHome()
	LastCompanion = nil
	cmpTapButton(t, u.Win, "Companion mode")
	v := LastCompanion
	if v == nil || u.Win.Content() != v.Content() {
		t.Fatal("companion mode is not shown")
	}
	cmpTapButton(t, u.Win, v.Cat.Abilities[v.Cat.AbilityByID[v.S.C.Offer[0]]].Name.EN)
	cmpTapButton(t, u.Win, "Menu")
	cmpTapButton(t, u.Win, "Back")
	if u.Win.Content() == v.Content() {
		t.Fatal("Back did not leave companion mode")
	}
	// the game is kept: opening companion mode again resumes it
	cmpTapButton(t, u.Win, "Companion mode")
	if LastCompanion == v || LastCompanion.S.C.Hash() != v.S.C.Hash() {
		t.Fatal("companion mode did not resume the game")
	}
}
