package cli

import (
	"bytes"
	"strings"
	"testing"
)

// Main runs each command of its table by name: review (package reviewcmd, tested there) answers
// a call without a save with its own refusal, and help lists the three commands.
func TestMainRunsEachCommand(t *testing.T) {
	var out, errs bytes.Buffer
	if code := Main([]string{"review", "--json"}, &out, &errs); code != 1 || !strings.Contains(out.String(), "--save") {
		t.Errorf("review without a save: exit %d, %s %s", code, out.String(), errs.String())
	}
	out.Reset()
	if code := Main([]string{"help"}, &out, &errs); code != 0 || !strings.Contains(out.String(), "[play review simulate]") {
		t.Errorf("help: exit %d, %s", code, out.String())
	}
}
