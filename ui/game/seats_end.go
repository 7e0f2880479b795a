package game

import (
	"slices"

	"whistle/engine"
	"whistle/engine/msg"
)

// Standing is one seat's line on the end screen of a base game: its score by category, the
// tie-break figures, its place and how the place was decided.
type Standing struct {
	Seat   engine.Side
	Name   msg.Msg
	Colour string
	Bot    string // "" for a person
	Score  engine.Score
	Tie    engine.TieBreak // the highest tower floor, the items in storage
	Place  int             // 1 for the winner; seats the tie-breaks leave equal share a place
	Won    bool            // the winner, or one of the seats sharing the win
	// Why says how the place was decided among seats with the same VP (zero when the VP alone
	// decided it).
	Why msg.Msg
}

// Standings ranks every seat as the rules do (the most VP; tied, the highest worker in the
// tower; still tied, the most items in storage), best first, seats in turn order within a
// shared place. The winners are the engine's (Game.Result).
func (t *BaseGame) Standings() []Standing {
	g := t.Record.Game
	r := g.Result()
	out := make([]Standing, g.NumSeats())
	for i := range out {
		s := engine.Side(i)
		out[i] = Standing{Seat: s, Name: t.Name(s), Colour: t.Plans[i].Colour, Bot: t.Plans[i].Bot,
			Score: r.Scores[i], Tie: g.TieBreakOf(s), Won: s == r.Winner || slices.Contains(r.Tied, s)}
	}
	key := func(x Standing) [3]int { return [3]int{x.Score.Total, x.Tie.Tower, x.Tie.Items} }
	slices.SortStableFunc(out, func(a, b Standing) int {
		ka, kb := key(a), key(b)
		for k := range ka {
			if ka[k] != kb[k] {
				return kb[k] - ka[k]
			}
		}
		return 0
	})
	for i := range out {
		out[i].Place = i + 1
		if i > 0 && key(out[i]) == key(out[i-1]) {
			out[i].Place = out[i-1].Place
		}
		out[i].Why = placeWhy(out, i)
	}
	return out
}

// placeWhy says which tie-break placed a seat among the seats with its VP.
func placeWhy(all []Standing, i int) msg.Msg {
	me := all[i]
	sameVP, sameTower, same := 0, 0, 0
	for j, o := range all {
		if j == i || o.Score.Total != me.Score.Total {
			continue
		}
		sameVP++
		if o.Tie.Tower == me.Tie.Tower {
			sameTower++
			if o.Tie.Items == me.Tie.Items {
				same++
			}
		}
	}
	vp := msg.Num("VP", me.Score.Total)
	switch {
	case sameVP == 0:
		return msg.Msg{}
	case sameTower == 0:
		return msg.New("seats.place_tower", vp, msg.Num("Floor", me.Tie.Tower))
	case same == 0:
		return msg.New("seats.place_items", vp, msg.Num("Items", me.Tie.Items))
	}
	return msg.New("seats.place_shared", vp)
}

// EndTitle says who won, by name: the winner and their VP, the tie-break that decided, or the
// seats sharing the win.
func (t *BaseGame) EndTitle() msg.Msg {
	r := t.Record.Game.Result()
	vp := msg.Num("VP", r.Scores[r.Winner].Total)
	switch {
	case len(r.Tied) > 1:
		names := make([]msg.Msg, len(r.Tied))
		for i, s := range r.Tied {
			names[i] = t.Name(s)
		}
		return msg.New("seats.end_shared", msg.List("Names", names...), vp)
	case !r.TieBreak.IsZero():
		return msg.New("seats.end_tie", msg.Sub("Name", t.Name(r.Winner)), vp, msg.Sub("Tie", r.TieBreak))
	}
	return msg.New("seats.end_win", msg.Sub("Name", t.Name(r.Winner)), vp)
}

// Log is the game log of the base game: the setup's lines, then each action's, a bot's
// reason beside the first line of its action (as the outlaws' reasons are shown).
func (t *BaseGame) Log() []LogEntry {
	var out []LogEntry
	for _, e := range t.Record.Setup {
		out = append(out, LogEntry{Side: e.Side, Text: e.Msg, Why: e.Why, Index: -1})
	}
	for i, h := range t.Record.History {
		why := h.Why
		for _, e := range h.Events {
			w := e.Why
			if w.IsZero() {
				w, why = why, msg.Msg{}
			}
			out = append(out, LogEntry{Turn: h.Turn, Side: e.Side, Text: e.Msg, Why: w, Index: i})
		}
	}
	return out
}
