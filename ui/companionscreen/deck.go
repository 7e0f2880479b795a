package companionscreen

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	core "whistle/companion"
	"whistle/engine"
	"whistle/outlaws"
)

// The deck editor: the record of your printed outlaw cards, all of them — list, add, edit,
// check, share (export), import. A complete record is a deck file the digital game plays too.

// editor is the deck editor's state while it is on screen.
type editor struct {
	v       *View
	card    int      // the card being edited (0: the list)
	symbols []string // its symbols so far
	body    *fyne.Container
	scroll  *container.Scroll
	root    fyne.CanvasObject
}

// ShowDeckEditor opens the deck editor in place of the companion screen.
func (v *View) ShowDeckEditor() {
	e := &editor{v: v, body: container.NewVBox()}
	e.scroll = container.NewVScroll(e.body)
	back := widget.NewButtonWithIcon(lang.L("Back"), theme.NavigateBackIcon(), func() {
		v.Win.SetContent(v.frame.root)
		v.refresh()
	})
	title := widget.NewLabelWithStyle(lang.L("My printed outlaw cards"), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	title.Wrapping = fyne.TextWrapWord
	bar := container.NewBorder(nil, nil, tall(back, touch), nil, title)
	e.root = container.New(columnLayout{}, container.NewBorder(container.NewVBox(bar, widget.NewSeparator()), nil, nil, nil, e.scroll))
	e.refresh()
	v.Win.SetContent(e.root)
	v.deck = e
}

func (e *editor) refresh() {
	v := e.v
	rec := v.Record
	var objs []fyne.CanvasObject
	if e.card > 0 {
		objs = append(objs, e.cardForm())
	} else {
		objs = append(objs, text(tf("The app knows {{.N}} of your {{.Total}} printed cards. Tap a card to enter or change its symbols; a card you enter during a game is kept here too.", "N", core.RecordCards(rec), "Total", len(rec.Cards))))
		actions := container.NewVBox(
			button(lang.L("Check the cards"), widget.MediumImportance, e.check),
			button(lang.L("Share (export a deck file)…"), widget.MediumImportance, e.export),
			button(lang.L("Import a deck file…"), widget.MediumImportance, func() {
				v.readFile(func(data []byte) error {
					d, err := core.LoadRecord(v.Cat, data)
					if err != nil {
						return err
					}
					v.Record = d
					v.saveRecord()
					e.refresh()
					return nil
				})
			}),
		)
		if len(core.Missing(rec)) == 0 {
			actions.Add(button(lang.L("Play the digital game with these cards"), widget.HighImportance, e.playDigital))
			actions.Add(button(lang.L("Companion game where the app shuffles these cards"), widget.MediumImportance, func() {
				d := e.fullDeck()
				v.Win.SetContent(v.frame.root)
				v.askNewGame(d)
			}))
		}
		objs = append(objs, actions)
		list := container.NewVBox()
		for _, c := range rec.Cards {
			label := tf("{{.N}}. not entered yet", "N", c.ID)
			imp := widget.LowImportance
			if len(c.Actions) > 0 {
				var parts []string
				for _, s := range c.Actions {
					parts = append(parts, actLabel(s))
				}
				label = fmt.Sprintf("%d. %s", c.ID, strings.Join(parts, " · "))
				imp = widget.MediumImportance
			}
			list.Add(button(label, imp, func() {
				e.card, e.symbols = c.ID, nil
				e.refresh()
			}))
		}
		objs = append(objs, section(lang.L("Cards"), list))
	}
	e.body.Objects = objs
	e.body.Refresh()
	e.scroll.ScrollToTop()
}

// cardForm enters one card's symbols: the airship, what it builds, the third action (or none).
func (e *editor) cardForm() fyne.CanvasObject {
	v := e.v
	row := len(e.symbols)
	box := container.NewVBox(big(tf("Card no. {{.N}}", "N", e.card)))
	if cur := v.Record.Cards[e.card-1].Actions; len(cur) > 0 && row == 0 {
		var parts []string
		for _, s := range cur {
			parts = append(parts, actLabel(s))
		}
		box.Add(text(tf("Now: {{.List}}", "List", strings.Join(parts, " · "))))
	}
	if row > 0 {
		var parts []string
		for _, s := range e.symbols {
			parts = append(parts, actLabel(s))
		}
		box.Add(text(tf("So far: {{.List}}", "List", strings.Join(parts, " · "))))
	}
	labels := [...]string{lang.L("Its airship:"), lang.L("What it builds:"), lang.L("Its third action:")}
	box.Add(bold(labels[row]))
	g := container.NewVBox()
	save := func() {
		acts := make([]string, 0, 3)
		for _, s := range e.symbols {
			if s != "" {
				acts = append(acts, s)
			}
		}
		if err := core.SetCard(v.Cat, v.Record, e.card, acts); err != nil {
			dialog.ShowInformation(lang.L("Not possible"), RenderErr(err), v.Win)
			return
		}
		v.saveRecord()
		e.card, e.symbols = 0, nil
		e.refresh()
	}
	pick := func(s string) {
		e.symbols = append(e.symbols, s)
		if len(e.symbols) == 3 {
			save()
			return
		}
		e.refresh()
	}
	for _, s := range core.CardSymbols[row] {
		g.Add(button(actLabel(s), widget.HighImportance, func() { pick(s) }))
	}
	if row == 2 {
		g.Add(button(lang.L("None"), widget.MediumImportance, func() { pick("") }))
	}
	box.Add(g)
	box.Add(button(lang.L("Clear this card"), widget.LowImportance, func() {
		e.symbols = nil
		save()
	}))
	box.Add(button(lang.L("Cancel"), widget.LowImportance, func() {
		e.card, e.symbols = 0, nil
		e.refresh()
	}))
	return section(lang.L("Tap the card's symbols, top to bottom"), box)
}

// check says which cards are missing, and that the entered ones are sound.
func (e *editor) check() {
	v := e.v
	if err := core.CheckRecord(v.Cat, v.Record); err != nil {
		dialog.ShowInformation(lang.L("Check the cards"), RenderErr(err), v.Win)
		return
	}
	miss := core.Missing(v.Record)
	if len(miss) == 0 {
		dialog.ShowInformation(lang.L("Check the cards"), tf("All {{.N}} cards are entered: a complete deck.", "N", len(v.Record.Cards)), v.Win)
		return
	}
	nums := make([]string, len(miss))
	for i, n := range miss {
		nums[i] = fmt.Sprint(n)
	}
	dialog.ShowInformation(lang.L("Check the cards"), tf("The entered cards are sound. Not entered yet: {{.List}}.", "List", strings.Join(nums, ", ")), v.Win)
}

// export writes the record as a deck file where the person chooses.
func (e *editor) export() {
	v := e.v
	data, err := core.MarshalRecord(v.Record)
	if err != nil {
		dialog.ShowError(err, v.Win)
		return
	}
	v.Host.WriteFile(RecordFile, []string{".json"}, data, func(string) {}, func(err error) {
		dialog.ShowError(err, v.Win)
	})
}

// fullDeck is the complete record as a deck.
func (e *editor) fullDeck() *outlaws.Deck {
	d := *e.v.Record
	d.Cards = append([]outlaws.Card(nil), e.v.Record.Cards...)
	return &d
}

// playDigital starts a digital game with the printed cards as the outlaw deck.
func (e *editor) playDigital() {
	v := e.v
	if v.PlayDigital == nil {
		return
	}
	g, _ := v.Box.NewGame(engine.Options{Seed: uint64(rand.IntN(900000) + 100000), Variant: outlaws.Name})
	if err := g.UseOutlawDeck(e.fullDeck().Actions()); err != nil {
		dialog.ShowInformation(lang.L("Not possible"), RenderErr(err), v.Win)
		return
	}
	v.PlayDigital(g, false)
}
