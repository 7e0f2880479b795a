package savefile

import (
	"errors"
	"strings"

	"whistle/engine/msg"
)

// whyPrefix is the family of messages a bot's reason belongs to.
const whyPrefix = "bot.why."

// maxWhyArgs bounds the arguments of a saved reason (a reason has at most three numbers).
const maxWhyArgs = 4

// CheckWhys checks a save's bots' reasons: only a game with seats (seated) has any, and each is
// a bot's reason with a few numbers, nothing nested (a file is never trusted to say anything
// else).
func CheckWhys(seated bool, whys []msg.Msg) error {
	if len(whys) == 0 {
		return nil
	}
	if !seated {
		return errors.New("the save file is damaged: a game against the outlaws has no bot reasons")
	}
	for _, w := range whys {
		if w.IsZero() {
			continue
		}
		if !strings.HasPrefix(w.ID, whyPrefix) || len(w.ID) > 64 || len(w.Args) > maxWhyArgs {
			return errors.New("the save file is damaged: a bot reason is not one")
		}
		for _, a := range w.Args {
			if a.Kind != msg.KNum || a.Sub != nil || len(a.List) > 0 || len(a.Key) > 16 {
				return errors.New("the save file is damaged: a bot reason is not one")
			}
		}
	}
	return nil
}
