// The rules reference screen (its content is package ui/rules).

package ui

import (
	"whistle/engine"
	"whistle/ui/rules"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
)

// rulesScreen is the rules reference page, for the catalog cat; last is the reference shown
// last (tests read it).
type rulesScreen struct {
	h    pageHost
	cat  *engine.Catalog
	last *rules.Screen
}

// ShowRules shows the rules reference.
func (u *UI) ShowRules() { u.rules.show() }

func (s *rulesScreen) show() {
	h := s.h
	r, err := rules.New(s.cat)
	if err != nil {
		h.showError(lang.L("The rules reference could not be loaded"), err)
		return
	}
	s.last = r
	r.Search.OnEscape = h.Back
	top := fyne.CanvasObject(container.NewBorder(nil, nil, nil, r.Both, r.Search))
	if h.phone() {
		r.Search.SetPlaceHolder(lang.L("Search (an id, a word…)"))
		top = container.NewVBox(r.Search, r.Both) // the search gets the whole width of a phone
	}
	h.showPage("rules", lang.L("Rules reference"), container.NewBorder(top, nil, nil, nil, r.Tabs))
	if !h.phone() {
		h.window().Canvas().Focus(r.Search) // (on a phone this would open the keyboard at once)
	}
}
