//go:build js

package storage

// In a browser there is no lock: a page has no process id to record, and a tab closed or
// crashed leaves nothing a later page could tell from an open one. Every tab of the app on one
// site shares its storage; the autosave's check before each write (that no other page wrote
// the file since this one last read or wrote it) is what keeps a newer game there.

// LockFile is the lock's name in the app's data folder (unused in a browser).
const LockFile = "instance.lock"

// Lock is a copy of the app's hold on its data folder (none in a browser).
type Lock struct{}

// AcquireLock always succeeds in a browser (see above).
func AcquireLock(string) (*Lock, int, error) { return &Lock{}, 0, nil }

// Release does nothing in a browser.
func (l *Lock) Release() {}
