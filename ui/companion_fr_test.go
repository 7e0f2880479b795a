//go:build ci

package ui

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"whistle/automa"
	"whistle/engine"
	"whistle/engine/msg"
	"whistle/outlaws"
	"whistle/ui/text"
)

// companionSentences plays companion games with every kind of report and collects what the
// companion says: log lines and reasons, refusals, status, notes, the table guide, the setup.
func companionSentences(t *testing.T) []string {
	t.Helper()
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	var out []string
	add := func(ss ...string) {
		for _, s := range ss {
			if s != "" && !seen[s] {
				seen[s] = true
				out = append(out, s)
			}
		}
	}
	for seed := uint64(1); seed <= 8; seed++ {
		level := []string{"easy", "normal", "hard"}[seed%3]
		s, err := automa.NewCompanionSession(cat, automa.CompanionOptions{Seed: seed, FirstGame: seed%2 == 0, Difficulty: level})
		if err != nil {
			t.Fatal(err)
		}
		c := s.C
		do := func(a automa.CompanionAction) bool {
			ev, err := s.Apply(a)
			if err != nil {
				add(plainOf(msg.Of(err)))
				return false
			}
			for _, e := range ev {
				add(plainOf(e.Msg), plainOf(e.Why))
			}
			return true
		}
		steps := func() {
			for _, st := range c.SetupSteps() {
				add(st.Text)
			}
			add(plainOf(c.Status()))
		}
		steps()
		do(automa.CompanionAction{Kind: automa.CRoll})
		do(automa.CompanionAction{Kind: automa.CKeepAbility, ID: "nope"})
		do(automa.CompanionAction{Kind: automa.CKeepAbility, ID: c.Offer[0]})
		steps()
		for turn := 0; turn < 60 && c.Phase != automa.PhaseOver; turn++ {
			if c.Phase == automa.PhaseYou {
				switch turn % 6 {
				case 0:
					do(automa.CompanionAction{Kind: automa.CTheftGrid})
				case 1:
					do(automa.CompanionAction{Kind: automa.CDock, Dock: turn%9 + 1})
					do(automa.CompanionAction{Kind: automa.CDock, Dock: 12})
				case 2:
					do(automa.CompanionAction{Kind: automa.CFlood, Count: 0})
				case 3:
					do(automa.CompanionAction{Kind: automa.CWorker, From: "barracks", To: "whirlpool"})
					do(automa.CompanionAction{Kind: automa.CWorker, From: "tower", To: "scaffold"})
				case 4:
					do(automa.CompanionAction{Kind: automa.CShipHome, Ship: "balloon"})
					do(automa.CompanionAction{Kind: automa.CAward, ID: cat.Awards[0].ID})
				}
				if c.Thefts > 0 {
					do(automa.CompanionAction{Kind: automa.CRoll})
					if !do(automa.CompanionAction{Kind: automa.CHandOver, Res: "coal"}) {
						do(automa.CompanionAction{Kind: automa.CNoResources})
					}
				}
				if turn == 20 {
					do(automa.CompanionAction{Kind: automa.CYourEmpty})
				}
				add(plainOf(c.Status()))
				if c.LastTurn() {
					do(automa.CompanionAction{Kind: automa.CRoll})
					do(automa.CompanionAction{Kind: automa.CFinish})
					continue
				}
				do(automa.CompanionAction{Kind: automa.CRoll})
			}
			for c.Phase == automa.PhaseOutlaws {
				add(plainOf(c.Status()))
				_, acts, step := c.Card()
				a := acts[step]
				g, note := c.Guide(a)
				add(g.Title, g.Do, g.Ties, g.Skip, note)
				do(automa.CompanionAction{Kind: automa.CDone})
				var act automa.CompanionAction
				switch a.Kind {
				case outlaws.Scaffold:
					act.VP = turn % 3
				case outlaws.Machine:
					if ch := c.MachineChoices(a.Size); len(ch) > 0 {
						act.ID = ch[0].ID
						act.Flag = turn%4 == 0
					}
				case outlaws.Upgrade:
					if ch := c.UpgradeChoices(); len(ch) > 0 {
						act.ID = ch[0].ID
					}
				case outlaws.Promote:
					act.Floor = 2
				case outlaws.Rotate:
					act.Docks = []int{1, 5}
				}
				act.Kind = automa.CDone
				if turn%5 == 4 || !do(act) {
					do(automa.CompanionAction{Kind: automa.CSkip})
				}
			}
		}
		add(plainOf(c.Status()))
		do(automa.CompanionAction{Kind: automa.CScore})
		do(automa.CompanionAction{Kind: automa.CScore, Score: &engine.Score{Play: 20, Tower: 5}, Tie: &engine.TieBreak{}})
		for _, e := range s.Log() {
			add(plainOf(e.Msg), plainOf(e.Why))
		}
	}
	return out
}

// Every sentence of the companion reads in French in the French window.
func TestCompanionSentencesInFrench(t *testing.T) {
	old := curLang
	curLang = LangFR
	defer func() { curLang = old }()
	texts := companionSentences(t)
	var missed []string
	for _, s := range texts {
		if _, ok := trFR(s); !ok {
			missed = append(missed, s)
		}
	}
	sort.Strings(missed)
	if len(missed) > 0 {
		t.Errorf("%d of %d companion sentences stay in English:\n%s", len(missed), len(texts), strings.Join(missed, "\n"))
	}
	if len(texts) < 80 {
		t.Errorf("only %d sentences collected", len(texts))
	}
	for en, fr := range map[string]string{
		"Your turn (outlaw turns played: 3)": "Votre tour (tours hors-la-loi joués : 3)",
		"Rotate the blocker ships":           "Tourner les Navires bloqueurs",
	} {
		got, ok := trFR(en)
		got = strings.ReplaceAll(got, "\u00a0", " ")
		if !ok || got != fr {
			t.Errorf("%q → %q, want %q", en, got, fr)
		}
	}
}

// cmpTexts are the texts of the companion screen and its dialogs.
func cmpTexts(w fyne.Window) []string {
	var out []string
	for _, o := range cmpObjs(w) {
		if !o.Visible() {
			continue
		}
		switch x := o.(type) {
		case *widget.Label:
			out = append(out, x.Text)
		case *widget.Button:
			out = append(out, x.Text)
		case *widget.Check:
			out = append(out, x.Text)
		case *widget.Entry:
			out = append(out, x.PlaceHolder)
		case *widget.RadioGroup:
			out = append(out, x.Options...)
		case *canvas.Text:
			out = append(out, x.Text)
		}
	}
	return out
}

// The companion screens in French: every screen and dialog, no English label left.
func TestCompanionScreensInFrench(t *testing.T) {
	applyLanguage(LangFR)
	t.Cleanup(func() { applyLanguage(LangEN) })
	if Language() != LangFR {
		t.Fatal("no French")
	}
	v, w := newCompanionTest(t, "")
	cat := v.Cat
	// the English texts of the window that read differently in French
	same := sameInBothLanguages(t, cat)
	english := map[string]bool{}
	for k := range langKeys(t) {
		if !same[k] {
			english[k] = true
		}
	}
	for _, d := range cat.Abilities {
		if d.Name.EN != d.Name.FR {
			english[d.Name.EN] = true
		}
	}
	for _, d := range cat.Awards {
		if d.Name.EN != d.Name.FR {
			english[d.Name.EN] = true
		}
	}
	screens := 0
	check := func(where string) {
		t.Helper()
		screens++
		for _, s := range cmpTexts(w) {
			if strings.TrimSpace(s) == "" || noLetters.MatchString(s) {
				continue
			}
			if english[s] {
				t.Errorf("%s: %q is English", where, s)
				continue
			}
			if frLeftover(strings.ReplaceAll(s, "\n", " ")) && !same[s] {
				t.Errorf("%s: %q reads as English", where, s)
			}
		}
		for _, o := range w.Canvas().Overlays().List() {
			w.Canvas().Overlays().Remove(o)
		}
	}
	check("setup")
	cmpTapButton(t, w, "Menu")
	check("menu")
	v.ShowNewGame()
	check("new game")
	v.ShowSetup()
	check("setup instructions")
	v.ShowYields()
	check("machine yields")
	v.ShowCorrection()
	check("correction")
	v.Do(automa.CompanionAction{Kind: automa.CKeepAbility, ID: v.S.C.Offer[0]})
	check("first turn")
	v.logOpen = true
	v.refresh()
	check("first turn, log open")
	v.showDock()
	check("dock")
	v.showFlood()
	check("flood")
	v.Do(automa.CompanionAction{Kind: automa.CTheftGrid})
	check("theft")
	v.Do(automa.CompanionAction{Kind: automa.CHandOver, Res: "coal"})
	v.Do(automa.CompanionAction{Kind: automa.CRoll, Die: 9})
	check("refusal")
	for turn := 0; turn < 80 && v.S.C.Phase != automa.PhaseOver; turn++ {
		if v.S.C.Phase == automa.PhaseYou {
			if v.S.C.LastTurn() {
				v.Do(automa.CompanionAction{Kind: automa.CFinish})
				break
			}
			v.Do(automa.CompanionAction{Kind: automa.CRoll})
		}
		for v.S.C.Phase == automa.PhaseOutlaws {
			if turn < 12 {
				check(fmt.Sprintf("outlaw turn %d, %s", turn, v.S.C.Status().Debug()))
			}
			if !v.Do(automa.CompanionAction{Kind: automa.CSkip}) {
				t.Fatal(v.Notice)
			}
		}
		if turn < 12 {
			check(fmt.Sprintf("your turn %d", turn))
			if slices.Contains(v.S.C.OnGrid[:], true) {
				v.showShipHome()
				check("ship home")
			}
		}
	}
	if v.S.C.Phase != automa.PhaseOver {
		t.Fatal("the game did not end")
	}
	check("scoring sheet")
	v.score.Lines[0].SetText("30")
	v.submitScore()
	check("scored")
	if v.S.C.Result == nil {
		t.Error("no result")
	}
	if screens < 15 {
		t.Errorf("only %d screens", screens)
	}
}

// langKeys are the keys of the English file.
func langKeys(t *testing.T) map[string]bool {
	t.Helper()
	out := map[string]bool{}
	data := text.File("en")
	if data == nil {
		t.Fatal("no English file")
	}
	for _, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if strings.HasPrefix(line, `"`) {
			if i := strings.Index(line, `": "`); i > 0 {
				out[strings.ReplaceAll(line[1:i], `\"`, `"`)] = true
			}
		}
	}
	return out
}

// plainOf is the English text of a companion line that is not a message yet ("" for a message:
// messages render through ui/text, whose French is checked by its own tests).
func plainOf(m msg.Msg) string {
	if m.ID == msg.PlainID && len(m.Args) == 1 {
		return m.Args[0].S
	}
	return ""
}
