package game

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
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
