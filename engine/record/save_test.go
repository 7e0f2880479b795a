package record_test

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
	"whistle/engine"
	"whistle/engine/fileio"
	"whistle/engine/geom"
	"whistle/engine/invariants"
	"whistle/engine/record"
	"whistle/internal/fuzzing"

	"github.com/stretchr/testify/require"
)

// randomSession plays n random legal actions in a session.
func randomSession(t testing.TB, seed uint64, n int) *record.Record {
	cat, err := engine.DefaultCatalog()
	require.NoError(t, err)
	g, setup := engine.NewGame(cat, engine.Options{Seed: seed})
	s := record.New(g, setup)
	r := rand.New(rand.NewPCG(seed, 99))
	for i := 0; i < n && !s.Game.Over(); i++ {
		legal := s.Game.Legal()
		_, err := s.Apply(legal[r.IntN(len(legal))])
		require.NoError(t, err)
	}
	return s
}

func TestSaveLoadRoundTrip(t *testing.T) {
	cat, _ := engine.DefaultCatalog()
	for seed := uint64(1); seed <= 5; seed++ {
		s := randomSession(t, seed, 150)
		s.Undo()
		s.Undo()
		data, err := s.Save()
		require.NoError(t, err)
		back, err := record.Load(engine.Box{Catalog: cat}, data)
		require.NoError(t, err)
		require.Equal(t, s.Game.Hash(), back.Game.Hash())
		require.Equal(t, len(s.History), len(back.History))
		require.Equal(t, len(s.Redo), len(back.Redo))
		// the loaded session redoes exactly as the original would
		_, err = s.RedoNext()
		require.NoError(t, err)
		_, err = back.RedoNext()
		require.NoError(t, err)
		require.Equal(t, s.Game.Hash(), back.Game.Hash())
	}
}

// freshTrail is the trail of a save computed without the session's memo: every state's digest
// taken now.
func freshTrail(s *record.Record) []string {
	var out []string
	for i := range s.History {
		after := s.Game
		if b := s.Before(i + 1); b != nil {
			after = b
		}
		out = append(out, record.Digest(after))
	}
	return out
}

// The digests a save keeps after every action are memoised; saving after undos, redos and
// new actions still writes what digesting every state afresh gives.
func TestSaveTrailMemoStaysExact(t *testing.T) {
	s := randomSession(t, 7, 120)
	r := rand.New(rand.NewPCG(7, 8))
	trail := func() []string {
		data, err := s.Save()
		require.NoError(t, err)
		var f struct{ Trail []string }
		require.NoError(t, json.Unmarshal(data, &f))
		return f.Trail
	}
	for step := 0; step < 12; step++ {
		require.Equal(t, freshTrail(s), trail(), "step %d", step)
		// a loaded session keeps the digests its replay took
		data, err := s.Save()
		require.NoError(t, err)
		cat, _ := engine.DefaultCatalog()
		back, err := record.Load(engine.Box{Catalog: cat}, data)
		require.NoError(t, err)
		again, err := back.Save()
		require.NoError(t, err)
		require.Equal(t, string(data), string(again), "step %d: saved again after loading", step)
		require.Equal(t, freshTrail(back), freshTrail(s), "step %d", step)
		switch step % 3 {
		case 0:
			s.Undo()
			s.Undo()
		case 1:
			_, err := s.RedoNext()
			require.NoError(t, err)
		default:
			if s.Game.Over() {
				s.Undo()
				continue
			}
			legal := s.Game.Legal()
			_, err := s.Apply(legal[r.IntN(len(legal))])
			require.NoError(t, err)
		}
	}
}

// Undo returns exactly the earlier state, random generator included; redo reproduces the
// same outcome (no die is re-rolled, no deck reshuffled differently).
func TestUndoRedoExact(t *testing.T) {
	s := randomSession(t, 11, 0)
	r := rand.New(rand.NewPCG(3, 4))
	var hashes []string
	for i := 0; i < 120 && !s.Game.Over(); i++ {
		hashes = append(hashes, s.Game.Hash())
		legal := s.Game.Legal()
		_, err := s.Apply(legal[r.IntN(len(legal))])
		require.NoError(t, err)
	}
	final := s.Game.Hash()
	for i := len(hashes) - 1; i >= 0; i-- {
		require.True(t, s.Undo())
		require.Equal(t, hashes[i], s.Game.Hash(), "undo %d", i)
	}
	for s.CanRedo() {
		_, err := s.RedoNext()
		require.NoError(t, err)
	}
	require.Equal(t, final, s.Game.Hash())
	require.True(t, s.UndoTo(10))
	require.Equal(t, hashes[10], s.Game.Hash())
}

func TestIllegalActionChangesNothing(t *testing.T) {
	s := randomSession(t, 5, 30)
	h := s.Game.Hash()
	for _, a := range []engine.Action{
		{Kind: engine.ActPlaceShip, Ship: engine.Dreadnought, At: geom.C(9, 15)},
		{Kind: engine.ActDock, Ship: engine.Balloon, Dock: 42},
		{Kind: engine.ActChoose, Option: 99},
		{Kind: engine.ActOutlaw},
		{Kind: "fly_to_the_moon"},
		{Kind: engine.ActBuildMachine, ID: "no-such-machine"},
	} {
		_, err := s.Apply(a)
		require.Error(t, err)
		require.NotEmpty(t, err.Error())
		require.Equal(t, h, s.Game.Hash(), "%v changed the state", a)
	}
}

func TestLoadRefusesBadFiles(t *testing.T) {
	cat, _ := engine.DefaultCatalog()
	s := randomSession(t, 2, 40)
	good, err := s.Save()
	require.NoError(t, err)
	var raw map[string]any
	require.NoError(t, json.Unmarshal(good, &raw))
	mutate := func(f func(m map[string]any)) []byte {
		var m map[string]any
		require.NoError(t, json.Unmarshal(good, &m))
		f(m)
		b, _ := json.Marshal(m)
		return b
	}
	cases := map[string]struct {
		data []byte
		want string
	}{
		"empty":          {[]byte{}, "not a readable save"},
		"truncated":      {good[:len(good)/2], "not a readable save"},
		"not json":       {[]byte("hello"), "not a readable save"},
		"other format":   {mutate(func(m map[string]any) { m["format"] = "chess" }), "not a Whistle Mountain"},
		"future version": {mutate(func(m map[string]any) { m["version"] = 99 }), "newer version"},
		"wrong hash":     {mutate(func(m map[string]any) { m["hash"] = "00" }), "damaged"},
		"hostile index": {mutate(func(m map[string]any) {
			st := m["start"].(map[string]any)
			st["card_deck"] = []any{30000}
		}), "card 30000 does not exist"},
		"data after it": {append(append([]byte{}, good...), "{}"...), "not a readable save"},
		"too many actions": {mutate(func(m map[string]any) {
			l := make([]any, fileio.MaxSaveActions+1)
			for i := range l {
				l[i] = map[string]any{"kind": "forge"}
			}
			m["actions"] = l
		}), "at most"},
		"unknown field": {mutate(func(m map[string]any) { m["surprise"] = 1 }), "not a readable save"},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			_, err := record.Load(engine.Box{Catalog: cat}, c.data)
			require.Error(t, err)
			require.True(t, strings.Contains(err.Error(), c.want), "%q does not contain %q", err.Error(), c.want)
		})
	}
}

func FuzzLoadRecord(f *testing.F) {
	fuzzing.QuickMinimize()
	s := randomSession(f, 3, 25)
	good, _ := s.Save()
	f.Add(good)
	f.Add([]byte(`{"format":"whistle-mountain-outlaws-save","version":1}`))
	f.Add([]byte(`{}`))
	cat, _ := engine.DefaultCatalog()
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := record.Load(engine.Box{Catalog: cat}, data)
		if err == nil {
			require.NoError(t, invariants.Check(s.Game))
		}
	})
}

// Clone copies everything: the copy hashes the same, and playing on it leaves the original alone.
func TestCloneIsExact(t *testing.T) {
	s := randomSession(t, 21, 0)
	r := rand.New(rand.NewPCG(8, 8))
	for i := 0; i < 300 && !s.Game.Over(); i++ {
		h := s.Game.Hash()
		c := s.Game.Clone()
		require.Equal(t, h, c.Hash())
		legal := c.Legal()
		_, err := c.Apply(legal[r.IntN(len(legal))])
		require.NoError(t, err)
		require.Equal(t, h, s.Game.Hash(), "playing on a clone changed the original")
		_, err = s.Apply(legal[r.IntN(len(legal))])
		require.NoError(t, err)
	}
}
