package engine

import (
	"sync"
	"whistle/engine/catalog"
	"whistle/engine/msg"
)

// This file is the registry of effect ops: each op is defined here, once, in its effectOps
// entry: how it is decided, its flags, the parameters it reads and needs, and the handlers that
// carry it out. The dispatchers only look the op up: stepChoices and applyChoice (decisions,
// handlers in ops_choice.go and ops_apply.go), stepAuto (automatic steps, ops_auto.go),
// checkStepAction (action steps, ops_check.go), stepLabel (ops_label.go) and leadingCost
// (effects.go). Adding an op: one entry below with its handler functions, a row in the table
// of docs/data-formats.md (the data files may use every op that is not internal), and its
// step.*/lbl.op.* texts.

// opKind says how an effect step is decided.
type opKind uint8

const (
	opAuto   opKind = iota // carried out at once, no decision
	opChoice               // decided through ActChoose (stepChoices, applyChoice)
	opAction               // decided through a build, worker or activation action
)

// opDef describes an effect op.
type opDef struct {
	kind     opKind
	self     bool   // about "this machine": nothing to do for a machine activated from storage
	cost     bool   // spends something: an effect that starts with it has a cost
	internal bool   // a step the engine adds itself, never in the data files
	prompt   string // the message id of what the step waits for ("" when it has arguments)

	params   []string // parameters the op reads; any other parameter set on the step is an error
	required []string // parameters that must be set; "res|vp" means at least one of them
	what     []string // legal values of `what`

	// What the op does: each dispatcher looks the step's op up here, and a nil handler means
	// the op takes no part in it.
	choices func(g *Game, f *Frame, st catalog.Step) []choice                                // stepChoices: the options of a choice step
	apply   func(g *Game, f *Frame, st catalog.Step, val int, ev *[]Event) bool              // applyChoice: carry out option val; true: the step is over
	auto    func(g *Game, f *Frame, st catalog.Step, why msg.Msg, ev *[]Event) bool          // stepAuto: carry out the step; false: it waits for a decision
	check   func(g *Game, f *Frame, st catalog.Step, a Action) error                         // checkStepAction: nil when action a carries out the step
	label   func(g *Game, st catalog.Step) msg.Msg                                           // stepLabel: the step briefly (nil: lbl.op.<op>)
	leading func(st catalog.Step, cost catalog.Resources, anyN int) (catalog.Resources, int) // leadingCost: add the step to an effect's leading cost
}

// effectOps is the registry of effect ops, built on first use by buildEffectOps: the handlers
// reach the registry again (an effect within an effect), which a package-level initializer may
// not, and no init function hides it.
func effectOps() map[string]opDef {
	effectOpsOnce.Do(func() { effectOpsTable = buildEffectOps() })
	return effectOpsTable
}

var (
	effectOpsOnce  sync.Once
	effectOpsTable map[string]opDef
)

// buildEffectOps lists every effect op with its definition.
func buildEffectOps() map[string]opDef {
	return map[string]opDef{
		"gain": {kind: opAuto, params: []string{"res", "vp"}, required: []string{"res|vp"},
			auto: autoGain, label: labelGain},
		"gain_any": {kind: opChoice, prompt: "step.gain_any", params: []string{"n", "not"}, required: []string{"n"},
			choices: choicesResource, apply: applyGainAny, label: labelGainAny},
		"pay": {kind: opAuto, cost: true, params: []string{"res"}, required: []string{"res"},
			auto: autoPay, label: labelPay, leading: leadingPay},
		"pay_any": {kind: opAuto, cost: true, params: []string{"n", "not"}, required: []string{"n"},
			auto: autoPay, label: labelPayAny, leading: leadingPayAny},
		"discard_cards": {kind: opChoice, cost: true, prompt: "step.discard_cards", params: []string{"n"}, required: []string{"n"},
			choices: choicesDiscard, apply: applyDiscardCards, label: labelDiscardCards},
		"spend_scaffold": {kind: opChoice, cost: true, prompt: "step.spend_scaffold", params: []string{"n"}, required: []string{"n"},
			choices: choicesSpendScaffold, apply: applySpendScaffold, label: labelSpendScaffold},
		"draw": {kind: opAuto, params: []string{"n"}, required: []string{"n"},
			auto: autoDraw, label: labelDraw},
		"draw_keep": {kind: opAuto, params: []string{"n", "keep"}, required: []string{"n", "keep"},
			auto: autoDrawKeep},
		"redraw": {kind: opChoice, prompt: "step.redraw",
			choices: choicesDiscard, apply: applyRedraw},
		"take_scaffolds": {kind: opChoice, prompt: "step.take_scaffolds", params: []string{"n"}, required: []string{"n"},
			choices: choicesStack, apply: applyTakeScaffolds, label: labelTakeScaffolds},
		"recycle": {kind: opChoice, prompt: "step.recycle",
			choices: choicesStack, apply: applyRecycle, label: labelPrompt},
		"take_machine": {kind: opChoice, params: []string{"size"}, required: []string{"size"},
			choices: choicesTakeMachine, apply: applyTakeMachine, label: labelPrompt},
		"take_submerged_machine": {kind: opChoice, prompt: "step.take_submerged_machine",
			choices: choicesTakeSubmerged, apply: applyTakeSubmerged},
		"take_upgrade": {kind: opChoice, prompt: "step.take_upgrade", params: []string{"what"}, required: []string{"what"}, what: []string{"faceup", "facedown"},
			choices: choicesUpgrade, apply: applyTakeUpgrade, auto: autoTakeUpgrade, label: labelPrompt},
		"buy_upgrade": {kind: opChoice, prompt: "step.take_upgrade",
			choices: choicesUpgrade, apply: applyBuyUpgrade},
		"swap_upgrade": {kind: opChoice, prompt: "step.swap_upgrade",
			choices: choicesSwapUpgrade, apply: applySwapUpgrade},
		"dismantle_upgrade": {kind: opChoice, prompt: "step.dismantle_upgrade",
			choices: choicesUpgrade, apply: applyDismantleUpgrade},
		"take_award": {kind: opAuto, params: []string{"n"}, required: []string{"n"},
			auto: autoTakeAward},
		"award_each_side": {kind: opAuto,
			auto: autoAwardEachSide},
		"build": {kind: opAction, params: []string{"what"}, required: []string{"what"}, what: []string{"any", "scaffold", "machine"},
			check: checkBuildStep, label: labelPrompt},
		"move": {kind: opAction, prompt: "step.move", params: []string{"from", "to"},
			check: checkWorkerStep, label: labelPrompt},
		"rescue": {kind: opAction, prompt: "step.rescue", params: []string{"to"},
			check: checkWorkerStep, label: labelPrompt},
		"move_or_rescue": {kind: opAction, prompt: "step.move_or_rescue", params: []string{"to"},
			check: checkWorkerStep, label: labelPrompt},
		"promote": {kind: opChoice, prompt: "step.promote",
			choices: choicesPromote, apply: applyPromote, label: labelPrompt},
		"tower_step": {kind: opChoice, prompt: "step.tower_step",
			choices: choicesTowerStep, apply: applyTowerStep, label: labelPrompt},
		"activate": {kind: opAction, prompt: "step.activate", params: []string{"what", "n"}, required: []string{"what", "n"}, what: []string{"grid", "grid_or_storage"},
			check: checkActivateStep, label: labelPrompt},
		"activate_built": {kind: opChoice, self: true, prompt: "step.activate_built",
			choices: choicesActivateBuilt, apply: applyActivate},
		"return_ship": {kind: opChoice, prompt: "step.return_ship",
			choices: choicesReturnShip, apply: applyReturnShip, label: labelPrompt},
		"return_all_ships": {kind: opAuto,
			auto: autoReturnAllShips},
		"allow_dock_bump": {kind: opAuto,
			auto: autoAllowDockBump},
		"reposition_self": {kind: opAction, self: true, prompt: "step.reposition_self",
			check: checkRepositionSelfStep},
		"barracks_drop": {kind: opAuto,
			auto: autoBarracksDrop},
		"each_side_whirlpool": {kind: opChoice, prompt: "step.each_side_whirlpool",
			choices: choicesEachSideWhirlpool, apply: applyEachSideWhirlpool, auto: autoEachSideWhirlpool},
		"gather_barracks": {kind: opAuto, self: true,
			auto: autoGatherBarracks},
		"gather_workers": {kind: opAuto, self: true,
			auto: autoGatherWorkers},
		"set_wild_resource": {kind: opChoice, self: true, prompt: "step.set_wild_resource",
			choices: choicesResource, apply: applyWildResource},
		"swap_wild_resource": {kind: opChoice, self: true, prompt: "step.set_wild_resource",
			choices: choicesResource, apply: applyWildResource},
		"collect_toll": {kind: opAuto, self: true,
			auto: autoCollectToll},
		"charity": {kind: opAuto,
			auto: autoCharity},
		"gain_adjacent_resource": {kind: opChoice, prompt: "step.gain_from_built_scaffold",
			choices: choicesAdjacentResource, apply: applyGainOne},
		"vp_per_adjacent_worker": {kind: opAuto, params: []string{"n"}, required: []string{"n"},
			auto: autoVPPerAdjacentWorker},
		"gain_from_built_scaffold": {kind: opChoice, prompt: "step.gain_from_built_scaffold",
			choices: choicesBuiltScaffold, apply: applyGainOne},
		"vp_per_upgrade": {kind: opAuto, params: []string{"n"}, required: []string{"n"},
			auto: autoVPPerUpgrade},
		"move_duplicator": {kind: opChoice, prompt: "step.move_duplicator",
			choices: choicesMoveDuplicator, apply: applyMoveDuplicator},
		"choose": {kind: opChoice, prompt: "step.choose", params: []string{"alt"}, required: []string{"alt"},
			choices: choicesChoose, apply: applyChoose},
		"any_order": {kind: opChoice, prompt: "step.choose", params: []string{"steps"}, required: []string{"steps"},
			choices: choicesAnyOrder, apply: applyAnyOrder},
		"activate_again": {kind: opChoice, self: true, internal: true, prompt: "step.activate_again",
			choices: choicesActivateAgain, apply: applyActivate},
		"promote_adjacent": {kind: opChoice, self: true, internal: true, prompt: "step.promote_adjacent",
			choices: choicesPromoteAdjacent, apply: applyPromoteAdjacent},
		"return_balloon": {kind: opChoice, internal: true, prompt: "step.return_balloon",
			choices: choicesReturnBalloon, apply: applyReturnBalloon},
		"seat_whirlpool": {kind: opChoice, internal: true, prompt: "step.each_side_whirlpool",
			choices: choicesEachSideWhirlpool, apply: applyEachSideWhirlpool, auto: autoSeatWhirlpool},
		"flood": {kind: opAuto, internal: true, prompt: "step.flood",
			auto: autoFlood},
	}
}

// leadingPay and leadingPayAny are the leading handlers of pay and pay_any.
func leadingPay(st catalog.Step, cost catalog.Resources, anyN int) (catalog.Resources, int) {
	return cost.Add(st.Res), anyN
}

func leadingPayAny(st catalog.Step, cost catalog.Resources, anyN int) (catalog.Resources, int) {
	return cost, anyN + st.Count
}

func isChoiceOp(op string) bool { return effectOps()[op].kind == opChoice }
func isActionOp(op string) bool { return effectOps()[op].kind == opAction }
func isSelfOp(op string) bool   { return effectOps()[op].self }
