package tutorial

import (
	"encoding/json"
	"fmt"
	"whistle/engine"
	"whistle/engine/fileio"
)

// ProgressFile is the name of the small file that remembers where the tutorial was left.
const ProgressFile = "tutorial.progress"

// MaxProgressSize bounds the progress file (it holds two numbers).
const MaxProgressSize = 4 << 10

// Progress is where the tutorial was left: the position is rebuilt by replaying the steps
// before Step from the opening (Tutorial.At), so no game is stored.
type Progress struct {
	Version int `json:"version"`
	Step    int `json:"step"`
	Steps   int `json:"steps"` // the tutorial's length when saved: a changed tutorial starts over
}

// SaveProgress is the progress file's content for a run.
func (r *Run) SaveProgress() []byte {
	data, _ := json.Marshal(Progress{Version: 1, Step: r.Step, Steps: len(r.Tutorial.Steps)})
	return data
}

// ParseProgress reads and checks a progress file against the tutorial.
func (t *Tutorial) ParseProgress(data []byte) (Progress, error) {
	var p Progress
	if len(data) > MaxProgressSize {
		return p, fmt.Errorf("%s: the file is too large", ProgressFile)
	}
	if err := fileio.DecodeStrict(data, &p); err != nil {
		return p, fmt.Errorf("%s: %w", ProgressFile, err)
	}
	switch {
	case p.Version != 1:
		return p, fmt.Errorf("%s: version %d is not known (1 is)", ProgressFile, p.Version)
	case p.Steps != len(t.Steps):
		return p, fmt.Errorf("%s: saved for a tutorial of %d steps (this one has %d)", ProgressFile, p.Steps, len(t.Steps))
	case p.Step < 0 || p.Step > len(t.Steps):
		return p, fmt.Errorf("%s: step %d is out of range", ProgressFile, p.Step)
	}
	return p, nil
}

// Resume rebuilds the run a progress file names.
func (t *Tutorial) Resume(box engine.Box, data []byte) (*Run, error) {
	p, err := t.ParseProgress(data)
	if err != nil {
		return nil, err
	}
	return t.At(box, p.Step)
}
