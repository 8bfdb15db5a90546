// Package duel is the two-player game of rule 13.1 (../shared/spec/hunted/rules-career.md)
// on one machine: two careers on the same U-boat type, start month and optional rules,
// played in alternate patrols (13.1.2), until both are over or an agreed end month
// (13.1.1); the greater tonnage sunk wins (13.1.3). The engine rolls every die for
// "the other side" (escort detection, attacks, damage, aircraft: 13.1.2). With 14.8
// evasive manoeuvres in force the escort's direction is not rolled but chosen in secret
// by the player who is not on patrol (engine.OptTwoPlayer, decision evasive_escort,
// 14.8.3), after the Kommandant has chosen his.
//
// Turns [designed]: a player's turn is one patrol with the refit after it. Every
// decision of a career belongs to the patrol the career has begun (State.PatrolCount);
// the player whose pending decision belongs to the earlier patrol is on turn, player 0
// on a tie. So player 0 plays patrol 1, then player 1 patrol 1, then player 0 patrol 2 …;
// when one career is over the other plays on alone. Each event is counted to the patrol
// the career had begun when it was emitted: the end of a patrol and its refit are handed
// out to their player before the turn passes (Next with no decision), the next patrol's
// first events when his next turn begins.
//
// Each career is an ordinary engine.Save (with engine.OptTwoPlayer among its options),
// so the duel is saved as its two careers and resumed by Resume; the turn follows from
// them. Pure Go, deterministic from the two seeds and the answers.
package duel

import (
	"errors"
	"fmt"

	"uboat/engine"
)

// Player is one side's setup.
type Player struct {
	Seed       uint64
	Kommandant string
	UNumber    string
}

// Config is a two-player game's setup (13.1.1): the same type, start and optional rules
// for both; End is the agreed end month (0: the war's end, 5/45).
type Config struct {
	Type    string
	Start   engine.Month
	Options engine.Options // the optional rules; OptTwoPlayer is added
	End     engine.Month
	Players [2]Player
	Odds    bool // engine.Config.Odds for both careers
}

// ErrNotTwoPlayer: Resume was given saves that are not the two careers of one
// two-player game (the message says which field differs).
var ErrNotTwoPlayer = errors.New("not the two careers of one two-player game")

// Duel is a two-player game in progress. Not safe for concurrent use.
type Duel struct {
	end    engine.Month
	sides  [2]side
	active int
	err    error
}

type side struct {
	sess    *engine.Session
	evs     []engine.Event   // events not handed out yet
	pcs     []int            // State.PatrolCount when each of evs was emitted
	dec     *engine.Decision // the pending decision (nil: to fetch, or done)
	patrol  int              // State.PatrolCount at dec
	done    bool             // the career is over, or stopped at the agreed end
	stopped bool             // done by the agreed end month, not by the career's end
}

// New starts a two-player game: two careers from cfg (each engine.NewCareer's errors,
// naming the player).
func New(cfg Config) (*Duel, error) {
	d := &Duel{end: cfg.End}
	if d.end == 0 {
		d.end = engine.LastMonth
	}
	if d.end <= cfg.Start || d.end > engine.LastMonth {
		return nil, fmt.Errorf("end %s: not after the start %s and by the war's end %s (13.1.1)", d.end, cfg.Start, engine.LastMonth)
	}
	for i, p := range cfg.Players {
		opts := engine.Options{engine.OptTwoPlayer: true}
		for _, k := range cfg.Options.Keys() {
			opts[k] = true
		}
		c, err := engine.NewCareer(engine.Config{Seed: p.Seed, Type: cfg.Type, Start: cfg.Start, Kommandant: p.Kommandant,
			UNumber: p.UNumber, Options: opts, Odds: cfg.Odds}, nil)
		if err != nil {
			return nil, fmt.Errorf("player %d: %w", i+1, err)
		}
		d.sides[i].sess = engine.NewSession(c)
		d.sides[i].listen()
	}
	return d, nil
}

// Resume continues the two-player game of the saves a and b (player 1 and player 2, as
// Save returned them) with the agreed end month (0: the war's end): both are replayed
// (engine.Replay's errors, naming the player); they must share type, start and options,
// with engine.OptTwoPlayer among them (ErrNotTwoPlayer).
func Resume(a, b *engine.Save, end engine.Month) (*Duel, error) {
	ca, cb := a.Config, b.Config
	switch {
	case ca.Type != cb.Type:
		return nil, fmt.Errorf("%w: types %s and %s", ErrNotTwoPlayer, ca.Type, cb.Type)
	case ca.Start != cb.Start:
		return nil, fmt.Errorf("%w: starts %s and %s", ErrNotTwoPlayer, ca.Start, cb.Start)
	case fmt.Sprint(ca.Options) != fmt.Sprint(cb.Options):
		return nil, fmt.Errorf("%w: options %v and %v", ErrNotTwoPlayer, ca.Options, cb.Options)
	}
	two := false
	for _, k := range ca.Options {
		two = two || k == engine.OptTwoPlayer
	}
	if !two {
		return nil, fmt.Errorf("%w: the careers were not started as a two-player game", ErrNotTwoPlayer)
	}
	d := &Duel{end: end}
	if d.end == 0 {
		d.end = engine.LastMonth
	}
	for i, sv := range []*engine.Save{a, b} {
		s, err := engine.Replay(sv, nil)
		if err != nil {
			d.Close()
			return nil, fmt.Errorf("player %d: %w", i+1, err)
		}
		d.sides[i].sess = s
		d.sides[i].listen()
	}
	return d, nil
}

// listen takes the career's events from the session (engine.Session keeps none after
// this), each with the patrol the career had begun when it was emitted.
func (s *side) listen() {
	c := s.sess.Career()
	c.SetSink(func(e engine.Event) {
		s.evs = append(s.evs, e)
		s.pcs = append(s.pcs, c.State().PatrolCount)
	})
}

// take hands out side s's first n events.
func (s *side) take(n int) []engine.Event {
	evs := append([]engine.Event(nil), s.evs[:n]...)
	s.evs, s.pcs = s.evs[n:], s.pcs[n:]
	return evs
}

// fetch advances side i to its next decision (or its end), keeping the events.
func (d *Duel) fetch(i int) {
	s := &d.sides[i]
	if s.done || s.dec != nil {
		return
	}
	_, dec := s.sess.Next() // the events came through listen's sink
	if dec == nil {
		s.done = true
		if err := s.sess.Err(); err != nil && d.err == nil {
			d.err = fmt.Errorf("player %d: %w", i+1, err)
		}
		return
	}
	st := s.sess.Career().State()
	if st.PatrolCount != s.patrol && d.end < engine.LastMonth && patrolMonth(st) >= d.end {
		// 13.1.1 the agreed end: a patrol that begins in the end month or later is not played
		s.done, s.stopped = true, true
		return
	}
	s.dec, s.patrol = dec, st.PatrolCount
}

// patrolMonth is the month the career's current patrol began: its log row, or now
// while the patrol is being assigned (begun, A1, its row not yet written: a decision
// such as the patrol request comes first).
func patrolMonth(st *engine.State) engine.Month {
	rows := 0
	for i := range st.Log {
		if st.Log[i].Kind == "patrol" {
			rows++
		}
	}
	if rows < st.PatrolCount {
		return st.Date
	}
	for i := len(st.Log) - 1; i >= 0; i-- {
		if st.Log[i].Kind == "patrol" {
			return st.Log[i].Month
		}
	}
	return st.Date
}

// Next returns the player on turn (0 or 1), the events of his career not yet handed out
// and his pending decision. When the turn passes, the player whose turn ends first gets
// the rest of his turn's events with no decision (the end of his patrol, the refit),
// then the next call returns the other player's. nil decision and Done: the game is
// over (the last events of both careers are handed out one player at a time). Call
// Choose to answer; calling Next again first returns no events and the same decision.
// For an evasive_escort decision the player who answers is Chooser, the other one.
func (d *Duel) Next() (player int, evs []engine.Event, dec *engine.Decision) {
	d.fetch(0)
	d.fetch(1)
	a, b := &d.sides[0], &d.sides[1]
	next := d.active
	switch {
	case a.done && b.done:
	case a.done:
		next = 1
	case b.done:
		next = 0
	case b.patrol < a.patrol:
		next = 1
	default:
		next = 0
	}
	cur := &d.sides[d.active]
	if next != d.active || cur.done {
		// the turn passes (or the game is over): first the rest of this turn's events
		n := 0
		for n < len(cur.evs) && (cur.done || cur.pcs[n] < cur.patrol) {
			n++
		}
		if n > 0 {
			return d.active, cur.take(n), nil
		}
		if a.done && b.done {
			other := &d.sides[1-d.active]
			if len(other.evs) > 0 {
				d.active = 1 - d.active
				return d.active, other.take(len(other.evs)), nil
			}
			return d.active, nil, nil
		}
	}
	d.active = next
	s := &d.sides[d.active]
	return d.active, s.take(len(s.evs)), s.dec
}

// Chooser returns who answers the pending decision: the player on turn, or the other
// one for evasive_escort (13.1.2).
func (d *Duel) Chooser() int {
	if dec := d.sides[d.active].dec; dec != nil && dec.ID == engine.KindEvasiveEscort.String() {
		return 1 - d.active
	}
	return d.active
}

// Choose answers the pending decision of the player on turn (engine.Session.Choose's
// errors).
func (d *Duel) Choose(seq int, key string) error {
	s := &d.sides[d.active]
	if s.dec == nil {
		return fmt.Errorf("duel: no decision pending for player %d", d.active+1)
	}
	if err := s.sess.Choose(seq, key); err != nil {
		return err
	}
	s.dec = nil
	return nil
}

// Active returns the player on turn (the one Next last returned).
func (d *Duel) Active() int { return d.active }

// State returns player i's career state.
func (d *Duel) State(i int) *engine.State { return d.sides[i].sess.Career().State() }

// Done reports whether both careers are over (or stopped at the agreed end).
func (d *Duel) Done() bool { return d.sides[0].done && d.sides[1].done }

// Drained reports whether the game is over and every event has been handed out.
func (d *Duel) Drained() bool {
	return d.Done() && len(d.sides[0].evs) == 0 && len(d.sides[1].evs) == 0
}

// Err returns the first engine error of either career.
func (d *Duel) Err() error { return d.err }

// Save returns player i's career save (engine.Session.Save): at its pending decision,
// or the finished career. Errors: engine.ErrNotAtDecision before the first Next.
func (d *Duel) Save(i int) (*engine.Save, error) { return d.sides[i].sess.Save() }

// Close ends both sessions.
func (d *Duel) Close() {
	for i := range d.sides {
		if s := d.sides[i].sess; s != nil {
			s.Close()
		}
	}
}

// Result is the score of 13.1.3: each player's tonnage and ships sunk (on the patrols
// begun before the agreed end) and the winner (0 or 1; -1 for equal tonnage).
type Result struct {
	Tons   [2]int
	Ships  [2]int
	Winner int
}

// Result scores the game as it stands (final once Done).
func (d *Duel) Result() Result {
	var r Result
	for i := range d.sides {
		st := d.State(i)
		if d.end >= engine.LastMonth {
			r.Tons[i], r.Ships[i] = st.CareerTons, st.CareerShips
			continue
		}
		for _, row := range st.Log {
			if row.Month < d.end {
				r.Tons[i] += row.Tons
				r.Ships[i] += len(row.Sunk)
			}
		}
	}
	switch {
	case r.Tons[0] > r.Tons[1]:
		r.Winner = 0
	case r.Tons[1] > r.Tons[0]:
		r.Winner = 1
	default:
		r.Winner = -1
	}
	return r
}
