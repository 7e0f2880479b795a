package engine

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// A game copied from a table: every piece shown is asked before anything else goes on; an
// answer must be a piece still unseen; the answers are actions of the history, so undo, redo,
// save and load give the same game.
func TestCopiedTableAsksEveryDraw(t *testing.T) {
	cat, err := DefaultCatalog()
	require.NoError(t, err)
	for seed := uint64(1); seed <= 6; seed++ {
		g, setup := NewGame(cat, Options{Seed: seed})
		g.CopyTable()
		r, ok := g.TableQuestion()
		require.True(t, ok, "the setup is asked")
		require.Equal(t, "ability", r.Pile, "the abilities dealt first")
		// nothing else goes on before the question is answered
		h := g.Hash()
		require.Error(t, g.Check(Action{Kind: ActChoose, Option: 0}))
		require.Error(t, g.Check(Action{Kind: ActTable, ID: "no-such-piece"}))
		require.Equal(t, h, g.Hash(), "a refused action changes nothing")
		told := cat.Abilities[g.Offer[1]].ID // the app's second: the table's first
		_, err := g.Apply(Action{Kind: ActTable, ID: told})
		require.NoError(t, err)
		require.Equal(t, told, cat.Abilities[g.Offer[0]].ID)
		h = g.Hash()
		_, err = g.Apply(Action{Kind: ActTable, ID: told})
		require.Error(t, err, "an ability already told is not an answer")
		require.Equal(t, h, g.Hash(), "a refused answer changes nothing")

		s := NewRecord(g, setup)
		rng := rand.New(rand.NewPCG(seed, 5))
		asked := map[string]int{}
		for i := 0; i < 300 && !s.Game.Over(); i++ {
			legal := s.Game.Legal()
			require.NotEmpty(t, legal)
			if q, ok := s.Game.TableQuestion(); ok {
				asked[q.Pile]++
				for _, a := range legal {
					require.Equal(t, ActTable, a.Kind, "only answers while a piece is asked")
				}
			}
			_, err := s.Apply(legal[rng.IntN(len(legal))])
			require.NoError(t, err)
			require.NoError(t, s.Game.CheckInvariants(), "every piece is still accounted for")
		}
		for _, pile := range []string{"ability", "tower", "stack", "market", "setup_item"} {
			require.Positive(t, asked[pile], "%s asked", pile)
		}
		data, err := s.Save()
		require.NoError(t, err)
		back, err := LoadRecord(cat, data)
		require.NoError(t, err)
		require.Equal(t, s.Game.Hash(), back.Game.Hash())
		want := s.Game.Hash()
		require.True(t, s.Undo())
		require.True(t, s.Undo())
		_, err = s.RedoNext()
		require.NoError(t, err)
		_, err = s.RedoNext()
		require.NoError(t, err)
		require.Equal(t, want, s.Game.Hash())
	}
}

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
	require.NoError(t, g.Validate())
	for _, bad := range []Reveal{
		{Pile: "stack", Index: 99, Item: 0},
		{Pile: "market", Index: 7, Item: 0},
		{Pile: "card", Index: 0, Item: 9999},
		{Pile: "nothing"},
		{Pile: "award", Index: -1},
	} {
		b := g.Clone()
		b.Table.Pending = append([]Reveal{bad}, b.Table.Pending...)
		require.Error(t, b.Validate(), "%+v", bad)
	}
}
