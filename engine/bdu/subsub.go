package bdu

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
)

// Submarine against submarine, SW 14.6 in F1 (design 5 step III.2, 6.1.1 `submarine`):
// a submarine contact (an AAC white box on a natural 0 with the sub icon and a second
// d10 of 0, SW 13.21; a transit encounter's natural 0 with the icon, SW 15.45; the
// [E1] Submarine result of WP6–10; the Baltic operations' "search roll 0 then 0",
// design 8.5) is fought at once, never declined (SW 15.44): an Allied submarine drawn
// from the cup of the place and war period, who sees first (d10: 0–4 the Allied boat,
// 5–9 the U-boat; −1 Spotted or damaged, −2 in transit), one round by the boat that saw
// first (Attack + torpedo value + ace − Inexp against the target's Defence + ace −
// Inexp + TDC), a hit read on the "1-4" line of the Attack Results table. The data are
// data/submarines.yaml; what the seeds do not print is [designed] there with its reason.
//
// Readings (F1):
//   - TDC: F1 folds the TDC cup into its tables at value 0 (design 6.1.3); the target's
//     TDC is 0, −1 under the coastal blackout (SW 30.25, blackout.go);
//   - Inexp lowers the boat's Attack and Defence as in 6.1.3–6.1.4 (SW 14.16: +1 on the
//     hit roll); the Allied boats have no ace;
//   - the U-boat fires a spread of 2 torpedoes (as at a loner, 6.1.6), none if it has
//     none left (SW 15.43) or the target is a US boat in western waters before WP4
//     (SW 30.23); the Allied boat that saw first always fires (SW 30.23 "may attack":
//     F1 has no Allied player);
//   - a U-boat hit and not sunk takes one damage marker, Spotted and RTB (as the
//     counterattack's D, 6.1.4); a U-boat sunk is lost to "submarine" (design 9.3
//     uboat_lost: a cause of its own, neither transit nor aircraft for 10.2); an Allied
//     boat sunk is a ship sunk of class "submarine" with its tonnage class × 1,000 t;
//   - the Baltic operations' Soviet boats (SW WP3–5 events) are the Baltic cup's: a
//     natural 0 of a search in the event's zones that week, whatever the box, rolls the
//     second d10, and 0 is a fight (data/campaign.yaml sub_zeros).

// The sub-against-sub roll tables (design 9.3 codes; additions).
const (
	TabSubCup    Table = "SUB_CUP"    // SW 14.6.A the Allied submarine drawn (column: the cup's place)
	TabSubSight  Table = "SUB_SIGHT"  // SW 14.6.B who sees first (column: the cup's place)
	TabSubAttack Table = "SUB_ATTACK" // SW 14.6.D the hit roll (column: the firer, uboat / allied)
	TabSubResult Table = "SUB_RESULT" // SW 14.6.E the "1-4" line (column: the firer)
)

// TSubFight is the event of one sub-against-sub fight (design 9.3 addition; SW 14.6).
const TSubFight EventType = "sub_fight"

// SubFightEvent is one sub-against-sub fight (SW 14.6): the Allied boat drawn (class key,
// nation, class, tons), who saw first (First "uboat" / "allied"), the firer's attack
// AV and the target's defence DV, and Result: "none" (no Allied boat in the cup),
// "us_neutral" (SW 30.23: the U-boat saw a US boat first and may not attack),
// "no_torpedoes" (the U-boat has none), "missed", "damaged" or "sunk" (the target's
// fate). Torpedoes, Spotted and RTB are the U-boat's after the fight (the View follows;
// its damage and loss follow as uboat_damaged and uboat_lost, a sunk Allied boat as
// ship_sunk).
type SubFightEvent struct {
	EventHeader
	Boat      string `json:"boat"`
	Zone      string `json:"zone"`
	Allied    string `json:"allied"`
	Nation    string `json:"nation"`
	Class     string `json:"class"`
	Tons      int    `json:"tons"`
	First     string `json:"first"`
	AV        int    `json:"av"`
	DV        int    `json:"dv"`
	Result    string `json:"result"`
	Torpedoes int    `json:"torpedoes"`
	Spotted   bool   `json:"spotted"`
	RTB       bool   `json:"rtb"`
}

// fileSubmarines is the data of SW 14.6 (data/submarines.yaml).
const fileSubmarines = "submarines.yaml"

// AlliedSub is one Allied submarine class (SW 14.6 tonnage table; ratings [designed]).
type AlliedSub struct {
	Key, Nation, Class string
	Tons               int // the tonnage class × 1,000 t
	Attack, Defence    int
	Barbarossa         bool // enters at Barbarossa (the Soviet boats): drawn before, set aside
}

// SubData is SW 14.6's data in F1 (data/submarines.yaml): the who-sees-first bands,
// the "1-4" line, the classes, the Allied torpedo values and the cups.
type SubData struct {
	AlliedTop, SpottedMod, TransitMod int // SW 14.6.B
	DamagedTop                        int // the "1-4" line: d10 + torpedo value ≤ it → damaged
	Classes                           map[string]*AlliedSub
	// cups[place][wp-1] are the ten faces of the place's cup in war period wp (nil: none).
	cups map[string]*[NumPeriods][]*AlliedSub
	// torpedo[row][i]: i 0 = 1939, 1–10 = WP1–WP10 (WP1 in 1940 and WP2 read SW's 1940 row).
	torpedo map[string]*[NumPeriods + 1]int
}

// subPlaces are the cups' places (subPlace).
var subPlaces = []string{"east", "west", "arctic", "baltic", "med", "south"}

type submarinesFile struct {
	Version  int `json:"version"`
	Sighting struct {
		AlliedTop        int `json:"allied_top"`
		SpottedOrDamaged int `json:"spotted_or_damaged"`
		Transit          int `json:"transit"`
	} `json:"sighting"`
	Result14 struct {
		DamagedTop int `json:"damaged_top"`
	} `json:"result_1_4"`
	Classes map[string]struct {
		Nation  string `json:"nation"`
		Class   string `json:"class"`
		Tons    int    `json:"tons"`
		Attack  int    `json:"attack"`
		Defence int    `json:"defence"`
		Enters  string `json:"enters"`
	} `json:"classes"`
	Torpedo map[string]map[string]int      `json:"torpedo"`
	Cups    map[string]map[string][]string `json:"cups"`
}

var subPeriodKey = regexp.MustCompile(`^WP(\d+)(?:-(\d+))?$`)

// buildSubs reads data/submarines.yaml. Errors name the entry: a class with an unknown
// nation, tons outside 1–4, ratings outside 0–9 or an unknown enters; a torpedo row
// missing or with a period missing or unknown; a cup of an unknown place, a period key
// not WPn or WPn-m, a period covered twice, a list neither empty nor of 10 known
// classes; sighting or result values outside 0–9.
func (d *Data) buildSubs(f *submarinesFile) error {
	s := &SubData{AlliedTop: f.Sighting.AlliedTop, SpottedMod: f.Sighting.SpottedOrDamaged, TransitMod: f.Sighting.Transit,
		DamagedTop: f.Result14.DamagedTop, Classes: map[string]*AlliedSub{},
		cups: map[string]*[NumPeriods][]*AlliedSub{}, torpedo: map[string]*[NumPeriods + 1]int{}}
	if s.AlliedTop < 0 || s.AlliedTop > 9 || s.DamagedTop < -1 || s.DamagedTop > 9 {
		return fmt.Errorf("sighting allied_top %d / result_1_4 damaged_top %d: want 0–9", s.AlliedTop, s.DamagedTop)
	}
	nations := []string{"gb", "us", "fr", "nl", "pl", "gr", "yu", "su"}
	for k, c := range f.Classes {
		if !slices.Contains(nations, c.Nation) || c.Tons < 1 || c.Tons > 4 || c.Attack < 0 || c.Attack > 9 ||
			c.Defence < 0 || c.Defence > 9 || (c.Enters != "" && c.Enters != "barbarossa") || c.Class == "" {
			return fmt.Errorf("classes %s: %+v", k, c)
		}
		s.Classes[k] = &AlliedSub{Key: k, Nation: c.Nation, Class: c.Class, Tons: c.Tons * 1000,
			Attack: c.Attack, Defence: c.Defence, Barbarossa: c.Enters == "barbarossa"}
	}
	for _, row := range []string{"british", "american", "others"} {
		y, ok := f.Torpedo[row]
		if !ok {
			return fmt.Errorf("torpedo: row %s missing", row)
		}
		var t [NumPeriods + 1]int
		keys := []string{"y1939", "y1940"}
		for wp := 3; wp <= NumPeriods; wp++ {
			keys = append(keys, "WP"+strconv.Itoa(wp))
		}
		for _, k := range keys {
			if _, ok := y[k]; !ok {
				return fmt.Errorf("torpedo %s: %s missing", row, k)
			}
		}
		if len(y) != len(keys) {
			return fmt.Errorf("torpedo %s: want the keys %v", row, keys)
		}
		t[0], t[1], t[2] = y["y1939"], y["y1940"], y["y1940"]
		for wp := 3; wp <= NumPeriods; wp++ {
			t[wp] = y["WP"+strconv.Itoa(wp)]
		}
		s.torpedo[row] = &t
	}
	if len(f.Torpedo) != 3 {
		return fmt.Errorf("torpedo: want the rows british, american, others")
	}
	for place, periods := range f.Cups {
		if !slices.Contains(subPlaces, place) {
			return fmt.Errorf("cups: unknown place %q (want one of %v)", place, subPlaces)
		}
		cup := &[NumPeriods][]*AlliedSub{}
		seen := [NumPeriods]bool{}
		for key, faces := range periods {
			m := subPeriodKey.FindStringSubmatch(key)
			if m == nil {
				return fmt.Errorf("cups %s: period %q: want WPn or WPn-m", place, key)
			}
			lo, _ := strconv.Atoi(m[1])
			hi := lo
			if m[2] != "" {
				hi, _ = strconv.Atoi(m[2])
			}
			if lo < 1 || hi > NumPeriods || hi < lo {
				return fmt.Errorf("cups %s: period %q outside WP1–WP%d", place, key, NumPeriods)
			}
			if len(faces) != 0 && len(faces) != 10 {
				return fmt.Errorf("cups %s %s: %d faces, want 10 (a d10) or none", place, key, len(faces))
			}
			list := make([]*AlliedSub, 0, len(faces))
			for _, k := range faces {
				a, ok := s.Classes[k]
				if !ok {
					return fmt.Errorf("cups %s %s: unknown class %q", place, key, k)
				}
				list = append(list, a)
			}
			for wp := lo; wp <= hi; wp++ {
				if seen[wp-1] {
					return fmt.Errorf("cups %s: WP%d covered twice", place, wp)
				}
				seen[wp-1] = true
				cup[wp-1] = list
			}
		}
		s.cups[place] = cup
	}
	if _, ok := s.cups["east"]; !ok {
		return fmt.Errorf("cups: the east cup is missing")
	}
	d.Subs = s
	return nil
}

// Cup returns the ten faces of the place's cup in war period wp (nil: no Allied boat
// there then, or an unknown place or period). The slice is shared: read it only.
func (s *SubData) Cup(place string, wp int) []*AlliedSub {
	c := s.cups[place]
	if c == nil || wp < 1 || wp > NumPeriods {
		return nil
	}
	return c[wp-1]
}

// subPlace is the cup a submarine contact in zone draws from (data/submarines.yaml):
// baltic, arctic, med, south by the zone's region (the Baltic Sea its own), west for a
// western zone from WP3 (SW 14.6.A), east otherwise.
func (c *Campaign) subPlace(zone string) string {
	z := c.Data.Map.Zones[zone]
	switch {
	case zone == "baltic_sea":
		return "baltic"
	case z.Region == "arctic" || z.Region == "med" || z.Region == "south":
		return string(z.Region)
	case c.western(zone) && c.Period >= 3:
		return "west"
	}
	return "east"
}

// western reports whether zone lies in western waters (SW 30.2, 30.23: west of the
// dashed line; the map's region "west").
func (c *Campaign) western(zone string) bool { return c.Data.Map.Zones[zone].Region == "west" }

// alliedTorpedo is the torpedo value of an Allied nation's boats now (SW 6.0; WP6–10
// [designed]).
func (c *Campaign) alliedTorpedo(nation string) int {
	row := "others"
	switch nation {
	case "gb":
		row = "british"
	case "us":
		row = "american"
	}
	i := c.Period
	if c.Now.Month.Year() == 1939 {
		i = 0
	}
	return c.Data.Subs.torpedo[row][i]
}

// drawSub draws an Allied submarine from place's cup (SW 14.6.A), a face that cannot be
// there yet (a Soviet boat before Barbarossa) set aside and drawn again; nil when the
// cup holds none that can.
func (c *Campaign) drawSub(place string) *AlliedSub {
	cup := c.Data.Subs.Cup(place, c.Period)
	soviet := c.Now.Before(c.Data.Fixed.Barbarossa)
	ok := func(s *AlliedSub) bool { return !s.Barbarossa || !soviet }
	if !slices.ContainsFunc(cup, ok) {
		return nil
	}
	for {
		r := c.Dice.D10()
		s := cup[r]
		res := s.Key
		if !ok(s) {
			res = "set_aside"
		}
		c.rolled(TabSubCup, place, "1d10", nil, r, res, r)
		if ok(s) {
			return s
		}
	}
}

// subFight is SW 14.6 for boat b's submarine contact k (the package comment above). It
// reports whether b was lost.
func (c *Campaign) subFight(b *Boat, k Contact) (bool, error) {
	sd := c.Data.Subs
	place := c.subPlace(k.Zone)
	ev := &SubFightEvent{Boat: b.ID, Zone: k.Zone, Result: "none"}
	s := c.drawSub(place)
	if s == nil {
		c.emitSubFight(b, ev) // no Allied boat there: the search found nothing (6.1.8 −1)
		return false, nil
	}
	b.week.contact = true
	ev.Allied, ev.Nation, ev.Class, ev.Tons = s.Key, s.Nation, s.Class, s.Tons
	var m Mods
	if b.Markers.Spotted || b.Markers.Damage > 0 {
		m.Add(sd.SpottedMod, "SW 14.6.B Spotted or damaged")
	}
	if k.Transit {
		m.Add(sd.TransitMod, "SW 14.6.B, 15.45 in transit")
	}
	nat, total := c.d10(&m)
	allied := total <= sd.AlliedTop
	ev.First = "uboat"
	if allied {
		ev.First = "allied"
	}
	c.rolled(TabSubSight, place, "1d10", &m, total, ev.First, nat)
	t := c.Data.Types[b.Type]
	tdc := -c.coastalBlackout(k.Zone) // SW 30.25: every TDC −1
	if !allied {
		switch {
		case s.Nation == "us" && c.western(k.Zone) && c.Period < 4 && !c.usUnitsGranted():
			ev.Result = "us_neutral" // SW 30.23 (36.63M lifts it: westwaters.go)
		case b.Torpedoes == 0 || b.week.noTorpedoes:
			ev.Result = "no_torpedoes" // SW 15.43
		default:
			var m Mods
			m.Add(-t.Attack, "SW 14.6.D Attack")
			m.Add(-c.torpedoValue(b), "SW 14.6.D torpedo value") // (SW 36.63H: a French boat's, vichy.go)
			m.Add(-aceValue(b), "SW 14.6.D ace")
			m.Add(b.Markers.Inexp, "SW 14.16 Inexp")
			m.Add(s.Defence, "SW 14.6.D Allied Defence")
			m.Add(tdc, "SW 30.25 coastal blackout TDC")
			ev.AV, ev.DV = c.attackValue(b), s.Defence+tdc
			ev.Result = c.subHit(&m, "uboat", c.War.TorpedoValue)
			b.Torpedoes -= min(2, b.Torpedoes) // 6.1.6: a spread, as at a loner (the event says so)
			b.week.torpedoed, b.week.gunOnly = true, false
			b.week.combatRTB = b.Torpedoes < 2
		}
		c.emitSubFight(b, ev)
		switch ev.Result {
		case "sunk":
			c.bookSunk(b, s.Tons, "submarine", k.Zone)
		case "damaged":
			b.week.hit++
			if c.Log != nil {
				c.emit(TShipDamaged, &ShipEvent{Boat: b.ID, Class: "submarine", Zone: k.Zone})
			}
		}
		return false, nil
	}
	torp := c.alliedTorpedo(s.Nation)
	var am Mods
	am.Add(-s.Attack, "SW 14.6.D Allied Attack")
	am.Add(-torp, "SW 14.6.D Allied torpedo value (SW 6.0)")
	am.Add(t.Defence, "SW 14.6.D Defence")
	am.Add(aceValue(b), "SW 14.6.D ace")
	am.Add(-b.Markers.Inexp, "6.1.4 Inexp")
	am.Add(tdc, "SW 30.25 coastal blackout TDC")
	ev.AV, ev.DV = s.Attack+torp, t.Defence+aceValue(b)-b.Markers.Inexp+tdc
	ev.Result = c.subHit(&am, "allied", torp)
	switch ev.Result {
	case "sunk":
		c.emitSubFight(b, ev)
		return true, c.lose(b, Sunk, "submarine")
	case "damaged":
		b.Markers.Spotted, b.Markers.RTB = true, true // as the counterattack's D (6.1.4)
		c.emitSubFight(b, ev)
		return c.addDamage(b, 1, "submarine")
	}
	c.emitSubFight(b, ev)
	return false, nil
}

// subHit rolls the hit (SW 14.16: d10 ≤ A − D; m holds −A and +D, so d10 + m ≤ 0 hits)
// and on a hit the "1-4" line (d10 + the firer's torpedo value ≤ DamagedTop damaged,
// above sunk; SW 7.41's "damaged is sunk at 965 mb" is not applied [designed reading:
// it is the surface ships' fate in a storm]). It returns "missed", "damaged" or "sunk".
func (c *Campaign) subHit(m *Mods, firer string, torp int) string {
	nat, total := c.d10(m)
	if total > 0 {
		c.rolled(TabSubAttack, firer, "1d10", m, total, "missed", nat)
		return "missed"
	}
	c.rolled(TabSubAttack, firer, "1d10", m, total, "hit", nat)
	var rm Mods
	rm.Add(torp, "SW 14.16.D torpedo value")
	nat, total = c.d10(&rm)
	res := "sunk"
	if total <= c.Data.Subs.DamagedTop {
		res = "damaged"
	}
	c.rolled(TabSubResult, firer, "1d10", &rm, total, res, nat)
	return res
}

// emitSubFight fills the boat's side of ev and logs it.
func (c *Campaign) emitSubFight(b *Boat, ev *SubFightEvent) {
	if c.Log == nil {
		return
	}
	ev.Torpedoes, ev.Spotted, ev.RTB = b.Torpedoes, b.Markers.Spotted, b.Markers.RTB
	c.emit(TSubFight, ev)
}

// subIcon reports whether oa's AAC shows the sub icon this war period (design 7.1,
// SW 13.21; "political": only with SW 36.63H, Campaign.subIconIn in vichy.go).
func subIcon(ch *EarlyChart, wp int) bool {
	return ch.SubIcon == "all" || (ch.SubIcon == "WP3+" && wp >= 3) || (ch.SubIcon == "WP1,WP3+" && (wp == 1 || wp >= 3))
}

// subZeros is the key of a lasting WP1–5 war event whose "search roll 0 then 0" is a
// fight with a Soviet submarine in oa this week (data/campaign.yaml sub_zeros; the
// Baltic operations), "" none.
func (c *Campaign) subZeros(oa string) string {
	for i := range c.War.ev.early {
		if e := c.War.ev.early[i].e; slices.Contains(e.SubZeros, oa) {
			return e.Key
		}
	}
	return ""
}
