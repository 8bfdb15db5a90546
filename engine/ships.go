package engine

// 8.3–8.4, 9.1–9.5, 9.7, 9.10: ship encounters. OWNER: ships helper.

// shipEncounter runs 13(b) for an [E1] ship result key (ship, two_ships, tanker,
// ship_escort, two_ships_escort, convoy, capital_ship), including following (9.7) and
// additional combat rounds (9.4.3), and leaves c.S.Engage nil when done.
func (c *Career) shipEncounter(kind string) {
	panic("not implemented: shipEncounter")
}
