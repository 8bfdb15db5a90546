package bdu

import (
	"fmt"
	"slices"
)

// Design 4.8, the optional module "Italian boats at Bordeaux (BETASOM)" [historical
// approx], with SW 30.82 (the Italian boats in northern waters, design 6.1.8 and 7.1).
// Off by default (Campaign.Betasom: SetModule("betasom"), uboat-sim -modules betasom,
// the save's config.betasom). Without it nothing here acts.

// BETASOM data (design 4.8): the arrivals by month at BetasomBase in Work Up, the
// departure for the Mediterranean in week 1 of BetasomLeaveMonth (BetasomLeave boats,
// the player's choice, else the oldest) and the BetasomTransfer boats of WP5 event 10.
var (
	BetasomType       = "ITA"
	BetasomBase       = "france_atlantic"
	BetasomArrivals   = map[Month]int{MonthOf(1940, 9): 6, MonthOf(1940, 10): 7, MonthOf(1940, 11): 7, MonthOf(1940, 12): 7}
	BetasomLeaveMonth = MonthOf(1941, 9)
	BetasomLeave      = 10
	BetasomTransfer   = 7
)

// italianNorth are the zones of SW 30.82 (design 7.1 "Italian boats −1 in northern
// waters", 6.1.8 "+1"): the North Atlantic and Arctic OAs, the North Sea, the Baltic and
// the Maritimes [designed list: the OAs north of the Bay of Biscay and the Newfoundland
// banks].
var italianNorth = []string{"north_sea", "baltic_sea", "norwegian_sea", "barents_sea", "western_approaches",
	"greenland_gap", "grand_banks", "maritimes", "st_lawrence"}

// italianInNorth reports whether SW 30.82 applies to b in zone.
func italianInNorth(b *Boat, zone string) bool {
	return b.Nation == "it" && slices.Contains(italianNorth, zone)
}

// DecideBetasom is the choice of the Italian boat that leaves for the Mediterranean in
// 1941-09 (design 4.8 "player's choice, else oldest"); the options are the Italian boats
// in service, oldest first. Asked once per boat that leaves.
const DecideBetasom DecisionKind = "betasom"

// betasomState is the module's bookkeeping (design 4.8).
type betasomState struct {
	transferred bool // WP5 event 10's 7 boats have left
	imposed     bool // SW 30.81: the German boats follow the WP3 doctrine this month (doctrine.go)
}

// stepBetasom is design 4.8 at step II.1 (week 1): the arrivals, and in
// BetasomLeaveMonth the departure for the Mediterranean. Errors: an illegal answer; the
// base is not open for an arrival.
func (c *Campaign) stepBetasom(p Decider) error {
	if !c.Betasom {
		return nil
	}
	m := c.Now.Month
	if n := BetasomArrivals[m]; n > 0 {
		if !c.isOpen(BetasomBase) {
			return fmt.Errorf("betasom: %s is not open in %s (design 4.8)", BetasomBase, c.Now)
		}
		for range n {
			b := c.commission(BetasomType, m)
			b.State, b.Zone = WorkUp, BetasomBase
			if c.Log != nil {
				c.emit(TReinforcement, &ReinforcementEvent{Boat: b.ID, Type: b.Type, Base: b.Zone, Torpedoes: b.Torpedoes, Box: WorkUp})
			}
		}
	}
	if m != BetasomLeaveMonth {
		return nil
	}
	for range BetasomLeave {
		d := c.decision(DecideBetasom, nil)
		d.Subject = "betasom"
		for _, b := range c.italians() {
			d.add(b.ID, nil)
		}
		if len(d.Options) == 0 {
			return nil
		}
		key, err := c.ask(p, d)
		if err != nil {
			return err
		}
		if err := c.Withdraw(c.Boat(key), Training, "betasom_mediterranean"); err != nil {
			return err
		}
	}
	return nil
}

// italians are the Italian boats in service and not already leaving, oldest first.
func (c *Campaign) italians() []*Boat {
	var out []*Boat
	for _, b := range c.Boats { // (commissioning order: the oldest first)
		if b.Nation == "it" && !b.State.Terminal() && b.State != Refit && b.WithdrawOnArrival == "" {
			out = append(out, b)
		}
	}
	return out
}

// betasomRemove withdraws the n oldest Italian boats (n < 0: all) for reason (design 4.8:
// WP5 event 10, Italy's surrender); those at sea leave when they reach base (SW 19.13).
func (c *Campaign) betasomRemove(n int, reason string) error {
	if !c.Betasom {
		return nil
	}
	for i, b := range c.italians() {
		if n >= 0 && i >= n {
			break
		}
		if err := c.Withdraw(b, Training, reason); err != nil {
			return err
		}
	}
	return nil
}

// betasomTransfer is WP5 event 10's first occurrence ("U-boat transfer"): 7 more Italian
// boats leave (design 4.8).
func (c *Campaign) betasomTransfer() error {
	if !c.Betasom || c.betasom.transferred {
		return nil
	}
	c.betasom.transferred = true
	return c.betasomRemove(BetasomTransfer, "uboat_transfer")
}
