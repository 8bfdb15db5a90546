package game

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
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
