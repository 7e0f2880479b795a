package game

import "whistle/engine/msg"

// Status is the status line: the last message (the window renders it), a refusal marked Bad.
type Status struct {
	Msg msg.Msg
	Bad bool
}

// Refuse shows a refusal: "Not possible: " and why (a refusal for another decision first:
// "Not now: first …").
func (st *Status) Refuse(why msg.Msg) {
	if why.ID == "err.not_now" {
		// "Not now: first …", not "Not possible: not now: …"
		st.Msg, st.Bad = msg.Msg{ID: "game.refused_wait", Args: why.Args}, true
		return
	}
	st.Msg, st.Bad = msg.New("game.refused", msg.Sub("Why", why)), true
}

// Inform sets a neutral message.
func (st *Status) Inform(m msg.Msg) { st.Msg, st.Bad = m, false }
