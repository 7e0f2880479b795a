// Package newgame is the New game page: the game against the outlaws (seed, level, first-game
// setup, the starting ability the seed deals) or the base game for 2–4 seats (seats.go). The
// page is built ahead while the window is idle (Screen.Prepare) and starts the game it sets up
// through the window (Host).
package newgame

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"whistle/bot"
	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/ui/host"
	"whistle/ui/text"
	"whistle/ui/widgets"
)

// Form is the options of the game against the outlaws, with the seed both games use.
type Form struct {
	Seed       *widgets.EscEntry
	Difficulty *widget.RadioGroup
	FirstGame  *widget.Check
	// Ability lists the three starting abilities this seed deals; AbilityText explains the
	// one selected.
	Ability     *widget.RadioGroup
	AbilityText *widgets.WrapText
	// Odds gives both bots' measured win rates against the level selected (bot.WinRates).
	Odds *widgets.WrapText

	cat   *catalog.Catalog
	box   engine.Box
	offer []string // ability ids, in the order of the radio options
}

// deal previews the starting abilities the seed and options deal (the engine's own setup).
func (f *Form) deal() {
	opt, err := f.options()
	if err != nil || f.cat == nil {
		f.Ability.Options, f.offer = nil, nil
		f.Ability.Refresh()
		f.AbilityText.SetText(lang.L("Enter a seed to see the abilities it deals."))
		return
	}
	opt.Ability = ""
	g, _ := f.box.NewGame(opt)
	f.offer = nil
	var names []string
	for _, a := range g.Offer {
		f.offer = append(f.offer, f.cat.Abilities[a].ID)
		names = append(names, text.Name(f.cat.Abilities[a].Name))
	}
	prev := f.Ability.Selected
	f.Ability.Options = names
	f.Ability.Selected = ""
	for _, n := range names {
		if n == prev {
			f.Ability.Selected = n
		}
	}
	if f.Ability.Selected == "" && len(names) > 0 {
		f.Ability.Selected = names[0]
	}
	f.Ability.Refresh()
	f.explain()
}

func (f *Form) explain() {
	for i, n := range f.Ability.Options {
		if n == f.Ability.Selected && i < len(f.offer) {
			a := f.cat.Abilities[f.cat.AbilityByID[f.offer[i]]]
			f.AbilityText.SetText(text.Of(a.Text))
			return
		}
	}
	f.AbilityText.SetText("")
}

// Options reads the form, with the starting ability chosen.
func (f *Form) Options() (engine.Options, error) {
	opt, err := f.options()
	if err != nil {
		return opt, err
	}
	for i, n := range f.Ability.Options {
		if n == f.Ability.Selected && i < len(f.offer) {
			opt.Ability = f.offer[i]
		}
	}
	return opt, nil
}

// odds shows how often each bot beats the level selected, as measured by simulation.
func (f *Form) odds() {
	opt, _ := f.options()
	f.Odds.SetText("")
	for _, w := range bot.WinRates {
		if w.Level == opt.Difficulty {
			f.Odds.SetText(text.F("Measured over {{.N}} games at this level: the greedy bot (the quick hint) wins {{.Greedy}} %, the expert bot (Think deeper) {{.Expert}} %.",
				"N", w.Games, "Greedy", fmt.Sprintf("%.0f", w.Greedy), "Expert", fmt.Sprintf("%.0f", w.Expert)))
		}
	}
}

func (f *Form) options() (engine.Options, error) {
	seed, err := strconv.ParseUint(strings.TrimSpace(f.Seed.Text), 10, 64)
	if err != nil {
		return engine.Options{}, errors.New(lang.L("the seed must be a whole number"))
	}
	d := "normal"
	for i, n := range f.Difficulty.Options {
		if n == f.Difficulty.Selected && i < len(text.Levels()) {
			d = text.Levels()[i]
		}
	}
	return engine.Options{Seed: seed, FirstGame: f.FirstGame.Checked, Difficulty: d, Variant: "outlaws"}, nil
}

func newForm(box engine.Box, seed uint64, difficulty string, first bool) *Form {
	f := &Form{
		Seed:        widgets.NewEscEntry(),
		Difficulty:  widget.NewRadioGroup(text.LevelNames(), nil),
		FirstGame:   widget.NewCheck(lang.L("First game"), nil),
		Ability:     widget.NewRadioGroup(nil, nil),
		AbilityText: widgets.NewWrapText(""),
		Odds:        widgets.NewWrapText(""),
		cat:         box.Catalog,
		box:         box,
	}
	f.Ability.Required = true
	f.Seed.SetText(fmt.Sprint(seed))
	f.Seed.Validator = func(s string) error {
		if _, err := strconv.ParseUint(strings.TrimSpace(s), 10, 64); err != nil {
			return errors.New(lang.L("a whole number"))
		}
		return nil
	}
	f.Difficulty.Horizontal = true
	sel := text.LevelName("normal")
	for _, d := range text.Levels() {
		if strings.EqualFold(d, difficulty) {
			sel = text.LevelName(d)
		}
	}
	f.Difficulty.OnChanged = func(string) { f.odds() }
	f.Difficulty.SetSelected(sel)
	f.odds()
	f.FirstGame.SetChecked(first)
	f.deal()
	f.Seed.OnChanged = func(string) { f.deal() }
	f.FirstGame.OnChanged = func(bool) { f.deal() }
	f.Ability.OnChanged = func(string) { f.explain() }
	return f
}

// Host is what the New game page asks of the window: the game on show (its options are the
// page's defaults), whether a game would be replaced, a fresh seed, the page frame, and
// starting the new game.
type Host interface {
	Window() fyne.Window
	App() fyne.App
	Phone() bool
	Narrow() bool  // each label above its field, the choices one under the other
	TextSize() int // the text size chosen (the page is built for it)
	ShowError(title string, err error)
	Back()
	EnterPage(name host.ScreenName)
	SetScreen(o fyne.CanvasObject)
	PageFrame(title string, content fyne.CanvasObject) fyne.CanvasObject
	GameOnShow() *engine.Game
	LiveGame() *engine.Game // the game in progress: a base game when one is on, else GameOnShow
	GameStarted() bool      // the game on show has moves in its log (its seed is not the page's)
	InProgress() bool
	HasAutosave() bool
	NewSeed() uint64 // a seed for a new game
	// StartGame starts a game with these options, once the person agreed to replace the one
	// in progress (if any); started is called when it does.
	StartGame(opt engine.Options, started func())
	// StartSeated starts a base game for 2–4 seats.
	StartSeated(opt engine.Options, started func())
}

// Screen is the New game page: the page on show (Return starts its game), the one built
// ahead while the window was idle, and the form shown last.
type Screen struct {
	h        Host
	box      engine.Box
	shown    *Page
	prepared *Page
	form     *Form
}

// New is the New game page of a window, for the games of the box.
func New(h Host, box engine.Box) *Screen { return &Screen{h: h, box: box} }

// Form is the form shown last (nil before the first).
func (s *Screen) Form() *Form { return s.form }

// Shown is the page on show (nil when none: its game started).
func (s *Screen) Shown() *Page { return s.shown }

// Prepared is the page built ahead (nil when none).
func (s *Screen) Prepared() *Page { return s.prepared }

// Show shows the New game page: the seed (shown and enterable, so two people can play the same
// setup), the difficulty and the first-game option. Your starting ability and your starting
// scaffolds are chosen on the board right after. It is a page of the window, not a dialog
// over the game: showing it paints the page alone, where a dialog's first frame painted the
// whole board under a shade as well (docs/performance.md). The page built ahead while the
// window was idle (Prepare) is shown when it was made for what the window shows now;
// otherwise it is built here.
func (s *Screen) Show() {
	h := s.h
	g := h.GameOnShow()
	var ng *Page
	if p := s.prepared; p != nil && p.key == s.key() {
		ng = p
	} else {
		ng = s.build()
	}
	s.prepared = nil
	if lg := h.LiveGame(); lg.Seated() && h.InProgress() {
		ng.mode.SetSelected(gameModes()[1]) // after a base game, another one is one tap away
	}
	if g.InSetup() && !h.GameStarted() {
		ng.form.Seed.SetText(fmt.Sprint(g.Options.Seed)) // the game on screen has not started yet
	}
	s.form = ng.form
	s.shown = ng
	ng.layout()
	h.EnterPage(host.ScreenNewGame)
	h.SetScreen(ng.content)
}

// Page is a New game page built (and laid out, once layout has run); key says for what window
// it was made (Screen.key).
type Page struct {
	content fyne.CanvasObject
	form    *Form
	seats   *SeatsForm
	mode    *widget.RadioGroup // against the outlaws, or the base game
	heading *widget.Label      // the page's title, which names the game chosen
	outlaws *widget.Form       // the options of the game against the outlaws
	start   func()
	key     string
	size    fyne.Size
	laidOut bool
}

// layout sizes the page to the window: its widgets are created and measure their texts.
func (ng *Page) layout() {
	if !ng.laidOut {
		ng.laidOut = true
		ng.content.Resize(ng.size)
	}
}

// key is everything the New game page's content and size depend on.
func (s *Screen) key() string {
	h := s.h
	g := h.GameOnShow()
	cs := h.Window().Canvas().Size()
	warn := h.HasAutosave() && !(h.InProgress() && h.LiveGame().Over())
	return fmt.Sprint(text.Language(), h.Phone(), cs, h.TextSize(),
		h.App().Settings().ThemeVariant(), warn, g.Options.Difficulty, g.Options.FirstGame, h.LiveGame().Seated())
}

// build makes the New game page with a fresh seed, laid out at the window's size.
func (s *Screen) build() *Page {
	h := s.h
	g := h.GameOnShow()
	key := s.key()
	f := newForm(s.box, h.NewSeed(), g.Options.Difficulty, g.Options.FirstGame)
	again := widget.NewButton(lang.L("New seed"), func() { f.Seed.SetText(fmt.Sprint(h.NewSeed())) })
	// the seed serves both games: it is shown above the choice's own options
	seedItem := widget.NewFormItem(lang.L("Seed"), container.NewBorder(nil, nil, nil, again, f.Seed))
	items := []*widget.FormItem{
		widget.NewFormItem(lang.L("Outlaws"), f.Difficulty),
		widget.NewFormItem("", f.Odds),
		widget.NewFormItem("", container.NewVBox(f.FirstGame, widgets.Wrapped(lang.L("A first game leaves out the ★ pieces.")))),
		widget.NewFormItem(lang.L("Your ability"), f.Ability),
		widget.NewFormItem("", f.AbilityText),
		widget.NewFormItem("", widgets.Wrapped(lang.L("Same seed, same options: the same setup and the same outlaw cards. The outlaws get one of the two other abilities. Your two starting scaffolds are chosen on the board next."))),
	}
	if h.HasAutosave() && !(h.InProgress() && h.LiveGame().Over()) {
		warn := widgets.Wrapped(lang.L("The game in progress will be replaced (it stays in a named save only if you saved it with “Save as…”)."))
		warn.Importance = widget.WarningImportance
		items = append(items, widget.NewFormItem("", warn))
	}
	cs := h.Window().Canvas().Size()
	narrow := h.Narrow()
	title := newGameTitle(false, narrow)
	if narrow {
		// a narrow screen: each label above its field, the choices one under the other, and
		// the notes under the field they are about (not each under an empty label of its own)
		var merged []*widget.FormItem
		for _, it := range items {
			if it.Text == "" && len(merged) > 0 {
				last := merged[len(merged)-1]
				last.Widget = container.NewVBox(last.Widget, it.Widget)
				continue
			}
			merged = append(merged, it)
		}
		items = merged
		f.Difficulty.Horizontal = false
	}
	form := widget.NewForm(items...)
	seedForm := widget.NewForm(seedItem)
	if narrow {
		form.Orientation = widget.Vertical
		seedForm.Orientation = widget.Vertical
	}
	ng := &Page{form: f, key: key, size: cs, seats: newSeatsForm(h.Window(), narrow), outlaws: form}
	ng.mode = widget.NewRadioGroup(gameModes(), func(m string) {
		if m == gameModes()[1] {
			form.Hide()
			ng.seats.Box.Show()
		} else {
			ng.seats.Box.Hide()
			form.Show()
		}
		ng.setTitle(newGameTitle(m == gameModes()[1], narrow))
	})
	ng.mode.Required = true
	ng.mode.Horizontal = !narrow
	ng.mode.SetSelected(gameModes()[0])
	ng.start = func() {
		if ng.mode.Selected == gameModes()[1] {
			ng.startSeated(h, f)
			return
		}
		opt, err := f.Options()
		if err != nil {
			h.ShowError(lang.L("The game cannot start"), err)
			return
		}
		h.StartGame(opt, func() {
			if s.shown == ng {
				s.shown = nil
			}
		})
	}
	f.Seed.OnSubmitted = func(string) { ng.start() }
	f.Seed.OnEscape = func() { h.Back() } // Esc in the field leaves the page, as it does outside it
	startBtn := widget.NewButtonWithIcon(lang.L("Start"), theme.ConfirmIcon(), ng.start)
	startBtn.Importance = widget.HighImportance
	// the form in a column of a readable width, centred on a wide window; the Start button
	// under it, always in sight
	column := func(o fyne.CanvasObject) fyne.CanvasObject { return container.New(&centreColumn{max: 640}, o) }
	var bottom fyne.CanvasObject = column(container.NewBorder(nil, nil, nil, startBtn))
	if narrow {
		bottom = container.NewPadded(startBtn) // a finger-wide button across a phone
	}
	body := container.NewBorder(nil, container.NewVBox(widget.NewSeparator(), bottom), nil, nil,
		container.NewVScroll(column(container.NewVBox(ng.mode, widget.NewSeparator(), seedForm, form, ng.seats.Box))))
	ng.content = h.PageFrame(title, body)
	ng.heading = findHeading(ng.content, title)
	return ng
}

// centreColumn lays its content out at most max wide, centred, over the whole height.
type centreColumn struct{ max float32 }

func (c *centreColumn) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	w := min(c.max, size.Width)
	for _, o := range objs {
		o.Move(fyne.NewPos((size.Width-w)/2, 0))
		o.Resize(fyne.NewSize(w, size.Height))
	}
}

func (c *centreColumn) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		s = s.Max(o.MinSize())
	}
	return s
}

// Prepare builds the next page ahead, unless the one prepared still fits the window; it
// reports whether the page is still to be laid out (LayOutPrepared). The window calls it while
// it is idle, so that showing the page only puts it in the window.
func (s *Screen) Prepare() bool {
	if p := s.prepared; p == nil || p.key != s.key() {
		s.prepared = s.build()
	}
	return !s.prepared.laidOut
}

// LayOutPrepared lays out the page built ahead, if it is still there.
func (s *Screen) LayOutPrepared() {
	if s.prepared != nil {
		s.prepared.layout()
	}
}

// StartShown starts the game the New game page on show sets up (the Enter key); it reports
// whether a page was on show.
func (s *Screen) StartShown() bool {
	if s.shown == nil {
		return false
	}
	s.shown.start()
	return true
}
