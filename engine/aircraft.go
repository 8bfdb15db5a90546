package engine

// 9.8: aircraft encounters. OWNER: combat helper.

// Air attack modes (13(d) D0).
const (
	AirNormal  = iota // [E1] aircraft, invasion, mission box, additional round
	AirNoChain        // aircraft + escort: no Flak-miss chain ([A36])
	AirChain          // a new aircraft after a Flak miss: no [A1], no Flak
)

// aircraft runs 13(d): crash dive [A1], weapon, passes with Flak [A2], the follow-up roll
// after a miss. It returns whether the aircraft attacked (the boat was spotted).
func (c *Career) aircraft(mode int) (spotted bool) {
	panic("not implemented: aircraft")
}
