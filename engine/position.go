package engine

import (
	"bytes"
	"encoding/json"
	"fmt"
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

// ReadGame reads one game state written by json.Marshal with the box's rules, unchecked: a
// strict read refuses a field it does not know; a lenient one (a save's starting position,
// which another version of the app may have written) ignores it. A position read from outside
// is checked before anything uses it (invariants.Decode reads and checks).
func (box Box) ReadGame(data []byte, strict bool) (g *Game, err error) {
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
	return g, nil
}
