package outlaws

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"slices"
	"strings"
	"sync"

	"whistle/assets"
	"whistle/engine/catalog"
	"whistle/engine/fileio"
)

// RulesFile holds the variant's numbers that are not on the cards (docs/data-formats.md).
const RulesFile = "outlaw_rules.json"

// Difficulty names a level of the outlaws (I22); it is stored in engine.Options.Difficulty.
type Difficulty string

// The three levels. The empty string means the file's default level.
const (
	Easy   Difficulty = "easy"
	Normal Difficulty = "normal"
	Hard   Difficulty = "hard"
)

// Difficulties lists the levels from the weakest outlaws to the strongest.
var Difficulties = []Difficulty{Easy, Normal, Hard}

// ParseDifficulty reads a level name ("" gives the default level).
func ParseDifficulty(s string) (Difficulty, error) {
	if s == "" {
		r, err := DefaultRules()
		if err != nil {
			return "", err
		}
		return Difficulty(r.DefaultLevel), nil
	}
	d := Difficulty(s)
	if !slices.Contains(Difficulties, d) {
		return "", fmt.Errorf("unknown difficulty %s (easy, normal or hard)", fileio.Q(s))
	}
	return d, nil
}

// Rules are the variant's numbers (assets/outlaw_rules.json).
type Rules struct {
	Note string `json:"note"`
	// DieToCard maps each die face (1 first) to a face-up space, 0 being the left one (D2).
	DieToCard []int `json:"die_to_card"`
	// Faceup is the number of face-up outlaw cards (O-SETUP-8, D1).
	Faceup int `json:"faceup"`
	// BuildBonusVP is what the outlaws score instead of a machine's build bonus (O-ACT-3).
	BuildBonusVP int     `json:"build_bonus_vp"`
	DefaultLevel string  `json:"default_difficulty"`
	Levels       []Level `json:"difficulties"`
}

// Level is one difficulty (I22): each number changes the outlaws only.
type Level struct {
	ID   string        `json:"id"`
	Name catalog.Names `json:"name"`
	Text catalog.Text  `json:"text"`
	// BuildBonusVP replaces the printed 5 VP of the outlaws' build bonus (O-ACT-3).
	BuildBonusVP int `json:"build_bonus_vp"`
	// VPPerBuild is added to what each scaffold or machine build scores for the outlaws; when
	// negative, a build never scores less than 0 because of it.
	VPPerBuild int `json:"vp_per_build"`
	// TheftsPerShip is the number of thefts of a blocker ship that skips your airship (O-THEFT-1c).
	TheftsPerShip int `json:"thefts_per_ship"`
}

// Level returns the level of a game (its Options.Difficulty, or the default level).
func (r *Rules) Level(d string) *Level {
	if d == "" {
		d = r.DefaultLevel
	}
	for i := range r.Levels {
		if r.Levels[i].ID == d {
			return &r.Levels[i]
		}
	}
	return r.Level(r.DefaultLevel)
}

// LoadRules reads and checks a rules file; every problem is reported.
func LoadRules(data []byte) (*Rules, error) {
	var r Rules
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&r); err != nil {
		return nil, fmt.Errorf("%s: not readable: %w", RulesFile, err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, fmt.Errorf("%s: unexpected data after the rules", RulesFile)
	}
	var errs []error
	bad := func(format string, args ...any) {
		errs = append(errs, fmt.Errorf("%s: %s", RulesFile, fmt.Sprintf(format, args...)))
	}
	if r.Faceup < 1 {
		bad("faceup must be at least 1, got %d", r.Faceup)
	}
	if len(r.DieToCard) == 0 {
		bad("die_to_card lists no die face")
	}
	seen := make([]bool, max(r.Faceup, 0))
	for i, s := range r.DieToCard {
		if s < 0 || s >= r.Faceup {
			bad("die_to_card: face %d points to space %d; the spaces are 0 to %d", i+1, s, r.Faceup-1)
			continue
		}
		seen[s] = true
	}
	for s, ok := range seen {
		if !ok && len(r.DieToCard) > 0 {
			bad("die_to_card: no die face picks face-up space %d", s)
		}
	}
	if r.BuildBonusVP < 0 {
		bad("build_bonus_vp must not be negative")
	}
	ids := map[string]bool{}
	for _, l := range r.Levels {
		if ids[l.ID] {
			bad("difficulty %q: listed twice", l.ID)
		}
		ids[l.ID] = true
		if !slices.Contains(Difficulties, Difficulty(l.ID)) {
			bad("difficulty %q: unknown level (easy, normal, hard)", l.ID)
		}
		if l.Name.EN == "" || l.Name.FR == "" || l.Text.EN == "" || l.Text.FR == "" {
			bad("difficulty %q: needs a name and a text in English and in French", l.ID)
		}
		if l.BuildBonusVP < 0 || l.TheftsPerShip < 0 {
			bad("difficulty %q: build_bonus_vp and thefts_per_ship must not be negative", l.ID)
		}
	}
	for _, d := range Difficulties {
		if !ids[string(d)] {
			bad("difficulty %q is missing", d)
		}
	}
	if !ids[r.DefaultLevel] {
		bad("default_difficulty %q is not a listed level", r.DefaultLevel)
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	return &r, nil
}

// DefaultRules returns the embedded rules file, loaded and checked once.
var DefaultRules = sync.OnceValues(func() (*Rules, error) {
	data, err := fs.ReadFile(assets.FS, RulesFile)
	if err != nil {
		return nil, err
	}
	return LoadRules(data)
})

// MustRules returns the embedded rules file, read once; it is checked by the tests, so a broken
// one is a broken build.
func MustRules() *Rules {
	r, err := DefaultRules()
	if err != nil {
		panic("outlaws: the embedded rules file is broken: " + err.Error())
	}
	return r
}

// CompName is the name of a component reference in a language ("en" or "fr"): the catalog's
// components (catalog.Catalog.CompName) and the outlaws' difficulty levels ("level:hard").
func CompName(cat *catalog.Catalog, ref, lang string) string {
	if id, ok := strings.CutPrefix(ref, catalog.CompLevel); ok {
		r, err := DefaultRules()
		if err != nil {
			return id
		}
		for _, l := range r.Levels {
			if l.ID == id {
				if lang == "fr" && l.Name.FR != "" {
					return l.Name.FR
				}
				return l.Name.EN
			}
		}
		return id
	}
	return cat.CompName(ref, lang)
}
