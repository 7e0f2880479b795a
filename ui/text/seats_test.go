package text_test

import (
	"strings"
	"testing"

	"whistle/bot"
	"whistle/engine"
	"whistle/engine/msg"
	"whistle/ui/text"
)

// secondPersonWords are the words that speak to "you", of "the outlaws" or of the blockers, in
// either language.
var secondPersonWords = map[string]bool{"you": true, "your": true, "outlaw": true, "outlaws": true,
	"blocker": true, "blockers": true, "vous": true, "votre": true, "vos": true, "bloqueur": true, "bloqueurs": true}

// secondPerson finds "you", "the outlaws" and the blockers in a line, in either language, as
// whole words (a word is a run of ASCII letters, digits and underscores; case ignored).
func secondPerson(line string) bool {
	s := strings.ToLower(line)
	word := func(b byte) bool { return b == '_' || b >= '0' && b <= '9' || b >= 'a' && b <= 'z' }
	for i := 0; i < len(s); {
		if !word(s[i]) {
			i++
			continue
		}
		j := i
		for j < len(s) && word(s[j]) {
			j++
		}
		if secondPersonWords[s[i:j]] {
			return true
		}
		if strings.HasPrefix(s[i:], "hors-la-loi") && (i+11 == len(s) || !word(s[i+11])) {
			return true
		}
		i = j
	}
	return false
}

func TestSecondPerson(t *testing.T) {
	for _, s := range []string{"You build", "a blocker moves", "Les Hors-la-loi volent", "votre tour", "the outlaws'"} {
		if !secondPerson(s) {
			t.Errorf("%q is not found", s)
		}
	}
	for _, s := range []string{"Ana builds", "Youssef builds", "hors-la-loisir", "outlawed", "Élodie vole"} {
		if secondPerson(s) {
			t.Errorf("%q is found", s)
		}
	}
}

// TestSeatLogNamesTheSeats: every line of base games for 2, 3 and 4 seats (bots on every seat,
// their reasons too), rendered for a base game's log, names the seats in the third person in
// both languages: no "you", no outlaws, no blockers, no unfilled field; a line about a seat
// names it. The game against the outlaws keeps its wording.
func TestSeatLogNamesTheSeats(t *testing.T) {
	t.Cleanup(func() { text.SetLanguage(text.LangEN) })
	cat, err := engine.DefaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"Ana", "Bot 2", "Élodie", "Léa"}
	seen := map[string]bool{}
	for seats := 2; seats <= 4; seats++ {
		g, setup := engine.NewGame(cat, engine.Options{Seed: uint64(seats), Seats: seats})
		type line struct {
			m     msg.Msg
			actor int
		}
		var lines []line
		for _, e := range setup {
			lines = append(lines, line{e.Msg, int(e.Side)})
		}
		for k := 0; k < 3000 && !g.Over(); k++ {
			m := bot.DecideSeat(g, bot.LevelGreedy, bot.Sim)
			ev, err := g.Apply(m.Action)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range ev {
				lines = append(lines, line{e.Msg, int(e.Side)})
			}
			lines = append(lines, line{m.Why, int(g.Seat())})
		}
		lines = append(lines, line{g.Result().SeatSummary(), 0})
		for _, l := range []string{text.LangEN, text.LangFR} {
			text.SetLanguage(l)
			for _, x := range lines {
				s := text.RenderSeatLog(x.m, x.actor, names[:seats])
				seen[x.m.ID] = true
				// the components' own texts (a dock's offer: "Rescue one of your workers")
				// speak to whoever holds them, as the printed ones do
				bare := text.RenderSeatLog(withoutComponents(x.m), x.actor, names[:seats])
				if secondPerson(bare) || strings.Contains(s, "<no value>") || strings.Contains(s, "{{") || strings.Contains(s, "seat.") {
					t.Errorf("%d seats, %s: %s → %q", seats, l, x.m.Debug(), s)
				}
				for _, a := range x.m.Args {
					if a.Kind == msg.KSide && !strings.Contains(s, names[a.Num]) {
						t.Errorf("%s: %q does not name seat %d", l, s, a.Num+1)
					}
				}
			}
		}
	}
	for _, id := range []string{"ev.new_game", "ev.place_ship", "ev.gain", "ev.build_scaffold", "ev.promoted", "ev.setup_done"} {
		if !seen[id] {
			t.Errorf("no game said %s", id)
		}
	}
	for _, c := range []struct {
		m      msg.Msg
		actor  int
		en, fr string
	}{
		{msg.New("ev.place_ship", msg.Word("Ship", "w.balloon"), msg.Cell("At", "C5")), 2, "Élodie places an airship (balloon [b]) on C5.", "Élodie pose un aérostat (montgolfière [b]) en C5."},
		{msg.New("ev.pass", msg.Side("Side", 1)), 1, "Bot 2 passes.", "Bot 2 passe."},
		{msg.New("ev.climb", msg.Side("Side", 2), msg.Num("Floor", 3)), 0, "One of Élodie’s workers climbs to tower floor 3.", "Un ouvrier d’Élodie monte à l’étage 3 de la tour."},
	} {
		for _, l := range []string{text.LangEN, text.LangFR} {
			text.SetLanguage(l)
			want := c.en
			if l == text.LangFR {
				want = c.fr
			}
			if got := text.RenderSeatLog(c.m, c.actor, names); got != want {
				t.Errorf("%s: %q, want %q", l, got, want)
			}
		}
	}
	text.SetLanguage(text.LangEN)
	if got := text.RenderLog(msg.New("ev.pass", msg.Side("Side", 0))); got != "You pass." {
		t.Errorf("the game against the outlaws says %q", got)
	}
}

// withoutComponents is m with every catalog component replaced by a plain name.
func withoutComponents(m msg.Msg) msg.Msg {
	out := msg.Msg{ID: m.ID}
	for _, a := range m.Args {
		switch {
		case a.Kind == msg.KComp:
			a = msg.Name(a.Key, "X")
		case a.Sub != nil:
			sub := withoutComponents(*a.Sub)
			a.Sub = &sub
		}
		out.Args = append(out.Args, a)
	}
	return out
}
