package record_test

import (
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
	"whistle/engine"
	"whistle/engine/fileio"
	"whistle/engine/record"
	"whistle/internal/switches"

	"github.com/stretchr/testify/require"
)

// TestAtomicSaveChild is the child process of TestSaveSurvivesKill: it saves sessions of growing
// length over the same file, forever, until it is killed.
func TestAtomicSaveChild(t *testing.T) {
	path := switches.SaveChild.Get()
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
		require.NoError(t, fileio.WriteFileAtomic(path, data))
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
	cat, _ := engine.DefaultCatalog()
	r := rand.New(rand.NewPCG(5, 5))
	loaded := 0
	for round := 0; round < 25; round++ {
		os.Remove(path) // the last round's save: this round waits for its own child's first
		cmd := exec.Command(exe, "-test.run=^TestAtomicSaveChild$", "-test.count=1", "-test.v")
		cmd.Env = append(os.Environ(), switches.SaveChild.Name+"="+path)
		require.NoError(t, cmd.Start())
		// wait for the child's first save (slow under -race), then kill it at a random moment:
		// a save is renamed into place whole, so the file's existence says one was written
		for deadline := time.Now().Add(60 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
			if _, err := os.Stat(path); err == nil {
				break
			}
		}
		time.Sleep(time.Duration(r.IntN(120)) * time.Millisecond)
		require.NoError(t, cmd.Process.Kill())
		cmd.Wait()
		data, err := os.ReadFile(path)
		if os.IsNotExist(err) {
			continue // killed before the first save finished: nothing was promised yet
		}
		require.NoError(t, err)
		_, err = record.Load(engine.Box{Catalog: cat}, data)
		require.NoError(t, err, "round %d: the save left by a killed process must load", round)
		loaded++
	}
	require.Equal(t, 25, loaded, "every round saved at least once before the kill")
	// the temporary files of killed writers stay until the app's start sweeps the stale ones
	// (a writer never removes another's file, which may be in progress)
	s := randomSession(t, 3, 5)
	data, err := s.Save()
	require.NoError(t, err)
	require.NoError(t, fileio.WriteFileAtomic(path, data))
	fileio.RemoveStaleTemps(dir, 0)
	left, _ := filepath.Glob(filepath.Join(dir, ".game.save.tmp-*"))
	require.Empty(t, left)
	_, err = os.Stat(path)
	require.NoError(t, err, "the sweep removed the save itself")
	t.Logf("%d of 25 killed writers left a save that loads", loaded)
}

// Finding: the writer removed every temporary file of the same name after its rename, so two
// writers of the same file could delete each other's file before its rename. It only ever
// removes its own.
func TestAtomicWriterKeepsOtherWritersFiles(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.save")
	other := filepath.Join(dir, ".game.save.tmp-12345")
	require.NoError(t, os.WriteFile(other, []byte("another writer's half-written save"), 0o644))
	require.NoError(t, fileio.WriteFileAtomic(path, []byte("new")))
	_, err := os.Stat(other)
	require.NoError(t, err, "another writer's temporary file was removed")
	got, err := os.ReadFile(path)
	require.NoError(t, err)
	require.Equal(t, "new", string(got))
	entries, _ := os.ReadDir(dir)
	require.Len(t, entries, 2, "the writer left its own temporary file behind")
}
