package engine

import (
	"slices"
	"testing"
	"whistle/engine/catalog"

	"github.com/stretchr/testify/require"
)

func play(id string) Action { return Action{Kind: ActPlayCard, ID: id} }

// hand writes the "you" member of a scenario with cards in hand and more.
func hand(cards, more string) string {
	if more != "" {
		more = ", " + more
	}
	return `"you": {"cards": [` + cards + `]` + more + `}`
}

// playCard plays a card and checks it left the hand (one bonus action): in play while its
// effect waits for a decision, then on the discard pile.
func playCard(t *testing.T, g *Game, id string) {
	t.Helper()
	count := func() int { return len(slices.DeleteFunc(g.cardIDs(You), func(s string) bool { return s != id })) }
	before := count()
	apply(t, g, play(id))
	require.Equal(t, before-1, count())
	if len(g.CardsInPlay) > 0 {
		require.Equal(t, id, g.cat.Cards[g.CardsInPlay[0]].ID)
	} else {
		require.Equal(t, id, g.cat.Cards[g.CardDiscard[len(g.CardDiscard)-1]].ID)
	}
	require.True(t, g.Turn.CardPlayed)
}

// Battering Ram: this turn you may dock in an occupied dock. A blocker ship moves clockwise to
// the next free dock, skipping the dock you took (I18).
func TestCardBatteringRam(t *testing.T) {
	js := obj(plat4, `"markets": {"small": ["double-coal", "whistler", "wet-gold"]}`, hand(`"battering-ram"`, `"resources": {"coal": 3}`))
	g := position(t, js)
	err := mustRefuse(t, g, Action{Kind: ActDock, Ship: Blimp, Dock: 2})
	require.Contains(t, englishErr(err), "blocker")
	playCard(t, g, "battering-ram")
	blocker := g.DockOccupant(1)
	apply(t, g, Action{Kind: ActDock, Ship: Blimp, Dock: 2})
	require.Equal(t, int8(2), g.Ships[blocker].Dock, "on to dock 3")
	pick(t, g, "Whistler")
	require.Equal(t, catalog.Resources{}, g.Sides[You].Res)
	require.Equal(t, []string{"whistler"}, g.machineIDs(You))

	// at the rescue dock (9) the blocker goes round to dock 1
	g = position(t, js)
	playCard(t, g, "battering-ram")
	blocker = g.DockOccupant(8)
	apply(t, g, Action{Kind: ActDock, Ship: Balloon, Dock: 9})
	require.Equal(t, int8(0), g.Ships[blocker].Dock)
	w := g.firstWorker(You, Whirlpool, 0)
	apply(t, g, Action{Kind: ActRescue, Worker: w, At: cell("A1")})
	require.Equal(t, Worker{Zone: OnScaffold, At: cell("A1")}, g.Workers[You][w])
}

func TestCardBlueprints(t *testing.T) {
	g := position(t, obj(hand(`"blueprints"`, `"resources": {}`)))
	top := slices.Clone(g.CardDeck[:2])
	playCard(t, g, "blueprints")
	require.Equal(t, top, g.Sides[You].Cards)
	require.True(t, g.Turn.GainedCard)
}

func TestCardCharity(t *testing.T) {
	g := position(t, obj(hand(`"charity"`, `"resources": {"coal": 2, "iron": 1}`)))
	playCard(t, g, "charity")
	require.Equal(t, res("coal", 2, "iron", 1, "gold", 1, "water", 1, "whistle", 1), g.Sides[You].Res)
}

func TestCardCraft(t *testing.T) {
	g := position(t, obj(plat4, hand(`"craft"`, `"resources": {"gold": 1}, "machines": ["double-coal"]`)))
	playCard(t, g, "craft")
	apply(t, g, Action{Kind: ActBuildMachine, ID: "double-coal", At: cell("A1")})
	require.Equal(t, 5, g.Sides[You].VP)
	require.Equal(t, catalog.Resources{}, g.Sides[You].Res)
	require.Nil(t, g.Top())
	require.Equal(t, NoMain, g.Turn.Main)
}

func TestCardDispatcher(t *testing.T) {
	g := position(t, obj(`"ships": [{"owner": "you", "kind": "blimp", "dock": 5}]`, hand(`"dispatcher"`, `"resources": {}`)))
	apply(t, g, Action{Kind: ActPlaceShip, Ship: Balloon, At: cell("E5")})
	playCard(t, g, "dispatcher")
	require.Equal(t, []string{"send your balloon home", "send your blimp home"}, choiceTexts(g), "any of yours")
	pick(t, g, "blimp")
	require.Equal(t, Home, g.Ships[g.ShipIndex(You, Blimp)].Loc)
}

// Drawing Board: discard any number of cards, draw that many plus one.
func TestCardDrawingBoard(t *testing.T) {
	g := position(t, obj(hand(`"drawing-board", "charity", "blueprints", "scramble"`, `"resources": {}`)))
	top := slices.Clone(g.CardDeck[:3])
	playCard(t, g, "drawing-board")
	pick(t, g, "Charity")
	pick(t, g, "Scramble")
	done(t, g)
	require.Equal(t, append([]string{"blueprints"}, ids(g, top)...), g.cardIDs(You))
	require.Equal(t, []string{"charity", "scramble", "drawing-board"}, ids(g, g.CardDiscard), "the card played goes on the pile after its effect")

	// with an empty hand, you still draw one
	g = position(t, obj(hand(`"drawing-board"`, `"resources": {}`)))
	top = slices.Clone(g.CardDeck[:1])
	playCard(t, g, "drawing-board")
	require.Empty(t, choiceTexts(g))
	done(t, g)
	require.Equal(t, top, g.Sides[You].Cards)
}

func ids(g *Game, cards []int16) []string {
	var out []string
	for _, c := range cards {
		out = append(out, g.cat.Cards[c].ID)
	}
	return out
}

func TestCardLargeMarket(t *testing.T) {
	g := position(t, obj(`"markets": {"large": ["factory", "coal-slide", "trophy-room"]}`,
		hand(`"large-market"`, `"resources": {"iron": 3, "coal": 2}`)))
	playCard(t, g, "large-market")
	pick(t, g, "Trophy Room")
	require.Equal(t, []string{"trophy-room"}, g.machineIDs(You))
	require.Equal(t, catalog.Resources{}, g.Sides[You].Res)
	require.Equal(t, int16(-1), g.MachineMarkets[2].Slots[2])
	g = position(t, obj(hand(`"large-market"`, `"resources": {"iron": 3, "coal": 1}`)))
	mustRefuse(t, g, play("large-market"))
}

func TestCardManufacturing(t *testing.T) {
	g := position(t, obj(hand(`"manufacturing"`, `"resources": {}`)))
	top := g.Stacks[g.cat.ShapeByID["T"]][0]
	playCard(t, g, "manufacturing")
	pick(t, g, "T stack")
	require.Equal(t, []int16{top}, g.Sides[You].Scaffolds)
	require.True(t, g.Turn.GainedScaffold)
}

func TestCardMediumMarket(t *testing.T) {
	g := position(t, obj(`"markets": {"medium": ["forge", "vault", "lift"]}`, hand(`"medium-market"`, `"resources": {"iron": 3}`)))
	playCard(t, g, "medium-market")
	pick(t, g, "Lift")
	require.Equal(t, []string{"lift"}, g.machineIDs(You))
	require.Equal(t, catalog.Resources{}, g.Sides[You].Res)
}

func TestCardMysteryUpgrade(t *testing.T) {
	g := position(t, obj(hand(`"mystery-upgrade"`, `"resources": {"gold": 1}`)))
	top := g.UpgradeMarket.Deck[0]
	playCard(t, g, "mystery-upgrade")
	require.Equal(t, []string{"take the top face-down upgrade"}, choiceTexts(g))
	pick(t, g, "face-down")
	require.Equal(t, []int16{top}, g.Sides[You].Upgrades)
	require.Equal(t, catalog.Resources{}, g.Sides[You].Res)
}

// Recycle: gain both resources of a stack's top scaffold, which goes to the bottom of its
// stack; alone in its stack, it stays where it is.
func TestCardRecycle(t *testing.T) {
	g := position(t, obj(hand(`"recycle"`, `"resources": {}`)))
	sh := g.cat.ShapeByID["S"]
	top := g.Stacks[sh][0]
	playCard(t, g, "recycle")
	pick(t, g, "S stack")
	d := g.cat.Scaffolds[top]
	require.Equal(t, catalog.Of(d.Res[0], 1).Add(catalog.Of(d.Res[1], 1)), g.Sides[You].Res)
	require.Equal(t, top, g.Stacks[sh][len(g.Stacks[sh])-1])
	require.Len(t, g.Stacks[sh], 14)

	// a stack of one
	var tiles []string
	for _, s := range g.cat.Scaffolds {
		if s.Shape == "T" && s.ID != "T-gold-water" {
			tiles = append(tiles, `"`+s.ID+`"`)
		}
	}
	g = position(t, obj(hand(`"recycle"`, `"resources": {}, "scaffolds": [`+joinStr(tiles)+`]`)))
	require.Len(t, g.Stacks[g.cat.ShapeByID["T"]], 1)
	playCard(t, g, "recycle")
	pick(t, g, "T stack")
	require.Equal(t, res("gold", 1, "water", 1), g.Sides[You].Res)
	require.Equal(t, []int16{int16(g.cat.ScaffoldByID["T-gold-water"])}, g.Stacks[g.cat.ShapeByID["T"]])
}

func joinStr(l []string) string {
	s := ""
	for i, x := range l {
		if i > 0 {
			s += ", "
		}
		s += x
	}
	return s
}

// Remote Trigger: activate a working machine on the grid or in your storage.
func TestCardRemoteTrigger(t *testing.T) {
	g := position(t, obj(`"machines": [{"id": "double-coal", "at": "A8"}, {"id": "wet-gold", "at": "D8", "submerged": true}]`,
		hand(`"remote-trigger"`, `"resources": {}, "machines": ["forge", "sanctuary"]`)))
	playCard(t, g, "remote-trigger")
	require.ElementsMatch(t, []Action{{Kind: ActActivate, At: cell("A8")}, {Kind: ActActivate, ID: "forge"}}, actionsOfKind(g, ActActivate),
		"Sanctuary's activation places a worker on it: not from storage")
	apply(t, g, Action{Kind: ActActivate, At: cell("A8")})
	require.Equal(t, res("coal", 2), g.Sides[You].Res)
	require.Nil(t, g.Top())
}

func TestCardScramble(t *testing.T) {
	g := position(t, obj(plat4,
		`"workers": {"you": [{"zone": "scaffold", "at": "A1"}, {"zone": "barracks", "floor": 1, "count": 6}, {"zone": "whirlpool", "count": 2}]}`,
		hand(`"scramble"`, `"resources": {"gold": 1}`)))
	playCard(t, g, "scramble")
	require.Zero(t, legalKinds(g, ActRescue))
	apply(t, g, Action{Kind: ActMove, Worker: 0, At: cell("C4")})
	require.Equal(t, Worker{Zone: OnScaffold, At: cell("C4")}, g.Workers[You][0])
	require.Equal(t, catalog.Resources{}, g.Sides[You].Res)
}

func TestCardSecretDoor(t *testing.T) {
	g := position(t, obj(`"tower": {"16": ["vp-4"]}`,
		`"workers": {"you": [{"zone": "tower", "floor": 15}, {"zone": "tower", "floor": 1}, {"zone": "barracks", "floor": 1, "count": 5}, {"zone": "whirlpool", "count": 2}]}`,
		hand(`"secret-door"`, `"resources": {}`)))
	playCard(t, g, "secret-door")
	require.Equal(t, []string{"move the worker on floor 15 up", "move the worker on floor 15 down", "move the worker on floor 1 up"}, choiceTexts(g))
	pick(t, g, "15 up")
	require.Equal(t, Worker{Zone: Tower, Floor: 16}, g.Workers[You][0])
	require.Equal(t, []string{"vp-4"}, g.awardIDs(You))
}

func TestCardSmallMarket(t *testing.T) {
	g := position(t, obj(`"markets": {"small": ["double-coal", "whistler", "wet-gold"]}`, hand(`"small-market"`, `"resources": {"coal": 2}`)))
	playCard(t, g, "small-market")
	pick(t, g, "Double Coal")
	require.Equal(t, []string{"double-coal"}, g.machineIDs(You))
	require.Equal(t, catalog.Resources{}, g.Sides[You].Res)
}

// Storm Winds: every airship of both sides, on the grid or docked, goes home; the outlaws'
// to the hideout (I19). The blocker ships have no home: by O-GEN-6 an effect that would make one
// leave its dock moves it clockwise to the next free dock instead, balloon, then blimp, then
// dreadnought (once every other airship has left).
func TestCardStormWinds(t *testing.T) {
	g := position(t, obj(`"ships": [{"owner": "you", "kind": "blimp", "dock": 5}, {"owner": "outlaws", "kind": "blimp", "at": "C5"},
		{"owner": "outlaws", "kind": "dreadnought", "at": "C8", "vertical": true}]`, hand(`"storm-winds"`, `"resources": {}`)))
	n := len(g.Board().Docks)
	occupied := map[int8]bool{}
	var blockers []int8
	for _, s := range g.Ships {
		if s.Owner == Blockers {
			occupied[s.Dock] = true
			blockers = append(blockers, s.Dock)
		}
	}
	want := make([]int8, len(blockers))
	for i, d := range blockers {
		for k := 1; k < n; k++ {
			next := int8((int(d) + k) % n)
			if !occupied[next] {
				delete(occupied, d)
				occupied[next] = true
				want[i] = next
				break
			}
		}
	}
	apply(t, g, Action{Kind: ActPlaceShip, Ship: Balloon, At: cell("H5")})
	playCard(t, g, "storm-winds")
	k := 0
	for i, s := range g.Ships {
		if s.Owner == Blockers {
			require.Equal(t, InDock, s.Loc)
			require.Equal(t, want[k], s.Dock, "blocker %s", s.Kind)
			require.NotEqual(t, blockers[k], s.Dock, "blocker %s stayed", s.Kind)
			k++
			continue
		}
		require.Equal(t, Home, s.Loc, "ship %d", i)
	}
}

func TestCardTossALine(t *testing.T) {
	g := position(t, obj(plat4, hand(`"toss-a-line"`, `"resources": {"gold": 1}`)))
	playCard(t, g, "toss-a-line")
	require.Zero(t, legalKinds(g, ActMove))
	w := g.firstWorker(You, Whirlpool, 0)
	apply(t, g, Action{Kind: ActRescue, Worker: w, At: cell("D4")})
	require.Equal(t, Worker{Zone: OnScaffold, At: cell("D4")}, g.Workers[You][w])
	require.Equal(t, catalog.Resources{}, g.Sides[You].Res)
}

func TestCardTreasureChest(t *testing.T) {
	g := position(t, obj(hand(`"treasure-chest"`, `"resources": {"whistle": 1}`)))
	playCard(t, g, "treasure-chest")
	require.Equal(t, res("whistle", 3), g.Sides[You].Res)
	mustRefuse(t, g, play("treasure-chest"))
}

func TestCardUniqueOpportunity(t *testing.T) {
	g := position(t, obj(hand(`"unique-opportunity"`, `"resources": {}`)))
	top := slices.Clone(g.CardDeck[:3])
	playCard(t, g, "unique-opportunity")
	apply(t, g, Action{Kind: ActChoose, Option: 2})
	require.Equal(t, []int16{top[2]}, g.Sides[You].Cards)
	require.Equal(t, []int16{top[0], top[1], int16(g.cat.CardByID["unique-opportunity"])}, g.CardDiscard, "the card played last, after its effect")
}

func TestCardUpgradeMarket(t *testing.T) {
	g := position(t, obj(`"markets": {"upgrades": ["stash", "black-lung", "manifest"]}`,
		hand(`"upgrade-market"`, `"resources": {"water": 2}`)))
	playCard(t, g, "upgrade-market")
	pick(t, g, "Stash")
	require.Equal(t, []string{"stash"}, g.upgradeIDs(You))
	require.Equal(t, catalog.Resources{}, g.Sides[You].Res)
}

// Only one card per turn.
func TestCardOnePerTurn(t *testing.T) {
	g := position(t, obj(hand(`"treasure-chest", "charity"`, `"resources": {}`)))
	playCard(t, g, "treasure-chest")
	err := mustRefuse(t, g, play("charity"))
	require.Contains(t, englishErr(err), "already played")
}

// A card's order (rulebook): "Carry out the effects … Then place it faceup on the discard pile."
// While Blueprints draws, it is on neither the pile nor in the hand: with the deck run out, the
// pile is reshuffled without it, so it never draws itself; it lands on the pile afterwards.
func TestCardDiscardedAfterItsEffect(t *testing.T) {
	// both copies of Blueprints in the hand, every other card on the pile (the deck ran out)
	g := position(t, obj(hand(`"blueprints", "blueprints"`, `"resources": {}`)))
	g.CardDiscard = append(g.CardDiscard, g.CardDeck...)
	g.CardDeck = nil
	require.NoError(t, checkInvariants(g))
	bp := int16(g.cat.CardByID["blueprints"])
	for s := uint64(1); s <= 20; s++ { // whatever the shuffle
		h := g.Clone()
		h.RNG = NewRNG(s)
		apply(t, h, play("blueprints"))
		require.Len(t, h.Sides[You].Cards, 3)
		n := len(slices.DeleteFunc(slices.Clone(h.Sides[You].Cards), func(c int16) bool { return c != bp }))
		require.Equal(t, 1, n, "the Blueprints being played drew itself")
		require.Equal(t, bp, h.CardDiscard[len(h.CardDiscard)-1], "on the pile after its effect")
		require.Empty(t, h.CardsInPlay)
		require.NoError(t, checkInvariants(h))
	}
}
