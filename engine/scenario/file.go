package scenario

import (
	"fmt"
	"reflect"

	"whistle/engine/catalog"
	"whistle/engine/fileio"
)

// A scenario describes a position: its version is the position format's, Version for a game
// against the outlaws and SeatsVersion for a base game with seats (the engine's
// PositionVersion and SeatsPositionVersion, which version_test.go holds equal to these).
const (
	Version      = 1
	SeatsVersion = 2
)

// File is a human-editable description of a position (docs/scenarios.md). A scenario
// starts from a normal setup with its seed and then moves every piece it names out of its
// supply and into place, so every piece stays accounted for exactly once.
type File struct {
	Version    int                 `json:"version"`
	Seed       uint64              `json:"seed"`
	FirstGame  bool                `json:"first_game,omitempty"`
	Variant    *string             `json:"variant,omitempty"` // default "outlaws"
	Difficulty string              `json:"difficulty,omitempty"`
	Water      int                 `json:"water,omitempty"`
	Turn       string              `json:"turn,omitempty"`  // "you" (default) or "outlaws"
	Round      int                 `json:"round,omitempty"` // the round the moment falls in (default 1)
	Scaffolds  []Scaffold          `json:"scaffolds,omitempty"`
	Machines   []Machine           `json:"machines,omitempty"`
	Ships      []Ship              `json:"ships,omitempty"`
	Workers    map[string][]Worker `json:"workers,omitempty"` // "you" / "outlaws"
	You        *Side               `json:"you,omitempty"`
	Outlaws    *Side               `json:"outlaws,omitempty"`
	Markets    *Markets            `json:"markets,omitempty"`
	Tower      map[string][]string `json:"tower,omitempty"` // floor number -> award ids on it
	OutlawDeck *OutlawDeck         `json:"outlaw_deck,omitempty"`
	Duplicator string              `json:"duplicator,omitempty"`
	// Seats (2–4) makes the scenario a base game (version 2): owners, worker lists and the
	// turn name seats "seat1"…"seat4", and Players holds their storage.
	Seats   int              `json:"seats,omitempty"`
	Players map[string]*Side `json:"players,omitempty"`
}

// Scaffold places a scaffold tile (lower-left corner of its bounding box at At).
type Scaffold struct {
	Tile   string `json:"tile"`
	At     string `json:"at"`
	Orient int    `json:"orient,omitempty"`
	Owner  string `json:"owner,omitempty"`
}

// Machine places a machine (lower-left corner at At; orient 1 turns a medium machine).
type Machine struct {
	ID        string            `json:"id"`
	At        string            `json:"at"`
	Orient    int               `json:"orient,omitempty"`
	Owner     string            `json:"owner,omitempty"`
	Submerged bool              `json:"submerged,omitempty"`
	Wild      string            `json:"wild,omitempty"`
	Held      catalog.Resources `json:"held,omitzero"`
}

// Ship places an airship on the grid (At, Vertical) or in a dock (1-based).
type Ship struct {
	Owner    string `json:"owner"` // you | outlaws | blockers
	Kind     string `json:"kind"`
	At       string `json:"at,omitempty"`
	Vertical bool   `json:"vertical,omitempty"`
	Dock     int    `json:"dock,omitempty"`
}

// Worker puts Count workers (default 1) in a zone.
type Worker struct {
	Zone  string `json:"zone"` // barracks | scaffold | tower | whirlpool
	Floor int    `json:"floor,omitempty"`
	At    string `json:"at,omitempty"`
	Count int    `json:"count,omitempty"`
}

// Side is one side's holdings.
type Side struct {
	Resources catalog.Resources `json:"resources"`
	VP        int               `json:"vp,omitempty"`
	Scaffolds []string          `json:"scaffolds,omitempty"`
	Machines  []string          `json:"machines,omitempty"`
	Cards     []string          `json:"cards,omitempty"`
	Awards    []string          `json:"awards,omitempty"`
	Upgrades  []string          `json:"upgrades,omitempty"`
	Ability   string            `json:"ability,omitempty"`
	Hideout   catalog.Resources `json:"hideout,omitzero"`
}

// Markets sets the face-up pieces ("" for an empty slot).
type Markets struct {
	Small    []string `json:"small,omitempty"`
	Medium   []string `json:"medium,omitempty"`
	Large    []string `json:"large,omitempty"`
	Upgrades []string `json:"upgrades,omitempty"`
}

// OutlawDeck sets the outlaw cards by their numbers in the deck file.
type OutlawDeck struct {
	Faceup []int `json:"faceup"`
	Deck   []int `json:"deck"`
}

// Parse reads a scenario file strictly: unknown fields are errors.
func Parse(data []byte) (*File, error) {
	if len(data) > fileio.MaxFileSize {
		return nil, fmt.Errorf("scenario: the file is too large (%d bytes; at most %d)", len(data), fileio.MaxFileSize)
	}
	var s File
	if err := fileio.DecodeStrict(data, &s); err != nil {
		return nil, fmt.Errorf("scenario: %w", err)
	}
	if err := fileio.CheckExactKeys(data, reflect.TypeOf(s)); err != nil {
		return nil, fmt.Errorf("scenario: %w", err)
	}
	if s.Seats != 0 && s.Version != SeatsVersion {
		return nil, fmt.Errorf("scenario: a game with seats has version %d, not %d", SeatsVersion, s.Version)
	}
	if s.Version != Version && !(s.Seats != 0 && s.Version == SeatsVersion) {
		return nil, fmt.Errorf("scenario: version %d is not supported (this build reads version %d, and %d for a game with seats)", s.Version, Version, SeatsVersion)
	}
	return &s, nil
}
