package ui

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
	"sync"
	"unicode"
	"whistle/engine"
	"whistle/engine/msg"
	"whistle/outlaws"
	"whistle/ui/text"
)

// frCompanion translates the companion mode's sentences (package automa's log, refusals,
// status and notes; package outlaws' table guide and die rule) for the French table of
// engine_fr.go. They come first: they are whole sentences, and the engine's rules then
// translate the pieces left (names, resources, airships). The vocabulary is the rulebook's.
var frCompanion = [][2]string{
	// pieces used inside the sentences below
	{`above the water and below the overlay \(rows {N} and up are covered\)`, `au-dessus de l'eau et sous le recouvrement (les rangées ${1} et plus sont couvertes)`},
	{`the highest free scaffold space \(an uncovered scaffold square with no resource and no worker\)`, `l'emplacement d'échafaudage libre le plus haut (une case d'échafaudage non couverte, sans ressource ni ouvrier)`},

	// setup
	{`A companion game \(seed {N}, (.+?)\)\. Three starting abilities are dealt: choose the one you keep\.`, `Une partie compagnon (graine ${1}, ${2}). Trois capacités de départ sont distribuées : choisissez celle que vous gardez.`},
	{`The outlaws get the starting ability {NM}: they never use it, but the {NM} can copy it\.`, `Les hors-la-loi reçoivent la capacité de départ ${1} : ils ne l'utilisent jamais, mais le ${2} peut la copier.`},
	{`drawn among the two you did not keep \((.+?)\)`, `tirée parmi les deux que vous n'avez pas gardées (${1})`},
	{`Their setup scaffold comes from the (\w+) stack\.`, `Leur échafaudage de départ vient de la pile ${1}.`},
	{`^a random stack \((.+?)\)`, `une pile au hasard (${1})`},
	{`The outlaw deck is shuffled: (.+) are dealt face up; {N} cards remain\.`, `La pioche hors-la-loi est mélangée : ${1} sont révélées ; il reste ${2} cartes.`},
	{`Set up your own pieces as in a normal game\. Take 1 of each of: {RES}\.`, `Mettez en place vos propres pièces comme dans une partie normale. Prenez : ${1}.`},
	{`Outlaw workers \(a second colour\): one on each of the {N} barracks floors, {N} in the whirlpool\.`, `Ouvriers hors-la-loi (une deuxième couleur) : un sur chacun des ${1} étages des baraquements, ${2} dans le tourbillon.`},
	{`Outlaw airships \(balloon, blimp, dreadnought\) go on the hideout\.`, `Les aérostats hors-la-loi (montgolfière, dirigeable, cuirassé) vont sur la cachette.`},
	{`Blocker ships \(a third colour\): (.+)\.`, `Navires bloqueurs (une troisième couleur) : ${1}.`},
	{`Put back in the box these large machines: (.+)\.`, `Remettez dans la boîte ces grandes machines : ${1}.`},
	{`First game: leave out the pieces marked with a star\.`, `Première partie : laissez de côté les pièces marquées d'une étoile.`},
	{`Lay the outlaw overlay over the top rows of the grid \(rows {N} to {N}\); the hideout beside the board\.`, `Posez le cache des hors-la-loi sur les rangées du haut de la grille (rangées ${1} à ${2}) ; la cachette à côté du plateau.`},
	{`Starting abilities dealt: (.+)\. Choose the one you keep below; the app draws the outlaws' among the other two\.`, `Capacités de départ distribuées : ${1}. Choisissez ci-dessous celle que vous gardez ; l'app tire celle des hors-la-loi parmi les deux autres.`},
	{`Your starting ability: {NM}\. The outlaws': {NM} \(they never use it; the {NM} can copy it\)\. Put the third back in the box\.`, `Votre capacité de départ : ${1}. Celle des hors-la-loi : ${2} (ils ne l'utilisent jamais ; le ${3} peut la copier). Remettez la troisième dans la boîte.`},
	{`Your setup scaffold: take 2 scaffolds from one stack, build one touching the bottom of the grid \(no VP\) and keep the other\.`, `Votre échafaudage de départ : prenez 2 échafaudages d'une même pile, construisez-en un qui touche le bas de la grille (sans PV) et gardez l'autre.`},
	{`The outlaws' setup scaffold: the top scaffold of the (\w+) stack, built touching the bottom of the grid as close to the middle columns as possible without overlapping yours \(if two places are as close, the one to the right\)\. No VP\.`, `L'échafaudage de départ des hors-la-loi : celui du haut de la pile ${1}, construit en touchant le bas de la grille, le plus près possible des colonnes du milieu sans chevaucher le vôtre (à égale distance, celui de droite). Sans PV.`},
	{`The outlaw deck is shuffled in the app; face up on the overlay: (.+) \({N} cards in the deck\)\.`, `La pioche hors-la-loi est mélangée dans l'app ; face visible sur le cache : ${1} (${2} cartes dans la pioche).`},

	// status
	{`^Setup: choose your starting ability$`, `Mise en place : choisissez votre capacité de départ`},
	{`^The game is over: fill in the scoring sheet$`, `La partie est finie : remplissez la feuille de points`},
	{`^Outlaw turn {N}: the die shows {N}, card no\. {N}$`, `Tour hors-la-loi ${1} : le dé montre ${2}, carte n° ${3}`},
	{`^Your last turn: the game ends after it$`, `Votre dernier tour : la partie finit après lui`},
	{`^Your turn \(outlaw turns played: {N}\)$`, `Votre tour (tours hors-la-loi joués : ${1})`},

	{`^The outlaws skip action {N}, (.+)\.$`, `Les hors-la-loi sautent l'action ${1} : ${2}.`},
	{`^it could not be done at the table \((.+?)\)$`, `cela n'a pas pu être fait à la table (${1})`},
	{`^their highest worker on a scaffold \((.+?)\); report the award if it took one$`, `leur ouvrier le plus haut sur un échafaudage (${1}) ; signalez le trophée s'il en a pris un`},
	{`^You win, {N} VP to (-?\d+)\.$`, `Vous gagnez, ${1} PV contre ${2}.`},
	{`^The outlaws win, {N} VP to (-?\d+)\.$`, `Les hors-la-loi gagnent, ${1} PV contre ${2}.`},
	{`^You win, (-?\d+) VP to (-?\d+)\.$`, `Vous gagnez, ${1} PV contre ${2}.`},
	{`^The outlaws win, (-?\d+) VP to (-?\d+)\.$`, `Les hors-la-loi gagnent, ${1} PV contre ${2}.`},

	// the die
	{`^{N}–{N} left, {N}–{N} middle, {N}–{N} right$`, `${1}–${2} gauche, ${3}–${4} milieu, ${5}–${6} droite`},

	// the log
	{`You hold no resource: 1 theft comes? to nothing\.`, `Vous n'avez aucune ressource : 1 vol ne donne rien.`},
	{`You hold no resource: {N} thefts come to nothing\.`, `Vous n'avez aucune ressource : ${1} vols ne donnent rien.`},
	{`^Your barracks are empty\.$`, `Vos baraquements sont vides.`},
	{`^Your turn\.$`, `Votre tour.`},
	{`Both barracks are empty: finish your turn; the outlaws take one more turn, then the game ends\.`, `Les deux baraquements sont vides : finissez votre tour ; les hors-la-loi jouent encore un tour, puis la partie finit.`},
	{`Both barracks are empty: the outlaws finish this turn, you take one more turn, then the game ends\.`, `Les deux baraquements sont vides : les hors-la-loi finissent ce tour, vous jouez encore un tour, puis la partie finit.`},
	{`The outlaws' {SHIP} is on the grid\.`, `L'aérostat des hors-la-loi (${1}) est sur la grille.`},
	{`Their scaffold scores nothing\.`, `Leur échafaudage ne marque rien.`},
	{`The outlaws score {N} VP for their scaffold\.`, `Les hors-la-loi marquent ${1} PV pour leur échafaudage.`},
	{`^The outlaws build {NM}\.$`, `Les hors-la-loi construisent ${1}.`},
	{`worth {N} VP to them at the end; they never use its effect \((.+?)\)`, `vaut ${1} PV pour eux à la fin ; ils n'utilisent jamais son effet (${2})`},
	{`An outlaw worker goes from barracks floor {N} to a scaffold\.`, `Un ouvrier hors-la-loi passe de l'étage ${1} des baraquements à un échafaudage.`},
	{`Their lowest worker on a scaffold moves to the highest free scaffold space\.`, `Leur ouvrier le plus bas sur un échafaudage va à l'emplacement d'échafaudage libre le plus haut.`},
	{`^none is left in their barracks \((.+?)\)$`, `il n'en reste aucun dans leurs baraquements (${1})`},
	{`An outlaw worker is rescued from the whirlpool to a scaffold\.`, `Un ouvrier hors-la-loi est secouru du tourbillon vers un échafaudage.`},
	{`Each took the award of the floor it reached, if any: report the awards\.`, `Chacun a pris le trophée de l'étage atteint, s'il y en a un : signalez les trophées.`},
	{`No theft: no blocker skipped your airships\.`, `Pas de vol : aucun bloqueur n'a sauté vos aérostats.`},
	{`^The outlaws take the {NM}\.$`, `Les hors-la-loi prennent le ${1}.`},
	{`^for its game-end point only \((.+?)\)$`, `pour son seul point de fin de partie (${1})`},
	{`^you placed an airship next to an outlaw airship or worker \((.+?)\); it comes before you collect \((.+?)\)$`, `vous avez placé un aérostat à côté d'un aérostat ou d'un ouvrier hors-la-loi (${1}) ; il a lieu avant que vous récoltiez (${2})`},
	{`You bump the blocker {SHIP}: it moves on to the {NM}\.`, `Vous délogez le bloqueur (${1}) : il passe au ${2}.`},
	{`^the next free dock clockwise, not the one you took \((.+?)\)$`, `le quai libre suivant dans le sens horaire, pas celui que vous avez pris (${1})`},
	{`You dock at the {NM}: 1 theft by the outlaws\.`, `Vous vous amarrez au ${1} : 1 vol par les hors-la-loi.`},
	{`^right next to a blocker ship in its market \((.+?)\); it comes before you pay or collect \((.+?)\)$`, `juste à côté d'un bloqueur dans son marché (${1}) ; il a lieu avant que vous payiez ou récoltiez (${2})`},
	{`You dock at the {NM}: no theft\.`, `Vous vous amarrez au ${1} : pas de vol.`},
	{`An outlaw worker is swept from barracks floor {N} into the whirlpool\.`, `Un ouvrier hors-la-loi est emporté de l'étage ${1} des baraquements dans le tourbillon.`},
	{`An outlaw worker is swept from a scaffold into the whirlpool\.`, `Un ouvrier hors-la-loi est emporté d'un échafaudage dans le tourbillon.`},
	{`An outlaw airship the water reaches goes back to the hideout: report it\.`, `Un aérostat hors-la-loi atteint par l'eau retourne à la cachette : signalez-le.`},
	{`The outlaws' {SHIP} goes back to the hideout\.`, `L'aérostat des hors-la-loi (${1}) retourne à la cachette.`},
	{`^Correction: an outlaw worker goes from (.+) to (.+)\.$`, `Correction : un ouvrier hors-la-loi passe de ⟦${1}⟧ à ⟦${2}⟧.`},
	{`⟦barracks floor {N}⟧`, `l'étage ${1} des baraquements`},
	{`⟦tower floor {N}⟧`, `l'étage ${1} de la tour`},
	{`de ⟦the whirlpool⟧`, `du tourbillon`},
	{`à ⟦the whirlpool⟧`, `au tourbillon`},
	{`⟦a scaffold⟧`, `un échafaudage`},

	// notes beside the card's actions
	{`Their {SHIP} is on the grid now: lift it and find the best spot\.`, `Leur ${1} est sur la grille : soulevez-le et trouvez le meilleur emplacement.`},
	{`Their {SHIP} is on the hideout now\.`, `Leur ${1} est sur la cachette.`},
	{`^Worth the most to them: `, `Vaut le plus pour eux : `},
	{`They hold {N} of {N} upgrades\.`, `Ils ont ${1} améliorations sur ${2}.`},
	{`Their lowest barracks worker is on floor {N}\.`, `Leur ouvrier le plus bas des baraquements est à l'étage ${1}.`},
	{`None is left in their barracks: move their lowest worker on a scaffold\.`, `Il n'en reste aucun dans leurs baraquements : déplacez leur ouvrier le plus bas sur un échafaudage.`},
	{`They have no worker in the barracks or on a scaffold: it cannot be done\.`, `Ils n'ont aucun ouvrier dans les baraquements ni sur un échafaudage : c'est impossible.`},
	{`^1 outlaw worker in the whirlpool\.$`, `1 ouvrier hors-la-loi dans le tourbillon.`},
	{`^{N} outlaw workers in the whirlpool\.$`, `${1} ouvriers hors-la-loi dans le tourbillon.`},
	{`^1 outlaw worker on scaffolds\.$`, `1 ouvrier hors-la-loi sur les échafaudages.`},
	{`^{N} outlaw workers on scaffolds\.$`, `${1} ouvriers hors-la-loi sur les échafaudages.`},
	{`No outlaw worker is in the tower\.`, `Aucun ouvrier hors-la-loi n'est dans la tour.`},
	{`^Tower floors: (.+)\.$`, `Étages de la tour : ${1}.`},
	{`^Blockers now: (.+)\.$`, `Bloqueurs maintenant : ${1}.`},

	// the table guide (outlaws.TableGuide): titles
	{`^Place the outlaw {SHIP}$`, `Poser l'aérostat hors-la-loi : ${1}`},
	{`^Build an? (\w+) scaffold$`, `Construire un échafaudage ${1}`},
	{`^Build a {SIZE} machine$`, `Construire §S1:${1}§`},
	{`^Take an upgrade$`, `Prendre une amélioration`},
	{`^Move an outlaw worker$`, `Déplacer un ouvrier hors-la-loi`},
	{`^Rescue an outlaw worker$`, `Secourir un ouvrier hors-la-loi`},
	{`^Promote an outlaw worker$`, `Promouvoir un ouvrier hors-la-loi`},
	{`^Climb the tower$`, `Monter à la tour`},
	{`^Rotate the blocker ships$`, `Tourner les Navires bloqueurs`},
	// what to do
	{`^Take their {SHIP} from wherever it is and put it on the grid where it touches the most resources and VP: count the resource icons on the scaffold squares orthogonally next to it, the water-bar squares it touches, and the automa yield of every machine it touches or sits on\. It lies on {N} empty squares? in a straight line (.+?), or entirely on one machine, and must touch a scaffold unless it sits on a machine\. Not on a machine that holds another outlaw airship, not exactly where it was\. They gain nothing from it\.$`,
		`Prenez leur ${1} où qu'il soit et posez-le sur la grille là où il touche le plus de ressources et de PV : comptez les icônes de ressource des cases d'échafaudage orthogonalement voisines, les cases de barre d'eau qu'il touche, et le rendement automa de chaque machine qu'il touche ou sur laquelle il se trouve. Il occupe ${2} case(s) vide(s) en ligne droite ${3}, ou se trouve entièrement sur une machine, et doit toucher un échafaudage sauf s'il est sur une machine. Pas sur une machine qui porte un autre aérostat hors-la-loi, ni exactement là où il était. Ils n'en gagnent rien.`},
	{`^Take the top scaffold of the (\w+) stack and build it where it scores the most VP \(1 VP for each edge touching another scaffold or a machine\), turning or flipping it as needed: on empty squares (.+?), touching a visible scaffold or machine\. Then enter the VP it scored: they score them like a player\.$`,
		`Prenez l'échafaudage du haut de la pile ${1} et construisez-le là où il marque le plus de PV (1 PV par bord touchant un autre échafaudage ou une machine), en le tournant ou le retournant au besoin : sur des cases vides ${2}, en touchant un échafaudage ou une machine visible. Puis entrez les PV marqués : ils les marquent comme un joueur.`},
	{`^Take the {SIZE} machine of the market worth the most to them: its VP, plus {N} if it has any effect besides VP\. Build it on a free scaffold area where it promotes the most outlaw workers \(turn a medium machine if that helps\), then where it promotes the fewest of yours\. They score its VP and {N} VP instead of any build effect\. Then pick the machine they took: the app scores it\. Report the workers it promoted and any flood \(a machine reaching row {N} or higher\)\.$`,
		`Prenez la machine §SZ:${1}§ du marché qui vaut le plus pour eux : ses PV, plus ${2} si elle a un effet autre que des PV. Construisez-la sur une zone d'échafaudage libre où elle promeut le plus d'ouvriers hors-la-loi (tournez une machine moyenne si cela aide), puis là où elle promeut le moins des vôtres. Ils marquent ses PV et ${3} PV au lieu de tout effet de construction. Puis touchez la machine qu'ils ont prise : l'app la compte. Signalez les ouvriers promus et toute crue (une machine atteignant la rangée ${4} ou plus).`},
	{`^They take the market upgrade worth the most game-end VP to them \(the list shows what each is worth to them now\), up to {N} upgrades\. They never use its effect\. Then pick the upgrade they took\.$`,
		`Ils prennent l'amélioration du marché qui leur vaut le plus de PV de fin de partie (la liste montre ce que chacune leur vaut maintenant), jusqu'à ${1} améliorations. Ils n'utilisent jamais son effet. Puis touchez l'amélioration qu'ils ont prise.`},
	{`^Take their lowest worker in the barracks and stand it on (.+?)\. With none in the barracks, move their lowest worker on a scaffold \(if several, the one nearest the tower\) there instead\.$`,
		`Prenez leur ouvrier le plus bas des baraquements et posez-le sur ${1}. S'il n'y en a aucun dans les baraquements, déplacez-y plutôt leur ouvrier le plus bas sur un échafaudage (s'il y en a plusieurs, le plus près de la tour).`},
	{`^Take one of their workers from the whirlpool and stand it on (.+?)\.$`, `Prenez un de leurs ouvriers dans le tourbillon et posez-le sur ${1}.`},
	{`^Slide their highest worker on a scaffold straight across to the tower floor of its row; it takes the award on that floor, if any\. Then enter the floor it reached\.$`,
		`Faites glisser leur ouvrier le plus haut sur un échafaudage tout droit jusqu'à l'étage de la tour de sa rangée ; il prend le trophée de cet étage, s'il y en a un. Puis entrez l'étage atteint.`},
	{`^Move each outlaw worker in the tower up one floor, starting with the highest; a worker on floor {N} stays\. The first to reach a floor takes its award\. The app moves them: follow it on the board\.$`,
		`Montez chaque ouvrier hors-la-loi de la tour d'un étage, en commençant par le plus haut ; un ouvrier à l'étage ${1} reste. Le premier à atteindre un étage prend son trophée. L'app les déplace : suivez-la sur le plateau.`},
	{`^Tell the app which docks hold your airships\. It moves the balloon, then the blimp, then the dreadnought, each to the next dock clockwise that holds no airship, and counts a theft for each one that skips a dock holding your airship\.$`,
		`Indiquez à l'app quels quais ont vos aérostats. Elle déplace la montgolfière, puis le dirigeable, puis le cuirassé, chacun au quai suivant dans le sens horaire sans aérostat, et compte un vol pour chacun qui saute un quai où se trouve votre aérostat.`},
	// tie-breaks
	{`^If several spots tie: the highest top row, then the leftmost, then lying across before standing upright\.$`, `Si plusieurs emplacements sont à égalité : la rangée du haut la plus haute, puis le plus à gauche, puis en travers avant debout.`},
	{`^If several places tie: the highest top row, then the leftmost\.$`, `Si plusieurs positions sont à égalité : la rangée du haut la plus haute, puis la plus à gauche.`},
	{`^If several machines tie: the leftmost market slot\. If several areas tie: the highest top row, then the leftmost\.$`, `Si plusieurs machines sont à égalité : la case du marché la plus à gauche. Si plusieurs zones sont à égalité : la rangée du haut la plus haute, puis la plus à gauche.`},
	{`^If several upgrades tie: the leftmost market slot\.$`, `Si plusieurs améliorations sont à égalité : la case du marché la plus à gauche.`},
	{`^Highest row first; if several, the one nearest the tower\.$`, `La rangée la plus haute d'abord ; s'il y en a plusieurs, le plus près de la tour.`},
	{`^If several are equally high: the one nearest the tower\.$`, `Si plusieurs sont aussi hauts : le plus près de la tour.`},
	{`^Highest worker first\.$`, `L'ouvrier le plus haut d'abord.`},
	{`^Balloon first, then blimp, then dreadnought\.$`, `La montgolfière d'abord, puis le dirigeable, puis le cuirassé.`},
	// when it cannot be done
	{`^No such spot: could not be done\.$`, `Aucun emplacement de ce genre : impossible à faire.`},
	{`^The stack is empty or the scaffold fits nowhere: could not be done\.$`, `La pile est vide ou l'échafaudage ne tient nulle part : impossible à faire.`},
	{`^The market holds no machine of that size: could not be done\. If the machine fits nowhere, discard it from the market and tap could not be done\.$`, `Le marché n'a aucune machine de cette taille : impossible à faire. Si la machine ne tient nulle part, défaussez-la du marché et touchez « Impossible à faire ».`},
	{`^The upgrade market is empty, or they hold {N} upgrades: could not be done\.$`, `Le marché des améliorations est vide, ou ils ont ${1} améliorations : impossible à faire.`},
	{`^No free scaffold space: could not be done\.$`, `Aucun emplacement d'échafaudage libre : impossible à faire.`},
	{`^None in the whirlpool, or no free scaffold space: could not be done\.$`, `Aucun dans le tourbillon, ou aucun emplacement d'échafaudage libre : impossible à faire.`},
	{`^No outlaw worker on a scaffold: could not be done\.$`, `Aucun ouvrier hors-la-loi sur un échafaudage : impossible à faire.`},
	{`^No outlaw worker in the tower can climb: could not be done\.$`, `Aucun ouvrier hors-la-loi de la tour ne peut monter : impossible à faire.`},
	{`^A blocker with no free dock stays where it is\.$`, `Un bloqueur sans quai libre reste où il est.`},

	// refusals
	{`^a die shows 1 to {N} \(or leave it at 0 to roll the game's die\)$`, `un dé montre 1 à ${1} (ou laissez 0 pour lancer le dé du jeu)`},
	{`^choose your starting ability first$`, `choisissez d'abord votre capacité de départ`},
	{`^no theft is waiting$`, `aucun vol n'est en attente`},
	{`^your barracks are already reported empty$`, `vos baraquements sont déjà signalés vides`},
	{`^keep one of the abilities dealt: (.+)$`, `gardez une des capacités distribuées : ${1}`},
	{`^setup is done$`, `la mise en place est finie`},
	{`^the setup could not be completed$`, `la mise en place n'a pas pu être achevée`},
	{`^the outlaws' turn is in progress: finish their card first$`, `le tour des hors-la-loi est en cours : finissez d'abord leur carte`},
	{`^hand over what the outlaws steal first \(1 theft waiting\)$`, `donnez d'abord ce que volent les hors-la-loi (1 vol en attente)`},
	{`^hand over what the outlaws steal first \({N} thefts waiting\)$`, `donnez d'abord ce que volent les hors-la-loi (${1} vols en attente)`},
	{`^that was the last turn of the game \(I4\): tap “My last turn is done” to score$`, `c'était le dernier tour de la partie (I4) : touchez « Mon dernier tour est fini » pour compter les points`},
	{`^roll for the outlaws first$`, `lancez d'abord le dé des hors-la-loi`},
	{`^the card is done$`, `la carte est terminée`},
	{`^enter the VP the scaffold scored \(0 or more\)$`, `entrez les PV marqués par l'échafaudage (0 ou plus)`},
	{`^pick the machine they took$`, `touchez la machine qu'ils ont prise`},
	{`^{NM} is not a {SIZE} machine they can take$`, `${1} n'est pas une machine §SZ:${2}§ qu'ils peuvent prendre`},
	{`^pick the upgrade they took$`, `touchez l'amélioration qu'ils ont prise`},
	{`^they already hold {N} upgrades, the most allowed: tap could not be done$`, `ils ont déjà ${1} améliorations, le maximum : touchez « Impossible à faire »`},
	{`^they cannot take {NM}$`, `ils ne peuvent pas prendre ${1}`},
	{`^they have no worker in the barracks or on a scaffold: tap could not be done$`, `ils n'ont aucun ouvrier dans les baraquements ni sur un échafaudage : touchez « Impossible à faire »`},
	{`^no outlaw worker is in the whirlpool: tap could not be done$`, `aucun ouvrier hors-la-loi n'est dans le tourbillon : touchez « Impossible à faire »`},
	{`^no outlaw worker in the tower can climb: tap could not be done$`, `aucun ouvrier hors-la-loi de la tour ne peut monter : touchez « Impossible à faire »`},
	{`^this card action is not understood: tap could not be done$`, `cette action de carte n'est pas comprise : touchez « Impossible à faire »`},
	{`^you have only {N} airships$`, `vous n'avez que ${1} aérostats`},
	{`^there is no dock {N} \(1 to {N}\)$`, `il n'y a pas de quai ${1} (1 à ${2})`},
	{`^the {NM} is listed twice$`, `le ${1} est indiqué deux fois`},
	{`^the blocker {SHIP} is at the {NM}$`, `le bloqueur (${1}) est au ${2}`},
	{`^enter the tower floor it reached \(1 to {N}\)$`, `entrez l'étage de la tour atteint (1 à ${1})`},
	{`^no outlaw worker stands on a scaffold$`, `aucun ouvrier hors-la-loi n'est sur un échafaudage`},
	{`^pick the award they took$`, `touchez le trophée qu'ils ont pris`},
	{`^the game is scored$`, `la partie est comptée`},
	{`^no outlaw worker is in the tower: they cannot have taken an award$`, `aucun ouvrier hors-la-loi n'est dans la tour : ils ne peuvent pas avoir pris de trophée`},
	{`^the game has only {N} {NM}$`, `la partie n'a que ${1} ${2}`},
	{`^report your placement during your turn$`, `signalez votre placement pendant votre tour`},
	{`^no outlaw airship or worker is on the grid: no theft$`, `aucun aérostat ni ouvrier hors-la-loi n'est sur la grille : pas de vol`},
	{`^the blocker {SHIP} holds the {NM}: you may only dock there by bumping it$`, `le bloqueur (${1}) occupe le ${2} : vous ne pouvez vous y amarrer qu'en le délogeant`},
	{`^the blocker {SHIP} has no free dock to go to$`, `le bloqueur (${1}) n'a aucun quai libre où aller`},
	{`^no blocker ship is at the {NM}$`, `aucun bloqueur n'est au ${1}`},
	{`^the hideout holds {R} already: hand over a type it lacks \((.+)\) if you have one \((.+)\)$`, `la cachette a déjà du ${1} : donnez un type qui lui manque (${2}) si vous en avez (${3})`},
	{`^the water bars are all used: the canyon cannot flood further$`, `toutes les barres d'eau sont posées : le canyon ne peut plus monter`},
	{`^only 1 outlaw worker stands on scaffolds$`, `seul 1 ouvrier hors-la-loi est sur les échafaudages`},
	{`^only {N} outlaw workers stand on scaffolds$`, `seuls ${1} ouvriers hors-la-loi sont sur les échafaudages`},
	{`^their {SHIP} is already on the hideout$`, `leur ${1} est déjà sur la cachette`},
	{`^no outlaw worker is in the barracks$`, `aucun ouvrier hors-la-loi n'est dans les baraquements`},
	{`^no outlaw worker is in the scaffold$`, `aucun ouvrier hors-la-loi n'est sur un échafaudage`},
	{`^no outlaw worker is in the tower$`, `aucun ouvrier hors-la-loi n'est dans la tour`},
	{`^no outlaw worker is in the whirlpool$`, `aucun ouvrier hors-la-loi n'est dans le tourbillon`},
	{`^enter the tower floor \(1 to {N}\)$`, `entrez l'étage de la tour (1 à ${1})`},
	{`^enter the barracks floor \(1 to {N}\)$`, `entrez l'étage des baraquements (1 à ${1})`},
	{`^this is not the last turn: roll for the outlaws$`, `ce n'est pas le dernier tour : lancez le dé des hors-la-loi`},
	{`^the game is not over yet$`, `la partie n'est pas encore finie`},
	{`^enter your score and your tie-break figures$`, `entrez vos points et vos chiffres de départage`},
	{`^each score line is a number from 0 to 999 \(the whirlpool line counts down\)$`, `chaque ligne de points est un nombre de 0 à 999 (la ligne du tourbillon compte en négatif)`},
	{`^only the outlaws score a hideout$`, `seuls les hors-la-loi comptent une cachette`},
	{`^your highest tower floor is 0 to {N}, your items 0 or more$`, `votre étage le plus haut de la tour va de 0 à ${1}, vos objets 0 ou plus`},
}

// frCompanionPieces are the pieces left inside the sentences above (lists of cards, names,
// blockers, tower floors); they come after the engine's sentences.
var frCompanionPieces = [][2]string{
	{`\bno\. (\d+)`, `n° ${1}`},
	{`(«\d+»|n° \d+) and `, `${1} et `},
	{`(«\d+»|n° \d+) or `, `${1} ou `},
	{`\bthe {SHIP} on the {NM}`, `${1} au ${2}`},
	{`\b{SHIP} at the {NM}`, `${1} au ${2}`},
	{`(\d+) stays\b`, `${1} reste`},
}

// frCompanionWords finish the pieces the sentences above leave.
var frCompanionWords = [][2]string{
	{`§SZ:small§`, `petite`},
	{`§SZ:medium§`, `moyenne`},
	{`§SZ:large§`, `grande`},
}

// tr translates a sentence of companion mode that is still English text (msg.Plain: the
// companion state machine's own lines, until they are messages too) through the pattern
// tables of this file. Everything the rules say as messages renders through package ui/text;
// a sentence the table does not fully understand is shown in English rather than half
// translated (frLeftover decides).
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
	pairs = append(pairs, frCompanion...)
	pairs = append(pairs, frCompanionPieces...)
	frRules = frCompile(pairs, false)
	frWords = frCompile(append(append([][2]string{}, frCompanionWords...), frWordPairs...), false)
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

// trm renders a message of companion mode: a msg.Plain line through the pattern tables above,
// any other message through package ui/text.
func trm(m msg.Msg) string {
	if m.ID == msg.PlainID && len(m.Args) == 1 {
		return tr(m.Args[0].S)
	}
	return text.Render(m)
}

// trmInline is trm for a phrase (a reason).
func trmInline(m msg.Msg) string {
	if m.ID == msg.PlainID && len(m.Args) == 1 {
		return tr(m.Args[0].S)
	}
	return text.Inline(m)
}
