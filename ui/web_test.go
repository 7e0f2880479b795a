//go:build ci

package ui

import (
	"bytes"
	"errors"
	"strings"
	"testing"
	"time"
	"whistle/engine/fileio"
	"whistle/internal/wiring"
	"whistle/ui/gamescreen"
	wmstore "whistle/ui/storage"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/storage/repository"
	"fyne.io/fyne/v2/test"

	"whistle/engine"
)

// kvTestStore is a Store over a key-value store in memory, as the browser build's over
// localStorage, with a clock that moves a second each write.
func kvTestStore(t *testing.T, kv *mapKV) *wmstore.Store {
	t.Helper()
	clock := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	repository.Register("wmtest", &kvRepository{kv: kv, now: func() time.Time {
		clock = clock.Add(time.Second)
		return clock
	}})
	root, err := storage.ParseURI("wmtest:///")
	if err != nil {
		t.Fatal(err)
	}
	return &wmstore.Store{Root: root}
}

func TestBrowserStoreFiles(t *testing.T) {
	kv := newMapKV()
	st := kvTestStore(t, kv)
	files := map[string][]byte{
		wmstore.Autosave:  []byte(`{"format":"x"}`),
		wmstore.StatsName: []byte("{}\n"),
		"companion.json":  []byte("é ★ text"),
		wmstore.SavesDir + "/first game é" + wmstore.SaveExt: {0xff, 0xfe, 0x00, 0x80}, // not UTF-8: kept as base64
		wmstore.SavesDir + "/later" + wmstore.SaveExt:        []byte("later"),
	}
	for _, name := range []string{wmstore.Autosave, wmstore.StatsName, "companion.json", wmstore.SavesDir + "/first game é" + wmstore.SaveExt, wmstore.SavesDir + "/later" + wmstore.SaveExt} {
		if err := st.Write(name, files[name]); err != nil {
			t.Fatalf("write %s: %v", name, err)
		}
	}
	for name, want := range files {
		got, err := st.Read(name)
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("read %s: %q, %v; want %q", name, got, err, want)
		}
		if !st.Exists(name) {
			t.Errorf("%s does not exist", name)
		}
	}
	if !strings.HasPrefix(kv.m[kvPrefix+"saves/first game é.wmsave"][14:], "b:") {
		t.Errorf("bytes that are not UTF-8 are not stored as base64: %q", kv.m[kvPrefix+"saves/first game é.wmsave"])
	}
	saves := st.Saves()
	if len(saves) != 2 || saves[0].Name != "later" || saves[1].Name != "first game é" {
		t.Fatalf("saves %+v, want later then “first game é”", saves)
	}
	if saves[0].Saved.IsZero() || !saves[0].Saved.After(saves[1].Saved) {
		t.Errorf("write times %v, %v", saves[0].Saved, saves[1].Saved)
	}
	if saves[1].Err == "" {
		t.Error("a file that is not a save is listed without its error")
	}
	if err := st.Remove(wmstore.SavesDir + "/first game é" + wmstore.SaveExt); err != nil {
		t.Fatal(err)
	}
	if st.Exists(wmstore.SavesDir+"/first game é"+wmstore.SaveExt) || len(st.Saves()) != 1 {
		t.Error("the removed save is still there")
	}
	if _, err := st.Read("missing.json"); err == nil {
		t.Error("reading a missing file gives no error")
	}
}

// A write the browser refuses (its quota is full) leaves the file as it was.
func TestBrowserStoreFullKeepsTheOldFile(t *testing.T) {
	kv := newMapKV()
	kv.limit = 200
	st := kvTestStore(t, kv)
	if err := st.Write(wmstore.Autosave, []byte("the old game")); err != nil {
		t.Fatal(err)
	}
	err := st.Write(wmstore.Autosave, bytes.Repeat([]byte("x"), 300))
	if err == nil || !strings.Contains(err.Error(), "full") {
		t.Fatalf("a write past the quota gives %v", err)
	}
	if got, _ := st.Read(wmstore.Autosave); string(got) != "the old game" {
		t.Errorf("after a refused write the file holds %q", got)
	}
}

// The same validation as on a disk: a file over the size limit is refused with a sentence.
func TestBrowserStoreSizeLimit(t *testing.T) {
	kv := newMapKV()
	st := kvTestStore(t, kv)
	if err := st.Write("big.wmsave", bytes.Repeat([]byte(" "), fileio.MaxSaveSize+10)); err != nil {
		t.Fatal(err)
	}
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.LoadFile(wiring.BoxOf(cat), "big.wmsave"); err == nil || !strings.Contains(err.Error(), "too large") {
		t.Errorf("an oversized save gives %v", err)
	}
	kv.m[kvPrefix+"bad.wmsave"] = "not a stored file"
	if _, err := st.Read("bad.wmsave"); err == nil {
		t.Error("a damaged entry reads without error")
	}
}

// The game's autosave in the browser's storage: Continue in a new window (a reload) gives the
// same position.
func TestBrowserStoreContinue(t *testing.T) {
	u := newGameAfterSetup(t, 11)
	st := kvTestStore(t, newMapKV())
	u.Store = st
	u.saver.save(true)
	if u.saver.err != nil {
		t.Fatal(u.saver.err)
	}
	want := u.gameScreen.Session().Game().Hash()
	v := newTestUI(t)
	v.Store = st
	v.Continue()
	if v.gameScreen.Session().Game().Hash() != want {
		t.Error("Continue from the browser's storage gives another position")
	}
}

// The browser test's hook reports where the buttons and the green squares are: a tap there
// does what the test means.
func TestWebTestStatePositions(t *testing.T) {
	u := newGameAfterSetup(t, 7)
	u.Mobile = true
	u.Win.Resize(fyne.NewSize(390, 1600)) // tall: no button scrolled out of sight
	u.Rebuild()
	walk := func(root fyne.CanvasObject, visit func(fyne.CanvasObject, fyne.Position, fyne.Position, fyne.Size)) {
		for _, o := range test.LaidOutObjects(root) {
			p := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
			visit(o, p, fyne.NewPos(0, 0), fyne.NewSize(1e6, 1e6))
		}
	}
	st := u.testStateData(walk)
	if st.Screen != ScreenGame || !st.Mobile || st.Setup || len(st.Ships) == 0 {
		t.Fatalf("state %+v", st)
	}
	// a tap at the Card Dock's reported place, the balloon in hand, is a tap on that dock
	u.gameScreen.ZoomView().SetStep(0) // (the whole board in view)
	u.gameScreen.Session().SelectShip(engine.Balloon)
	u.gameScreen.Refresh()
	u.Win.Content().Refresh()
	st = u.testStateData(walk)
	if len(st.Docks) != len(u.gameScreen.Session().Cat.Board.Docks) {
		t.Fatalf("%d docks reported, the board has %d", len(st.Docks), len(u.gameScreen.Session().Cat.Board.Docks))
	}
	const cardDock = 5 // (assets/board.json)
	if d := st.Docks[cardDock-1]; d.Hidden {
		t.Errorf("the Card Dock is reported out of view at 1×: %+v", d)
	} else {
		test.TapCanvas(u.Win.Canvas(), fyne.NewPos(d.X, d.Y))
		if u.gameScreen.Session().Sel.Dock != cardDock {
			t.Errorf("a tap at the Card Dock's reported place (%.0f, %.0f) did not tap it: %s", d.X, d.Y, gamescreen.StatusText(u.gameScreen.Session()))
		}
	}
	u.gameScreen.Session().ClearSelection()
	u.gameScreen.Refresh()
	st = u.testStateData(walk)
	var ship *webTestItem
	for i, b := range st.Buttons {
		if b.Text == "Blimp (2)" {
			ship = &st.Buttons[i]
		}
	}
	if ship == nil {
		t.Fatalf("no Blimp button in %+v", st.Buttons)
	}
	test.TapCanvas(u.Win.Canvas(), fyne.NewPos(ship.X, ship.Y))
	st = u.testStateData(walk)
	if len(st.Cells) == 0 {
		t.Fatal("no green square after tapping the Blimp button")
	}
	before := len(u.gameScreen.Session().Record.History)
	for i := 0; i < 2 && len(u.gameScreen.Session().Record.History) == before; i++ { // a tap may first preview the move
		test.TapCanvas(u.Win.Canvas(), fyne.NewPos(st.Cells[0].X, st.Cells[0].Y))
	}
	if len(u.gameScreen.Session().Record.History) != before+1 {
		t.Fatalf("a tap on the reported square did not place the blimp: %s", gamescreen.StatusText(u.gameScreen.Session()))
	}
	if got := u.testStateData(walk); got.Actions != before+1 || got.Hash != u.gameScreen.Session().Game().Hash() {
		t.Errorf("state after the tap: %d actions, want %d", got.Actions, before+1)
	}
	// the home screen's choices too: a tap at Statistics' reported place opens the statistics
	u.ShowHome()
	var stats *webTestItem
	for _, b := range u.testStateData(walk).Buttons {
		if b.Text == "Statistics" {
			stats = &b
		}
	}
	if stats == nil {
		t.Fatalf("no Statistics on the home screen in %+v", u.testStateData(walk).Buttons)
	}
	test.TapCanvas(u.Win.Canvas(), fyne.NewPos(stats.X, stats.Y))
	if u.Screen != ScreenStats {
		t.Errorf("a tap at Statistics' reported place (%.0f, %.0f) led to %q", stats.X, stats.Y, u.Screen)
	}
}

// In the browser's storage (no rename), a file the app cannot read is kept aside too: copied
// under the new name, then removed.
func TestBrowserStoreKeepsAside(t *testing.T) {
	kv := newMapKV()
	st := kvTestStore(t, kv)
	bad := []byte(`{"version":7}`)
	if err := st.Write(wmstore.StatsName, bad); err != nil {
		t.Fatal(err)
	}
	_, err := st.LoadStats()
	var a *wmstore.AsideError
	if !errors.As(err, &a) || st.Exists(wmstore.StatsName) {
		t.Fatalf("kept aside: %v", err)
	}
	if kept, err := st.Read(a.Aside); err != nil || string(kept) != string(bad) {
		t.Fatalf("the copy kept aside: %v", err)
	}
}
