package present

import (
	"strings"

	"uboat/engine"
)

// The optional rules in words (catalogue section "# Optional rules"; docs/options.md):
// their names with the rule number, a one-line explanation each, the groups and presets
// the career setup offers, and the line that names the options in force on the status
// board, the patrol log sheet and the hall of fame.

// OptionGroup is a heading of the setup's options page and the option keys under it, in
// rule order.
type OptionGroup struct {
	ID   string // catalogue options.group.<ID>
	Keys []string
}

// OptionGroups are the implemented optional rules (engine.KnownOptions) by group; every
// known key is in exactly one group (TestOptionGroupsCoverKnownOptions).
var OptionGroups = []OptionGroup{
	{ID: "sailing", Keys: []string{engine.OptInitialLoad, engine.OptNonHistorical, engine.OptXXIAdvance, engine.OptAbilities}},
	{ID: "targets", Keys: []string{engine.OptStandardTonnage, engine.OptReducedConvoy, engine.OptHistoricalTarget}},
	{ID: "attack", Keys: []string{engine.OptXXISonar, engine.OptExtremeRange}},
	{ID: "enemy", Keys: []string{engine.OptEscortQuality, engine.OptAircraftQuality, engine.OptEvasive}},
	{ID: "history", Keys: []string{engine.OptHistoricalIDs, engine.OptWolfpackNames, engine.OptKommandantCards, engine.OptFlotilla}},
	{ID: "at_sea", Keys: []string{engine.OptAltRandomEvents, engine.OptResupply}}, // [R2], 14.9
}

// OptionPreset is a named set of optional rules offered at once.
type OptionPreset struct {
	ID   string // catalogue options.preset.<ID>
	Keys []string
}

// OptionPresets are the setup's presets: Standard (no optional rule), Historical (the
// rules that make the war closer to the record: the 4.5.2 load restriction, the varying
// escorts and aircrews of 14.6 and 14.7, the milk cows of 14.9, and the historical names
// and numbers of 14.3, 14.4, 14.5 and 14.14; the time-savers 14.1 and 14.2, the what-ifs
// 14.10, 14.11, 14.12 and 14.16 and the other table [R2] are left out) and
// Everything (every implemented rule).
var OptionPresets = []OptionPreset{
	{ID: "standard"},
	{ID: "historical", Keys: []string{engine.OptInitialLoad, engine.OptHistoricalTarget, engine.OptHistoricalIDs,
		engine.OptWolfpackNames, engine.OptEscortQuality, engine.OptAircraftQuality, engine.OptResupply, engine.OptFlotilla}},
	{ID: "everything", Keys: engine.KnownOptions},
}

// optionID is the catalogue part of an option key: "14.6_escort_quality" → "escort_quality".
func optionID(key string) string {
	if _, id, ok := strings.Cut(key, "_"); ok {
		return id
	}
	return key
}

// OptionRule returns the rule number of an option key ("14.6").
func OptionRule(key string) string {
	r, _, _ := strings.Cut(key, "_")
	return r
}

// OptionName is an option's name with its rule number: "14.6 Variable escort quality".
func OptionName(key string) string {
	if s, ok := trOK("options.name." + optionID(key)); ok {
		return OptionRule(key) + " " + s
	}
	return key
}

// OptionExplain is an option's one-line explanation.
func OptionExplain(key string) string { return tr("options.explain." + optionID(key)) }

// OptionTip is the options page's tooltip of an optional rule (issue 14: each rule
// explained, with whether it helps or hurts the player): its rule number, its
// explanation, its effect on the player (catalogue options.effect.<id>), whether it is
// on now, and that a click switches it.
func OptionTip(key string, on bool) string {
	state := tr("options.tip.off")
	if on {
		state = tr("options.tip.on")
	}
	return tr("options.tip", "rule", OptionRule(key), "explain", OptionExplain(key), "effect", tr("options.effect."+optionID(key))) + " " + state
}

// PresetTip is the options page's tooltip of a preset: what it stands for and the rule
// numbers it switches on.
func PresetTip(p OptionPreset) string {
	return tr("options.preset."+p.ID+".tip", "rules", strings.Join(ruleNumbers(p.Keys), ", "))
}

// OptionsLine names the optional rules in force (keys as engine.Options.Keys gives them,
// tactical-layer keys left out), in rule order: "Optional rules: 14.2 Reduced convoy
// targets, 14.6 Variable escort quality", or that the standard rules apply.
func OptionsLine(keys []string) string {
	var names []string
	for _, k := range engine.KnownOptions { // rule order
		for _, o := range keys {
			if o == k {
				names = append(names, OptionName(k))
			}
		}
	}
	if len(names) == 0 {
		return tr("options.line", "list", tr("options.none"))
	}
	return tr("options.line", "list", strings.Join(names, ", "))
}

// OptionsRulesLine is OptionsLine with the rule numbers alone ("Optional rules: 4.5.2,
// 14.1, 14.6"), for a line too narrow for the names.
func OptionsRulesLine(keys []string) string {
	nums := ruleNumbers(keys)
	if len(nums) == 0 {
		return tr("options.line", "list", tr("options.none"))
	}
	return tr("options.line", "list", strings.Join(nums, ", "))
}

// FlotillaName names a 14.14 flotilla by its number: "U-boat Flotilla 7".
func FlotillaName(n int) string { return tr("options.flotilla", "n", n) }

// FlotillaLine is the status board's line for the boat's flotilla (opt 14.14): its name
// and its ports in The Hunted's period ("U-boat Flotilla 7 (St. Nazaire)"); "" for 0.
func FlotillaLine(n int) string {
	if n <= 0 {
		return ""
	}
	if ports := engine.MustData().FlotillaPorts(n); len(ports) > 0 {
		return tr("board.flotilla_ports", "flotilla", FlotillaName(n), "ports", strings.Join(ports, ", "))
	}
	return FlotillaName(n)
}

// wolfpackLine is the status board's line for the wolfpack of a (W) patrol (opt 14.5):
// "Wolfpack Eisbär"; "" for none.
func wolfpackLine(name string) string {
	if name == "" {
		return ""
	}
	return tr("board.wolfpack", "name", name)
}

// ruleNumbers are the rule numbers of the known options among keys, in rule order.
func ruleNumbers(keys []string) []string {
	var nums []string
	for _, k := range engine.KnownOptions { // rule order
		for _, o := range keys {
			if o == k {
				nums = append(nums, OptionRule(k))
			}
		}
	}
	return nums
}
