package ui

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"whistle/bot"
	"whistle/engine"
	"whistle/ui/text"
)

// NewGameForm is the content of the new-game dialog, kept for tests.
type NewGameForm struct {
	Seed       *widget.Entry
	Difficulty *widget.RadioGroup
	FirstGame  *widget.Check
	// Ability lists the three starting abilities this seed deals; AbilityText explains the
	// one selected.
	Ability     *widget.RadioGroup
	AbilityText *wrapText
	// Odds gives both bots' measured win rates against the level selected (bot.WinRates).
	Odds *wrapText

	cat   *engine.Catalog
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
	g, _ := engine.NewGame(f.cat, opt)
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

func newGameForm(cat *engine.Catalog, seed uint64, difficulty string, first bool) *NewGameForm {
	f := &NewGameForm{
		Seed:        widget.NewEntry(),
		Difficulty:  widget.NewRadioGroup(difficultyNames(), nil),
		FirstGame:   widget.NewCheck(lang.L("First game"), nil),
		Ability:     widget.NewRadioGroup(nil, nil),
		AbilityText: newWrapText(""),
		Odds:        newWrapText(""),
		cat:         cat,
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

// LastForm is the form of the last new-game dialog opened (for tests).
var LastForm *NewGameForm

// ShowNewGame opens the new-game dialog: the seed (shown and enterable, so two people can
// play the same setup), the difficulty and the first-game option. Your starting ability and
// your starting scaffolds are chosen on the board right after. The dialog built ahead while
// the window was idle (prepareNewGame) is shown when it was made for what the window shows
// now; otherwise it is built here.
func (u *UI) ShowNewGame() {
	g := u.S.G
	var ng *newGameDialog
	if p := u.preparedNG; p != nil && p.key == u.newGameKey() {
		ng = p
	} else {
		ng = u.buildNewGame()
	}
	u.preparedNG = nil
	if g.InSetup() && len(u.S.Log) <= 1 {
		ng.form.Seed.SetText(fmt.Sprint(g.Options.Seed)) // the game on screen has not started yet
	}
	LastForm = ng.form
	ng.layout()
	ng.d.Show()
}

// newGameDialog is a New game dialog built (and laid out, once layout has run), not yet
// shown; key says for what window it was made (newGameKey).
type newGameDialog struct {
	d       dialog.Dialog
	form    *NewGameForm
	key     string
	size    fyne.Size
	laidOut bool
}

// layout sizes the dialog: its widgets are created and measure their texts.
func (ng *newGameDialog) layout() {
	if !ng.laidOut {
		ng.laidOut = true
		ng.d.Resize(ng.size)
	}
}

// newGameKey is everything the New game dialog's content and size depend on.
func (u *UI) newGameKey() string {
	g := u.S.G
	cs := u.Win.Canvas().Size()
	warn := u.HasAutosave() && !(u.live && g.Over())
	return fmt.Sprint(curLang, u.Mobile, cs, u.App.Preferences().IntWithFallback(prefTextSize, 0),
		u.App.Settings().ThemeVariant(), warn, g.Options.Difficulty, g.Options.FirstGame)
}

// buildNewGame makes the New game dialog with a fresh seed, laid out at its size.
func (u *UI) buildNewGame() *newGameDialog {
	g := u.S.G
	key := u.newGameKey()
	f := newGameForm(u.S.Cat, randomSeed(), g.Options.Difficulty, g.Options.FirstGame)
	again := widget.NewButton(lang.L("New seed"), func() { f.Seed.SetText(fmt.Sprint(randomSeed())) })
	items := []*widget.FormItem{
		widget.NewFormItem(lang.L("Seed"), container.NewBorder(nil, nil, nil, again, f.Seed)),
		widget.NewFormItem(lang.L("Outlaws"), f.Difficulty),
		widget.NewFormItem("", f.Odds),
		widget.NewFormItem("", container.NewVBox(f.FirstGame, wrapped(lang.L("A first game leaves out the ★ pieces.")))),
		widget.NewFormItem(lang.L("Your ability"), f.Ability),
		widget.NewFormItem("", f.AbilityText),
		widget.NewFormItem("", wrapped(lang.L("Same seed, same options: the same setup and the same outlaw cards. The outlaws get one of the two other abilities. Your two starting scaffolds are chosen on the board next."))),
	}
	if u.HasAutosave() && !(u.live && u.S.G.Over()) {
		warn := wrapped(lang.L("The game in progress will be replaced (it stays in a named save only if you saved it with “Save as…”)."))
		warn.Importance = widget.WarningImportance
		items = append(items, widget.NewFormItem("", warn))
	}
	cs := u.Win.Canvas().Size()
	form := widget.NewForm(items...)
	title := lang.L("New game against the outlaws")
	if u.Mobile || cs.Width < 640 {
		title = lang.L("New game") // a dialog's title does not wrap
		// a narrow screen: each label above its field, the choices one under the other
		form.Orientation = widget.Vertical
		f.Difficulty.Horizontal = false
	}
	start := func(ok bool) {
		if !ok {
			return
		}
		opt, err := f.Options()
		if err != nil {
			u.showError(lang.L("The game cannot start"), err)
			return
		}
		u.NewGame(opt)
		u.live = true
		if u.Screen != "game" {
			u.ShowGameScreen()
			u.refresh()
		}
	}
	var d dialog.Dialog
	if narrow := u.Mobile || cs.Width < 640; narrow {
		// the two buttons one above the other: side by side they are wider than a phone
		var cd *dialog.CustomDialog
		ok := widget.NewButtonWithIcon(lang.L("Start"), theme.ConfirmIcon(), func() { cd.Hide(); start(true) })
		ok.Importance = widget.HighImportance
		cancel := widget.NewButtonWithIcon(lang.L("Cancel"), theme.CancelIcon(), func() { cd.Hide() })
		cd = dialog.NewCustomWithoutButtons(title, container.NewBorder(nil, container.NewVBox(ok, cancel), nil, nil, container.NewVScroll(form)), u.Win)
		d = cd
	} else {
		d = dialog.NewCustomConfirm(title, lang.L("Start"), lang.L("Cancel"), container.NewVScroll(form), start, u.Win)
	}
	d.SetOnClosed(u.prepareNewGameSoon)
	return &newGameDialog{d: d, form: f, key: key, size: fyne.NewSize(min(600, cs.Width-16), min(500, cs.Height-16))}
}

// prepareNewGameSoon builds the next New game dialog once the game screen has not changed for
// a moment and a half (it is called after every refresh of the game screen and when the dialog
// closes; each call puts the building off again), so that opening the dialog only shows it.
// Nothing is built again while the prepared dialog still fits the window (newGameKey). The
// work is done in two parts a frame apart (building, then laying out: about 10 ms each on a
// two-core machine), so a tap that comes meanwhile waits for one part at most.
func (u *UI) prepareNewGameSoon() {
	if !u.async {
		return // Fyne's test driver: the tests build the dialog when they open it
	}
	u.ngGen++
	gen := u.ngGen
	later := func(d time.Duration, f func()) {
		time.AfterFunc(d, func() {
			fyne.Do(func() {
				if gen == u.ngGen && u.Screen == "game" {
					f()
				}
			})
		})
	}
	later(1500*time.Millisecond, func() {
		if p := u.preparedNG; p == nil || p.key != u.newGameKey() {
			u.preparedNG = u.buildNewGame()
		}
		if !u.preparedNG.laidOut {
			later(20*time.Millisecond, func() {
				if u.preparedNG != nil {
					u.preparedNG.layout()
				}
			})
		}
	})
}

// EndContent builds the end-of-game screen: who won, how, and both score breakdowns.
func EndContent(g *engine.Game) fyne.CanvasObject {
	r := g.Result()
	how := lang.L("The game ended.")
	switch g.End.Reason {
	case "barracks":
		how = lang.L("The barracks emptied and the last turns were played.")
	case "deck":
		how = lang.L("The last outlaw card was drawn.")
	}
	grid := container.NewGridWithColumns(3, bold(lang.L("Category")), bold(lang.L("You")), bold(lang.L("Outlaws")))
	ys, os := r.Scores[engine.You].Categories(), r.Scores[engine.Outlaws].Categories()
	for i, c := range ys {
		grid.Add(widget.NewLabel(categoryName(c.Name)))
		grid.Add(widget.NewLabel(fmt.Sprint(c.Value)))
		grid.Add(widget.NewLabel(fmt.Sprint(os[i].Value)))
	}
	grid.Add(bold(lang.L("Total")))
	grid.Add(bold(fmt.Sprint(r.Scores[engine.You].Total)))
	grid.Add(bold(fmt.Sprint(r.Scores[engine.Outlaws].Total)))
	title := widget.NewLabelWithStyle(say(r.Summary()), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	title.Wrapping = fyne.TextWrapWord
	title.Importance = widget.HighImportance
	if r.Winner == engine.Outlaws && !r.Shared {
		title.Importance = widget.DangerImportance
	}
	howL := widget.NewLabelWithStyle(how, fyne.TextAlignCenter, fyne.TextStyle{})
	howL.Wrapping = fyne.TextWrapWord
	parts := []fyne.CanvasObject{title, howL}
	if !r.TieBreak.IsZero() {
		parts = append(parts, widget.NewLabelWithStyle(lang.L("Tie-break: ")+text.Inline(r.TieBreak), fyne.TextAlignCenter, fyne.TextStyle{Italic: true}))
	}
	parts = append(parts, widget.NewSeparator(), grid)
	return container.NewVBox(parts...)
}

// ShowEnd opens the end-of-game screen.
func (u *UI) ShowEnd() {
	if !u.S.G.Over() {
		return
	}
	content := EndContent(u.S.G)
	u.EndScreen = content
	if u.endDialog != nil {
		u.endDialog.Hide()
	}
	d := dialog.NewCustomConfirm(lang.L("Game over"), lang.L("New game"), lang.L("Look at the board"), container.NewVScroll(content), func(again bool) {
		u.endDialog = nil
		if again {
			u.ShowNewGame()
		}
	}, u.Win)
	u.endDialog = d
	cs := u.Win.Canvas().Size()
	d.Resize(fyne.NewSize(min(460, cs.Width-16), min(560, cs.Height-16)))
	d.Show()
}

func difficultyNames() []string {
	var out []string
	for _, d := range difficultyIDs {
		out = append(out, difficultyName(d))
	}
	return out
}
