//go:build !js

package storage

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"whistle/internal/switches"
)

// asLockChild runs the test binary as another copy of the app holding the lock, when the lock's
// test started it so (WM_LOCK_CHILD names the data folder), and reports whether it did.
func asLockChild() bool {
	dir := switches.LockChild.Get()
	if dir == "" {
		return false
	}
	lockChild(dir)
	return true
}

// lockChild is another copy of the app: it takes the lock of dir, says so on its output, and
// holds it until its input closes (or it is killed).
func lockChild(dir string) {
	l, other, err := AcquireLock(dir)
	fmt.Printf("lock %t other %d err %v\n", l != nil, other, err)
	io.Copy(io.Discard, os.Stdin)
	l.Release()
}

// startCopy starts another copy holding the lock of dir and returns it once it holds it.
func startCopy(t *testing.T, dir string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), switches.LockChild.Name+"="+dir)
	in, _ := cmd.StdinPipe()
	out, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { in.Close(); cmd.Process.Kill(); cmd.Wait() })
	line, _ := bufio.NewReader(out).ReadString('\n')
	if !strings.HasPrefix(line, "lock true") {
		t.Fatalf("the other copy did not take the lock: %q", line)
	}
	return cmd
}

// Two copies of the app on one data folder: the second finds the first by its lock (its
// process id); once the first is gone (killed: the lock stays behind, stale) the next copy takes
// the lock over. A lock naming a process of another program (a process id reused after a
// crash), or holding no process id, is stale too; this process's own lock is its own.
func TestLockFindsTheOtherCopy(t *testing.T) {
	dir := t.TempDir()
	other := startCopy(t, dir)
	l, pid, err := AcquireLock(dir)
	if err != nil || l != nil || pid != other.Process.Pid {
		t.Fatalf("a second copy: lock %v, other %d (want %d), %v", l, pid, other.Process.Pid, err)
	}
	other.Process.Kill()
	other.Wait()
	if _, err := os.Stat(filepath.Join(dir, LockFile)); err != nil {
		t.Fatal("the killed copy's lock is not there: the test shows nothing")
	}
	l, pid, err = AcquireLock(dir)
	if err != nil || l == nil || pid != 0 {
		t.Fatalf("after the first copy was killed: lock %v, other %d, %v", l, pid, err)
	}
	if again, _, _ := AcquireLock(dir); again == nil {
		t.Fatal("this process's own lock is refused to it")
	}
	l.Release()
	if _, err := os.Stat(filepath.Join(dir, LockFile)); !os.IsNotExist(err) {
		t.Fatal("the lock stays after its release")
	}

	// a lock of a running process of another program, a lock holding garbage
	sleep := exec.Command("sleep", "30")
	if err := sleep.Start(); err == nil {
		defer func() { sleep.Process.Kill(); sleep.Wait() }()
		exe, _ := os.Executable()
		os.WriteFile(filepath.Join(dir, LockFile), []byte(strconv.Itoa(sleep.Process.Pid)+"\n"+exe+"\n"), 0o644)
		if _, err := os.Readlink(fmt.Sprintf("/proc/%d/exe", sleep.Process.Pid)); err == nil {
			if l, pid, _ := AcquireLock(dir); l == nil {
				t.Fatalf("a process id reused by another program (%d) holds the lock", pid)
			}
		}
	}
	os.WriteFile(filepath.Join(dir, LockFile), []byte("not a lock"), 0o644)
	if l, _, _ := AcquireLock(dir); l == nil {
		t.Fatal("a lock holding garbage is not taken over")
	}
}
