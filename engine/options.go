package engine

import (
	"errors"
	"fmt"
	"sort"
)

// Option keys for the optional rules (4.5.2 and chapter 14 of rules-career.md; docs/options.md).
//
// An option that silently does nothing must not exist: KnownOptions lists the rules that act
// today, and ParseOptions (hence NewCareer, Reset and LoadSave) refuses every other key,
// naming the unimplemented rules of PlannedOptions as such. Acting today:
//   - 4.5.2 initial torpedo-load restriction (setup.go);
//   - 14.2 reduced convoy targets (ships.go identifyShips);
//   - 14.1 standard tonnages (ships.go addTarget);
//   - 14.6 variable escort quality and 14.7 variable aircraft quality (quality.go);
//   - 14.8 evasive manoeuvres (evasive.go);
//   - 14.10 non-historical patrol areas, the Spanish reading (patrol.go substitute);
//   - 14.11 Type XXI production advance (random.go xxiAdvance, refit.go availableOf);
//   - 14.3 historical targets, 14.4 historical IDs, 14.5 wolfpack names, 14.14 flotillas
//     (historical.go); 14.12 Nibelung sonar (nibelung.go); 14.16 extreme range (extreme.go);
//   - [R2] alternative random events (random.go) and 14.9 resupply at sea (resupply.go);
//   - 14.13 Kommandant cards and 14.15 special abilities (abilities.go).
//
// Every chapter 14 rule is built (issue 15); PlannedOptions is empty until a new rule's
// key is reserved before it acts.
const (
	OptInitialLoad      = "4.5.2_initial_load"    // 4.5.2 initial torpedo-load restriction
	OptStandardTonnage  = "14.1_standard_tonnage" // 14.1
	OptReducedConvoy    = "14.2_reduced_convoy"   // 14.2
	OptHistoricalTarget = "14.3_historical_targets"
	OptHistoricalIDs    = "14.4_historical_ids"
	OptWolfpackNames    = "14.5_wolfpack_names"
	OptEscortQuality    = "14.6_escort_quality"   // 14.6
	OptAircraftQuality  = "14.7_aircraft_quality" // 14.7
	OptEvasive          = "14.8_evasive"          // 14.8
	OptResupply         = "14.9_resupply_at_sea"
	OptNonHistorical    = "14.10_non_historical_areas" // 14.10 (Spanish reading)
	OptXXIAdvance       = "14.11_xxi_advance"          // 14.11
	OptXXISonar         = "14.12_xxi_sonar"
	OptKommandantCards  = "14.13_kommandant_cards" // 14.13 (abilities.go)
	OptFlotilla         = "14.14_flotilla"
	OptAbilities        = "14.15_special_abilities" // 14.15 (abilities.go)
	OptExtremeRange     = "14.16_extreme_range"
	// OptTwoPlayer is the two-player game of 13.1 (engine/duel): not an optional rule of
	// the setup page but a way of playing, kept with the options so that a save replays.
	// With 14.8 on, the escort's direction is the other player's secret choice (decision
	// evasive_escort, 13.1.2 / 14.8.3) instead of the B12 roll.
	OptTwoPlayer = "13.1_two_player"
)

// OptAltRandomEvents is the [R2] alternative random events table in place of [R1], with
// the same trigger and once-per-patrol limit (rules-career 12.1.7 AMBIGUOUS reading;
// random.go). OptResupply (14.9 resupply at sea) acts in resupply.go.
const OptAltRandomEvents = "R2_alt_random_events"

// KnownOptions lists every optional-rule key the engine accepts, in rule order: each of
// them acts (a test per rule shows its effect on scripted dice, and its absence off).
var KnownOptions = []string{OptInitialLoad, OptAltRandomEvents, OptStandardTonnage, OptReducedConvoy, OptHistoricalTarget, OptHistoricalIDs,
	OptWolfpackNames, OptEscortQuality, OptAircraftQuality,
	OptEvasive, OptResupply, OptNonHistorical, OptXXIAdvance, OptXXISonar, OptKommandantCards, OptFlotilla, OptAbilities,
	OptExtremeRange}

// PlannedOptions lists the optional rules whose keys are reserved but whose rule is not
// implemented yet; ParseOptions refuses them with an error saying so.
var PlannedOptions = []string{}

// ErrOptionNotImplemented is wrapped by ParseOptions for a key of PlannedOptions.
var ErrOptionNotImplemented = errors.New("optional rule not implemented yet")

// Options is the set of optional rules in force for a career.
type Options map[string]bool

// ParseOptions builds an Options set from keys (KnownOptions and the tactical layer's
// tac_* keys). A key of PlannedOptions is an error wrapping ErrOptionNotImplemented; any
// other key is an error naming it.
func ParseOptions(keys []string) (Options, error) {
	o := Options{}
	for _, k := range keys {
		known := false
		for _, kk := range KnownOptions {
			if kk == k {
				known = true
			}
		}
		if !known && !tacticalOptionKey(k) && k != OptTwoPlayer { // tactical.go: tac_<scene>_ask / _always
			for _, p := range PlannedOptions {
				if p == k {
					return nil, fmt.Errorf("%w: %q (implemented: %v)", ErrOptionNotImplemented, k, KnownOptions)
				}
			}
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
