// The New game screen: seed, difficulty, first-game setup, and the form's options.

package ui

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"whistle/bot"
	"whistle/engine"
	"whistle/engine/catalog"
)

// NewGameForm is the content of the new-game dialog, kept for tests.
type NewGameForm struct {
	Seed       *escEntry
	Difficulty *widget.RadioGroup
	FirstGame  *widget.Check
	// Ability lists the three starting abilities this seed deals; AbilityText explains the
	// one selected.
	Ability     *widget.RadioGroup
	AbilityText *wrapText
	// Odds gives both bots' measured win rates against the level selected (bot.WinRates).
	Odds *wrapText

	cat   *catalog.Catalog
	box   engine.Box
	offer []string // ability ids, in the order of the radio options
}

// deal previews the starting abilities the seed and options deal (the engine's own setup).
func (f *NewGameForm) deal() {
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
		names = append(names, nm(f.cat.Abilities[a].Name))
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

func (f *NewGameForm) explain() {
	for i, n := range f.Ability.Options {
		if n == f.Ability.Selected && i < len(f.offer) {
			a := f.cat.Abilities[f.cat.AbilityByID[f.offer[i]]]
			f.AbilityText.SetText(tx(a.Text))
			return
		}
	}
	f.AbilityText.SetText("")
}

// Options reads the form, with the starting ability chosen.
func (f *NewGameForm) Options() (engine.Options, error) {
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
func (f *NewGameForm) odds() {
	opt, _ := f.options()
	f.Odds.SetText("")
	for _, w := range bot.WinRates {
		if w.Level == opt.Difficulty {
			f.Odds.SetText(tf("Measured over {{.N}} games at this level: the greedy bot (the quick hint) wins {{.Greedy}} %, the expert bot (Think deeper) {{.Expert}} %.",
				"N", w.Games, "Greedy", fmt.Sprintf("%.0f", w.Greedy), "Expert", fmt.Sprintf("%.0f", w.Expert)))
		}
	}
}

func (f *NewGameForm) options() (engine.Options, error) {
	seed, err := strconv.ParseUint(strings.TrimSpace(f.Seed.Text), 10, 64)
	if err != nil {
		return engine.Options{}, errors.New(lang.L("the seed must be a whole number"))
	}
	d := "normal"
	for i, n := range f.Difficulty.Options {
		if n == f.Difficulty.Selected && i < len(difficultyIDs) {
			d = difficultyIDs[i]
		}
	}
	return engine.Options{Seed: seed, FirstGame: f.FirstGame.Checked, Difficulty: d, Variant: "outlaws"}, nil
}

func newGameForm(box engine.Box, seed uint64, difficulty string, first bool) *NewGameForm {
	f := &NewGameForm{
		Seed:        newEscEntry(),
		Difficulty:  widget.NewRadioGroup(difficultyNames(), nil),
		FirstGame:   widget.NewCheck(lang.L("First game"), nil),
		Ability:     widget.NewRadioGroup(nil, nil),
		AbilityText: newWrapText(""),
		Odds:        newWrapText(""),
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
	sel := difficultyName("normal")
	for _, d := range difficultyIDs {
		if strings.EqualFold(d, difficulty) {
			sel = difficultyName(d)
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

// newGameHost is what the New game page asks of the window: the game on show (its options
// are the page's defaults), whether a game would be replaced, and starting the new one.
type newGameHost interface {
	pageHost
	gameOnShow() *engine.Game
	liveGame() *engine.Game // the game in progress: a base game when one is on, else gameOnShow
	gameStarted() bool      // the game on show has moves in its log (its seed is not the page's)
	inProgress() bool
	HasAutosave() bool
	pageFrame(title string, content fyne.CanvasObject) fyne.CanvasObject
	enterPage(name string)
	setScreen(o fyne.CanvasObject)
	// startGame starts a game with these options, once the person agreed to replace the one
	// in progress (if any); started is called when it does.
	startGame(opt engine.Options, started func())
	// startSeated starts a base game for 2–4 seats (newgame_seats.go, seatsscreen.go).
	startSeated(opt engine.Options, started func())
}

// newGameScreen is the New game page: the page on show (Return starts its game), the one built
// ahead while the window was idle, and the form shown last (tests read it).
type newGameScreen struct {
	h        newGameHost
	box      engine.Box
	shown    *newGamePage
	prepared *newGamePage
	form     *NewGameForm
}

func (u *UI) gameOnShow() *engine.Game { return u.game.Session().Game() }

func (u *UI) liveGame() *engine.Game {
	if h := u.liveHistory(); h != nil && h.Game != nil {
		return h.Game
	}
	return u.gameOnShow()
}
func (u *UI) gameStarted() bool { return len(u.game.Session().Log) > 1 }

func (u *UI) startGame(opt engine.Options, started func()) {
	u.confirmReplace(func() {
		started()
		u.NewGame(opt)
		u.game.SetLive(true)
		u.ShowGameScreen()
		u.game.refresh()
	})
}

// ShowNewGame shows the New game page: the seed (shown and enterable, so two people can play
// the same setup), the difficulty and the first-game option. Your starting ability and your
// starting scaffolds are chosen on the board right after. It is a page of the window, not a
// dialog over the game: showing it paints the page alone, where a dialog's first frame painted
// the whole board under a shade as well (docs/performance.md). The page built ahead while the
// window was idle (prepareNewGameSoon) is shown when it was made for what the window shows
// now; otherwise it is built here.
func (u *UI) ShowNewGame() { u.newGame.show() }

func (s *newGameScreen) show() {
	h := s.h
	g := h.gameOnShow()
	var ng *newGamePage
	if p := s.prepared; p != nil && p.key == s.key() {
		ng = p
	} else {
		ng = s.build()
	}
	s.prepared = nil
	if lg := h.liveGame(); lg.Seated() && h.inProgress() {
		ng.mode.SetSelected(gameModes()[1]) // after a base game, another one is one tap away
	}
	if g.InSetup() && !h.gameStarted() {
		ng.form.Seed.SetText(fmt.Sprint(g.Options.Seed)) // the game on screen has not started yet
	}
	s.form = ng.form
	s.shown = ng
	ng.layout()
	h.enterPage("newgame")
	h.setScreen(ng.content)
}

// newGamePage is a New game page built (and laid out, once layout has run), not yet shown;
// key says for what window it was made (key).
type newGamePage struct {
	content fyne.CanvasObject
	form    *NewGameForm
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
func (ng *newGamePage) layout() {
	if !ng.laidOut {
		ng.laidOut = true
		ng.content.Resize(ng.size)
	}
}

// key is everything the New game page's content and size depend on.
func (s *newGameScreen) key() string {
	h := s.h
	g := h.gameOnShow()
	cs := h.window().Canvas().Size()
	warn := h.HasAutosave() && !(h.inProgress() && h.liveGame().Over())
	return fmt.Sprint(Language(), h.phone(), cs, h.app().Preferences().IntWithFallback(prefTextSize, 0),
		h.app().Settings().ThemeVariant(), warn, g.Options.Difficulty, g.Options.FirstGame, h.liveGame().Seated())
}

// build makes the New game page with a fresh seed, laid out at the window's size.
func (s *newGameScreen) build() *newGamePage {
	h := s.h
	g := h.gameOnShow()
	key := s.key()
	f := newGameForm(s.box, randomSeed(), g.Options.Difficulty, g.Options.FirstGame)
	again := widget.NewButton(lang.L("New seed"), func() { f.Seed.SetText(fmt.Sprint(randomSeed())) })
	// the seed serves both games: it is shown above the choice's own options
	seedItem := widget.NewFormItem(lang.L("Seed"), container.NewBorder(nil, nil, nil, again, f.Seed))
	items := []*widget.FormItem{
		widget.NewFormItem(lang.L("Outlaws"), f.Difficulty),
		widget.NewFormItem("", f.Odds),
		widget.NewFormItem("", container.NewVBox(f.FirstGame, wrapped(lang.L("A first game leaves out the ★ pieces.")))),
		widget.NewFormItem(lang.L("Your ability"), f.Ability),
		widget.NewFormItem("", f.AbilityText),
		widget.NewFormItem("", wrapped(lang.L("Same seed, same options: the same setup and the same outlaw cards. The outlaws get one of the two other abilities. Your two starting scaffolds are chosen on the board next."))),
	}
	if h.HasAutosave() && !(h.inProgress() && h.liveGame().Over()) {
		warn := wrapped(lang.L("The game in progress will be replaced (it stays in a named save only if you saved it with “Save as…”)."))
		warn.Importance = widget.WarningImportance
		items = append(items, widget.NewFormItem("", warn))
	}
	cs := h.window().Canvas().Size()
	narrow := h.narrow()
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
	ng := &newGamePage{form: f, key: key, size: cs, seats: newSeatsForm(s.h.window(), narrow), outlaws: form}
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
			h.showError(lang.L("The game cannot start"), err)
			return
		}
		h.startGame(opt, func() {
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
	ng.content = h.pageFrame(title, body)
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

// prepareNewGameSoon builds the next New game page once the game screen has not changed for
// a moment and a half (idle work, idle.go: each refresh of the game screen puts the building
// off again), so that showing the page only puts it in the window. Nothing is
// built again while the prepared page still fits the window (key). The work is done in
// two parts a frame apart (building, then laying out: about 10 ms each on a two-core
// machine), so a tap that comes meanwhile waits for one part at most.
func (u *UI) prepareNewGameSoon(gen int) {
	onGame := func() bool { return u.Screen == "game" }
	u.game.idleLater(gen, 1500*time.Millisecond, onGame, func() {
		if u.newGame.prepare() {
			u.game.idleLater(gen, 20*time.Millisecond, onGame, u.newGame.layOutPrepared)
		}
	})
}

// prepare builds the next page ahead, unless the one prepared still fits the window; it
// reports whether the page is still to be laid out.
func (s *newGameScreen) prepare() bool {
	if p := s.prepared; p == nil || p.key != s.key() {
		s.prepared = s.build()
	}
	return !s.prepared.laidOut
}

// layOutPrepared lays out the page built ahead, if it is still there.
func (s *newGameScreen) layOutPrepared() {
	if s.prepared != nil {
		s.prepared.layout()
	}
}

// startShown starts the game the New game page on show sets up (the Enter key); it reports
// whether a page was on show.
func (s *newGameScreen) startShown() bool {
	if s.shown == nil {
		return false
	}
	s.shown.start()
	return true
}

func difficultyNames() []string {
	var out []string
	for _, d := range difficultyIDs {
		out = append(out, difficultyName(d))
	}
	return out
}
