package record_test

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"whistle/engine/msg"
	"whistle/engine/record"
)

// TestSeatSaveKeepsBotReasons: the reasons bots gave on the seats of a base game are saved
// (file format 4) and come back on load and after an undo and redo; a format-3 file (no
// reasons) still loads; a reason that is not a bot's, or reasons in a game against the
// outlaws, make the file damaged.
func TestSeatSaveKeepsBotReasons(t *testing.T) {
	g := seatGame(t, 3, 6)
	s := record.New(g, nil)
	for k := 0; k < 30 && !s.Game.Over(); k++ {
		legal := s.Game.Legal()
		why := msg.Msg{}
		if k%3 == 1 {
			why = msg.New("bot.why.main", msg.Num("Count", 5+k), msg.Num("Gain", k))
		}
		if _, err := s.ApplyWhy(legal[len(legal)/2], why); err != nil {
			t.Fatal(err)
		}
	}
	data, err := s.Save()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(data, []byte(`"version": 4`)) || !bytes.Contains(data, []byte(`"whys"`)) {
		t.Fatal("a base game with bot reasons is not saved as format 4 with its reasons")
	}
	back, err := record.Load(s.Game.Box(), data)
	if err != nil {
		t.Fatal(err)
	}
	for i := range s.History {
		if !sameMsg(back.History[i].Why, s.History[i].Why) {
			t.Fatalf("action %d: reason %+v loaded as %+v", i+1, s.History[i].Why, back.History[i].Why)
		}
	}
	want := back.History[len(back.History)-2].Why
	back.Undo()
	back.Undo()
	if _, err := back.RedoNext(); err != nil {
		t.Fatal(err)
	}
	if got := back.History[len(back.History)-1].Why; !sameMsg(got, want) || want.IsZero() {
		t.Fatalf("after undo and redo the reason is %+v, want %+v", got, want)
	}

	// format 3: the same game without reasons
	var f map[string]any
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	f["version"] = 3
	delete(f, "whys")
	old, _ := json.Marshal(f)
	if v3, err := record.Load(s.Game.Box(), old); err != nil || v3.Game.Hash() != s.Game.Hash() {
		t.Fatalf("a format-3 save: %v", err)
	}

	for _, bad := range []string{
		`[{"id":"ev.gain"}]`,
		`[{"id":"bot.why.main","a":[{"k":"Gain","t":1,"m":{"id":"x"}}]}]`,
	} {
		f["version"] = 4
		f["whys"] = json.RawMessage(bad)
		b, _ := json.Marshal(f)
		if _, err := record.Load(s.Game.Box(), b); err == nil || !strings.Contains(err.Error(), "damaged") {
			t.Errorf("reasons %s: %v", bad, err)
		}
	}
}

func sameMsg(a, b msg.Msg) bool {
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return string(x) == string(y)
}
