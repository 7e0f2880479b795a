// Package reviewcmd is the review command of the app's binary (cli.Main runs it): a finished
// game's review, headless, as words or JSON. It has a package of its own because it runs on one
// goroutine: its tests need no race detector, while simulate's pool of goroutines does.
package reviewcmd

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"

	"whistle/engine"
	"whistle/engine/fileio"
	"whistle/engine/msg"
	"whistle/engine/record"
	"whistle/internal/cli/cmdio"
	"whistle/review"
	"whistle/ui/text"
)

// Report is the review command's JSON output: the review, with its summary and its three
// costliest moments in words in the chosen language.
type Report struct {
	Summary string         `json:"summary"`
	Worst   []Moment       `json:"worst"`
	Review  *review.Review `json:"review"`
}

// Moment is one of the costliest moments in words.
type Moment struct {
	Turn  int     `json:"turn"`
	Step  int     `json:"step"`
	Loss  float64 `json:"loss"`
	Words string  `json:"words"`
}

// Run runs the review command with its arguments (after the command's name) and returns the
// exit code.
func Run(box engine.Box, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("review", flag.ContinueOnError)
	fs.SetOutput(stderr)
	save := fs.String("save", "", "a save file of a solo game")
	asJSON := fs.Bool("json", false, "print the review as JSON")
	all := fs.Bool("all", false, "print every weighed decision, not only the three costliest")
	samples := fs.Int("samples", 0, "samples of the hidden cards each decision is weighed in (fewer: quicker, rougher; 0: the app's)")
	seat := fs.Int("seat", 0, "the seat (1–4) to review in a base game's save")
	language := fs.String("lang", "en", "language of the printed texts: "+strings.Join(text.Languages, " or "))
	if err := fs.Parse(args); err != nil {
		return 2
	}
	fail := cmdio.Failer(asJSON, stdout, stderr)
	if fs.NArg() > 0 {
		return fail(fmt.Errorf("unexpected argument %q", fs.Arg(0)))
	}
	if *save == "" {
		return fail(errors.New("give --save FILE"))
	}
	if !slices.Contains(text.Languages, *language) {
		return fail(fmt.Errorf("--lang %q: the app speaks %s", *language, strings.Join(text.Languages, " and ")))
	}
	if *samples != 0 && (*samples < 2 || *samples > 1000) {
		return fail(errors.New("--samples must be from 2 to 1000"))
	}
	text.SetLanguage(*language)
	data, err := fileio.ReadFileLimited(*save)
	if err != nil {
		return fail(err)
	}
	rec, err := record.Load(box, data)
	if err != nil {
		return fail(fmt.Errorf("%s: %w", *save, err))
	}
	budget := review.Default
	if rec.Game.Seated() {
		budget = review.SeatDefault
		if *seat < 1 || *seat > rec.Game.NumSeats() {
			return fail(fmt.Errorf("a base game for %d seats: give --seat 1 to %d", rec.Game.NumSeats(), rec.Game.NumSeats()))
		}
	} else if *seat != 0 {
		return fail(errors.New("--seat is for a base game's save; this is a solo game"))
	}
	if *samples != 0 {
		budget.Samples, budget.Pick = *samples, *samples/3
	}
	r, err := review.Seat(context.Background(), rec, engine.Side(max(0, *seat-1)), budget, nil)
	if err != nil {
		return fail(err)
	}
	rep := Report{Summary: text.Render(r.Summary()), Worst: []Moment{}, Review: r}
	for _, i := range r.Worst {
		m := r.Moments[i]
		rep.Worst = append(rep.Worst, Moment{Turn: m.Turn, Step: m.Step, Loss: m.Loss, Words: text.Render(m.Words())})
	}
	if *asJSON {
		b, _ := json.MarshalIndent(rep, "", "  ")
		fmt.Fprintln(stdout, string(b))
		return 0
	}
	fmt.Fprintln(stdout, rep.Summary)
	for k, w := range rep.Worst {
		fmt.Fprintf(stdout, "%d. %s\n", k+1, text.Render(msg.New("review.at_round", msg.Num("Round", r.Round(w.Turn)), msg.Sub("Text", msg.Plain(w.Words)))))
	}
	if *all {
		for _, m := range r.Moments {
			fmt.Fprintf(stdout, "  %s\n", text.Render(msg.New("review.at_round", msg.Num("Round", r.Round(m.Turn)), msg.Sub("Text", m.Words()))))
		}
	}
	return 0
}
