package bdu

import (
	"fmt"
	"slices"
)

// design 4.2: U-boat types and ratings.

// BoatType is a U-boat type's ratings (design 4.2; Appendix A "types" gives the numbers,
// campaign.yaml type_traits the rest).
type BoatType struct {
	Key  string // Appendix A key: IA, IIA … VIIC_Flak, VIIC41, IXC40, IXD2, IXD42 … ITA
	Name string // display name: "VIIC/41"
	// Board is the Hunted board (boards.md key) a zoomed boat uses, a proxy where the
	// type has none.
	Board string
	// Nation is "de", or "it" for the Italian ocean boats (optional module 4.8), "es"
	// "fr" and "fi" for the Spanish, French and Finnish boats of the political module
	// (SW 36.63F, H, E).
	Nation string
	// Attack, Defence, Tactical [SW 2.3]; Speed is MP per week; Range is in OAs;
	// Readiness is rolled against (≤) in In-Port and Pierside [SW 9.1–9.2]; Endurance is
	// the endurance check target (6.1.8); CrashDive is used in F1 air attacks (6.1.5);
	// Torpedoes is the load at sailing; Salvo the torpedoes spent per F1 attack round.
	Attack, Defence, Tactical int
	Speed, Range              int
	Readiness, Endurance      int
	CrashDive                 int
	Torpedoes, Salvo          int
	// FastReadiness: In-Port goes straight to Ready [SW 9.2] (Type II, XXIII).
	FastReadiness bool
	Mines         int  // mine strength [SW 26.1]; 0 = SW 26.1's 2 with torpedoes, none without (mines.go mineStrength)
	NoGun         bool // [SW 14.12]
	Schnorchel    bool // fitted on arrival
	Tanker        int  // U-tanker capacity, boats a week [SW 21.33]; 0 = not a tanker
	Penang        bool // Penang-eligible
	// rangeCap[wp-1] is the range allowed in a war period when lower than Range
	// [SW 30.7]; nil = no cap.
	rangeCap []int
}

// RangeIn is the type's range in OAs in war period wp (1–10), after SW 30.7's cap
// (VIIB and VIIC: 3 in WP1–2, 4 in WP3).
func (t *BoatType) RangeIn(wp int) int {
	if t.rangeCap != nil && wp >= 1 && wp <= NumPeriods {
		return min(t.Range, t.rangeCap[wp-1])
	}
	return t.Range
}

// buildTypes reads Appendix A "types": [attack, defence, tactical, speed, range,
// readiness, endurance, crash_dive, torpedoes, salvo].
func (d *Data) buildTypes(app *appendixFile) error {
	d.Types = map[string]*BoatType{}
	for _, k := range sortedKeys(app.Types) {
		v := app.Types[k]
		if len(v) != 10 {
			return fmt.Errorf("types: %s: %d ratings, want 10 (attack, defence, tactical, speed, range, readiness, endurance, crash_dive, torpedoes, salvo)", k, len(v))
		}
		for i, x := range v {
			if x < 0 || (i < 8 && x > 12) {
				return fmt.Errorf("types: %s: rating %d is %d, out of range", k, i+1, x)
			}
		}
		if v[3] < 1 {
			return fmt.Errorf("types: %s: speed must be at least 1", k)
		}
		if v[9] > v[8] {
			return fmt.Errorf("types: %s: salvo %d is more than the torpedo load %d", k, v[9], v[8])
		}
		d.Types[k] = &BoatType{Key: k, Attack: v[0], Defence: v[1], Tactical: v[2], Speed: v[3], Range: v[4],
			Readiness: v[5], Endurance: v[6], CrashDive: v[7], Torpedoes: v[8], Salvo: v[9]}
		d.TypeKeys = append(d.TypeKeys, k)
	}
	return nil
}

// buildTypeTraits reads type_traits; every type needs one and every entry a type.
func (d *Data) buildTypeTraits(c *campaignFile) error {
	for _, k := range sortedKeys(c.TypeTraits) {
		t := d.Types[k]
		if t == nil {
			return fmt.Errorf("type_traits: %q is not a type of Appendix A", k)
		}
		y := c.TypeTraits[k]
		if y.Name == "" || y.Board == "" {
			return fmt.Errorf("type_traits: %s: name and board are required", k)
		}
		t.Name, t.Board, t.Nation = y.Name, y.Board, y.Nation
		if t.Nation == "" {
			t.Nation = "de"
		}
		if !slices.Contains([]string{"de", "it", "es", "fr", "fi"}, t.Nation) { // es, fr, fi: SW 36.63F, H, E (political module)
			return fmt.Errorf("type_traits: %s: nation %q: want de, it, es, fr or fi", k, y.Nation)
		}
		if y.Mines < 0 || y.Mines > 3 || y.Tanker < 0 || y.Tanker > 3 {
			return fmt.Errorf("type_traits: %s: mines and tanker are 0–3", k)
		}
		t.FastReadiness, t.Mines, t.NoGun, t.Schnorchel, t.Tanker, t.Penang =
			y.FastReadiness, y.Mines, y.NoGun, y.Schnorchel, y.Tanker, y.Penang
		if y.RangeCap != nil {
			if len(y.RangeCap) != NumPeriods {
				return fmt.Errorf("type_traits: %s: range_cap: %d values, want one per war period (%d)", k, len(y.RangeCap), NumPeriods)
			}
			t.rangeCap = y.RangeCap
		}
	}
	for _, k := range d.TypeKeys {
		if d.Types[k].Board == "" {
			return fmt.Errorf("type_traits: type %s missing", k)
		}
	}
	return nil
}
