package tactical

import "math"

// Ship construction from the §7 book data, with the hidden individual deviations of
// §2.4 drawn once per ship.

// newShip fills book values and draws δ_ℓ, δ_h (two Normal draws, always).
func (d *Data) newShip(r *Stream, kind ShipKind, role Role, length, beam, mast float64) Ship {
	dl := d.Instruments.LengthDevSD * r.Normal()
	dh := d.Instruments.MastDevSD * r.Normal()
	return Ship{
		Kind: kind, Role: role,
		BookLength: length, BookBeam: beam, BookMast: mast,
		DevLength: dl, DevMast: dh,
		Length: length * (1 + dl), Beam: beam * (1 + dl), Mast: mast * (1 + dh),
	}
}

// Merchant builds a §7.1 merchant from its class key (engine ship class:
// small_freighter, large_freighter, tanker) and GRT. Named Liberty ships carry the exact
// Liberty values. Speed is left 0 (the set-up gives convoy or independent speed).
func (d *Data) Merchant(r *Stream, name, class string, grt int) Ship {
	m := &d.Merchants
	kind := LargeFreighter
	switch class {
	case "small_freighter":
		kind = SmallFreighter
	case "tanker":
		kind = Tanker
	}
	l := m.Length(grt)
	ratio := m.BeamRatio
	if kind == Tanker {
		ratio = m.TankerBeamRatio
	}
	b := l / ratio
	for _, n := range m.LibertyNames {
		if n == name {
			l, b = m.Liberty.Length, m.Liberty.Beam
		}
	}
	s := d.newShip(r, kind, RoleTarget, l, b, m.Mast(l))
	s.Name, s.Class, s.GRT = name, class, grt
	return s
}

// IndependentSpeed is §7.1: the speed (kn) of an unescorted merchant.
func (d *Data) IndependentSpeed(s *Ship) float64 {
	m := &d.Merchants
	if s.Kind == Tanker && s.GRT >= m.T2MinGRT {
		return m.T2Speed
	}
	for _, n := range m.LibertyNames {
		if n == s.Name {
			return m.Liberty.Speed
		}
	}
	return m.IndependentSpeed[s.Class]
}

// CapitalByName returns the §7.2 row of a [T5] ship, or nil.
func (d *Data) CapitalByName(name string) *CapitalShip {
	for i := range d.Capitals {
		if d.Capitals[i].Name == name {
			return &d.Capitals[i]
		}
	}
	return nil
}

// CapitalShip builds a §7.2 capital ship at its scene cruise speed.
func (d *Data) CapitalShip(r *Stream, c *CapitalShip, grt int) Ship {
	kind := Capital
	if c.Fast {
		kind = CapitalFast
	}
	s := d.newShip(r, kind, RoleTarget, c.Length, c.Beam, c.Mast)
	s.Name, s.Class, s.GRT, s.Speed = c.Name, c.Class, grt, c.Cruise
	return s
}

// EscortShip builds a §7.2 escort of class e; role says whether it is screening
// (RoleEscort) or the table's escort target (RoleTarget, 9.10).
func (d *Data) EscortShip(r *Stream, e *EscortClass, role Role) Ship {
	s := d.newShip(r, Escort, role, e.Length, e.Beam, e.Mast)
	s.Name, s.Class, s.Speed = e.Name, e.Key, d.Setup.EscortWeaveKn
	return s
}

// EscortClassFor picks the escort class at scene start by year (§7.2 [designed]):
// uniformly among the classes in service that year; capital selects the capital-ship
// destroyer screen.
func (d *Data) EscortClassFor(r *Stream, year int, capital bool) *EscortClass {
	var pool []*EscortClass
	for i := range d.Escorts {
		e := &d.Escorts[i]
		if e.CapitalScreen == capital && year >= e.From && year <= e.To {
			pool = append(pool, e)
		}
	}
	if len(pool) == 0 {
		return &d.Escorts[0]
	}
	return pool[r.Die(len(pool))-1]
}

// sampleShip draws a representative ship of a §2.7.2 kind with its scene speed, for
// the calibration and the property tests [designed ranges: small 1,500–4,000 GRT at
// 7.5–9 kn; large 5,000–8,000 GRT at 9–11 kn; tanker 8,000–12,000 GRT at 9.5–14.5 kn;
// capitals from the §7.2 rows at cruise; escorts from §7.2 weaving at 14 kn].
func (d *Data) sampleShip(r *Stream, k ShipKind) Ship {
	u := r.Float64()
	v := r.Float64()
	switch k {
	case SmallFreighter, LargeFreighter, Tanker:
		lo, hi, slo, shi, class := 1500.0, 4000.0, 7.5, 9.0, "small_freighter"
		if k == LargeFreighter {
			lo, hi, slo, shi, class = 5000, 8000, 9, 11, "large_freighter"
		} else if k == Tanker {
			lo, hi, slo, shi, class = 8000, 12000, 9.5, 14.5, "tanker"
		}
		s := d.Merchant(r, "", class, int(lo+(hi-lo)*u))
		s.Speed = slo + (shi-slo)*v
		return s
	case Capital, CapitalFast:
		var pool []*CapitalShip
		for i := range d.Capitals {
			if d.Capitals[i].Fast == (k == CapitalFast) {
				pool = append(pool, &d.Capitals[i])
			}
		}
		return d.CapitalShip(r, pool[int(u*float64(len(pool)))], 30000)
	}
	e := &d.Escorts[int(u*float64(len(d.Escorts)))]
	return d.EscortShip(r, e, RoleTarget)
}

// aobForTrack solves |AOB| + asin((v/u)·sin|AOB|) = τ for |AOB| (deg) by bisection
// (the left side rises with |AOB| while v < u).
func aobForTrack(tau, v, u float64) float64 {
	lo, hi := 0.0, tau
	for range 60 {
		mid := (lo + hi) / 2
		if mid+math.Asin(math.Min(1, v/u*math.Sin(mid*deg)))/deg < tau {
			lo = mid
		} else {
			hi = mid
		}
	}
	return (lo + hi) / 2
}
