//go:build js

package main

// The browser build has no command line: the headless commands (internal/cli, with the flag
// parsing and the simulations' pools) stay out of the web app's download (docs/performance-phone.md).

func isCommand([]string) bool { return false }

func runCommand([]string) int { return 0 }
