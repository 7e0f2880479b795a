package game

// What the person holds: taking an airship, a piece or a worker in hand, turning and flipping
// the piece, the squares it covers where it would go, and the anchor a tap on a square means.

import (
	"slices"

	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/geom"
	"whistle/engine/msg"
)

// Hand is what the person holds (an airship to place, a piece to build with its ghost, a worker
// to move or rescue), its turns and the squares it would cover.
type Hand struct {
	s   *Session
	Sel Selection
	// shipAside is the airship that was in hand when a side action opened a choice: it is in
	// hand again once the choice is made (keepShipHeld).
	shipAside Selection
}

type SelKind int

const (
	SelNone SelKind = iota
	SelShip
	SelPiece
	SelWorker
)

// Selection is what the person holds: an airship to place, a piece to build (with its
// orientation and ghost position), or a worker to move or rescue.
type Selection struct {
	Kind     SelKind
	Ship     engine.ShipKind
	Vertical bool
	Build    engine.ActionKind // ActBuildScaffold or ActBuildMachine
	ID       string
	Orient   geom.Orientation
	Worker   int
	Rescue   bool
	Ghost    *geom.Cell // anchor of the ghost preview
	Aim      geom.Cell  // the square the ghost was put over (tap or pointer): turns keep covering it
	Dock     int        // a dock whose several offers are being shown (1-based), 0 for none
}

// keepShipHeld keeps the airship in hand through a side action (an ability's or upgrade's use,
// a card, an award) and the choices it opens: it is in hand again once it can be placed. A
// placement, a dock, a forge or the end of the turn lets it go.
func (h *Hand) keepShipHeld(held Selection, a engine.Action) {
	if held.Kind != SelShip && a.Kind == engine.ActChoose {
		held = h.shipAside
	}
	h.shipAside = Selection{}
	switch a.Kind {
	case engine.ActPlaceShip, engine.ActDock, engine.ActForge, engine.ActEndTurn:
		return
	}
	if held.Kind != SelShip || h.s.Game().Active() != h.s.Me() {
		return
	}
	if slices.Contains(h.s.moves.ShipsAvailable(), held.Ship) {
		h.Sel = Selection{Kind: SelShip, Ship: held.Ship, Vertical: held.Vertical}
		return
	}
	if len(h.s.Game().Choices()) > 0 {
		h.shipAside = held
	}
}

// SelectShip takes one of your airships in hand.
func (h *Hand) SelectShip(k engine.ShipKind) {
	v := h.Sel.Vertical && h.Sel.Kind == SelShip
	h.Sel = Selection{Kind: SelShip, Ship: k, Vertical: v && k != engine.Balloon}
	h.s.previews.Preview = nil
	h.s.status.Inform(msg.New("Your {{.Ship}}: tap a green square on the grid, or a green dock.", msg.Word("Ship", k.String())))
}

// SelectPiece takes a scaffold or machine in hand, in the first orientation that fits.
func (h *Hand) SelectPiece(p BuildPiece) {
	h.Sel = Selection{Kind: SelPiece, Build: p.Kind, ID: p.ID}
	h.s.previews.Preview = nil
	for _, a := range h.s.moves.legal {
		if a.Kind == p.Kind && a.ID == p.ID {
			h.Sel.Orient = a.Orient
			break
		}
	}
	held := "game.piece_held"
	if !h.s.taps.Touch {
		held = "game.piece_held_pointer" // a pointer previews by hovering: one click builds
	}
	h.s.status.Inform(msg.New(held, msg.Sub("Piece", h.s.moves.PieceLabel(p))))
}

// SelectWorker takes one of your workers (or, for a rescue, one from the whirlpool).
func (h *Hand) SelectWorker(w int, rescue bool) {
	h.Sel = Selection{Kind: SelWorker, Worker: w, Rescue: rescue}
	if rescue {
		h.s.status.Inform(msg.New("Rescue: tap a green scaffold space."))
	} else {
		h.s.status.Inform(msg.New("Move: tap a green scaffold space."))
	}
}

// SelectMover picks a worker that can move (the lowest in the barracks first) or rescue.
func (h *Hand) SelectMover(rescue bool) bool {
	kind := engine.ActMove
	if rescue {
		kind = engine.ActRescue
	}
	best, bestKey := -1, 1<<30
	for _, a := range h.s.moves.legal {
		if a.Kind != kind {
			continue
		}
		w := h.s.Game().Workers[h.s.Me()][a.Worker]
		key := a.Worker
		if w.Zone == engine.Barracks {
			key = int(w.Floor) - 100
		}
		if key < bestKey {
			best, bestKey = a.Worker, key
		}
	}
	if best < 0 {
		return false
	}
	h.SelectWorker(best, rescue)
	return true
}

// ClearSelection puts the held piece down.
func (h *Hand) ClearSelection() {
	h.Sel = Selection{}
	h.s.previews.Preview = nil
	h.s.status.Inform(msg.Msg{})
}

// autoSelect takes the only possible piece in hand when a decision is nothing but a build
// (the setup scaffold, a card's build).
func (h *Hand) autoSelect() {
	if h.Sel.Kind != SelNone || h.s.Game().Active() != h.s.Me() || !h.s.MyDecision() {
		return
	}
	f := h.s.Game().Top()
	if f == nil || f.Kind == engine.FrForge || f.Kind == engine.FrCollect {
		return
	}
	pieces := h.s.moves.BuildPieces()
	if len(pieces) > 0 {
		h.SelectPiece(pieces[0])
		return
	}
	moves := h.s.moves.WorkerActions()
	if len(moves) > 0 {
		h.SelectMover(moves[0].Kind == engine.ActRescue)
	}
}

// Rotate turns the held piece (an airship: across/upright).
func (h *Hand) Rotate() {
	h.s.previews.Preview = nil
	switch h.Sel.Kind {
	case SelShip:
		if h.Sel.Ship != engine.Balloon {
			h.Sel.Vertical = !h.Sel.Vertical
		}
	case SelPiece:
		h.Sel.Orient = h.turned(false)
		h.snapGhost()
	}
}

// Flip mirrors the held scaffold.
func (h *Hand) Flip() {
	h.s.previews.Preview = nil
	if h.Sel.Kind == SelPiece {
		h.Sel.Orient = h.turned(true)
		h.snapGhost()
	}
}

// orientations lists the distinct orientations of the held piece.
func (h *Hand) orientations() []geom.Orientation {
	if h.Sel.Build == engine.ActBuildScaffold {
		if t, ok := h.s.Cat.ScaffoldByID[h.Sel.ID]; ok {
			return h.s.Cat.ScaffoldOrientations(t)
		}
	}
	if d, ok := h.s.Cat.MachineByID[h.Sel.ID]; ok {
		return h.s.Cat.MachineOrientations(d)
	}
	return []geom.Orientation{0}
}

// CanFlip reports whether flipping the held piece gives a different shape.
func (h *Hand) CanFlip() bool {
	return h.Sel.Kind == SelPiece && h.Sel.Build == engine.ActBuildScaffold && h.turned(true) != h.Sel.Orient
}

// CanRotate reports whether the held piece has another orientation.
func (h *Hand) CanRotate() bool {
	switch h.Sel.Kind {
	case SelShip:
		return h.Sel.Ship != engine.Balloon
	case SelPiece:
		return len(h.orientations()) > 1
	}
	return false
}

// pattern is a piece's squares (and resources) moved to the origin, for comparing shapes.
type pattern map[[2]int]catalog.Resource

func (h *Hand) patternOf(o geom.Orientation) pattern {
	p := pattern{}
	cells, res := h.PieceCells(o, geom.C(0, 0))
	for i, c := range cells {
		r := catalog.NoResource
		if i < len(res) {
			r = res[i]
		}
		p[[2]int{int(c.Col), int(c.Row)}] = r
	}
	return p
}

func normalise(p pattern) pattern {
	minX, minY := 1<<20, 1<<20
	for k := range p {
		minX, minY = min(minX, k[0]), min(minY, k[1])
	}
	out := pattern{}
	for k, r := range p {
		out[[2]int{k[0] - minX, k[1] - minY}] = r
	}
	return out
}

func samePattern(a, b pattern) bool {
	if len(a) != len(b) {
		return false
	}
	for k, r := range a {
		if r2, ok := b[k]; !ok || r2 != r {
			return false
		}
	}
	return true
}

// turned finds the orientation that is the held one turned a quarter clockwise (or mirrored).
func (h *Hand) turned(flip bool) geom.Orientation {
	os := h.orientations()
	if h.Sel.Build == engine.ActBuildMachine || len(os) <= 1 {
		if flip || len(os) <= 1 {
			return h.Sel.Orient
		}
		i := slices.Index(os, h.Sel.Orient)
		return os[(i+1)%len(os)]
	}
	cur := h.patternOf(h.Sel.Orient)
	want := pattern{}
	for k, r := range cur {
		if flip {
			want[[2]int{-k[0], k[1]}] = r
		} else {
			want[[2]int{k[1], -k[0]}] = r
		}
	}
	want = normalise(want)
	for _, o := range os {
		if samePattern(h.patternOf(o), want) {
			return o
		}
	}
	i := slices.Index(os, h.Sel.Orient)
	return os[(i+1)%len(os)]
}

// PieceCells gives the squares (and scaffold resources) of the held piece at an anchor.
func (h *Hand) PieceCells(o geom.Orientation, at geom.Cell) ([]geom.Cell, []catalog.Resource) {
	if h.Sel.Build == engine.ActBuildScaffold {
		if t, ok := h.s.Cat.ScaffoldByID[h.Sel.ID]; ok {
			c, r := h.s.Game().ScaffoldSquares(t, o, at)
			return c[:], r[:]
		}
		return nil, nil
	}
	if d, ok := h.s.Cat.MachineByID[h.Sel.ID]; ok {
		return h.s.Game().MachineSquares(d, o, at), nil
	}
	return nil, nil
}

func shipCells(k engine.ShipKind, at geom.Cell, vertical bool) []geom.Cell {
	var out []geom.Cell
	for i := 0; i < int(k); i++ {
		if vertical {
			out = append(out, at.Add(0, i))
		} else {
			out = append(out, at.Add(i, 0))
		}
	}
	return out
}

// pieceAction is the build of the held piece at an anchor.
func (h *Hand) pieceAction(at geom.Cell) engine.Action {
	return engine.Action{Kind: h.Sel.Build, ID: h.Sel.ID, At: at, Orient: h.Sel.Orient}
}

// bestAnchor finds a legal anchor for the held piece whose squares cover c (the one whose
// anchor is nearest c), or false.
func (h *Hand) bestAnchor(c geom.Cell) (geom.Cell, bool) {
	best, bestD, found := geom.Cell{}, 1<<30, false
	for _, a := range h.s.moves.legal {
		if a.Kind != h.Sel.Build || a.ID != h.Sel.ID || a.Orient != h.Sel.Orient {
			continue
		}
		cells, _ := h.PieceCells(a.Orient, a.At)
		if !slices.Contains(cells, c) {
			continue
		}
		d := abs(int(a.At.Col)-int(c.Col)) + abs(int(a.At.Row)-int(c.Row))
		if d < bestD {
			best, bestD, found = a.At, d, true
		}
	}
	return best, found
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
