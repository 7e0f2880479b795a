package record_test

import (
	"encoding/json"
	"os"
	"testing"
	"whistle/engine"
	"whistle/engine/record"

	"github.com/stretchr/testify/require"
)

// A copy of a table is dealt by its seed like any game, then asks every piece: a save of one
// left as the app wrote it says nothing about its seed; one whose seed was changed in the file
// still gets the notice.
func TestCopiedTableSaveKeepsItsSeed(t *testing.T) {
	data, err := os.ReadFile("../testdata/saves/landed-2026-12-07/copy-mode-8-rounds.wmsave")
	require.NoError(t, err)
	s, err := record.Load(programBox, data)
	require.NoError(t, err)
	require.NotNil(t, s.Game.Table, "a copied game")
	require.False(t, s.SeedDiffers, "an untouched copied game: no note about its seed")
	require.Nil(t, s.Notice)

	// a new copied game, saved and loaded
	g, _ := programBox.NewGame(engine.Options{Seed: 41, Variant: "outlaws", Difficulty: "normal"})
	g.CopyTable()
	out, err := record.New(g, nil).Save()
	require.NoError(t, err)
	s, err = record.Load(programBox, out)
	require.NoError(t, err)
	require.False(t, s.SeedDiffers)

	// the seed changed in the file (in the start and the saved position, the hash made again)
	var f map[string]json.RawMessage
	require.NoError(t, json.Unmarshal(data, &f))
	for _, k := range []string{"start", "state"} {
		var pos map[string]any
		require.NoError(t, json.Unmarshal(f[k], &pos))
		pos["options"].(map[string]any)["seed"] = 690756
		b, _ := json.Marshal(pos)
		var g engine.Game
		require.NoError(t, json.Unmarshal(b, &g))
		f[k], _ = json.Marshal(&g)
		if k == "state" {
			f["hash"], _ = json.Marshal(g.Hash())
		}
	}
	bad, _ := json.Marshal(f)
	s, err = record.Load(programBox, bad)
	require.NoError(t, err)
	require.True(t, s.SeedDiffers, "a seed changed in the file gets its notice")

	// the first question's piece changed in the start: the seed does not deal it
	require.NoError(t, json.Unmarshal(data, &f))
	var pos map[string]any
	require.NoError(t, json.Unmarshal(f["start"], &pos))
	p := pos["table"].(map[string]any)["pending"].([]any)[0].(map[string]any)
	p["item"] = p["item"].(float64) + 1
	f["start"], _ = json.Marshal(pos)
	bad, _ = json.Marshal(f)
	s, err = record.Load(programBox, bad)
	require.NoError(t, err)
	require.True(t, s.SeedDiffers, "a start whose table record was changed gets the notice")
}
