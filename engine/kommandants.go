package engine

import (
	"fmt"
)

// Kommandant is one Kommandant card (kommandants.md, optional rule 14.13). Under
// OptKommandantCards a career may be played as card n (Config.Card): his abilities are the
// career's (abilities.go, replacing the 14.15 roll), his historical patrols are offered in
// order before each assignment (decision kommandant_patrol), and the game shows his record
// beside the player's (present.CardRecordLine); Data.CardSetup gives the setup his name,
// boat, type and first month.
type Kommandant struct {
	Number      int         `yaml:"n"`
	Name        string      `yaml:"name"`
	Born        string      `yaml:"born"`
	Died        string      `yaml:"died"`
	Rank        int         `yaml:"rank"` // 11.2.1 rank number, as printed on the front
	Boats       []KBoat     `yaml:"boats"`
	Career      KTally      `yaml:"career"` // whole career (front)
	Hunted      KTally      `yaml:"hunted"` // the part "for The Hunted" (back)
	Decorations []string    `yaml:"decorations"`
	Note        string      `yaml:"note"`
	Patrols     []KBoatTour `yaml:"patrols"`
	Abilities   []KAbility  `yaml:"abilities"`
}

// KBoat is one boat on a card: its ID and type (a board key; "IXA" is not playable).
type KBoat struct {
	ID   string `yaml:"id"`
	Type string `yaml:"type"`
}

// KTally is ships and tons sunk.
type KTally struct {
	Ships int `yaml:"ships"`
	Tons  int `yaml:"tons"`
}

// KBoatTour is the historical patrols of one boat on a card's back.
type KBoatTour struct {
	Boat       string    `yaml:"boat"`
	First      string    `yaml:"first"` // first patrol, M/YY
	FirstMonth Month     `yaml:"-"`
	From       string    `yaml:"from"` // base key
	Note       string    `yaml:"note"`
	Areas      []KPatrol `yaml:"areas"`
}

// KPatrol is one historical patrol: its area key (log-schema; "wounded" marks a slot
// missed with wounds, kommandants.md) and, where the card shows "→", the new base.
type KPatrol struct {
	Area string `yaml:"area"`
	To   string `yaml:"to"`
	Note string `yaml:"note"`
}

// KAbility is one special game ability of a card: Ability is the 14.15 number it equals
// (0 when the ability is the card's own).
type KAbility struct {
	Key     string `yaml:"key"`
	Ability int    `yaml:"ability"`
	Effect  string `yaml:"effect"`
}

// Kommandant returns card n (1–8), or nil.
func (d *Data) Kommandant(n int) *Kommandant {
	for _, k := range d.Kommandants {
		if k.Number == n {
			return k
		}
	}
	return nil
}

// HasAbility reports whether the card gives the ability key.
func (k *Kommandant) HasAbility(key string) bool {
	for _, a := range k.Abilities {
		if a.Key == key {
			return true
		}
	}
	return false
}

var (
	kBases = []string{BaseFrance, BaseNorway, BaseGermany, BaseMediterranean, BasePenang}
	kAreas = []string{"atlantic", "arctic", "british_isles", "brazilian_coast", "caribbean", "north_america",
		"indian_ocean", "australia", "mediterranean", "spanish_coast", "west_african_coast", "invasion", "wounded"}
	kDecorations = []string{"kc", "kco", "uboat_war_badge", "uboat_front_clasp", "german_cross_gold",
		"spanish_cross_bronze", "ek1", "ek2"}
	kOtherTypes = []string{"IXA"} // boats on the cards that are not playable types (4.2.2)
)

func oneOf(v string, set []string) bool {
	for _, s := range set {
		if s == v {
			return true
		}
	}
	return false
}

func loadKommandants(read func(string) ([]byte, error), file string) ([]*Kommandant, error) {
	raw, err := read(file)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	var ks []*Kommandant
	if err := decodeData(raw, &ks, true); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	for i, k := range ks {
		where := fmt.Sprintf("%s: card %d", file, i+1)
		if k.Name != "" {
			where += " (" + k.Name + ")"
		}
		if err := k.check(i + 1); err != nil {
			return nil, fmt.Errorf("%s: %w", where, err)
		}
	}
	return ks, nil
}

func (k *Kommandant) check(n int) error {
	if k.Number != n {
		return fmt.Errorf("n is %d, want %d (cards in order)", k.Number, n)
	}
	if k.Name == "" {
		return fmt.Errorf("no name")
	}
	if k.Rank < RankOltzS || k.Rank > RankKptzS {
		return fmt.Errorf("rank %d not 1-5", k.Rank)
	}
	if len(k.Boats) == 0 {
		return fmt.Errorf("no boats")
	}
	for _, b := range k.Boats {
		if b.ID == "" || b.Type == "" {
			return fmt.Errorf("boat %q: id and type needed", b.ID)
		}
	}
	if k.Career.Ships < k.Hunted.Ships || k.Career.Tons < k.Hunted.Tons {
		return fmt.Errorf("The Hunted tally %+v exceeds the career's %+v", k.Hunted, k.Career)
	}
	for _, d := range k.Decorations {
		if !oneOf(d, kDecorations) {
			return fmt.Errorf("unknown decoration %q", d)
		}
	}
	for i := range k.Patrols {
		t := &k.Patrols[i]
		found := false
		for _, b := range k.Boats {
			found = found || b.ID == t.Boat
		}
		if !found {
			return fmt.Errorf("patrols of %q: not one of the card's boats", t.Boat)
		}
		m, err := ParseMonth(t.First)
		if err != nil {
			return fmt.Errorf("patrols of %s: first: %w", t.Boat, err)
		}
		t.FirstMonth = m
		if !oneOf(t.From, kBases) {
			return fmt.Errorf("patrols of %s: unknown base %q", t.Boat, t.From)
		}
		if len(t.Areas) == 0 {
			return fmt.Errorf("patrols of %s: none listed", t.Boat)
		}
		for j, p := range t.Areas {
			if !oneOf(p.Area, kAreas) {
				return fmt.Errorf("patrols of %s: patrol %d: unknown area %q", t.Boat, j+1, p.Area)
			}
			if p.To != "" && !oneOf(p.To, kBases) {
				return fmt.Errorf("patrols of %s: patrol %d: unknown base %q", t.Boat, j+1, p.To)
			}
		}
	}
	if len(k.Abilities) == 0 || len(k.Abilities) > len(State{}.Abilities) {
		return fmt.Errorf("%d abilities, want 1-%d (State.Abilities)", len(k.Abilities), len(State{}.Abilities))
	}
	for _, a := range k.Abilities {
		if a.Key == "" || a.Effect == "" || a.Ability < 0 || a.Ability > 20 {
			return fmt.Errorf("ability %q: key, effect and a 14.15 number 0-20 needed", a.Key)
		}
	}
	return nil
}

// crossCheck validates references between the data files: every boat type on a
// Kommandant card is a board (or a known unplayable type).
func (d *Data) crossCheck() error {
	for _, k := range d.Kommandants {
		for _, b := range k.Boats {
			if d.Boards[b.Type] == nil && !oneOf(b.Type, kOtherTypes) {
				return fmt.Errorf("kommandants.yaml: card %d (%s): boat %s: unknown type %q", k.Number, k.Name, b.ID, b.Type)
			}
		}
	}
	return nil
}
