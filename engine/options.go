package engine

import (
	"fmt"
	"sort"
)

// Option keys for the optional rules (4.5.2 and chapter 14 of rules-career.md). Only
// 4.5.2, 14.2 and the escort quality of 14.6 act today; the other chapter-14 rules are
// issue 15's work. No screen or simulator flag offers any of them yet: a Config (or a
// save) is the only way in, so no player can pick an option that does nothing.
const (
	OptInitialLoad      = "4.5.2_initial_load"    // 4.5.2 initial torpedo-load restriction
	OptStandardTonnage  = "14.1_standard_tonnage" // 14.1
	OptReducedConvoy    = "14.2_reduced_convoy"   // 14.2
	OptHistoricalTarget = "14.3_historical_targets"
	OptHistoricalIDs    = "14.4_historical_ids"
	OptWolfpackNames    = "14.5_wolfpack_names"
	OptEscortQuality    = "14.6_escort_quality"
	OptAircraftQuality  = "14.7_aircraft_quality"
	OptEvasive          = "14.8_evasive"
	OptResupply         = "14.9_resupply_at_sea"
	OptNonHistorical    = "14.10_non_historical_areas"
	OptXXIAdvance       = "14.11_xxi_advance"
	OptXXISonar         = "14.12_xxi_sonar"
	OptKommandantCards  = "14.13_kommandant_cards"
	OptFlotilla         = "14.14_flotilla"
	OptAbilities        = "14.15_special_abilities"
	OptExtremeRange     = "14.16_extreme_range"
)

// KnownOptions lists every option key the engine accepts, in rule order.
var KnownOptions = []string{OptInitialLoad, OptStandardTonnage, OptReducedConvoy, OptHistoricalTarget,
	OptHistoricalIDs, OptWolfpackNames, OptEscortQuality, OptAircraftQuality, OptEvasive, OptResupply,
	OptNonHistorical, OptXXIAdvance, OptXXISonar, OptKommandantCards, OptFlotilla, OptAbilities, OptExtremeRange}

// Options is the set of optional rules in force for a career.
type Options map[string]bool

// ParseOptions builds an Options set from keys; an unknown key is an error naming it.
func ParseOptions(keys []string) (Options, error) {
	o := Options{}
	for _, k := range keys {
		known := false
		for _, kk := range KnownOptions {
			if kk == k {
				known = true
			}
		}
		if !known && !tacticalOptionKey(k) { // tactical.go: tac_<scene>_ask / _always
			return nil, fmt.Errorf("unknown optional rule %q (known: %v)", k, KnownOptions)
		}
		o[k] = true
	}
	return o, nil
}

// Keys returns the options in force, sorted, for career_start.
func (o Options) Keys() []string {
	ks := make([]string, 0, len(o))
	for k, on := range o {
		if on {
			ks = append(ks, k)
		}
	}
	sort.Strings(ks)
	return ks
}

// Has reports whether the optional rule is in force.
func (o Options) Has(k string) bool { return len(o) > 0 && o[k] }
