// The New game page's choice of game: against the outlaws (the solo game) or the base game
// for 2–4 seats, each seat a name, a colour of the box and a person or a bot.

package newgame

import (
	"errors"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"whistle/bot"
	"whistle/engine"
	"whistle/ui/fyneseams"
	"whistle/ui/game"
	"whistle/ui/text"
	"whistle/ui/widgets"
)

// seatKinds are the players a seat can have, in the order the page offers them ("" a person).
func seatKinds() []string { return []string{"", bot.LevelGreedy, bot.LevelExpert} }

// SeatsForm is the base game's part of the New game page: how many seats, and each seat's
// name, colour and player. Kept for tests.
type SeatsForm struct {
	Count   *widget.RadioGroup
	Names   [engine.MaxSeats]*widget.Entry
	Colours [engine.MaxSeats]*fyneseams.Select // (their lists open on the window: fyneseams.Select)
	Kinds   [engine.MaxSeats]*fyneseams.Select
	// Start is the start player: drawn at random (the print: "Randomly choose a starting
	// player"), or a seat chosen.
	Start *fyneseams.Select
	rows  [engine.MaxSeats]fyne.CanvasObject
	// Box holds the form (shown when the base game is chosen).
	Box *fyne.Container
}

// newSeatsForm offers three seats by default: two people and an expert bot.
func newSeatsForm(win fyne.Window, narrow bool) *SeatsForm {
	f := &SeatsForm{Count: widget.NewRadioGroup([]string{"2", "3", "4"}, nil)}
	f.Count.Horizontal = true
	f.Count.Required = true
	var colours, kinds []string
	for _, c := range engine.SeatColours {
		colours = append(colours, text.SeatColourName(c))
	}
	for _, k := range seatKinds() {
		kinds = append(kinds, text.SeatKindName(k))
	}
	box := container.NewVBox(container.NewBorder(nil, nil, widget.NewLabel(lang.L("Players")), nil, f.Count))
	for i := range engine.MaxSeats {
		f.Names[i] = widget.NewEntry()
		f.Names[i].SetPlaceHolder(text.F("Player {{.N}}", "N", i+1))
		f.Names[i].Validator = func(s string) error {
			if _, err := engine.NormalSeatName(s); err != nil && strings.TrimSpace(s) != "" {
				return errors.New(lang.L("a name of 1 to 24 letters, digits or signs"))
			}
			if game.Pronoun(s) {
				return errors.New(lang.L("a name, not a pronoun: the log speaks of every seat by its name"))
			}
			return nil
		}
		f.Colours[i] = fyneseams.NewSelect(win, colours, nil)
		f.Colours[i].SetSelectedIndex(i)
		f.Kinds[i] = fyneseams.NewSelect(win, kinds, nil)
		f.Kinds[i].SetSelectedIndex(0)
		var row fyne.CanvasObject = container.NewGridWithColumns(3, f.Names[i], f.Colours[i], f.Kinds[i])
		if narrow {
			row = container.NewVBox(f.Names[i], container.NewGridWithColumns(2, f.Colours[i], f.Kinds[i]))
		}
		label := widget.NewLabelWithStyle(text.F("Seat {{.N}}", "N", i+1), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		f.rows[i] = container.NewVBox(label, row)
		box.Add(f.rows[i])
	}
	f.Kinds[2].SetSelectedIndex(2)
	f.Start = fyneseams.NewSelect(win, nil, nil)
	f.Count.OnChanged = func(string) { f.showRows() }
	f.Count.SetSelected("3")
	f.Start.SetSelectedIndex(0)
	box.Add(container.NewBorder(nil, nil, widget.NewLabel(lang.L("Start player")), nil, f.Start))
	f.Box = container.NewVBox(box,
		widgets.Wrapped(lang.L("The base game of the box, for 2 to 4 players sharing this device, with bots on any seat. Between two people, the device is passed on and each hand stays hidden until its owner taps.")))
	return f
}

func (f *SeatsForm) count() int {
	for i, o := range f.Count.Options {
		if o == f.Count.Selected {
			return i + engine.MinSeats
		}
	}
	return 3
}

func (f *SeatsForm) showRows() {
	n := f.count()
	// the start player: at random, or one of the seats in play
	opts := []string{lang.L("Drawn at random")}
	for i := range n {
		opts = append(opts, text.F("Seat {{.N}}", "N", i+1))
	}
	k := f.Start.SelectedIndex()
	f.Start.Options = opts
	f.Start.ClearSelected()
	if k < 0 || k > n {
		k = 0 // a seat no longer in play: drawn at random
	}
	f.Start.SetSelectedIndex(k)
	for i := range engine.MaxSeats {
		if i < n {
			f.rows[i].Show()
		} else {
			f.rows[i].Hide()
		}
	}
}

// Plans reads the seats: the engine checks them again when the game starts (names' length,
// each colour once).
func (f *SeatsForm) Plans() ([]engine.SeatPlan, error) {
	n := f.count()
	out := make([]engine.SeatPlan, n)
	used := map[string]bool{}
	for i := range out {
		if err := f.Names[i].Validate(); err != nil {
			return nil, fmt.Errorf("%s: %w", text.F("Seat {{.N}}", "N", i+1), err)
		}
		c := engine.SeatColours[max(0, f.Colours[i].SelectedIndex())]
		if used[c] {
			return nil, errors.New(lang.L("each seat needs a colour of its own"))
		}
		used[c] = true
		// a name as the game keeps it (engine.NormalSeatName); an empty one is the seat's
		// placeholder, and no two seats alike
		name, _ := engine.NormalSeatName(f.Names[i].Text)
		if name == "" {
			name = text.F("Player {{.N}}", "N", i+1)
		}
		if used[strings.ToLower(name)] {
			return nil, errors.New(lang.L("each seat needs a name of its own"))
		}
		used[strings.ToLower(name)] = true
		out[i] = engine.SeatPlan{Name: name, Colour: c, Bot: seatKinds()[max(0, f.Kinds[i].SelectedIndex())]}
	}
	return out, nil
}

// StartOption is the start player the page chose, as engine.Options.Start has it: "random",
// or the seat's number.
func (f *SeatsForm) StartOption() string {
	if k := f.Start.SelectedIndex(); k > 0 && k <= f.count() {
		return fmt.Sprint(k)
	}
	return "random"
}

// gameModes is the page's choice of game.
func gameModes() []string {
	return []string{lang.L("Against the outlaws"), lang.L("Base game (2–4 players)")}
}

// startSeated starts the base game the page describes: the seed of the form, the seats.
func (ng *Page) startSeated(h Host, f *Form) {
	opt, err := f.options()
	if err == nil {
		opt.Players, err = ng.seats.Plans()
	}
	if err != nil {
		h.ShowError(lang.L("The game cannot start"), err)
		return
	}
	opt = engine.Options{Seed: opt.Seed, Seats: len(opt.Players), Players: opt.Players, Start: ng.seats.StartOption()}
	h.StartSeated(opt, func() {})
}

// newGameTitle is the New game page's title for the game chosen (a phone's says only "New
// game": the choice is right under it).
func newGameTitle(base, narrow bool) string {
	switch {
	case narrow:
		return lang.L("New game")
	case base:
		return lang.L("New base game")
	}
	return lang.L("New game against the outlaws")
}

// setTitle names the game chosen in the page's title.
func (ng *Page) setTitle(title string) {
	if ng.heading != nil && ng.heading.Text != title {
		ng.heading.SetText(title)
	}
}

// findHeading finds the page frame's title label (the first label with this text).
func findHeading(o fyne.CanvasObject, title string) *widget.Label {
	switch v := o.(type) {
	case *widget.Label:
		if v.Text == title {
			return v
		}
	case *fyne.Container:
		for _, c := range v.Objects {
			if l := findHeading(c, title); l != nil {
				return l
			}
		}
	}
	return nil
}

// Form is the page's options of the game against the outlaws (the seed included).
func (ng *Page) Form() *Form { return ng.form }

// Seats is the page's base game: how many seats and each seat.
func (ng *Page) Seats() *SeatsForm { return ng.seats }

// Content is the page as it is put in the window.
func (ng *Page) Content() fyne.CanvasObject { return ng.content }

// ChooseBase chooses the base game (true) or the game against the outlaws.
func (ng *Page) ChooseBase(base bool) {
	ng.mode.SetSelected(gameModes()[map[bool]int{false: 0, true: 1}[base]])
}

// BaseChosen tells whether the page sets up a base game.
func (ng *Page) BaseChosen() bool { return ng.mode.Selected == gameModes()[1] }
