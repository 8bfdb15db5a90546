package bdu

import (
	"fmt"
	"slices"
)

// design 4.5: reinforcements by quarter and their spread over the months; design 4.7:
// the ace names; design 1.1 and 4.9: the four campaign starts and their fleets.

// Quarter is one row of the reinforcement table (design 4.5) [historical approx].
type Quarter struct {
	Label  string         // "1939-Q4"
	Months []Month        // its months inside the campaign (1945-Q2: April and May)
	Boats  map[string]int // front-line arrivals by type key
	Total  int
}

// ArrivalsIn returns the boats arriving in week 1 of month m, by type (design 4.5):
// each type's quarterly number is spread over the quarter's months as evenly as
// possible, the remainder in the first month (n/k each, plus n mod k in the first).
func (d *Data) ArrivalsIn(m Month) map[string]int {
	out := map[string]int{}
	for _, q := range d.Reinforcements {
		i := slices.Index(q.Months, m)
		if i < 0 {
			continue
		}
		k := len(q.Months)
		for t, n := range q.Boats {
			c := n / k
			if i == 0 {
				c += n % k
			}
			if c > 0 {
				out[t] = c
			}
		}
	}
	return out
}

func parseQuarter(s string) (Month, error) {
	var y, q int
	if _, err := fmt.Sscanf(s, "%4d-Q%1d", &y, &q); err != nil || q < 1 || q > 4 || fmt.Sprintf("%04d-Q%d", y, q) != s {
		return 0, fmt.Errorf("quarter %q: want YYYY-Qn", s)
	}
	return MonthOf(y, 3*q-2), nil
}

// buildReinforcements reads reinforcements and inexp_arrivals_from (design 4.5).
func (d *Data) buildReinforcements(c *campaignFile) error {
	var prev Month
	for i, y := range c.Reinforcements {
		at := fmt.Sprintf("reinforcements[%d] %s", i, y.Quarter)
		first, err := parseQuarter(y.Quarter)
		if err != nil {
			return fmt.Errorf("%s: %w", at, err)
		}
		if i == 0 && first != FirstMonth+1 {
			return fmt.Errorf("%s: the first quarter must be 1939-Q4 (the start fleet covers 1939-09)", at)
		}
		if i > 0 && first != prev+3 {
			return fmt.Errorf("%s: quarters must follow each other without gaps", at)
		}
		prev = first
		q := &Quarter{Label: y.Quarter, Boats: map[string]int{}, Total: y.Total}
		for j := range 3 {
			if m := first + Month(j); MonthInCampaign(m) {
				q.Months = append(q.Months, m)
			}
		}
		if len(q.Months) == 0 {
			return fmt.Errorf("%s: outside the campaign", at)
		}
		sum := 0
		for _, t := range sortedKeys(y.Boats) {
			if d.Types[t] == nil {
				return fmt.Errorf("%s: %q is not a U-boat type", at, t)
			}
			if y.Boats[t] < 0 {
				return fmt.Errorf("%s: %s: negative count", at, t)
			}
			q.Boats[t] = y.Boats[t]
			sum += y.Boats[t]
		}
		if sum != y.Total {
			return fmt.Errorf("%s: the types add up to %d but total is %d", at, sum, y.Total)
		}
		d.Reinforcements = append(d.Reinforcements, q)
	}
	if len(d.Reinforcements) == 0 || !slices.Contains(d.Reinforcements[len(d.Reinforcements)-1].Months, LastMonth) {
		return fmt.Errorf("reinforcements: the quarters must run to %s", LastMonth)
	}
	m, err := ParseMonth(c.InexpArrivalsFrom)
	if err != nil {
		return fmt.Errorf("inexp_arrivals_from: %w", err)
	}
	if !MonthInCampaign(m) {
		return fmt.Errorf("inexp_arrivals_from: %s is outside the campaign", m)
	}
	d.InexpArrivalsFrom = m
	return nil
}

// NumAces is the number of ace counters [SW 25] (design 4.7).
const NumAces = 27

// buildAces reads aces (design 4.7).
func (d *Data) buildAces(c *campaignFile) error {
	if len(c.Aces) != NumAces {
		return fmt.Errorf("aces: %d names, want %d", len(c.Aces), NumAces)
	}
	seen := map[string]bool{}
	for _, a := range c.Aces {
		if a == "" || seen[a] {
			return fmt.Errorf("aces: name %q empty or listed twice", a)
		}
		seen[a] = true
	}
	d.Aces = c.Aces
	return nil
}

// CampaignStart is one of the four campaign starts (design 1.1) and its fleet (4.5 start
// fleet, 4.9 snapshots) [historical approx].
type CampaignStart struct {
	Month Month
	Fleet map[string]int // boats by type
	// EventsHappened are the war events already past at the start; they open bases
	// (design 3.5). They count as happened on the turn before the start (EventLog).
	EventsHappened []string
	Groups         []StartGroup // placed in order
	Rest           string       // base of every boat no group placed
	AtSea          *StartAtSea  // nil: all boats in port
}

// StartGroup places Count boats in Bases, filled in turn (design 4.9).
type StartGroup struct {
	Bases []string
	Count int
	Types []string // only these types are drawn; nil = any
	// State, when set, is the box of every boat of the group (else SW 31.01 is rolled);
	// Inexp the Inexp marker given.
	State State
	Inexp int
}

// StartAtSea puts Percent of the fleet (rounded half up) at sea, drawn from the boats of
// base From, outbound in Zone toward Destination (design 4.9).
type StartAtSea struct {
	Percent     int
	From        string
	Zone        string
	Destination string
}

// Total is the number of boats of the start fleet.
func (s *CampaignStart) Total() int {
	n := 0
	for _, c := range s.Fleet {
		n += c
	}
	return n
}

// StartAt returns the campaign start of month m, or nil.
func (d *Data) StartAt(m Month) *CampaignStart {
	for _, s := range d.Starts {
		if s.Month == m {
			return s
		}
	}
	return nil
}

// StartMonths are the four campaign starts of design 1.1.
var StartMonths = []Month{MonthOf(1939, 9), MonthOf(1940, 7), MonthOf(1942, 1), MonthOf(1943, 6)}

// buildStarts reads campaign_starts (design 1.1, 4.5, 4.9); needs types and bases.
func (d *Data) buildStarts(c *campaignFile) error {
	for i, y := range c.Starts {
		at := fmt.Sprintf("campaign_starts[%d] %s", i, y.Start)
		m, err := ParseMonth(y.Start)
		if err != nil {
			return fmt.Errorf("%s: %w", at, err)
		}
		if i >= len(StartMonths) || m != StartMonths[i] {
			return fmt.Errorf("%s: the starts are %v, in order (design 1.1)", at, StartMonths)
		}
		s := &CampaignStart{Month: m, Fleet: map[string]int{}, EventsHappened: y.EventsHappened, Rest: y.Rest}
		for _, t := range sortedKeys(y.Fleet) {
			if d.Types[t] == nil {
				return fmt.Errorf("%s: fleet: %q is not a U-boat type", at, t)
			}
			if y.Fleet[t] < 0 {
				return fmt.Errorf("%s: fleet: %s: negative count", at, t)
			}
			if y.Fleet[t] > 0 {
				s.Fleet[t] = y.Fleet[t]
			}
		}
		wp := d.PeriodAt(m).Index
		week := Week{m, 1}
		if week.Turn() == 0 && len(s.EventsHappened) > 0 {
			return fmt.Errorf("%s: events_happened: no event has happened before the first turn", at)
		}
		happened := s.EventLog()
		for _, e := range s.EventsHappened {
			if !keyRE.MatchString(e) {
				return fmt.Errorf("%s: events_happened %q: event keys are lower-case snake case", at, e)
			}
		}
		usable := func(base string) error {
			b := d.Map.Bases[base]
			if b == nil {
				return fmt.Errorf("%q is not a base", base)
			}
			if !b.OpenAt(week, wp, happened) {
				return fmt.Errorf("base %s is not open in %s (design 3.5)", base, week)
			}
			if b.WorkUp[wp-1] == 0 || b.Capacity[wp-1] == 0 {
				return fmt.Errorf("base %s has no work_up or capacity in WP%d", base, wp)
			}
			return nil
		}
		placed := 0
		for j, g := range y.Groups {
			gat := fmt.Sprintf("%s: groups[%d]", at, j)
			if len(g.Bases) == 0 || g.Count <= 0 {
				return fmt.Errorf("%s: a group needs bases and a positive count", gat)
			}
			for _, b := range g.Bases {
				if err := usable(b); err != nil {
					return fmt.Errorf("%s: %w", gat, err)
				}
			}
			avail := 0
			for _, t := range g.Types {
				if d.Types[t] == nil {
					return fmt.Errorf("%s: types: %q is not a U-boat type", gat, t)
				}
				avail += s.Fleet[t]
			}
			if g.Types != nil && avail < g.Count {
				return fmt.Errorf("%s: %d boats of types %v wanted, the fleet has %d", gat, g.Count, g.Types, avail)
			}
			st := State(g.State)
			if st != "" && !st.InPort() {
				return fmt.Errorf("%s: state %q is not a base box", gat, g.State)
			}
			if g.Inexp < 0 || g.Inexp > 2 {
				return fmt.Errorf("%s: inexp %d outside 0–2", gat, g.Inexp)
			}
			s.Groups = append(s.Groups, StartGroup{Bases: g.Bases, Count: g.Count, Types: g.Types, State: st, Inexp: g.Inexp})
			placed += g.Count
		}
		if placed > s.Total() {
			return fmt.Errorf("%s: the groups place %d boats but the fleet has %d", at, placed, s.Total())
		}
		if err := usable(s.Rest); err != nil {
			return fmt.Errorf("%s: rest: %w", at, err)
		}
		if a := y.AtSea; a != nil {
			if a.Percent <= 0 || a.Percent > 100 {
				return fmt.Errorf("%s: at_sea: percent %d outside 1–100", at, a.Percent)
			}
			if a.From != s.Rest {
				return fmt.Errorf("%s: at_sea: from %q must be the rest base %s", at, a.From, s.Rest)
			}
			if _, err := d.Map.Path(a.From, a.Zone, wp); err != nil {
				return fmt.Errorf("%s: at_sea: zone: %w", at, err)
			}
			z := d.Map.Zones[a.Destination]
			if z == nil || z.Kind != KindOperatingArea {
				return fmt.Errorf("%s: at_sea: destination %q is not an OA", at, a.Destination)
			}
			s.AtSea = &StartAtSea{Percent: a.Percent, From: a.From, Zone: a.Zone, Destination: a.Destination}
			if n := s.AtSeaCount(); n > s.Total()-placed {
				return fmt.Errorf("%s: at_sea: %d boats wanted at sea, only %d at %s", at, n, s.Total()-placed, s.Rest)
			}
		}
		d.Starts = append(d.Starts, s)
	}
	if len(d.Starts) != len(StartMonths) {
		return fmt.Errorf("campaign_starts: %d starts, want %d (design 1.1)", len(d.Starts), len(StartMonths))
	}
	return nil
}

// AtSeaCount is the number of boats that start at sea: Percent of the whole fleet,
// rounded half up (design 0 rounding).
func (s *CampaignStart) AtSeaCount() int {
	if s.AtSea == nil {
		return 0
	}
	return (s.Total()*s.AtSea.Percent*2 + 100) / 200
}

// EventLog is the start's EventsHappened as an EventLog: each happened on the turn
// before the start.
func (s *CampaignStart) EventLog() EventLog {
	before := Week{s.Month, 1}.Turn() - 1
	return func(e string) (int, bool) { return before, slices.Contains(s.EventsHappened, e) }
}
