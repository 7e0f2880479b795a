//go:build ci

package board

import (
	"image/color"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"whistle/engine"
	"whistle/engine/geom"
	"whistle/engine/scenario"
	"whistle/internal/wiring"
	"whistle/ui/game"
)

// An airship standing on a machine is drawn above the machine's label, and the label plate sits
// where no airship covers the machine, so both read.
func TestAirshipOnAMachineAboveItsLabel(t *testing.T) {
	a := test.NewApp()
	defer a.Quit()
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	g, err := scenario.Load(wiring.BoxOf(cat), []byte(`{"version": 1, "seed": 3, "you": {"resources": {}},
		"machines": [{"id": "hang-glider", "at": "F1"}], "ships": [{"owner": "you", "kind": "balloon", "at": "G2"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	s := game.NewSession(wiring.BoxOf(cat), engine.Options{Seed: 3, Variant: "outlaws"})
	s.SetGame(g)
	b := New(s)
	w := test.NewWindow(b)
	defer w.Close()
	w.Resize(fyne.NewSize(900, 900))
	objs := test.WidgetRenderer(b).Objects()
	geo := b.geo()
	shipBox := geo.cells([]geom.Cell{geom.C(6, 2)})
	plate, balloon := -1, -1
	for i, o := range objs {
		r, ok := o.(*canvas.Rectangle)
		if !ok {
			continue
		}
		if c, ok := r.FillColor.(color.NRGBA); ok && c.A == 0xe8 && plate < 0 {
			plate = i
			pr := rect{r.Position().X, r.Position().Y, r.Size().Width, r.Size().Height}
			if pr.Y < shipBox.Y+shipBox.H && shipBox.Y < pr.Y+pr.H {
				t.Errorf("the label plate %v overlaps the balloon's square %v", pr, shipBox)
			}
		}
		if r.FillColor == colYou && shipBox.contains(fyne.NewPos(r.Position().X+r.Size().Width/2, r.Position().Y+r.Size().Height/2)) {
			balloon = i
		}
	}
	if plate < 0 || balloon < 0 {
		t.Fatalf("label plate at %d, balloon at %d: not both drawn", plate, balloon)
	}
	if balloon < plate {
		t.Errorf("the balloon (object %d) is drawn under the machine's label (object %d)", balloon, plate)
	}
}

// Where the outlaws changed a dock you may also dock at, both frames show: the green "you may
// tap here" frame at its edge, the yellow change frame inside it, clear of the green one.
func TestChangeAndLegalFramesBothVisible(t *testing.T) {
	a := test.NewApp()
	defer a.Quit()
	s := firstGame(t, 3)
	game.PlayTurns(s, 1)
	s.Hand().SelectShip(engine.Balloon)
	_, docks, _ := s.Moves().Highlights()
	d := -1
	for k := range docks {
		d = k
	}
	if d < 0 {
		t.Fatal("no legal dock for the balloon")
	}
	s.Outlaws().Changed = &game.Changes{Docks: map[int]bool{d: true}}
	b := New(s)
	w := test.NewWindow(b)
	defer w.Close()
	w.Resize(fyne.NewSize(900, 900))
	box := b.geo().docks[d]
	var green, yellow *canvas.Rectangle
	for _, o := range test.WidgetRenderer(b).Objects() {
		r, ok := o.(*canvas.Rectangle)
		if !ok || !box.contains(fyne.NewPos(r.Position().X+r.Size().Width/2, r.Position().Y+r.Size().Height/2)) {
			continue
		}
		switch r.StrokeColor {
		case colHighEdge:
			green = r
		case colSelected:
			yellow = r
		}
	}
	if green == nil || yellow == nil {
		t.Fatalf("dock %d: green frame %v, yellow frame %v", d+1, green != nil, yellow != nil)
	}
	gap := yellow.Position().X - (green.Position().X + green.StrokeWidth)
	if gap < 1 || yellow.Position().Y-(green.Position().Y+green.StrokeWidth) < 1 {
		t.Errorf("the change frame at %v covers the legal frame at %v", yellow.Position(), green.Position())
	}
}

// The tower's key lists the code of every award on the tower in a readable size (at least
// minKeyText), or, where there is no room for that, says to tap it.
func TestTowerKeyReadableAndComplete(t *testing.T) {
	a := test.NewApp()
	defer a.Quit()
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	for _, size := range []fyne.Size{fyne.NewSize(900, 800), fyne.NewSize(1280, 900), fyne.NewSize(400, 700)} {
		s := game.NewSession(wiring.BoxOf(cat), engine.Options{Seed: 11, Difficulty: "normal", Variant: "outlaws"})
		game.PlayTurns(s, 1)
		b := New(s)
		w := test.NewWindow(b)
		w.Resize(size)
		texts := map[string]float32{}
		for _, o := range test.WidgetRenderer(b).Objects() {
			if tx, ok := o.(*canvas.Text); ok {
				texts[tx.Text] = max(texts[tx.Text], tx.TextSize)
			}
		}
		w.Close()
		g := b.geo()
		if k := g.towerKeyRect(); k.H < g.u {
			continue // no key at this size
		}
		tap := false
		for tx := range texts {
			tap = tap || strings.HasPrefix(tx, "Tower awards: tap")
		}
		if tap {
			continue
		}
		for _, aw := range towerKinds(s.Game()) {
			code := AwardCode(cat, aw)
			if sz, ok := texts[code]; !ok || sz < minKeyText {
				t.Errorf("%v: the key shows award code %q at %.1f px (present %v)", size, code, sz, ok)
			}
		}
	}
}

// The places asked for with "Where?" are framed in blue on the board, one frame a square.
func TestWhereFramesThePlaces(t *testing.T) {
	a := test.NewApp()
	defer a.Quit()
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	g, err := scenario.Load(wiring.BoxOf(cat), []byte(`{"version": 1, "seed": 3,
		"scaffolds": [{"tile": "L-coal-coal", "at": "E8", "orient": 5}, {"tile": "L-iron-iron", "at": "F8", "orient": 7}],
		"you": {"resources": {}, "machines": ["double-coal"]}}`))
	if err != nil {
		t.Fatal(err)
	}
	s := game.NewSession(wiring.BoxOf(cat), engine.Options{Seed: 3, Variant: "outlaws"})
	s.SetGame(g)
	s.Fits().ShowFits("double-coal")
	b := New(s)
	w := test.NewWindow(b)
	defer w.Close()
	w.Resize(fyne.NewSize(900, 900))
	n := 0
	for _, o := range test.WidgetRenderer(b).Objects() {
		if r, ok := o.(*canvas.Rectangle); ok && r.StrokeColor == colFitEdge {
			n++
		}
	}
	if n != len(s.Fits().FitCells()) || n == 0 {
		t.Errorf("%d blue frames for %d squares", n, len(s.Fits().FitCells()))
	}
}

// A machine the outlaws just built is framed once round its edge, so the frame never crosses
// its name; a lone changed square keeps its own frame.
func TestChangedMachineFramedOnceClearOfItsName(t *testing.T) {
	a := test.NewApp()
	defer a.Quit()
	s := firstGame(t, 3)
	for k := 0; k < 40 && len(s.Game().Machines) == 0; k++ {
		game.PlayTurns(s, 1)
	}
	if len(s.Game().Machines) == 0 {
		t.Fatal("no machine built in 40 turns")
	}
	m := s.Game().Machines[0]
	ch := &game.Changes{Cells: map[geom.Cell]bool{}}
	for _, c := range m.Cells {
		ch.Cells[c] = true
	}
	s.Outlaws().Changed = ch
	b := New(s)
	w := test.NewWindow(b)
	defer w.Close()
	w.Resize(fyne.NewSize(900, 900))
	geo := b.geo()
	box := geo.cells(m.Cells)
	frames := 0
	for _, o := range test.WidgetRenderer(b).Objects() {
		r, ok := o.(*canvas.Rectangle)
		if ok && r.StrokeColor == colSelected && r.FillColor == color.Transparent &&
			box.contains(fyne.NewPos(r.Position().X+r.Size().Width/2, r.Position().Y+r.Size().Height/2)) {
			frames++
			if r.Size().Width < box.W/2 {
				t.Errorf("a frame %v on one square of the machine", r.Size())
			}
		}
	}
	if frames != 1 {
		t.Errorf("the machine of %d squares has %d change frames, want 1 round it", len(m.Cells), frames)
	}
}
