package bdu

// design 4.5 "VIIC Flak" [H 11.4.7, designed] and 9.1 reinforcements (week 1): "in
// 1943-05 the player may convert up to 4 VIIC in French bases (they go to Repair 2 and
// return as VIIC Flak); all revert to VIIC after 1943-11"; the WP6 header (8.5) says
// "VIIC Flak conversions allowed". Read together [designed]: the conversion is offered
// in week 1 of each month from 1943-05 to 1943-11, to each German VIIC in a box of
// France-Atlantic from Work Up to Ready (not the flagship, whose Hunted board is its
// career's), at most 4 conversions a campaign. In week 1 of 1943-12 every VIIC Flak in
// service becomes a VIIC again. A VIIC Flak has the ratings of table 4.2 and its two
// rules: its first transit result "B" of a patrol is "O" (7.4) and its first air
// attack result 5–7 of a patrol is Spotted (6.1.5).

// The VIIC Flak's type keys and window (design 4.2, 4.5).
const (
	flakType    = "VIIC_Flak"
	flakFrom    = "VIIC"
	flakBase    = "france_atlantic"
	maxFlak     = 4
	flakTransit = 1 // Boat.flakUsed: the transit "B" → "O" taken this patrol
	flakAir     = 2 // Boat.flakUsed: the air 5–7 → Spotted taken this patrol
)

var flakFirst, flakLast = MonthOf(1943, 5), MonthOf(1943, 11)

// DecideFlak is the VIIC Flak conversion of a VIIC in port (design 4.5, 9.1).
const DecideFlak DecisionKind = "flak_conversion"

// KeyConvert is DecideFlak's conversion (Repair 2, then a VIIC Flak); its other option
// is KeyKeep (the boat stays a VIIC).
const KeyConvert = "convert"

// TConversion is a boat's change of type (design 4.5 VIIC Flak; an addition to 9.3).
const TConversion EventType = "conversion"

// ConversionEvent is a boat's change of type (design 4.5): its new type and torpedo
// load, and its new box (repair_2 for a conversion, "" when it stays where it is).
type ConversionEvent struct {
	EventHeader
	Boat      string `json:"boat"`
	Type      string `json:"type"`
	Base      string `json:"base"`
	To        State  `json:"to,omitempty"`
	Torpedoes int    `json:"torpedoes"`
}

// stepFlak is the VIIC Flak conversions and their reversion at step II.1 (week 1).
func (c *Campaign) stepFlak() error {
	m := c.Now.Month
	if m > flakLast {
		for _, b := range c.Boats {
			if b.Type != flakType || b.State.Terminal() {
				continue
			}
			b.Type = flakFrom // design 4.5: all revert after 1943-11
			if c.Log != nil {
				c.emit(TConversion, &ConversionEvent{Boat: b.ID, Type: b.Type, Base: b.Zone, Torpedoes: b.Torpedoes})
			}
		}
		return nil
	}
	if m < flakFirst || c.flakConverted >= maxFlak || !c.isOpen(flakBase) {
		return nil
	}
	for _, b := range c.loop() {
		if c.flakConverted >= maxFlak {
			break
		}
		if b.Type != flakFrom || b.Nation != "de" || b.Zone != flakBase || c.isFlagship(b) ||
			(b.State != WorkUp && b.State != InPort && b.State != Pierside && b.State != Ready) {
			continue
		}
		d := c.decision(DecideFlak, b)
		d.add(KeyKeep, nil)
		d.add(KeyConvert, nil)
		key, err := c.ask(c.player, d)
		if err != nil {
			return err
		}
		if key != KeyConvert {
			continue
		}
		if err := b.setState(Repair2); err != nil {
			return err
		}
		b.Type = flakType
		b.Torpedoes = min(b.Torpedoes, c.Data.Types[flakType].Torpedoes)
		c.flakConverted++
		if c.Log != nil {
			c.emit(TConversion, &ConversionEvent{Boat: b.ID, Type: b.Type, Base: b.Zone, To: Repair2, Torpedoes: b.Torpedoes})
		}
	}
	return nil
}

// flakSaves reports whether b's VIIC Flak rule of kind (flakTransit, flakAir) turns this
// result into the lighter one, and marks the rule taken for the patrol (design 4.2).
func (b *Boat) flakSaves(kind uint8) bool {
	if b.Type != flakType || b.flakUsed&kind != 0 {
		return false
	}
	b.flakUsed |= kind
	return true
}
