package present

import (
	"strconv"
	"strings"

	"uboat/engine"
)

// portTexts gives the words of the decisions of the port, the transit and the refit, and
// of those that may come anywhere (test depth, BOLD, Hals und Beinbruch): decide.go. The
// messages are the catalogue section "# Decisions: port, transit, refit
// (present/decide_port.go)", ids decide.<decision id>.*.
var portTexts = map[engine.Kind]decisionText{
	engine.KindLoadMix:          loadMixText,
	engine.KindLoadTubes:        loadTubesText,
	engine.KindMineReloads:      mineReloadsText,
	engine.KindPenangShort:      penangShortText,
	engine.KindUpgrade:          upgradeText,
	engine.KindPatrolRequest:    patrolRequestText,
	engine.KindPosture:          portFixed("posture", engine.PostureSurfaced, engine.PostureSchnorchel),
	engine.KindFA330:            portFixed("fa330", "deploy", "stow"),
	engine.KindFA330Reroll:      portFixed("fa330_reroll", "reroll", "keep"),
	engine.KindAbort:            portFixed("abort", "continue", "abort"),
	engine.KindAbortDirection:   abortDirectionText,
	engine.KindDeckGunShift:     deckGunShiftText,
	engine.KindMineReload:       mineReloadText,
	engine.KindSparePart:        sparePartText,
	engine.KindResupplyPart:     resupplyPartText,
	engine.KindOwnFuel:          portFixed("own_fuel", "give", "refuse"),
	engine.KindHalsUndBeinbruch: halsUndBeinbruchText,
	engine.KindTestDepth:        testDepthText,
	engine.KindBold:             boldText,
	engine.KindStaySurfaced:     staySurfacedText,
}

// portFixed says a decision whose prompt and labels never change: the messages
// decide.<id>.prompt and decide.<id>.<key> for each of the keys it may offer.
func portFixed(id string, keys ...string) decisionText {
	return func(d *engine.Decision, _ *engine.State, t *DecisionWords) bool {
		t.Prompt = tr("decide." + id + ".prompt")
		return portLabels(d, t, "decide."+id+".", keys...)
	}
}

// portLabels fills each option's label with the message prefix+key, for the keys the
// decision may offer; false for any other key.
func portLabels(d *engine.Decision, t *DecisionWords, prefix string, keys ...string) bool {
	for i, o := range d.Options {
		found := false
		for _, k := range keys {
			if o.Key == k {
				found = true
				break
			}
		}
		if !found {
			return false
		}
		t.Labels[i] = tr(prefix + o.Key)
	}
	return true
}

// mixChange reads a load_mix option key: 0 for "as_printed", k for "g7a_k" (k more steam
// torpedoes), −k for "g7e_k" (k more electric), 1 ≤ k ≤ 4 (4.5 step 3, [A02]).
func mixChange(key string) (int, bool) {
	if key == "as_printed" {
		return 0, true
	}
	kind, num, ok := strings.Cut(key, "_")
	k, err := strconv.Atoi(num)
	if !ok || err != nil || k < 1 || k > 4 {
		return 0, false
	}
	switch kind {
	case "g7a":
		return k, true
	case "g7e":
		return -k, true
	}
	return 0, false
}

// loadMixText is load_mix (4.5 step 3): the prompt states the mix the boat starts from
// and what tells steam and electric torpedoes apart (9.6.3, 9.2.3), each option the mix
// it leaves (engine.LoadMixAt). Without the state (a decision built outside a career) the
// options say only the change.
func loadMixText(d *engine.Decision, s *engine.State, t *DecisionWords) bool {
	var mix engine.LoadMix
	known := s != nil
	if known {
		mix = engine.LoadMixAt(engine.MustData(), s)
	}
	if known {
		steam, electric := engine.G7aFaT.Designation(), engine.G7eFaT.Designation()
		now := tr("decide.load_mix.mix", "steam", mix.Steam, "g7a", steam, "electric", mix.Electric, "g7e", electric)
		if mix.Guided > 0 && mix.GuidedKind != engine.TorpNone {
			now = tr("decide.load_mix.mix_guided", "steam", mix.Steam, "g7a", steam, "electric", mix.Electric,
				"g7e", electric, "guided", mix.Guided, "kind", mix.GuidedKind.Designation())
		}
		t.Prompt = tr("decide.load_mix.prompt", "mix", now)
	} else {
		t.Prompt = tr("decide.load_mix.prompt_plain")
	}
	for i, o := range d.Options {
		k, ok := mixChange(o.Key)
		if !ok {
			return false
		}
		a, e := mix.Steam+k, mix.Electric-k
		switch {
		case !known && k == 0:
			t.Labels[i] = tr("decide.load_mix.keep_plain")
		case !known && k > 0:
			t.Labels[i] = tr("decide.load_mix.steam_plain", "n", k)
		case !known:
			t.Labels[i] = tr("decide.load_mix.electric_plain", "n", -k)
		case k == 0:
			t.Labels[i] = tr("decide.load_mix.keep", "steam", a, "electric", e)
		case k > 0:
			t.Labels[i] = tr("decide.load_mix.more_steam", "n", k, "steam", a, "electric", e)
		default:
			t.Labels[i] = tr("decide.load_mix.more_electric", "n", -k, "steam", a, "electric", e)
		}
	}
	return true
}

// loadTubesText is load_tubes (4.5 steps 4–5): which torpedoes go into the tubes; on a
// minelaying patrol (context "mines") the tubes hold mines and only the reloads are
// stowed (7.4.2).
func loadTubesText(d *engine.Decision, _ *engine.State, t *DecisionWords) bool {
	switch d.Context {
	case "":
		t.Prompt = tr("decide.load_tubes.prompt")
	case "mines":
		t.Prompt = tr("decide.load_tubes.prompt_mines")
	default:
		return false
	}
	return portLabels(d, t, "decide.load_tubes.", "guided_bow", "guided_stern", "g7e_tubes", "g7a_tubes")
}

// mineReloadsText is mine_reloads (7.4.2): the G7e/G7a split of the reloads when mines
// fill the tubes; option "g7e_N" is N electric torpedoes, the rest steam.
func mineReloadsText(d *engine.Decision, _ *engine.State, t *DecisionWords) bool {
	t.Prompt = tr("decide.mine_reloads.prompt")
	for i, o := range d.Options {
		n, err := strconv.Atoi(strings.TrimPrefix(o.Key, "g7e_"))
		if err != nil || !strings.HasPrefix(o.Key, "g7e_") || n < 0 {
			return false
		}
		t.Labels[i] = tr("decide.mine_reloads.option", "n", n)
	}
	return true
}

// penangShortText is penang_short (4.7.5, [A06]): how many torpedoes stay at Penang
// (engine.PenangShortCount) and which kind stays behind first.
func penangShortText(d *engine.Decision, _ *engine.State, t *DecisionWords) bool {
	n := engine.PenangShortCount(d)
	if n <= 0 {
		return false
	}
	t.Prompt = tr("decide.penang_short.prompt", "n", n)
	return portLabels(d, t, "decide.penang_short.", "omit_g7a", "omit_g7e", "omit_guided")
}

// upgradeText is upgrade (11.4.3): keep the request, or a newer type (context: the type
// the boat is now), a limited one with its 1d6 (11.4.5).
func upgradeText(d *engine.Decision, _ *engine.State, t *DecisionWords) bool {
	if d.Context == "" {
		return false
	}
	t.Prompt = tr("decide.upgrade.prompt", "type", d.Context)
	boards := engine.MustData().Boards
	for i, o := range d.Options {
		if o.Key == "save" {
			t.Labels[i] = tr("decide.upgrade.save")
			continue
		}
		b := boards[o.Key]
		switch {
		case b == nil:
			return false
		case b.LimitedAvailability:
			t.Labels[i] = tr("decide.upgrade.take_limited", "type", o.Key)
		default:
			t.Labels[i] = tr("decide.upgrade.take", "type", o.Key)
		}
	}
	return true
}

// patrolRequestText is patrol_request (11.2.1): roll on [P1] after all, or one of the
// column's results, with the area the boat's type turns it into (7.3).
func patrolRequestText(d *engine.Decision, s *engine.State, t *DecisionWords) bool {
	t.Prompt = tr("decide.patrol_request.prompt")
	for i, o := range d.Options {
		if o.Key == "roll" {
			t.Labels[i] = tr("decide.patrol_request.roll")
			continue
		}
		if _, ok := trOK("area." + o.Key); !ok {
			return false
		}
		t.Labels[i] = AreaName(o.Key)
		if s == nil {
			continue
		}
		a, differs, ok := engine.PatrolRequestArea(engine.MustData(), s, o.Key)
		if !ok {
			return false
		}
		if differs {
			t.Labels[i] = tr("decide.patrol_request.becomes", "area", AreaName(o.Key), "other", AreaName(a))
		}
	}
	return true
}

// portBase names a base (engine.BaseFrance …): the Mediterranean base is Italy's.
func portBase(key string) (string, bool) {
	return trOK("decide.abort_direction.base." + key)
}

// abortDirectionText is abort_direction (10.9.2): both ways home equally far, back to
// the base the boat left or on to the one she was going to.
func abortDirectionText(d *engine.Decision, s *engine.State, t *DecisionWords) bool {
	if s == nil || s.Patrol == nil {
		return false
	}
	t.Prompt = tr("decide.abort_direction.prompt")
	for i, o := range d.Options {
		base := s.Patrol.DepartBase
		if o.Key == "forward" {
			base = s.Patrol.ReturnBase
		} else if o.Key != "back" {
			return false
		}
		name, ok := portBase(base)
		if !ok {
			return false
		}
		t.Labels[i] = tr("decide.abort_direction."+o.Key, "base", name)
	}
	return true
}

// deckGunShiftText is deck_gun_shift (10.11.8): the 1d6 total (context) shifted by one
// either way or kept, each with what it means for the gun (1–4 removed).
func deckGunShiftText(d *engine.Decision, _ *engine.State, t *DecisionWords) bool {
	total, err := strconv.Atoi(d.Context)
	if err != nil {
		return false
	}
	t.Prompt = tr("decide.deck_gun_shift.prompt", "total", total)
	for i, o := range d.Options {
		v, id := total, "decide.deck_gun_shift.shift"
		switch o.Key {
		case "minus_1":
			v--
		case "plus_1":
			v++
		case "none":
			id = "decide.deck_gun_shift.keep"
		default:
			return false
		}
		if engine.DeckGunRemoved(v) {
			id += "_removed"
		} else {
			id += "_kept"
		}
		t.Labels[i] = tr(id, "total", v)
	}
	return true
}

// portTube names a tube context ("bow_tube_2": "Bow tube 2"); false when ctx names no
// tube.
func portTube(ctx string) (string, bool) {
	end, num, ok := strings.Cut(ctx, "_tube_")
	n, err := strconv.Atoi(num)
	if !ok || err != nil || (end != "bow" && end != "stern") {
		return "", false
	}
	return tr("decide.mine_reload.tube."+end, "n", n), true
}

// mineReloadText is mine_reload (7.4.2, 4.5.1): after the mines are laid, each emptied
// tube (context) takes a torpedo of a kind its end's reloads hold, or stays empty.
func mineReloadText(d *engine.Decision, _ *engine.State, t *DecisionWords) bool {
	tube, ok := portTube(d.Context)
	if !ok {
		return false
	}
	t.Prompt = tr("decide.mine_reload.prompt", "tube", tube)
	for i, o := range d.Options {
		if o.Key == "empty" {
			t.Labels[i] = tr("decide.mine_reload.empty")
			continue
		}
		w, ok := trOK("decide.mine_reload.load." + o.Key)
		if !ok {
			return false
		}
		t.Labels[i] = w
	}
	return true
}

// sparePartText is spare_part (11.4.10.3): a resupply boat's spare part on one of her own
// damaged systems (context: its key), offered instead of the repair roll or after a failed
// one (engine.SparePartAfterRoll).
func sparePartText(d *engine.Decision, _ *engine.State, t *DecisionWords) bool {
	if d.Context == "" {
		return false
	}
	id := "decide.spare_part.prompt"
	if engine.SparePartAfterRoll(d) {
		id = "decide.spare_part.prompt_after"
	}
	t.Prompt = tr(id, "system", SystemName(d.Context))
	return portLabels(d, t, "decide.spare_part.", "use", "keep")
}

// resupplyPartText is resupply_part (11.4.10.3): a spare part for the damaged system
// (context: its [E4] key) of a boat being resupplied, worth 1,000 t (11.4.10.5).
func resupplyPartText(d *engine.Decision, _ *engine.State, t *DecisionWords) bool {
	if d.Context == "" {
		return false
	}
	t.Prompt = tr("decide.resupply_part.prompt", "system", SystemName(d.Context))
	if !portLabels(d, t, "decide.resupply_part.", "give", "keep") {
		return false
	}
	for i, o := range d.Options {
		if o.Key == "give" {
			t.Labels[i] = tr("decide.resupply_part.give", "tons", Tons(1000))
		}
	}
	return true
}

// halsUndBeinbruchText is hals_und_beinbruch ([R1] 7): spend a counter to reroll the roll
// just made (context "table:result"), with the counters left.
func halsUndBeinbruchText(d *engine.Decision, s *engine.State, t *DecisionWords) bool {
	table, result, ok := strings.Cut(d.Context, ":")
	if !ok || table == "" {
		return false
	}
	roll := TableName(table)
	if ref := TableRef(table); ref != "" {
		roll += " " + ref
	}
	res := ResultText(table, result)
	if s != nil && s.Boat.HalsUndBeinbruch > 0 {
		t.Prompt = tr("decide.hals_und_beinbruch.prompt_left", "roll", roll, "result", res, "n", s.Boat.HalsUndBeinbruch)
	} else {
		t.Prompt = tr("decide.hals_und_beinbruch.prompt", "roll", roll, "result", res)
	}
	for i, o := range d.Options {
		switch o.Key {
		case "keep":
			t.Labels[i] = tr("decide.hals_und_beinbruch.keep", "result", res)
		case "reroll":
			t.Labels[i] = tr("decide.hals_und_beinbruch.reroll")
		default:
			return false
		}
	}
	return true
}

// testDepthText is test_depth (9.6.4): exceed test depth to shake off the escorts, or,
// in the round after, stay below it (engine.TestDepthBelow).
func testDepthText(d *engine.Decision, _ *engine.State, t *DecisionWords) bool {
	prefix := "decide.test_depth."
	if engine.TestDepthBelow(d) {
		prefix = "decide.test_depth.below."
	}
	t.Prompt = tr(prefix + "prompt")
	return portLabels(d, t, prefix, "yes", "no")
}

// boldText is bold (9.6.7): release a BOLD decoy, with the decoys aboard.
func boldText(d *engine.Decision, s *engine.State, t *DecisionWords) bool {
	if s != nil && s.Boat.Bold > 0 {
		t.Prompt = tr("decide.bold.prompt_left", "n", s.Boat.Bold)
	} else {
		t.Prompt = tr("decide.bold.prompt")
	}
	return portLabels(d, t, "decide.bold.", "yes", "no")
}

// staySurfacedText is stay_surfaced: fight the aircraft again with Flak, under the BdU
// directive in the Bay of Biscay (context "directive", 9.8.9) or as a Flak boat
// ("flak_boat", 11.4.7), or dive.
func staySurfacedText(d *engine.Decision, _ *engine.State, t *DecisionWords) bool {
	switch d.Context {
	case "directive", "flak_boat":
		t.Prompt = tr("decide.stay_surfaced.prompt." + d.Context)
	default:
		return false
	}
	return portLabels(d, t, "decide.stay_surfaced.", "yes", "no")
}
