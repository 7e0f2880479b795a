package engine

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// The answers of a copied game's question are the pieces still unseen, each once, and the
// app's own draw among them: nothing tells which one the app drew.
func TestCopiedTableAnswersAreTheUnseenPieces(t *testing.T) {
	cat, err := DefaultCatalog()
	require.NoError(t, err)
	g, _ := NewGame(cat, Options{Seed: 3})
	g.CopyTable()
	answers := g.TableAnswers()
	// three abilities dealt, the rest in the box: every ability can be the first one dealt
	require.Len(t, answers, len(cat.Abilities))
	seen := map[string]bool{}
	for _, a := range answers {
		require.False(t, seen[a.ID])
		seen[a.ID] = true
		require.NoError(t, g.Check(a))
	}
	// the digital game asks nothing
	d, _ := NewGame(cat, Options{Seed: 3})
	_, ok := d.TableQuestion()
	require.False(t, ok)
	require.Error(t, d.Check(Action{Kind: ActTable, ID: answers[0].ID}))
}

// A copied game's record read from a file is checked: a question out of range is refused with
// a sentence, never a panic.
func TestCopiedTableRecordIsValidated(t *testing.T) {
	cat, err := DefaultCatalog()
	require.NoError(t, err)
	g, _ := NewGame(cat, Options{Seed: 4})
	g.CopyTable()
	require.NoError(t, validate(g))
	for _, bad := range []Reveal{
		{Pile: "stack", Index: 99, Item: 0},
		{Pile: "market", Index: 7, Item: 0},
		{Pile: "card", Index: 0, Item: 9999},
		{Pile: "nothing"},
		{Pile: "award", Index: -1},
	} {
		b := g.Clone()
		b.Table.Pending = append([]Reveal{bad}, b.Table.Pending...)
		require.Error(t, validate(b), "%+v", bad)
	}
}
