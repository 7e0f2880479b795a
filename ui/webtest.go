package ui

import (
	"encoding/json"
	"sort"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"whistle/engine"
)

// webTestState is what the browser test reads to drive the app by taps (web_js.go publishes
// it on pages opened with "?test"): the screen, the game's position, and where the buttons and
// the highlighted squares are, in the page's CSS pixels (Fyne's units in the browser).
type webTestState struct {
	Screen    string        `json:"screen"`
	Mobile    bool          `json:"mobile"`
	Width     float32       `json:"width"`
	Height    float32       `json:"height"`
	Turn      int           `json:"turn"`
	Setup     bool          `json:"setup"`
	Over      bool          `json:"over"`
	Outlaws   bool          `json:"outlawsToMove"`
	Actions   int           `json:"actions"`
	Hash      string        `json:"hash"`
	Companion *webTestComp  `json:"companion,omitempty"`
	Buttons   []webTestItem `json:"buttons"`
	Cells     []webTestItem `json:"cells"`
	Ghost     *webTestItem  `json:"ghost,omitempty"`
}

type webTestComp struct {
	Actions int    `json:"actions"`
	Hash    string `json:"hash"`
}

type webTestItem struct {
	Text     string  `json:"text,omitempty"`
	X        float32 `json:"x"` // the centre
	Y        float32 `json:"y"`
	W        float32 `json:"w,omitempty"`
	H        float32 `json:"h,omitempty"`
	Disabled bool    `json:"disabled,omitempty"`
}

// testStateData gathers the state; walk visits the visible objects under a root.
func (u *UI) testStateData(walk func(root fyne.CanvasObject, visit func(fyne.CanvasObject))) webTestState {
	c := u.Win.Canvas()
	st := webTestState{Screen: u.Screen, Mobile: u.Mobile, Width: c.Size().Width, Height: c.Size().Height}
	if u.Win.Content() == u.game {
		st.Screen = "game"
	}
	g := u.S.G
	st.Turn, st.Setup, st.Over, st.Outlaws = g.Turn.Number, g.InSetup(), g.Over(), u.S.OutlawsToMove()
	st.Actions, st.Hash = len(u.S.H.History), g.Hash()
	if v := LastCompanion; v != nil && v.S != nil && u.Screen == "companion" {
		st.Companion = &webTestComp{Actions: len(v.S.History), Hash: v.S.C.Hash()}
	}
	drv := fyne.CurrentApp().Driver()
	roots := []fyne.CanvasObject{c.Content()}
	if top := c.Overlays().Top(); top != nil {
		roots = []fyne.CanvasObject{top} // a dialog or menu takes the taps
	}
	for _, r := range roots {
		walk(r, func(o fyne.CanvasObject) {
			b, ok := o.(*widget.Button)
			if !ok {
				return
			}
			p, s := drv.AbsolutePositionForObject(b), b.Size()
			st.Buttons = append(st.Buttons, webTestItem{Text: b.Text, X: p.X + s.Width/2, Y: p.Y + s.Height/2,
				W: s.Width, H: s.Height, Disabled: b.Disabled()})
		})
	}
	if st.Screen == "game" && u.Board != nil && u.Board.Visible() {
		origin := drv.AbsolutePositionForObject(u.Board)
		at := func(cell engine.Cell) webTestItem {
			p := u.Board.CellCentre(cell)
			return webTestItem{X: origin.X + p.X, Y: origin.Y + p.Y}
		}
		cells, _, _ := u.S.Highlights()
		list := make([]engine.Cell, 0, len(cells))
		for cell := range cells {
			list = append(list, cell)
		}
		sort.Slice(list, func(i, j int) bool {
			if list[i].Row != list[j].Row {
				return list[i].Row < list[j].Row
			}
			return list[i].Col < list[j].Col
		})
		for _, cell := range list {
			st.Cells = append(st.Cells, at(cell))
		}
		if a, ok := u.S.GhostAction(); ok {
			if gc, _ := u.S.pieceCells(a.Orient, a.At); len(gc) > 0 {
				item := at(gc[0])
				st.Ghost = &item
			}
		}
	}
	return st
}

func jsonText(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return "{}"
	}
	return string(b)
}
