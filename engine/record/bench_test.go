package record_test

import "testing"

// BenchmarkSessionSave is the autosave of a game of 150 actions after one more action (the
// earlier states' digests are memoised).
func BenchmarkSessionSave(b *testing.B) {
	s := randomSession(b, 3, 150)
	if _, err := s.Save(); err != nil {
		b.Fatal(err)
	}
	last := s.History[len(s.History)-1]
	s.Undo()
	for i := 0; i < b.N; i++ {
		if _, err := s.Apply(last.Action); err != nil {
			b.Fatal(err)
		}
		if _, err := s.Save(); err != nil {
			b.Fatal(err)
		}
		s.Undo()
	}
}
