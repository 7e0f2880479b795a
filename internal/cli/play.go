package cli

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"whistle/automa"
	"whistle/engine"
	"whistle/engine/catalog"
	"whistle/engine/fileio"
	"whistle/engine/msg"
	"whistle/engine/record"
	"whistle/engine/scenario"
	"whistle/ui/text"
)

// SideView is one side's summary in the play command's JSON.
type SideView struct {
	VP        int            `json:"vp"`
	Resources map[string]int `json:"resources"`
	Workers   map[string]int `json:"workers"`
	Hideout   map[string]int `json:"hideout,omitempty"`
	Score     engine.Score   `json:"score"`
	Storage   map[string]int `json:"storage"`
	Upgrades  []string       `json:"upgrades"`
	Ability   string         `json:"ability,omitempty"`
}

// StateView is the play command's JSON output.
type StateView struct {
	// You and Outlaws are the two sides of a game against the outlaws (absent in a base game,
	// which has Seats instead).
	You        *SideView      `json:"you,omitempty"`
	Outlaws    *SideView      `json:"outlaws,omitempty"`
	WaterLevel int            `json:"water_level"`
	GameOver   bool           `json:"game_over"`
	EndReason  string         `json:"end_reason,omitempty"`
	Turn       int            `json:"turn"`
	Active     string         `json:"active"`
	Waiting    msg.Msg        `json:"waiting"`
	Choices    []msg.Msg      `json:"choices,omitempty"`
	Winner     string         `json:"winner,omitempty"`
	Log        []engine.Event `json:"log"`
	// Seats holds every seat of a base game, seat 1 first; Active and Winner name seats
	// "seat1"…"seat4", StartSeat the seat that started.
	Seats     []SideView `json:"seats,omitempty"`
	StartSeat string     `json:"start_seat,omitempty"`
}

// View summarises a game for tests, tutorials and bug reports.
func View(g *engine.Game, log []engine.Event) StateView {
	v := StateView{
		WaterLevel: g.Water, GameOver: g.Over(), EndReason: g.End.Reason,
		Turn: g.Turn.Number, Active: g.Turn.Active.String(), Waiting: g.Waiting(),
		Choices: g.Choices(), Log: log,
	}
	if v.Log == nil {
		v.Log = []engine.Event{}
	}
	if g.Seated() {
		v.Active, v.StartSeat = SeatName(g.Turn.Active), SeatName(g.StartSeat())
		for s := range g.Sides {
			v.Seats = append(v.Seats, sideView(g, engine.Side(s)))
		}
	} else {
		you, outlaws := sideView(g, engine.You), sideView(g, engine.Outlaws)
		v.You, v.Outlaws = &you, &outlaws
	}
	if g.Over() {
		r := g.Result()
		v.Winner = r.Winner.String()
		if g.Seated() {
			v.Winner = SeatName(r.Winner)
		}
		if r.Shared {
			v.Winner = "shared"
		}
	}
	return v
}

// SeatName names a seat of a base game as scenarios do: "seat1"…"seat4".
func SeatName(s engine.Side) string { return fmt.Sprintf("seat%d", int(s)+1) }

func sideView(g *engine.Game, side engine.Side) SideView {
	st := &g.Sides[side]
	cat := g.Catalog()
	res := map[string]int{}
	hide := map[string]int{}
	for _, r := range catalog.AllResources {
		res[r.String()] = st.Res[r]
		if side == engine.Outlaws && !g.Seated() {
			hide[r.String()] = st.Hideout[r]
		}
	}
	w := map[string]int{"barracks": 0, "scaffold": 0, "tower": 0, "whirlpool": 0, "machine": 0}
	for _, wk := range g.Workers[side] {
		w[wk.Zone.String()]++
	}
	v := SideView{
		VP: st.VP, Resources: res, Workers: w, Score: g.ScoreOf(side),
		Storage:  map[string]int{"scaffolds": len(st.Scaffolds), "machines": len(st.Machines), "cards": len(st.Cards), "awards": len(st.Awards)},
		Upgrades: []string{},
	}
	if side == engine.Outlaws && !g.Seated() {
		v.Hideout = hide
	}
	for _, u := range st.Upgrades {
		v.Upgrades = append(v.Upgrades, cat.Upgrades[u].ID)
	}
	if st.Ability >= 0 {
		v.Ability = cat.Abilities[st.Ability].ID
	}
	return v
}

// ReadActions reads a JSON list of at most fileio.MaxSaveActions actions.
func ReadActions(data []byte) ([]engine.Action, error) {
	var list []engine.Action
	if err := fileio.DecodeStrict(data, &list); err != nil {
		return nil, fmt.Errorf("actions: %w", err)
	}
	if len(list) > fileio.MaxSaveActions {
		return nil, fmt.Errorf("actions: %d actions; at most %d", len(list), fileio.MaxSaveActions)
	}
	return list, nil
}

// runOutlaws plays the outlaws' turn with their rules' fixed choices while they decide; a
// decision of yours in their turn (the resource a rotation theft takes) is left to the list.
func runOutlaws(g *engine.Game, log *[]engine.Event) error {
	for !g.Over() && !g.Seated() && automa.Decider(engine.ViewOf(g)) == engine.Outlaws {
		legal := g.Legal()
		if len(legal) == 0 {
			return errors.New("the outlaws have no legal step")
		}
		ev, err := g.Apply(legal[0])
		if err != nil {
			return err
		}
		*log = append(*log, ev...)
	}
	return nil
}

// Play applies actions to a scenario. Outlaw turns that the list does not spell out are played
// with the outlaws' fixed choices. It stops at the first refused action.
func Play(g *engine.Game, actions []engine.Action) (log []engine.Event, err error) {
	i := 0
	defer func() {
		// a position the validator let through that the engine cannot play is a bug: it is
		// told as one sentence, never a stack trace
		if r := recover(); r != nil {
			err = fileio.ShortError(fmt.Errorf("action %d: internal error: %v", i+1, r))
		}
	}()
	for k, a := range actions {
		i = k
		if a.Kind != engine.ActOutlaw {
			if err := runOutlaws(g, &log); err != nil {
				return log, fmt.Errorf("action %d: %s", i+1, text.Err(err))
			}
		}
		ev, err := g.Apply(a)
		if err != nil {
			return log, fmt.Errorf("action %d (%s): %s", i+1, a, text.Err(err))
		}
		log = append(log, ev...)
	}
	return log, nil
}

func runPlay(box engine.Box, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	fs.SetOutput(stderr)
	scen := fs.String("scenario", "", "scenario file (docs/scenarios.md)")
	save := fs.String("save", "", "a save file of the app (instead of --scenario): the saved game")
	acts := fs.String("actions", "", "JSON list of actions to apply")
	asJSON := fs.Bool("json", false, "print the resulting state as JSON")
	showLog := fs.Bool("log", false, "print the whole log (setup included) and the current prompt")
	language := fs.String("lang", "en", "language of the printed texts: "+strings.Join(text.Languages, " or "))
	if err := fs.Parse(args); err != nil {
		return 2
	}
	fail := failer(asJSON, stdout, stderr)
	if fs.NArg() > 0 {
		return fail(fmt.Errorf("unexpected argument %q", fs.Arg(0)))
	}
	if (*scen == "") == (*save == "") {
		return fail(errors.New("give either --scenario FILE or --save FILE"))
	}
	if !slices.Contains(text.Languages, *language) {
		return fail(fmt.Errorf("--lang %q: the app speaks %s", *language, strings.Join(text.Languages, " and ")))
	}
	text.SetLanguage(*language)
	var g *engine.Game
	var log []engine.Event
	if *scen != "" {
		data, err := fileio.ReadFileLimited(*scen)
		if err != nil {
			return fail(err)
		}
		if g, err = scenario.Load(box, data); err != nil {
			return fail(err)
		}
	} else {
		data, err := fileio.ReadFileLimited(*save)
		if err != nil {
			return fail(err)
		}
		s, err := record.Load(box, data)
		if err != nil {
			return fail(fmt.Errorf("%s: %w", *save, err))
		}
		g, log = s.Game, s.Events()
		if s.SeedDiffers && !*asJSON {
			fmt.Fprintf(stderr, "note: the seed %d does not deal this save's setup (changed in the file, or the setup rules changed); the game goes on as saved\n", s.Start.Options.Seed)
		}
		if n := s.Notice; n != nil && !*asJSON {
			fmt.Fprintf(stderr, "note: the save plays out differently with the current rules (first differing action %d; 0: not recorded in this save)\n", n.From)
		}
	}
	var actions []engine.Action
	if *acts != "" {
		data, err := fileio.ReadFileLimited(*acts)
		if err != nil {
			return fail(err)
		}
		if actions, err = ReadActions(data); err != nil {
			return fail(err)
		}
	}
	more, err := Play(g, actions)
	if err != nil {
		return fail(err)
	}
	log = append(log, more...)
	v := View(g, log)
	if *asJSON {
		b, _ := json.MarshalIndent(v, "", "  ")
		fmt.Fprintln(stdout, string(b))
		return 0
	}
	if *showLog {
		PrintLog(stdout, g, log)
		return 0
	}
	for _, e := range log {
		if g.Seated() {
			fmt.Fprintln(stdout, SeatLine(g, e)) // the lines name the seats
			continue
		}
		fmt.Fprintln(stdout, Line(e))
	}
	if g.Seated() {
		names := SeatNames(g)
		for s, sv := range v.Seats {
			fmt.Fprintf(stdout, "%s: %d VP, %v. ", names[s], sv.VP, sv.Resources)
		}
		fmt.Fprintf(stdout, "Water %d. %s: %s.\n", v.WaterLevel, names[g.Seat()], text.Render(v.Waiting))
		return 0
	}
	fmt.Fprintf(stdout, "You: %d VP, %v. Outlaws: %d VP. Water %d. %s.\n", v.You.VP, v.You.Resources, v.Outlaws.VP, v.WaterLevel, text.Render(v.Waiting))
	return 0
}

// Line writes a log line in the current language, with the reason of an outlaw decision.
func Line(e engine.Event) string {
	s := text.Render(e.Msg)
	if !e.Why.IsZero() {
		s += " — " + text.Inline(e.Why)
	}
	return s
}

// SeatLine writes a log line of a base game in the current language: each seat by its name
// (the players' names, else "seat1"…"seat4" as scenarios call them), in the third person.
func SeatLine(g *engine.Game, e engine.Event) string {
	names := SeatNames(g)
	s := text.RenderSeatLog(e.Msg, int(e.Side), names)
	if !e.Why.IsZero() {
		s += " — " + text.InlineSeatLog(e.Why, int(e.Side), names)
	}
	return s
}

// SeatNames names the seats of a base game as people read them: the players' names, else
// "Seat 1"…"Seat 4".
func SeatNames(g *engine.Game) []string {
	names := make([]string, g.NumSeats())
	for i := range names {
		names[i] = fmt.Sprintf("Seat %d", i+1)
		if i < len(g.Options.Players) && g.Options.Players[i].Name != "" {
			names[i] = g.Options.Players[i].Name
		}
	}
	return names
}

// PrintLog writes the log lines, then what the game waits for and the choices it offers, in
// the current language (for tests and bug reports). A base game's lines name the seats.
func PrintLog(w io.Writer, g *engine.Game, log []engine.Event) {
	names := SeatNames(g)
	for _, e := range log {
		if g.Seated() {
			who := ""
			if int(e.Side) >= 0 && int(e.Side) < len(names) {
				who = names[e.Side]
			}
			fmt.Fprintf(w, "%-8s %s\n", who+":", SeatLine(g, e))
			continue
		}
		fmt.Fprintf(w, "%-8s %s\n", text.Render(msg.New("side.short."+strconv.Itoa(int(e.Side))))+":", Line(e))
	}
	if g.Seated() {
		fmt.Fprintf(w, "> %s: %s\n", names[g.Seat()], text.Render(g.Waiting()))
	} else {
		fmt.Fprintf(w, "> %s\n", text.Render(g.Waiting()))
	}
	for i, c := range g.Choices() {
		fmt.Fprintf(w, "  %d. %s\n", i, text.Render(c))
	}
}
