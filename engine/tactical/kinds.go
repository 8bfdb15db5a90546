package tactical

import (
	"bytes"
	"io"
	"math"
)

// Typed keys for everything the layer routes on (never text). Each Key method gives
// the log-schema string.

// Weapon is a torpedo kind (§2.5), mirroring engine.Torp.
type Weapon uint8

const (
	WeaponNone Weapon = iota
	WeaponG7a
	WeaponG7e
	WeaponG7aFaT
	WeaponG7eFaT
	WeaponFalke
	WeaponZaunkoenig
	WeaponZaunkoenig2
	numWeapon
)

var weaponKeys = [numWeapon]string{"", "g7a", "g7e", "g7a_fat", "g7e_fat", "falke", "zaunkoenig", "zaunkoenig_2"}

var weaponByKey = func() map[string]Weapon {
	m := map[string]Weapon{}
	for w := WeaponG7a; w < numWeapon; w++ {
		m[weaponKeys[w]] = w
	}
	return m
}()

// Key returns the log key (engine.Torp.Key()).
func (w Weapon) Key() string { return weaponKeys[w] }

// WeaponFromKey returns the weapon for a log key (false when unknown).
func WeaponFromKey(k string) (Weapon, bool) { w, ok := weaponByKey[k]; return w, ok }

// Steam reports the G7a family (visible wake by day).
func (w Weapon) Steam() bool { return w == WeaponG7a || w == WeaponG7aFaT }

// FaT reports pattern runners (9.2.4).
func (w Weapon) FaT() bool { return w == WeaponG7aFaT || w == WeaponG7eFaT }

// Guided reports acoustic homers (9.2.5).
func (w Weapon) Guided() bool {
	return w == WeaponFalke || w == WeaponZaunkoenig || w == WeaponZaunkoenig2
}

// Bracket is a §2.7.1 range bracket.
type Bracket uint8

const (
	Close Bracket = iota
	Medium
	Long
	Extreme
	numBracket
)

// Key returns the log key (`close`, …).
func (b Bracket) Key() string { return [...]string{"close", "medium", "long", "extreme"}[b] }

// ShipKind is the §2.7.2 target kind, a calibration axis of the grade cuts (Q_ref).
type ShipKind uint8

const (
	SmallFreighter ShipKind = iota
	LargeFreighter
	Tanker
	Capital
	CapitalFast
	Escort
	numShipKind
)

// Key returns the calibration key.
func (k ShipKind) Key() string {
	return [...]string{"small_freighter", "large_freighter", "tanker", "capital", "capital_fast", "escort"}[k]
}

// StandingDRM is the kind's standing [U1] table modifier d_kind (§2.7.2, §9.2.1):
// +1 for a fast capital ship, +2 for an escort, 0 otherwise.
func (k ShipKind) StandingDRM() int {
	switch k {
	case CapitalFast:
		return 1
	case Escort:
		return 2
	}
	return 0
}

// CalSetting is a §2.7.2 calibration setting: G7e 30, G7a 30 / 40 / 44, and the
// guided torpedoes' own cells (Falke 20, Zaunkönig 24, Zaunkönig II 24) [designed
// reading of §2.7.2/§2.7.3]: a guided torpedo is graded against its seeker's
// acquisition width (TorpedoSpec.SeekerM) and its reference keeps the 9.2.5 minimum,
// so its grade cuts are calibrated from its own launches against the table's guided odds.
type CalSetting uint8

const (
	G7e30 CalSetting = iota
	G7a30
	G7a40
	G7a44
	Falke20
	Zaunkoenig24
	Zaunkoenig2_24
	numCalSetting
)

// Key returns the calibration key.
func (s CalSetting) Key() string {
	return [...]string{"g7e_30", "g7a_30", "g7a_40", "g7a_44", "falke_20", "zaunkoenig_24", "zaunkoenig_2_24"}[s]
}

// Speed returns the setting's torpedo speed (kn).
func (s CalSetting) Speed() float64 { return [...]float64{30, 30, 40, 44, 20, 24, 24}[s] }

// Weapon returns the weapon the setting's calibration scenes load.
func (s CalSetting) Weapon() Weapon {
	return [...]Weapon{WeaponG7e, WeaponG7a, WeaponG7a, WeaponG7a, WeaponFalke, WeaponZaunkoenig, WeaponZaunkoenig2}[s]
}

// GuidedMin returns the setting's 9.2.5 minimum to-hit (0: not guided).
func (s CalSetting) GuidedMin() int { return [...]int{0, 0, 0, 0, 5, 6, 7}[s] }

// Twin returns the setting whose launches a setting's cells are calibrated from: the
// Zaunkönig II runs as the Zaunkönig (same speed, range and seeker, §2.5) and differs
// only in its 9.2.5 minimum, so its cells reuse the Zaunkönig's scenes.
func (s CalSetting) Twin() CalSetting {
	if s == Zaunkoenig2_24 {
		return Zaunkoenig24
	}
	return s
}

// CalSettingFor maps a weapon and speed setting to the calibration setting whose cuts
// grades it: the G7a family by its speed, each guided weapon by its own cells, every
// other electric weapon as G7e 30 (FaT torpedoes run as the base torpedo, §2.5).
func CalSettingFor(w Weapon, setting int) CalSetting {
	switch w {
	case WeaponFalke:
		return Falke20
	case WeaponZaunkoenig:
		return Zaunkoenig24
	case WeaponZaunkoenig2:
		return Zaunkoenig2_24
	}
	if w.Steam() {
		switch setting {
		case 44:
			return G7a44
		case 40:
			return G7a40
		}
		return G7a30
	}
	return G7e30
}

// CalCond is the condition a scene is played in, a calibration axis of the grade cuts and E_ref
// [designed reading of §0, §2.7.2, §2.9]: the scene's geometry is normalised against
// the reference "in the same situation", and the instruments err differently by night
// (the silhouette's side, §2.4) and from the bridge (the stadimeter without the
// periscope's reticle). By day an escorted attack is submerged (§2.1). Unescorted
// targets (B20–B24) do not zigzag (§2.1, 9.4.1), which makes them easier to solve than
// any escorted group, so their attacks have conditions of their own, by day and at
// night, surfaced and submerged (B21); they hold merchants only (HasKind) and no E_ref
// (no detection, §2.9).
type CalCond uint8

const (
	CondDay                      CalCond = iota // by day, submerged
	CondNightSubmerged                          // at night, submerged
	CondNightSurface                            // at night, surfaced: the NSA
	CondUnescortedDaySurface                    // unescorted targets by day, surfaced (B21)
	CondUnescortedNightSurface                  // unescorted targets at night, surfaced
	CondUnescortedDaySubmerged                  // unescorted targets by day, submerged
	CondUnescortedNightSubmerged                // unescorted targets at night, submerged
	numCalCond
)

// Key returns the calibration key.
func (c CalCond) Key() string {
	return [...]string{"day", "night_submerged", "night_surface", "unescorted_day_surface", "unescorted_night_surface",
		"unescorted_day_submerged", "unescorted_night_submerged"}[c]
}

// Escorted reports the conditions of escorted attacks (the ones with an E_ref, §2.9).
func (c CalCond) Escorted() bool { return c < CondUnescortedDaySurface }

// Night reports the conditions played at night.
func (c CalCond) Night() bool {
	switch c {
	case CondNightSubmerged, CondNightSurface, CondUnescortedNightSurface, CondUnescortedNightSubmerged:
		return true
	}
	return false
}

// Surfaced reports the conditions played surfaced.
func (c CalCond) Surfaced() bool {
	return c == CondNightSurface || c == CondUnescortedDaySurface || c == CondUnescortedNightSurface
}

// HasKind reports whether the condition has grade-cut cells for kind k: unescorted
// targets are merchants (the [E1] ship, two ships and tanker results), so the
// unescorted conditions hold no capital-ship or escort cells.
func (c CalCond) HasKind(k ShipKind) bool { return c.Escorted() || k <= Tanker }

// CondOf is the calibration condition of a scene by day or night, surfaced or not,
// against escorted targets or not.
func CondOf(night, surfaced, escorted bool) CalCond {
	if !escorted {
		switch {
		case night && surfaced:
			return CondUnescortedNightSurface
		case night:
			return CondUnescortedNightSubmerged
		case surfaced:
			return CondUnescortedDaySurface
		}
		return CondUnescortedDaySubmerged
	}
	switch {
	case !night:
		return CondDay
	case surfaced:
		return CondNightSurface
	}
	return CondNightSubmerged
}

// CondOfSetup is the condition of a set-up (its group, mode and day or night).
func CondOfSetup(su *Setup) CalCond {
	return CondOf(su.Night, su.Mode != ModeSubmerged, su.Group.Escorted())
}

// ERefSit is the §2.9 situation an E_ref is calibrated for, besides the condition and
// bracket [designed, doc.go]: the escorted attack's [E1] group, which brings its
// screening escorts (§2.1: 1, 1–2, 2, 3), or an escort attacked as the target (9.10).
// The reference's exposure depends on them (in the NSA at Long about 210 s against a
// ship with its escort, 510 s against a convoy), and the table prices the group in
// [E2] already, so the reference is normalised in the same situation (§0).
type ERefSit uint8

const (
	SitShipEscort     ERefSit = iota // Ship + Escort: one escort
	SitTwoShipsEscort                // Two Ships + Escort: one or two
	SitConvoy                        // a convoy: two in the plotted window
	SitCapital                       // a capital ship: three
	SitEscortTarget                  // an escort attacked as the target (9.10)
	numERefSit
)

// Key returns the calibration key.
func (s ERefSit) Key() string {
	return [...]string{"ship_escort", "two_ships_escort", "convoy", "capital_ship", "escort_target"}[s]
}

// SitOf is the E_ref situation of an escorted attack of group g on a target of kind
// k (SitConvoy for a group without escorts, which has no E_ref).
func SitOf(g Group, k ShipKind) ERefSit {
	switch {
	case k == Escort:
		return SitEscortTarget
	case g == GroupShipEscort:
		return SitShipEscort
	case g == GroupTwoShipsEscort:
		return SitTwoShipsEscort
	case g == GroupCapital:
		return SitCapital
	}
	return SitConvoy
}

func lookupSit(k string) int {
	for s := ERefSit(0); s < numERefSit; s++ {
		if s.Key() == k {
			return int(s)
		}
	}
	return -1
}

// Grade is a §2.7.2 solution grade.
type Grade uint8

const (
	Excellent Grade = iota
	Good
	Fair
	Poor
	Wild
	OffTarget
	numGrade
)

// Key returns the log key.
func (g Grade) Key() string {
	return [...]string{"excellent", "good", "fair", "poor", "wild", "off_target"}[g]
}

func pow(x, y float64) float64 { return math.Pow(x, y) }

func bytesReader(b []byte) io.Reader { return bytes.NewReader(b) }
