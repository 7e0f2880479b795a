package companiontest

// The scripted table of the mirrored game (the copy of the table): the physical board is an
// engine game with its own seed — its own shuffle of every pile from the start, its own die
// and draws — and the person plays it (the greedy bot on your side, the digital game's automa
// for the outlaws' pieces). The app is another engine game made a copy of the table
// (Game.CopyTable), set up from another seed: every piece the app reveals is a question the
// person answers by looking at the table. The person copies each of their moves onto the app,
// tells the die rolled for the outlaws and follows the app's setup decisions (the outlaws'
// ability and setup scaffold). After every turn the app's state must equal the table's.

import (
	"fmt"
	"slices"
	"strconv"

	"whistle/automa"
	"whistle/bot"
	"whistle/engine"
	"whistle/outlaws"
)

// MirrorGame is what one mirrored game against the scripted table measured.
type MirrorGame struct {
	Outlaw  []int // taps per outlaw turn: the die, then each draw told
	Own     []int // taps per own turn: the moves copied onto the app, then each draw told
	Digital []int // the same own turns in the digital game: the moves alone
	Setup   int   // taps of the setup questions (abilities, tower, stacks, markets, outlaw cards)
	Asked   map[string]int
	Turns   int // turns compared
}

// PlayMirror plays one mirrored game against a table shuffled with tableSeed (firstGame: without
// the ★ pieces, at the table and in the app).
func PlayMirror(box engine.Box, difficulty string, firstGame bool, appSeed, tableSeed uint64) (*MirrorGame, error) {
	opt := engine.Options{Variant: outlaws.Name, Difficulty: difficulty, FirstGame: firstGame}
	opt.Seed = tableSeed
	table, _ := box.NewGame(opt)
	opt.Seed = appSeed
	app, _ := box.NewGame(opt)
	app.CopyTable()
	res := &MirrorGame{Asked: map[string]int{}}
	taps, err := tellDraws(app, table, res)
	if err != nil {
		return res, err
	}
	res.Setup += taps
	if err := sameGame(app, table); err != nil {
		return res, fmt.Errorf("setup laid: %w", err)
	}
	turn, side := table.Turn.Number, table.Turn.Active
	own, digital, outlaw := 0, 0, 0
	for guard := 0; !table.Over(); guard++ {
		if guard > 20000 {
			return res, fmt.Errorf("the game does not end")
		}
		var a engine.Action
		outlawMove := automa.Decider(engine.ViewOf(table)) == engine.Outlaws
		if outlawMove {
			a = automa.OutlawMove(engine.ViewOf(table))
		} else {
			a = bot.Greedy(table)
		}
		rolling := outlawMove && a.Die == 0 && !automa.TableRolled(&table.Outlaw)
		setup := table.InSetup()
		if setup {
			table.RNG = app.RNG // the person lays what the app decides at setup
		}
		if _, err := table.Apply(a); err != nil {
			return res, fmt.Errorf("table: %s: %w", a, err)
		}
		if setup && !table.InSetup() {
			// from here on the table's own die and shuffles; the owner shuffles the outlaw deck
			table.RNG = engine.NewRNG(tableSeed ^ 0x5eed)
			all := append(slices.Clone(table.Outlaw.Faceup), table.Outlaw.Deck...)
			table.RNG.Shuffle16(all)
			n := len(table.Outlaw.Faceup)
			table.Outlaw.Faceup, table.Outlaw.Deck = all[:n:n], all[n:]
		}
		if rolling {
			a.Die = table.Outlaw.Die // the die tapped
		}
		if _, err := app.Apply(a); err != nil {
			return res, fmt.Errorf("app: %s: %w", a, err)
		}
		taps, err := tellDraws(app, table, res)
		if err != nil {
			return res, err
		}
		switch {
		case setup:
			res.Setup += taps
		case outlawMove:
			if rolling {
				outlaw++ // the die; the outlaws' steps then run by themselves
			}
			outlaw += taps
		default:
			own += 1 + taps
			digital++
		}
		if table.Turn.Number != turn || table.Turn.Active != side || table.Over() {
			if err := sameGame(app, table); err != nil {
				return res, fmt.Errorf("turn %d (%v): %w", turn, side, err)
			}
			res.Turns++
			if turn > 0 {
				if side == engine.Outlaws {
					res.Outlaw = append(res.Outlaw, outlaw)
				} else {
					res.Own = append(res.Own, own)
					res.Digital = append(res.Digital, digital)
				}
			}
			turn, side = table.Turn.Number, table.Turn.Active
			own, digital, outlaw = 0, 0, 0
		}
	}
	return res, nil
}

// tellDraws tells the app every piece it asks about, read from the table, and returns the taps.
func tellDraws(app, table *engine.Game, res *MirrorGame) (int, error) {
	taps := 0
	for guard := 0; ; guard++ {
		r, ok := app.TableQuestion()
		if !ok {
			return taps, nil
		}
		if guard > 200 {
			return taps, fmt.Errorf("the app keeps asking (%+v)", r)
		}
		id, err := onTable(app, table, r)
		if err != nil {
			return taps, err
		}
		shown := app.TableAnswers()
		k := slices.IndexFunc(shown, func(a engine.Action) bool { return a.ID == id })
		if k < 0 {
			return taps, fmt.Errorf("the table shows %s for %+v, not among the app's answers %v", id, r, shown)
		}
		taps++ // every answer is on screen at once (an outlaw card's number on a number pad)
		res.Asked[r.Pile]++
		if _, err := app.Apply(engine.Action{Kind: engine.ActTable, ID: id}); err != nil {
			return taps, fmt.Errorf("answer %s to %+v: %w", id, r, err)
		}
	}
}

// onTable is what the table shows in the place of a question.
func onTable(app, table *engine.Game, r engine.Reveal) (string, error) {
	cat := table.Catalog()
	bad := fmt.Errorf("the table has nothing for %+v", r)
	switch r.Pile {
	case "ability":
		return cat.Abilities[table.Offer[r.Slot]].ID, nil
	case "stack":
		if st := table.Stacks[r.Index]; len(st) > 0 {
			return cat.Scaffolds[st[0]].ID, nil
		}
	case "setup_item":
		if f := table.Top(); f != nil && r.Slot < len(f.Items) {
			return cat.Scaffolds[f.Items[r.Slot]].ID, nil
		}
	case "market":
		if r.Index == 3 {
			if p := table.UpgradeMarket.Slots[r.Slot]; p >= 0 {
				return cat.Upgrades[p].ID, nil
			}
		} else if p := table.MachineMarkets[r.Index].Slots[r.Slot]; p >= 0 {
			return cat.Machines[p].ID, nil
		}
	case "tower":
		return cat.Awards[table.Tower[r.Index][r.Slot]].ID, nil
	case "outlaw":
		return strconv.Itoa(int(table.Outlaw.Faceup[r.Slot])), nil
	case "card": // the hands hold the same cards in the same places
		if c := table.Sides[r.Index].Cards; r.Slot < len(c) {
			return cat.Cards[c[r.Slot]].ID, nil
		}
	case "card_keep":
		if f := table.Top(); f != nil && r.Slot < len(f.Items) {
			return cat.Cards[f.Items[r.Slot]].ID, nil
		}
	case "award":
		if c := table.Sides[r.Index].Awards; r.Slot < len(c) {
			return cat.Awards[c[r.Slot]].ID, nil
		}
	case "upgrade":
		if c := table.Sides[r.Index].Upgrades; r.Slot < len(c) {
			return cat.Upgrades[c[r.Slot]].ID, nil
		}
	}
	return "", bad
}

func sorted(s []int16) []int16 {
	c := slices.Clone(s)
	slices.Sort(c)
	return c
}

// sameGame compares everything on the table: the pieces in view exactly, the unseen piles as
// what they hold (their order is the table's secret).
func sameGame(app, table *engine.Game) error {
	var diffs []string
	eq := func(what string, a, t any) {
		if fmt.Sprint(a) != fmt.Sprint(t) {
			diffs = append(diffs, fmt.Sprintf("%s: app %v, table %v", what, a, t))
		}
	}
	eq("turn", app.Turn.Number, table.Turn.Number)
	eq("active", app.Turn.Active, table.Turn.Active)
	eq("water", app.Water, table.Water)
	eq("over", app.End, table.End)
	for s := range app.Sides {
		a, t := app.Sides[s], table.Sides[s]
		eq(fmt.Sprintf("side %d VP", s), a.VP, t.VP)
		eq(fmt.Sprintf("side %d resources", s), a.Res, t.Res)
		eq(fmt.Sprintf("side %d hideout", s), a.Hideout, t.Hideout)
		eq(fmt.Sprintf("side %d ability", s), a.Ability, t.Ability)
		eq(fmt.Sprintf("side %d scaffolds", s), sorted(a.Scaffolds), sorted(t.Scaffolds))
		eq(fmt.Sprintf("side %d machines", s), sorted(a.Machines), sorted(t.Machines))
		eq(fmt.Sprintf("side %d upgrades", s), sorted(a.Upgrades), sorted(t.Upgrades))
		eq(fmt.Sprintf("side %d cards", s), sorted(a.Cards), sorted(t.Cards))
		eq(fmt.Sprintf("side %d awards", s), sorted(a.Awards), sorted(t.Awards))
		eq(fmt.Sprintf("side %d workers", s), app.Workers[s], table.Workers[s])
	}
	eq("ships (docks, airships)", app.Ships, table.Ships)
	eq("scaffolds on the grid", app.Scaffolds, table.Scaffolds)
	eq("machines on the grid", app.Machines, table.Machines)
	eq("tower", app.Tower, table.Tower)
	for m := range app.MachineMarkets {
		eq(fmt.Sprintf("market %d", m), app.MachineMarkets[m].Slots, table.MachineMarkets[m].Slots)
		eq(fmt.Sprintf("market %d deck", m), sorted(app.MachineMarkets[m].Deck), sorted(table.MachineMarkets[m].Deck))
	}
	eq("upgrade market", app.UpgradeMarket.Slots, table.UpgradeMarket.Slots)
	eq("upgrade deck", sorted(app.UpgradeMarket.Deck), sorted(table.UpgradeMarket.Deck))
	for s := range app.Stacks {
		a, t := app.Stacks[s], table.Stacks[s]
		eq(fmt.Sprintf("stack %d size", s), len(a), len(t))
		if len(a) > 0 && len(t) > 0 {
			eq(fmt.Sprintf("stack %d top", s), a[0], t[0])
		}
		eq(fmt.Sprintf("stack %d", s), sorted(a), sorted(t))
	}
	eq("card deck", sorted(app.CardDeck), sorted(table.CardDeck))
	eq("card discard", sorted(app.CardDiscard), sorted(table.CardDiscard))
	eq("award supply", sorted(app.AwardSupply), sorted(table.AwardSupply))
	eq("outlaw cards face up", app.Outlaw.Faceup, table.Outlaw.Faceup)
	eq("outlaw cards used", app.Outlaw.Used, table.Outlaw.Used)
	eq("outlaw deck", sorted(app.Outlaw.Deck), sorted(table.Outlaw.Deck))
	eq("supply", app.Supply, table.Supply)
	if app.Over() {
		eq("result", app.Result(), table.Result())
	}
	if len(diffs) > 0 {
		return fmt.Errorf("the app differs from the table: %v", diffs)
	}
	return nil
}
