package tutorial

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/geom"
	"whistle/engine/msg"
	"whistle/engine/msg/msgjson"
	"whistle/internal/wiring"
	"whistle/ui/game"

	"github.com/stretchr/testify/require"
)

func mustCatalog(t *testing.T) *catalog.Catalog {
	t.Helper()
	cat, err := engine.DefaultCatalog()
	require.NoError(t, err)
	return cat
}

func language(t *testing.T, cat *catalog.Catalog, l string) *msgjson.Lang {
	t.Helper()
	lang, err := msgjson.Load("../text/translations/"+l+".json", func(n int) bool { return n == 1 || (l == "fr" && n == 0) },
		func(ref string) string { return cat.CompName(ref, l) })
	require.NoError(t, err)
	return lang
}

func tutorial(t *testing.T) *Tutorial {
	t.Helper()
	tu, err := Default()
	require.NoError(t, err)
	return tu
}

// A wrong tap: another legal action when there is one, or an illegal one.
func wrongTap(r *Run) engine.Action {
	want, _ := r.Expected()
	for _, a := range r.Session.Moves().Legal() {
		if a != want {
			return a
		}
	}
	return engine.Action{Kind: engine.ActPlaceShip, Ship: engine.Balloon, At: geom.Cell{Col: 0, Row: 0}}
}

// TestPlaysThroughInBothLanguages plays the whole tutorial by its own expected taps, after one
// wrong tap at each move step, reading every text in English and French.
func TestPlaysThroughInBothLanguages(t *testing.T) {
	cat := mustCatalog(t)
	tu := tutorial(t)
	for _, l := range []string{"en", "fr"} {
		lang := language(t, cat, l)
		r := tu.Start(wiring.BoxOf(cat))
		moves := 0
		for !r.Done() {
			s := r.Current()
			require.True(t, lang.Has(s.Text), "%s: step %s: no text %q", l, s.ID, s.Text)
			text := msg.Render(msg.New(s.Text), lang)
			require.NotEmpty(t, strings.TrimSpace(text))
			require.NotContains(t, text, "{{", "%s: step %s", l, s.ID)
			n, of := r.Progress()
			require.Equal(t, r.Step+1, n)
			require.Equal(t, len(tu.Steps), of)
			if s.Kind == KindDo {
				before := r.Session.Game().Clone()
				bad := wrongTap(r)
				err := r.Try(bad)
				require.Error(t, err, "step %s: a wrong tap is refused", s.ID)
				why := msg.Inline(msg.Of(err), lang)
				require.NotEmpty(t, why)
				require.NotContains(t, why, "{{")
				require.Equal(t, n-1, r.Step, "a wrong tap keeps the step")
				require.Equal(t, before.Turn, r.Session.Game().Turn, "a wrong tap changes nothing")
				require.Error(t, r.Next(), "a move step waits for its move")
				want, _ := r.Expected()
				require.NoError(t, r.Try(want), "step %s", s.ID)
				moves++
			} else {
				require.Error(t, r.Check(wrongTap(r)), "step %s: a look step takes no move", s.ID)
				require.NoError(t, r.Next(), "step %s", s.ID)
			}
		}
		require.Greater(t, moves, 5)
		require.False(t, r.Session.Game().Over())
		require.Equal(t, engine.You, r.Session.Game().Active(), "after the last step the person plays on")
	}
	for _, id := range []string{"tut.progress", "tut.wrong_other", "tut.wrong_read_first", "tut.wrong_do_first", "tut.no_outlaw_turn"} {
		require.True(t, language(t, cat, "en").Has(id) && language(t, cat, "fr").Has(id), id)
	}
}

// TestEveryStepIsReachable rebuilds each step's position from the opening under the current
// rules and checks that the step's move is legal there.
func TestEveryStepIsReachable(t *testing.T) {
	cat := mustCatalog(t)
	tu := tutorial(t)
	outlawTurns := 0
	for i, s := range tu.Steps {
		r, err := tu.At(wiring.BoxOf(cat), i)
		require.NoError(t, err, "step %d (%s)", i+1, s.ID)
		require.Equal(t, i, r.Step)
		switch s.Kind {
		case KindDo:
			require.NoError(t, r.Session.Game().Check(*s.Action), "step %d (%s): the rules refuse its move", i+1, s.ID)
		case KindOutlaws:
			require.True(t, r.Session.Outlaws().OutlawsToMove(), "step %d (%s): the outlaws have no turn", i+1, s.ID)
			outlawTurns++
		case KindLook:
			require.False(t, r.Session.Outlaws().OutlawsToMove(), "step %d (%s)", i+1, s.ID)
		}
		for _, c := range s.Cells {
			require.True(t, r.Session.Game().InGrid(c), "step %d (%s): %v", i+1, s.ID, c)
		}
		require.LessOrEqual(t, s.Dock, len(cat.Board.Docks), s.ID)
		if i > 0 && len(s.Position) > 0 {
			require.NotEqual(t, KindDo, tu.Steps[i-1].Kind, "step %d (%s): a move's result is shown before the position changes", i+1, s.ID)
		}
	}
	require.GreaterOrEqual(t, outlawTurns, 2)
}

func TestBackSkipAndResume(t *testing.T) {
	cat := mustCatalog(t)
	tu := tutorial(t)
	r := tu.Start(wiring.BoxOf(cat))
	for range 5 {
		require.NoError(t, r.Skip())
	}
	require.Equal(t, 5, r.Step)
	data := r.SaveProgress()
	turn := r.Session.Game().Turn
	require.NoError(t, r.Back(wiring.BoxOf(cat)))
	require.Equal(t, 4, r.Step)
	back, err := tu.Resume(wiring.BoxOf(cat), data)
	require.NoError(t, err)
	require.Equal(t, 5, back.Step)
	require.Equal(t, turn, back.Session.Game().Turn)
	first := tu.Start(wiring.BoxOf(cat))
	require.NoError(t, first.Back(wiring.BoxOf(cat)))
	require.Equal(t, 0, first.Step)
}

func TestProgressFileIsChecked(t *testing.T) {
	tu := tutorial(t)
	for name, data := range map[string]string{
		"version": `{"version":2,"step":1,"steps":` + itoa(len(tu.Steps)) + `}`,
		"steps":   `{"version":1,"step":1,"steps":3}`,
		"range":   `{"version":1,"step":-1,"steps":` + itoa(len(tu.Steps)) + `}`,
		"unknown": `{"version":1,"step":1,"steps":` + itoa(len(tu.Steps)) + `,"x":1}`,
		"broken":  `{"version":1`,
		"large":   strings.Repeat(" ", MaxProgressSize+1) + "{}",
	} {
		_, err := tu.ParseProgress([]byte(data))
		require.Error(t, err, name)
		require.Contains(t, err.Error(), ProgressFile, name)
	}
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

func TestBadFilesNameTheEntry(t *testing.T) {
	ok := `{"version":1,"opening":{"seed":1,"ability":"","outlaw_ability":"","difficulty":"easy","first_game":true},"steps":[%s]}`
	for step, want := range map[string]string{
		`{"id":"a","text":"tut.a","kind":"fly"}`:                                          `step 1 (a): kind "fly"`,
		`{"id":"a","text":"hello","kind":"look"}`:                                         `step 1 (a): text "hello"`,
		`{"id":"a","text":"tut.a","kind":"do"}`:                                           `step 1 (a): a "do" step needs an action`,
		`{"id":"a","text":"tut.a","kind":"look","area":"moon"}`:                           `step 1 (a): area "moon"`,
		`{"id":"a","text":"tut.a","kind":"look"},{"id":"a","text":"tut.a","kind":"look"}`: `step 2 (a): the id is used twice`,
		`{"id":"a","text":"tut.a","kind":"do","action":{"kind":"outlaw"}}`:                `step 1 (a): the outlaws' moves`,
	} {
		_, err := Parse([]byte(strings.Replace(ok, "%s", step, 1)))
		require.Error(t, err, step)
		require.Contains(t, err.Error(), want, step)
		require.True(t, strings.HasPrefix(err.Error(), File+": "), err.Error())
	}
	_, err := Parse([]byte(strings.Replace(ok, "%s", "", 1)))
	require.ErrorContains(t, err, "0 steps")
}

// TestNoFyne keeps the tutorial model free of the window toolkit.
func TestNoFyne(t *testing.T) {
	out, err := goList()
	require.NoError(t, err)
	require.NotContains(t, out, "fyne.io")
}

// TestAttachedSessionRefusesOtherMoves plays through a session the run is attached to, as the
// window does: every tap goes through the session, a wrong one is refused with a sentence and
// changes nothing, the step's move advances the step.
func TestAttachedSessionRefusesOtherMoves(t *testing.T) {
	cat := mustCatalog(t)
	tu := tutorial(t)
	r := tu.Start(wiring.BoxOf(cat))
	s := game.NewSession(wiring.BoxOf(cat), engine.Options{Seed: 99, Variant: "outlaws", Difficulty: "easy"})
	r.Attach(s)
	for !r.Done() {
		st := r.Current()
		switch st.Kind {
		case KindDo:
			n := len(s.Record.History)
			bad := wrongTap(r)
			require.False(t, s.Do(bad), st.ID)
			require.True(t, s.Status().Bad)
			require.Len(t, s.Record.History, n)
			step := r.Step
			require.True(t, s.Do(*st.Action), st.ID)
			require.Equal(t, step+1, r.Step, st.ID)
		case KindOutlaws:
			require.True(t, r.HoldsOutlaws())
			s.Outlaws().RunOutlaws() // the window's own buttons
			r.Sync()
		default:
			require.NoError(t, r.Next())
		}
	}
	r.Detach()
	require.Nil(t, s.Gate)
}

// TestEachIdeaIsTaughtByAMove: the ideas the tutorial teaches by a move of the person are move
// steps, and making the move shows what its text says (the resource limit, the water of a second
// build, scaffold VP, a worker leaving the barracks, a promotion with its award, the award
// redeemed for a machine, a flood, an
// upgrade bought, the three kinds of theft, the end of the game set off).
// workersIn counts your workers in a zone.
func workersIn(g *engine.Game, zone engine.Zone) int {
	n := 0
	for _, w := range g.Workers[engine.You] {
		if w.Zone == zone {
			n++
		}
	}
	return n
}

func TestEachIdeaIsTaughtByAMove(t *testing.T) {
	cat := mustCatalog(t)
	tu := tutorial(t)
	index := map[string]int{}
	for i, s := range tu.Steps {
		index[s.ID] = i
	}
	towered := func(g *engine.Game) int { return workersIn(g, engine.Tower) }
	onScaffold := func(g *engine.Game) int { return workersIn(g, engine.OnScaffold) }
	inWhirlpool := func(g *engine.Game) int { return workersIn(g, engine.Whirlpool) }
	checks := map[string]func(t *testing.T, before, after *engine.Game){
		"four": func(t *testing.T, b, a *engine.Game) {
			require.Greater(t, b.Sides[engine.You].Res[catalog.Coal], 4)
			require.Equal(t, 4, a.Sides[engine.You].Res[catalog.Coal])
		},
		"scaffold_vp": func(t *testing.T, b, a *engine.Game) {
			require.Equal(t, b.Sides[engine.You].VP+3, a.Sides[engine.You].VP, "the text promises 3 VP")
			require.Equal(t, b.Sides[engine.You].Res[catalog.Water], a.Sides[engine.You].Res[catalog.Water], "the first build is free")
		},
		"cost": func(t *testing.T, b, a *engine.Game) {
			require.Equal(t, b.Sides[engine.You].Res[catalog.Water]-1, a.Sides[engine.You].Res[catalog.Water])
		},
		"workers": func(t *testing.T, b, a *engine.Game) {
			require.Equal(t, onScaffold(b)+1, onScaffold(a))
			require.Equal(t, b.Sides[engine.You].Res[catalog.Gold]-1, a.Sides[engine.You].Res[catalog.Gold])
		},
		"machines": func(t *testing.T, b, a *engine.Game) {
			require.Equal(t, towered(b)+1, towered(a), "the worker under the machine is promoted")
			require.Len(t, a.Sides[engine.You].Awards, len(b.Sides[engine.You].Awards)+1, "and takes the award there")
		},
		"activate": func(t *testing.T, b, a *engine.Game) {
			require.Equal(t, b.Sides[engine.You].Res[catalog.Coal]+2, a.Sides[engine.You].Res[catalog.Coal], "the text promises 2 coal")
			require.NotEqual(t, -1, b.MachineAt(tu.Steps[index["activate"]].Action.At), "the framed square is the machine")
		},
		"activate_place": func(t *testing.T, b, a *engine.Game) {
			reached := slices.ContainsFunc(a.Legal(), func(x engine.Action) bool { return x.Kind == engine.ActActivate })
			require.True(t, reached, "the airship beside the machine may activate it")
			require.False(t, slices.ContainsFunc(b.Legal(), func(x engine.Action) bool { return x.Kind == engine.ActActivate }))
		},
		"flood": func(t *testing.T, b, a *engine.Game) { require.Equal(t, b.Water+1, a.Water) },
		"award": func(t *testing.T, b, a *engine.Game) {
			require.Len(t, a.Sides[engine.You].Awards, len(b.Sides[engine.You].Awards)-1, "the award is used up")
		},
		"award_pick": func(t *testing.T, b, a *engine.Game) {
			require.Len(t, a.Sides[engine.You].Machines, len(b.Sides[engine.You].Machines)+1, "a machine into storage")
		},
		"upgrade_pick": func(t *testing.T, b, a *engine.Game) {
			require.Len(t, a.Sides[engine.You].Upgrades, len(b.Sides[engine.You].Upgrades)+1)
		},
		"theft": func(t *testing.T, b, a *engine.Game) {
			require.Equal(t, b.Sides[engine.Outlaws].Hideout.Total()+1, a.Sides[engine.Outlaws].Hideout.Total())
		},
		"hideout": func(t *testing.T, b, a *engine.Game) {
			require.Equal(t, b.Sides[engine.Outlaws].Hideout[catalog.Gold]+1, a.Sides[engine.Outlaws].Hideout[catalog.Gold], "the text asks for the gold")
		},
		"rotated": func(t *testing.T, b, a *engine.Game) {
			require.Equal(t, b.Sides[engine.Outlaws].Hideout.Total()+1, a.Sides[engine.Outlaws].Hideout.Total(), "robbed for the skipped dock")
		},
		"rescue_pick": func(t *testing.T, b, a *engine.Game) {
			require.Equal(t, onScaffold(b)+1, onScaffold(a), "the rescued worker stands on a scaffold")
			require.Equal(t, inWhirlpool(b)-1, inWhirlpool(a), "one worker fewer in the whirlpool")
			require.Equal(t, b.Sides[engine.You].Res, a.Sides[engine.You].Res, "the Rescue Dock costs nothing")
		},
		"end_game": func(t *testing.T, b, a *engine.Game) {
			require.False(t, b.End.Triggered)
			require.True(t, a.End.Triggered)
		},
	}
	for id, check := range checks {
		t.Run(id, func(t *testing.T) {
			i, ok := index[id]
			require.True(t, ok, "no step %s", id)
			require.Equal(t, KindDo, tu.Steps[i].Kind, "%s is taught by a move", id)
			r, err := tu.At(wiring.BoxOf(cat), i)
			require.NoError(t, err)
			before := r.Session.Game().Clone()
			after := r.Session.Game().Clone()
			_, err = after.Apply(*tu.Steps[i].Action)
			require.NoError(t, err)
			require.NoError(t, r.Try(*tu.Steps[i].Action))
			check(t, before, after)
			if len(tu.Steps[i+1].Position) == 0 {
				require.Equal(t, after.Hash(), r.Session.Game().Hash(), "the next step shows the move's result")
			}
		})
	}
}

// TestPositionsAndResume: a step with a position shows that position and keeps the tutorial
// game aside; the last step brings the tutorial game back as it was left.
func TestPositionsAndResume(t *testing.T) {
	cat := mustCatalog(t)
	tu := tutorial(t)
	first := -1
	for i, s := range tu.Steps {
		if len(s.Position) > 0 && first < 0 {
			first = i
		}
	}
	require.Positive(t, first)
	r, err := tu.At(wiring.BoxOf(cat), first)
	require.NoError(t, err)
	require.NotNil(t, r.aside, "the tutorial game is set aside")
	left := r.aside.Game.Clone()
	require.NotEqual(t, left.Hash(), r.Session.Game().Hash())
	end, err := tu.At(wiring.BoxOf(cat), len(tu.Steps)-1)
	require.NoError(t, err)
	require.True(t, tu.Steps[len(tu.Steps)-1].Resume)
	require.NoError(t, end.Next())
	require.True(t, end.Done())
	require.Equal(t, left.Hash(), end.Session.Game().Hash(), "the tutorial game comes back as it was left")
}

// TestNoStaleStatusLine: when the outlaws' turn is to be watched, or a step sets up another
// moment (or brings the tutorial game back), the status line says nothing left over from before.
func TestNoStaleStatusLine(t *testing.T) {
	cat := mustCatalog(t)
	tu := tutorial(t)
	checked := 0
	for i, s := range tu.Steps {
		if i == 0 || (s.Kind != KindOutlaws && len(s.Position) == 0 && !s.Resume) {
			continue
		}
		r, err := tu.At(wiring.BoxOf(cat), i-1)
		require.NoError(t, err, s.ID)
		r.Session.Status().Inform(msg.New("tut.later")) // something said before the step
		require.NoError(t, r.Skip(), s.ID)
		require.Equal(t, i, r.Step, s.ID)
		require.True(t, r.Session.Status().Msg.IsZero(), "step %d (%s): the status line still says %s", i+1, s.ID, r.Session.Status().Msg.Debug())
		checked++
	}
	require.GreaterOrEqual(t, checked, 8)
}
