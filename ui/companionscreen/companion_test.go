//go:build ci

package companionscreen

import (
	"encoding/json"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	core "whistle/companion"
	"whistle/engine/catalog"
	"whistle/internal/switches"
	"whistle/outlaws"
	"whistle/ui"
	"whistle/ui/home"
	"whistle/ui/host"
)

// newTest opens the companion screen on Fyne's test driver at a phone's portrait size.
func newTest(t *testing.T, save string) (*View, fyne.Window) {
	t.Helper()
	ui.UseLanguage(ui.LangEN)
	a := test.NewApp()
	t.Cleanup(func() { a.Quit() })
	w := test.NewWindow(nil)
	if save == "" {
		save = filepath.Join(t.TempDir(), CompanionFile)
	}
	v, err := NewView(testHost{a, w}, save)
	if err != nil {
		t.Fatal(err)
	}
	w.SetContent(v.Content())
	w.Resize(fyne.NewSize(400, 760))
	return v, w
}

func objs(w fyne.Window) []fyne.CanvasObject {
	c := w.Canvas()
	out := test.LaidOutObjects(c.Content())
	for _, o := range c.Overlays().List() {
		out = append(out, test.LaidOutObjects(o)...)
	}
	return out
}

// tappable is a button of either kind, or a home screen's choice, with its label.
type tappable struct {
	text     string
	btn      fyne.Tappable
	disabled bool
	obj      fyne.CanvasObject
}

func buttons(w fyne.Window) []tappable {
	var out []tappable
	for _, o := range objs(w) {
		switch b := o.(type) {
		case *wrapButton:
			out = append(out, tappable{b.Text(), b.Button(), b.Disabled(), b})
		case *widget.Button:
			if b.Text != "" {
				out = append(out, tappable{b.Text, b, b.Disabled(), b})
			}
		case *home.Entry:
			out = append(out, tappable{b.Text, b, false, b})
		}
	}
	return out
}

func find(w fyne.Window, label string) *tappable {
	var found *tappable
	for _, b := range buttons(w) {
		if b.text == label {
			found = &b // the last one: a dialog's over the screen's
		}
	}
	return found
}

func tap(t *testing.T, w fyne.Window, label string) {
	t.Helper()
	b := find(w, label)
	if b == nil {
		var labels []string
		for _, b := range buttons(w) {
			labels = append(labels, b.text)
		}
		t.Fatalf("no button %q; buttons: %q", label, labels)
	}
	if b.disabled {
		t.Fatalf("button %q is disabled", label)
	}
	test.Tap(b.btn)
}

func screen(w fyne.Window) string {
	var b strings.Builder
	for _, o := range objs(w) {
		if l, ok := o.(*widget.Label); ok {
			b.WriteString(l.Text + "\n")
		}
	}
	return b.String()
}

// checkTouchTargets: every tappable control is at least 44 units tall.
func checkTouchTargets(t *testing.T, w fyne.Window) {
	t.Helper()
	for _, o := range objs(w) {
		var h float32
		var name string
		switch x := o.(type) {
		case *wrapButton:
			h, name = x.Size().Height, "button "+x.Text()
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

// keep keeps the i-th ability dealt, then gives the outlaws the first of the two left
// (O-SETUP-5).
func keep(t *testing.T, v *View, w fyne.Window, i int) {
	t.Helper()
	offer := slices.Clone(v.state().Offer)
	tap(t, w, v.Cat.Abilities[v.Cat.AbilityByID[offer[i]]].Name.EN)
	if v.state().Phase != core.PhaseSetup || !strings.Contains(screen(w), "Tap the one you give the outlaws") {
		t.Fatalf("after keeping yours, the outlaws' ability is not asked:\n%s", screen(w))
	}
	theirs := slices.Delete(offer, i, i+1)[0]
	tap(t, w, v.Cat.Abilities[v.Cat.AbilityByID[theirs]].Name.EN)
	if v.state().OutlawAbility != theirs {
		t.Fatalf("the outlaws got %q, want %q", v.state().OutlawAbility, theirs)
	}
}

// testDeck is a deck file: n cards, each with the given actions.
func testDeck(t *testing.T, n int, actions ...string) []byte {
	t.Helper()
	d := outlaws.Deck{Name: catalog.Names{EN: "Test deck", FR: "Paquet d'essai"}}
	for i := 1; i <= n; i++ {
		d.Cards = append(d.Cards, outlaws.Card{ID: i, Actions: actions})
	}
	data, err := json.Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// The app's deck from setup through an outlaw turn with a theft: big touch targets, the card
// short and big, undo naming what it undid, autosave and resume.
func TestCompanionScreensTurn(t *testing.T) {
	save := filepath.Join(t.TempDir(), CompanionFile)
	v, w := newTest(t, save)
	v.NewGame(core.Options{Seed: 42})
	v.refresh()
	if v.state().Phase != core.PhaseSetup || !strings.Contains(screen(w), "Blocker ships") {
		t.Fatalf("the setup screen is not shown:\n%s", screen(w))
	}
	checkTouchTargets(t, w)
	keep(t, v, w, 2)
	if v.state().Phase != core.PhaseYou {
		t.Fatalf("ability not kept: %+v", v.state())
	}
	tap(t, w, "I laid them as listed")
	if !v.state().TowerKnown {
		t.Fatal("the tower is not known")
	}
	for _, want := range []string{"The outlaws' setup scaffold", "on squares", "Hideout: 0 stolen", "Barracks: 7, on floors 1, 2, 3, 4, 5, 6, 7", "Whirlpool: 2"} {
		if !strings.Contains(screen(w), want) {
			t.Errorf("the first turn screen does not show %q", want)
		}
	}
	if b := find(w, "Roll for the outlaws"); b == nil || b.obj.Size().Height < 60 {
		t.Fatalf("the roll button is missing or small")
	}

	// a dock next to the blocker balloon: a theft, and the dock is remembered as yours
	tap(t, w, "I docked an airship…")
	tap(t, w, "1. Small Machine Dock 1")
	if v.state().Thefts != 1 || len(v.state().YourDocks) != 1 {
		t.Fatalf("docking next to a blocker gave %d thefts, docks %v", v.state().Thefts, v.state().YourDocks)
	}
	if w.Canvas().Overlays().Top() != nil {
		t.Fatal("the dock picker stays open")
	}
	tap(t, w, "Gold")
	if v.state().Hideout[catalog.Gold] != 1 || v.state().Thefts != 0 {
		t.Fatalf("hideout %v", v.state().Hideout)
	}

	// a physical die: 5 picks the right card (D2)
	right := v.state().Outlaw.Faceup[2]
	tap(t, w, "I rolled 5")
	id, acts, _ := v.state().Card()
	if id != int(right) || !strings.Contains(screen(w), "Card no.") {
		t.Fatalf("card %d, want %d", id, right)
	}
	checkTouchTargets(t, w)
	// the airship needs no answer: the build's answer closes it too (one tap)
	switch acts[1].Kind {
	case outlaws.Scaffold:
		tap(t, w, "3")
	default:
		tap(t, w, "Could not be done")
	}
	if acts[0].Kind == outlaws.Ship && !v.state().OnGrid[acts[0].Ship-1] {
		t.Fatal("the airship is not recorded on the grid")
	}
	for v.state().Phase == core.PhaseOutlaws {
		tap(t, w, "Could not be done")
	}
	if v.state().Phase != core.PhaseYou || v.state().Outlaw.Faceup[2] == right {
		t.Fatalf("the new card is not dealt: phase %s", v.state().Phase)
	}

	// the autosave follows every action and resumes exactly
	hash := v.state().Hash()
	if _, err := os.Stat(save); err != nil {
		t.Fatal(err)
	}
	v2, _ := newTest(t, save)
	if v2.state().Hash() != hash || v2.Notice != "" {
		t.Fatalf("resume: %q", v2.Notice)
	}
	// undo says what it took back, and the file follows
	tap(t, w, "Undo")
	if v.state().Phase != core.PhaseOutlaws || !strings.HasPrefix(v.Notice, "Undone: ") {
		t.Fatalf("undo: phase %s, notice %q", v.state().Phase, v.Notice)
	}
	v3, _ := newTest(t, save)
	if v3.state().Hash() != v.state().Hash() {
		t.Fatal("the autosave does not follow an undo")
	}
}

// Rotation: the docks you reported are ticked already; one tap rotates (O-THEFT-1c).
func TestCompanionScreensRotation(t *testing.T) {
	v, w := newTest(t, "")
	deck, err := core.LoadDeck(testDeck(t, 30, "ship:balloon", "rotate"))
	if err != nil {
		t.Fatal(err)
	}
	v.NewGame(core.Options{Seed: 5, Deck: deck})
	v.refresh()
	keep(t, v, w, 0)
	tap(t, w, "I docked an airship…")
	tap(t, w, "3. Medium Machine Dock")
	tap(t, w, "I docked an airship…")
	tap(t, w, "4. Large Machine Dock")
	tap(t, w, "I rolled 1")
	if b := find(w, "2. Small Machine Dock 2 · blocker balloon"); b == nil || !b.disabled {
		t.Fatal("the blocker balloon's dock is not shown as taken")
	}
	tap(t, w, "Rotate the blockers")
	if v.state().Thefts != 1 || v.state().Blockers[0] != 4 {
		t.Fatalf("thefts %d, blockers %v", v.state().Thefts, v.state().Blockers)
	}
	if !strings.Contains(screen(w), "The outlaws steal: 1 waiting") {
		t.Fatal("the theft is not shown")
	}
	tap(t, w, "Coal")
	tap(t, w, "I rolled 2")
	tap(t, w, "6. Upgrade Dock") // right after the balloon, now at the Card Dock
	tap(t, w, "Rotate the blockers")
	if v.state().Thefts != 1 {
		t.Fatalf("second rotation: %d thefts, blockers %v", v.state().Thefts, v.state().Blockers)
	}
	// coal is in the hideout: the starred types come first, coal only under "none of the
	// starred types", one tap that says so (I16)
	if find(w, "Iron ★") == nil || find(w, "Coal ★") != nil || !strings.Contains(screen(w), "None of the starred types? Hand over one of these:") {
		t.Fatalf("the hand-over does not say what it needs:\n%s", screen(w))
	}
	tap(t, w, "Coal")
	if v.state().Thefts != 0 || v.state().Hideout.Total() != 2 {
		t.Fatalf("thefts %d, hideout %v (%s)", v.state().Thefts, v.state().Hideout, v.Notice)
	}
}

// Printed cards: the face-up numbers, a card entered by its symbols once, then known; the
// record is kept across games and the deck editor lists it.
func TestCompanionScreensPrintedDeck(t *testing.T) {
	save := filepath.Join(t.TempDir(), CompanionFile)
	v, w := newTest(t, save)
	v.NewGame(core.Options{Seed: 11, Printed: true})
	v.refresh()
	keep(t, v, w, 0)
	tap(t, w, "I laid them my own way")
	// the left card: no. 7, new to the app: its symbols
	tap(t, w, "7")
	tap(t, w, "Place their blimp")
	tap(t, w, "Build a scaffold of shape L")
	tap(t, w, "Promote a worker")
	if v.state().Outlaw.Faceup[0] != 7 || v.Record.Cards[6].Actions[2] != "promote" {
		t.Fatalf("card 7: face up %v, record %v", v.state().Outlaw.Faceup, v.Record.Cards[6])
	}
	tap(t, w, "The table is set up: hide this")
	// the die picks the left card: one tap
	tap(t, w, "Left card: no. 7")
	if id, _, _ := v.state().Card(); id != 7 {
		t.Fatalf("card %d in play", id)
	}
	tap(t, w, "4") // the scaffold scored 4 VP; the blimp is on the grid
	if v.state().VP != 4 || !v.state().OnGrid[1] {
		t.Fatalf("VP %d, on grid %v", v.state().VP, v.state().OnGrid)
	}
	// promote: no outlaw on a scaffold, so the app closed it by itself
	if v.state().Phase != core.PhaseYou {
		t.Fatalf("phase %s: the impossible promote was offered", v.state().Phase)
	}
	// the record is in the storage: a new view (another day) knows card 7
	v2, _ := newTest(t, save)
	if len(v2.Record.Cards[6].Actions) != 3 {
		t.Fatal("the record is not kept")
	}
	// the deck editor lists it and edits another card
	v.ShowDeckEditor()
	if !strings.Contains(screen(w), "The app knows 1 of your 36 printed cards") {
		t.Fatalf("editor:\n%s", screen(w))
	}
	tap(t, w, "8. not entered yet")
	tap(t, w, "Place their dreadnought")
	tap(t, w, "Take an upgrade")
	tap(t, w, "None")
	if got := v.Record.Cards[7].Actions; len(got) != 2 || got[1] != "upgrade" {
		t.Fatalf("card 8: %v", got)
	}
	tap(t, w, "Check the cards")
	if !strings.Contains(screen(w), "Not entered yet: 1, 2, 3") {
		t.Fatalf("check:\n%s", screen(w))
	}
}

// A game in progress is shown on the home screen, and a new game asks before replacing it.
func TestCompanionFromTheHomeScreen(t *testing.T) {
	ui.UseLanguage(ui.LangEN)
	a := test.NewApp()
	t.Cleanup(func() { a.Quit() })
	var m *Mode
	u, err := ui.NewMainWindow(a, programBox(), ui.WithMode(func(h host.Host) host.Mode {
		m = New(h)
		m.SavePath = filepath.Join(t.TempDir(), CompanionFile)
		return m
	}))
	if err != nil {
		t.Fatal(err)
	}
	u.Win.Resize(fyne.NewSize(1280, 900))
	u.ShowHome()
	m.Last = nil
	tap(t, u.Win, "Companion mode")
	v := m.Last
	if v == nil || u.Win.Content() != v.Content() {
		t.Fatal("companion mode is not shown")
	}
	keep(t, v, u.Win, 0)
	tap(t, u.Win, "Menu")
	tap(t, u.Win, "Back")
	if u.Win.Content() == v.Content() {
		t.Fatal("Back did not leave companion mode")
	}
	u.ShowHome()
	if dir := switches.Shots.Get(); dir != "" {
		f, err := os.Create(filepath.Join(dir, "companion-home.png"))
		if err != nil {
			t.Fatal(err)
		}
		png.Encode(f, u.Win.Canvas().Capture())
		f.Close()
	}
	if !strings.Contains(screen(u.Win), "Game in progress: Your turn (0 outlaw turns played)") {
		t.Fatal("the home screen does not show the game in progress")
	}
	tap(t, u.Win, "Companion mode")
	if m.Last == v || m.Last.state().Hash() != v.state().Hash() {
		t.Fatal("companion mode did not resume the game")
	}
	tap(t, u.Win, "Menu")
	tap(t, u.Win, "New companion game")
	if !strings.Contains(screen(u.Win), "A companion game is in progress") {
		t.Fatal("a new game does not ask before replacing the one in progress")
	}
}
