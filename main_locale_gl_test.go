//go:build gl && linux

package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"whistle/internal/switches"
)

// The real binary (built with cgo, as shipped) runs headless commands and starts the window
// under a POSIX locale with no more of Fyne's locale errors than the one it makes before main
// (fyneseams.QuietLocaleLog drops the others), and refuses an unknown command instead of
// opening the window.
func TestHeadlessCommandsUnderCLocale(t *testing.T) {
	if _, err := exec.LookPath("gcc"); err != nil {
		t.Fatal("no C compiler to build the app with cgo (the gl tag asks for the real build: scripts/deps installs it)")
	}
	bin := switches.AppBin.Get()
	if bin == "" {
		bin = filepath.Join(t.TempDir(), "app")
		build := exec.Command("go", "build", "-o", bin, ".")
		build.Env = append(os.Environ(), "CGO_ENABLED=1")
		if out, err := build.CombinedOutput(); err != nil {
			if strings.Contains(string(out), "No such file or directory") && strings.Contains(string(out), ".h") {
				t.Fatalf("the desktop libraries are missing (scripts/deps installs them): %s", out)
			}
			t.Fatalf("build: %v\n%s", err, out)
		}
	}
	for _, loc := range []string{"LANG=C.UTF-8", "LC_ALL=C.UTF-8", "LANG=C", "LANG=POSIX"} {
		cmd := exec.Command(bin, "play", "--scenario", "engine/testdata/scenarios/example-dreadnought.json", "--json")
		cmd.Env = []string{"PATH=" + os.Getenv("PATH"), loc}
		var stderr strings.Builder
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil || !strings.Contains(string(out), `"water_level"`) {
			t.Fatalf("%s: %v\n%s%s", loc, err, out, stderr.String())
		}
		if rest := withoutInitReport(stderr.String()); rest != "" {
			t.Errorf("%s: the headless command printed on stderr:\n%s", loc, rest)
		}
	}
	// the window too: Fyne reads the locale before main, whatever starts next (here the window,
	// which cannot open without a display and stops)
	for _, loc := range []string{"LANG=C.UTF-8", "LC_ALL=C.UTF-8"} {
		cmd := exec.Command(bin)
		cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "HOME=" + t.TempDir(), loc}
		var stderr strings.Builder
		cmd.Stderr, cmd.Stdout = &stderr, &stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		done := make(chan struct{})
		go func() { _ = cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			_ = cmd.Process.Kill()
			<-done
		}
		if rest := withoutInitReport(stderr.String()); strings.Contains(rest, "user locale") {
			t.Errorf("%s: the window's start printed more than Fyne's one locale report:\n%s", loc, stderr.String())
		}
	}
	cmd := exec.Command(bin, "plya")
	cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "LANG=C.UTF-8"}
	out, err := cmd.CombinedOutput()
	if err == nil || !strings.Contains(string(out), `unknown command "plya"`) {
		t.Fatalf("an unknown command: %v\n%s", err, out)
	}
	// Finding: with no display the window panicked in GLFW with a stack trace. One
	// sentence and exit 1, whether no display is named or the one named is not there.
	free := 4000 // a display number no X server listens on (other tests may run Xvfb on :9x)
	for ; free < 4100; free++ {
		if _, err := os.Stat(fmt.Sprintf("/tmp/.X11-unix/X%d", free)); os.IsNotExist(err) {
			break
		}
	}
	for _, display := range []string{switches.NoDisplay.Name + "=1", fmt.Sprintf("DISPLAY=:%d", free)} {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		cmd := exec.CommandContext(ctx, bin) // never left waiting on a window that opened after all
		cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "LANG=C.UTF-8", "HOME=" + t.TempDir(), display}
		out, err := cmd.CombinedOutput()
		var exit *exec.ExitError
		if !errors.As(err, &exit) || exit.ExitCode() != 1 || !strings.Contains(string(out), "no display") || strings.Contains(string(out), "goroutine") {
			t.Fatalf("%q: %v\n%s", display, err, out)
		}
	}
}

// withoutInitReport is a program's stderr without the one report of an unparsable locale "C"
// that Fyne makes while its packages are initialised, before main (accepted: see
// fyneseams.QuietLocaleLog): the line saying so and its lines of cause and place.
func withoutInitReport(stderr string) string {
	lines := strings.SplitAfter(stderr, "\n")
	for i, l := range lines {
		if strings.HasSuffix(strings.TrimRight(l, "\n"), "Fyne error:  Error parsing user locale C") {
			end := i + 1
			for end < len(lines) && end <= i+2 && (strings.Contains(lines[end], "  Cause: ") || strings.Contains(lines[end], "  At: ")) {
				end++
			}
			return strings.Join(append(lines[:i:i], lines[end:]...), "")
		}
	}
	return stderr
}
