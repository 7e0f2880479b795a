package crosscheck_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"whistle/companion"
	"whistle/engine"
	"whistle/engine/invariants"
	"whistle/engine/record"
	"whistle/internal/switches"
	"whistle/internal/wiring"
	"whistle/ui/storage"
	"whistle/ui/tutorial"
)

// fileKind is a kind of file the app reads: its loader, and for a game what must hold once it
// is accepted.
type fileKind struct {
	name  string
	seeds []string // files the mutants are made from
	data  [][]byte // or their contents
	load  func(data []byte) (*engine.Game, error)
}

// mutate changes one thing of a file: most often one value of its JSON (a number to -1, one
// more, 0, 40,000 or 10⁹; a string emptied, made 1 KB long or swapped for another of the file;
// an entry of a list dropped, doubled or moved; a key dropped; a value nulled; a flag turned),
// else its bytes (one changed, a run cut out or doubled, the end cut off).
func mutate(r *rand.Rand, data []byte) []byte {
	var doc any
	if r.IntN(10) < 8 && json.Unmarshal(data, &doc) == nil {
		var nodes [][]any
		var strs []string
		var walk func(v any, path []any)
		walk = func(v any, path []any) {
			nodes = append(nodes, path)
			switch x := v.(type) {
			case map[string]any:
				// in the keys' order: the same seed makes the same mutants on every run
				for _, k := range slices.Sorted(maps.Keys(x)) {
					walk(x[k], append(append([]any{}, path...), k))
				}
			case []any:
				for i, w := range x {
					walk(w, append(append([]any{}, path...), i))
				}
			case string:
				strs = append(strs, x)
			}
		}
		walk(doc, nil)
		path := nodes[r.IntN(len(nodes))]
		v := getAny(doc, path)
		var nv any = nil
		switch x := v.(type) {
		case float64:
			nv = []float64{-1, x + 1, x - 1, 0, 40000, 1e9, x + 0.5}[r.IntN(7)]
		case string:
			switch r.IntN(3) {
			case 0:
				nv = ""
			case 1:
				nv = string(make([]byte, 1024))
			default:
				nv = strs[r.IntN(len(strs))]
			}
		case bool:
			nv = !x
		case []any:
			if len(x) > 0 {
				i := r.IntN(len(x))
				switch r.IntN(3) {
				case 0:
					nv = append(append([]any{}, x[:i]...), x[i+1:]...)
				case 1:
					nv = append(append(append([]any{}, x[:i+1]...), x[i]), x[i+1:]...)
				default:
					y := append([]any{}, x...)
					j := r.IntN(len(x))
					y[i], y[j] = y[j], y[i]
					nv = y
				}
			}
		case map[string]any:
			y := map[string]any{}
			drop := r.IntN(len(x) + 1)
			k := 0
			for _, key := range slices.Sorted(maps.Keys(x)) {
				if k != drop {
					y[key] = x[key]
				}
				k++
			}
			nv = y
		}
		if len(path) == 0 {
			doc = nv
		} else {
			setAny(doc, path, nv)
		}
		out, _ := json.Marshal(doc)
		return out
	}
	b := append([]byte{}, data...)
	if len(b) == 0 {
		return b
	}
	i := r.IntN(len(b))
	n := 1 + r.IntN(min(64, len(b)-i))
	switch r.IntN(4) {
	case 0:
		b[i] = byte(r.IntN(256))
	case 1:
		b = append(b[:i], b[i+n:]...)
	case 2:
		b = append(b[:i+n], b[i:]...)
	default:
		b = b[:i]
	}
	return b
}

// The mutation run of docs/limits.md: files of every kind the app reads (a game against the
// outlaws, a base game, a copied game, a companion game, a record of printed cards, the
// statistics, the tutorial's progress, the settings), each changed in one place many times
// over (mutate), and each mutant read by the app's own loader. None may panic, none may
// allocate 100 MB (a hang ends the run at go test's timeout), and every game accepted must pass the validator, be over or
// have a legal action, and play on (5 of its legal actions) without a panic or a refusal.
// WM_MUTATE_FILES=20000 is the run the documentation reports (default 1,600); WM_MUTATE_SEED
// draws other mutants (default 38), WM_MUTATE_KEEP keeps those the run fails on.
func TestMutationRunOverEveryKind(t *testing.T) {
	total := 1600
	if n, err := strconv.Atoi(switches.MutateFiles.Get()); err == nil && n > 0 {
		total = n
	}
	if testing.Short() {
		total = 400
	}
	cat, _ := engine.DefaultCatalog()
	tut, err := tutorial.Default()
	if err != nil {
		t.Fatal(err)
	}
	saves := "../../engine/testdata/saves/"
	loadSave := func(b []byte) (*engine.Game, error) {
		s, err := record.Load(wiring.BoxOf(cat), b)
		if err != nil {
			return nil, err
		}
		return s.Game, nil
	}
	dir := t.TempDir()
	kinds := []fileKind{
		{name: "solo game", seeds: []string{saves + "landed-2026-12-07/played-in-app-first-game.wmsave", saves + "landed-2026-11-22/game-seed808-normal-3actions.wmsave", saves + "landed-2026-11-23/played-in-app-mid-game.wmsave"}, load: loadSave},
		{name: "base game", seeds: []string{saves + "seats-2026-11-25/seats3-people-and-bot-150actions.wmsave", saves + "seats-2026-11-25/seats2-format3-60actions.wmsave"}, load: func(b []byte) (*engine.Game, error) {
			s, err := storage.LoadData(wiring.BoxOf(cat), b)
			if err != nil {
				return nil, err
			}
			return s.Game, nil
		}},
		{name: "copy mode", seeds: []string{saves + "landed-2026-12-07/copy-mode-8-rounds.wmsave"}, load: loadSave},
		{name: "companion", seeds: []string{saves + "landed-2026-12-07/companion-bookkeeping-phone.json", saves + "landed-2026-11-22/companion-finished.json", saves + "landed-2026-11-23/companion-printed-cards-126actions.json"}, load: func(b []byte) (*engine.Game, error) {
			s, err := companion.Load(wiring.BoxOf(cat), b)
			if err == nil {
				_, _ = s.Apply(companion.Action{Kind: companion.CRoll}) // playing on: contained or refused
			}
			return nil, err
		}},
		{name: "printed cards", seeds: []string{"../../companion/testdata/printed_cards.json"}, load: func(b []byte) (*engine.Game, error) {
			_, err := companion.LoadRecord(cat, b)
			return nil, err
		}},
		{name: "statistics", seeds: []string{"../../ui/storage/testdata/stats-landed-2026-11-23.json"}, load: func(b []byte) (*engine.Game, error) {
			_, err := storage.ParseStats(b)
			return nil, err
		}},
		{name: "tutorial progress", data: [][]byte{[]byte(fmt.Sprintf(`{"version":1,"step":4,"steps":%d}`, len(tut.Steps)))}, load: func(b []byte) (*engine.Game, error) {
			_, err := tut.ParseProgress(b)
			return nil, err
		}},
		{name: "settings", data: [][]byte{[]byte(`{"lang":"fr","theme":"dark","pace":1,"text_scale":1.2,"mirrored_game_seed":"123456"}`)}, load: func(b []byte) (*engine.Game, error) {
			p := filepath.Join(dir, "preferences.json")
			if err := os.WriteFile(p, b, 0o644); err != nil {
				return nil, err
			}
			err := storage.CheckSettings(p)
			os.Remove(p)
			return nil, err
		}},
	}
	seed := uint64(38)
	if n, err := strconv.ParseUint(switches.MutateSeed.Get(), 10, 64); err == nil {
		seed = n
	}
	keep := switches.MutateKeep.Get()
	r := rand.New(rand.NewPCG(seed, seed))
	type tally struct{ files, accepted, panics, bad, slow int }
	var sum tally
	var slowest time.Duration
	var most uint64
	per := total / len(kinds)
	for _, k := range kinds {
		var bases [][]byte
		for _, f := range k.seeds {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			bases = append(bases, b)
		}
		bases = append(bases, k.data...)
		for _, b := range bases {
			if _, err := k.load(b); err != nil {
				t.Fatalf("%s: the unchanged file is refused: %v", k.name, err)
			}
		}
		var kt tally
		// kept writes a mutant the run fails on to WM_MUTATE_KEEP, named by kind, seed and number.
		kept := func(n int, file []byte) {
			if keep == "" {
				return
			}
			p := filepath.Join(keep, fmt.Sprintf("%s-seed%d-mutant%d", strings.ReplaceAll(k.name, " ", "-"), seed, n))
			if err := os.WriteFile(p, file, 0o644); err != nil {
				t.Error(err)
				return
			}
			t.Logf("kept %s", p)
		}
		for n := 0; n < per; n++ {
			file := mutate(r, bases[n%len(bases)])
			if r.IntN(4) == 0 { // now and then a second change on the first
				file = mutate(r, file)
			}
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			start := time.Now()
			g, panicked, err := loadContained(k.load, file)
			d := time.Since(start)
			runtime.ReadMemStats(&after)
			alloc := after.TotalAlloc - before.TotalAlloc
			kt.files++
			slowest, most = max(slowest, d), max(most, alloc)
			var pe *record.PanicError
			if panicked != "" || errors.As(err, &pe) {
				kt.panics++
				t.Errorf("%s, mutant %d: a panic: %s %v", k.name, n, panicked, err)
				kept(n, file)
				continue
			}
			// a blow-up is counted in bytes, which do not depend on the machine's load; a hang
			// ends the run at go test's timeout, and the slowest file's time is only logged
			if alloc > 100<<20 {
				kt.slow++
				t.Errorf("%s, mutant %d: %v, %d MB allocated", k.name, n, d, alloc>>20)
				kept(n, file)
			}
			if err != nil {
				continue
			}
			kt.accepted++
			if g == nil {
				continue
			}
			failed := kt.bad
			switch {
			case invariants.Validate(g.Clone()) != nil:
				kt.bad++
				t.Errorf("%s, mutant %d: accepted, the position breaks a rule: %v", k.name, n, invariants.Validate(g.Clone()))
			case !g.Over() && len(g.Legal()) == 0:
				kt.bad++
				t.Errorf("%s, mutant %d: accepted, nothing can be done", k.name, n)
			default:
				if msg := playOnLegal(g, 5, r); msg != "" {
					kt.bad++
					t.Errorf("%s, mutant %d: accepted, then %s", k.name, n, msg)
				}
			}
			if kt.bad > failed {
				kept(n, file)
			}
		}
		t.Logf("%-17s %5d files, %5d accepted, %d panics, %d accepted that break a rule or cannot go on, %d over 100 MB", k.name, kt.files, kt.accepted, kt.panics, kt.bad, kt.slow)
		sum.files, sum.accepted, sum.panics, sum.bad, sum.slow = sum.files+kt.files, sum.accepted+kt.accepted, sum.panics+kt.panics, sum.bad+kt.bad, sum.slow+kt.slow
	}
	t.Logf("in all: %d files, %d accepted, %d panics, %d accepted that break a rule or cannot go on, %d over 100 MB; the slowest %v, the most allocated %.1f MB",
		sum.files, sum.accepted, sum.panics, sum.bad, sum.slow, slowest, float64(most)/(1<<20))
}

// loadContained runs a loader, a panic caught.
func loadContained(load func([]byte) (*engine.Game, error), data []byte) (g *engine.Game, panicked string, err error) {
	defer func() {
		if r := recover(); r != nil {
			panicked = fmt.Sprint(r)
		}
	}()
	g, err = load(data)
	return g, "", err
}

// playOnLegal plays up to n of the position's legal actions, each drawn at random, and returns
// what went wrong, or "": a panic, a position with no legal action that is not over, a legal
// action refused, or a position the validator refuses.
func playOnLegal(g *engine.Game, n int, r *rand.Rand) (msg string) {
	defer func() {
		if p := recover(); p != nil {
			msg = "panic: " + fmt.Sprint(p)
		}
	}()
	for i := 0; i < n && !g.Over(); i++ {
		legal := g.Legal()
		if len(legal) == 0 {
			return fmt.Sprintf("after %d actions, no action is possible", i)
		}
		a := legal[r.IntN(len(legal))]
		if _, err := g.Apply(a); err != nil {
			return fmt.Sprintf("legal action %d (%v) refused: %v", i+1, a, err)
		}
		if err := invariants.Validate(g.Clone()); err != nil {
			return fmt.Sprintf("after %d actions the position is refused: %v", i+1, err)
		}
	}
	return ""
}
