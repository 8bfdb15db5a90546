// Package tournament runs the tournaments of The Hunted, rules 13.2–13.4
// (../shared/spec/hunted/rules-career.md): a tournament file fixes the rules, each
// player's finished career save is an entry, every entry is replayed and judged, and
// the standings follow the tournament's kind. Pure Go, no Ebitengine (engine rules).
//
// The file (JSON, like the career saves that are its entries; format 1;
// docs/tournaments.md):
//
//	{
//	  "format": 1,                        File.Format; a larger number is ErrNewerVersion
//	  "name": "Biscay 1943",              free text, shown with the standings
//	  "kind": "highest_tonnage",          13.2 highest_tonnage | 13.3 survival | 13.4 mixed
//	  "scoring": "survival",              13.4 only: highest_tonnage or survival ("as either tournament above")
//	  "start": "1943-07",                 every entry's first month (13.2 "an agreed date")
//	  "type": "VIIC",                     13.2/13.3: every entry's first boat; 13.4: "free"
//	  "options": ["14.6_escort_quality"], the optional rules in force, exactly (engine option keys)
//	  "end": "1945-05"                    the end condition: 1945-05 is the war's end (5.1.1), an
//	}                                     earlier month the agreed end date (13.1.1) [designed]
//
// JSON, not YAML as the game's data: the file is read in the browser build too, which
// links encoding/json already and a YAML decoder would add ≈ 250 KB to its download.
package tournament

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"

	"uboat/engine"
)

// Format is the version of the tournament file written by Marshal and read by Parse.
const Format = 1

// Kinds of tournament (File.Kind) and scorings (File.Scoring for 13.4).
const (
	KindTonnage  = "highest_tonnage" // 13.2: most tonnage sunk wins, dead or alive
	KindSurvival = "survival"        // 13.3: as 13.2, but only a survivor is eligible to win
	KindMixed    = "mixed"           // 13.4: as either above, the U-boat type chosen freely
	// TypeFree is File.Type of a 13.4 tournament: each player chooses his type.
	TypeFree = "free"
)

// Errors of Parse (test with errors.Is).
var (
	// ErrBadFile: the bytes are not a well-formed tournament file, or a field's value
	// is not one the rules allow (the message names the field).
	ErrBadFile = errors.New("bad tournament file")
	// ErrNewerVersion: the file was written by a newer game (format > Format).
	ErrNewerVersion = errors.New("tournament file is from a newer version of the game")
)

// File is the tournament file as written (JSON field names as tagged).
type File struct {
	Format  int      `json:"format"`
	Name    string   `json:"name"`
	Kind    string   `json:"kind"`
	Scoring string   `json:"scoring,omitempty"`
	Start   string   `json:"start"`
	Type    string   `json:"type"`
	Options []string `json:"options"`
	End     string   `json:"end,omitempty"`
}

// Rules is a checked tournament: Parse's result, or New's.
type Rules struct {
	Name    string
	Kind    string         // KindTonnage, KindSurvival or KindMixed
	Scoring string         // KindTonnage or KindSurvival: how the standings are ordered (13.4: File.Scoring)
	Start   engine.Month   // every entry's first month
	Type    string         // board key, or TypeFree (13.4)
	Options engine.Options // exactly these optional rules
	End     engine.Month   // engine.LastMonth (the war's end) or the agreed end month
}

// Rule returns the rule number of the tournament's kind: "13.2", "13.3" or "13.4".
func (r *Rules) Rule() string {
	switch r.Kind {
	case KindTonnage:
		return "13.2"
	case KindSurvival:
		return "13.3"
	}
	return "13.4"
}

// New checks a tournament's rules as Parse does (the setup's choice in the game):
// kind, scoring (13.4 only; "" elsewhere), start, type (a board key; TypeFree for 13.4),
// options (engine keys) and end ("" or 0 for the war's end). Errors wrap ErrBadFile.
func New(name, kind, scoring string, start engine.Month, typ string, options []string, end engine.Month) (*Rules, error) {
	f := File{Format: Format, Name: name, Kind: kind, Scoring: scoring, Start: start.String(), Type: typ, Options: options}
	if end != 0 {
		f.End = end.String()
	}
	return f.check()
}

// Parse reads and checks a tournament file. Unknown fields, a missing field or a value
// the rules do not allow are ErrBadFile (the message names the field); a format newer
// than Format is ErrNewerVersion.
func Parse(b []byte) (*Rules, error) {
	var f File
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadFile, err)
	}
	if dec.More() {
		return nil, fmt.Errorf("%w: more than one JSON value in the file", ErrBadFile)
	}
	switch {
	case f.Format > Format:
		return nil, fmt.Errorf("%w: format %d, this game reads format %d", ErrNewerVersion, f.Format, Format)
	case f.Format < 1:
		return nil, fmt.Errorf("%w: format: missing or not a positive number", ErrBadFile)
	}
	return f.check()
}

func (f File) check() (*Rules, error) {
	bad := func(format string, a ...any) (*Rules, error) {
		return nil, fmt.Errorf("%w: "+format, append([]any{ErrBadFile}, a...)...)
	}
	r := &Rules{Name: strings.TrimSpace(f.Name), Kind: f.Kind, Type: f.Type}
	switch f.Kind {
	case KindTonnage, KindSurvival:
		if f.Scoring != "" {
			return bad("scoring: only a mixed (13.4) tournament has one; %s scores by itself", f.Kind)
		}
		r.Scoring = f.Kind
	case KindMixed:
		if f.Scoring != KindTonnage && f.Scoring != KindSurvival {
			return bad("scoring: a mixed (13.4) tournament is scored as %s or %s, not %q", KindTonnage, KindSurvival, f.Scoring)
		}
		r.Scoring = f.Scoring
	default:
		return bad("kind: %q is not %s (13.2), %s (13.3) or %s (13.4)", f.Kind, KindTonnage, KindSurvival, KindMixed)
	}
	start, err := engine.ParseMonth(f.Start)
	if err != nil {
		return bad("start: %v", err)
	}
	if start < engine.FirstMonth || start >= engine.LastMonth {
		return bad("start: %s is not a month a career can start in (%s to %s, 4.2.1)", start, engine.FirstMonth, engine.LastMonth-1)
	}
	r.Start = start
	r.End = engine.LastMonth
	if f.End != "" {
		if r.End, err = engine.ParseMonth(f.End); err != nil {
			return bad("end: %v", err)
		}
	}
	if r.End <= r.Start || r.End > engine.LastMonth {
		return bad("end: %s must come after the start %s and not after the war's end %s", r.End, r.Start, engine.LastMonth)
	}
	if r.Options, err = engine.ParseOptions(f.Options); err != nil {
		return bad("options: %v", err)
	}
	cfg := engine.Config{Seed: 1, Type: f.Type, Start: start, Options: r.Options}
	switch {
	case f.Kind == KindMixed && f.Type != TypeFree:
		return bad("type: a mixed (13.4) tournament lets each player choose: type must be %q, not %q", TypeFree, f.Type)
	case f.Kind != KindMixed && f.Type == TypeFree:
		return bad("type: every player of a %s tournament has the same type: name it (13.2)", f.Kind)
	case f.Kind == KindMixed:
		cfg.Type = "" // any type the start allows
	}
	if _, err := engine.NewCareer(cfg, nil); err != nil && cfg.Type != "" {
		return bad("type/start: %v", err)
	}
	return r, nil
}

// File returns the rules as a File (Marshal writes it).
func (r *Rules) File() File {
	f := File{Format: Format, Name: r.Name, Kind: r.Kind, Start: r.Start.String(), Type: r.Type,
		Options: r.Options.Keys()}
	if r.Kind == KindMixed {
		f.Scoring = r.Scoring
	}
	if r.End != engine.LastMonth {
		f.End = r.End.String()
	}
	return f
}

// Marshal writes the rules as a tournament file (JSON, format Format, indented for a
// reader); Parse reads it back to the same Rules.
func (r *Rules) Marshal() ([]byte, error) {
	b, err := json.MarshalIndent(r.File(), "", "  ")
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}

// Config returns the career setup a tournament fixes (the game's setup under the
// tournament): start and options from the rules; the type is typ when the type is free
// (13.4), else the tournament's. The caller fills in seed, Kommandant and U-number.
func (r *Rules) Config(typ string) engine.Config {
	opts := engine.Options{}
	for _, k := range r.Options.Keys() {
		opts[k] = true
	}
	if r.Type != TypeFree {
		typ = r.Type
	}
	return engine.Config{Type: typ, Start: r.Start, Options: opts}
}

// Rejection reasons (Reason.Code): why an entry takes no part in the standings.
const (
	RejectUnreadable = "unreadable" // not a save this game reads (damaged, newer, other game data, bad setup)
	RejectStart      = "start"      // first month is not the tournament's
	RejectType       = "type"       // first boat's type is not the tournament's (13.2, 13.3)
	RejectOptions    = "options"    // optional rules differ from the tournament's
	RejectUnfinished = "unfinished" // the career is neither over nor at the end month
	RejectReplay     = "replay"     // the answers do not replay to the result the save claims
	RejectDuplicate  = "duplicate"  // the same career (seed, Kommandant, U-number) entered twice
)

// Reason is why an entry was rejected: Code (one of the Reject* constants), Want and
// Got (the tournament's and the entry's value, where a value is compared) and Detail
// (the engine's error, in English, for RejectUnreadable and RejectReplay).
type Reason struct {
	Code   string `json:"code"`
	Want   string `json:"want,omitempty"`
	Got    string `json:"got,omitempty"`
	Detail string `json:"detail,omitempty"`
}

// String is the reason in English (the simulator's words; the game has catalogue texts
// per Code).
func (r *Reason) String() string {
	switch r.Code {
	case RejectStart:
		return fmt.Sprintf("started in %s, the tournament starts in %s", r.Got, r.Want)
	case RejectType:
		return fmt.Sprintf("started with a type %s, the tournament's type is %s", r.Got, r.Want)
	case RejectOptions:
		return fmt.Sprintf("optional rules [%s], the tournament's are [%s]", r.Got, r.Want)
	case RejectUnfinished:
		return fmt.Sprintf("career not finished: it stands at %s, the tournament ends in %s", r.Got, r.Want)
	case RejectDuplicate:
		return fmt.Sprintf("the same career as entry %s", r.Want)
	case RejectReplay:
		return "does not replay to the result it claims: " + r.Detail
	}
	return "not a readable career save: " + r.Detail
}

// Entry is one judged entry.
type Entry struct {
	File       string  `json:"file"` // the name it was entered under (file name)
	Kommandant string  `json:"kommandant,omitempty"`
	UNumber    string  `json:"u_number,omitempty"`
	Type       string  `json:"type,omitempty"` // the first boat's type
	Start      string  `json:"start,omitempty"`
	Date       string  `json:"date,omitempty"` // the month the career stands at
	Tons       int     `json:"tons"`           // tonnage sunk that counts (before End)
	Ships      int     `json:"ships"`          // ships sunk that count
	Patrols    int     `json:"patrols"`
	EndReason  string  `json:"end_reason,omitempty"` // engine career_end reason; "" when not over
	Victory    string  `json:"victory,omitempty"`
	Survived   bool    `json:"survived"` // in command at the end (5/45: the war_over end)
	Eligible   bool    `json:"eligible"` // may win: always for highest_tonnage, Survived for survival
	Rank       int     `json:"rank"`     // 1 = first; 0 rejected or not eligible
	Rejected   *Reason `json:"rejected,omitempty"`
}

// Judge replays the entry b (a career save, engine.Save JSON) under the rules and
// returns it judged (Rank is set by Standings). It never panics: a damaged save is a
// RejectUnreadable entry.
func (r *Rules) Judge(name string, b []byte) (e Entry) {
	e.File = name
	sv, err := engine.LoadSave(b)
	if err != nil {
		e.Rejected = &Reason{Code: RejectUnreadable, Detail: err.Error()}
		return e
	}
	c := sv.Config
	e.Kommandant, e.UNumber, e.Type, e.Start = c.Kommandant, c.UNumber, c.Type, c.Start
	e.Date, e.Tons, e.Ships, e.Patrols = sv.Summary.Date, sv.Summary.Tons, sv.Summary.Ships, sv.Summary.Patrols
	e.EndReason, e.Victory = sv.Summary.EndReason, sv.Summary.Victory
	// the rules first: cheap, and the clearer reason
	if c.Start != r.Start.String() {
		e.Rejected = &Reason{Code: RejectStart, Want: r.Start.String(), Got: c.Start}
		return e
	}
	if r.Type != TypeFree && c.Type != r.Type {
		e.Rejected = &Reason{Code: RejectType, Want: r.Type, Got: c.Type}
		return e
	}
	if want, got := strings.Join(r.Options.Keys(), ","), strings.Join(sortedCopy(c.Options), ","); want != got {
		e.Rejected = &Reason{Code: RejectOptions, Want: want, Got: got}
		return e
	}
	date, _ := engine.ParseMonth(sv.Summary.Date)
	if !sv.Summary.Ended && date < r.End {
		e.Rejected = &Reason{Code: RejectUnfinished, Want: r.End.String(), Got: sv.Summary.Date}
		return e
	}
	// then the claim: replayed from the seed with the saved answers, the career must end
	// where the save says (engine.Replay compares every summary field)
	sess, err := engine.Replay(sv, nil)
	if err != nil {
		code := RejectReplay
		if !errors.Is(err, engine.ErrDiverged) {
			code = RejectUnreadable
		}
		e.Rejected = &Reason{Code: code, Detail: err.Error()}
		return e
	}
	defer sess.Close()
	st := sess.Career().State()
	e.Tons, e.Ships = countBefore(st, r.End)
	// survival: in command when the tournament ends — the war_over end at 5/45 (13.3);
	// before an agreed end month, still in command in a month after it or not over
	// [designed: a career ending in the end month itself did not survive it]
	e.Survived = st.EndReason == engine.EndWarOver ||
		(r.End < engine.LastMonth && (!st.Ended || st.Date > r.End))
	e.Eligible = r.Scoring == KindTonnage || e.Survived
	return e
}

// countBefore returns the tonnage and ships sunk on the patrols that started before end
// (all of them when end is the war's end).
func countBefore(st *engine.State, end engine.Month) (tons, ships int) {
	if end >= engine.LastMonth {
		return st.CareerTons, st.CareerShips
	}
	for _, row := range st.Log {
		if row.Month < end {
			tons += row.Tons
			ships += len(row.Sunk)
		}
	}
	return tons, ships
}

func sortedCopy(s []string) []string {
	c := append([]string(nil), s...)
	sort.Strings(c)
	return c
}

// Standings are a tournament's result: the rules and every entry, in order.
type Standings struct {
	Name    string   `json:"name"`
	Rule    string   `json:"rule"` // 13.2, 13.3 or 13.4
	Kind    string   `json:"kind"`
	Scoring string   `json:"scoring"`
	Start   string   `json:"start"`
	Type    string   `json:"type"`
	Options []string `json:"options"`
	End     string   `json:"end"`
	Entries []Entry  `json:"entries"` // ranked (eligible) first, then not eligible, then rejected
}

// Standings judges every entry (names[i] is the name of entries[i]) and orders them by
// the tournament's scoring: 13.2 the most tonnage first, dead or alive; 13.3 the same
// among the survivors, the others after them unranked (not eligible to win). Equal
// tonnage shares the rank [designed: the rules name no tie-break], listed by ships
// then name. A career entered twice (the same seed, Kommandant and U-number) counts
// once: the later copies are RejectDuplicate. Rejected entries come last, in the order
// given.
func (r *Rules) Standings(names []string, entries [][]byte) *Standings {
	st := &Standings{Name: r.Name, Rule: r.Rule(), Kind: r.Kind, Scoring: r.Scoring, Start: r.Start.String(),
		Type: r.Type, Options: r.Options.Keys(), End: r.End.String()}
	seen := map[string]string{}
	var ok, rejected []Entry
	for i, b := range entries {
		e := r.Judge(names[i], b)
		if e.Rejected == nil {
			if sv, err := engine.LoadSave(b); err == nil {
				id := sv.Config.Seed + "\x00" + sv.Config.Kommandant + "\x00" + sv.Config.UNumber
				if first, dup := seen[id]; dup {
					e.Rejected = &Reason{Code: RejectDuplicate, Want: first}
				} else {
					seen[id] = e.File
				}
			}
		}
		if e.Rejected != nil {
			rejected = append(rejected, e)
		} else {
			ok = append(ok, e)
		}
	}
	sort.SliceStable(ok, func(i, j int) bool {
		a, b := ok[i], ok[j]
		if a.Eligible != b.Eligible {
			return a.Eligible
		}
		if a.Tons != b.Tons {
			return a.Tons > b.Tons
		}
		if a.Ships != b.Ships {
			return a.Ships > b.Ships
		}
		return a.File < b.File
	})
	for i := range ok {
		switch {
		case !ok[i].Eligible:
		case i > 0 && ok[i-1].Eligible && ok[i-1].Tons == ok[i].Tons:
			ok[i].Rank = ok[i-1].Rank
		default:
			ok[i].Rank = i + 1
		}
	}
	st.Entries = append(ok, rejected...)
	return st
}
