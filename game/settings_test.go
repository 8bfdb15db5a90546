package game

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"uboat/i18n"
)

func TestSettingsRoundTrip(t *testing.T) {
	dir := t.TempDir()
	s := Settings{Volume: 0.3, MusicVolume: 0.2, EffectsVolume: 0.9, Pace: "fast", DemoPace: "instant",
		Fullscreen: true, ShowOdds: false, TextScale: 1.3, ConfirmDanger: false,
		AlwaysSurfaced: true, NeverAbortWhileSound: true}
	if err := s.Save(dir); err != nil {
		t.Fatal(err)
	}
	got, msg := LoadSettings(dir)
	if msg != "" || got != s {
		t.Fatalf("LoadSettings = %+v, %q; want %+v", got, msg, s)
	}
}

func TestSettingsMissingFileIsDefaultsSilently(t *testing.T) {
	got, msg := LoadSettings(t.TempDir())
	if msg != "" || got != DefaultSettings() {
		t.Fatalf("got %+v, %q", got, msg)
	}
	if got, msg := LoadSettings(""); msg != "" || got != DefaultSettings() {
		t.Fatalf("no config dir: got %+v, %q", got, msg)
	}
}

func TestSettingsCorruptFileGivesDefaultsAndAMessage(t *testing.T) {
	for _, body := range []string{"{not json", "", "[1,2,3]", "\x00\xff"} {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, settingsFile), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		got, msg := LoadSettings(dir)
		if got != DefaultSettings() {
			t.Errorf("%q: got %+v, want the defaults", body, got)
		}
		if !strings.Contains(msg, "defaults") {
			t.Errorf("%q: message %q does not mention the defaults", body, msg)
		}
	}
}

func TestSettingsOutOfRangeValuesAreClamped(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, settingsFile), []byte(`{"volume": 7, "pace": "warp"}`), 0o644)
	got, msg := LoadSettings(dir)
	if msg != "" || got.Volume != 1 || got.Pace != "normal" || !got.ShowOdds {
		t.Fatalf("got %+v, %q", got, msg)
	}
}

func TestPaceCycle(t *testing.T) {
	p := PaceNormal
	seen := []string{}
	for i := 0; i < 4; i++ {
		seen = append(seen, p.String())
		p = p.Next()
	}
	if strings.Join(seen, ",") != "normal,fast,instant,normal" {
		t.Fatal(seen)
	}
	if ParsePace("instant") != PaceInstant || ParsePace("?") != PaceNormal {
		t.Fatal("ParsePace")
	}
}

// A settings file of an older game (before the separate volumes, the demo pace, the text
// size and the confirmation) still loads: what it has is kept, what it lacks takes its
// default — the confirmation of dangerous choices is on.
func TestSettingsOldFileTakesTheNewDefaults(t *testing.T) {
	dir := t.TempDir()
	old := `{"volume": 0.4, "pace": "fast", "fullscreen": true, "show_odds": false}`
	if err := os.WriteFile(filepath.Join(dir, settingsFile), []byte(old), 0o644); err != nil {
		t.Fatal(err)
	}
	got, msg := LoadSettings(dir)
	want := DefaultSettings()
	want.Volume, want.Pace, want.Fullscreen, want.ShowOdds = 0.4, "fast", true, false
	if msg != "" || got != want {
		t.Fatalf("got %+v, %q; want %+v", got, msg, want)
	}
	if !got.ConfirmDanger || got.MusicVolume != 1 || got.EffectsVolume != 1 || got.DemoPace != "normal" || got.TextScale != 1 {
		t.Fatalf("the new fields did not take their defaults: %+v", got)
	}
}

func TestSettingsNewFieldsClamped(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, settingsFile), []byte(`{"music_volume": -1, "effects_volume": 3, "text_scale": 9, "demo_pace": "warp"}`), 0o644)
	got, _ := LoadSettings(dir)
	if got.MusicVolume != 0 || got.EffectsVolume != 1 || got.TextScale != 1.3 || got.DemoPace != "normal" {
		t.Fatalf("got %+v", got)
	}
	if NextTextScale(1) != 1.15 || NextTextScale(1.3) != 1 {
		t.Fatal("NextTextScale")
	}
}

// The standing choices (issue 12) are off by default, kept by a save and a load, and off
// when a file of an older game lacks them; each is stored under its own name.
func TestSettingsStandingChoices(t *testing.T) {
	if d := DefaultSettings(); d.AlwaysSurfaced || d.NeverAbortWhileSound {
		t.Fatalf("a standing choice is on by default: %+v", d)
	}
	for _, s := range []Settings{
		{AlwaysSurfaced: true}, {NeverAbortWhileSound: true}, {AlwaysSurfaced: true, NeverAbortWhileSound: true},
	} {
		dir := t.TempDir()
		want := DefaultSettings()
		want.AlwaysSurfaced, want.NeverAbortWhileSound = s.AlwaysSurfaced, s.NeverAbortWhileSound
		if err := want.Save(dir); err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(filepath.Join(dir, settingsFile))
		if err != nil {
			t.Fatal(err)
		}
		for name, on := range map[string]bool{`"always_surfaced": `: s.AlwaysSurfaced, `"never_abort_while_sound": `: s.NeverAbortWhileSound} {
			if v := strings.Contains(string(b), name+"true"); v != on {
				t.Errorf("the file %s says %s%v", b, name, v)
			}
		}
		if got, msg := LoadSettings(dir); msg != "" || got != want {
			t.Errorf("LoadSettings = %+v, %q; want %+v", got, msg, want)
		}
	}
	dir := t.TempDir()
	old := `{"volume": 0.5, "pace": "fast", "confirm_dangerous": false}`
	if err := os.WriteFile(filepath.Join(dir, settingsFile), []byte(old), 0o644); err != nil {
		t.Fatal(err)
	}
	if got, _ := LoadSettings(dir); got.AlwaysSurfaced || got.NeverAbortWhileSound || got.Volume != 0.5 || got.ConfirmDanger {
		t.Fatalf("an older file: %+v", got)
	}
}

// The language for a run: the -lang flag or ?lang= parameter wins, then the language
// saved in the settings, then the system's; English when nothing matches.
func TestChooseLangPrecedence(t *testing.T) {
	system := func(l i18n.Lang) func() i18n.Lang { return func() i18n.Lang { return l } }
	cases := []struct {
		run, saved string
		sys        i18n.Lang
		want       i18n.Lang
	}{
		{"de", "it", i18n.Es, i18n.De},        // the flag wins
		{"", "it", i18n.Es, i18n.It},          // then the setting
		{"", "", i18n.Es, i18n.Es},            // then the system
		{"", "", i18n.En, i18n.En},            // English when nothing matches
		{"es_ES.UTF-8", "", i18n.De, i18n.Es}, // a locale is a language too
		{"xx", "klingon", i18n.It, i18n.It},   // values the game does not speak are passed over
	}
	for _, c := range cases {
		if got := ChooseLang(c.run, c.saved, system(c.sys)); got != c.want {
			t.Errorf("ChooseLang(%q, %q, %v) = %v, want %v", c.run, c.saved, c.sys, got, c.want)
		}
	}
	if got := ChooseLang("", "", nil); got != i18n.En {
		t.Errorf("ChooseLang without detection = %v, want en", got)
	}
}

// The settings' language row cycles the system's, then every language, back to the
// system's.
func TestNextLanguageCycles(t *testing.T) {
	var seen []string
	code := ""
	for range 6 {
		code = NextLanguage(code)
		seen = append(seen, code)
	}
	if want := []string{"en", "de", "it", "es", "", "en"}; strings.Join(seen, ",") != strings.Join(want, ",") {
		t.Errorf("NextLanguage cycle %q, want %q", seen, want)
	}
}

// The language choice is saved and read back; a language the game does not speak reads
// as "" (follow the system); an older file without the field follows the system.
func TestSettingsLanguageRoundTrip(t *testing.T) {
	dir := t.TempDir()
	s := DefaultSettings()
	s.Language = "it"
	if err := s.Save(dir); err != nil {
		t.Fatal(err)
	}
	if got, msg := LoadSettings(dir); got.Language != "it" || msg != "" {
		t.Fatalf("saved it, read %q (%q)", got.Language, msg)
	}
	b, _ := os.ReadFile(filepath.Join(dir, "settings.json"))
	if !strings.Contains(string(b), `"language": "it"`) {
		t.Errorf("settings.json has no language: %s", b)
	}
	for file, want := range map[string]string{`{"language": "tlh"}`: "", `{"volume": 0.5}`: "", `{"language": "DE"}`: "de"} {
		if err := os.WriteFile(filepath.Join(dir, "settings.json"), []byte(file), 0o644); err != nil {
			t.Fatal(err)
		}
		if got, _ := LoadSettings(dir); got.Language != want {
			t.Errorf("%s: language %q, want %q", file, got.Language, want)
		}
	}
}

// game.New applies the language at once: the run's flag over the saved setting; the
// player's choice in the settings (SetLanguage) over the flag, saved.
func TestNewAppliesLanguage(t *testing.T) {
	defer i18n.SetCurrent(i18n.Current())
	dir := t.TempDir()
	s := DefaultSettings()
	s.Language = "es"
	if err := s.Save(dir); err != nil {
		t.Fatal(err)
	}
	g := New(Options{Fake: true, Mute: true, ConfigDir: dir}, func(*Game) Scene { return nil })
	if i18n.Current() != i18n.Es {
		t.Errorf("saved es: the screens speak %v", i18n.Current())
	}
	g = New(Options{Fake: true, Mute: true, ConfigDir: dir, Lang: "de"}, func(*Game) Scene { return nil })
	if i18n.Current() != i18n.De {
		t.Errorf("-lang de over saved es: the screens speak %v", i18n.Current())
	}
	g.SetLanguage("it")
	if got, _ := LoadSettings(dir); i18n.Current() != i18n.It || got.Language != "it" {
		t.Errorf("chose it: the screens speak %v, saved %q", i18n.Current(), got.Language)
	}
}

// While a -lang flag is in force the settings show its language and cycle on from it.
func TestLanguageChoiceShowsTheFlag(t *testing.T) {
	defer i18n.SetCurrent(i18n.Current())
	g := New(Options{Fake: true, Mute: true, Lang: "de_DE.UTF-8"}, func(*Game) Scene { return nil })
	if got := g.LanguageChoice(); got != "de" {
		t.Errorf("with -lang de_DE.UTF-8 the choice is %q, want de", got)
	}
	g.SetLanguage(NextLanguage(g.LanguageChoice()))
	if got := g.LanguageChoice(); got != "it" || i18n.Current() != i18n.It || g.Opt.Lang != "" {
		t.Errorf("after the next language: choice %q, speaking %v, flag %q; want it, it, none", got, i18n.Current(), g.Opt.Lang)
	}
}
