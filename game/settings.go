package game

import (
	"encoding/json"
	"errors"
	"io/fs"
	"strings"

	"uboat/i18n"
	"uboat/savefile"
)

// Pace is how fast the event queue plays the engine's events.
type Pace int

// Paces, slowest first.
const (
	PaceNormal Pace = iota
	PaceFast
	PaceInstant
)

var paceNames = [...]string{"normal", "fast", "instant"}

func (p Pace) String() string {
	if p < 0 || int(p) >= len(paceNames) {
		return "normal"
	}
	return paceNames[p]
}

// ParsePace reads a pace name; unknown names are normal.
func ParsePace(s string) Pace {
	for i, n := range paceNames {
		if n == s {
			return Pace(i)
		}
	}
	return PaceNormal
}

// Next cycles normal → fast → instant → normal.
func (p Pace) Next() Pace { return (p + 1) % Pace(len(paceNames)) }

// Settings are the player's preferences, stored as JSON in the config directory. A
// field an older file lacks takes its default (LoadSettings).
type Settings struct {
	Volume float64 `json:"volume"` // master volume 0…1
	// MusicVolume (the theme and the ambience loops: the sea, the diesels) and
	// EffectsVolume (every other sound), each 0…1 of the master volume.
	MusicVolume   float64 `json:"music_volume"`
	EffectsVolume float64 `json:"effects_volume"`
	Pace          string  `json:"pace"` // normal, fast, instant
	// DemoPace is the attract mode's pace, apart from the player's.
	DemoPace   string `json:"demo_pace"`
	Fullscreen bool   `json:"fullscreen"`
	ShowOdds   bool   `json:"show_odds"`
	// TextScale scales the text (TextScales): the roll log, the decision panel, the
	// status board, the caption, the menus, careers, hall of fame, patrol report and
	// log sheet; each fits its words in its boxes at it (wrapped, reflowed or shrunk).
	TextScale float64 `json:"text_scale"`
	// ConfirmDanger asks again before an answer likely to lose the boat or the Kommandant.
	ConfirmDanger bool `json:"confirm_dangerous"`
	// AlwaysSurfaced is a standing choice (issue 12): the player's decision panel answers
	// the defensive posture of each box (8.1) Surfaced without asking, wherever the rules
	// allow Surfaced; otherwise it asks as usual. Off by default.
	AlwaysSurfaced bool `json:"always_surfaced"`
	// NeverAbortWhileSound is a standing choice (issue 12): the player's decision panel
	// answers "Continue the patrol" to the voluntary abort (10.9.5) without asking while
	// the boat is sound — no hull or flooding box filled (10.1), no system damaged or
	// inoperative, nobody aboard wounded or killed (10.6) — and asks as usual otherwise.
	// Off by default.
	NeverAbortWhileSound bool `json:"never_abort_while_sound"`
	// Language is the language the player chose in the settings, as a code "en", "de",
	// "it" or "es" (i18n.Lang.String); "" follows the system (i18n.Detect). A -lang flag
	// or ?lang= parameter overrides it for one run (ChooseLang).
	Language string `json:"language"`
	// Hints shows a short line the first time each kind of step happens in a career
	// (issue 14: the assignment, loading, the transit …), once per kind per player; on
	// by default. HintsSeen lists the kinds already hinted or explained by the guided
	// patrol, space-separated (a string keeps Settings comparable).
	Hints     bool   `json:"hints"`
	HintsSeen string `json:"hints_seen"`
}

// HintSeen reports whether the hint of step kind k was shown to the player already.
func (s Settings) HintSeen(k string) bool {
	for _, f := range strings.Fields(s.HintsSeen) {
		if f == k {
			return true
		}
	}
	return false
}

// MarkHint records that the hint of step kind k was shown (a kind with a space is not
// recorded).
func (s *Settings) MarkHint(k string) {
	if k == "" || strings.ContainsAny(k, " \t\n") || s.HintSeen(k) {
		return
	}
	s.HintsSeen = strings.TrimSpace(s.HintsSeen + " " + k)
}

// ChooseLang returns the language the screens speak: the run's -lang flag or ?lang=
// parameter (run, "" none) wins; else the language saved in the settings (saved, ""
// none); else the system's (detect: i18n.Detect). A value the game does not speak is
// passed over (main rejects a bad -lang before this); English when nothing matches.
func ChooseLang(run, saved string, detect func() i18n.Lang) i18n.Lang {
	for _, v := range [...]string{run, saved} {
		if l, ok := i18n.Parse(v); ok {
			return l
		}
	}
	if detect != nil {
		return detect()
	}
	return i18n.En
}

// NextLanguage cycles the settings' language: "" (as the system) → en → de → it → es → "".
func NextLanguage(code string) string {
	if code == "" {
		return i18n.Langs[0].String()
	}
	l, ok := i18n.Parse(code)
	if !ok || int(l)+1 >= len(i18n.Langs) {
		return ""
	}
	return i18n.Langs[l+1].String()
}

// TextScales are the text sizes offered, smallest first.
var TextScales = []float64{1, 1.15, 1.3}

// NextTextScale cycles through TextScales.
func NextTextScale(s float64) float64 {
	for i, v := range TextScales {
		if v > s+0.001 {
			return TextScales[i]
		}
	}
	return TextScales[0]
}

// DefaultSettings are used on first start and when the file is unreadable.
func DefaultSettings() Settings {
	return Settings{Volume: 0.7, MusicVolume: 1, EffectsVolume: 1, Pace: "normal", DemoPace: "normal",
		ShowOdds: true, TextScale: 1, ConfirmDanger: true, Hints: true}
}

// PaceValue returns the pace as a Pace.
func (s Settings) PaceValue() Pace { return ParsePace(s.Pace) }

// DemoPaceValue returns the attract mode's pace.
func (s Settings) DemoPaceValue() Pace { return ParsePace(s.DemoPace) }

const settingsFile = "settings.json"

// LoadSettings reads dir/settings.json. A missing file gives the defaults silently; an
// unreadable or corrupt one gives the defaults and a message for the player, never an
// error. A field the file lacks takes its default; out-of-range values are clamped.
func LoadSettings(dir string) (Settings, string) {
	s := DefaultSettings()
	if dir == "" {
		return s, ""
	}
	b, err := savefile.ReadConfig(dir, settingsFile)
	if errors.Is(err, fs.ErrNotExist) {
		return s, ""
	}
	if err != nil {
		return s, i18n.T("notice.settings_unreadable", "err", err.Error())
	}
	f := s // a field the file lacks (an older game's file) keeps its default
	if err := json.Unmarshal(b, &f); err != nil {
		return s, i18n.T("notice.settings_damaged")
	}
	if l, ok := i18n.Parse(f.Language); ok && f.Language != "" {
		f.Language = l.String()
	} else {
		f.Language = "" // a language the game does not speak: follow the system
	}
	f.Volume = min(1, max(0, f.Volume))
	f.MusicVolume = min(1, max(0, f.MusicVolume))
	f.EffectsVolume = min(1, max(0, f.EffectsVolume))
	f.TextScale = min(TextScales[len(TextScales)-1], max(TextScales[0], f.TextScale))
	f.Pace = ParsePace(f.Pace).String()
	f.DemoPace = ParsePace(f.DemoPace).String()
	return f, ""
}

// Save writes the settings to dir/settings.json (natively atomically: a temporary file
// renamed; in the browser to local storage).
func (s Settings) Save(dir string) error {
	if dir == "" {
		return nil
	}
	b, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return err
	}
	return savefile.WriteConfig(dir, settingsFile, b)
}
