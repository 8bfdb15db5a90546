package bdu

import "slices"

// design 8.5 WP8 (1944-06 → 1944-07): the Channel special-mission zone of the header
// (Overlord) and the invasion reinforcement (roll 0). The zone is data (campaign.yaml
// e1_columns.invasion, Map.Invasion): from Overlord (the fixed date, 1944-06 week 2) to
// the end of WP8, english_channel is a patrol zone searched as a WP6–10 OA on its own
// chart (the [E1] atlantic column with "–" read as Aircraft [H 7.4.3], gate 9, red 5,
// heavy air: lateChart; its red boxes count as an OA's, redBoxes); a leg that crosses
// it takes +2 on its transit check for a boat without schnorchel; a leg that ends in
// it is checked against the Channel itself as the OA entered, also from France or
// Germany (a 0-MP link that enters no other OA) [designed, 7.4: sailpath.go legEnd]; a
// leg that only crosses it keeps the OA it enters as its reference; only Type VII may
// be sent there. At Overlord every Type VII in Ready at France-Atlantic sails for it
// (the boats the invasion readiness of WP7 0 held among them); the invasion
// reinforcement sends 4 more Type VII by SW 5.3 (forceDeployment: the boats on station
// there now plus 4). When WP8 ends, a boat on station there turns for home (III.5).
//
// Readings: the BdU AI sends boats there by these orders only (its sail answer skips
// the SMZ option, 9.4; its on-station boats stay), so the calibrated AI is unchanged but
// for the boats these orders send; a player may sail a boat of its types for it, or
// move one in from SW Approaches or the North Sea, while the order stands (design 9.1:
// smz.go smzSailOptions, smzMoveOptions); the Overlord sailing is logged as orders of
// kind "sail" (no war_event: it is the header's); a boat sent there keeps its patrol as
// on any OA (no SW 20 patrol: smz.go joinSMZ).

// invasionActive reports whether the Channel SMZ is a patrol zone this turn (design
// 8.5 WP8 header: Overlord to the end of WP8).
func (c *Campaign) invasionActive() bool {
	iv := &c.Data.Map.Invasion
	return iv.Zone != "" && c.Period == iv.Period && !c.Now.Before(c.Data.Fixed.Overlord)
}

// isInvasionZone reports whether zone is the Channel SMZ and it is active.
func (c *Campaign) isInvasionZone(zone string) bool {
	return zone == c.Data.Map.Invasion.Zone && c.invasionActive()
}

// invasionOpen reports whether b may be sent to patrol zone as the Channel SMZ (its
// types only, [H 7.4.3]).
func (c *Campaign) invasionOpen(b *Boat, zone string) bool {
	return c.isInvasionZone(zone) && slices.Contains(c.Data.Map.Invasion.Types, b.Type)
}

// lateChart is oa's WP6–10 chart (design 7.3), the Channel SMZ's while it is active;
// nil for a zone without one.
func (c *Campaign) lateChart(oa string) *LateChart {
	if c.isInvasionZone(oa) {
		return c.Data.Map.Invasion.chart
	}
	return c.Data.Charts.Late[oa]
}

// overlordSailing is the WP8 header at Overlord (design 8.5): every Type VII in Ready
// at France-Atlantic sails for the Channel SMZ (not asked for other orders this turn).
func (c *Campaign) overlordSailing() error {
	iv := &c.Data.Map.Invasion
	for _, b := range c.loop() {
		if b.State != Ready || b.Zone != "france_atlantic" || b.Nation != "de" || !slices.Contains(iv.Types, b.Type) ||
			b.WithdrawOnArrival != "" || b.week.forced || !slices.Contains(c.open, b.Zone) {
			continue
		}
		r, ok := c.Data.Map.PathsFrom(b.Zone, c.Period)[iv.Zone]
		if !ok {
			continue
		}
		if err := b.setState(Outbound); err != nil {
			return err
		}
		b.Markers.Mission = "" // the invasion readiness (WP7 0) ends with the invasion
		b.Destination, b.route, b.Side, b.home, b.noCredit = iv.Zone, r.Zones[1:], SideTransit, b.Zone, false
		b.week.sailed, b.week.forced = true, true
		if c.Log != nil {
			c.emit(TOrder, &OrderEvent{Boat: b.ID, Kind: "sail", Detail: iv.Zone})
		}
	}
	return nil
}

// invasionReinforcement is design 8.5 WP8 roll 0: 4 more Type VII to the Channel SMZ
// (SW 5.3; none before Overlord, when the zone is not yet a patrol zone).
func (c *Campaign) invasionReinforcement() error {
	iv := &c.Data.Map.Invasion
	if !c.invasionActive() {
		return nil
	}
	n := 4
	for _, b := range c.Boats { // (those forceDeployment counts as there)
		if b.State == OnStation && b.Zone == iv.Zone && !b.Markers.RTB && c.Data.Types[b.Type].Torpedoes > 0 && b.WithdrawOnArrival == "" {
			n++
		}
	}
	return c.forceDeployment(iv.Zone, n, func(b *Boat) bool { return slices.Contains(iv.Types, b.Type) })
}
