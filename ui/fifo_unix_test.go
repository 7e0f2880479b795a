//go:build ci && unix

package ui

import "syscall"

func mkfifo(path string) error { return syscall.Mkfifo(path, 0o644) }
