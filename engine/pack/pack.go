// Package pack plays the wolfpack tournament of The Hunted (rules-career 13.5): up to six
// Type VIIC careers from 7/43 in one Atlantic patrol, meeting in convoy battles. Each
// boat is an engine.Career (its own seed, dice and event log); the pack drives them one
// at a time, stopping them where 13.5 makes them meet (engine.PackLink) and resolving the
// meeting: the 13.5.4 detection pick of each combat round, and after the initial battle
// whether a boat's "Convoy" starts a battle that the others may join (13.5.5). Boats no
// player takes are steered by the Commander policy (engine/policy); the players' choices
// come through Next and Choose with the boat's index (hot seat).
//
// Deterministic from Config.Seed: the boats are advanced in index order and every die is
// a career's own.
//
// Readings (rules-career 13.5; engine/pack.go has the career's side):
//   - 13.5.2 the patrol is assigned to the Atlantic without a [P1] roll, not a (W) patrol:
//     13.5.4 replaces the 7.2.2 roll. The tournament is the one patrol; a boat's part ends
//     with it (13.5.6), or with its career.
//   - 13.5.3 the first Atlantic box is the convoy and nothing else is rolled there; a boat
//     that loses that box to a random event misses the initial battle ([designed]).
//   - 13.5.4 a round's pick is made among the boats attacking in it, after each has
//     chosen to attack; ties for the lowest reroll among the tied (AMBIGUOUS, its
//     reading); a boat alone is the one picked, with no roll ([designed]); a boat with its
//     radio Inoperative takes part but gets no modifier ([D11]).
//   - 13.5.5 following is automatic: after rounds 1 and 2 the boat chooses to stay with
//     the convoy (no FOLLOW roll, new ships each round, 9.7.7) or break off; no fourth
//     round. Each boat fights its own targets of the convoy ([designed]). After the
//     initial battle a battle forms in a box (and encounter roll) where some boat rolls
//     "Convoy"; it attacks from round 1, boats rolling no result, "Ship" or "Capital
//     Ship" there may join from round 2 (pack_join), the others resolve their result
//     normally (AMBIGUOUS, its reading). Boats are matched by their box and roll number.
package pack

import (
	"errors"
	"fmt"
	"iter"

	"uboat/engine"
	"uboat/engine/policy"
)

// MaxBoats is the size of a wolfpack group (13.5.1).
const MaxBoats = 6

// Start is the tournament's first patrol month (13.5.2) and Type its U-boat.
var Start = engine.MonthOf(1943, 7)

const Type = "VIIC"

// Config sets up one wolfpack tournament.
type Config struct {
	Seed uint64
	// Boats is the number of boats (1–6; 0 = six, 13.5.1).
	Boats int
	// Players names the Kommandants of the boats players take, boat 0 onward (hot seat);
	// the remaining boats are the Commander's. At most Boats names, none empty.
	Players []string
	// Options are the optional rules of every career (14.x keys).
	Options engine.Options
	// Log keeps every boat's events (Boat.Events); off for fast headless runs.
	Log bool
	// Odds fills Choice.Odds on the players' decisions (engine.Config.Odds).
	Odds bool
}

// Boat is one boat of the pack.
type Boat struct {
	Index  int
	Kmdt   string
	Player bool // a player's boat (else the Commander's)
	Career *engine.Career
	// Events are the boat's events in order (with Config.Log); New collects them.
	Events []engine.Event

	next    func() (stop, bool)
	close   func()
	pending *engine.Decision // a player's decision waiting for Choose
	answer  string
	meet    *engine.PackPoint // where the boat waits for the pack
	reply   engine.PackReply
	done    bool
	err     error
}

// Tons is the boat's tonnage sunk in the tournament.
func (b *Boat) Tons() int { return b.Career.State().CareerTons }

// Ships is the number of ships the boat sank.
func (b *Boat) Ships() int { return b.Career.State().CareerShips }

// Outcome is the boat's patrol_end outcome (returned, aborted, sunk, …; "" while at sea).
func (b *Boat) Outcome() string {
	s := b.Career.State()
	if len(s.Log) == 0 {
		return ""
	}
	return s.Log[0].Outcome
}

// Done reports that the boat's tournament is over (13.5.6).
func (b *Boat) Done() bool { return b.done }

// stop is where a boat's career paused: a player's decision or a meeting point.
type stop struct {
	d    *engine.Decision
	meet *engine.PackPoint
}

// Pack is one wolfpack tournament under way.
type Pack struct {
	// Name is the wolfpack's 14.5 name and HistBoats its historical number of boats.
	Name      string
	HistBoats int
	Boats     []*Boat
	// Picks counts the 13.5.4 picks made (one per combat round with two or more boats)
	// and Battles the convoy battles the pack formed.
	Picks, Battles int
}

// ErrConfig is returned (wrapped) for a bad Config.
var ErrConfig = errors.New("bad wolfpack config")

// New sets up the tournament: the pack's 14.5 name picked from the seed, and the boats'
// careers (seeds derived from Config.Seed, Type VIIC, 7/43, the Atlantic, 13.5.2).
// Errors: more than six boats, more players than boats, an empty player name.
func New(cfg Config) (*Pack, error) {
	n := cfg.Boats
	if n == 0 {
		n = MaxBoats
	}
	if n < 1 || n > MaxBoats {
		return nil, fmt.Errorf("%w: %d boats (1–%d, 13.5.1)", ErrConfig, cfg.Boats, MaxBoats)
	}
	if len(cfg.Players) > n {
		return nil, fmt.Errorf("%w: %d players for %d boats", ErrConfig, len(cfg.Players), n)
	}
	for i, name := range cfg.Players {
		if name == "" {
			return nil, fmt.Errorf("%w: player %d has no name", ErrConfig, i+1)
		}
	}
	d, err := engine.LoadData()
	if err != nil {
		return nil, err
	}
	p := &Pack{}
	if ws := d.Lists.Wolfpacks; len(ws) > 0 { // 14.5: the pack's distinctive name (13.5.1)
		w := ws[cfg.Seed%uint64(len(ws))]
		p.Name, p.HistBoats = w.Name, w.Boats
	}
	for i := 0; i < n; i++ {
		b := &Boat{Index: i}
		if i < len(cfg.Players) {
			b.Kmdt, b.Player = cfg.Players[i], true
		}
		c, err := engine.NewCareer(engine.Config{
			Seed:       boatSeed(cfg.Seed, i),
			Type:       Type,
			Start:      Start,
			Kommandant: b.Kmdt,
			Options:    cfg.Options,
			Odds:       cfg.Odds && b.Player,
		}, nil)
		if err != nil {
			return nil, err
		}
		b.Career = c
		if cfg.Log {
			c.SetSink(func(e engine.Event) { b.Events = append(b.Events, e) })
		}
		p.start(b)
		p.Boats = append(p.Boats, b)
	}
	return p, nil
}

// boatSeed is boat i's career seed (a fixed odd multiplier spreads the seeds).
func boatSeed(seed uint64, i int) uint64 {
	return seed*0x9E3779B97F4A7C15 + uint64(i)*0x632BE59BD9B4E019 + 1
}

// link is a boat's engine.PackLink: Meet pauses the career at the meeting point.
type link struct {
	b     *Boat
	yield func(stop) bool
}

func (l *link) Meet(pt engine.PackPoint) engine.PackReply {
	if l.yield == nil || !l.yield(stop{meet: &pt}) {
		l.b.Career.Abandon() // the pack closed the boat (13.5.6)
	}
	return l.b.reply
}

// start prepares the boat's career as a coroutine stopping at its player's decisions
// and at the pack's meeting points; the Commander answers the others inside it.
func (p *Pack) start(b *Boat) {
	l := &link{b: b}
	b.Career.SetPack(l)
	cm := policy.NewCommander()
	seq := func(yield func(stop) bool) {
		l.yield = yield
		b.err = b.Career.Run(deciderFunc(func(s *engine.State, d *engine.Decision) (string, string) {
			if !b.Player {
				return cm.Decide(s, d)
			}
			if !yield(stop{d: d}) {
				b.Career.Abandon()
			}
			return b.answer, ""
		}))
	}
	b.next, b.close = iter.Pull(seq)
}

type deciderFunc func(*engine.State, *engine.Decision) (string, string)

func (f deciderFunc) Decide(s *engine.State, d *engine.Decision) (string, string) { return f(s, d) }

// advance resumes a boat that is neither waiting for a player nor for the pack, until it
// stops again or its career ends.
func (p *Pack) advance(b *Boat) {
	st, ok := b.next()
	switch {
	case !ok:
		b.done = true
	case st.d != nil:
		b.pending = st.d.Clone()
	case st.meet.Meet == engine.MeetDone: // 13.5.6 the boat's patrol is over
		b.done = true
		b.close()
	default:
		b.meet = st.meet
	}
}

// Next plays on until a player's decision is pending and returns the boat's index and the
// decision (a copy); it returns −1 and nil when the tournament is over (13.5.6). Boats
// are advanced in index order; the lowest-numbered player waiting is asked first.
func (p *Pack) Next() (int, *engine.Decision) {
	for {
		for _, b := range p.Boats {
			for !b.done && b.pending == nil && b.meet == nil {
				p.advance(b)
			}
		}
		for _, b := range p.Boats {
			if b.pending != nil {
				return b.Index, b.pending.Clone()
			}
		}
		if !p.resolve() {
			return -1, nil
		}
	}
}

// Choose answers the pending decision seq of boat i with key. Errors: no such boat, no
// decision pending for it, a stale seq (engine.ErrStaleChoice), a key not offered
// (engine.ErrIllegalChoice); nothing changes on error.
func (p *Pack) Choose(i, seq int, key string) error {
	if i < 0 || i >= len(p.Boats) {
		return fmt.Errorf("%w: no boat %d", engine.ErrIllegalChoice, i)
	}
	b := p.Boats[i]
	if b.pending == nil {
		return fmt.Errorf("%w: boat %d has no decision pending", engine.ErrStaleChoice, i)
	}
	if seq != b.pending.Seq {
		return fmt.Errorf("%w: decision %d answered, %d pending", engine.ErrStaleChoice, seq, b.pending.Seq)
	}
	if !b.pending.Has(key) {
		return fmt.Errorf("%w: %q is not an option of %q (options %v)", engine.ErrIllegalChoice, key, b.pending.ID, b.pending.Keys())
	}
	b.answer, b.pending = key, nil
	p.advance(b)
	return nil
}

// Done reports that every boat's tournament is over.
func (p *Pack) Done() bool {
	for _, b := range p.Boats {
		if !b.done {
			return false
		}
	}
	return true
}

// Err returns the first career error of a boat (an illegal answer), nil normally.
func (p *Pack) Err() error {
	for _, b := range p.Boats {
		if b.err != nil {
			return fmt.Errorf("boat %d: %w", b.Index, b.err)
		}
	}
	return nil
}

// Tons is the pack's tonnage: the sum of its boats' (13.5.1).
func (p *Pack) Tons() int {
	t := 0
	for _, b := range p.Boats {
		t += b.Tons()
	}
	return t
}

// Close stops the careers of an unfinished tournament.
func (p *Pack) Close() {
	for _, b := range p.Boats {
		if !b.done {
			b.close()
			b.done = true
		}
	}
}

// before orders meeting points by box, roll in the box and round.
func before(a, b *engine.PackPoint) bool {
	if a.Pos != b.Pos {
		return a.Pos < b.Pos
	}
	if a.Roll != b.Roll {
		return a.Roll < b.Roll
	}
	return a.Round < b.Round
}

// resolve resolves the earliest meeting point at which boats wait (every boat is then
// waiting or done); it reports false when none waits.
func (p *Pack) resolve() bool {
	var first *engine.PackPoint
	for _, b := range p.Boats {
		if b.meet != nil && (first == nil || before(b.meet, first)) {
			first = b.meet
		}
	}
	if first == nil {
		return false
	}
	var group []*Boat
	for _, b := range p.Boats {
		if b.meet != nil && b.meet.Pos == first.Pos && b.meet.Roll == first.Roll && b.meet.Round == first.Round && b.meet.Meet == first.Meet {
			group = append(group, b)
		}
	}
	switch first.Meet {
	case engine.MeetEncounter: // 13.5.5 a battle forms where a boat rolled "Convoy"
		battle := false
		for _, b := range group {
			battle = battle || b.meet.Result == "convoy"
		}
		if battle {
			p.Battles++
		}
		for _, b := range group {
			b.reply = engine.PackReply{Battle: battle}
		}
	case engine.MeetRound:
		if first.Round == 1 && p.Battles == 0 { // (a later battle was counted at its encounter)
			p.Battles++ // the initial battle (13.5.3)
		}
		p.pick(group, first.Round)
	}
	for _, b := range group {
		b.meet = nil
	}
	return true
}

// pick is 13.5.4 for the boats attacking in one combat round: each rolls 1d6, the lowest
// gets +1 to the escorts' detection and the rest −1; tied lowest reroll among themselves
// (AMBIGUOUS, its reading). A boat alone is the one picked, without a roll ([designed]).
func (p *Pack) pick(group []*Boat, round int) {
	picked := group[0]
	if len(group) > 1 {
		p.Picks++
		tied := group
		for len(tied) > 1 {
			low, lows := 7, []*Boat(nil)
			for _, b := range tied {
				f := b.Career.PackPick()
				switch {
				case f < low:
					low, lows = f, []*Boat{b}
				case f == low:
					lows = append(lows, b)
				}
			}
			tied = lows
		}
		picked = tied[0]
	}
	for _, b := range group {
		drm := -1
		if b == picked {
			drm = 1
		}
		b.reply = engine.PackReply{DRM: drm}
		b.Career.PackNote(drm, round)
	}
}

// Play runs a tournament with every decision of the players' boats made by d (a
// headless run; d gets the deciding boat's state), and returns the pack when it is over.
func Play(cfg Config, d engine.Decider) (*Pack, error) {
	p, err := New(cfg)
	if err != nil {
		return nil, err
	}
	for {
		i, dec := p.Next()
		if dec == nil {
			break
		}
		key, _ := d.Decide(p.Boats[i].Career.State(), dec)
		if err := p.Choose(i, dec.Seq, key); err != nil {
			p.Close()
			return p, err
		}
	}
	return p, p.Err()
}
