// Package help is the help page: reading the board, playing, the keyboard shortcuts; its
// content is also the game screen's Help tab (Content).
package help

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"whistle/ui/widgets"
)

// Host is what the help page asks of the window.
type Host interface {
	Narrow() bool // each shortcut's key above what it does
	ShowPage(name, title string, content fyne.CanvasObject)
}

// Page is the help page.
type Page struct{ h Host }

// New is the help page of a window.
func New(h Host) *Page { return &Page{h: h} }

// Show shows how to read the board, how to play, and the keyboard shortcuts.
func (s *Page) Show() {
	s.h.ShowPage("help", lang.L("Help and shortcuts"), container.NewVScroll(Content(true, s.h.Narrow())))
}

// shortcutList is the keyboard shortcuts of the game screen (desktop).
func shortcutList() [][2]string {
	return [][2]string{
		{"Ctrl+Z (⌘Z)", lang.L("undo your last decision")},
		{"Ctrl+Y / Ctrl+Shift+Z", lang.L("redo")},
		{"Ctrl+S (⌘S)", lang.L("save (asks for a name the first time)")},
		{"H", lang.L("hint: the bot's suggestion on the board")},
		{"N", lang.L("new game")},
		{"E", lang.L("end your turn")},
		{"F", lang.L("forge")},
		{"1 / 2 / 3", lang.L("take your balloon / blimp / dreadnought")},
		{"R", lang.L("rotate the airship or piece you hold")},
		{"X", lang.L("flip the scaffold you hold")},
		{lang.L("Space"), lang.L("the outlaws' next step")},
		{"Esc", lang.L("put down what you hold (or go back from a page)")},
	}
}

// Content is the help: full adds the note on languages; narrow puts each shortcut's key
// above what it does (beside it, a phone leaves what it does a few letters a row).
func Content(full, narrow bool) fyne.CanvasObject {
	var o []fyne.CanvasObject
	bold, wrapped := widgets.Bold, widgets.Wrapped
	o = append(o, bold(lang.L("How to read the board")))
	for _, l := range []string{
		lang.L("Your pieces are yellow and round, marked Y. The outlaws' pieces are red and square, marked O. The blocker ships in the docks are blue with an inner frame, marked B."),
		lang.L("Airships: their length is their kind (1 square balloon, 2 squares blimp, 3 squares dreadnought)."),
		lang.L("Scaffolds are timber tiles; a resource square shows a badge: C coal, I iron, G gold, W water, Wh whistle."),
		lang.L("Machines show their name and VP; a waterlogged machine is hatched and marked 'waterlogged'."),
		lang.L("Water rises from below; the bridge line lies between rows 6 and 7: a machine built above it floods one more row."),
		lang.L("The top five rows are covered by the outlaws' cards. The die picks a card: 1–2 left, 3–4 middle, 5–6 right."),
		lang.L("Tower floors (right) show their VP and the award waiting there; the barracks (left) hold the workers not yet sent out."),
		lang.L("Docks ring the board, numbered clockwise; each shows its cost and what occupies it."),
		lang.L("Green: what you can tap now. Yellow frames: what the outlaws just changed. Magenta frames: the hint."),
	} {
		o = append(o, wrapped(l))
	}
	o = append(o, layout.NewSpacer(), bold(lang.L("How to play")))
	for _, l := range []string{
		lang.L("Collect: pick an airship, then tap a green square (or a dock). Rotate turns a blimp or dreadnought upright."),
		lang.L("Forge: your airships come home; then pick a scaffold or machine, tap where it goes, Rotate/Flip it, and tap it again to build. Move or rescue a worker by tapping it (or the whirlpool) and then a green space."),
		lang.L("Cards, awards and upgrades can be used whenever their button is offered. A refused action shows why."),
		lang.L("Undo takes back your last decision with the outlaws' steps after it; the die and the decks come back exactly as they were, so nothing is rolled again. Tap a line of the log to go back to that point. Redo plays the undone actions again."),
		lang.L("Hint asks the greedy bot for a move: it is framed in magenta on the board and described in the panel. The greedy bot looks one step ahead; Think deeper asks the expert bot, which searches for under a second and says how much better than the next best option it expects its choice to be."),
		lang.L("The game is saved automatically after every turn and when the app goes to the background; Continue on the home screen resumes it."),
	} {
		o = append(o, wrapped(l))
	}
	o = append(o, layout.NewSpacer(), bold(lang.L("Keyboard shortcuts (computer)")))
	grid := container.New(layout.NewFormLayout())
	if narrow {
		grid = container.NewVBox()
	}
	for i, sc := range shortcutList() {
		k := widget.NewLabelWithStyle(sc[0], fyne.TextAlignTrailing, fyne.TextStyle{Monospace: true, Bold: true})
		if narrow {
			k.Alignment = fyne.TextAlignLeading
			k.Wrapping = fyne.TextWrapWord
			if i > 0 {
				grid.Add(widget.NewSeparator())
			}
		}
		grid.Add(k)
		grid.Add(wrapped(sc[1]))
	}
	o = append(o, grid)
	if full {
		o = append(o, layout.NewSpacer(), bold(lang.L("Languages")),
			wrapped(lang.L("The app speaks English and French (Settings). The game log, the prompts and the refusals come from the rules engine in English and are translated for the French window; a sentence the translation does not know yet stays in English.")))
	}
	return container.NewVBox(o...)
}
