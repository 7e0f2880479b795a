package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/stretchr/testify/require"

	"whistle/engine"
	"whistle/engine/fileio"
	"whistle/engine/record"
	"whistle/internal/wiring"
)

// refusal runs a command that must be refused: exit 1 and one {"error": ...} line.
func refusal(t *testing.T, args ...string) string {
	t.Helper()
	var out, errw bytes.Buffer
	code := Main(append([]string{args[0], "--json"}, args[1:]...), &out, &errw)
	require.Equal(t, 1, code, "stdout %q stderr %q", out.String(), errw.String())
	var v map[string]string
	require.NoError(t, json.Unmarshal(out.Bytes(), &v), out.String())
	require.NotEmpty(t, v["error"])
	require.Less(t, len(v["error"]), 4000, "the refusal is not one clear sentence")
	return v["error"]
}

// Finding: --scenario, --actions and --deck read /dev/zero until memory ran out and blocked
// forever on a pipe. Every file must be a regular file of at most 16 MB.
func TestFindingCommandFilesAreRegularAndBounded(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe")
	require.NoError(t, syscall.Mkfifo(fifo, 0o644))
	big := filepath.Join(dir, "big.json")
	f, err := os.Create(big)
	require.NoError(t, err)
	require.NoError(t, f.Truncate(fileio.MaxFileSize+1))
	f.Close()
	scen := "../../engine/testdata/scenarios/example-dreadnought.json"
	for _, bad := range []string{"/dev/zero", fifo, dir, big} {
		require.Contains(t, refusal(t, "play", "--scenario", bad), bad)
		require.Contains(t, refusal(t, "play", "--scenario", scen, "--actions", bad), bad)
		require.Contains(t, refusal(t, "play", "--save", bad), bad)
		require.Contains(t, refusal(t, "simulate", "--games", "1", "--deck", bad), bad)
	}
}

// Finding: a scenario worker "count": 4000000000 appended before checking and ran out of memory.
func TestFindingScenarioCountBounded(t *testing.T) {
	sc := filepath.Join(t.TempDir(), "s.json")
	require.NoError(t, os.WriteFile(sc, []byte(`{"version":1,"workers":{"you":[{"zone":"barracks","floor":3,"count":4000000000}]}}`), 0o644))
	require.Contains(t, refusal(t, "play", "--scenario", sc), "count")
}

// Finding: simulate --games 1000000000 allocated 288 GB up front. The statistics are summed as
// games finish, and the number of games has a documented cap.
func TestFindingSimulateGamesBounded(t *testing.T) {
	require.Contains(t, refusal(t, "simulate", "--games", "1000000000"), fmt.Sprint(MaxSimulateGames))
	require.Contains(t, refusal(t, "simulate", "--games", "0"), "between")
}

func writeDeck(t *testing.T, cards int, action string) string {
	var b strings.Builder
	b.WriteString(`{"name":{"en":"Big","fr":"Gros"},"note":"","cards":[`)
	for i := 1; i <= cards; i++ {
		if i > 1 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `{"id":%d,"actions":[%q]}`, i, action)
	}
	b.WriteString("]}")
	path := filepath.Join(t.TempDir(), "deck.json")
	require.NoError(t, os.WriteFile(path, []byte(b.String()), 0o644))
	return path
}

// Finding: a deck of 33,000 cards was accepted (card numbers wrapped at 16 bits), and a deck of
// a million bad cards printed a 163 MB error.
func TestFindingDeckBounded(t *testing.T) {
	require.Contains(t, refusal(t, "simulate", "--games", "1", "--deck", writeDeck(t, 33000, "move")), "more than")
	require.Contains(t, refusal(t, "simulate", "--games", "1", "--deck", writeDeck(t, fileio.MaxDeckCards+1, "move")), "at most")
	msg := refusal(t, "simulate", "--games", "1", "--deck", writeDeck(t, 400, "fly"))
	require.Contains(t, msg, "more problems")
	require.LessOrEqual(t, strings.Count(msg, "\n"), fileio.MaxReportedErrors+1)
}

// Findings: an unknown sub-command opened the window (exit 0); play ignored extra arguments.
func TestFindingCommandLineRefusals(t *testing.T) {
	require.True(t, IsCommand([]string{"plya"}))
	var out, errw bytes.Buffer
	require.Equal(t, 2, Main([]string{"plya"}, &out, &errw))
	require.Contains(t, errw.String(), `unknown command "plya"`)
	scen := "../../engine/testdata/scenarios/example-dreadnought.json"
	require.Contains(t, refusal(t, "play", "--scenario", scen, "extra"), `unexpected argument "extra"`)
}

// play --save FILE --json prints the same JSON as play --scenario for the saved game.
func TestPlaySave(t *testing.T) {
	var out, errw bytes.Buffer
	save := "../../engine/testdata/saves/landed-2026-11-22/played-in-app-round8.wmsave"
	require.Equal(t, 0, Main([]string{"play", "--save", save, "--json"}, &out, &errw), errw.String())
	var v StateView
	require.NoError(t, json.Unmarshal(out.Bytes(), &v))
	cat, _ := engine.DefaultCatalog()
	data, _ := os.ReadFile(save)
	s, err := record.Load(wiring.BoxOf(cat), data)
	require.NoError(t, err)
	want, _ := json.Marshal(View(s.Game, s.Events()))
	got, _ := json.Marshal(v)
	require.JSONEq(t, string(want), string(got))
	require.Greater(t, v.Turn, 1)

	bad := filepath.Join(t.TempDir(), "bad.wmsave")
	require.NoError(t, os.WriteFile(bad, []byte(`{"format":"chess"}`), 0o644))
	require.Contains(t, refusal(t, "play", "--save", bad), "not a Whistle Mountain")
	require.Contains(t, refusal(t, "play", "--save", save, "--scenario", "x"), "either")
}

// hostileFiles writes files of about 16 MB whose content the error would repeat: one long
// unknown key, one long machine id, one long ship action.
func hostileFiles(t *testing.T) map[string][]string {
	dir := t.TempDir()
	long := strings.Repeat("x", fileio.MaxFileSize-200)
	write := func(name, body string) string {
		p := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(p, []byte(body), 0o644))
		return p
	}
	save, err := os.ReadFile("../../engine/testdata/saves/landed-2026-11-22/played-in-app-round8.wmsave")
	require.NoError(t, err)
	var f map[string]json.RawMessage
	require.NoError(t, json.Unmarshal(save, &f))
	f[long[:fileio.MaxFileSize-len(save)-100]] = json.RawMessage("1")
	keyed, _ := json.Marshal(f)
	delete(f, long[:fileio.MaxFileSize-len(save)-100])
	f[long[:10<<10]] = json.RawMessage("1")
	keyed10, _ := json.Marshal(f)
	delete(f, long[:10<<10])
	f[long[:fileio.MaxFileSize-len(save)-100]] = json.RawMessage("1")
	var acts []map[string]any
	require.NoError(t, json.Unmarshal(f["actions"], &acts))
	delete(f, long[:fileio.MaxFileSize-len(save)-100])
	acts[1]["id"] = long[:fileio.MaxFileSize-len(save)-100]
	f["actions"], _ = json.Marshal(acts)
	ided, _ := json.Marshal(f)
	scen := `{"version":1,"seed":4,"machines":[{"id":"` + long + `","at":"C3"}]}`
	scenKey := `{"version":1,"seed":4,"` + long + `":1}`
	deck := `{"name":{"en":"Big","fr":"Gros"},"note":"","cards":[{"id":1,"actions":["ship:` + long + `"]}]}`
	mid := strings.Repeat("x", 10<<10)
	return map[string][]string{
		"scenario with a 10 KB machine": {"play", "--scenario", write("scen10.json", `{"version":1,"seed":4,"machines":[{"id":"`+mid+`","at":"C3"}]}`)},
		"scenario with a 10 KB key":     {"play", "--scenario", write("scenkey10.json", `{"version":1,"seed":4,"`+mid+`":1}`)},
		"deck with a 10 KB ship action": {"simulate", "--games", "1", "--deck", write("deck10.json", `{"name":{"en":"Big","fr":"Gros"},"note":"","cards":[{"id":1,"actions":["ship:`+mid+`"]}]}`)},
		"save with a 10 KB unknown key": {"play", "--save", write("key10.wmsave", string(keyed10))},
		"actions with a 10 KB kind": {"play", "--scenario", "../../engine/testdata/scenarios/example-dreadnought.json",
			"--actions", write("acts10.json", `[{"kind":"`+mid+`"}]`)},
		"actions with a 10 KB machine id": {"play", "--scenario", "../../engine/testdata/scenarios/example-dreadnought.json",
			"--actions", write("id10.json", `[{"kind":"build_scaffold","id":"`+mid+`","at":"C1"}]`)},
		"save with a long unknown key": {"play", "--save", write("key.wmsave", string(keyed))},
		"save with a long machine id":  {"play", "--save", write("id.wmsave", string(ided))},
		"scenario with a long machine": {"play", "--scenario", write("scen.json", scen)},
		"scenario with a long key":     {"play", "--scenario", write("scenkey.json", scenKey)},
		"deck with a long ship action": {"simulate", "--games", "1", "--deck", write("deck.json", deck)},
	}
}

// Finding: a 16 MB file with one long unknown key, machine id or ship action printed
// an error of 84–168 MB and ran out of memory. A string past fileio.MaxJSONString is refused
// by the scan before decoding; a shorter one is quoted as an excerpt ("…" where it was cut).
// Every refusal is under 2,000 characters.
func TestFindingErrorsQuoteAnExcerpt(t *testing.T) {
	for name, args := range hostileFiles(t) {
		var out, errw bytes.Buffer
		code := Main(args, &out, &errw)
		msg := errw.String()
		t.Logf("%s: exit %d: %s", name, code, msg)
		require.Equal(t, 1, code, name)
		require.Less(t, len(msg), 2000, name)
		require.NotContains(t, msg+out.String(), strings.Repeat("x", fileio.MaxExcerpt+1), name)
		if strings.Contains(name, "10 KB") {
			require.Contains(t, msg, "x…", name) // an excerpt of what the file holds
		} else {
			require.Contains(t, msg, "longer than", name) // refused by the scan, before decoding
		}
		msg = refusal(t, args...)
		require.Less(t, len(msg), 2000, name)
	}
}
