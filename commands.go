//go:build !js

package main

import (
	"os"

	"whistle/internal/cli"
)

// isCommand reports whether the arguments name a headless command (play, simulate…; cli).
func isCommand(args []string) bool { return cli.IsCommand(args) }

// runCommand runs the headless command and gives its exit status.
func runCommand(args []string) int { return cli.Main(args, os.Stdout, os.Stderr) }
