// Package cmdio holds what the headless commands share in talking to the terminal: how a
// command fails.
package cmdio

import (
	"encoding/json"
	"fmt"
	"io"

	"whistle/engine/fileio"
)

// Failer returns the error exit of a command: {"error": "..."} on stdout with --json, a line on
// stderr otherwise; the exit code is 1.
func Failer(asJSON *bool, stdout, stderr io.Writer) func(error) int {
	return func(err error) int {
		err = fileio.ShortError(err) // a message never repeats more than an excerpt of a file
		if *asJSON {
			b, _ := json.Marshal(map[string]string{"error": err.Error()})
			fmt.Fprintln(stdout, string(b))
		} else {
			fmt.Fprintln(stderr, "error:", err)
		}
		return 1
	}
}
