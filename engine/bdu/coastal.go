package bdu

// Coastal traffic (SW 13.23; design 7.2 "Coastal shipping", 6.1.1 tonnage row
// "coastal"): a loner contact read from the contact table ("L", WP1–5) in an OA with the
// coastal flag may be fought as coastal traffic instead. The attack decision (6.1.2)
// then offers KeyCoastal beside the torpedo attack; chosen, the loners are attacked as
// in 6.1.3 with TD 0 (a tanker's too), every ship sunk is a coastal ship of 1,000 t
// (class "coastal", no tanker roll of the 1942 massacre), and the aircraft stay: in the
// loner counterattack (6.1.4) light air counts as heavy, the air term being at least 1
// where the OA has any air cover [reading of SW 13.23B "aircraft stay even if light":
// F1's floor(air / 2) drops light air]. The BdU AI (9.4) and the default standing orders
// keep the torpedo attack (a coastal ship is a fifth of a merchant's mean tons), so the
// option is the player's; the standard campaign's figures do not move.

// KeyCoastal is the attack decision's option to fight a loner contact as coastal
// traffic (SW 13.23).
const KeyCoastal = "coastal"

// tonsCoastal is the coastal row of the tonnage table (design 6.1.1: 1,000 t on every face).
const tonsCoastal = 1000

// coastalAllowed reports whether loner contact k may be fought as coastal traffic
// (SW 13.23): an AAC loner (WP1–5) in an OA with the coastal flag, and the boat able to
// make a torpedo attack.
func (c *Campaign) coastalAllowed(b *Boat, k Contact) bool {
	z := c.Data.Map.Zones[k.Zone]
	return k.Category == CatLoner && c.Period <= 5 && k.Colour != 0 && z != nil && z.Coastal &&
		!b.week.noTorpedoes && b.Torpedoes >= 2
}

// lonerAirASW is the air term of the loner counterattack's ASW (design 6.1.4:
// floor(air / 2)); for coastal traffic at least 1 under any air cover (SW 13.23B).
func (c *Campaign) lonerAirASW(k Contact) int {
	air := c.zoneAir(k.Zone)
	if k.Coastal && air > 0 {
		return max(1, air/2)
	}
	return air / 2
}
