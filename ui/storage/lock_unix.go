//go:build unix && !js

package storage

import (
	"errors"
	"syscall"
)

// processAlive tells whether a process of that id runs (a signal 0 checks without sending).
func processAlive(pid int) bool {
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}
