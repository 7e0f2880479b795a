//go:build !js

package storage

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// Two copies of the app on one account share one data folder, and the autosave in it. The
// first copy to start holds a lock file there (LockFile) naming its process; a copy that finds
// the lock held by a running copy of the app opens without autosaving and says so (the window:
// ui/lock.go). A lock whose process is gone (a crash, a kill) is stale: the next copy takes it
// over. The autosave also checks, before each write, that no other process wrote the file since
// this copy last read or wrote it (the window's autosaver), so that even two copies that both
// autosave (a lock the system could not give) never replace a newer game with an older one.

// LockFile is the lock's name in the app's data folder: the holder's process id, then the
// path of its program.
const LockFile = "instance.lock"

// Lock is a copy of the app's hold on its data folder.
type Lock struct {
	path string
	pid  int
}

// AcquireLock takes the lock of the data folder dir for this process. When a running copy of
// the app holds it, the lock is nil and other is that copy's process id; a lock of a process
// that is gone, or of a process that is not this program, is taken over.
func AcquireLock(dir string) (l *Lock, other int, err error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, 0, err
	}
	path := filepath.Join(dir, LockFile)
	me := os.Getpid()
	exe, _ := os.Executable()
	for try := 0; try < 3; try++ {
		// the lock appears whole or not at all: written under a name of its own, then linked
		// to the lock's name, which fails when a lock is there already
		tmp, err := os.CreateTemp(dir, "."+LockFile+".tmp-*")
		if err != nil {
			return nil, 0, err
		}
		_, werr := fmt.Fprintf(tmp, "%d\n%s\n", me, exe)
		cerr := tmp.Close()
		if err := errors.Join(werr, cerr); err != nil {
			os.Remove(tmp.Name())
			return nil, 0, err
		}
		err = os.Link(tmp.Name(), path)
		os.Remove(tmp.Name())
		if err == nil {
			return &Lock{path: path, pid: me}, 0, nil
		}
		if !errors.Is(err, fs.ErrExist) {
			return nil, 0, err
		}
		pid, prog := readLock(path)
		if pid == me {
			return &Lock{path: path, pid: me}, 0, nil // this process's own (a window opened again)
		}
		if pid > 0 && appRunning(pid, prog) {
			return nil, pid, nil
		}
		os.Remove(path) // stale: its process is gone
	}
	return nil, 0, errors.New("the lock of the data folder could not be taken")
}

// readLock reads a lock file: the process id (0 when the file is not a lock) and the program.
func readLock(path string) (int, string) {
	data, err := os.ReadFile(path)
	if err != nil || len(data) > 4096 {
		return 0, ""
	}
	first, prog, _ := strings.Cut(string(data), "\n")
	pid, err := strconv.Atoi(strings.TrimSpace(first))
	if err != nil || pid <= 0 {
		return 0, ""
	}
	return pid, strings.TrimSpace(prog)
}

// appRunning tells whether process pid is running and is this program (when the system says
// which program a process runs, as Linux and Android do: a process id reused by another program
// after a crash is not a copy of the app).
func appRunning(pid int, prog string) bool {
	if !processAlive(pid) {
		return false
	}
	exe, err := os.Readlink(fmt.Sprintf("/proc/%d/exe", pid))
	if err != nil {
		return true // the system does not tell: a running process holds it
	}
	return prog == "" || strings.TrimSuffix(exe, " (deleted)") == prog
}

// Release gives the lock back (the app closes).
func (l *Lock) Release() {
	if l == nil {
		return
	}
	if pid, _ := readLock(l.path); pid == l.pid {
		os.Remove(l.path)
	}
}
