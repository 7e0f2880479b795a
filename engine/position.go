package engine

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"whistle/engine/catalog"
	"whistle/engine/fileio"
	"whistle/engine/savefile"
)

// A position's fingerprints and its reading from a file; the save file around it is
// engine/record's.

// Hash is a fingerprint of the whole state (equal states, equal hashes).
func (g *Game) Hash() string {
	b, err := json.Marshal(g)
	if err != nil {
		panic(err) // a Game always marshals
	}
	return savefile.Hash(b)
}

// Digest is a short fingerprint of what the rules decided in a position: the turn, the water,
// both sides' points, resources and pieces, the board, the markets, the outlaw cards and the
// random generator. Unlike Hash it does not change when a later version of the app adds a field
// to the state, so the digests saved in a trail can be compared by any later version.
func (g *Game) Digest() string {
	h := sha256.New()
	rng, _ := json.Marshal(g.RNG)
	fmt.Fprintf(h, "%d %d %d %t %s|", g.Turn.Number, g.Turn.Active, g.Water, g.End.Over, rng)
	for s := range g.Sides {
		st := &g.Sides[s]
		fmt.Fprintf(h, "%d %v %v %v %v %v %v %v %d|", st.VP, st.Res, st.Hideout, st.Scaffolds, st.Machines, st.Cards, st.Awards, st.Upgrades, st.Ability)
		for _, w := range g.Workers[s] {
			fmt.Fprintf(h, "%d.%d.%d.%d.%d ", w.Zone, w.Floor, w.At.Col, w.At.Row, w.Machine)
		}
	}
	for _, sh := range g.Ships {
		fmt.Fprintf(h, "%d %v %d|", sh.Loc, sh.Cells, sh.Dock)
	}
	for _, p := range g.Scaffolds {
		fmt.Fprintf(h, "%d %v|", p.Tile, p.Cells)
	}
	for _, m := range g.Machines {
		fmt.Fprintf(h, "%d %v %t|", m.Def, m.Cells, m.Submerged)
	}
	fmt.Fprintf(h, "%v %v %v %v %v %v|", g.MachineMarkets, g.UpgradeMarket, g.Stacks, g.CardDeck, g.Tower, g.Supply)
	fmt.Fprintf(h, "%v %v %v", g.Outlaw.Deck, g.Outlaw.Faceup, g.Outlaw.Used)
	return hex.EncodeToString(h.Sum(nil)[:6])
}

// DecodeGame reads one game state written by json.Marshal, strictly (an unknown field is an
// error), and validates it (Game.Validate).
func DecodeGame(cat *catalog.Catalog, data []byte) (g *Game, err error) {
	return decodeGame(Box{Catalog: cat}, data, true)
}

// decodeGame reads a game state; a save's starting position is read leniently (a field a
// later version dropped is ignored) and then validated like any other.
func decodeGame(box Box, data []byte, strict bool) (g *Game, err error) {
	defer func() {
		if r := recover(); r != nil {
			g, err = nil, fmt.Errorf("the position is damaged (%v)", r)
		}
	}()
	g = &Game{cat: box.Catalog, variants: box.Variants}
	dec := json.NewDecoder(bytes.NewReader(data))
	if strict {
		dec.DisallowUnknownFields()
	}
	if err := dec.Decode(g); err != nil {
		return nil, fmt.Errorf("unreadable position: %w", fileio.DecodeError(err))
	}
	g.ownersFromFile()
	if err := g.Validate(); err != nil {
		return nil, fmt.Errorf("the position is not consistent: %w", err)
	}
	return g, nil
}
