// The rules reference screen (its content is package ui/rules).

package ui

import (
	"whistle/ui/rules"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
)

// ShowRules shows the rules reference.
func (u *UI) ShowRules() {
	r, err := rules.New(u.S.Cat)
	if err != nil {
		u.showError(lang.L("The rules reference could not be loaded"), err)
		return
	}
	u.lastRules = r
	r.Search.OnEscape = u.Back
	top := fyne.CanvasObject(container.NewBorder(nil, nil, nil, r.Both, r.Search))
	if u.Mobile {
		r.Search.SetPlaceHolder(lang.L("Search (an id, a word…)"))
		top = container.NewVBox(r.Search, r.Both) // the search gets the whole width of a phone
	}
	u.showPage("rules", lang.L("Rules reference"), container.NewBorder(top, nil, nil, nil, r.Tabs))
	if !u.Mobile {
		u.Win.Canvas().Focus(r.Search) // (on a phone this would open the keyboard at once)
	}
}
