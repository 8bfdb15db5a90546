package game

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"uboat/engine"
)

func TestSettingsRoundTrip(t *testing.T) {
	dir := t.TempDir()
	s := Settings{Volume: 0.3, Pace: "fast", Fullscreen: true, ShowOdds: false}
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

func TestSaveRoundTripAndCorruption(t *testing.T) {
	dir := t.TempDir()
	if HasSave(dir) {
		t.Fatal("empty dir has a save")
	}
	sv := NewSave(engine.Config{Seed: 9, Type: "VIIC", Start: engine.MonthOf(1943, 9), Kommandant: "K", UNumber: "U-99"})
	sv.Answers = []Answer{{1, "posture", "surfaced"}}
	if err := sv.Write(dir); err != nil {
		t.Fatal(err)
	}
	got, err := LoadSave(dir)
	if err != nil || got.Seed != 9 || got.Start != "1943-09" || len(got.Answers) != 1 {
		t.Fatalf("LoadSave = %+v, %v", got, err)
	}
	cfg, err := got.Config()
	if err != nil || cfg.Start != engine.MonthOf(1943, 9) || !cfg.Odds {
		t.Fatalf("Config = %+v, %v", cfg, err)
	}
	os.WriteFile(filepath.Join(dir, saveFile), []byte("{broken"), 0o644)
	if _, err := LoadSave(dir); err == nil || HasSave(dir) {
		t.Fatal("a damaged save loads")
	}
	if err := RemoveSave(dir); err != nil || RemoveSave(dir) != nil {
		t.Fatal("RemoveSave")
	}
}
