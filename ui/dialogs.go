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
	"whistle/engine/catalog"
	"whistle/ui/text"
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

func newGameForm(cat *catalog.Catalog, seed uint64, difficulty string, first bool) *NewGameForm {
	f := &NewGameForm{
		Seed:        newEscEntry(),
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

// LastForm is the form of the last New game page shown (for tests).
var LastForm *NewGameForm

// ShowNewGame shows the New game page: the seed (shown and enterable, so two people can play
// the same setup), the difficulty and the first-game option. Your starting ability and your
// starting scaffolds are chosen on the board right after. It is a page of the window, not a
// dialog over the game: showing it paints the page alone, where a dialog's first frame painted
// the whole board under a shade as well (docs/performance.md). The page built ahead while the
// window was idle (prepareNewGameSoon) is shown when it was made for what the window shows
// now; otherwise it is built here.
func (u *UI) ShowNewGame() {
	g := u.S.G
	var ng *newGamePage
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
	u.ngShown = ng
	ng.layout()
	u.enterPage("newgame")
	u.setScreen(ng.content)
}

// newGamePage is a New game page built (and laid out, once layout has run), not yet shown;
// key says for what window it was made (newGameKey).
type newGamePage struct {
	content fyne.CanvasObject
	form    *NewGameForm
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

// newGameKey is everything the New game page's content and size depend on.
func (u *UI) newGameKey() string {
	g := u.S.G
	cs := u.Win.Canvas().Size()
	warn := u.HasAutosave() && !(u.live && g.Over())
	return fmt.Sprint(curLang, u.Mobile, cs, u.App.Preferences().IntWithFallback(prefTextSize, 0),
		u.App.Settings().ThemeVariant(), warn, g.Options.Difficulty, g.Options.FirstGame)
}

// buildNewGame makes the New game page with a fresh seed, laid out at the window's size.
func (u *UI) buildNewGame() *newGamePage {
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
	title := lang.L("New game against the outlaws")
	narrow := u.narrow()
	if narrow {
		title = lang.L("New game")
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
	if narrow {
		form.Orientation = widget.Vertical
	}
	ng := &newGamePage{form: f, key: key, size: cs}
	ng.start = func() {
		opt, err := f.Options()
		if err != nil {
			u.showError(lang.L("The game cannot start"), err)
			return
		}
		u.confirmReplace(func() {
			if u.ngShown == ng {
				u.ngShown = nil
			}
			u.NewGame(opt)
			u.live = true
			u.ShowGameScreen()
			u.refresh()
		})
	}
	f.Seed.OnSubmitted = func(string) { ng.start() }
	f.Seed.OnEscape = func() { u.Back() } // Esc in the field leaves the page, as it does outside it
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
		container.NewVScroll(column(form)))
	ng.content = u.pageFrame(title, body)
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
// a moment and a half (it is called after every refresh of the game screen; each call puts
// the building off again), so that showing the page only puts it in the window. Nothing is
// built again while the prepared page still fits the window (newGameKey). The work is done in
// two parts a frame apart (building, then laying out: about 10 ms each on a two-core
// machine), so a tap that comes meanwhile waits for one part at most.
func (u *UI) prepareNewGameSoon() {
	if !u.async {
		return // Fyne's test driver: the tests build the page when they show it
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

// EndContent builds the end-of-game screen: who won, how, and both score breakdowns, in a
// table, or on a narrow window (narrow) one block per category, its name and then both scores
// in a line that wraps (the table's three columns are wider than a phone at the larger text).
func EndContent(g *engine.Game, narrow bool) fyne.CanvasObject {
	r := g.Result()
	how := lang.L("The game ended.")
	switch g.End.Reason {
	case "barracks":
		how = lang.L("The barracks emptied and the last turns were played.")
	case "deck":
		how = lang.L("The last outlaw card was drawn.")
	}
	ys, os := r.Scores[engine.You].Categories(), r.Scores[engine.Outlaws].Categories()
	var scores *fyne.Container
	if narrow {
		scores = container.NewVBox()
		block := func(name string, you, outlaws int, total bool) {
			addFactBlock(scores, name, tf("You: {{.You}} · outlaws: {{.Outlaws}}", "You", you, "Outlaws", outlaws), total)
		}
		for i, c := range ys {
			block(categoryName(c.Name), c.Value, os[i].Value, false)
		}
		block(lang.L("Total"), r.Scores[engine.You].Total, r.Scores[engine.Outlaws].Total, true)
	} else {
		scores = container.NewGridWithColumns(3, bold(lang.L("Category")), bold(lang.L("You")), bold(lang.L("Outlaws")))
		for i, c := range ys {
			scores.Add(widget.NewLabel(categoryName(c.Name)))
			scores.Add(widget.NewLabel(fmt.Sprint(c.Value)))
			scores.Add(widget.NewLabel(fmt.Sprint(os[i].Value)))
		}
		scores.Add(bold(lang.L("Total")))
		scores.Add(bold(fmt.Sprint(r.Scores[engine.You].Total)))
		scores.Add(bold(fmt.Sprint(r.Scores[engine.Outlaws].Total)))
	}
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
		tie := widget.NewLabelWithStyle(lang.L("Tie-break: ")+text.Inline(r.TieBreak), fyne.TextAlignCenter, fyne.TextStyle{Italic: true})
		tie.Wrapping = fyne.TextWrapWord
		parts = append(parts, tie)
	}
	parts = append(parts, widget.NewSeparator(), scores)
	return container.NewVBox(parts...)
}

// ShowEnd opens the end-of-game screen.
func (u *UI) ShowEnd() {
	if !u.S.G.Over() {
		return
	}
	narrow := u.narrow()
	content := EndContent(u.S.G, narrow)
	u.EndScreen = content
	if u.endDialog != nil {
		u.endDialog.Hide()
	}
	closed := func(again bool) {
		u.endDialog = nil
		if again {
			u.ShowNewGame()
		}
	}
	var d dialog.Dialog
	if narrow {
		// the dialog's own buttons sit side by side, wider than a phone at the larger text:
		// here they are one under the other, below the scores
		var cd *dialog.CustomDialog
		again := widget.NewButtonWithIcon(lang.L("New game"), theme.ConfirmIcon(), func() { cd.Hide(); closed(true) })
		again.Importance = widget.HighImportance
		look := widget.NewButtonWithIcon(lang.L("Look at the board"), theme.CancelIcon(), func() { cd.Hide(); closed(false) })
		cd = dialog.NewCustomWithoutButtons(lang.L("Game over"),
			container.NewBorder(nil, container.NewVBox(again, look), nil, nil, container.NewVScroll(content)), u.Win)
		d = cd
	} else {
		d = dialog.NewCustomConfirm(lang.L("Game over"), lang.L("New game"), lang.L("Look at the board"), container.NewVScroll(content), closed, u.Win)
	}
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
