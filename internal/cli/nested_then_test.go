package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"whistle/bot"
	"whistle/engine"
	"whistle/engine/record"
	"whistle/internal/wiring"
	"whistle/outlaws"
)

// Finding: a save whose payment under the forge's step carries out a work of an empty kind
// (frames[1].then.kind "") crashed `play --save … --actions …` (exit 2, a stack trace of 1,634
// characters). The save is refused with one sentence (exit 1).
func TestFindingPlaySaveWithEmptyThenKind(t *testing.T) {
	cat, err := engine.DefaultCatalog()
	require.NoError(t, err)
	var data []byte
	var at int
	for seed := uint64(1); seed < 40 && data == nil; seed++ {
		g, _ := wiring.BoxOf(cat).NewGame(engine.Options{Seed: seed, Variant: outlaws.Name, Difficulty: "normal"})
		for n := 0; n < 600 && !g.Over() && data == nil; n++ {
			for i, f := range g.Frames {
				if f.Then != nil && i > 0 {
					data, err = record.New(g, nil).Save()
					require.NoError(t, err)
					at = i
					break
				}
			}
			if data == nil {
				_, err := g.Apply(bot.Move(g))
				require.NoError(t, err)
			}
		}
	}
	require.NotNil(t, data, "no bot game reached a pending payment with work to carry out")
	var f map[string]any
	require.NoError(t, json.Unmarshal(data, &f))
	for _, key := range []string{"start", "state"} {
		f[key].(map[string]any)["frames"].([]any)[at].(map[string]any)["then"].(map[string]any)["kind"] = ""
	}
	var g engine.Game
	b, _ := json.Marshal(f["state"])
	require.NoError(t, json.Unmarshal(b, &g))
	f["hash"] = g.Hash()
	data, _ = json.Marshal(f)
	dir := t.TempDir()
	save := filepath.Join(dir, "bad.wmsave")
	require.NoError(t, os.WriteFile(save, data, 0o644))
	acts := filepath.Join(dir, "actions.json")
	require.NoError(t, os.WriteFile(acts, []byte(`[{"kind":"choose","option":0}]`), 0o644))
	msg := refusal(t, "play", "--save", save, "--actions", acts)
	require.Less(t, len(msg), 300, msg)
	t.Log(msg)
}
