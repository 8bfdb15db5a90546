package tactical

// §5 time model: a deterministic fixed-tick simulation presented as real time with pause.

// Tick is the simulation step in sim seconds (§5).
const Tick = 0.5

// Tick counts.
const (
	TicksPerSecond = 2                   // 1 / Tick
	TicksPerTurn   = 60                  // one 30 s sonar turn (§3.3, §5)
	TicksPerMinute = 60 * TicksPerSecond // 120
	UpdatesPerSec  = 60                  // Ebitengine's TPS (§5 fit with Ebitengine)
)

// Ticks converts sim seconds to whole ticks (rounded to nearest).
func Ticks(seconds float64) int64 { return int64(seconds*TicksPerSecond + 0.5) }

// Seconds converts ticks to sim seconds.
func Seconds(ticks int64) float64 { return float64(ticks) * Tick }

// Compression is a §5 time-compression level: sim seconds per real second; Paused is 0.
type Compression uint8

const (
	Paused Compression = iota
	X1
	X4
	X16
	X64
	numCompression
)

// Factor returns the sim seconds per real second (0 when paused).
func (c Compression) Factor() float64 {
	return [...]float64{0, 1, 4, 16, 64}[c]
}

// Key returns the display key ("pause", "x1", …).
func (c Compression) Key() string { return [...]string{"pause", "x1", "x4", "x16", "x64"}[c] }

// Alert is a §5 reason that drops compression to ×1 (and pauses with "pause on alerts").
type Alert uint8

const (
	AlertNone            Alert = iota
	AlertContact               // a new contact or a contact lost
	AlertTorpedo               // launched, hit, missed, dudded; a target sinking
	AlertPreFire               // the pre-fire check result
	AlertCommitCountdown       // the commit countdown reaching 10 s
	AlertDetection             // first ping on the hull; run-in heard; splashes; detonations
	AlertDamage                // an [E4] result, a hazard, a flooding box, a team lost
	AlertDepthBattery          // the test-depth line; battery below 20 %
	AlertDecision              // a decision the engine asks for
	AlertAircraft              // aircraft sighted (forced ×1, §4.6)
	AlertPlayer                // player-set alarms (bearing, range, time)
	AlertTransit               // the length-transit timer is running (forced ×1, §2.4)
)

// Key returns the `tac_alert.alert` key.
func (a Alert) Key() string {
	return [...]string{"", "contact", "torpedo", "pre_fire", "commit_countdown", "detection", "damage",
		"depth_battery", "decision", "aircraft", "player", "transit"}[a]
}

// Pacer turns real frames into simulation ticks (§5 fit with Ebitengine): each Update
// at UpdatesPerSec runs the whole ticks owed, the fraction carried to the next frame,
// and Alpha gives Draw the interpolation between the last two ticks. A Pacer holds no
// simulation state; it is the screen's, not the scene's, and is not saved.
type Pacer struct {
	Level        Compression
	PauseOnAlert bool
	acc          int // owed ticks, in 1/UpdatesPerSec of a tick (exact integer arithmetic)
}

// Frame advances one Update and returns the number of ticks to run now.
func (p *Pacer) Frame() int {
	p.acc += int(p.Level.Factor()) * TicksPerSecond
	n := p.acc / UpdatesPerSec
	p.acc %= UpdatesPerSec
	return n
}

// Alpha is the fraction (0..1) of a tick owed, for drawing between ticks.
func (p *Pacer) Alpha() float64 { return float64(p.acc) / UpdatesPerSec }

// Alert applies a §5 alert: the level drops to ×1, or to pause with PauseOnAlert
// (a forced-×1 alert — aircraft, length transit — never pauses by itself).
func (p *Pacer) Alert(a Alert) {
	if a == AlertNone {
		return
	}
	if p.PauseOnAlert && a != AlertAircraft && a != AlertTransit {
		p.Level = Paused
		p.acc = 0
		return
	}
	if p.Level > X1 {
		p.Level = X1
	}
}
