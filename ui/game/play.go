package game

import (
	"whistle/engine"
)

// playUntil lets the bots play (the greedy bot for you, the automa for the outlaws) until
// stop says so, the game ends, or limit actions have been taken.
func playUntil(s *Session, stop func() bool, limit int) {
	for k := 0; k < limit && !s.Game().Over() && !stop(); k++ {
		if s.outlaws.OutlawsToMove() {
			if !s.outlaws.OutlawStep() {
				return
			}
			continue
		}
		if !s.Do(GreedyMove(s.Game())) {
			return
		}
	}
}

// PlayYourTurn lets the greedy bot finish setup and play your turn, up to the outlaws' turn.
func PlayYourTurn(s *Session) {
	playUntil(s, func() bool { return s.outlaws.OutlawsToMove() }, 2000)
}

// PlayTurns lets the greedy bot finish setup and play n of your turns, the outlaws playing
// theirs in between.
func PlayTurns(s *Session, n int) {
	playUntil(s, func() bool { return !s.Game().InSetup() }, 100)
	for k := 0; k < n && !s.Game().Over(); k++ {
		start := s.Game().Turn.Number
		playUntil(s, func() bool {
			return s.Game().Turn.Number >= start+2 && s.Game().Active() == engine.You && !s.Game().YourDecisionPending()
		}, 4000)
	}
}

// PlayOut plays the game to its end (at most maxTurns of yours).
func PlayOut(s *Session, maxTurns int) {
	PlayTurns(s, maxTurns)
}
