package cli

import (
	"runtime"
	"sync"

	"whistle/bot"
)

// playAll plays games 0 … n-1 on every core: play plays game i, and take receives each game's
// result (its game dropped, to keep memory flat over many games) on the calling goroutine, in
// the order the games finish. After a game fails no new game starts; the error returned is the
// one of the lowest-numbered game that failed. simulate and simulate --players share it.
func playAll(n int, play func(i int) (bot.Played, error), take func(i int, p bot.Played)) error {
	type outcome struct {
		i   int
		p   bot.Played
		err error
	}
	next := make(chan int)
	done := make(chan outcome, 64)
	var wg sync.WaitGroup
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				p, err := play(i)
				p.Game = nil
				done <- outcome{i, p, err}
			}
		}()
	}
	stop := make(chan struct{})
	go func() {
		defer close(next)
		for i := 0; i < n; i++ {
			select {
			case next <- i:
			case <-stop:
				return
			}
		}
	}()
	go func() { wg.Wait(); close(done) }()
	firstErr, errAt := error(nil), n
	for o := range done {
		if o.err != nil {
			if o.i < errAt {
				firstErr, errAt = o.err, o.i
			}
			if stop != nil {
				close(stop)
				stop = nil
			}
			continue
		}
		take(o.i, o.p)
	}
	return firstErr
}
