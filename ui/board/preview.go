package board

import (
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"whistle/engine/catalog"
	"whistle/engine/geom"
	"whistle/engine/preview"
	"whistle/ui/game"
)

// PreviewLine is one line of a preview; warn marks a theft (drawn in the outlaws' colour).
type PreviewLine struct {
	Text string
	Warn bool
}

// PreviewLines puts a preview in words.
func PreviewLines(cat *catalog.Catalog, p preview.Preview) []PreviewLine {
	var out []PreviewLine
	res := func(rs catalog.Resources) string {
		var parts []string
		for _, r := range catalog.AllResources {
			if rs[r] > 0 {
				parts = append(parts, fmt.Sprintf("%d %s", rs[r], resName(r)))
			}
		}
		return strings.Join(parts, ", ")
	}
	if !p.Gain.IsZero() {
		out = append(out, PreviewLine{Text: tf("You gain {{.Res}}", "Res", res(p.Gain))})
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
		out = append(out, PreviewLine{Text: tf("You pay {{.Res}}", "Res", pay)})
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
	if p.UpgradesDrawn > 0 {
		taken = append(taken, tfn("preview.upgrades_facedown", p.UpgradesDrawn))
	}
	if p.AwardsDrawn > 0 {
		taken = append(taken, tfn("preview.awards_supply", p.AwardsDrawn))
	}
	if len(p.Cards) > 0 {
		// drawn face down from the deck: the preview never names them (at a table, in a
		// mirrored game, the next card is not known before it is drawn)
		taken = append(taken, tf("{{.N}} card(s) from the deck", "N", len(p.Cards)))
	}
	if p.Scaffolds > 0 {
		taken = append(taken, tfn("preview.scaffold_tiles", p.Scaffolds))
	}
	if len(taken) > 0 {
		out = append(out, PreviewLine{Text: tf("You take: {{.What}}", "What", strings.Join(taken, ", "))})
	}
	out = append(out, offerLines(cat, p.Offered)...)
	out = append(out, upgradeOfferLines(cat, p.OfferedUpgrades)...)
	if p.Drawn > 0 {
		out = append(out, PreviewLine{Text: tfn("preview.draw_keep", p.Drawn)})
	}
	if p.VP != 0 {
		out = append(out, PreviewLine{Text: tf("{{.N}} VP for you", "N", fmt.Sprintf("%+d", p.VP))})
	}
	if p.OutlawVP != 0 {
		out = append(out, PreviewLine{Text: tf("{{.N}} VP for the outlaws", "N", fmt.Sprintf("%+d", p.OutlawVP))})
	}
	if len(p.Activations) > 0 {
		var names []string
		for _, id := range p.Activations {
			names = append(names, machineName(cat, id))
		}
		out = append(out, PreviewLine{Text: tf("You may activate: {{.Names}}", "Names", strings.Join(names, ", "))})
	}
	if p.Promotions > 0 {
		out = append(out, PreviewLine{Text: tf("Workers of yours promoted to the tower: {{.N}}", "N", p.Promotions)})
	}
	switch {
	case p.OutlawPromotions > 0 && p.Seated:
		out = append(out, PreviewLine{Text: tf("Other players’ workers promoted to the tower: {{.N}}", "N", p.OutlawPromotions)})
	case p.OutlawPromotions > 0:
		out = append(out, PreviewLine{Text: tf("Outlaw workers promoted to the tower: {{.N}}", "N", p.OutlawPromotions)})
	}
	if p.Bumped > 0 {
		out = append(out, PreviewLine{Text: tf("Other players’ airships sent home: {{.N}}", "N", p.Bumped)})
	}
	if p.Home > 0 {
		out = append(out, PreviewLine{Text: tf("Your airships come home: {{.N}}", "N", p.Home)})
	}
	if p.Floods > 0 {
		out = append(out, PreviewLine{Text: tfn("preview.water_rises", p.Floods)})
	}
	for _, id := range p.Waterlogged {
		out = append(out, PreviewLine{Text: tf("{{.Name}} goes under water", "Name", machineName(cat, id))})
	}
	if t := p.Theft; t != nil {
		out = append(out, PreviewLine{Text: tfn("preview.theft", t.Count, "Why", theftWhy(t.Rule)), Warn: true})
	}
	if p.Decision {
		out = append(out, PreviewLine{Text: lang.L("Then a choice of yours")})
	}
	if len(out) == 0 {
		out = append(out, PreviewLine{Text: lang.L("Nothing gained, nothing paid")})
	}
	return out
}

// theftWhy says in words the rule that makes a move a theft (a player has no rule ids at hand).
func theftWhy(rule string) string {
	switch {
	case strings.HasPrefix(rule, "O-THEFT-1a"):
		return lang.L("preview.theft_why_grid")
	case strings.HasPrefix(rule, "O-THEFT-1b"):
		return lang.L("preview.theft_why_dock")
	case strings.HasPrefix(rule, "O-THEFT-1c"):
		return lang.L("preview.theft_why_rotation")
	}
	return lang.L("preview.theft_why")
}

func machineName(cat *catalog.Catalog, id string) string {
	if d, ok := cat.MachineByID[id]; ok {
		return nm(cat.Machines[d].Name)
	}
	return id
}

// PreviewText is the preview on show in words, one line each (the panel and tests).
func PreviewText(s *game.Session) string {
	if s.Previews().Preview == nil {
		return ""
	}
	var b strings.Builder
	for _, l := range PreviewLines(s.Cat, s.Previews().Preview.Outcome) {
		b.WriteString(l.Text + "\n")
	}
	return b.String()
}

// drawPreview draws the preview as a box next to what it concerns, inside the board.
func (r *boardRenderer) drawPreview() {
	s := r.b.s
	mp := s.Previews().Preview
	if mp == nil {
		if rf := s.Previews().Refused; rf != nil && s.Hand().Sel.Kind == game.SelShip {
			// a red ghost: why not, never what it would give
			mp = &game.MovePreview{Action: rf.Action, Cells: rf.Cells}
			r.drawPreviewBox(mp, []PreviewLine{{Text: tf("preview.refused", "Why", say(rf.Why)), Warn: true}}, true)
		}
		return
	}
	r.drawPreviewBox(mp, PreviewLines(s.Cat, mp.Outcome), mp.Outcome.Theft != nil)
}

// drawPreviewBox draws lines in a box next to the dock or squares of mp; warn frames it in the
// outlaws' colour.
func (r *boardRenderer) drawPreviewBox(mp *game.MovePreview, lines []PreviewLine, warn bool) {
	var near rect
	switch {
	case mp.Dock > 0 && mp.Dock <= len(r.g.docks):
		near = r.g.docks[mp.Dock-1]
	case len(mp.Cells) > 0:
		var in []geom.Cell
		for _, c := range mp.Cells {
			if r.b.s.Game().InGrid(c) {
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
	fs := r.fs
	lh := fs * 1.45
	pad := fs * 0.6
	// the box stays inside what is in view: the whole board, or the part a phone's view shows
	var at fyne.Position
	size := r.b.Size()
	if r.b.shown != nil {
		if p, s := r.b.shown(); s.Width > 0 && s.Height > 0 {
			at, size = p, fyne.NewSize(min(s.Width, size.Width-p.X), min(s.Height, size.Height-p.Y))
		}
	}
	maxW := min(size.Width*0.6, 26*fs)
	// each line wraps to the box's width (never cut)
	type row struct {
		Text string
		Warn bool
	}
	var rows []row
	w := float32(0)
	for _, l := range lines {
		for _, t := range wrapText(l.Text, maxW, fs, l.Warn) {
			rows = append(rows, row{t, l.Warn})
			w = max(w, fyne.MeasureText(t, fs, fyne.TextStyle{Bold: l.Warn}).Width)
		}
	}
	bw, bh := w+2*pad, float32(len(rows))*lh+2*pad
	x, y := boxPlace(near, bw, bh, pad, at, size)
	edge := color.Color(colSelected)
	if warn {
		edge = colOut
	}
	r.pen.rect(rect{x, y, bw, bh}, Paint(ColorPanel), edge, 2.5, 6)
	for i, l := range rows {
		col := color.Color(Paint(ColorInk))
		if l.Warn {
			col = Paint(ColorAccentInk)
		}
		r.pen.text(l.Text, rect{x + pad, y + pad + float32(i)*lh, bw - 2*pad, lh}, fs, col, l.Warn, -1)
	}
}

// boxPlace is where a box of bw × bh goes beside near (right of it, else left), kept inside
// the part of the board in view (at, size).
func boxPlace(near rect, bw, bh, pad float32, at fyne.Position, size fyne.Size) (x, y float32) {
	x = near.X + near.W + pad
	if x+bw > at.X+size.Width {
		x = near.X - bw - pad
	}
	x = max(at.X+2, min(x, at.X+size.Width-bw-2))
	y = max(at.Y+2, min(near.Y, at.Y+size.Height-bh-2))
	return x, y
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
