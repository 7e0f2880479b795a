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

// TestSimulateSeatsExpert: simulate --players 2 --bot expert plays the base game with the
// expert on both seats (each on its seat's view), with no violation.
func TestSimulateSeatsExpert(t *testing.T) {
	var out, errw bytes.Buffer
	if code := Main([]string{"simulate", "--players", "2", "--games", "1", "--seed", "2", "--bot", "expert", "--json"}, &out, &errw); code != 0 {
		t.Fatalf("exit %d: %s %s", code, out.String(), errw.String())
	}
	var rep SeatsReport
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatal(err)
	}
	if rep.Bot != "expert" || rep.Players != 2 || rep.Violations != 0 || rep.Wins[0]+rep.Wins[1]+rep.Shared != 1 {
		t.Fatalf("report %+v", rep)
	}
}
