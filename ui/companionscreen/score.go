package companionscreen

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	core "whistle/companion"
	"whistle/engine"
)

// scoreSheet is the end of the game: you enter your score lines, the app scores the outlaws
// (I21, D5) and names the winner (I6).
type scoreSheet struct {
	link    *link
	entries *ScoreEntries // made when the sheet is first shown, kept until a new game
}

// scoreCats are your score lines as on the player board's back (engine.Score).
var scoreCats = []string{"During play", "Tower", "Whirlpool (negative)", "Upgrades", "Machines", "Awards", "Scaffolds", "Cards", "Resources"}

// ScoreEntries holds the scoring sheet's fields (for tests).
type ScoreEntries struct {
	Lines       []*widget.Entry
	Tower, Item *widget.Entry
}

// section is the scoring sheet: you enter your lines, the app scores the outlaws (I21,
// D5) and names the winner (I6). One line per row, the label above its field, so it fits a
// narrow phone at the larger text size.
func (sh *scoreSheet) section() fyne.CanvasObject {
	c := sh.link.state()
	if sh.entries == nil {
		sh.entries = &ScoreEntries{}
		for range scoreCats {
			e := widget.NewEntry()
			e.SetPlaceHolder("0")
			sh.entries.Lines = append(sh.entries.Lines, e)
		}
		sh.entries.Tower, sh.entries.Item = widget.NewEntry(), widget.NewEntry()
		sh.entries.Tower.SetPlaceHolder("0")
		sh.entries.Item.SetPlaceHolder("0")
	}
	why := lang.L("the deck ran out (O-TURN-5, I5)")
	if c.End.Reason == "barracks" {
		why = lang.L("the barracks are empty (I4)")
	}
	form := container.NewVBox(text(tf("The game is over: {{.Why}}. Enter your score lines; the app scores the outlaws.", "Why", why)))
	g := grid(2)
	for i, n := range scoreCats {
		g.Add(container.NewVBox(text(lang.L(n)), tall(sh.entries.Lines[i], touch)))
	}
	g.Add(container.NewVBox(text(lang.L("Your highest tower floor")), tall(sh.entries.Tower, touch)))
	g.Add(container.NewVBox(text(lang.L("Your items in storage")), tall(sh.entries.Item, touch)))
	form.Add(g)
	form.Add(small(lang.L("The last two only break a tie (I6).")))
	form.Add(bigButton(lang.L("Score the game"), theme.ConfirmIcon(), sh.submit))
	objs := []fyne.CanvasObject{form}
	if r := c.Result; r != nil {
		res := container.NewVBox()
		ys, os := r.Scores[engine.You].Categories(), r.Scores[engine.Outlaws].Categories()
		for i := range ys {
			res.Add(text(tf("{{.Line}}: you {{.You}}, outlaws {{.Outlaws}}", "Line", lang.L(ys[i].Name), "You", ys[i].Value, "Outlaws", os[i].Value)))
		}
		res.Add(bold(tf("Total: you {{.You}}, outlaws {{.Outlaws}}", "You", r.Scores[engine.You].Total, "Outlaws", r.Scores[engine.Outlaws].Total)))
		win := big(sentence(Render(core.ResultMsg(*r))))
		win.Importance = widget.HighImportance
		objs = append([]fyne.CanvasObject{win, res}, objs...)
	}
	return section(lang.L("Scoring sheet"), objs...)
}

func (sh *scoreSheet) submit() {
	num := func(e *widget.Entry) (int, bool) {
		t := strings.TrimSpace(e.Text)
		if t == "" {
			return 0, true
		}
		n, err := strconv.Atoi(t)
		return n, err == nil
	}
	var vals []int
	for i, e := range sh.entries.Lines {
		n, ok := num(e)
		if !ok {
			sh.link.refuse(tf("“{{.Name}}” must be a whole number.", "Name", lang.L(scoreCats[i])))
			return
		}
		vals = append(vals, n)
	}
	tower, ok1 := num(sh.entries.Tower)
	items, ok2 := num(sh.entries.Item)
	if !ok1 || !ok2 {
		dialog.ShowInformation(lang.L("Not possible"), lang.L("The tower floor and the items are whole numbers."), sh.link.win)
		return
	}
	wp := vals[2]
	if wp > 0 {
		wp = -wp // the whirlpool line counts down, whatever the sign typed
	}
	s := engine.Score{Play: vals[0], Tower: vals[1], Whirlpool: wp, Upgrades: vals[3], Machines: vals[4],
		Awards: vals[5], Scaffolds: vals[6], Cards: vals[7], Resources: vals[8]}
	sh.link.do(core.Action{Kind: core.CScore, Score: &s, Tie: &engine.TieBreak{Tower: tower, Items: items}})
}
