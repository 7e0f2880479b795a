//go:build (js && wasm) || ci

package ui

import (
	"fmt"
	"reflect"
	"sort"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"whistle/engine"
	"whistle/engine/geom"
	"whistle/ui/board"
	"whistle/ui/game"
	"whistle/ui/home"
	"whistle/ui/host"
	"whistle/ui/text"
)

// webTestState is what the browser test reads to drive the app by taps (web_js.go publishes
// it on pages opened with "?test"): the screen, the game's position, and where the buttons and
// the highlighted squares are, in the page's CSS pixels (Fyne's units in the browser).
type webTestState struct {
	Screen       host.ScreenName `json:"screen"`
	Mobile       bool            `json:"mobile"`
	Width        float32         `json:"width"`
	Height       float32         `json:"height"`
	webTestGame                  // the game's position (embedded: its keys stay at the top of the JSON)
	Companion    *webTestComp    `json:"companion,omitempty"`
	Choices      []string        `json:"choices,omitempty"` // the labels of the pending choice's buttons
	Pieces       []string        `json:"pieces,omitempty"`  // the labels of the pieces you may build
	Ships        []string        `json:"ships,omitempty"`   // the labels of the airships you may send
	Buttons      []webTestItem   `json:"buttons"`
	webTestBoard                 // the board (embedded, as the game's position)
}

// webTestGame is the game's position: where it stands and how many actions it took to get there.
type webTestGame struct {
	Turn    int    `json:"turn"`
	Setup   bool   `json:"setup"`
	Over    bool   `json:"over"`
	Outlaws bool   `json:"outlawsToMove"`
	Actions int    `json:"actions"`
	Hash    string `json:"hash"`
}

// webTestBoard is the board on the game screen: its green squares, the piece held over it,
// the move previewed on it, its magnification and its docks.
type webTestBoard struct {
	Cells    []webTestItem `json:"cells"`
	AllCells int           `json:"allCells"` // green squares, in view or not
	Ghost    *webTestItem  `json:"ghost,omitempty"`
	Preview  []string      `json:"preview,omitempty"` // the lines of the move previewed (a first tap)
	Warn     bool          `json:"warn,omitempty"`    // one of them warns (a theft)
	Zoom     float32       `json:"zoom,omitempty"`    // the phone board's magnification
	Theft    []webTestItem `json:"theft,omitempty"`   // the green squares in view where the airship held would trigger a theft
	Docks    []webTestItem `json:"docks,omitempty"`   // the docks, 1 to 9 in the board's order (Hidden: out of the board's view)
}

type webTestComp struct {
	Actions int    `json:"actions"`
	Hash    string `json:"hash"`
}

type webTestItem struct {
	Text     string  `json:"text,omitempty"`
	Icon     string  `json:"icon,omitempty"` // an icon-only button's icon (its resource's name)
	X        float32 `json:"x"`              // the centre
	Y        float32 `json:"y"`
	W        float32 `json:"w,omitempty"`
	H        float32 `json:"h,omitempty"`
	Disabled bool    `json:"disabled,omitempty"`
	Hidden   bool    `json:"hidden,omitempty"` // scrolled out of sight
}

// testStateData gathers the state; walk visits the visible objects under a root.
// walk visits the visible objects under a root with their position and the area they are
// clipped to (a scroll's), both relative to the root.
func testStateData(u *UI, walk func(root fyne.CanvasObject, visit func(o fyne.CanvasObject, pos, clipPos fyne.Position, clip fyne.Size))) webTestState {
	c := u.Win.Canvas()
	st := webTestState{Screen: u.Screen, Mobile: u.Mobile, Width: c.Size().Width, Height: c.Size().Height}
	if u.gameScreen.OnScreen() {
		st.Screen = host.ScreenGame
	}
	g := u.gameScreen.Session().Game()
	st.Turn, st.Setup, st.Over, st.Outlaws = g.Turn.Number, g.InSetup(), g.Over(), u.gameScreen.Session().Outlaws().OutlawsToMove()
	st.Actions, st.Hash = len(u.gameScreen.Session().Record.History), g.Hash()
	if m, ok := u.mode(u.Screen).(host.Progress); ok { // another mode on show that reports its progress
		if actions, hash, ok := m.Progress(); ok {
			st.Companion = &webTestComp{Actions: actions, Hash: hash}
		}
	}
	if f := g.Top(); f != nil && st.Screen == host.ScreenGame {
		for i, c := range g.Choices() { // as choiceButtons labels them
			label := text.Render(c)
			if (f.Kind == engine.FrAbility || f.Kind == engine.FrOutlawAbility) && i < len(f.Items) {
				label = text.Sentence(text.Name(u.gameScreen.Session().Cat.Abilities[f.Items[i]].Name))
			}
			st.Choices = append(st.Choices, label)
		}
	}
	if u.gameScreen.ZoomView() != nil {
		st.Zoom = u.gameScreen.ZoomView().Zoom()
	}
	if mp := u.gameScreen.Session().Previews().Preview; mp != nil && st.Screen == host.ScreenGame {
		for _, l := range board.PreviewLines(u.gameScreen.Session().Cat, mp.Outcome) {
			st.Preview = append(st.Preview, l.Text)
			st.Warn = st.Warn || l.Warn
		}
	}
	seen := map[string]bool{}
	for _, a := range u.gameScreen.Session().Moves().Legal() {
		if st.Screen != host.ScreenGame {
			break
		}
		if a.Kind == engine.ActBuildScaffold || a.Kind == engine.ActBuildMachine {
			if l := text.Inline(u.gameScreen.Session().Moves().PieceLabel(game.BuildPiece{Kind: a.Kind, ID: a.ID})); !seen[l] {
				seen[l] = true
				st.Pieces = append(st.Pieces, l)
			}
		}
	}
	for _, k := range u.gameScreen.Session().Moves().ShipsAvailable() { // as yourSection labels them
		if st.Screen != host.ScreenGame {
			break
		}
		st.Ships = append(st.Ships, fmt.Sprintf("%s (%d)", text.Sentence(text.ShipName(k)), int(k)))
	}
	drv := fyne.CurrentApp().Driver()
	roots := []fyne.CanvasObject{c.Content()}
	if top := c.Overlays().Top(); top != nil {
		roots = []fyne.CanvasObject{top} // a dialog or menu takes the taps
	}
	labelled := map[*widget.Button]bool{}
	for _, r := range roots {
		walk(r, func(o fyne.CanvasObject, pos, clipPos fyne.Position, clip fyne.Size) {
			if label, ok := menuItemLabel(o); ok { // an item of an open menu, a radio button
				// (the walk's position: Fyne's AbsolutePositionForObject finds no item of a pop-up menu)
				p, s := pos, o.Size()
				cx, cy := pos.X+s.Width/2, pos.Y+s.Height/2
				hidden := cx < clipPos.X || cy < clipPos.Y || cx > clipPos.X+clip.Width || cy > clipPos.Y+clip.Height
				st.Buttons = append(st.Buttons, webTestItem{Text: label, X: p.X + s.Width/2, Y: p.Y + s.Height/2, W: s.Width, H: s.Height, Hidden: hidden})
				return
			}
			if c, isBox := o.(*fyne.Container); isBox && len(c.Objects) == 2 { // wrapButton's
				if b, ok := c.Objects[0].(*widget.Button); ok && b.Text == "" {
					if rt, ok := c.Objects[1].(*widget.RichText); ok {
						labelled[b] = true
						p, s := drv.AbsolutePositionForObject(b), b.Size()
						cx, cy := pos.X+s.Width/2, pos.Y+s.Height/2
						hidden := cx < clipPos.X || cy < clipPos.Y || cx > clipPos.X+clip.Width || cy > clipPos.Y+clip.Height
						st.Buttons = append(st.Buttons, webTestItem{Text: rt.String(), X: p.X + s.Width/2, Y: p.Y + s.Height/2,
							W: s.Width, H: s.Height, Disabled: b.Disabled(), Hidden: hidden})
						return
					}
				}
			}
			if e, ok := o.(*home.Entry); ok { // a choice of the home screen: a button's box, its own label
				p, s := drv.AbsolutePositionForObject(e), e.Size()
				cx, cy := pos.X+s.Width/2, pos.Y+s.Height/2
				hidden := cx < clipPos.X || cy < clipPos.Y || cx > clipPos.X+clip.Width || cy > clipPos.Y+clip.Height
				st.Buttons = append(st.Buttons, webTestItem{Text: e.Text, X: p.X + s.Width/2, Y: p.Y + s.Height/2,
					W: s.Width, H: s.Height, Hidden: hidden})
				return
			}
			text := ""
			b, ok := o.(*widget.Button)
			if lb, wraps := o.(labelledButton); wraps { // a button whose label wraps: its own text
				b, ok, text = lb.Button(), true, lb.Text()
				labelled[b] = true
			} else if ok && labelled[b] {
				return // the tappable part of a labelled button, already reported
			} else if ok {
				text = b.Text
			}
			if !ok {
				return
			}
			p, s := drv.AbsolutePositionForObject(b), b.Size()
			cx, cy := pos.X+s.Width/2, pos.Y+s.Height/2
			hidden := cx < clipPos.X || cy < clipPos.Y || cx > clipPos.X+clip.Width || cy > clipPos.Y+clip.Height
			item := webTestItem{Text: text, X: p.X + s.Width/2, Y: p.Y + s.Height/2,
				W: s.Width, H: s.Height, Disabled: b.Disabled(), Hidden: hidden}
			if text == "" && b.Icon != nil {
				item.Icon = b.Icon.Name()
			}
			st.Buttons = append(st.Buttons, item)
		})
	}
	if st.Screen == host.ScreenGame && u.gameScreen.BoardView() != nil && u.gameScreen.BoardView().Visible() {
		origin := drv.AbsolutePositionForObject(u.gameScreen.BoardView())
		at := func(cell geom.Cell) webTestItem {
			p := u.gameScreen.BoardView().CellCentre(cell)
			return webTestItem{X: origin.X + p.X, Y: origin.Y + p.Y}
		}
		cells, _, _ := u.gameScreen.Session().Moves().Highlights()
		list := make([]geom.Cell, 0, len(cells))
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
			// on the zoomed phone board, only the squares in view (a finger pans to the others)
			if c := at(cell); u.gameScreen.ZoomView() == nil || u.gameScreen.ZoomView().InView(fyne.NewPos(c.X, c.Y)) {
				st.Cells = append(st.Cells, c)
			}
		}
		st.AllCells = len(list)
		for _, a := range u.gameScreen.Session().Moves().Legal() { // (each a tap on its square: the held airship, upright or across as held)
			if a.Kind != engine.ActPlaceShip || u.gameScreen.Session().Hand().Sel.Kind != game.SelShip || a.Ship != u.gameScreen.Session().Hand().Sel.Ship || a.Vertical != u.gameScreen.Session().Hand().Sel.Vertical {
				continue
			}
			if p, ok := u.gameScreen.Session().Previews().PreviewOf(a); ok && p.Theft != nil {
				if c := at(a.At); u.gameScreen.ZoomView() == nil || u.gameScreen.ZoomView().InView(fyne.NewPos(c.X, c.Y)) {
					st.Theft = append(st.Theft, c)
				}
			}
		}
		for d := range u.gameScreen.Session().Cat.Board.Docks {
			p := u.gameScreen.BoardView().DockCentre(d + 1)
			item := webTestItem{X: origin.X + p.X, Y: origin.Y + p.Y}
			item.Hidden = u.gameScreen.ZoomView() != nil && !u.gameScreen.ZoomView().InView(fyne.NewPos(item.X, item.Y))
			st.Docks = append(st.Docks, item)
		}
		if a, ok := u.gameScreen.Session().Hand().GhostAction(); ok {
			if gc, _ := u.gameScreen.Session().Hand().PieceCells(a.Orient, a.At); len(gc) > 0 {
				item := at(gc[0])
				st.Ghost = &item
			}
		}
	}
	return st
}

// menuItemLabel is the label of an item of a Fyne menu or of a radio group (types of Fyne's
// own: read through reflection, for the test hook only).
func menuItemLabel(o fyne.CanvasObject) (string, bool) {
	v := reflect.ValueOf(o)
	if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct {
		return "", false
	}
	switch v.Elem().Type().String() {
	case "widget.menuItem":
		it := v.Elem().FieldByName("Item")
		if !it.IsValid() || it.IsNil() {
			return "", false
		}
		return it.Elem().FieldByName("Label").String(), true
	case "widget.radioItem":
		return v.Elem().FieldByName("Label").String(), true
	}
	return "", false
}

// labelledButton is a button drawn with its own wrapping label (companion mode's): the test
// hook reports it by that label.
type labelledButton interface {
	Text() string
	Button() *widget.Button
}
