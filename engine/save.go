package engine

// Saved careers ("careers that are never lost"). The engine is deterministic from its
// seed, so a career is saved as its configuration and the answers given so far; Replay
// re-runs the engine feeding those answers and stops with the next decision pending, so
// the career continues exactly where it stopped. A summary (type, U-number, date,
// tonnage …) lets slot lists show a career without replaying it, and Replay checks the
// replayed state against it.
//
// File format (JSON, UTF-8, one object; SaveFormat 2):
//
//	{
//	  "format": 2,                         // SaveFormat; a larger number is ErrNewerVersion
//	  "data": "hunted-data-2",             // Data.Version the career was played with
//	  "saved_at": "2025-01-02T15:04:05Z",  // optional, set by the store, informative only
//	  "config": {"seed": "42", "type": "VIIC", "start": "1943-07", "kommandant": "Kommandant",
//	             "u_number": "U-142", "options": ["14.6_escort_quality"], "odds": true,
//	             "tactical": "ai:reference:commander",  // optional: the provider (TacticalNamer)
//	             "dice": "one_stream"},  // optional: Config.OneStream (format 1 saves read as it)
//	  "summary": {"type": "VIIC", "u_number": "U-142", "kommandant": "Kommandant",
//	              "date": "1944-02", "tons": 23100, "ships": 4, "patrols": 3,
//	              "ended": false, "end_reason": "", "victory": "", "pending": "attack"},
//	  "answers": [{"id": "load_mix", "key": "as_printed"}, {"id": "attack", "key": "yes", "ctx": "target_1"}]
//	}
//
// The seed is a decimal string (as in the career_start event) so that JSON readers with
// float64 numbers keep all 64 bits. answers[i] answers decision Seq i+1; "ctx" is the
// decision's Context when it has one. Unknown fields and trailing data are ErrCorrupt:
// a format change bumps SaveFormat. Format 1 careers threw every roll from one stream:
// LoadSave reads them with "dice": "one_stream", so they replay as they were played.

import (
	"errors"
	"fmt"
	"strconv"
	"uboat/engine/internal/savejson"
)

// SaveFormat is the version of the save format written by NewSave and read by LoadSave.
const SaveFormat = 2

// DiceOneStream is SaveConfig.Dice for a career of Config.OneStream (saves of format 1).
const DiceOneStream = "one_stream"

// Save errors. Every error of LoadSave, Save.Config and Replay wraps one of them (test
// with errors.Is), so a front end can offer the backup copy or explain the problem.
var (
	// ErrCorrupt: the bytes are not a well-formed save (truncated, not JSON, wrong
	// field types, unknown fields, missing required fields).
	ErrCorrupt = errors.New("save file is damaged")
	// ErrNewerVersion: the save was written by a newer game (format > SaveFormat).
	ErrNewerVersion = errors.New("save file is from a newer version of the game")
	// ErrDataMismatch: the save was played with other game data (Data.Version differs);
	// its answers would not replay to the same career.
	ErrDataMismatch = errors.New("save file was made with different game data")
	// ErrBadConfig: the saved configuration is not one the engine accepts (unknown
	// U-boat type or optional rule, bad start month, bad seed).
	ErrBadConfig = errors.New("save file has a bad career setup")
	// ErrDiverged: replaying the answers did not give the saved career (an answer is
	// not legal, answers another decision, the career ended early, or the replayed
	// state differs from the saved summary).
	ErrDiverged = errors.New("saved career does not replay")
	// ErrNotAtDecision: NewSave was called when the career was neither waiting for a
	// decision nor over, or with answers that do not match the decisions made.
	ErrNotAtDecision = errors.New("career is not at a decision")
)

// Save is one saved career: setup, answers and a summary. Build it with NewSave,
// Session.Save or Recorder.Save; read it with LoadSave; write it with Marshal.
type Save struct {
	Format  int         `json:"format"`
	Data    string      `json:"data"`
	SavedAt string      `json:"saved_at,omitempty"` // RFC 3339, informative (stores set it)
	Config  SaveConfig  `json:"config"`
	Summary SaveSummary `json:"summary"`
	Answers []Answer    `json:"answers"`
}

// SaveConfig is the Config of a saved career, fully resolved (start month, U-number and
// Kommandant as the career used them).
type SaveConfig struct {
	Seed       string   `json:"seed"`  // decimal uint64
	Type       string   `json:"type"`  // board key, e.g. "VIIC"
	Start      string   `json:"start"` // YYYY-MM
	Kommandant string   `json:"kommandant"`
	UNumber    string   `json:"u_number"`
	Options    []string `json:"options"`        // option keys in force, sorted
	Card       int      `json:"card,omitempty"` // opt 14.13 Kommandant card 1–8
	Odds       bool     `json:"odds,omitempty"`
	// Tactical is the name of the tactical provider the career was played with
	// (TacticalNamer, tactical-design §1.3), "" for the table game; Replay rebuilds it
	// (NewTactical) so that the tac_mode answers and the scenes replay.
	Tactical string `json:"tactical,omitempty"`
	// Dice is DiceOneStream for a career of Config.OneStream (every format 1 save), ""
	// for the default dice (a stream per roll site, dice.go).
	Dice string `json:"dice,omitempty"`
}

// SaveSummary describes the career at the moment of saving, for slot lists; Replay
// checks every field. Type and UNumber are the current boat's (they change with a new
// boat); Date is the current game month YYYY-MM; Tons and Ships are career totals;
// Pending is the id of the decision waiting for an answer ("" when Ended).
type SaveSummary struct {
	Type       string `json:"type"`
	UNumber    string `json:"u_number"`
	Kommandant string `json:"kommandant"`
	Date       string `json:"date"`
	Tons       int    `json:"tons"`
	Ships      int    `json:"ships"`
	Patrols    int    `json:"patrols"`
	Ended      bool   `json:"ended"`
	EndReason  string `json:"end_reason,omitempty"`
	Victory    string `json:"victory,omitempty"`
	Pending    string `json:"pending,omitempty"`
}

// Answer is one answered decision: the decision's id, the chosen option key and the
// decision's Context (when it has one). Its Seq is its position in Save.Answers + 1.
type Answer struct {
	ID  string `json:"id"`
	Key string `json:"key"`
	Ctx string `json:"ctx,omitempty"`
}

// Config returns the career's configuration as used (the start month, U-number and
// Kommandant filled in by NewCareer).
func (c *Career) Config() Config {
	cfg := c.cfg
	cfg.Options = make(Options, len(c.cfg.Options))
	for k, v := range c.cfg.Options {
		cfg.Options[k] = v
	}
	return cfg
}

// Summary returns the slot-list summary of the career's current state. pending is the
// id of the decision waiting (or "").
func (c *Career) summary(pending string) SaveSummary {
	s := &c.S
	return SaveSummary{Type: s.Boat.Type, UNumber: s.Boat.ID, Kommandant: s.Crew.Name,
		Date: s.Date.String(), Tons: s.CareerTons, Ships: s.CareerShips, Patrols: s.PatrolCount,
		Ended: s.Ended, EndReason: s.EndReason, Victory: s.Victory, Pending: pending}
}

// NewSave builds the save of career c from the answers given so far (answers[i]
// answered decision i+1). It must be called while a decision is pending (inside
// Decider.Decide, before answering: len(answers) = pending Seq − 1) or after the career
// ended (every decision answered); otherwise, or when an answer's id differs from the
// decision it claims to answer where that is known, it returns ErrNotAtDecision; with a
// tactical scene kind on and a provider that cannot name itself (TacticalNamer) it
// returns ErrBadConfig, since such a save would not replay. The answers are copied.
func NewSave(c *Career, answers []Answer) (*Save, error) {
	if c == nil {
		return nil, fmt.Errorf("%w: no career", ErrNotAtDecision)
	}
	pending := ""
	switch {
	case c.S.Ended && len(answers) == c.decisionSeq:
	case !c.S.Ended && c.decisionSeq > 0 && len(answers) == c.decisionSeq-1:
		pending = c.dec.ID
	default:
		return nil, fmt.Errorf("%w: %d answers, %d decisions asked, career over %v (save while a decision is pending or after the end)",
			ErrNotAtDecision, len(answers), c.decisionSeq, c.S.Ended)
	}
	if n := len(answers); n > 0 && c.S.Ended && c.dec.Seq == n && answers[n-1].ID != c.dec.ID {
		return nil, fmt.Errorf("%w: the last answer is for %q, the last decision was %q", ErrNotAtDecision, answers[n-1].ID, c.dec.ID)
	}
	tac, err := c.tacticalName()
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadConfig, err)
	}
	cfg := c.cfg
	dice := ""
	if cfg.OneStream {
		dice = DiceOneStream
	}
	return &Save{
		Format: SaveFormat,
		Data:   c.data.Version,
		Config: SaveConfig{Seed: strconv.FormatUint(cfg.Seed, 10), Type: cfg.Type, Start: cfg.Start.String(),
			Kommandant: cfg.Kommandant, UNumber: cfg.UNumber, Options: cfg.Options.Keys(), Card: cfg.Card, Odds: cfg.Odds,
			Tactical: tac, Dice: dice},
		Summary: c.summary(pending),
		Answers: append([]Answer(nil), answers...),
	}, nil
}

// Save returns the save of the session's career: call it while a decision is pending
// (after Next returned one) or when the career is over. Errors: ErrNotAtDecision before
// the first Next.
func (s *Session) Save() (*Save, error) { return NewSave(s.c, s.answers) }

// Answers returns the answers given through Choose so far, in order (read-only; Replay
// fills it with the saved answers).
func (s *Session) Answers() []Answer { return s.answers }

// Recorder is a Decider wrapper for Career.Run: it passes every decision to D and
// records the legal answers, so the career can be saved (Recorder.Save) at any decision
// or after the end. Not safe for concurrent use.
type Recorder struct {
	D       Decider
	answers []Answer
}

// NewRecorder returns a Recorder around d.
func NewRecorder(d Decider) *Recorder { return &Recorder{D: d} }

// Decide implements Decider: D's answer, recorded when it is one of the options.
func (r *Recorder) Decide(s *State, d *Decision) (string, string) {
	key, why := r.D.Decide(s, d)
	if d.Has(key) {
		r.answers = append(r.answers, Answer{ID: d.ID, Key: key, Ctx: d.Context})
	}
	return key, why
}

// Answers returns the recorded answers (read-only).
func (r *Recorder) Answers() []Answer { return r.answers }

// Save is NewSave(c, r.Answers()): from inside D.Decide it saves the career at the
// pending decision; after Run it saves the finished career.
func (r *Recorder) Save(c *Career) (*Save, error) { return NewSave(c, r.answers) }

// Marshal encodes the save as compact JSON on one line, ending in a newline (the file
// format above).
func (sv *Save) Marshal() ([]byte, error) { return savejson.Marshal(sv) }

// maxSaveBytes bounds what LoadSave accepts (a long career is a few hundred KB).
const maxSaveBytes = 64 << 20

// LoadSave parses and checks a save: well-formed JSON of the format above
// (ErrCorrupt), format not newer than SaveFormat (ErrNewerVersion), the current game
// data (ErrDataMismatch) and a configuration the engine accepts (ErrBadConfig). It
// does not replay the answers (Replay does). It never panics.
func LoadSave(b []byte) (*Save, error) {
	errs := savejson.Errors{Corrupt: ErrCorrupt, Newer: ErrNewerVersion}
	if _, err := savejson.Format(b, maxSaveBytes, SaveFormat, "career", errs); err != nil {
		return nil, err
	}
	var sv Save
	if err := savejson.Decode(b, &sv, ErrCorrupt); err != nil {
		return nil, err
	}
	if sv.Format == 1 && sv.Config.Dice == "" { // format 1: one stream of dice (the field came with format 2)
		sv.Config.Dice = DiceOneStream
	}
	if err := sv.check(); err != nil {
		return nil, err
	}
	return &sv, nil
}

// check validates everything that can be checked without replaying.
func (sv *Save) check() error {
	if sv.Data == "" {
		return fmt.Errorf("%w: no \"data\" version", ErrCorrupt)
	}
	d, err := LoadData()
	if err != nil {
		return err
	}
	if sv.Data != d.Version {
		return fmt.Errorf("%w: saved with data %q, this game has %q", ErrDataMismatch, sv.Data, d.Version)
	}
	for i, a := range sv.Answers {
		if a.ID == "" || a.Key == "" {
			return fmt.Errorf("%w: answer %d has no decision id or key", ErrCorrupt, i+1)
		}
	}
	if sv.Summary.Date == "" || sv.Summary.Type == "" {
		return fmt.Errorf("%w: the summary has no date or type", ErrCorrupt)
	}
	_, err = sv.Config.Config()
	return err
}

// Config returns the engine Config of the saved setup, checked as NewCareer checks it.
// Errors wrap ErrBadConfig and name the field.
func (sc *SaveConfig) Config() (Config, error) {
	seed, err := strconv.ParseUint(sc.Seed, 10, 64)
	if err != nil {
		return Config{}, fmt.Errorf("%w: seed %q is not a decimal 64-bit number", ErrBadConfig, sc.Seed)
	}
	start, err := ParseMonth(sc.Start)
	if err != nil {
		return Config{}, fmt.Errorf("%w: start: %v", ErrBadConfig, err)
	}
	opts, err := ParseOptions(sc.Options)
	if err != nil {
		return Config{}, fmt.Errorf("%w: options: %v", ErrBadConfig, err)
	}
	if sc.UNumber == "" || sc.Kommandant == "" {
		return Config{}, fmt.Errorf("%w: empty u_number or kommandant", ErrBadConfig)
	}
	if sc.Dice != "" && sc.Dice != DiceOneStream {
		return Config{}, fmt.Errorf("%w: dice %q (known: %q or none)", ErrBadConfig, sc.Dice, DiceOneStream)
	}
	cfg := Config{Seed: seed, Type: sc.Type, Start: start, Kommandant: sc.Kommandant, UNumber: sc.UNumber,
		Options: opts, Card: sc.Card, Odds: sc.Odds, OneStream: sc.Dice == DiceOneStream}
	if _, err := NewCareer(cfg, nil); err != nil {
		return Config{}, fmt.Errorf("%w: %v", ErrBadConfig, err)
	}
	return cfg, nil
}

// Replay re-creates the saved career: a new career from the saved Config, stepped by a
// Session that is fed the saved answers in order. Every event goes to sink (may be
// nil) as it is emitted, so a log written by sink is the original run's log up to the
// save, byte for byte. It returns the session stopped at the decision that was pending
// when the save was made (Next returns no events and that decision), or done when the
// saved career was over; Session.Save and further Choose calls continue it. The caller
// must Close an unfinished session.
//
// Errors (the session is closed): sv's own problems as LoadSave (LoadSave's result
// already passed them); ErrDiverged when an answer answers another decision id or
// context, is not one of the options, the career ends before the answers do, the
// engine stops with an error, or the replayed state differs from sv.Summary (the error
// names the field, the saved and the replayed value). It never panics: an engine panic
// becomes an ErrDiverged error.
func Replay(sv *Save, sink func(Event)) (sess *Session, err error) {
	if sv == nil {
		return nil, fmt.Errorf("%w: no save", ErrCorrupt)
	}
	if sv.Format > SaveFormat {
		return nil, fmt.Errorf("%w: format %d, this game reads format %d and older", ErrNewerVersion, sv.Format, SaveFormat)
	}
	if sv.Format < 1 {
		return nil, fmt.Errorf("%w: format %d", ErrCorrupt, sv.Format)
	}
	if err := sv.check(); err != nil {
		return nil, err
	}
	cfg, _ := sv.Config.Config() // checked
	if sv.Format == 1 {
		cfg.OneStream = true // format 1: one stream (as LoadSave reads it)
	}
	c, err := NewCareer(cfg, nil)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadConfig, err)
	}
	if sv.Config.Tactical != "" { // tactical-design §1.3: the provider the career was played with
		p, err := NewTactical(sv.Config.Tactical, cfg)
		if err != nil {
			return nil, fmt.Errorf("%w: %v", ErrBadConfig, err)
		}
		c.SetTactical(p)
	}
	s := NewSession(c)
	at := 0 // answers fed so far
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%w: the rules engine stopped after %d of %d answers: %v", ErrDiverged, at, len(sv.Answers), r)
		}
		if err != nil {
			func() {
				defer func() { _ = recover() }()
				s.Close()
			}()
			sess = nil
		}
	}()
	forward := func(evs []Event) {
		if sink != nil {
			for _, e := range evs {
				sink(e)
			}
		}
	}
	for {
		evs, d := s.Next()
		forward(evs)
		if d == nil {
			if err := s.Err(); err != nil {
				return nil, fmt.Errorf("%w: after %d of %d answers: %w", ErrDiverged, at, len(sv.Answers), err)
			}
			if at < len(sv.Answers) {
				return nil, fmt.Errorf("%w: the career ended after %d of the %d saved answers", ErrDiverged, at, len(sv.Answers))
			}
			break
		}
		if at == len(sv.Answers) {
			break // the decision pending when the save was made
		}
		a := sv.Answers[at]
		if a.ID != d.ID || a.Ctx != d.Context {
			return nil, fmt.Errorf("%w: decision %d is %q (%s), the save answers %q (%s)", ErrDiverged, d.Seq, d.ID, d.Context, a.ID, a.Ctx)
		}
		if !d.Has(a.Key) {
			return nil, fmt.Errorf("%w: decision %d %q: %w: %q is not an option (options %v)", ErrDiverged, d.Seq, d.ID, ErrIllegalChoice, a.Key, d.Keys())
		}
		if err := s.Choose(d.Seq, a.Key); err != nil {
			return nil, fmt.Errorf("%w: decision %d %q: %w", ErrDiverged, d.Seq, d.ID, err)
		}
		at++
	}
	pending := ""
	if !s.done && s.pending != nil {
		pending = s.pending.ID
	}
	if err := sv.Summary.compare(c.summary(pending)); err != nil {
		return nil, err
	}
	return s, nil
}

// compare reports the first field where the replayed summary got differs from the
// saved one, as ErrDiverged.
func (want SaveSummary) compare(got SaveSummary) error {
	diff := func(field string, w, g any) error {
		return fmt.Errorf("%w: summary field %s: saved %v, replayed %v", ErrDiverged, field, w, g)
	}
	switch {
	case want.Type != got.Type:
		return diff("type", want.Type, got.Type)
	case want.UNumber != got.UNumber:
		return diff("u_number", want.UNumber, got.UNumber)
	case want.Kommandant != got.Kommandant:
		return diff("kommandant", want.Kommandant, got.Kommandant)
	case want.Date != got.Date:
		return diff("date", want.Date, got.Date)
	case want.Tons != got.Tons:
		return diff("tons", want.Tons, got.Tons)
	case want.Ships != got.Ships:
		return diff("ships", want.Ships, got.Ships)
	case want.Patrols != got.Patrols:
		return diff("patrols", want.Patrols, got.Patrols)
	case want.Ended != got.Ended:
		return diff("ended", want.Ended, got.Ended)
	case want.EndReason != got.EndReason:
		return diff("end_reason", want.EndReason, got.EndReason)
	case want.Victory != got.Victory:
		return diff("victory", want.Victory, got.Victory)
	case want.Pending != got.Pending:
		return diff("pending", want.Pending, got.Pending)
	}
	return nil
}
