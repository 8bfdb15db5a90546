package engine

import (
	"errors"
	"fmt"
	"strconv"
)

// Config sets up a career (4.0). Type and Start are the player's setup choices (4.1,
// 4.2); Kommandant and UNumber are free text shown on the log sheet (4.3).
type Config struct {
	Seed       uint64
	Type       string // board key, e.g. "VIIC" (Boards lists them)
	Start      Month  // first patrol month; 0 = the earliest allowed (4.2.1)
	Kommandant string // Kommandant's name; "" = "Kommandant"
	UNumber    string // e.g. "U-123"; "" = chosen from the seed
	Options    Options
	Card       int  // opt 14.13: play as Kommandant card 1–8 (0 none); Type must be one of his boats'
	Odds       bool // fill Choice.Odds on every decision (the game shows them)
	// OneStream throws every roll of a seeded career from one PCG stream, as saves of
	// format 1 were played; the default is a stream per roll site and encounter
	// (dice.go siteDice, tactical-design §9.5.1 common dice). Ignored with a Roller.
	OneStream bool
}

// Career runs one solo career of The Hunted. It is not safe for concurrent use.
type Career struct {
	S      State
	viewOn bool // events carry View changes (SetViewEvents)
	shown  View // what the events emitted so far show (view.go stampView)
	cfg    Config
	data   *Data
	// salvoNow and reloadsNow describe the salvo or the reloading being asked for, on
	// its decisions (salvo.go; nil outside them, and without odds).
	salvoNow   *Salvo
	reloadsNow *Reloads
	rng        Roller // &pcg unless a Roller was given

	decider         Decider
	sink            func(Event)
	seq             int
	rolls           int
	decisionSeq     int
	dec             Decision
	askDefault      string  // Decision.Default of the next ask (tactical-design §8.3)
	rollTheta       float64 // RollEvent.Theta of the next roll logged (tactical-design §8.1 E2T)
	optBuf          []Choice
	cols            []tableCol // the columns of the colRefs in data (roll.go resolveCols), kept across Reset with the same data
	board           *Board     // cache of Board()
	lastReason      string
	oddsHook        func(*Decision)
	started         bool
	shipEng         Engagement // reused by shipEncounter and submarine (ships.go)
	sparePatrol     *Patrol    // the last patrol, reused by assignPatrol (patrol.go)
	lastPatrol      *Patrol    // the patrol most recently assigned (reused after Reset)
	spareBow        []Torp     // the previous career's boat memory, reused by fitBoat (setup.go)
	spareStern      []Torp
	spareSys        []System
	logBufs         []logBuf             // per Log row: the memory of Targets/Sunk/Damaged, kept across Reset
	spareEsc        *Engagement          // reused by escortOnlyCycle (escort.go)
	lastEsc         *Engagement          // the engagement escortOnlyCycle last allocated (reused after Reset)
	rerollOpts      [2]Choice            // the options of offerReroll (roll.go)
	keepOdds        [1]Odds              // the "keep" option's odds: the result rolled, for sure
	rerollCtx       map[[2]string]string // offerReroll's contexts by code and result (roll.go), kept across Reset
	req             reqCache             // the last patrol request's options (askPatrolRequest), kept across Reset
	upgradeLabels   map[string]string    // upgrade option labels by model (refit.go), kept across Reset
	upgradeBuf      []Choice             // the options of upgrade (refit.go)
	patrolUnwinding bool                 // a patrolOver panic is under way (patrolCycle recovers it)             // the options of askPatrolRequest (patrol.go)
	pcg             PCGRoller            // the roller of Config.OneStream, kept inside to save an allocation
	dice            *siteDice            // the default roller: a stream per roll site (dice.go), kept across Reset
	sited           bool                 // rng is dice
	encounters      int                  // encounters begun in this patrol (beginEncounter), for epoch
	fit             *fitCache            // the last board fitted (setup.go), kept across Reset
	loadC           *loadCache           // the last load_mix/load_tubes options (setup.go), kept across Reset
	tac             tacState             // the tactical layer (tactical.go); its provider kept across Reset
	pack            packState            // 13.5 the wolfpack tournament (pack.go); zero outside one
	airQuality      int                  // opt 14.7: the attacking aircraft's quality (quality.go), QualityNone when not rolled
	zoom            *zoomAdj             // a BdU campaign zoom's adjustments (zoom.go, operational design 6.2.2); nil otherwise
	flagship        bool                 // the BdU campaign's flagship (flagship.go): its refit rolls no port air raid and never ends the war
}

// uNumbers are the default U-boat numbers of Reset ("U-100"…"U-999"), built once.
var uNumbers = func() (a [900]string) {
	for i := range a {
		a[i] = "U-" + strconv.Itoa(100+i)
	}
	return a
}()

// logBuf keeps the slices of one State.Log row for reuse by a later career.
type logBuf struct {
	targets       []int
	sunk, damaged []string
}

// ErrCareerOver is returned by Run when called on a career that has ended.
var ErrCareerOver = errors.New("career is over")

// careerOver is the panic value with which endGame unwinds the procedure when the career
// ends (END_GAME in 13); Run recovers it.
type careerOver struct{}

// patrolOver unwinds the current patrol (boat lost but crew rescued, 10.10.5; towed, 10.2).
type patrolOver struct{ outcome string }

// endPatrolAtSea unwinds the current patrol with the given patrol_end outcome
// (patrolCycle recovers it).
func (c *Career) endPatrolAtSea(outcome string) {
	c.patrolUnwinding = true
	panic(patrolOver{outcome})
}

// NewCareer checks the configuration and prepares a career; nothing is rolled until Run.
// rng may be nil for the seeded default (PCG from cfg.Seed). Errors name the bad field.
func NewCareer(cfg Config, rng Roller) (*Career, error) {
	c := &Career{optBuf: make([]Choice, 0, 16)}
	if err := c.Reset(cfg, rng); err != nil {
		return nil, err
	}
	return c, nil
}

// Reset prepares c for a new career with cfg as NewCareer does, reusing the memory of the
// previous one (the simulator plays many careers this way). The previous career's State
// must no longer be used. On error c is left unchanged.
func (c *Career) Reset(cfg Config, rng Roller) error {
	d, err := LoadData()
	if err != nil {
		return err
	}
	b := c.board // the last career's board, when it is of this type and data
	if b == nil || c.data != d || b.Key != cfg.Type {
		b = d.Boards[cfg.Type]
	}
	if b == nil {
		return fmt.Errorf("unknown U-boat type %q (known: %v)", cfg.Type, d.BoardKeys)
	}
	earliest := max(FirstMonth, b.Available) // 4.2.1
	if cfg.Start == 0 {
		cfg.Start = earliest
	}
	if cfg.Start < earliest {
		return fmt.Errorf("type %s cannot start in %s: the earliest start is %s (4.2.1)", cfg.Type, cfg.Start, earliest)
	}
	if cfg.Start > LastMonth {
		return fmt.Errorf("start %s is after the end of the war %s (5.1)", cfg.Start, LastMonth)
	}
	if len(cfg.Options) > 0 { // (ranging over a nil map still starts an iterator)
		for k := range cfg.Options {
			if _, err := ParseOptions([]string{k}); err != nil {
				return err
			}
		}
	}
	if err := checkCard(d, &cfg); err != nil { // 14.13
		return err
	}
	if cfg.Kommandant == "" {
		cfg.Kommandant = "Kommandant"
	}
	if err := historicalIDConfig(d, &cfg); err != nil { // opt 14.4
		return err
	}
	if cfg.UNumber == "" {
		cfg.UNumber = uNumbers[cfg.Seed%900]
	}
	dice := c.dice
	sited := rng == nil && !cfg.OneStream
	switch {
	case sited:
		if dice == nil {
			dice = new(siteDice)
		}
		dice.reset(cfg.Seed)
	case rng == nil:
		c.pcg.seed(cfg.Seed) // as NewPCGRoller
		rng = &c.pcg
	}
	// Keep the buffers, clear everything else: the kept fields are read first, then the
	// career is cleared in place (a composite literal reading *c would be built in a
	// temporary and copied, the old State with it).
	spareEsc := c.spareEsc
	if spareEsc == nil {
		spareEsc = c.lastEsc
	}
	spare := c.sparePatrol
	if spare == nil {
		spare = c.lastPatrol // the previous career ended at sea: its patrol is free now
	}
	cols := c.cols
	if c.data != d || cols == nil {
		cols = resolveCols(d)
	}
	optBuf, targets, pcg := c.optBuf[:0], c.shipEng.Targets[:0], c.pcg
	bow, stern, systems := c.S.Boat.BowTubes, c.S.Boat.SternTubes, c.S.Boat.Systems
	log, decorations, decoratedIn, sunkCapitals := c.S.Log[:0], c.S.Decorations[:0], c.S.DecoratedIn[:0], c.S.SunkCapitals[:0]
	logBufs, lastEsc, req, rerollCtx := c.logBufs, c.lastEsc, c.req, c.rerollCtx
	upgradeLabels, upgradeBuf, fit, loadC := c.upgradeLabels, c.upgradeBuf[:0], c.fit, c.loadC
	tacP := c.tac.p
	*c = Career{}
	c.cols = cols
	c.cfg, c.data, c.pcg, c.board = cfg, d, pcg, b
	c.rng, c.dice, c.sited = rng, dice, sited
	if sited {
		c.rng = dice
	}
	c.optBuf, c.shipEng.Targets, c.sparePatrol = optBuf, targets, spare
	c.spareBow, c.spareStern, c.spareSys = bow, stern, systems
	c.logBufs, c.spareEsc, c.lastEsc, c.req, c.rerollCtx = logBufs, spareEsc, lastEsc, req, rerollCtx
	c.upgradeLabels, c.upgradeBuf, c.fit, c.loadC = upgradeLabels, upgradeBuf, fit, loadC
	c.tac.p = tacP
	c.S.Log, c.S.Decorations, c.S.DecoratedIn, c.S.SunkCapitals = log, decorations, decoratedIn, sunkCapitals
	c.S.Seed = cfg.Seed
	c.S.Options = cfg.Options
	c.S.Date = cfg.Start
	c.S.Boat.ID = cfg.UNumber
	c.S.Boat.Type = b.Key // == cfg.Type; the board's own string compares by pointer (Board)
	c.S.Crew.Name = cfg.Kommandant
	return nil
}

// SetSink sets the function that receives every event (nil: no events are built, the
// fastest mode).
func (c *Career) SetSink(f func(Event)) { c.sink = f }

// SetOddsHook sets the function that fills Choice.Odds on each decision when Config.Odds
// is set (see odds.go).
func (c *Career) SetOddsHook(f func(*Decision)) { c.oddsHook = f }

// State returns the live state (read-only by contract).
func (c *Career) State() *State { return &c.S }

// Data returns the game data the career runs on.
func (c *Career) Data() *Data { return c.data }

// boardOf returns the board of type typ (the current boat's through Board's cache).
func (c *Career) boardOf(typ string) *Board {
	if typ == c.S.Boat.Type {
		return c.Board()
	}
	return c.data.Boards[typ]
}

// Board returns the display data of the current boat's type.
func (c *Career) Board() *Board {
	if b := c.board; b != nil && b.Key == c.S.Boat.Type {
		return b
	}
	c.board = c.data.Boards[c.S.Boat.Type]
	return c.board
}

// Rolls returns how many table look-ups the career has made.
func (c *Career) Rolls() int { return c.rolls }

// LastReason returns the reason the decider gave for its latest answer.
func (c *Career) LastReason() string { return c.lastReason }

// Run plays the career to its end, asking d for every PLAYER CHOICE. It returns nil
// when the career ended normally (State().Ended), or an error when the decider gave an
// illegal answer (nothing of that answer was applied).
func (c *Career) Run(d Decider) (err error) {
	if c.S.Ended || c.started {
		return ErrCareerOver
	}
	c.started = true
	c.decider = d
	defer func() {
		if r := recover(); r != nil {
			switch v := r.(type) {
			case careerOver:
				err = nil
			case illegalDecider:
				err = v.err
			default:
				panic(r)
			}
		}
	}()
	c.begin()
	for {
		c.patrolCycle() // until endGame unwinds
	}
}

// emit stamps and sends one event.
func (c *Career) emit(e Event) {
	c.seq++
	h := e.Head()
	h.Seq = c.seq
	h.Date = c.S.Date.String()
	if c.viewOn {
		c.stampView(e) // the View changes the event carries (view.go)
	}
	c.sink(e)
}

// logging reports whether events are being built.
func (c *Career) logging() bool { return c.sink != nil }

// note emits a note event (key and a human detail line).
func (c *Career) note(t, key, detail string) {
	if c.sink != nil {
		c.emit(&KeyEvent{Header: Header{T: t}, Key: key, Detail: detail})
	}
}

// begin starts the career: career_start and the 4.0 setup.
func (c *Career) begin() {
	if c.sink != nil {
		c.emit(&CareerStart{Header: Header{T: TCareerStart}, V: SchemaVersion,
			Seed: strconv.FormatUint(c.cfg.Seed, 10), Type: c.cfg.Type, ID: c.cfg.UNumber,
			Kmdt: c.cfg.Kommandant, Options: c.cfg.Options.Keys()})
	}
	c.setup()
	c.chooseAbilities() // 14.13, 14.15 (after 4.0: the board shows the boat and crew asked about)
	c.startAbilities()
}

// patrolCycle is one turn of the sequence of play (6.1): assignment, patrol, end of
// patrol, refit.
func (c *Career) patrolCycle() {
	c.assignPatrol() // 7.0–7.4 (may end the career: 5.1.1)
	outcome := "returned"
	func() {
		defer func() {
			// Recover only a patrolOver (endPatrolAtSea sets the flag): any other panic,
			// such as the careerOver of endGame, unwinds on to Run without being caught
			// and raised again here (a second panic would cost a second stack walk).
			if c.patrolUnwinding {
				c.patrolUnwinding = false
				r := recover()
				po, ok := r.(patrolOver)
				if !ok {
					panic(r)
				}
				outcome = po.outcome
			}
		}()
		outcome = c.conductPatrol() // 8.0–10.10
	}()
	c.endPatrol(outcome) // 7.5
	c.packDone()         // 13.5.6 a wolfpack boat's tournament ends with its patrol
	c.refit()            // 10.11–10.12, chapter 11
}

// endGame ends the career (5.1): victory level (5.2), career_end, and unwinds to Run
// (panic with careerOver, which Run recovers). It is the one way a career ends: nothing
// after the call runs, so no procedure checks State.Ended.
// reason is a career_end reason key: war_over, kmdt_killed, captured, relieved, boat_lost.
func (c *Career) endGame(reason string) {
	// 5.1.3 / 7.5.2: a career that ends at sea still logs that patrol's tonnage, ships and
	// outcome on its row (endPatrol has not run; a patrol it closed keeps its outcome).
	if p := c.S.Patrol; p != nil {
		if row := c.patrolLog(); row != nil && row.Outcome == "" {
			c.closePatrolRow(p, atSeaOutcome(reason, c.S.BoatCaptured), patrolSuccess(p))
		}
	}
	c.S.Ended = true
	c.S.EndReason = reason
	c.S.Victory = c.victoryLevel(reason)
	c.S.Patrol = nil
	c.S.Engage = nil
	if c.sink != nil {
		c.emit(&CareerEndEvent{Header: Header{T: TCareerEnd}, Reason: reason, Tons: c.S.CareerTons,
			Ships: c.S.CareerShips, Victory: c.S.Victory})
	}
	panic(careerOver{})
}

// atSeaOutcome is the log row outcome of a patrol the career ends during (5.1.3): the
// patrol_end outcome that boatLost or scuttle emitted, or the career_end reason when none
// was (the Kommandant killed, 10.6.2).
func atSeaOutcome(reason string, captured bool) string {
	switch reason {
	case "boat_lost":
		return OutcomeSunk
	case "captured":
		if captured {
			return OutcomeCaptured
		}
		return OutcomeScuttled
	}
	return reason
}

// boatLost ends the patrol and the career with the boat lost with all hands, sunk by
// cause (a Loss* key, State.LossCause): the boat_lost note (its detail LossDetail, the
// key as KeyEvent.Cause), patrol_end (outcome "sunk"), then career_end ("boat_lost"),
// and unwinds (endGame).
func (c *Career) boatLost(cause string) {
	c.S.LossCause = cause
	if c.sink != nil {
		p := c.S.Patrol
		tons, ships := 0, 0
		if p != nil {
			tons, ships = p.Tons, p.Ships
		}
		c.emit(&KeyEvent{Header: Header{T: TNote}, Key: "boat_lost", Detail: LossDetail(cause), Cause: cause})
		c.emit(&PatrolEndEvent{Header: Header{T: TPatrolEnd}, Outcome: "sunk", Tons: tons, Ships: ships})
	}
	c.endGame("boat_lost")
}

// creditSunk books a sunk ship (or enemy submarine) to the patrol and the career and
// emits ship_sunk: career tonnage is always the sum of ship_sunk events (5.2).
func (c *Career) creditSunk(t *Target) {
	t.Sunk = true
	c.S.CareerTons += t.Tons
	c.S.CareerShips++
	if p := c.S.Patrol; p != nil {
		p.Tons += t.Tons
		p.Ships++
		p.Sunk = append(p.Sunk, t.Name)
	}
	if t.Capital {
		c.S.SunkCapitals = append(c.S.SunkCapitals, t.Name) // 8.3.2 a capital ship sinks once
	}
	if c.sink != nil {
		c.emit(&ShipDamageEvent{Header: Header{T: TShipSunk}, Name: t.Name, Tons: t.Tons, Damage: t.Damage})
	}
}
