// Package cli holds the headless commands of the app's binary (play, simulate, and review from
// its own package, reviewcmd): they run the rules and the bots without a window, and print the
// texts in a chosen language.
package cli

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"whistle/engine"
	"whistle/internal/cli/cmdio"
	"whistle/internal/cli/reviewcmd"
	"whistle/internal/wiring"
)

// commands are the headless sub-commands, by name.
var commands = map[string]func(box engine.Box, args []string, stdout, stderr io.Writer) int{
	"play":     runPlay,
	"simulate": runSimulate,
	"review":   reviewcmd.Run,
}

// IsCommand reports whether the arguments ask for a headless sub-command: any first argument
// that is a word (not a flag). Main refuses an unknown one, so that a mistyped command never
// opens the window.
func IsCommand(args []string) bool {
	return len(args) > 0 && args[0] != "" && args[0][0] != '-'
}

// failer returns the error exit of a command (cmdio.Failer).
var failer = cmdio.Failer

// Main runs a headless sub-command (args[0] is its name) and returns the exit code.
func Main(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "help" {
		var names []string
		for n := range commands {
			names = append(names, n)
		}
		sort.Strings(names)
		fmt.Fprintf(stdout, "headless commands: %v (run with -h for the flags of each)\n", names)
		return 0
	}
	cmd, ok := commands[args[0]]
	if !ok {
		var names []string
		for n := range commands {
			names = append(names, n)
		}
		sort.Strings(names)
		fmt.Fprintf(stderr, "error: unknown command %q (the commands are %s, and help)\n", args[0], strings.Join(names, ", "))
		return 2
	}
	box, err := wiring.Box() // the rules the commands play by: the catalog and the outlaws
	if err != nil {
		fmt.Fprintln(stderr, "error:", err)
		return 1
	}
	return cmd(box, args[1:], stdout, stderr)
}
