package engine

import (
	"fmt"
	"strconv"
	"strings"
)

// The optional rules of historical flavour (rules-career.md 14.3, 14.4, 14.5, 14.14;
// data in lists.yaml, Lists.HistoricalIDs, Wolfpacks, Flotillas). None of them rolls a
// die: a pick the rule leaves to the player (an ID, a wolfpack name, a flotilla) is made
// from the career's seed, so switching them on changes no roll of the career.

// historicalKey is the 14.4 list of a board key: VIIC/41 and IXC/40 boats were numbered
// among the VIIC and IXC (the list has no line of their own); the others by their key.
func historicalKey(boatType string) string {
	switch boatType {
	case "VIIC/41":
		return "VIIC"
	case "IXC/40":
		return "IXC"
	}
	return boatType
}

// HistoricalNumbers returns the 14.4 historical U-boat numbers of a board key ("VIIC" →
// 69, 70, …), in printed order without repeats; nil for a type with none (XII: "none
// built") or unknown.
func (d *Data) HistoricalNumbers(boatType string) []int {
	var out []int
	seen := map[int]bool{}
	for _, r := range d.Lists.HistoricalIDs[historicalKey(boatType)] {
		for n := r.From; n <= r.To; n++ {
			if !seen[n] {
				seen[n] = true
				out = append(out, n)
			}
		}
	}
	return out
}

// HistoricalID returns the 14.4 historical ID a career of seed takes at random for a
// board key ("U-" and the number), or "" when the type has no list (XII).
func (d *Data) HistoricalID(boatType string, seed uint64) string {
	ids := d.HistoricalNumbers(boatType)
	if len(ids) == 0 {
		return ""
	}
	return "U-" + strconv.Itoa(ids[mix64(seed, 0x14_4)%uint64(len(ids))])
}

// IsHistoricalID reports whether id ("U-201", "u201", "U 201") is on the 14.4 list of a
// board key.
func (d *Data) IsHistoricalID(boatType, id string) bool {
	s := strings.TrimSpace(strings.ToUpper(id))
	s = strings.TrimPrefix(s, "U")
	s = strings.TrimLeft(s, "- ")
	n, err := strconv.Atoi(s)
	if err != nil {
		return false
	}
	for _, r := range d.Lists.HistoricalIDs[historicalKey(boatType)] {
		if n >= r.From && n <= r.To {
			return true
		}
	}
	return false
}

// historicalIDConfig is 14.4 at setup: without a U-number the career takes one of the
// type's historical IDs (from the seed); a U-number the player gave must be on the list.
// A type with no list (XII) keeps the ordinary choice.
func historicalIDConfig(d *Data, cfg *Config) error {
	if !cfg.Options.Has(OptHistoricalIDs) || len(d.HistoricalNumbers(cfg.Type)) == 0 {
		return nil
	}
	if cfg.UNumber == "" {
		cfg.UNumber = d.HistoricalID(cfg.Type, cfg.Seed)
		return nil
	}
	if !d.IsHistoricalID(cfg.Type, cfg.UNumber) {
		return fmt.Errorf("%q is not a historical %s boat (14.4: choose one of the type's list)", cfg.UNumber, cfg.Type)
	}
	return nil
}

// mix64 is SplitMix64's finaliser over seed and salt: a well-spread pick from a seed
// that rolls no die.
func mix64(seed, salt uint64) uint64 {
	z := seed + salt*0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// ── 14.5 wolfpack names ──

// nameWolfpack gives a (W) patrol (7.2) one of the 14.5 historical wolfpack names,
// picked from the seed and the patrol's number, and notes it ("wolfpack_name", detail
// "Eisbär (5)": the name and the pack's historical number of boats).
func (c *Career) nameWolfpack(p *Patrol) {
	packs := c.data.Lists.Wolfpacks
	if !p.Wolfpack || !c.S.Options.Has(OptWolfpackNames) || len(packs) == 0 {
		return
	}
	w := packs[mix64(c.S.Seed, 0x14_5_000+uint64(c.S.PatrolCount))%uint64(len(packs))]
	p.WolfpackName = w.Name
	c.note(TNote, "wolfpack_name", w.Name+" ("+strconv.Itoa(w.Boats)+")")
}

// ── 14.14 flotilla counters ──

// FlotillaAt returns the 14.14 flotilla of a career of seed based at base (a Base key) in
// The Hunted's period (7/43–5/45): one of the flotillas whose last listed base it is
// (the earlier bases, Germany before France, are those of 1939–41), picked from the seed,
// with its ports; number 0 at a base no listed flotilla served (Penang).
func (d *Data) FlotillaAt(seed uint64, base string) (number int, ports []string) {
	var cands []int
	for i, f := range d.Lists.Flotillas {
		if n := len(f.Bases); n > 0 && f.Bases[n-1].Base == base {
			cands = append(cands, i)
		}
	}
	if len(cands) == 0 {
		return 0, nil
	}
	f := d.Lists.Flotillas[cands[mix64(seed, 0x14_14)%uint64(len(cands))]]
	return f.Number, f.Bases[len(f.Bases)-1].Ports
}

// updateFlotilla sets State.Flotilla for the boat's base (14.14, no game effect) and
// notes a change ("flotilla", detail the number). A boat at Penang stays in the flotilla
// she had.
func (c *Career) updateFlotilla() {
	if !c.S.Options.Has(OptFlotilla) {
		return
	}
	n, _ := c.data.FlotillaAt(c.S.Seed, c.S.Base)
	if n == 0 || n == c.S.Flotilla {
		return
	}
	c.S.Flotilla = n
	c.note(TNote, "flotilla", strconv.Itoa(n))
}

// ── 14.3 increased historical targets ──

// sunkInCareer reports whether a ship of this name was sunk earlier in the career (the
// log's rows and the patrol under way).
func (c *Career) sunkInCareer(name string) bool {
	for i := range c.S.Log {
		for _, n := range c.S.Log[i].Sunk {
			if n == name {
				return true
			}
		}
	}
	if p := c.S.Patrol; p != nil {
		for _, n := range p.Sunk {
			if n == name {
				return true
			}
		}
	}
	return false
}

// rollShipID rolls a ship's ID on a target list (8.3.2). With 14.3 a ship already sunk
// in this career is rerolled (14.3.2), unless every ship of the list is (the rule cannot
// be kept then, and the roll stands); each reroll is noted ("historical_reroll", the
// name).
func (c *Career) rollShipID(h *colRef) *Row {
	row := c.rollCol(h, nil).Row
	if !c.S.Options.Has(OptHistoricalTarget) {
		return row
	}
	for c.sunkInCareer(row.Result) && c.listHasUnsunk(h) {
		c.note(TNote, "historical_reroll", row.Result)
		row = c.rollCol(h, nil).Row
	}
	return row
}

// listHasUnsunk reports whether a target list still has a ship not sunk in the career.
func (c *Career) listHasUnsunk(h *colRef) bool {
	for _, r := range c.cols[h.i].col.Rows {
		if !c.sunkInCareer(r.Result) {
			return true
		}
	}
	return false
}

// FlotillaPorts returns the ports of a 14.14 flotilla at its last listed base (The
// Hunted's period), nil for an unknown number or a flotilla with none listed (29th).
func (d *Data) FlotillaPorts(number int) []string {
	for _, f := range d.Lists.Flotillas {
		if f.Number == number && len(f.Bases) > 0 {
			return f.Bases[len(f.Bases)-1].Ports
		}
	}
	return nil
}
