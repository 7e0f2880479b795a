package engine

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"whistle/engine/catalog"
	"whistle/engine/geom"
	"whistle/engine/msg"

	"github.com/stretchr/testify/require"
)

// position builds a game from scenario JSON (docs/scenarios.md). "version": 1 and "variant": ""
// (the outlaws never act: rules tests) are added when the text leaves them out.
func position(t *testing.T, js string) *Game {
	t.Helper()
	var m map[string]any
	require.NoError(t, json.Unmarshal([]byte(js), &m), "scenario JSON")
	if _, ok := m["version"]; !ok {
		m["version"] = 1
	}
	if _, ok := m["variant"]; !ok {
		m["variant"] = ""
	}
	data, err := json.Marshal(m)
	require.NoError(t, err)
	cat, err := DefaultCatalog()
	require.NoError(t, err)
	g, err := readScenario(Box{Catalog: cat}, data)
	require.NoError(t, err)
	return g
}

// pick applies the one choice whose label contains text.
func pick(t *testing.T, g *Game, text string) []Event {
	t.Helper()
	var opts []string
	for _, o := range g.Choices() {
		opts = append(opts, msg.Inline(o, englishLang()))
	}
	found := -1
	for i, o := range opts {
		if strings.Contains(o, text) {
			require.Equal(t, -1, found, "%q matches several choices: %q", text, opts)
			found = i
		}
	}
	require.NotEqual(t, -1, found, "no choice contains %q; choices: %q (waiting: %s)", text, opts, english(g.Waiting()))
	return apply(t, g, Action{Kind: ActChoose, Option: found})
}

// done finishes the open step (declines a "you may" effect).
func done(t *testing.T, g *Game) []Event {
	t.Helper()
	return apply(t, g, Action{Kind: ActDone})
}

// isLegal reports whether a is among g.Legal().
func isLegal(g *Game, a Action) bool {
	for _, l := range g.Legal() {
		if l == a {
			return true
		}
	}
	return false
}

// legalKinds counts the legal actions of one kind.
func legalKinds(g *Game, k ActionKind) int {
	n := 0
	for _, l := range g.Legal() {
		if l.Kind == k {
			n++
		}
	}
	return n
}

// mustRefuse checks that an action is refused with a message and is not listed as legal.
func mustRefuse(t *testing.T, g *Game, a Action) error {
	t.Helper()
	err := g.Check(a)
	require.Error(t, err, "%v should be refused", a)
	require.False(t, isLegal(g, a), "%v is refused but listed as legal", a)
	return err
}

// activateWith places a ship and activates the machine covering `machine` (step by step).
func activateWith(t *testing.T, g *Game, ship ShipKind, at geom.Cell, vertical bool, machine geom.Cell) {
	t.Helper()
	apply(t, g, Action{Kind: ActPlaceShip, Ship: ship, At: at, Vertical: vertical})
	apply(t, g, Action{Kind: ActActivate, At: machine})
}

// cell parses "C5".
func cell(s string) geom.Cell {
	c, err := geom.ParseCell(s)
	if err != nil {
		panic(err)
	}
	return c
}

// res is a short way to write resources: res("coal", 2, "iron", 1).
func res(kv ...any) catalog.Resources {
	var r catalog.Resources
	for i := 0; i+1 < len(kv); i += 2 {
		k, err := catalog.ParseResource(kv[i].(string))
		if err != nil {
			panic(err)
		}
		r[k] += kv[i+1].(int)
	}
	return r
}

// ids names pieces of a list by their ids, for readable comparisons.
func (g *Game) cardIDs(side Side) []string {
	var out []string
	for _, c := range g.Sides[side].Cards {
		out = append(out, g.cat.Cards[c].ID)
	}
	return out
}

func (g *Game) upgradeIDs(side Side) []string {
	var out []string
	for _, u := range g.Sides[side].Upgrades {
		out = append(out, g.cat.Upgrades[u].ID)
	}
	return out
}

func (g *Game) machineIDs(side Side) []string {
	var out []string
	for _, m := range g.Sides[side].Machines {
		out = append(out, g.cat.Machines[m].ID)
	}
	return out
}

func (g *Game) awardIDs(side Side) []string {
	var out []string
	for _, a := range g.Sides[side].Awards {
		out = append(out, g.cat.Awards[a].ID)
	}
	return out
}

func (g *Game) scaffoldIDs(side Side) []string {
	var out []string
	for _, s := range g.Sides[side].Scaffolds {
		out = append(out, g.cat.Scaffolds[s].ID)
	}
	return out
}

// zones counts a side's workers per zone.
func (g *Game) zones(side Side) map[Zone]int {
	out := map[Zone]int{}
	for _, w := range g.Workers[side] {
		out[w.Zone]++
	}
	return out
}

// firstWorker returns the index of side's first worker in a zone (and floor, when > 0).
func (g *Game) firstWorker(side Side, z Zone, floor int) int {
	for i, w := range g.Workers[side] {
		if w.Zone == z && (floor == 0 || int(w.Floor) == floor) {
			return i
		}
	}
	return -1
}

func camelID(id string) string {
	var b strings.Builder
	for _, part := range strings.Split(id, "-") {
		if part != "" {
			b.WriteString(strings.ToUpper(part[:1]) + part[1:])
		}
	}
	return b.String()
}

// Every component of the catalog has a test named after it (TestMachineDoubleCoal,
// TestUpgradeBlackLung, TestAbilityBlastValve, TestCardRecycle, TestAwardVp4...).
func TestEveryComponentHasATest(t *testing.T) {
	cat, err := DefaultCatalog()
	require.NoError(t, err)
	files, err := filepath.Glob("*_test.go")
	require.NoError(t, err)
	tests := map[string]bool{}
	fset := token.NewFileSet()
	for _, f := range files {
		src, err := os.ReadFile(f)
		require.NoError(t, err)
		af, err := parser.ParseFile(fset, f, src, 0)
		require.NoError(t, err)
		for _, d := range af.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv == nil && strings.HasPrefix(fd.Name.Name, "Test") {
				tests[fd.Name.Name] = true
			}
		}
	}
	var missing []string
	need := func(kind, id string) {
		if name := "Test" + kind + camelID(id); !tests[name] {
			missing = append(missing, name)
		}
	}
	for _, m := range cat.Machines {
		need("Machine", m.ID)
	}
	for _, u := range cat.Upgrades {
		need("Upgrade", u.ID)
	}
	for _, a := range cat.Abilities {
		need("Ability", a.ID)
	}
	for _, c := range cat.Cards {
		need("Card", c.ID)
	}
	for _, a := range cat.Awards {
		need("Award", a.ID)
	}
	require.Empty(t, missing, "components without a test")
}

// lTiles are L scaffolds used to lay out platforms (one tile used once per scenario).
var lTiles = []string{"L-coal-iron", "L-coal-gold", "L-coal-water", "L-coal-whistle", "L-iron-gold",
	"L-iron-water", "L-iron-whistle", "L-gold-water", "L-gold-whistle", "L-water-water"}

// platform writes scenario scaffolds filling a solid block 4 columns wide and 2×blocks rows
// high from its lower-left square (col, row), with L tiles from lTiles[first:]. In each 4×2
// band starting at row r the empty spaces are (col, r), (col+1, r), (col+2, r+1), (col+3, r+1);
// the other squares show resources.
func platform(col, row, blocks, first int) string {
	var parts []string
	for b := 0; b < blocks; b++ {
		at := geom.C(col, row+2*b)
		parts = append(parts,
			`{"tile": "`+lTiles[first+2*b]+`", "at": "`+at.String()+`", "orient": 5}`,
			`{"tile": "`+lTiles[first+2*b+1]+`", "at": "`+at.Add(1, 0).String()+`", "orient": 7}`)
	}
	return strings.Join(parts, ", ")
}

// evText joins event texts, one a line.
func evText(ev []Event) string {
	var parts []string
	for _, e := range ev {
		parts = append(parts, eventText(e))
	}
	return strings.Join(parts, "\n")
}

// removeOne removes the first x from l.
func removeOne(l []int16, x int16) ([]int16, bool) {
	if i := slices.Index(l, x); i >= 0 {
		return slices.Delete(l, i, i+1), true
	}
	return l, false
}
