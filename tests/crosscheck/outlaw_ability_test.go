package crosscheck_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"whistle/companion"
	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/invariants"
	"whistle/engine/record"
	"whistle/internal/wiring"
)

// O-SETUP-5 (printed: "choisissez-en une deuxième pour les Hors-la-loi"), I2: after keeping
// your starting ability, you choose the outlaws' among the two left; the third goes back to
// the box. Nothing is drawn for it.
func TestOutlawAbilityChosenAmongTheTwoLeft(t *testing.T) {
	cat := oaCatalog(t)
	for _, pick := range []int{0, 1} {
		g, _ := wiring.BoxOf(cat).NewGame(engine.Options{Seed: 7, Variant: "outlaws"})
		offer := slices.Clone(g.Offer)
		oaApply(t, g, engine.Action{Kind: engine.ActChoose, Option: 2}) // you keep the third
		f := g.Top()
		if f == nil || f.Kind != engine.FrOutlawAbility {
			t.Fatalf("after keeping yours, setup waits for %v, not the outlaws' ability", g.Waiting().Debug())
		}
		if got := g.Waiting().ID; got != "wait.choose_outlaw_ability" {
			t.Fatalf("the prompt is %s", got)
		}
		if g.Sides[engine.Outlaws].Ability != -1 {
			t.Fatal("the outlaws have an ability before you chose it")
		}
		ch := g.Choices()
		if len(ch) != 2 {
			t.Fatalf("%d choices for the outlaws' ability, want the 2 you did not keep", len(ch))
		}
		rng := g.RNG
		ev := oaApply(t, g, engine.Action{Kind: engine.ActChoose, Option: pick})
		if g.Sides[engine.Outlaws].Ability != offer[pick] || g.Sides[engine.You].Ability != offer[2] {
			t.Fatalf("abilities you %d, outlaws %d; want %d and %d", g.Sides[engine.You].Ability, g.Sides[engine.Outlaws].Ability, offer[2], offer[pick])
		}
		if !slices.Contains(g.Removed.Abilities, offer[1-pick]) {
			t.Fatal("the third ability did not go back to the box")
		}
		if g.RNG != rng {
			t.Fatal("choosing the outlaws' ability used the random generator")
		}
		if len(ev) == 0 || ev[0].Msg.ID != "ev.give_outlaw_ability" {
			t.Fatalf("the log says %v", ev)
		}
		if err := invariants.Check(g); err != nil {
			t.Fatal(err)
		}
		if g.Top() == nil || g.Top().Kind != engine.FrSetupStack {
			t.Fatalf("setup goes on with %v", g.Waiting().Debug())
		}
	}
}

// The options may name both abilities (a simulation, companion mode): setup then asks neither;
// naming one you keep is refused as the outlaws'.
func TestOutlawAbilityFromOptions(t *testing.T) {
	cat := oaCatalog(t)
	g0, _ := wiring.BoxOf(cat).NewGame(engine.Options{Seed: 9, Variant: "outlaws"})
	yours, theirs := cat.Abilities[g0.Offer[0]].ID, cat.Abilities[g0.Offer[1]].ID
	g, _ := wiring.BoxOf(cat).NewGame(engine.Options{Seed: 9, Variant: "outlaws", Ability: yours, OutlawAbility: theirs})
	if f := g.Top(); f == nil || f.Kind != engine.FrSetupStack {
		t.Fatalf("setup waits for %v", g.Waiting().Debug())
	}
	if g.Sides[engine.Outlaws].Ability != g0.Offer[1] {
		t.Fatal("the outlaws did not get the ability the options name")
	}
	g, _ = wiring.BoxOf(cat).NewGame(engine.Options{Seed: 9, Variant: "outlaws", Ability: yours, OutlawAbility: yours})
	if f := g.Top(); f == nil || f.Kind != engine.FrOutlawAbility {
		t.Fatal("the ability you keep was given to the outlaws too")
	}
}

// Saves of earlier versions drew the outlaws' ability at random when you kept yours; their
// starting position has no FrOutlawAbility decision, so they replay with the same draw and
// load with the ability their history holds, the same game to the last action. Companion
// saves without the outlaws' ability in their keep_ability action draw it the same way.
func TestEarlierSavesKeepTheirDrawnOutlawAbility(t *testing.T) {
	cat := oaCatalog(t)
	var files []string
	for _, dir := range []string{"../../engine/testdata/saves/landed-2026-11-22", "../../engine/testdata/saves/landed-2026-11-23"} {
		f, _ := filepath.Glob(filepath.Join(dir, "*"))
		files = append(files, f...)
	}
	if len(files) != 17 {
		t.Fatalf("found %d saves, want the 17 of 2026-11-22 and 2026-11-23", len(files))
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			if strings.HasSuffix(file, ".json") {
				var saved struct {
					Actions []companion.Action `json:"actions"`
				}
				if err := json.Unmarshal(data, &saved); err != nil {
					t.Fatal(err)
				}
				s, err := companion.Load(wiring.BoxOf(cat), data)
				if err != nil {
					t.Fatal(err)
				}
				var drawn string
				for _, l := range s.Log() {
					if l.Text.ID == "companion.log.outlaw_ability" {
						drawn = l.Text.Args[0].Text
						if l.Why.ID != "companion.why.outlaw_ability" {
							t.Errorf("the log says %s, not that it was drawn", l.Why.ID)
						}
					}
				}
				if drawn == "" || s.Companion.OutlawAbility != strings.TrimPrefix(drawn, "ability:") {
					t.Fatalf("the outlaws' ability %q, the log says %q", s.Companion.OutlawAbility, drawn)
				}
				return
			}
			var saved struct {
				State struct {
					Sides []struct {
						Ability int16 `json:"ability"`
					} `json:"sides"`
				} `json:"state"`
			}
			if err := json.Unmarshal(data, &saved); err != nil {
				t.Fatal(err)
			}
			s, err := record.Load(wiring.BoxOf(cat), data)
			if err != nil {
				t.Fatal(err)
			}
			if s.Notice != nil && s.Notice.Refused {
				t.Fatalf("refused at action %d: %s", s.Notice.From, s.Notice.Reason)
			}
			want := saved.State.Sides[engine.Outlaws].Ability
			if got := s.Game.Sides[engine.Outlaws].Ability; got != want {
				t.Fatalf("the outlaws' ability is %d after loading, the save holds %d", got, want)
			}
			var logged bool
			events := slices.Clone(s.Setup)
			for _, e := range s.History {
				events = append(events, e.Events...)
			}
			for _, e := range events {
				if e.Msg.ID == "ev.outlaw_ability" {
					logged = true
				}
				if e.Msg.ID == "ev.give_outlaw_ability" {
					t.Fatal("an earlier save now says you chose the outlaws' ability")
				}
			}
			if !logged {
				t.Fatal("the history does not hold the drawn ability")
			}
		})
	}
}

func oaCatalog(t *testing.T) *catalog.Catalog {
	t.Helper()
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	return cat
}

func oaApply(t *testing.T, g *engine.Game, a engine.Action) []engine.Event {
	t.Helper()
	ev, err := g.Apply(a)
	if err != nil {
		t.Fatalf("%+v refused: %v", a, err)
	}
	return ev
}
