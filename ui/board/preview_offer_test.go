package board

import (
	"strings"
	"testing"

	"whistle/engine"
	"whistle/engine/preview"
	"whistle/ui/text"

	"fyne.io/fyne/v2/test"
)

// A machine dock's preview names each machine on offer with its places now; when none fits,
// a line says the machine taken waits in storage. In English and French, with no key left raw.
func TestOfferLinesSayWhereMachinesFit(t *testing.T) {
	a := test.NewApp()
	defer a.Quit()
	defer text.SetLanguage(text.LangEN)
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	two := []preview.OfferedMachine{{ID: "double-coal", Places: 2}, {ID: "double-iron", Places: 0}}
	none := []preview.OfferedMachine{{ID: "double-coal"}, {ID: "double-iron"}}
	for _, l := range []string{text.LangEN, text.LangFR} {
		text.SetLanguage(l)
		lines := offerLines(cat, two)
		if len(lines) != 1 {
			t.Fatalf("%s: %d lines, want 1: %v", l, len(lines), lines)
		}
		if s := lines[0].Text; !strings.Contains(s, "2") || !strings.Contains(s, machineName(cat, "double-iron")) || strings.Contains(s, "preview.") {
			t.Fatalf("%s: %q", l, s)
		}
		lines = offerLines(cat, none)
		if len(lines) != 2 || !lines[1].Warn || strings.Contains(lines[1].Text, "preview.") {
			t.Fatalf("%s: none fits: %v", l, lines)
		}
		if len(offerLines(cat, nil)) != 0 {
			t.Fatalf("%s: lines with nothing on offer", l)
		}
	}
	text.SetLanguage(text.LangEN)
	if got := offerLines(cat, two)[0].Text; got != "On offer: Double Coal fits in 2 places now; Double Iron fits nowhere now" {
		t.Fatalf("English: %q", got)
	}
}

// The Upgrade Dock's preview names each upgrade on offer with its cost and end VP, or says it
// costs more than you have; in English and French, with no key left raw.
func TestUpgradeOfferLinesSayCostAndVP(t *testing.T) {
	a := test.NewApp()
	defer a.Quit()
	defer text.SetLanguage(text.LangEN)
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	offered := []preview.OfferedUpgrade{{ID: "tower-crane", Payable: true}, {ID: "shuttle"}}
	for _, l := range []string{text.LangEN, text.LangFR} {
		text.SetLanguage(l)
		lines := upgradeOfferLines(cat, offered)
		if len(lines) != 1 || strings.Contains(lines[0].Text, "preview.") || strings.Contains(lines[0].Text, "{{") {
			t.Fatalf("%s: %v", l, lines)
		}
		if len(upgradeOfferLines(cat, nil)) != 0 {
			t.Fatalf("%s: lines with nothing on offer", l)
		}
		if l == text.LangFR && !strings.Contains(lines[0].Text, " ; ") {
			t.Fatalf("French sets a space before the semicolon: %q", lines[0].Text)
		}
	}
	text.SetLanguage(text.LangEN)
	want := "On offer: Tower Crane (2 iron, 1 water): 5 VP at the end; Shuttle (1 iron, 1 water): more than you can pay now"
	if got := upgradeOfferLines(cat, offered)[0].Text; got != want {
		t.Fatalf("English:\n%q\nwant\n%q", got, want)
	}
}
