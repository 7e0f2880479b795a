package companion

import (
	"slices"

	"whistle/engine"
	"whistle/engine/msg"
)

// The markets at the table: the machines of each size and the upgrades laid face up. The app
// deals them at setup (the digital game's deal with the same seed); when you lay them as listed
// it knows them, offers their pieces first, says which one the outlaws take and why, and asks
// for the new pieces when a market empties (markets refill only when the whole row is empty).

// Market indexes: the three machine sizes, then the upgrades.
const (
	MarketSmall = iota
	MarketMedium
	MarketLarge
	MarketUpgrade
	NumMarkets
)

// MarketSizes names the machine size of each machine market.
var MarketSizes = [3]string{"small", "medium", "large"}

// MarketArg names a market.
func MarketArg(key string, m int) msg.Arg {
	if m >= 0 && m < 3 {
		return msg.Word(key, "word.market."+MarketSizes[m])
	}
	return msg.Word(key, "word.market.upgrade")
}

func marketOf(size string) int { return slices.Index(MarketSizes[:], size) }

// readMarkets copies the digital deal's face-up markets.
func (c *Companion) readMarkets(g *engine.Game) {
	for m := 0; m < 3; m++ {
		c.Markets[m] = nil
		for _, p := range g.MachineMarkets[m].Slots {
			id := ""
			if p >= 0 {
				id = c.cat.Machines[p].ID
			}
			c.Markets[m] = append(c.Markets[m], id)
		}
	}
	c.Markets[MarketUpgrade] = nil
	for _, p := range g.UpgradeMarket.Slots {
		id := ""
		if p >= 0 {
			id = c.cat.Upgrades[p].ID
		}
		c.Markets[MarketUpgrade] = append(c.Markets[MarketUpgrade], id)
	}
}

// MarketPieces lists the pieces face up in a market, left to right (nil when the app does not
// know it).
func (c *Companion) MarketPieces(m int) []string {
	if m < 0 || m >= NumMarkets || !c.MarketKnown[m] {
		return nil
	}
	var out []string
	for _, id := range c.Markets[m] {
		if id != "" {
			out = append(out, id)
		}
	}
	return out
}

// takeFromMarket removes a piece from its market; an emptied market waits for its new pieces.
func (c *Companion) takeFromMarket(m int, id string) {
	if m < 0 || !c.MarketKnown[m] {
		return
	}
	if i := slices.Index(c.Markets[m], id); i >= 0 {
		c.Markets[m] = slices.Clone(c.Markets[m])
		c.Markets[m][i] = ""
	}
	if len(c.MarketPieces(m)) == 0 && !slices.Contains(c.MarketAsk, m) {
		c.MarketAsk = append(c.MarketAsk, m)
	}
}

// marketsLaid records whether you laid the markets as the app dealt them.
func (c *Companion) marketsLaid(on bool) ([]Line, error) {
	if c.Turn > 0 || c.Phase != PhaseYou {
		return nil, refuse("tower_after_start")
	}
	for m := range c.MarketKnown {
		c.MarketKnown[m] = on
	}
	id := "companion.log.markets_unknown"
	if on {
		id = "companion.log.markets_known"
	}
	return []Line{{Side: engine.You, Text: msg.New(id)}}, nil
}

// yourTake: you took a piece from a known market during your turn.
func (c *Companion) yourTake(id string) ([]Line, error) {
	if c.Phase != PhaseYou {
		return nil, refuse("your_turn_only")
	}
	for m := 0; m < NumMarkets; m++ {
		if slices.Contains(c.MarketPieces(m), id) {
			c.takeFromMarket(m, id)
			return []Line{{Side: engine.You, Text: msg.New("companion.log.you_take", msg.Comp("Piece", id), MarketArg("Market", m))}}, nil
		}
	}
	return nil, refuse("not_in_market", msg.Comp("Piece", id))
}

// refill records the pieces laid out in an emptied market (IDs, left to right); no pieces says
// the app should stop relying on that market.
func (c *Companion) refill(m int, ids []string) ([]Line, error) {
	if m < 0 || m >= NumMarkets {
		return nil, refuse("no_market")
	}
	if len(ids) > c.cat.Board.MarketSlots {
		return nil, refuse("market_slots", msg.Num("Count", c.cat.Board.MarketSlots))
	}
	for i, id := range ids {
		ok := false
		if m == MarketUpgrade {
			_, ok = c.cat.UpgradeByID[id]
		} else if i, found := c.cat.MachineByID[id]; found {
			ok = c.cat.Machines[i].Size == MarketSizes[m]
		}
		if !ok || slices.Contains(c.Machines, id) || slices.Contains(c.Upgrades, id) || slices.Contains(c.Discarded, id) || slices.Contains(ids[:i], id) {
			return nil, refuse("not_for_market", msg.Comp("Piece", id), MarketArg("Market", m))
		}
	}
	c.MarketAsk = slices.DeleteFunc(slices.Clone(c.MarketAsk), func(x int) bool { return x == m })
	if len(ids) == 0 {
		c.MarketKnown[m] = false
		return []Line{{Side: engine.You, Text: msg.New("companion.log.market_unknown", MarketArg("Market", m))}}, nil
	}
	c.MarketKnown[m] = true
	c.Markets[m] = slices.Clone(ids)
	var args []msg.Arg
	for _, id := range ids {
		args = append(args, msg.Comp("", id))
	}
	return []Line{{Side: engine.You, Text: msg.New("companion.log.market_refill", MarketArg("Market", m), msg.Sub("Pieces", List("and", args...)))}}, nil
}

// Pick says which piece of a known market the outlaws take and why: the one worth the most to
// them, the leftmost on a tie (I10, I11). ok=false when the app does not know the market.
func (c *Companion) Pick(m int) (id string, worth int, ok bool) {
	if m == MarketUpgrade {
		ch := c.UpgradeChoices()
		if len(ch) == 0 || !c.MarketKnown[m] {
			return "", 0, false
		}
		return ch[0].ID, ch[0].Value, true
	}
	ch := c.MachineChoices(MarketSizes[m])
	if len(ch) == 0 || !c.MarketKnown[m] {
		return "", 0, false
	}
	return ch[0].ID, ch[0].Value, true
}
