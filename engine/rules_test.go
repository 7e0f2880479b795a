package engine

import (
	"strings"
	"testing"
	"whistle/engine/catalog"
	"whistle/engine/geom"
	"whistle/engine/msg"

	"github.com/stretchr/testify/require"
)

func refused(t *testing.T, g *Game, a Action, want string) {
	t.Helper()
	h := g.Hash()
	err := g.Check(a)
	require.Error(t, err, "%v should be refused", a)
	require.Contains(t, englishErr(err), want)
	_, err = g.Apply(a)
	require.Error(t, err)
	require.Equal(t, h, g.Hash(), "a refused action changed the state")
}

// Scaffold placement (S5, B2, B7): on empty squares above the water, inside the playable grid,
// touching a visible scaffold or machine; 1 VP per touching edge.
func TestRuleScaffoldPlacement(t *testing.T) {
	g := position(t, `{"version":1,"variant":"","water":1,
	  "scaffolds":[{"tile":"T-coal-iron","at":"C2","orient":0}],
	  "ships":[{"owner":"you","kind":"balloon","at":"G3"}],
	  "you":{"resources":{"water":2},"scaffolds":["L-gold-gold","S-iron-iron"]}}`)
	apply(t, g, Action{Kind: ActForge})
	cases := []struct {
		name string
		a    Action
		want string
	}{
		{"under water", Action{Kind: ActBuildScaffold, ID: "L-gold-gold", At: geom.C(0, 1)}, "under water"},
		{"not touching", Action{Kind: ActBuildScaffold, ID: "L-gold-gold", At: geom.C(7, 6)}, "must touch"},
		{"overlapping", Action{Kind: ActBuildScaffold, ID: "L-gold-gold", At: geom.C(2, 3)}, "already built"},
		{"off the grid", Action{Kind: ActBuildScaffold, ID: "L-gold-gold", At: geom.C(9, 5)}, "out of the grid"},
		{"in the overlay (B7)", Action{Kind: ActBuildScaffold, ID: "L-gold-gold", At: geom.C(0, 11)}, "overlay"},
		{"not in storage", Action{Kind: ActBuildScaffold, ID: "T-gold-gold", At: geom.C(5, 3)}, "do not have"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { refused(t, g, c.a, c.want) })
	}
	// the L standing on D3..D5 with its foot at E3: touches the T at D3's side and top
	var best Spot
	for _, sp := range g.ScaffoldSpots(g.cat.ScaffoldByID["L-gold-gold"], false) {
		if sp.VP > best.VP {
			best = sp
		}
	}
	require.Greater(t, best.VP, 0)
	apply(t, g, Action{Kind: ActBuildScaffold, ID: "L-gold-gold", At: best.At, Orient: best.Orient})
	require.Equal(t, best.VP, g.Sides[You].VP, "1 VP per touching edge (S5)")
}

// Machine placement (build steps 1–3, M1): every square on an uncovered scaffold square above
// the water; machines may cover resources; medium machines turn, small ones do not.
func TestRuleMachinePlacement(t *testing.T) {
	g := position(t, `{"version":1,"variant":"",
	  "scaffolds":[{"tile":"T-coal-iron","at":"C6","orient":0},{"tile":"S-iron-gold","at":"B5","orient":4}],
	  "machines":[{"id":"forge","at":"H1"}],
	  "you":{"resources":{"water":2},"machines":["double-coal","archives","treasure-map"]}}`)
	apply(t, g, Action{Kind: ActForge})
	refused(t, g, Action{Kind: ActBuildMachine, ID: "double-coal", At: geom.C(5, 5)}, "no scaffold")
	refused(t, g, Action{Kind: ActBuildMachine, ID: "double-coal", At: geom.C(2, 5), Orient: 1}, "cannot be turned")
	refused(t, g, Action{Kind: ActBuildMachine, ID: "factory", At: geom.C(2, 5)}, "do not have")
	// Archives fits C5–D7 exactly (covering the resource squares D5 and C7)
	apply(t, g, Action{Kind: ActBuildMachine, ID: "archives", At: geom.C(2, 5)})
	require.Equal(t, 12, g.Sides[You].VP)
	require.Equal(t, 1, g.Water, "a square at row 7 or higher floods the canyon (B4)")
	refused(t, g, Action{Kind: ActBuildMachine, ID: "double-coal", At: geom.C(2, 5)}, "already holds a machine")
}

// Airship placement (Collect): empty squares in a line, or entirely on one machine; never over
// a scaffold, another airship or two machines; not under water or in the overlay.
func TestRuleAirshipPlacement(t *testing.T) {
	g := position(t, `{"version":1,"variant":"","water":1,
	  "scaffolds":[{"tile":"T-coal-iron","at":"C2","orient":0}],
	  "machines":[{"id":"double-coal","at":"F2"},{"id":"double-iron","at":"H2"}],
	  "ships":[{"owner":"outlaws","kind":"blimp","at":"A5"}]}`)
	cases := []struct {
		name string
		a    Action
		want string
	}{
		{"under water", Action{Kind: ActPlaceShip, Ship: Balloon, At: geom.C(0, 1)}, "under water"},
		{"on a scaffold", Action{Kind: ActPlaceShip, Ship: Balloon, At: geom.C(3, 3)}, "scaffold"},
		{"over an airship", Action{Kind: ActPlaceShip, Ship: Blimp, At: geom.C(1, 5), Vertical: true}, "another airship"},
		{"over two machines", Action{Kind: ActPlaceShip, Ship: Blimp, At: geom.C(6, 2)}, "one machine"},
		{"half on a machine", Action{Kind: ActPlaceShip, Ship: Blimp, At: geom.C(4, 2)}, "one machine"},
		{"overlay", Action{Kind: ActPlaceShip, Ship: Balloon, At: geom.C(4, 12)}, "overlay"},
		{"off the grid", Action{Kind: ActPlaceShip, Ship: Dreadnought, At: geom.C(8, 9)}, "leave the grid"},
		{"balloon turned", Action{Kind: ActPlaceShip, Ship: Balloon, At: geom.C(4, 8), Vertical: true}, "no direction"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { refused(t, g, c.a, c.want) })
	}
	require.NoError(t, g.Check(Action{Kind: ActPlaceShip, Ship: Blimp, At: geom.C(5, 2)}), "entirely on Double Coal")
	apply(t, g, Action{Kind: ActPlaceShip, Ship: Balloon, At: geom.C(4, 2)})
	// the setup resources + 1 water from the bar square below (B2) + 1 iron from E3
	require.Equal(t, catalog.Resources{catalog.Coal: 1, catalog.Iron: 2, catalog.Gold: 1, catalog.Water: 2}, g.Sides[You].Res)
	require.Len(t, g.Top().Items, 1, "Double Coal next to it can be activated")
	refused(t, g, Action{Kind: ActPlaceShip, Ship: Blimp, At: geom.C(6, 6)}, "already taken your main action")
}

// Docks: you cannot dock what you cannot pay, nor in a taken dock.
func TestRuleDocks(t *testing.T) {
	g := position(t, `{"version":1,"variant":"","you":{"resources":{"coal":1,"iron":3}},
	  "ships":[{"owner":"blockers","kind":"balloon","dock":2},{"owner":"blockers","kind":"blimp","dock":7},{"owner":"blockers","kind":"dreadnought","dock":9}]}`)
	refused(t, g, Action{Kind: ActDock, Ship: Balloon, Dock: 1}, "cannot pay")
	refused(t, g, Action{Kind: ActDock, Ship: Balloon, Dock: 2}, "blocker")
	refused(t, g, Action{Kind: ActDock, Ship: Balloon, Dock: 5, Option: 7}, "no choice")
	require.NoError(t, g.Check(Action{Kind: ActDock, Ship: Balloon, Dock: 3}), "3 iron buys a medium machine")
	apply(t, g, Action{Kind: ActDock, Ship: Balloon, Dock: 3})
	require.NotEmpty(t, choiceTexts(g), "choose which medium machine")
	apply(t, g, Action{Kind: ActChoose, Option: 0})
	require.Len(t, g.Sides[You].Machines, 1)
	require.Equal(t, 0, g.Sides[You].Res[catalog.Iron])
}

// Whistles are wild, except for a cost in whistles (the rulebook's RESOURCES section).
func TestRuleWhistlesWild(t *testing.T) {
	g := position(t, `{"version":1,"variant":"","you":{"resources":{"coal":1,"whistle":2}},
	  "ships":[{"owner":"blockers","kind":"balloon","dock":4},{"owner":"blockers","kind":"blimp","dock":5},{"owner":"blockers","kind":"dreadnought","dock":9}]}`)
	require.Len(t, g.payments(You, catalog.Resources{catalog.Coal: 2}, 0), 2, "1 coal + 1 whistle, or 2 whistles")
	require.Empty(t, g.payments(You, catalog.Resources{catalog.Whistle: 3}, 0), "whistle costs take whistles only")
	require.Len(t, g.payments(You, catalog.Resources{catalog.Whistle: 2}, 0), 1)
	apply(t, g, Action{Kind: ActDock, Ship: Blimp, Dock: 1})
	require.Equal(t, FrPay, g.Top().Kind)
	require.Len(t, choiceTexts(g), 2)
	apply(t, g, Action{Kind: ActChoose, Option: 1})
}

// Forge: airships come home; three builds, the first free and the others 1 water each; one
// move (1 gold) or rescue (2 gold).
func TestRuleForge(t *testing.T) {
	g := position(t, `{"version":1,"variant":"",
	  "scaffolds":[{"tile":"T-coal-iron","at":"C1","orient":0}],
	  "ships":[{"owner":"you","kind":"blimp","at":"H5"}],
	  "you":{"resources":{"water":1,"gold":3},"scaffolds":["L-gold-gold","S-iron-iron","L-coal-coal","S-water-water"]}}`)
	apply(t, g, Action{Kind: ActForge})
	require.Equal(t, Home, g.Ships[g.ShipIndex(You, Blimp)].Loc)
	build := func() {
		t.Helper()
		for _, a := range g.Legal() {
			if a.Kind == ActBuildScaffold {
				apply(t, g, a)
				for g.Top() != nil && g.Top().Kind == FrPay {
					apply(t, g, Action{Kind: ActChoose})
				}
				return
			}
		}
		t.Fatal("no build possible")
	}
	build()
	require.Equal(t, 1, g.Sides[You].Res[catalog.Water], "the first build is free")
	build()
	require.Equal(t, 0, g.Sides[You].Res[catalog.Water], "the second build costs 1 water")
	for _, a := range g.Legal() {
		require.NotEqual(t, ActBuildScaffold, a.Kind, "no water left for a third build")
	}
	// the one move or rescue
	var rescue Action
	for _, a := range g.Legal() {
		if a.Kind == ActRescue {
			rescue = a
			break
		}
	}
	require.Equal(t, ActRescue, rescue.Kind)
	apply(t, g, rescue)
	for g.Top() != nil && g.Top().Kind == FrPay {
		apply(t, g, Action{Kind: ActChoose})
	}
	require.Equal(t, 1, g.Sides[You].Res[catalog.Gold], "a rescue costs 2 gold")
	for _, a := range g.Legal() {
		require.NotContains(t, []ActionKind{ActMove, ActRescue}, a.Kind, "only one move or rescue per forge")
	}
}

// End of turn: at most 4 of each resource are kept; the rest go back to the supply.
func TestRuleKeepFourOfEach(t *testing.T) {
	g := position(t, `{"version":1,"variant":"","you":{"resources":{"coal":6,"iron":4,"gold":1}}}`)
	apply(t, g, Action{Kind: ActEndTurn})
	require.Equal(t, catalog.Resources{catalog.Coal: 4, catalog.Iron: 4, catalog.Gold: 1}, g.Sides[You].Res)
	require.Equal(t, 16-4, g.Supply[catalog.Coal])
}

// Theft O-THEFT-1a/1b (and I15, I16): landing next to an outlaw worker or ship, or docking in a
// market next to a blocker, costs you one resource, of a type the hideout lacks if you can.
func TestRuleTheftTriggers(t *testing.T) {
	g := position(t, `{"version":1,"variant":"",
	  "scaffolds":[{"tile":"T-gold-gold","at":"C2","orient":0}],
	  "ships":[{"owner":"outlaws","kind":"balloon","at":"F5"},
	           {"owner":"blockers","kind":"balloon","dock":2},{"owner":"blockers","kind":"blimp","dock":7},{"owner":"blockers","kind":"dreadnought","dock":9}],
	  "you":{"resources":{"coal":1,"iron":1}},
	  "outlaws":{"hideout":{"coal":1}}}`)
	t.Run("O-THEFT-1a next to an outlaw airship, I16 lacking type", func(t *testing.T) {
		g := g.Clone()
		apply(t, g, Action{Kind: ActPlaceShip, Ship: Blimp, At: geom.C(6, 5)})
		// only iron may be taken: the hideout already holds coal (I16)
		require.Equal(t, catalog.Resources{catalog.Coal: 1}, g.Sides[You].Res)
		require.Equal(t, 1, g.Sides[Outlaws].Hideout[catalog.Iron])
	})
	t.Run("I15 one theft however many outlaw pieces touch", func(t *testing.T) {
		g := position(t, `{"version":1,"variant":"",
		  "scaffolds":[{"tile":"T-gold-gold","at":"C2","orient":0}],
		  "ships":[{"owner":"outlaws","kind":"balloon","at":"D5"}],
		  "workers":{"outlaws":[{"zone":"scaffold","at":"D3"},{"zone":"barracks","floor":1,"count":6},{"zone":"whirlpool","count":2}]},
		  "you":{"resources":{"coal":1,"iron":1}},
		  "outlaws":{"hideout":{"coal":1}}}`)
		apply(t, g, Action{Kind: ActPlaceShip, Ship: Balloon, At: geom.C(3, 4)}) // between the outlaw worker D3 and balloon D5
		require.Equal(t, catalog.Resources{catalog.Coal: 1}, g.Sides[You].Res)
		require.Equal(t, catalog.Resources{catalog.Coal: 1, catalog.Iron: 1}, g.Sides[Outlaws].Hideout)
	})
	t.Run("O-THEFT-1b docking next to a blocker in the small-machine market", func(t *testing.T) {
		g := g.Clone()
		g.Sides[You].Res = catalog.Resources{catalog.Coal: 2, catalog.Iron: 1, catalog.Gold: 1}
		g.Supply = g.Supply.Sub(catalog.Resources{catalog.Coal: 1, catalog.Gold: 1})
		apply(t, g, Action{Kind: ActDock, Ship: Balloon, Dock: 1})
		require.Equal(t, FrTheft, g.Top().Kind, "you choose what to hand over")
		require.Equal(t, []string{"hand over 1 iron", "hand over 1 gold"}, choiceTexts(g), "only types the hideout lacks (I16)")
		pick(t, g, "gold")
		require.Equal(t, 1, g.Sides[Outlaws].Hideout[catalog.Gold])
	})
	t.Run("no theft at a dock of no shared market", func(t *testing.T) {
		g := g.Clone()
		apply(t, g, Action{Kind: ActDock, Ship: Balloon, Dock: 5})
		require.Zero(t, g.Sides[Outlaws].Hideout[catalog.Iron])
	})
	t.Run("O-THEFT-3 nothing to steal", func(t *testing.T) {
		g := g.Clone()
		g.Supply = g.Supply.Add(g.Sides[You].Res)
		g.Sides[You].Res = catalog.Resources{}
		ev := apply(t, g, Action{Kind: ActPlaceShip, Ship: Blimp, At: geom.C(6, 5)})
		require.True(t, strings.Contains(eventsText(ev), "nothing to steal"))
	})
}

func eventsText(ev []Event) string {
	var b strings.Builder
	for _, e := range ev {
		b.WriteString(eventText(e) + "\n")
	}
	return b.String()
}

// The 6-upgrade limit.
func TestRuleSixUpgrades(t *testing.T) {
	g := position(t, `{"version":1,"variant":"","you":{"resources":{"coal":4,"iron":4,"gold":4,"water":4},
	  "upgrades":["black-lung","gold-lung","iron-lung","wet-lung","rapid-loader","strengthener"]},
	  "ships":[{"owner":"blockers","kind":"balloon","dock":2},{"owner":"blockers","kind":"blimp","dock":7},{"owner":"blockers","kind":"dreadnought","dock":9}]}`)
	refused(t, g, Action{Kind: ActDock, Ship: Balloon, Dock: 6}, "cannot use")
}

// Finite supplies: a gain stops when the supply is empty.
func TestRuleFiniteSupply(t *testing.T) {
	g := position(t, `{"version":1,"variant":"","machines":[{"id":"forge","at":"C3"}],
	  "you":{"resources":{"iron":4}}, "outlaws":{"hideout":{"iron":10}}}`)
	require.Equal(t, 2, g.Supply[catalog.Iron])
	ev := apply(t, g, Action{Kind: ActPlaceShip, Ship: Balloon, At: geom.C(2, 5)})
	apply(t, g, Action{Kind: ActActivate, At: geom.C(2, 3)})
	require.Equal(t, 6, g.Sides[You].Res[catalog.Iron])
	require.Equal(t, 0, g.Supply[catalog.Iron])
	_ = ev
}

// The card deck is reshuffled from the discard pile when it runs out.
func TestRuleCardReshuffle(t *testing.T) {
	g := position(t, `{"version":1,"variant":""}`)
	g.CardDiscard = append(g.CardDiscard, g.CardDeck[1:]...)
	g.CardDeck = g.CardDeck[:1]
	var ev []Event
	g.gainCards(You, 3, &ev)
	require.Len(t, g.Sides[You].Cards, 3)
	require.NoError(t, checkInvariants(g))
	require.Contains(t, eventsText(ev), "shuffled")
}

// I4: when no worker of either side is left in the barracks, the side whose turn it is
// finishes, the other side plays one more turn, and the game ends.
func TestRuleI4BarracksEnd(t *testing.T) {
	g := position(t, `{"version":1,"variant":"",
	  "scaffolds":[{"tile":"T-coal-iron","at":"C1","orient":0}],
	  "workers":{"you":[{"zone":"barracks","floor":3},{"zone":"whirlpool","count":8}],
	             "outlaws":[{"zone":"whirlpool","count":9}]},
	  "you":{"resources":{"gold":1}}}`)
	apply(t, g, Action{Kind: ActForge})
	var move Action
	for _, a := range g.Legal() {
		if a.Kind == ActMove {
			move = a
		}
	}
	require.Equal(t, ActMove, move.Kind)
	apply(t, g, move)
	require.True(t, g.End.Triggered)
	require.False(t, g.Over())
	apply(t, g, Action{Kind: ActEndTurn})
	require.False(t, g.Over(), "the other side still plays a turn (here you again: no outlaw behaviour)")
	apply(t, g, Action{Kind: ActEndTurn})
	require.True(t, g.Over())
	require.Equal(t, "barracks", g.End.Reason)
	require.Empty(t, g.Legal())
	refused(t, g, Action{Kind: ActEndTurn}, "over")
}

// I6 tie-breaks: the highest tower worker, then the most items, else a shared win.
func TestRuleI6TieBreaks(t *testing.T) {
	g := position(t, `{"version":1,"variant":"",
	  "workers":{"you":[{"zone":"tower","floor":9},{"zone":"barracks","floor":1,"count":8}],
	             "outlaws":[{"zone":"tower","floor":8},{"zone":"tower","floor":1},{"zone":"barracks","floor":1,"count":7}]},
	  "you":{"resources":{}}}`)
	r := g.Result()
	require.Equal(t, r.Scores[You].Total, r.Scores[Outlaws].Total)
	require.Equal(t, You, r.Winner)
	require.Equal(t, "highest worker in the tower", msg.Inline(r.TieBreak, englishLang()))
	g2 := position(t, `{"version":1,"variant":"","you":{"resources":{}}}`)
	r2 := g2.Result()
	require.True(t, r2.Shared)
	require.Contains(t, english(r2.Summary()), "shared")
}

// Score lines (the back of the player board; I21 and D5 for the outlaws).
func TestRuleScoring(t *testing.T) {
	g := position(t, `{"version":1,"variant":"",
	  "workers":{"you":[{"zone":"tower","floor":9},{"zone":"tower","floor":4},{"zone":"whirlpool","count":1},{"zone":"barracks","floor":1,"count":6}],
	             "outlaws":[{"zone":"tower","floor":6},{"zone":"whirlpool","count":2},{"zone":"barracks","floor":1,"count":6}]},
	  "you":{"resources":{"coal":3,"iron":2},"vp":20,"scaffolds":["L-coal-coal","L-iron-iron","S-gold-gold"],"machines":["forge"],
	         "cards":["scramble","scramble","blueprints"],"awards":["vp-4"],"upgrades":["black-lung","stash"]},
	  "outlaws":{"vp":15,"hideout":{"coal":2,"iron":1,"gold":1,"water":1,"whistle":1},"upgrades":["recorder"],"awards":["vp-6","move"]}}`)
	y := g.ScoreOf(You)
	require.Equal(t, Score{Play: 20, Tower: 13, Whirlpool: -5, Upgrades: 2 + 0 + 2*2, Machines: 1, Awards: 1, Scaffolds: 1, Cards: 1, Resources: 1, Total: 20 + 13 - 5 + 6 + 1 + 1 + 1 + 1 + 1}, y)
	o := g.ScoreOf(Outlaws)
	require.Equal(t, 15, o.Play)
	require.Equal(t, 6, o.Tower)
	require.Equal(t, -10, o.Whirlpool)
	require.Equal(t, 2, o.Awards)
	require.Equal(t, 6+5, o.Hideout, "1 VP per stolen resource + 5 per full set of five types (D5)")
	require.Equal(t, g.cat.Upgrades[g.cat.UpgradeByID["recorder"]].EndVP, o.Upgrades)
}

// E14: an airship on Sanctuary activates it and places a worker there: allowed (only landing
// on a machine that holds workers is forbidden).
func TestRuleE14WorkerArrivesUnderAnAirship(t *testing.T) {
	g := position(t, `{"machines":[{"id":"sanctuary","at":"C3"}],
	  "workers":{"you":[{"zone":"whirlpool","count":2},{"zone":"barracks","floor":1,"count":7}]},
	  "you":{"resources":{"gold":2}}}`)
	apply(t, g, Action{Kind: ActPlaceShip, Ship: Balloon, At: geom.C(3, 4)})
	apply(t, g, Action{Kind: ActActivate, At: geom.C(2, 3)})
	for g.Top() != nil && g.Top().Kind != FrCollect {
		legal := g.Legal()
		require.NotEmpty(t, legal)
		apply(t, g, legal[0])
	}
	onIt := 0
	for _, w := range g.Workers[You] {
		if w.Zone == OnMachine {
			onIt++
		}
	}
	require.Equal(t, 1, onIt, "a worker is on Sanctuary, under your balloon")
	require.NoError(t, checkInvariants(g))
	// but nobody may land there now
	require.Error(t, g.Check(Action{Kind: ActPlaceShip, Ship: Blimp, At: geom.C(2, 3)}))
}
