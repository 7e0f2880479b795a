package companionscreen

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	core "whistle/companion"
	"whistle/engine"
	"whistle/engine/msg"
)

// history is what happened: the last action's events (where the pieces on the table follow at
// once), what the last outlaw turn asks of the table until the next roll, and the log, folded.
type history struct {
	link *link
	open bool // the log is unfolded
}

// lastEvents shows what the last action did (where the blockers went, what was stolen), so the
// pieces on the table can follow at once.
func (hs *history) lastEvents() fyne.CanvasObject {
	n := len(hs.link.session().History)
	if n == 0 {
		return nil
	}
	ev := hs.link.session().History[n-1].Events
	if len(ev) == 0 {
		return nil
	}
	box := container.NewVBox()
	for i, e := range ev {
		if i == 8 {
			box.Add(small(lang.L("… the rest is in the log.")))
			break
		}
		box.Add(text(sentence(Render(e.Text))))
		if !e.Why.IsZero() {
			box.Add(small(Render(e.Why)))
		}
	}
	return section(lang.L("Just now"), box)
}

// tableIDs are the log lines that ask for something at the table after the outlaws' card: they
// stay on screen (tableNow) until the next roll, whatever was reported since.
var tableIDs = []string{"companion.log.blocker_moves", "companion.log.bump", "companion.log.award_auto", "companion.log.discard", "companion.log.ship_water", "companion.log.swept_barracks", "companion.log.not_there"}

// tableNow lists what the last outlaw turn (and your reports since) asks you to do on the
// table — where each blocker went, the award an outlaw took, a machine discarded — with a
// one-tap "it was not there" for an award the app gave them.
func (hs *history) tableNow() fyne.CanvasObject {
	h := hs.link.session().History
	from := len(h)
	for from > 0 && h[from-1].Action.Kind != core.CRoll {
		from--
	}
	if from == 0 {
		return nil
	}
	from--
	box := container.NewVBox()
	given := map[string]int{}
	for _, e := range h[from:] {
		for _, l := range e.Events {
			if !slices.Contains(tableIDs, l.Text.ID) {
				continue
			}
			box.Add(text(sentence(Render(l.Text))))
			if l.Text.ID == "companion.log.award_auto" {
				given[argString(l.Text, "Award")]++
			}
			if l.Text.ID == "companion.log.not_there" {
				given[argString(l.Text, "Award")]--
			}
		}
	}
	ids := make([]string, 0, len(given))
	for id := range given {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	for _, id := range ids {
		if given[id] > 0 && slices.Contains(hs.link.state().Awards, id) {
			box.Add(button(tf("The {{.Award}} was not there", "Award", compName(id)), widget.MediumImportance, func() {
				hs.link.do(core.Action{Kind: core.CNotThere, ID: id})
			}))
		}
	}
	if len(box.Objects) == 0 {
		return nil
	}
	return section(lang.L("On the table now"), box)
}

// argString is the text of a message's argument (a component's bare id), "" when absent.
func argString(m msg.Msg, key string) string {
	for _, a := range m.Args {
		if a.Key == key {
			return a.Text
		}
	}
	return ""
}

// log shows the companion's log, newest last.
func (hs *history) log() fyne.CanvasObject {
	log := hs.link.session().Log()
	label := Render(msg.New("companion.show_log", msg.Num("Count", len(log))))
	if hs.open {
		label = lang.L("Hide the log")
	}
	_, toggle := iconButton(label, theme.ListIcon(), widget.MediumImportance, func() {
		hs.open = !hs.open
		hs.link.redraw()
	})
	if !hs.open {
		return toggle
	}
	box := container.NewVBox(toggle)
	for _, e := range log[max(0, len(log)-40):] {
		mark := lang.L("[You]") + " "
		if e.Side == engine.Outlaws {
			mark = lang.L("[Outlaws]") + " "
		}
		l := text(mark + sentence(Render(e.Text)))
		if e.Side == engine.Outlaws {
			l.Importance = widget.WarningImportance
		}
		box.Add(l)
		if !e.Why.IsZero() {
			box.Add(small("    " + Render(e.Why)))
		}
	}
	return box
}
