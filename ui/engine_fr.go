package ui

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
	"sync"
	"unicode"

	"whistle/engine"
	"whistle/outlaws"
)

// tr translates a sentence of the engine (a log event and its reason, a prompt, a refusal, a
// choice, a result) into the window's language. The engine writes English; in the French
// window the sentence goes through the French table below. A sentence the table does not fully
// understand is shown in English rather than half translated (frLeftover decides).
func tr(s string) string {
	if curLang != LangFR || s == "" {
		return s
	}
	if t, ok := trFR(s); ok {
		return t
	}
	return s
}

// The French table works in three passes over the English sentence:
//  1. every component name and dock text of the catalog is replaced by a placeholder «n"
//     (so that rules can name "{NM}" whatever the component is, and no rule touches it);
//  2. the sentence rules (frRules, in order) rewrite whole clauses, most specific first;
//  3. the word rules (frWords) translate what is left: resources, airships, sizes...
// Then, if no English word is left, the placeholders become the French names.

type frRule struct {
	re *regexp.Regexp
	to string
}

var frSpaces = regexp.MustCompile(` {2,}`)

var (
	frOnce   sync.Once
	frRules  []frRule
	frWords  []frRule
	frLexRe  *regexp.Regexp
	frLexFR  []string
	frLexIdx map[string]int
	frLeftRe *regexp.Regexp
)

// frMacros expand in the English side of a rule.
var frMacros = strings.NewReplacer(
	"{N}", `(\d+)`,
	"{C}", `([A-K]\d{1,2}(?:–[A-K]\d{1,2})?)`,
	"{CS}", `([A-K]\d{1,2}(?:, [A-K]\d{1,2})*)`,
	"{NM}", `(«\d+»)`,
	"{X}", `(.+?)`,
	"{R}", `(coal|iron|gold|water|whistles?)`,
	"{SHIP}", `(balloon|blimp|dreadnought)`,
	"{SIZE}", `(small|medium|large)`,
	"{SH}", `([LST])`,
	"{RES}", `(\d+ (?:coal|iron|gold|water|whistles?)(?:, \d+ (?:coal|iron|gold|water|whistles?))*)`,
)

func frCompile(pairs [][2]string, anchored bool) []frRule {
	var out []frRule
	for _, p := range pairs {
		pat := frMacros.Replace(p[0])
		if anchored {
			pat = "^" + pat + "$"
		}
		out = append(out, frRule{regexp.MustCompile(pat), p[1]})
	}
	return out
}

func frInit() {
	// 1. the lexicon: component names and dock texts, longest first
	type entry struct{ en, fr string }
	var lex []entry
	add := func(en, fr string) {
		if en != "" && fr != "" {
			lex = append(lex, entry{en, fr})
		}
	}
	if cat, err := engine.DefaultCatalog(); err == nil {
		for _, d := range cat.Machines {
			add(d.Name.EN, d.Name.FR)
		}
		for _, d := range cat.Upgrades {
			add(d.Name.EN, d.Name.FR)
			for _, u := range d.Uses {
				add(u.Note.EN, u.Note.FR)
			}
		}
		for _, d := range cat.Abilities {
			add(d.Name.EN, d.Name.FR)
			for _, u := range d.Uses {
				add(u.Note.EN, u.Note.FR)
			}
		}
		for _, d := range cat.Cards {
			add(d.Name.EN, d.Name.FR)
		}
		for _, d := range cat.Awards {
			add(d.Name.EN, d.Name.FR)
		}
		for _, d := range cat.Board.Docks {
			add(d.Name.EN, d.Name.FR)
			for _, o := range d.Offers {
				add(strings.TrimSuffix(o.Text.EN, "."), strings.TrimSuffix(o.Text.FR, "."))
			}
		}
	}
	add("Easy", "Facile")
	add("Normal", "Normal")
	add("Hard", "Difficile")
	sort.SliceStable(lex, func(i, j int) bool { return len(lex[i].en) > len(lex[j].en) })
	frLexIdx = map[string]int{}
	var alts []string
	for _, e := range lex {
		if _, dup := frLexIdx[e.en]; dup {
			continue
		}
		frLexIdx[e.en] = len(frLexFR)
		frLexFR = append(frLexFR, e.fr)
		alts = append(alts, regexp.QuoteMeta(e.en))
	}
	frLexRe = regexp.MustCompile(`(?:^|\b)(?:` + strings.Join(alts, "|") + `)(?:\b|$)`)

	// 2. the rules
	var pairs [][2]string
	if d, err := outlaws.DefaultDeck(); err == nil && d.Name.FR != "" {
		pairs = append(pairs, [2]string{regexp.QuoteMeta(d.Name.EN), strings.ReplaceAll(d.Name.FR, "$", "$$")})
	}
	pairs = append(pairs, frSentences...)
	pairs = append(pairs, frCardPieces...)
	pairs = append(pairs, frRankingRules()...)
	pairs = append(pairs, frPhrases...)
	frRules = frCompile(pairs, false)
	frWords = frCompile(append(append([][2]string{}, frSizeWords...), frWordPairs...), false)
	// Go's \b only knows ASCII letters: "aérostat" would end a word "a"
	frLeftRe = regexp.MustCompile(`(?:^|[^\p{L}\p{N}-])(?i:` + strings.Join(frEnglishWords, "|") + `)(?:[^\p{L}\p{N}-]|$)`)
}

// trFR translates an English sentence of the engine, or reports that it cannot.
func trFR(s string) (string, bool) {
	frOnce.Do(frInit)
	t := frLexRe.ReplaceAllStringFunc(s, func(m string) string {
		return fmt.Sprintf("«%d»", frLexIdx[m])
	})
	for _, r := range frRules {
		t = r.re.ReplaceAllString(t, r.to)
	}
	for _, r := range frWords {
		t = r.re.ReplaceAllString(t, r.to)
	}
	if frLeftover(t) {
		return "", false
	}
	t = regexp.MustCompile(`«(\d+)»`).ReplaceAllStringFunc(t, func(m string) string {
		var i int
		fmt.Sscanf(m, "«%d»", &i)
		if i >= 0 && i < len(frLexFR) {
			return frLexFR[i]
		}
		return m
	})
	t = frSpaces.ReplaceAllString(t, " ")
	t = strings.ReplaceAll(t, " :", "\u00a0:")
	t = strings.ReplaceAll(t, " ;", "\u00a0;")
	if r := []rune(s); len(r) > 0 && unicode.IsUpper(r[0]) {
		t = sentence(t)
	}
	return t, true
}

// frLeftover reports an English word left in a translated sentence.
func frLeftover(t string) bool {
	return frLeftRe.MatchString(t)
}

// frEnglishWords are words that only an untranslated (English) sentence contains.
var frEnglishWords = []string{
	"the", "and", "of", "to", "from", "your", "you", "their", "they", "them", "is", "are", "was", "were",
	"with", "for", "on", "at", "by", "it", "its", "this", "that", "there", "cannot", "can", "not", "no",
	"nothing", "every", "each", "one", "two", "all", "any", "more", "less", "next", "only", "best",
	"free", "space", "spaces", "worker", "workers", "scaffold", "scaffolds", "airship", "airships", "dock",
	"docks", "tower", "floor", "card", "cards", "award", "awards", "upgrade", "upgrades", "build", "builds",
	"take", "takes", "move", "moves", "rescue", "activate", "choose", "pay", "gain", "keep",
	"spend", "score", "scores", "turn", "round", "game", "outlaws", "outlaw", "blocker", "barracks",
	"whirlpool", "home", "coal", "iron", "gold", "water", "whistle", "whistles", "balloon", "blimp",
	"dreadnought", "small", "medium", "large", "stack", "market", "storage", "resource", "resources",
	"already", "must", "would", "have", "has", "do", "does", "did", "an", "if", "so", "then",
	"where", "when", "which", "who", "what", "here", "now", "yet", "just", "again", "also", "after",
	"before", "into", "onto", "under", "over", "up", "down", "out", "off", "first", "last", "highest",
	"lowest", "leftmost", "nearest", "decided", "equal", "worth", "row", "square", "squares", "grid",
	"finish", "done", "end", "ends", "win", "wins", "VP", "draw", "discard", "play", "redeem", "use",
	"hand", "over", "step", "effect", "machine's", "outlaws'", "let", "may", "will", "be", "been",
}

// frRankingRules translate how the outlaws ranked their options ("the best of 5 spots", "3 of 5
// spots were equal on value and highest top row; leftmost decided (I7 fixed order)").
func frRankingRules() [][2]string {
	type noun struct{ en, sg, pl string }
	nouns := []noun{
		{"worker on a scaffold", "ouvrier sur un échafaudage", "ouvriers sur un échafaudage"},
		{"market machine", "machine du marché", "machines du marché"},
		{"market upgrade", "amélioration du marché", "améliorations du marché"},
		{"free space", "emplacement libre", "emplacements libres"},
		{"spot", "emplacement", "emplacements"},
		{"place", "position", "positions"},
		{"area", "zone", "zones"},
		{"worker", "ouvrier", "ouvriers"},
	}
	var out [][2]string
	for _, n := range nouns {
		en := regexp.QuoteMeta(n.en)
		out = append(out,
			[2]string{`the only ` + en + `\b`, `l'unique ` + n.sg},
			[2]string{`the best of {N} ` + en + `s\b`, `le meilleur choix parmi ${1} ` + n.pl},
			[2]string{`{N} of {N} ` + en + `s were equal on `, `${1} ` + n.pl + ` sur ${2} étaient à égalité sur `},
			[2]string{`{N} ` + en + `s were equal in every way; the first was taken`, `${1} ` + n.pl + ` étaient à égalité en tout ; le premier est pris`},
		)
	}
	crit := [][2]string{
		{`fewest of your workers promoted`, `le moins de vos ouvriers promus`},
		{`outlaw workers promoted`, `ouvriers hors-la-loi promus`},
		{`highest top row`, `rangée du haut la plus haute`},
		{`leftmost slot`, `case la plus à gauche`},
		{`across before upright`, `en travers avant debout`},
		{`orientation number`, `numéro d'orientation`},
		{`game-end VP`, `PV de fin de partie`},
		{`lowest barracks floor`, `étage des baraquements le plus bas`},
		{`first listed`, `premier de la liste`},
		{`highest row`, `rangée la plus haute`},
		{`lowest row`, `rangée la plus basse`},
		{`nearest the tower`, `le plus près de la tour`},
		{`leftmost`, `le plus à gauche`},
		{`\bvalue\b`, `valeur`},
		{`\borientation\b`, `orientation`},
		{`; ([^;()]+?) decided \((I\d+) fixed order\)`, ` ; départagé par : ${1} (ordre fixe ${2})`},
		{`; ([^;()]+?) decided \(the card's rule\)`, ` ; départagé par : ${1} (règle de la carte)`},
		{`(étaient à égalité sur [^;]*?) and `, `${1} et `},
		{`(étaient à égalité sur [^;]*?) and `, `${1} et `},
		{`(étaient à égalité sur [^;]*?) and `, `${1} et `},
		{`(étaient à égalité sur [^;]*?) and `, `${1} et `},
	}
	return append(out, crit...)
}

// frSentences are whole clauses, most specific first.
var frSentences = [][2]string{
	// setup and end
	{`A new game \(seed {N}\)\. You play first; the outlaws take a turn after each of yours\.`, `Nouvelle partie (graine ${1}). Vous jouez en premier ; les hors-la-loi jouent un tour après chacun des vôtres.`},
	{`Setup is done: your first turn\.`, `La mise en place est finie : votre premier tour.`},
	{`The barracks are empty and the last turns are played: the game ends\.`, `Les baraquements sont vides et les derniers tours sont joués : la partie est finie.`},
	{`The last outlaw card is drawn: the game ends\.`, `La dernière carte hors-la-loi est tirée : la partie est finie.`},
	{`A shared win at {N} VP each\.`, `Victoire partagée à ${1} PV chacun.`},
	{`You win the tie at {N} VP \((.+)\)\.`, `Vous gagnez l'égalité à ${1} PV (${2}).`},
	{`You win, {N} VP to {N}\.`, `Vous gagnez, ${1} PV contre ${2}.`},
	{`The outlaws win the tie at {N} VP \((.+)\)\.`, `Les hors-la-loi gagnent l'égalité à ${1} PV (${2}).`},
	{`The outlaws win, {N} VP to {N}\.`, `Les hors-la-loi gagnent, ${1} PV contre ${2}.`},
	{`You keep the starting ability {NM}\.`, `Vous gardez la capacité de départ ${1}.`},
	{`The outlaws get the starting ability {NM} \(they never use it; the {NM} can copy it\)\.`, `Les hors-la-loi reçoivent la capacité de départ ${1} (ils ne l'utilisent jamais ; le ${2} peut la copier).`},
	{`The outlaw deck is shuffled and no\. {N}, no\. {N} and no\. {N} are dealt face up; {N} cards remain\.`, `La pioche hors-la-loi est mélangée et les n° ${1}, ${2} et ${3} sont révélées ; il reste ${4} cartes.`},

	// the outlaws' turn
	{`The outlaws roll {N}: the left card, no\. {N} — (.+)\.`, `Les hors-la-loi font ${1} : la carte de gauche, n° ${2} — ${3}.`},
	{`The outlaws roll {N}: the middle card, no\. {N} — (.+)\.`, `Les hors-la-loi font ${1} : la carte du milieu, n° ${2} — ${3}.`},
	{`The outlaws roll {N}: the right card, no\. {N} — (.+)\.`, `Les hors-la-loi font ${1} : la carte de droite, n° ${2} — ${3}.`},
	{`the die picks the card \({C}\): {N}–{N} left, {N}–{N} middle, {N}–{N} right`, `le dé choisit la carte (${1}) : ${2}–${3} gauche, ${4}–${5} milieu, ${6}–${7} droite`},
	{`The outlaws draw card no\. {N} and lay it over no\. {N} \({N} left in the deck\)\.`, `Les hors-la-loi tirent la carte n° ${1} et la posent sur la n° ${2} (${3} dans la pioche).`},
	{`The outlaws cannot (.+?): action {N} is skipped\.`, `Les hors-la-loi ne peuvent pas ${1} : l'action ${2} est sautée.`},
	{`The outlaws place their {SHIP} on {NM} \({C}\)\.`, `Les hors-la-loi posent leur ${1} sur ${2} (${3}).`},
	{`The outlaws place their {SHIP} on {C}\.`, `Les hors-la-loi posent leur ${1} en ${2}.`},
	{`The outlaws take the {SH} scaffold \({R}, {R}\) from the top of its stack and build it on {CS}\.`, `Les hors-la-loi prennent l'échafaudage ${1} (${2}, ${3}) en haut de sa pile et le construisent sur ${4}.`},
	{`The outlaws take {NM} from the {SIZE} machine market and build it at {C}, turned a quarter\.`, `Les hors-la-loi prennent ${1} au marché des §SP:${2}§ et la construisent en ${3}, tournée d'un quart.`},
	{`The outlaws take {NM} from the {SIZE} machine market and build it at {C}\.`, `Les hors-la-loi prennent ${1} au marché des §SP:${2}§ et la construisent en ${3}.`},
	{`The outlaws discard {NM} from the {SIZE} machine market\.`, `Les hors-la-loi défaussent ${1} du marché des §SP:${2}§.`},
	{`The outlaws take the upgrade {NM}\.`, `Les hors-la-loi prennent l'amélioration ${1}.`},
	{`The outlaws move their worker from barracks floor {N} to {C}\.`, `Les hors-la-loi déplacent leur ouvrier de l'étage ${1} des baraquements en ${2}.`},
	{`The outlaws move their worker from {C} to {C}\.`, `Les hors-la-loi déplacent leur ouvrier de ${1} en ${2}.`},
	{`The outlaws rescue a worker from the whirlpool to {C}\.`, `Les hors-la-loi secourent un ouvrier du tourbillon vers ${1}.`},
	{`The outlaws promote their worker on {C} to tower floor {N}\.`, `Les hors-la-loi promeuvent leur ouvrier de ${1} à l'étage ${2} de la tour.`},
	{`The outlaws climb the tower with 1 worker\.`, `Les hors-la-loi montent à la tour avec 1 ouvrier.`},
	{`The outlaws climb the tower with {N} workers\.`, `Les hors-la-loi montent à la tour avec ${1} ouvriers.`},
	{`The outlaws rotate their blocker ships clockwise: {SHIP}, {SHIP}, then {SHIP}\.`, `Les hors-la-loi tournent leurs bloqueurs dans le sens horaire : ${1}, ${2}, puis ${3}.`},
	{`The blocker {SHIP} moves from the {NM} to the {NM}\.`, `Le bloqueur (${1}) passe du ${2} au ${3}.`},
	{`The blocker {SHIP} stays at the {NM}\.`, `Le bloqueur (${1}) reste au ${2}.`},
	{`The outlaws score {N} VP for the scaffold's touching edges\.`, `Les hors-la-loi marquent ${1} PV pour les bords en contact de l'échafaudage.`},
	{`The outlaws score {N} VP for building {NM}\.`, `Les hors-la-loi marquent ${1} PV pour la construction de ${2}.`},
	{`The outlaws score {N} VP instead of {NM}'s build effect \(the build bonus, (O-ACT-\d+)\)\.`, `Les hors-la-loi marquent ${1} PV au lieu de l'effet de construction de ${2} (le bonus de construction, ${3}).`},
	{`The outlaws score {N} VP less for the build\.`, `Les hors-la-loi marquent ${1} PV de moins pour la construction.`},
	{`The outlaws score {N} VP more for the build \({NM} difficulty\)\.`, `Les hors-la-loi marquent ${1} PV de plus pour la construction (niveau ${2}).`},
	{`No build bonus for the outlaws: {NM} is waterlogged at once\.`, `Pas de bonus de construction pour les hors-la-loi : ${1} est submergée aussitôt.`},
	{`The outlaws steal {N} {R} from you and stash it in their hideout\.`, `Les hors-la-loi vous volent ${1} ${2} et le cachent dans leur cachette.`},
	{`The outlaws find nothing to steal\.`, `Les hors-la-loi ne trouvent rien à voler.`},
	{`^1 theft by the outlaws\.`, `1 vol par les hors-la-loi.`},
	{`^{N} thefts by the outlaws\.`, `${1} vols par les hors-la-loi.`},
	{`The outlaws gain the upgrade {NM}\.`, `Les hors-la-loi gagnent l'amélioration ${1}.`},
	{`The outlaws gain the award {NM}\.`, `Les hors-la-loi gagnent le ${1}.`},
	{`The outlaws build {NM} at {C}\.`, `Les hors-la-loi construisent ${1} en ${2}.`},
	{`The outlaws build an? {SH} scaffold \({R}, {R}\) on {CS}\.`, `Les hors-la-loi construisent un échafaudage ${1} (${2}, ${3}) sur ${4}.`},
	{`The outlaws lose their lowest barracks worker to the whirlpool\.`, `Les hors-la-loi perdent leur ouvrier le plus bas des baraquements dans le tourbillon.`},

	// the outlaws' reasons
	{`worth {N} VP to them at the end: (.+); they never use its effect \((.+?)\)`, `vaut ${1} PV pour eux à la fin : ${2} ; ils n'utilisent jamais son effet (${3})`},
	{`worth {N} there \((.+?)\): (.+) \((O-ACT[^)]*)\); they gain nothing from it`, `vaut ${1} là (${2}) : ${3} (${4}) ; ils n'en gagnent rien`},
	{`it scores {N} VP there: (.+) \((O-ACT[^)]*)\)$`, `elle marque ${1} PV là : ${2} (${3})`},
	{`{NM} is worth {N} \({N} VP \+ {N} for its build bonus\): `, `${1} vaut ${2} (${3} PV + ${4} pour son bonus de construction) : `},
	{`{NM} is worth {N} \({N} VP\): `, `${1} vaut ${2} (${3} PV) : `},
	{`; it fits on no scaffold area, so it leaves the game \((.+?)\)$`, ` ; elle ne tient sur aucune zone d'échafaudage, elle quitte donc la partie (${1})`},
	{`; there it promotes 1 worker of theirs and `, ` ; là, elle promeut 1 de leurs ouvriers et `},
	{`; there it promotes {N} workers of theirs and `, ` ; là, elle promeut ${1} de leurs ouvriers et `},
	{`(\d+) workers? of yours: `, `${1} des vôtres : `},
	{`their highest worker on a scaffold: `, `leur ouvrier le plus haut sur un échafaudage : `},
	{`their lowest barracks worker goes to the highest free scaffold space: `, `leur ouvrier le plus bas des baraquements va à l'emplacement d'échafaudage libre le plus haut : `},
	{`the highest free scaffold space: `, `l'emplacement d'échafaudage libre le plus haut : `},
	{`none is left in their barracks, so their lowest worker on a scaffold \((.+?)\) goes to the highest free space: `, `il n'en reste aucun dans leurs baraquements, donc leur ouvrier le plus bas sur un échafaudage (${1}) va à l'emplacement libre le plus haut : `},
	{`each moves up one floor, the highest first, and the first to reach a floor takes its award \((.+?)\)`, `chacun monte d'un étage, le plus haut d'abord, et le premier à atteindre un étage prend son trophée (${1})`},
	{`each goes to the next dock holding no airship \((.+?)\)`, `chacun va au prochain quai sans aérostat (${1})`},
	{`the next free dock clockwise \(I17\); it skipped your {SHIP} at the {NM}: a theft \((.+?)\)`, `le prochain quai libre dans le sens horaire (I17), en sautant votre ${1} au ${2} : un vol (${3})`},
	{`the next free dock clockwise \(I17\)`, `le prochain quai libre dans le sens horaire (I17)`},
	{`every other dock holds an airship \(I17\)`, `tous les autres quais ont un aérostat (I17)`},
	{`the blocker {SHIP} and {SHIP} skipped your airship \((.+?)\)`, `les bloqueurs (${1} et ${2}) ont sauté votre aérostat (${3})`},
	{`the blocker {SHIP} skipped your airship \((.+?)\)`, `le bloqueur (${1}) a sauté votre aérostat (${2})`},
	{`you docked right next to a blocker ship \((.+?)\)`, `vous vous êtes amarré juste à côté d'un bloqueur (${1})`},
	{`your airship landed next to an outlaw piece \((.+?)\)`, `votre aérostat s'est posé à côté d'une pièce hors-la-loi (${1})`},
	{`{NM} difficulty \(I22\)`, `niveau ${1} (I22)`},
	{`no outlaw worker in the tower can climb \((.+?)\)`, `aucun ouvrier hors-la-loi de la tour ne peut monter (${1})`},
	{`no outlaw worker stands on a scaffold \((.+?)\)`, `aucun ouvrier hors-la-loi n'est sur un échafaudage (${1})`},
	{`no outlaw worker is in the barracks or on a scaffold`, `aucun ouvrier hors-la-loi n'est aux baraquements ni sur un échafaudage`},
	{`no outlaw worker is in the whirlpool`, `aucun ouvrier hors-la-loi n'est dans le tourbillon`},
	{`no scaffold space is free \((.+?)\)`, `aucun emplacement d'échafaudage n'est libre (${1})`},
	{`no scaffold space is free`, `aucun emplacement d'échafaudage n'est libre`},
	{`their {SH} scaffold fits nowhere on the grid \((.+?)\)`, `leur échafaudage ${1} ne tient nulle part sur la grille (${2})`},
	{`the {SH} scaffold stack is empty`, `la pile d'échafaudages ${1} est vide`},
	{`the {SIZE} machine market is empty`, `le marché des §SP:${1}§ est vide`},
	{`the upgrade market is empty`, `le marché des améliorations est vide`},
	{`they already hold {N} upgrades, the most allowed`, `ils ont déjà ${1} améliorations, le maximum`},
	{`no free spot next to a scaffold or on a machine fits their {SHIP}`, `aucun emplacement libre près d'un échafaudage ou sur une machine ne convient à leur ${1}`},
	{`nothing around it, but it touches a scaffold`, `rien autour, mais il touche un échafaudage`},
	{`the bonus replaces an effect that does not happen \((.+?)\)`, `le bonus remplace un effet qui n'a pas lieu (${1})`},
	{`{NM} yields {N}`, `${1} rapporte ${2}`},
	{`{RES} around it`, `${1} autour`},

	// your actions
	{`You forge: your airships come home\.`, `Vous travaillez : vos aérostats rentrent.`},
	{`You place your {SHIP} on {NM}\.`, `Vous posez votre ${1} sur ${2}.`},
	{`You place your {SHIP} on {NM} \({C}\)\.`, `Vous posez votre ${1} sur ${2} (${3}).`},
	{`You place your {SHIP} on {C}\.`, `Vous posez votre ${1} en ${2}.`},
	{`You dock your {SHIP} at the {NM}: {NM}\.\.?`, `Vous amarrez votre ${1} au ${2} : ${3}.`},
	{`You bump the outlaws' {SHIP} out of the {NM}\.`, `Vous délogez l'aérostat des hors-la-loi (${1}) du ${2}.`},
	{`You bump the blockers' {SHIP} out of the {NM}\.`, `Vous délogez le bloqueur (${1}) du ${2}.`},
	{`Your dreadnought bumps the outlaws' {SHIP}\.`, `Votre cuirassé déloge l'aérostat des hors-la-loi (${1}).`},
	{`Your {SHIP} bumps the outlaws' {SHIP}\.`, `Votre ${1} déloge l'aérostat des hors-la-loi (${2}).`},
	{`You gain {RES} from the squares around your airship\.`, `Vous gagnez ${1} grâce aux cases autour de votre aérostat.`},
	{`You gain {RES} from {NM}\.`, `Vous gagnez ${1} grâce à ${2}.`},
	{`You gain {RES}\.`, `Vous gagnez ${1}.`},
	{`The outlaws gain {RES}\.`, `Les hors-la-loi gagnent ${1}.`},
	{`You spend {RES} for the forge\.`, `Vous dépensez ${1} pour le travail.`},
	{`You spend {RES} for the {NM}\.`, `Vous dépensez ${1} pour le ${2}.`},
	{`You spend {RES} for {NM}\.`, `Vous dépensez ${1} pour ${2}.`},
	{`You put {RES} on {NM} as a toll\.`, `Vous posez ${1} sur ${2} comme péage.`},
	{`You may keep {N} of each resource: {RES} go back to the supply\.`, `Vous pouvez garder ${1} de chaque ressource : ${2} retournent à la réserve.`},
	{`The supply has run out: {RES} not gained\.`, `La réserve est épuisée : ${1} non gagnés.`},
	{`You activate {NM} from storage\.`, `Vous activez ${1} depuis votre réserve.`},
	{`You activate {NM}\.`, `Vous activez ${1}.`},
	{`You build {NM} at {C}\.`, `Vous construisez ${1} en ${2}.`},
	{`You build an? {SH} scaffold \({R}, {R}\) on {CS}\.`, `Vous construisez un échafaudage ${1} (${2}, ${3}) sur ${4}.`},
	{`You take an? {SH} scaffold \({R}, {R}\)\.`, `Vous prenez un échafaudage ${1} (${2}, ${3}).`},
	{`You take two scaffolds from the {SH} stack\.`, `Vous prenez deux échafaudages de la pile ${1}.`},
	{`You return an? {SH} scaffold to the bottom of its stack\.`, `Vous remettez un échafaudage ${1} sous sa pile.`},
	{`You take {NM}\.`, `Vous prenez ${1}.`},
	{`You gain the upgrade {NM}\.`, `Vous gagnez l'amélioration ${1}.`},
	{`You gain the award {NM}\.`, `Vous gagnez le ${1}.`},
	{`You removes {NM} from the game\.`, `Vous retirez ${1} de la partie.`},
	{`You puts {NM} back in the market\.`, `Vous remettez ${1} au marché.`},
	{`You discard {NM}\.`, `Vous défaussez ${1}.`},
	{`You keep {NM}\.`, `Vous gardez ${1}.`},
	{`You play {NM}\.`, `Vous jouez ${1}.`},
	{`You redeem the {NM}\.`, `Vous utilisez le ${1}.`},
	{`You use {NM}\.`, `Vous utilisez ${1}.`},
	{`You draw 1 card\.`, `Vous piochez 1 carte.`},
	{`You draw {N} cards\.`, `Vous piochez ${1} cartes.`},
	{`You draw {N} cards to choose from\.`, `Vous piochez ${1} cartes pour en choisir.`},
	{`You draw 1 card to choose from\.`, `Vous piochez 1 carte pour choisir.`},
	{`You pass\.`, `Vous passez.`},
	{`You collect {RES} from {NM}\.`, `Vous récupérez ${1} de ${2}.`},
	{`You move a worker from the barracks to {C}\.`, `Vous déplacez un ouvrier des baraquements en ${1}.`},
	{`You move a worker from the barracks onto {NM}\.`, `Vous déplacez un ouvrier des baraquements sur ${1}.`},
	{`You move a worker from the scaffold to {C}\.`, `Vous déplacez un ouvrier de l'échafaudage en ${1}.`},
	{`You move a worker from the scaffold onto {NM}\.`, `Vous déplacez un ouvrier de l'échafaudage sur ${1}.`},
	{`You rescue a worker from the whirlpool to {C}\.`, `Vous secourez un ouvrier du tourbillon vers ${1}.`},
	{`You rescue a worker from the whirlpool onto {NM}\.`, `Vous secourez un ouvrier du tourbillon sur ${1}.`},
	{`You move a tower worker to floor {N} and takes the {NM} there\.`, `Vous déplacez un ouvrier de la tour à l'étage ${1} et il y prend le ${2}.`},
	{`You move a tower worker to floor {N}\.`, `Vous déplacez un ouvrier de la tour à l'étage ${1}.`},
	{`You score {N} VP for the scaffold's touching edges\.`, `Vous marquez ${1} PV pour les bords en contact de l'échafaudage.`},
	{`You score {N} VP for building {NM}\.`, `Vous marquez ${1} PV pour la construction de ${2}.`},
	{`You score {N} VP from the {NM}\.`, `Vous marquez ${1} PV grâce au ${2}.`},
	{`You score {N} VP from {NM}\.`, `Vous marquez ${1} PV grâce à ${2}.`},
	{`You score {N} VP\.`, `Vous marquez ${1} PV.`},
	{`The outlaws score {N} VP\.`, `Les hors-la-loi marquent ${1} PV.`},
	{`Your worker is promoted to tower floor {N}\.`, `Votre ouvrier est promu à l'étage ${1} de la tour.`},
	{`An outlaw worker is promoted to tower floor {N}\.`, `Un ouvrier hors-la-loi est promu à l'étage ${1} de la tour.`},
	{` It takes the {NM} there\.`, ` Il y prend le ${1}.`},
	{`An outlaw worker climbs to tower floor {N} and takes the {NM}\.`, `Un ouvrier hors-la-loi monte à l'étage ${1} de la tour et prend le ${2}.`},
	{`An outlaw worker climbs to tower floor {N}\.`, `Un ouvrier hors-la-loi monte à l'étage ${1} de la tour.`},
	{`(Your worker|An outlaw worker) is swept from the barracks into the whirlpool\.`, `${1} est emporté des baraquements dans le tourbillon.`},
	{`(Your worker|An outlaw worker) is swept from the scaffold into the whirlpool\.`, `${1} est emporté de l'échafaudage dans le tourbillon.`},
	{`(Your worker|An outlaw worker) is swept from the (?:tower|machine) into the whirlpool\.`, `${1} est emporté dans le tourbillon.`},
	{`(Your worker|An outlaw worker) falls from {NM} into the whirlpool\.`, `${1} tombe de ${2} dans le tourbillon.`},
	{`(Your worker|An outlaw worker) is caught under the new machine\.`, `${1} est pris sous la nouvelle machine.`},
	{`(Your worker|An outlaw worker) under the new scaffold finds no room and falls into the whirlpool\.`, `${1} sous le nouvel échafaudage ne trouve pas de case libre et tombe dans le tourbillon.`},
	{`(Your worker|An outlaw worker) under the new scaffold steps onto {X}\.`, `${1} sous le nouvel échafaudage monte sur ${2}.`},
	{`(Your worker|An outlaw worker) drops from the barracks into the whirlpool\.`, `${1} tombe des baraquements dans le tourbillon.`},
	{`One of your workers goes from the barracks into the whirlpool\.`, `Un de vos ouvriers passe des baraquements au tourbillon.`},
	{`Every barracks worker drops one floor\.`, `Chaque ouvrier des baraquements descend d'un étage.`},
	{`1 barracks worker moves onto {NM}\.`, `1 ouvrier des baraquements va sur ${1}.`},
	{`{N} barracks workers move onto {NM}\.`, `${1} ouvriers des baraquements vont sur ${2}.`},
	{`1 worker is caught on {NM}\.`, `1 ouvrier est pris sur ${1}.`},
	{`{N} workers are caught on {NM}\.`, `${1} ouvriers sont pris sur ${2}.`},
	{`Your {SHIP} flies home\.`, `Votre ${1} rentre.`},
	{`Your {SHIP} comes home\.`, `Votre ${1} rentre.`},
	{`The outlaws' {SHIP} comes home\.`, `L'aérostat des hors-la-loi (${1}) rentre.`},
	{`Your {SHIP} leaves with {NM} and goes home\.`, `Votre ${1} part avec ${2} et rentre.`},
	{`Your {SHIP} is sent home from {NM}\.`, `Votre ${1} est renvoyé de ${2}.`},
	{`The outlaws' {SHIP} is sent home from {NM}\.`, `L'aérostat des hors-la-loi (${1}) est renvoyé de ${2}.`},
	{`Every airship on the board returns home\.`, `Chaque aérostat du plateau rentre.`},
	{`This turn you may dock in an occupied dock, bumping the airship there\.`, `Ce tour, vous pouvez vous amarrer à un quai occupé en délogeant l'aérostat qui s'y trouve.`},
	{`{NM} takes effect\.`, `${1} prend effet.`},
	{`{NM}: nothing to do \(there is nothing to (.+?)\)\.`, `${1} : rien à faire (rien pour : ${2}).`},
	{`Nothing can be done for: (.+)\.`, `Rien à faire pour : ${1}.`},
	{`Not enough resources: nothing happens\.`, `Pas assez de ressources : rien ne se passe.`},
	{`1 card is discarded\.`, `1 carte est défaussée.`},
	{`{N} cards are discarded\.`, `${1} cartes sont défaussées.`},
	{`No cards are left to draw\.`, `Il ne reste aucune carte à piocher.`},
	{`The discard pile is shuffled into a new deck\.`, `La défausse est mélangée pour former une nouvelle pioche.`},
	{`No award is left in the supply\.`, `Il ne reste aucun trophée dans la réserve.`},
	{`{NM} now holds 1 {R}: that type is wild\.`, `${1} contient maintenant 1 ${2} : ce type est joker.`},
	{`The {NM} token moves onto {NM}\.`, `Le jeton ${1} passe sur ${2}.`},
	{`{NM} moves to {C} \(no VP, no flood\)\.`, `${1} va en ${2} (sans PV, sans crue).`},
	{`The {RES} on {NM} (?:return|go) back to the supply\.`, `Les ${1} sur ${2} retournent à la réserve.`},
	{`The {RES} on {NM} return to the supply\.`, `Les ${1} sur ${2} retournent à la réserve.`},
	{`Whistles are wild again\.`, `Les sifflets redeviennent des jokers.`},

	// water
	{`Snowmelt: the water rises over row {N}\.`, `Fonte des neiges : l'eau monte sur la rangée ${1}.`},
	{`The water bars are all used: the canyon cannot flood further\.`, `Toutes les barres d'eau sont posées : le canyon ne peut plus monter.`},
	{`The flood sends your {SHIP} home\.`, `La crue renvoie votre ${1} chez vous.`},
	{`The flood sends the outlaws' {SHIP} home\.`, `La crue renvoie l'aérostat des hors-la-loi (${1}) chez eux.`},
	{`{NM} is waterlogged\.`, `${1} est submergée.`},

	// the engine's prompts (what the game waits for)
	{`^the game is over$`, `la partie est finie`},
	{`^the outlaws' turn$`, `le tour des hors-la-loi`},
	{`your main action: collect or forge`, `votre action principale : récolter ou travailler`},
	{`bonus actions, or end your turn`, `actions bonus, ou finir votre tour`},
	{`choose your starting ability`, `choisissez votre capacité de départ`},
	{`choose the stack of your two starting scaffolds`, `choisissez la pile de vos deux échafaudages de départ`},
	{`build a starting scaffold touching the water`, `construisez un échafaudage de départ qui touche l'eau`},
	{`the outlaws rob you: choose the resource you hand over`, `les hors-la-loi vous volent : choisissez la ressource que vous donnez`},
	{`choose how to pay`, `choisissez comment payer`},
	{`activate machines your airship reached, or finish`, `activez les machines atteintes par votre aérostat, ou finissez`},
	{`forge: build, move or rescue, or finish`, `travail : construire, déplacer ou secourir, ou finir`},
	{`choose a card to keep`, `choisissez une carte à garder`},
	{`activate the machine a second time, or finish`, `activez la machine une seconde fois, ou finissez`},
	{`activate the machine you just built`, `activez la machine que vous venez de construire`},
	{`activate a machine`, `activer une machine`},
	{`build a scaffold or a machine`, `construire un échafaudage ou une machine`},
	{`choose a resource to gain`, `choisissez une ressource à gagner`},
	{`discard a card`, `défausser une carte`},
	{`fly your {SHIP} home, or leave it`, `faire rentrer votre ${1}, ou le laisser`},
	{`move a tower worker up or down one floor`, `monter ou descendre d'un étage un ouvrier de la tour`},
	{`promote your workers next to the new machine, or finish`, `promouvoir vos ouvriers à côté de la nouvelle machine, ou finir`},
	{`rescue a worker from the whirlpool`, `secourir un ouvrier du tourbillon`},
	{`send one of your airships home`, `renvoyer un de vos aérostats chez vous`},
	{`take a scaffold from a stack`, `prendre un échafaudage d'une pile`},
	{`take a {SIZE} machine from the market`, `prendre §S1:${1}§ au marché`},
	{`take an upgrade from the market`, `prendre une amélioration au marché`},
	{`give back a scaffold from your storage`, `rendre un échafaudage de votre réserve`},
	{`^move a worker$`, `déplacer un ouvrier`},
	{`: move a worker\b`, ` : déplacer un ouvrier`},
	{`to move a worker\b`, `to déplacer un ouvrier`},

	// choices and descriptions of actions
	{`^place your balloon on {C}$`, `poser votre montgolfière en ${1}`},
	{`^place your {SHIP} across from {C}$`, `poser votre ${1} en travers depuis ${2}`},
	{`^place your {SHIP} upright from {C}$`, `poser votre ${1} debout depuis ${2}`},
	{`^dock your {SHIP} at {NM}: {NM}\.?$`, `amarrer votre ${1} au ${2} : ${3}`},
	{`^dock your {SHIP} at {NM}$`, `amarrer votre ${1} au ${2}`},
	{`^forge$`, `travailler`},
	{`^build scaffold {SH}-\w+-\w+ on {CS}$`, `construire l'échafaudage ${1} sur ${2}`},
	{`^build {NM} on {CS}$`, `construire ${1} sur ${2}`},
	{`^move {NM} onto {CS}$`, `déplacer ${1} sur ${2}`},
	{`^move worker {N} to {C}$`, `déplacer l'ouvrier ${1} en ${2}`},
	{`^rescue worker {N} to {C}$`, `secourir l'ouvrier ${1} vers ${2}`},
	{`^activate {NM} from your storage$`, `activer ${1} depuis votre réserve`},
	{`^activate {NM} again$`, `activer ${1} à nouveau`},
	{`^activate {NM}$`, `activer ${1}`},
	{`^play {NM}$`, `jouer ${1}`},
	{`^redeem the {NM}$`, `utiliser le ${1}`},
	{`^use {NM}: (.+)$`, `utiliser ${1} : ${2}`},
	{`^use {NM}$`, `utiliser ${1}`},
	{`^done$`, `terminé`},
	{`^end your turn$`, `finir votre tour`},
	{`^outlaws: die shows {N}$`, `hors-la-loi : le dé montre ${1}`},
	{`^outlaws: next step$`, `hors-la-loi : étape suivante`},
	{`^hand over {N} {R}$`, `donner ${1} ${2}`},
	{`^pay {RES}$`, `payer ${1}`},
	{`^keep {NM}$`, `garder ${1}`},
	{`^discard {NM}$`, `défausser ${1}`},
	{`^take {NM}$`, `prendre ${1}`},
	{`^take {N} {R}$`, `prendre ${1} ${2}`},
	{`^buy {NM} for {RES}$`, `acheter ${1} pour ${2}`},
	{`^take from the {SH} stack \(top: {R}, {R}\)$`, `prendre dans la pile ${1} (dessus : ${2}, ${3})`},
	{`^take the top face-down upgrade$`, `prendre l'amélioration du dessus, face cachée`},
	{`^fly your {SHIP} home$`, `faire rentrer votre ${1}`},
	{`^send your {SHIP} home$`, `renvoyer votre ${1} chez vous`},
	{`^move the worker on floor {N} (up|down)$`, `déplacer l'ouvrier de l'étage ${1} vers le ${2}`},
	{`^promote the worker on {C} to floor {N}$`, `promouvoir l'ouvrier de ${1} à l'étage ${2}`},
	{`^choose option {N}$`, `choisir l'option ${1}`},

	// refusals
	{`^it is the outlaws' turn$`, `c'est le tour des hors-la-loi`},
	{`^there is nothing to choose right now$`, `il n'y a rien à choisir maintenant`},
	{`^there is nothing to choose: `, `il n'y a rien à choisir : `},
	{`^there is nothing to finish: end your turn instead$`, `il n'y a rien à finir : finissez plutôt votre tour`},
	{`^you cannot skip this: `, `vous ne pouvez pas passer ceci : `},
	{`^not now: `, `pas maintenant : `},
	{`^you have already taken your main action this turn$`, `vous avez déjà fait votre action principale ce tour`},
	{`^you have already played a card this turn$`, `vous avez déjà joué une carte ce tour`},
	{`^you have already redeemed an award this turn$`, `vous avez déjà utilisé un trophée ce tour`},
	{`^you can only build, move or rescue while forging \(or through an effect\)$`, `vous ne pouvez construire, déplacer ou secourir qu'en travaillant (ou par un effet)`},
	{`^you can only activate machines your airship just reached$`, `vous ne pouvez activer que les machines que votre aérostat vient d'atteindre`},
	{`^your airship did not reach that machine, or you already activated it$`, `votre aérostat n'a pas atteint cette machine, ou vous l'avez déjà activée`},
	{`^your {SHIP} is not docked on your board: forge to bring it home$`, `votre ${1} n'est pas amarré à votre plateau : travaillez pour le faire rentrer`},
	{`^you do not have that award$`, `vous n'avez pas ce trophée`},
	{`^you do not have that machine in storage$`, `vous n'avez pas cette machine en réserve`},
	{`^you have no such machine in storage$`, `vous n'avez pas cette machine en réserve`},
	{`^you do not have that scaffold in storage$`, `vous n'avez pas cet échafaudage en réserve`},
	{`^you do not have that upgrade or ability$`, `vous n'avez pas cette amélioration ni cette capacité`},
	{`^you do not hold that card$`, `vous n'avez pas cette carte`},
	{`^a forge gives one move or rescue and you have used it$`, `un travail donne un déplacement ou un sauvetage et vous l'avez utilisé`},
	{`^a forge gives {N} builds and you have used them$`, `un travail donne ${1} constructions et vous les avez utilisées`},
	{`^a scaffold must touch a visible scaffold or machine$`, `un échafaudage doit toucher un échafaudage ou une machine visible`},
	{`^a worker in the tower cannot be moved$`, `un ouvrier de la tour ne peut pas être déplacé`},
	{`^a worker in the whirlpool cannot be moved$`, `un ouvrier du tourbillon ne peut pas être déplacé`},
	{`^a worker stands on square {C}$`, `un ouvrier est sur la case ${1}`},
	{`^an airship must sit entirely on one machine or on empty squares$`, `un aérostat doit être entièrement sur une machine ou sur des cases vides`},
	{`^another airship is on square {C}$`, `un autre aérostat est sur la case ${1}`},
	{`^square {C} already holds a machine$`, `la case ${1} a déjà une machine`},
	{`^square {C} has no scaffold under it: a machine needs a solid scaffold area$`, `la case ${1} n'a pas d'échafaudage dessous : une machine a besoin d'une zone d'échafaudage pleine`},
	{`^square {C} is a scaffold: airships cannot cover scaffolds$`, `la case ${1} est un échafaudage : les aérostats ne peuvent pas couvrir les échafaudages`},
	{`^square {C} is not an empty scaffold space above the water$`, `la case ${1} n'est pas un emplacement d'échafaudage vide au-dessus de l'eau`},
	{`^square {C} is under water$`, `la case ${1} est sous l'eau`},
	{`^the airship would leave the grid at {C}$`, `l'aérostat sortirait de la grille en ${1}`},
	{`^a blocker ship holds the {NM}$`, `un bloqueur occupe le ${1}`},
	{`^the {NM} is taken$`, `le ${1} est occupé`},
	{`^that award cannot do anything now: `, `ce trophée ne peut rien faire maintenant : `},
	{`^{NM} cannot do anything now: `, `${1} ne peut rien faire maintenant : `},
	{`^{NM} cannot be used now: `, `${1} ne peut pas servir maintenant : `},
	{`^{NM} cannot be activated: `, `${1} ne peut pas être activée : `},
	{`^it costs {RES}$`, `cela coûte ${1}`},
	{`: it costs {RES}$`, ` : cela coûte ${1}`},
	{`^there is nothing to `, `rien à faire pour : `},
	{`: there is nothing to `, ` : rien à faire pour : `},
	{`^that costs {RES}$`, `cela coûte ${1}`},
	{`^this build costs {RES}$`, `cette construction coûte ${1}`},
	{`^that has nothing to use$`, `cela n'a rien à utiliser`},
	{`^that worker is not in the whirlpool$`, `cet ouvrier n'est pas dans le tourbillon`},
	{`^this step activates a machine$`, `cette étape active une machine`},
	{`^this step is a build$`, `cette étape est une construction`},
	{`^this step moves or rescues a worker$`, `cette étape déplace ou secourt un ouvrier`},
	{`^this step rescues a worker from the whirlpool$`, `cette étape secourt un ouvrier du tourbillon`},
	{`^you cannot pay for that at the {NM} \({RES}\)$`, `vous ne pouvez pas payer cela au ${1} (${2})`},
	{`^no airship of yours is docked on your board: forge to bring them home$`, `aucun de vos aérostats n'est amarré à votre plateau : travaillez pour les faire rentrer`},
}

// frPhrases are smaller pieces inside the clauses above (the outlaw card's actions, ...).
var frPhrases = [][2]string{
	{`place their {SHIP}`, `poser leur ${1}`},
	{`build an? {SH} scaffold`, `construire un échafaudage ${1}`},
	{`build a {SIZE} machine`, `construire §S1:${1}§`},
	{`take an upgrade`, `prendre une amélioration`},
	{`rescue a worker`, `secourir un ouvrier`},
	{`move a worker`, `déplacer un ouvrier`},
	{`promote a worker`, `promouvoir un ouvrier`},
	{`climb the tower`, `monter à la tour`},
	{`rotate the blocker ships`, `tourner les bloqueurs`},
	{`, then `, `, puis `},
	{`\((I\d+) fixed order\)`, `(ordre fixe ${1})`},
}

// frWordPairs translate the single words left.
var frWordPairs = [][2]string{
	{`\bwhistles\b`, `sifflets`},
	{`\bwhistle\b`, `sifflet`},
	{`\bcoal\b`, `charbon`},
	{`\biron\b`, `fer`},
	{`\bgold\b`, `or`},
	{`\bwater\b`, `eau`},
	{`\bballoon\b`, `montgolfière`},
	{`\bblimp\b`, `dirigeable`},
	{`\bdreadnought\b`, `cuirassé`},
	{`\bup$`, `haut`},
	{`\bdown$`, `bas`},
	{`\bYour worker\b`, `Votre ouvrier`},
	{`\bAn outlaw worker\b`, `Un ouvrier hors-la-loi`},
	{`\bVP\b`, `PV`},
	{`§S1:small§`, `une petite machine`},
	{`§S1:medium§`, `une machine moyenne`},
	{`§S1:large§`, `une grande machine`},
	{`§SP:small§`, `petites machines`},
	{`§SP:medium§`, `machines moyennes`},
	{`§SP:large§`, `grandes machines`},
}

// frCardPieces translate the pieces the engine's outlaw sentences leave: card numbers, lists of
// them, the blocker ships at their docks.
var frCardPieces = [][2]string{
	{`\bno\. (\d+)`, `n° ${1}`},
	{`(«\d+»|n° \d+) and `, `${1} et `},
	{`(«\d+»|n° \d+) or `, `${1} ou `},
	{`\bthe {SHIP} on the {NM}`, `${1} au ${2}`},
	{`\b{SHIP} at the {NM}`, `${1} au ${2}`},
	{`(\d+) stays\b`, `${1} reste`},
}

// frSizeWords finish the machine sizes the sentences above leave.
var frSizeWords = [][2]string{
	{`§SZ:small§`, `petite`},
	{`§SZ:medium§`, `moyenne`},
	{`§SZ:large§`, `grande`},
}
