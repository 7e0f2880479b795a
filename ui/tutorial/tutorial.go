// Package tutorial is the learn-by-playing tutorial: its steps are data
// (assets/tutorial.json), each naming one idea (a message id), the move the person must make
// or the board place to look at. The engine plays the real game; a Run only checks each tap
// against the step's expected move and explains a wrong one. No Fyne here.
package tutorial

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"whistle/assets"
	"whistle/engine"
	"whistle/engine/fileio"
	"whistle/engine/geom"
	"whistle/engine/scenario"
)

// File is the tutorial's data file, relative to the root of assets.FS.
const File = "tutorial.json"

// MaxSteps bounds the steps of a tutorial file.
const MaxSteps = 200

// Step kinds.
const (
	KindDo      = "do"      // the person makes Action (the board highlights where)
	KindLook    = "look"    // the person reads and taps Next; the board highlights Cells/Dock/Area
	KindOutlaws = "outlaws" // the person watches the outlaws play their turn
)

// Areas a look step may point at (besides squares and docks).
var Areas = []string{"resources", "hand", "tower", "barracks", "whirlpool", "outlaws", "water", "score", "market"}

// Step is one idea of the tutorial.
type Step struct {
	ID     string         `json:"id"`
	Text   string         `json:"text"` // message id (ui/text/translations)
	Kind   string         `json:"kind"`
	Action *engine.Action `json:"action,omitempty"`
	Cells  []geom.Cell    `json:"cells,omitempty"`
	Dock   int            `json:"dock,omitempty"`
	Area   string         `json:"area,omitempty"`
	// Position, when set, is a scenario (docs/scenarios.md) the step starts from: a later
	// moment of a game, set up so that its idea comes when it is needed. The tutorial game is
	// put aside until a Resume step.
	Position json.RawMessage `json:"position,omitempty"`
	// Resume goes back to the tutorial game as it was left before the first position.
	Resume bool `json:"resume,omitempty"`
}

// Opening is the fixed, hand-chosen start of the tutorial game.
type Opening struct {
	Seed          uint64 `json:"seed"`
	Ability       string `json:"ability"`
	OutlawAbility string `json:"outlaw_ability"`
	Difficulty    string `json:"difficulty"`
	FirstGame     bool   `json:"first_game"`
}

// Tutorial is the whole tutorial.
type Tutorial struct {
	Version int     `json:"version"`
	Note    string  `json:"note,omitempty"`
	Opening Opening `json:"opening"`
	Steps   []Step  `json:"steps"`
}

// Options are the new-game options of the tutorial game.
func (t *Tutorial) Options() engine.Options {
	o := t.Opening
	return engine.Options{Seed: o.Seed, FirstGame: o.FirstGame, Ability: o.Ability, OutlawAbility: o.OutlawAbility,
		Difficulty: o.Difficulty, Variant: "outlaws"}
}

// Default loads the tutorial embedded in assets.
func Default() (*Tutorial, error) {
	data, err := assets.FS.ReadFile(File)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", File, err)
	}
	return Parse(data)
}

// Parse reads and validates a tutorial file; an error names the file and the entry.
func Parse(data []byte) (*Tutorial, error) {
	if len(data) > fileio.MaxFileSize {
		return nil, fmt.Errorf("%s: the file is too large", File)
	}
	var t Tutorial
	if err := fileio.DecodeStrict(data, &t); err != nil {
		return nil, fmt.Errorf("%s: %w", File, err)
	}
	if err := t.validate(); err != nil {
		return nil, fmt.Errorf("%s: %w", File, err)
	}
	return &t, nil
}

func (t *Tutorial) validate() error {
	if t.Version != 1 {
		return fmt.Errorf("version %d is not known (1 is)", t.Version)
	}
	if t.Opening.Difficulty == "" {
		return fmt.Errorf("opening: no difficulty")
	}
	if len(t.Steps) == 0 || len(t.Steps) > MaxSteps {
		return fmt.Errorf("%d steps (1 to %d)", len(t.Steps), MaxSteps)
	}
	seen := map[string]bool{}
	for i, s := range t.Steps {
		where := fmt.Sprintf("step %d (%s)", i+1, s.ID)
		switch {
		case s.ID == "":
			return fmt.Errorf("step %d: no id", i+1)
		case seen[s.ID]:
			return fmt.Errorf("%s: the id is used twice", where)
		case !strings.HasPrefix(s.Text, "tut."):
			return fmt.Errorf("%s: text %q is not a tutorial message id (tut.…)", where, s.Text)
		}
		seen[s.ID] = true
		switch s.Kind {
		case KindDo:
			if s.Action == nil {
				return fmt.Errorf("%s: a %q step needs an action", where, s.Kind)
			}
			if s.Action.Kind == engine.ActOutlaw {
				return fmt.Errorf("%s: the outlaws' moves are %q steps", where, KindOutlaws)
			}
		case KindLook, KindOutlaws:
			if s.Action != nil {
				return fmt.Errorf("%s: a %q step has no action", where, s.Kind)
			}
		default:
			return fmt.Errorf("%s: kind %q is not known (do, look, outlaws)", where, s.Kind)
		}
		if len(s.Position) > 0 {
			if s.Resume {
				return fmt.Errorf("%s: a step sets a position or resumes the game, not both", where)
			}
			if _, err := scenario.Parse(s.Position); err != nil {
				return fmt.Errorf("%s: position: %w", where, err)
			}
		}
		if s.Area != "" && !slices.Contains(Areas, s.Area) {
			return fmt.Errorf("%s: area %q is not known (%s)", where, s.Area, strings.Join(Areas, ", "))
		}
		if s.Dock < 0 || s.Dock > 20 {
			return fmt.Errorf("%s: dock %d is out of range", where, s.Dock)
		}
		if len(s.Cells) > 40 {
			return fmt.Errorf("%s: too many squares", where)
		}
	}
	return nil
}
