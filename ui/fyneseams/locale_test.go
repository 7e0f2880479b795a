package fyneseams

import (
	"bytes"
	"errors"
	"log"
	"os"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
)

// Under LANG=C.UTF-8 Fyne reports the locale "C" as unparsable each time the app adds
// translations; through the filter that report is gone and every other line passes.
func TestLocaleReport(t *testing.T) {
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANGUAGE"} {
		t.Setenv(v, "")
		os.Unsetenv(v)
	}
	t.Setenv("LANG", "C.UTF-8")
	out := log.Writer()
	t.Cleanup(func() { log.SetOutput(out) })

	var plain bytes.Buffer
	log.SetOutput(&plain)
	addTranslations(t)
	if !strings.Contains(plain.String(), "Error parsing user locale C") {
		t.Fatalf("Fyne no longer reports the locale C (QuietLocaleLog may go); it logged:\n%s", plain.String())
	}

	var quiet bytes.Buffer
	log.SetOutput(&quiet)
	QuietLocaleLog()
	addTranslations(t)
	fyne.LogError("another report", errors.New("its cause"))
	log.Print("a line of the app's")
	got := quiet.String()
	if strings.Contains(got, "user locale") {
		t.Errorf("the locale report passed:\n%s", got)
	}
	for _, want := range []string{"Fyne error:  another report", "  Cause: its cause", "  At: ", "a line of the app's"} {
		if !strings.Contains(got, want) {
			t.Errorf("%q was dropped; the log holds:\n%s", want, got)
		}
	}
}

func addTranslations(t *testing.T) {
	t.Helper()
	if err := lang.AddTranslationsForLocale([]byte(`{"seams.test": "x"}`), fyne.Locale("en")); err != nil {
		t.Fatal(err)
	}
}
