package ui

import (
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"whistle/engine"
)

// MovePreview is what a move would give and cost, shown before it is made: on a computer when
// the pointer rests on a legal square, dock or build spot; on a touch screen after a first
// tap (the second tap, or Confirm, makes the move). The figures are engine.Game.Preview's,
// which carries the move out on a copy of the game with the move's own code.
type MovePreview struct {
	Action engine.Action
	P      engine.Preview
	Cells  []engine.Cell // the squares it concerns (the box is drawn next to them)
	Dock   int           // or the dock (1-based)
}

// previewOf computes (once per position) the preview of a legal action. An internal error
// while computing it (on a copy of the game) only means no preview.
func (s *Session) previewOf(a engine.Action) (p engine.Preview, ok bool) {
	if p, ok := s.previews[a]; ok {
		return p, true
	}
	defer func() {
		if recover() != nil {
			p, ok = engine.Preview{}, false
		}
	}()
	p, err := s.G.Preview(a)
	if err != nil {
		return p, false
	}
	if s.previews == nil {
		s.previews = map[engine.Action]engine.Preview{}
	}
	s.previews[a] = p
	return p, true
}

// ShowPreview shows the preview of a legal action of yours (a placement, a dock, a build);
// it reports whether the preview changed.
func (s *Session) ShowPreview(a engine.Action) bool {
	if s.Preview != nil && s.Preview.Action == a {
		return false
	}
	p, ok := s.previewOf(a)
	if !ok {
		return s.HidePreview()
	}
	mp := &MovePreview{Action: a, P: p}
	switch a.Kind {
	case engine.ActPlaceShip:
		mp.Cells = shipCells(a.Ship, a.At, a.Vertical)
	case engine.ActDock:
		mp.Dock = a.Dock
	case engine.ActBuildScaffold, engine.ActBuildMachine:
		mp.Cells, _ = s.pieceCells(a.Orient, a.At)
	}
	s.Preview = mp
	return true
}

// HidePreview hides the preview; it reports whether one was shown.
func (s *Session) HidePreview() bool {
	if s.Preview == nil {
		return false
	}
	s.Preview = nil
	return true
}

// previewed reports whether a is the move whose preview is on show (a second tap commits).
func (s *Session) previewed(a engine.Action) bool {
	return s.Preview != nil && s.Preview.Action == a
}

// placementAt is the legal placement of the held airship covering square c.
func (s *Session) placementAt(c engine.Cell) (engine.Action, bool) {
	a := engine.Action{Kind: engine.ActPlaceShip, Ship: s.Sel.Ship, At: c, Vertical: s.Sel.Vertical}
	if s.isLegal(a) {
		return a, true
	}
	for _, l := range s.legal {
		if l.Kind == engine.ActPlaceShip && l.Ship == s.Sel.Ship && l.Vertical == s.Sel.Vertical &&
			containsCell(shipCells(l.Ship, l.At, l.Vertical), c) {
			return l, true
		}
	}
	return a, false
}

func containsCell(cs []engine.Cell, c engine.Cell) bool {
	for _, x := range cs {
		if x == c {
			return true
		}
	}
	return false
}

// HoverPreview previews what the pointer rests on (a computer): the held airship's placement
// over square c, or the held piece's build at its ghost. It reports whether anything changed.
func (s *Session) HoverPreview(c engine.Cell) bool {
	switch s.Sel.Kind {
	case selShip:
		if a, ok := s.placementAt(c); ok {
			return s.ShowPreview(a)
		}
	case selPiece:
		if a, ok := s.GhostAction(); ok {
			return s.ShowPreview(a)
		}
	}
	return s.HidePreview()
}

// HoverDock previews docking at a dock (1-based) with the held or smallest airship, when the
// dock has one offer.
func (s *Session) HoverDock(dock int) bool {
	if offers := s.DockOffers(dock); len(offers) == 1 {
		return s.ShowPreview(offers[0])
	}
	return s.HidePreview()
}

// previewLine is one line of a preview; warn marks a theft (drawn in the outlaws' colour).
type previewLine struct {
	text string
	warn bool
}

// previewLines puts a preview in words.
func previewLines(cat *engine.Catalog, p engine.Preview) []previewLine {
	var out []previewLine
	res := func(rs engine.Resources) string {
		var parts []string
		for _, r := range engine.AllResources {
			if rs[r] > 0 {
				parts = append(parts, fmt.Sprintf("%d %s", rs[r], resName(r)))
			}
		}
		return strings.Join(parts, ", ")
	}
	if !p.Gain.IsZero() {
		out = append(out, previewLine{text: tf("You gain {{.Res}}", "Res", res(p.Gain))})
	}
	if !p.Pay.IsZero() || p.PayAny > 0 {
		pay := res(p.Pay)
		if p.PayAny > 0 {
			any := tf("any {{.N}}", "N", p.PayAny)
			if pay != "" {
				pay += " + " + any
			} else {
				pay = any
			}
		}
		out = append(out, previewLine{text: tf("You pay {{.Res}}", "Res", pay)})
	}
	var taken []string
	for _, id := range p.Machines {
		taken = append(taken, machineName(cat, id))
	}
	for _, id := range p.Upgrades {
		if d, ok := cat.UpgradeByID[id]; ok {
			taken = append(taken, nm(cat.Upgrades[d].Name))
		}
	}
	for _, id := range p.Awards {
		if d, ok := cat.AwardByID[id]; ok {
			taken = append(taken, nm(cat.Awards[d].Name))
		}
	}
	for _, id := range p.Cards {
		if d, ok := cat.CardByID[id]; ok {
			taken = append(taken, nm(cat.Cards[d].Name))
		}
	}
	if p.Scaffolds > 0 {
		taken = append(taken, tf("{{.N}} scaffold tile(s)", "N", p.Scaffolds))
	}
	if len(taken) > 0 {
		out = append(out, previewLine{text: tf("You take: {{.What}}", "What", strings.Join(taken, ", "))})
	}
	if p.Drawn > 0 {
		out = append(out, previewLine{text: tf("You draw {{.N}} card(s) and choose which to keep", "N", p.Drawn)})
	}
	if p.VP != 0 {
		out = append(out, previewLine{text: tf("{{.N}} VP for you", "N", fmt.Sprintf("%+d", p.VP))})
	}
	if p.OutlawVP != 0 {
		out = append(out, previewLine{text: tf("{{.N}} VP for the outlaws", "N", fmt.Sprintf("%+d", p.OutlawVP))})
	}
	if len(p.Activations) > 0 {
		var names []string
		for _, id := range p.Activations {
			names = append(names, machineName(cat, id))
		}
		out = append(out, previewLine{text: tf("You may activate: {{.Names}}", "Names", strings.Join(names, ", "))})
	}
	if p.Promotions > 0 {
		out = append(out, previewLine{text: tf("Workers of yours promoted to the tower: {{.N}}", "N", p.Promotions)})
	}
	if p.OutlawPromotions > 0 {
		out = append(out, previewLine{text: tf("Outlaw workers promoted to the tower: {{.N}}", "N", p.OutlawPromotions)})
	}
	if p.Floods > 0 {
		out = append(out, previewLine{text: tf("The water rises {{.N}} row(s)", "N", p.Floods)})
	}
	for _, id := range p.Waterlogged {
		out = append(out, previewLine{text: tf("{{.Name}} goes under water", "Name", machineName(cat, id))})
	}
	if t := p.Theft; t != nil {
		rule := t.Rule
		if rule == "" {
			rule = "O-THEFT"
		}
		out = append(out, previewLine{text: tf("Theft: the outlaws take {{.N}} resource(s) from you (rule {{.Rule}})", "N", t.N, "Rule", rule), warn: true})
	}
	if p.Decision {
		out = append(out, previewLine{text: lang.L("Then a choice of yours")})
	}
	if len(out) == 0 {
		out = append(out, previewLine{text: lang.L("Nothing gained, nothing paid")})
	}
	return out
}

func machineName(cat *engine.Catalog, id string) string {
	if d, ok := cat.MachineByID[id]; ok {
		return nm(cat.Machines[d].Name)
	}
	return id
}

// PreviewText is the preview on show in words, one line each (the panel and tests).
func (s *Session) PreviewText() string {
	if s.Preview == nil {
		return ""
	}
	var b strings.Builder
	for _, l := range previewLines(s.Cat, s.Preview.P) {
		b.WriteString(l.text + "\n")
	}
	return b.String()
}

// drawPreview draws the preview as a box next to what it concerns, inside the board.
func (r *boardRenderer) drawPreview() {
	mp := r.b.s.Preview
	if mp == nil {
		return
	}
	var near rect
	switch {
	case mp.Dock > 0 && mp.Dock <= len(r.g.docks):
		near = r.g.docks[mp.Dock-1]
	case len(mp.Cells) > 0:
		var in []engine.Cell
		for _, c := range mp.Cells {
			if r.b.s.G.InGrid(c) {
				in = append(in, c)
			}
		}
		if len(in) == 0 {
			return
		}
		near = r.g.cells(in)
	default:
		return
	}
	lines := previewLines(r.b.s.Cat, mp.P)
	fs := r.fs
	lh := fs * 1.45
	pad := fs * 0.6
	size := r.b.Size()
	maxW := min(size.Width*0.6, 26*fs)
	// each line wraps to the box's width (never cut)
	type row struct {
		text string
		warn bool
	}
	var rows []row
	w := float32(0)
	for _, l := range lines {
		for _, t := range wrapText(l.text, maxW, fs, l.warn) {
			rows = append(rows, row{t, l.warn})
			w = max(w, fyne.MeasureText(t, fs, fyne.TextStyle{Bold: l.warn}).Width)
		}
	}
	bw, bh := w+2*pad, float32(len(rows))*lh+2*pad
	x := near.X + near.W + pad
	if x+bw > size.Width {
		x = near.X - bw - pad
	}
	x = max(2, min(x, size.Width-bw-2))
	y := max(2, min(near.Y, size.Height-bh-2))
	edge := color.Color(colSelected)
	if mp.P.Theft != nil {
		edge = colOut
	}
	r.rect(rect{x, y, bw, bh}, colPanel, edge, 2.5, 6)
	for i, l := range rows {
		col := color.Color(colInk)
		if l.warn {
			col = colAccentInk
		}
		r.text(l.text, rect{x + pad, y + pad + float32(i)*lh, bw - 2*pad, lh}, fs, col, l.warn, -1)
	}
}

// wrapText breaks a line into pieces no wider than w (at spaces).
func wrapText(s string, w, size float32, bold bool) []string {
	st := fyne.TextStyle{Bold: bold}
	if fyne.MeasureText(s, size, st).Width <= w {
		return []string{s}
	}
	var out []string
	cur := ""
	for _, word := range strings.Fields(s) {
		try := word
		if cur != "" {
			try = cur + " " + word
		}
		if cur != "" && fyne.MeasureText(try, size, st).Width > w {
			out = append(out, cur)
			cur = word
			continue
		}
		cur = try
	}
	if cur != "" {
		out = append(out, cur)
	}
	return out
}
