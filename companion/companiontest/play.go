// Package companiontest plays companion games as a person at the table would, tap by tap, for
// tests: every action it sends is one tap on the companion screen (the screen sends one action
// per tap), so it counts the taps each outlaw turn costs.
package companiontest

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"whistle/companion"
	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/outlaws"
)

// Turn is what one outlaw turn cost.
type Turn struct {
	Card    []string // the card's actions
	Taps    int      // taps from the roll to your next turn: the roll, the answers, awards, thefts
	Tell    int      // of those, taps saying which face-up space the die picked, when the app cannot tell from the card's number
	Enter   int      // of those, taps entering a printed card's actions the first time
	Thefts  int      // thefts the turn caused (one hand-over tap each)
	Awards  int      // award questions answered
	Refill  int      // taps telling the new pieces of an emptied market
	Skipped int      // card actions the app closed by itself (it knew they could not be done)
}

// Options steer the scripted person.
type Options struct {
	// PrintedDeck is the printed deck on the table (number → actions), for a printed-deck game: the
	// person enters a card from it when the app asks. Nil: the default deck's cards.
	PrintedDeck [][]string
	// TowerLaid: the person lays the awards as the app dealt them (the app then takes them).
	TowerLaid bool
	// Reports: the person reports docks, thefts, floods and the like during their turns.
	Reports bool
}

// Play plays a companion session from its current point to the scoring sheet and the score.
// It returns the cost of every outlaw turn and every log line produced.
func Play(s *companion.Session, rng *rand.Rand, opt Options) ([]Turn, error) {
	var turns []Turn
	var cur *Turn
	do := func(a companion.Action) error {
		if _, err := s.Apply(a); err != nil {
			return fmt.Errorf("%+v refused in phase %s: %w", a, s.Companion.Phase, err)
		}
		if cur != nil {
			cur.Taps++
		}
		return nil
	}
	table := opt.PrintedDeck
	if table == nil {
		d, err := outlaws.DefaultDeck()
		if err != nil {
			return nil, err
		}
		table = d.Actions()
	}
	// the printed deck on the table, shuffled by the person
	pile := rng.Perm(len(table))
	draw := func() int {
		n := pile[0] + 1
		pile = pile[1:]
		return n
	}
	fresh := func() int {
		n := 0
		for len(pile) > 0 {
			n = draw()
			if !slices.Contains(s.Companion.Outlaw.Faceup, int16(n)) && !used(s.Companion, n) {
				break
			}
		}
		return n
	}
	tell := func(slot int) error {
		c := s.Companion
		n := fresh()
		a := companion.Action{Kind: companion.CCard, Slot: slot + 1, Card: n}
		entered := 0
		if len(c.Outlaw.Cards[n-1]) == 0 {
			a.Acts = table[n-1]
			entered = 3 // three symbols: the airship, the build, the third action (or none)
		}
		if err := do(a); err != nil {
			return err
		}
		if cur != nil {
			cur.Tell++
			cur.Taps += entered
			cur.Enter += entered
		}
		return nil
	}
	if s.Companion.Phase == companion.PhaseSetup {
		offer := slices.Clone(s.Companion.Offer)
		k := rng.IntN(len(offer))
		yours := offer[k]
		offer = slices.Delete(offer, k, k+1)
		if err := do(companion.Action{Kind: companion.CKeepAbility, ID: yours, To: offer[rng.IntN(len(offer))]}); err != nil {
			return nil, err
		}
		if err := do(companion.Action{Kind: companion.CTowerLaid, Flag: opt.TowerLaid}); err != nil {
			return nil, err
		}
		if err := do(companion.Action{Kind: companion.CMarketsLaid, Flag: opt.TowerLaid}); err != nil {
			return nil, err
		}
		if s.Companion.Printed {
			for slot := range s.Companion.Outlaw.Faceup {
				if err := tell(slot); err != nil {
					return nil, err
				}
			}
		}
	}
	handOver := func() error {
		for s.Companion.Thefts > 0 {
			if cur != nil {
				cur.Thefts++
			}
			var a companion.Action
			switch lack := s.Companion.TheyLack(); {
			case rng.IntN(12) == 0:
				a = companion.Action{Kind: companion.CNoResources}
			case len(lack) > 0 && rng.IntN(4) > 0:
				a = companion.Action{Kind: companion.CHandOver, Res: lack[rng.IntN(len(lack))].String()}
			default:
				a = companion.Action{Kind: companion.CHandOver, Res: catalog.AllResources[rng.IntN(len(catalog.AllResources))].String(), Flag: true}
			}
			if err := do(a); err != nil {
				return err
			}
		}
		return nil
	}
	refill := func() error {
		for len(s.Companion.MarketAsk) > 0 {
			m := s.Companion.MarketAsk[0]
			var ids []string
			cat := s.Companion.Catalog()
			if m == companion.MarketUpgrade {
				for _, u := range cat.Upgrades {
					if len(ids) < cat.Board.MarketSlots && !slices.Contains(s.Companion.Upgrades, u.ID) && !(s.Companion.FirstGame && u.Star) && rng.IntN(3) == 0 {
						ids = append(ids, u.ID)
					}
				}
			} else {
				for _, d := range cat.Machines {
					if len(ids) < cat.Board.MarketSlots && d.Size == companion.MarketSizes[m] && !slices.Contains(s.Companion.Machines, d.ID) && !slices.Contains(s.Companion.Discarded, d.ID) &&
						!slices.Contains(cat.Board.OutlawExcluded, d.ID) && !(s.Companion.FirstGame && d.Star) && rng.IntN(2) == 0 {
						ids = append(ids, d.ID)
					}
				}
			}
			if err := do(companion.Action{Kind: companion.CRefill, Slot: m, IDs: ids}); err != nil {
				return err
			}
			if cur != nil {
				cur.Refill += len(ids) // a tap on each new piece, and Done (counted by do)
				cur.Taps += len(ids)
				cur.Refill++
			}
		}
		return nil
	}
	answerAwards := func() error {
		if err := refill(); err != nil {
			return err
		}
		for len(s.Companion.AwardAsk) > 0 {
			if cur != nil {
				cur.Awards++
			}
			_, on, others := s.Companion.AwardOffer()
			id := ""
			switch {
			case len(on) > 0 && rng.IntN(5) > 0:
				id = on[0]
			case len(others) > 0 && rng.IntN(4) == 0:
				id = others[rng.IntN(len(others))]
			}
			if err := do(companion.Action{Kind: companion.CAward, ID: id}); err != nil {
				return err
			}
		}
		return nil
	}
	for guard := 0; s.Companion.Phase != companion.PhaseOver; guard++ {
		if guard > 2000 {
			return nil, fmt.Errorf("the game does not end")
		}
		c := s.Companion
		switch c.Phase {
		case companion.PhaseYou:
			if cur != nil {
				turns = append(turns, *cur)
				cur = nil
			}
			if err := answerAwards(); err != nil {
				return nil, err
			}
			if err := handOver(); err != nil {
				return nil, err
			}
			if opt.Reports {
				if err := yourTurn(s, rng, do); err != nil {
					return nil, err
				}
				if err := handOver(); err != nil {
					return nil, err
				}
				if err := answerAwards(); err != nil {
					return nil, err
				}
			}
			if s.Companion.Phase != companion.PhaseYou {
				continue
			}
			if s.Companion.LastTurn() {
				if err := do(companion.Action{Kind: companion.CFinish}); err != nil {
					return nil, err
				}
				continue
			}
			cur = &Turn{}
			die := 0
			if rng.IntN(2) == 0 {
				die = rng.IntN(6) + 1
			}
			logBefore := len(s.Log())
			roll := companion.Action{Kind: companion.CRoll, Die: die}
			if s.Companion.Printed {
				// the person rolls their die and taps the number of the card it picks: one tap
				// for the roll and the card (plus its symbols the first time the card comes up)
				slot := []int{0, 0, 1, 1, 2, 2}[rng.IntN(6)]
				roll = companion.Action{Kind: companion.CRoll, Slot: slot + 1}
				if f := s.Companion.Outlaw.Faceup[slot]; f > 0 {
					roll.Card = int(f)
				} else {
					roll.Card = fresh()
					if len(s.Companion.Outlaw.Cards[roll.Card-1]) == 0 {
						roll.Acts = table[roll.Card-1]
						cur.Taps += 3
						cur.Enter += 3
					}
					if len(s.Companion.UntoldSlots()) == 1 {
						roll.Slot = 0 // the app knows the space: the number is enough
					} else {
						cur.Taps++ // the space first, then the number
						cur.Tell++
					}
				}
			}
			if err := do(roll); err != nil {
				return nil, err
			}
			cur.Skipped += countSkips(s.Log()[logBefore:])
		case companion.PhaseOutlaws:
			if err := answerAwards(); err != nil {
				return nil, err
			}
			if err := handOver(); err != nil {
				return nil, err
			}
			if s.Companion.Phase != companion.PhaseOutlaws {
				continue
			}
			if s.Companion.NeedCard() {
				if err := tell(s.Companion.Outlaw.Slot); err != nil {
					return nil, err
				}
				continue
			}
			id, acts, step := s.Companion.Card()
			if step == 0 && len(cur.Card) == 0 {
				cur.Card = append([]string(nil), s.Companion.Outlaw.Cards[id-1]...)
			}
			// the screen's main button answers the first action that needs an answer, closing
			// the ones before it; with none left, Done closes the rest of the card
			at := len(acts)
			for k := step; k < len(acts); k++ {
				if companion.NeedsAnswer(acts[k]) {
					at = k + 1
					break
				}
			}
			a := answer(s.Companion, acts[at-1], rng)
			a.At = at
			logBefore := len(s.Log())
			if err := do(a); err != nil {
				return nil, err
			}
			cur.Skipped += countSkips(s.Log()[logBefore:])
		}
	}
	if cur != nil {
		turns = append(turns, *cur)
	}
	if err := answerAwards(); err != nil {
		return nil, err
	}
	if err := handOver(); err != nil {
		return nil, err
	}
	sc := engine.Score{Play: rng.IntN(60), Tower: rng.IntN(20), Whirlpool: -5 * rng.IntN(2), Upgrades: rng.IntN(15), Machines: rng.IntN(10), Awards: rng.IntN(4), Scaffolds: rng.IntN(6), Cards: rng.IntN(6), Resources: rng.IntN(5)}
	return turns, do(companion.Action{Kind: companion.CScore, Score: &sc, Tie: &engine.TieBreak{Tower: rng.IntN(10), Items: rng.IntN(8)}})
}

func used(c *companion.Companion, n int) bool {
	for _, p := range c.Outlaw.Used {
		if slices.Contains(p, int16(n)) {
			return true
		}
	}
	return false
}

func countSkips(lines []companion.Line) int {
	n := 0
	for _, l := range lines {
		if l.Text.ID == "companion.log.cannot" {
			n++
		}
	}
	return n
}

// answer is the person's answer to a card action: what the table did.
func answer(c *companion.Companion, act outlaws.Act, rng *rand.Rand) companion.Action {
	a := companion.Action{Kind: companion.CDone}
	if rng.IntN(15) == 0 {
		return companion.Action{Kind: companion.CSkip} // the table could not do it
	}
	switch act.Kind {
	case outlaws.Scaffold:
		a.VP = rng.IntN(6)
	case outlaws.Machine:
		ch := c.MachineChoices(act.Size)
		if len(ch) == 0 {
			return companion.Action{Kind: companion.CSkip}
		}
		a.ID = ch[rng.IntN(min(2, len(ch)))].ID
		a.Flag = rng.IntN(8) == 0
	case outlaws.Upgrade:
		ch := c.UpgradeChoices()
		if len(ch) == 0 {
			return companion.Action{Kind: companion.CSkip}
		}
		a.ID = ch[0].ID
	case outlaws.Promote:
		fl := c.PromoteFloors()
		a.Floor = fl[rng.IntN(len(fl))]
	case outlaws.Rotate:
		for _, d := range c.YourDocks {
			if c.BlockerAt(d) == 0 {
				a.Docks = append(a.Docks, d+1)
			}
		}
	}
	return a
}

// yourTurn: what a person reports during their own turn, now and then.
func yourTurn(s *companion.Session, rng *rand.Rand, do func(companion.Action) error) error {
	c := s.Companion
	nd := len(c.Catalog().Board.Docks)
	switch r := rng.IntN(20); {
	case r < 5:
		d := rng.IntN(nd)
		if k := c.BlockerAt(d); k != 0 {
			var others []int
			for _, y := range c.YourDocks {
				if y != d && c.BlockerAt(y) == 0 && len(others) < 2 {
					others = append(others, y+1)
				}
			}
			return do(companion.Action{Kind: companion.CDock, Dock: d + 1, Flag: true, Docks: others})
		}
		return do(companion.Action{Kind: companion.CDock, Dock: d + 1})
	case r < 7:
		if slices.Contains(c.OnGrid[:], true) || c.Zones().Scaffold > 0 {
			return do(companion.Action{Kind: companion.CTheftGrid})
		}
	case r == 7:
		if c.Water < c.Catalog().Board.WaterBars-1 && c.Turn > 8 {
			if err := do(companion.Action{Kind: companion.CFlood, Count: rng.IntN(c.Zones().Scaffold + 1)}); err != nil {
				return err
			}
			for k, on := range s.Companion.OnGrid {
				if on && rng.IntN(2) == 0 {
					return do(companion.Action{Kind: companion.CShipHome, Ship: engine.ShipKinds[k].String()})
				}
			}
		}
	case r == 8:
		if c.Zones().Scaffold > 0 && len(c.PromoteFloors()) > 0 {
			fl := c.PromoteFloors()
			return do(companion.Action{Kind: companion.CPromoted, Floor: fl[rng.IntN(len(fl))]})
		}
	case r == 9:
		if !c.YourEmpty && c.Turn > 20 {
			return do(companion.Action{Kind: companion.CYourEmpty})
		}
	case r == 11:
		for m := 0; m < companion.NumMarkets; m++ {
			if p := c.MarketPieces(m); len(p) > 0 && rng.IntN(2) == 0 {
				return do(companion.Action{Kind: companion.CYourTake, ID: p[rng.IntN(len(p))]})
			}
		}
	case r == 10:
		if c.Zones().Whirlpool > 0 && rng.IntN(3) == 0 {
			return do(companion.Action{Kind: companion.CWorker, From: "whirlpool", To: "scaffold"})
		}
	}
	return nil
}
