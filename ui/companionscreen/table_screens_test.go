//go:build ci

package companionscreen

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	core "whistle/companion"
	"whistle/outlaws"
)

// The printed deck at the table: the card drawn into an emptied space is told at the top of your
// turn with one tap that does not start the outlaws' turn, stays told when their turn is
// undone, and the number grid keeps its 36 places (a face-up number greyed, not removed).
func TestCompanionScreensNewPrintedCard(t *testing.T) {
	v, w := newTest(t, "")
	known, err := outlaws.DefaultDeck()
	if err != nil {
		t.Fatal(err)
	}
	v.NewGame(core.Options{Seed: 11, Printed: true, Known: known})
	v.refresh()
	keep(t, v, w, 0)
	for _, n := range []string{"3", "4", "5"} {
		if !strings.Contains(screen(w), "Draw a card into the") {
			t.Fatalf("no instruction to draw a card:\n%s", screen(w))
		}
		tap(t, w, n)
	}
	if v.state().Phase != core.PhaseYou || !slices.Equal(v.state().Outlaw.Faceup, []int16{3, 4, 5}) {
		t.Fatalf("phase %s, face up %v", v.state().Phase, v.state().Outlaw.Faceup)
	}
	// the die picks the left card; its turn goes to the end with Could not be done
	tap(t, w, "Left card: no. 3")
	if strings.Contains(v.frame.status.Text, "die") {
		t.Fatalf("a die shown that was not rolled: %q", v.frame.status.Text)
	}
	for guard := 0; v.state().Phase == core.PhaseOutlaws && guard < 10; guard++ {
		tap(t, w, "Could not be done")
	}
	if len(v.state().UntoldSlots()) != 1 || !strings.Contains(screen(w), "Draw a card into the left space") {
		t.Fatalf("the new card is not asked for:\n%s", screen(w))
	}
	// the grid: 36 numbers, 4 and 5 face up (greyed), 3 used (greyed)
	n, grey := 0, 0
	for _, b := range buttons(w) {
		if _, err := strconv.Atoi(b.text); err == nil {
			n++
			if b.disabled {
				grey++
			}
		}
	}
	if n != 36 || grey != 3 {
		t.Fatalf("the grid shows %d numbers, %d greyed; want 36 and 3", n, grey)
	}
	tap(t, w, "20")
	if v.state().Phase != core.PhaseYou || v.state().Outlaw.Faceup[0] != 20 {
		t.Fatalf("telling the new card: phase %s, face up %v", v.state().Phase, v.state().Outlaw.Faceup)
	}
	// undo takes back the card told, not more
	tap(t, w, "Undo")
	if v.state().Phase != core.PhaseYou || len(v.state().UntoldSlots()) != 1 {
		t.Fatalf("undo: phase %s, untold %v", v.state().Phase, v.state().UntoldSlots())
	}
}

// Bookkeeping reports: all your airships home in one tap; an award the app gave that was not
// there is given back from "On the table now" without undoing the promotion; refills are taken
// in the order tapped (left to right at the table).
func TestCompanionScreensTableReports(t *testing.T) {
	v, w := newTest(t, "")
	deck, err := core.LoadDeck(testDeck(t, 30, "ship:balloon", "rescue", "promote"))
	if err != nil {
		t.Fatal(err)
	}
	v.NewGame(core.Options{Seed: 8, Deck: deck})
	v.refresh()
	keep(t, v, w, 0)
	tap(t, w, "I laid them as listed")
	tap(t, w, "I laid the markets as listed")
	tap(t, w, "I docked an airship…")
	tap(t, w, "3. Medium Machine Dock")
	tap(t, w, "All my airships came home")
	if len(v.state().YourDocks) != 0 {
		t.Fatalf("docks %v", v.state().YourDocks)
	}
	// the promotion to floor 5 takes its listed award; it was not there
	tap(t, w, "I rolled 1")
	tap(t, w, "5")
	if len(v.state().Awards) != 1 {
		t.Fatalf("awards %v", v.state().Awards)
	}
	id := v.state().Awards[0]
	tower := v.state().Zones().Tower
	label := "The " + v.Cat.Awards[v.Cat.AwardByID[id]].Name.EN + " was not there"
	if !strings.Contains(screen(w), "On the table now") {
		t.Fatalf("no 'On the table now':\n%s", screen(w))
	}
	tap(t, w, label)
	if len(v.state().Awards) != 0 || !slices.Equal(v.state().Zones().Tower, tower) {
		t.Fatalf("awards %v, tower %v", v.state().Awards, v.state().Zones().Tower)
	}
	// your takes empty the upgrade market; its new pieces are tapped right to left on purpose
	for _, p := range v.state().MarketPieces(core.MarketUpgrade) {
		v.Do(core.Action{Kind: core.CYourTake, ID: p})
	}
	var names []string
	for _, u := range v.Cat.Upgrades {
		if len(names) < 3 && !slices.Contains(v.state().Upgrades, u.ID) {
			names = append(names, u.ID)
		}
	}
	for i := len(names) - 1; i >= 0; i-- {
		tap(t, w, v.Cat.Upgrades[v.Cat.UpgradeByID[names[i]]].Name.EN)
	}
	tap(t, w, "Done")
	want := []string{names[2], names[1], names[0]}
	if got := v.state().MarketPieces(core.MarketUpgrade); !slices.Equal(got, want) {
		t.Fatalf("refill %v, want %v (the order tapped)", got, want)
	}
}

// With six upgrades the outlaws take no seventh: the card shows the upgrade struck out with its
// reason, never its choices, and Done on the airship ends their turn.
func TestCompanionScreensSeventhUpgradeNotAsked(t *testing.T) {
	v, w := newTest(t, "")
	deck, err := core.LoadDeck(testDeck(t, 30, "ship:balloon", "upgrade"))
	if err != nil {
		t.Fatal(err)
	}
	v.NewGame(core.Options{Seed: 8, Deck: deck})
	v.refresh()
	keep(t, v, w, 0)
	for k := 0; k < v.Cat.Board.MaxUpgrades; k++ {
		v.Do(core.Action{Kind: core.CRoll, Die: 1})
		v.Do(core.Action{Kind: core.CDone, At: 2, ID: v.state().UpgradeChoices()[0].ID})
	}
	tap(t, w, "I rolled 1")
	if strings.Contains(screen(w), "They take the") || find(w, "Done") == nil {
		t.Fatalf("the seventh upgrade is asked:\n%s", screen(w))
	}
	if !strings.Contains(screen(w), "the most allowed") {
		t.Fatalf("the upgrade is not shown struck out with its reason:\n%s", screen(w))
	}
	tap(t, w, "Done")
	if v.state().Phase != core.PhaseYou || len(v.state().Upgrades) != v.Cat.Board.MaxUpgrades {
		t.Fatalf("phase %s, upgrades %v", v.state().Phase, v.state().Upgrades)
	}
}

// The abilities dealt from your own shuffle: three taps and Done, then the one you keep; on
// your first turn the outlaws' ability is one tap among the other two (the app's draw marked).
func TestCompanionScreensAbilitiesDealt(t *testing.T) {
	v, w := newTest(t, "")
	v.NewGame(core.Options{Seed: 8})
	v.refresh()
	var other []string
	for _, a := range v.Cat.Abilities {
		if !slices.Contains(v.state().Offer, a.ID) && !a.Star && len(other) < 3 {
			other = append(other, a.ID)
		}
	}
	tap(t, w, "I dealt other abilities…")
	for _, id := range other {
		tap(t, w, v.Cat.Abilities[v.Cat.AbilityByID[id]].Name.EN)
	}
	tap(t, w, "Done")
	if !slices.Equal(v.state().Offer, other) {
		t.Fatalf("offer %v, want %v", v.state().Offer, other)
	}
	keep(t, v, w, 0)
	theirs := v.state().OutlawAbility
	if theirs == other[0] || !slices.Contains(other, theirs) {
		t.Fatalf("theirs %q among %v", theirs, other)
	}
	next := other[1]
	if next == theirs {
		next = other[2]
	}
	tap(t, w, v.Cat.Abilities[v.Cat.AbilityByID[next]].Name.EN)
	if v.state().OutlawAbility != next {
		t.Fatalf("theirs %q, want %q", v.state().OutlawAbility, next)
	}
}
