package reviewcmd

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"whistle/internal/wiring"
)

const reviewSave = "../../../review/testdata/played-finished.wmsave"

// TestReviewCommand reviews a real game headless, as JSON and in French words.
func TestReviewCommand(t *testing.T) {
	var out, errs bytes.Buffer
	if code := run(t, []string{"--save", reviewSave, "--json", "--samples", "4"}, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s %s", code, out.String(), errs.String())
	}
	var rep Report
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatal(err)
	}
	if len(rep.Worst) == 0 || len(rep.Worst) > 3 || rep.Review == nil || len(rep.Review.Moments) < 30 || !strings.Contains(rep.Summary, "VP left on the table") {
		t.Fatalf("report: %s", out.String()[:min(out.Len(), 600)])
	}
	for _, w := range rep.Worst {
		if !strings.HasPrefix(w.Words, "You chose to ") || w.Loss < 1 {
			t.Errorf("worst moment %+v", w)
		}
	}
	out.Reset()
	if code := run(t, []string{"--save", reviewSave, "--samples", "4", "--lang", "fr"}, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 1+len(rep.Worst) || !strings.Contains(lines[0], "PV laissés en route") || !strings.HasPrefix(lines[1], "1. Manche ") || !strings.Contains(lines[1], "l'expert") {
		t.Errorf("French output:\n%s", out.String())
	}
	out.Reset()
	if code := run(t, []string{"--json"}, &out, &errs); code != 1 || !strings.Contains(out.String(), "--save") {
		t.Errorf("no save: exit %d, %s", code, out.String())
	}
	out.Reset()
	seats := "../../../engine/testdata/saves/seats-2026-11-25/seats4-finished.wmsave"
	if code := run(t, []string{"--save", seats, "--json"}, &out, &errs); code != 1 || !strings.Contains(out.String(), "--seat 1 to 4") {
		t.Errorf("a base game without --seat: exit %d, %s", code, out.String())
	}
	out.Reset()
	if code := run(t, []string{"--save", seats, "--seat", "2", "--samples", "3"}, &out, &errs); code != 0 || !strings.Contains(out.String(), "VP left on the table") {
		t.Errorf("seat 2 of a base game: exit %d, %s %s", code, out.String(), errs.String())
	}
}

// run runs the command with the rules the program plays by.
func run(t *testing.T, args []string, stdout, stderr *bytes.Buffer) int {
	t.Helper()
	box, err := wiring.Box()
	if err != nil {
		t.Fatal(err)
	}
	return Run(box, args, stdout, stderr)
}
