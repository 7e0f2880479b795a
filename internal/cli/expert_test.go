package cli

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// TestSimulateExpertFlag: simulate --bot expert plays your side with the expert (the report
// says so, with no violation); an unknown bot is refused with a message.
func TestSimulateExpertFlag(t *testing.T) {
	var out, errw bytes.Buffer
	if code := Main([]string{"simulate", "--games", "2", "--seed", "3", "--bot", "expert", "--json"}, &out, &errw); code != 0 {
		t.Fatalf("exit %d: %s %s", code, out.String(), errw.String())
	}
	var rep SimReport
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatal(err)
	}
	if rep.Bot != "expert" || rep.Games != 2 || rep.Violations != 0 {
		t.Fatalf("report %+v", rep)
	}
	out.Reset()
	if code := Main([]string{"simulate", "--games", "1", "--bot", "nobody", "--json"}, &out, &errw); code == 0 || !strings.Contains(out.String(), "unknown bot") {
		t.Fatalf("an unknown bot was accepted: %s", out.String())
	}
}

// TestSimulateSeatsExpert: simulate --players 2 --bot expert,greedy plays the base game with the
// expert on seat 1 (on its seat's view), with no violation. (One name for every seat means that
// bot on each seat: TestSimulateSeatsBotPerSeat.)
func TestSimulateSeatsExpert(t *testing.T) {
	var out, errw bytes.Buffer
	if code := Main([]string{"simulate", "--players", "2", "--games", "1", "--seed", "2", "--bot", "expert,greedy", "--json"}, &out, &errw); code != 0 {
		t.Fatalf("exit %d: %s %s", code, out.String(), errw.String())
	}
	var rep SeatsReport
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatal(err)
	}
	if rep.Bot != "expert,greedy" || rep.Players != 2 || rep.Violations != 0 || rep.Wins[0]+rep.Wins[1]+rep.Shared != 1 {
		t.Fatalf("report %+v", rep)
	}
}

// TestSimulateSeatsBotPerSeat: --bot names one bot per seat; a list of the wrong length or an
// unknown bot is refused with a message.
func TestSimulateSeatsBotPerSeat(t *testing.T) {
	var out, errw bytes.Buffer
	if code := Main([]string{"simulate", "--players", "2", "--games", "2", "--seed", "5", "--bot", "greedy,greedy", "--json"}, &out, &errw); code != 0 {
		t.Fatalf("exit %d: %s %s", code, out.String(), errw.String())
	}
	var rep SeatsReport
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatal(err)
	}
	var same SeatsReport
	out.Reset()
	Main([]string{"simulate", "--players", "2", "--games", "2", "--seed", "5", "--json"}, &out, &errw)
	if err := json.Unmarshal(out.Bytes(), &same); err != nil {
		t.Fatal(err)
	}
	if rep.Wins[0] != same.Wins[0] || rep.Scores[0] != same.Scores[0] || rep.Bot != "greedy,greedy" {
		t.Fatalf("greedy on each seat %+v, greedy on every seat %+v", rep, same)
	}
	for _, bad := range []string{"greedy,greedy,greedy", "greedy,nobody"} {
		out.Reset()
		if code := Main([]string{"simulate", "--players", "2", "--games", "1", "--bot", bad, "--json"}, &out, &errw); code == 0 {
			t.Errorf("--bot %s accepted", bad)
		}
	}
}
