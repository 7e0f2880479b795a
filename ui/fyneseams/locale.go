package fyneseams

import (
	"io"
	"log"
	"strings"
	"sync"
)

// QuietLocaleLog keeps Fyne's complaint about a POSIX locale off the standard log (stderr).
//
// Under LANG or LC_ALL "C.UTF-8" (a container's, a CI machine's), Fyne's lang package takes
// "C" for a language tag and reports "Error parsing user locale C" each time it picks its
// language: once while the packages are initialised, before main, and again at each set of
// translations the app adds (two at each change of language). The window works the same (it
// falls back to English). QuietLocaleLog, called first thing in main, drops those reports for
// the locales "C" and "POSIX" from the standard logger, Fyne's and the app's log; any other
// line, and a report about any other locale, passes. The one report made before main cannot
// be caught by Go code: it stays, accepted (three lines on stderr, only under such a locale).
//
// On a Fyne upgrade: lang.closestSupportedLocale still parses "C" (TestLocaleReport says so
// when it no longer does: the filter can then go), and fyne.LogError's lines are the same.
func QuietLocaleLog() {
	log.SetOutput(&localeFilter{w: log.Writer()})
}

// localeFilter passes every write but Fyne's report of an unparsable POSIX locale: its line
// "Fyne error:  Error parsing user locale C" and the lines of cause and place that follow it
// (log writes each line with one Write).
type localeFilter struct {
	w        io.Writer
	mu       sync.Mutex
	dropping bool
}

func (f *localeFilter) Write(p []byte) (int, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	line := strings.TrimRight(string(p), "\n")
	switch {
	case strings.HasSuffix(line, "Fyne error:  Error parsing user locale C"),
		strings.HasSuffix(line, "Fyne error:  Error parsing user locale POSIX"):
		f.dropping = true
		return len(p), nil
	case f.dropping && (strings.Contains(line, "  Cause: ") || strings.Contains(line, "  At: ")):
		return len(p), nil
	}
	f.dropping = false
	return f.w.Write(p)
}
