package engine

import (
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestAtomicSaveChild is the child process of TestSaveSurvivesKill: it saves sessions of growing
// length over the same file, forever, until it is killed.
func TestAtomicSaveChild(t *testing.T) {
	path := os.Getenv("WM_SAVE_CHILD")
	if path == "" {
		t.Skip("only run as the child of TestSaveSurvivesKill")
	}
	s := randomSession(t, 77, 0)
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; ; i++ {
		if !s.Game.Over() {
			legal := s.Game.Legal()
			s.Apply(legal[r.IntN(len(legal))])
		}
		data, err := s.Save()
		require.NoError(t, err)
		require.NoError(t, WriteFileAtomic(path, data))
	}
}

// A child process saves over and over and is killed at random moments, many times: the last
// good save always loads.
func TestSaveSurvivesKill(t *testing.T) {
	if testing.Short() {
		t.Skip("spawns processes")
	}
	exe, err := os.Executable()
	require.NoError(t, err)
	dir := t.TempDir()
	path := filepath.Join(dir, "game.save")
	cat, _ := DefaultCatalog()
	r := rand.New(rand.NewPCG(5, 5))
	loaded := 0
	for round := 0; round < 25; round++ {
		cmd := exec.Command(exe, "-test.run=^TestAtomicSaveChild$", "-test.count=1")
		cmd.Env = append(os.Environ(), "WM_SAVE_CHILD="+path)
		require.NoError(t, cmd.Start())
		time.Sleep(time.Duration(30+r.IntN(170)) * time.Millisecond)
		require.NoError(t, cmd.Process.Kill())
		cmd.Wait()
		data, err := os.ReadFile(path)
		if os.IsNotExist(err) {
			continue // killed before the first save finished: nothing was promised yet
		}
		require.NoError(t, err)
		_, err = LoadSession(cat, data)
		require.NoError(t, err, "round %d: the save left by a killed process must load", round)
		loaded++
	}
	require.Greater(t, loaded, 10, "most rounds should have saved at least once")
	// the next successful save sweeps the temporary files of killed writers
	s := randomSession(t, 3, 5)
	data, err := s.Save()
	require.NoError(t, err)
	require.NoError(t, WriteFileAtomic(path, data))
	left, _ := filepath.Glob(filepath.Join(dir, ".game.save.tmp-*"))
	require.Empty(t, left)
	t.Logf("%d of 25 killed writers left a save that loads", loaded)
}
