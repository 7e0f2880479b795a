package savefile

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"

	"whistle/engine/fileio"
	"whistle/engine/msg"
)

// Format names the save file of the game in its "format" field.
const Format = "whistle-mountain-outlaws-save"

// Version is the version of the save file this build writes. It reads every earlier one:
// version 1 (no trail) and 2.
const Version = 2

// SeatsVersion is the version of the save file of a base game for 2–4 seats: an earlier build
// refuses it as a file of a newer version rather than misreading it. Version 3 had no bot
// reasons; version 4 keeps them (File.Whys). Both are read.
const SeatsVersion = 4

// File is the versioned JSON of a game's record, of actions A and log events E: the starting
// position, every action since, the undone actions, the current position with its hash (to
// detect a damaged file), and a trail: the digest of the position after each action (to tell
// from which action a game replayed with later rules differs).
type File[A, E any] struct {
	Format  string          `json:"format"`
	Version int             `json:"version"`
	Start   json.RawMessage `json:"start"`
	Setup   []E             `json:"setup,omitempty"`
	Actions []A             `json:"actions"`
	Redo    []A             `json:"redo,omitempty"`
	Trail   []string        `json:"trail,omitempty"`
	Whys    []msg.Msg       `json:"whys,omitempty"` // bots' reasons, one per action, from version 4 (CheckWhys)
	State   json.RawMessage `json:"state"`
	Hash    string          `json:"hash"`
}

// Hash is the fingerprint of a position's JSON (equal bytes, equal hashes).
func Hash(b []byte) string {
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// CheckHeader reads the "format" and "version" of a versioned JSON file first, so that another
// kind of file, or one written by a newer app, is refused with the right sentence (what names
// the kind of file: "save", "companion save"). Every version from 1 to version is read.
func CheckHeader(data []byte, format string, version int, what string) error {
	var head struct {
		Format  string `json:"format"`
		Version int    `json:"version"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return fmt.Errorf("this is not a readable %s file: %w", what, fileio.ShortError(err))
	}
	if head.Format != format {
		return fmt.Errorf("this file is not a Whistle Mountain: Outlaws %s", what)
	}
	if head.Version > version {
		return fmt.Errorf("this %s comes from a newer version of the app (format %d; this app reads %d)", what, head.Version, version)
	}
	if head.Version < 1 {
		return fmt.Errorf("%s format %d is not supported", what, head.Version)
	}
	return nil
}
