package main

import (
	"bytes"
	"strings"
	"testing"
)

// -type and -start are checked before the game starts: an unknown type or a month
// outside the war (4.2.1) is a usage error (exit 2) that names the accepted values.
func TestSetupFlags(t *testing.T) {
	for _, ok := range [][2]string{{"", ""}, {"VIIC", ""}, {"IXC/40", "1944-06"}, {"", "1943-07"}, {"XXI", "1945-04"}} {
		if err := checkSetupFlags(ok[0], ok[1]); err != nil {
			t.Errorf("checkSetupFlags(%q, %q) = %v, want nil", ok[0], ok[1], err)
		}
	}
	for _, bad := range [][3]string{{"VIIZ", "", "VIIC"}, {"", "1943-06", "1943-07"}, {"", "1945-05", "1945-04"}, {"", "June 44", "YYYY-MM"}} {
		err := checkSetupFlags(bad[0], bad[1])
		if err == nil || !strings.Contains(err.Error(), bad[2]) {
			t.Errorf("checkSetupFlags(%q, %q) = %v, want an error naming %q", bad[0], bad[1], err, bad[2])
		}
	}
	var out bytes.Buffer
	if code := run([]string{"-type", "VIIZ"}, &out); code != 2 || !strings.Contains(out.String(), "no such U-boat type") {
		t.Errorf("run -type VIIZ: exit %d, %q; want 2 and the reason", code, out.String())
	}
}

// The player's binary has no frame benchmark (its flags belong to cmd/uboat-framebench)
// and none of the test build's flags (testhooks_on.go).
func TestNoBenchmarkFlags(t *testing.T) {
	flags := []string{"-frame-bench", "-frame-bench-trace", "-frame-bench-steady", "-frame-bench-profile"}
	if testURLSwitches == nil { // the player's build
		flags = append(flags, "-autoplay", "-screenshot", "-moments", "-shots", "-frames", "-patrols", "-heap-sample")
	}
	for _, f := range flags {
		var out bytes.Buffer
		if code := run([]string{f, "1"}, &out); code != 2 || !strings.Contains(out.String(), "flag provided but not defined") {
			t.Errorf("run %s: exit %d, %q; want 2, an unknown flag", f, code, out.String())
		}
	}
}

// -lang takes a language the game speaks, in any of the forms i18n.Parse reads; any
// other value is a usage error (exit 2) that names the languages.
func TestLangFlag(t *testing.T) {
	for _, ok := range []string{"", "en", "de", "it", "es", "de_DE.UTF-8", "it-IT", "spa", "ES"} {
		if err := checkLangFlag(ok); err != nil {
			t.Errorf("checkLangFlag(%q) = %v, want nil", ok, err)
		}
	}
	for _, bad := range []string{"fr", "xx", "klingon", "fr_FR.UTF-8"} {
		if err := checkLangFlag(bad); err == nil || !strings.Contains(err.Error(), "Deutsch") {
			t.Errorf("checkLangFlag(%q) = %v, want an error naming the languages", bad, err)
		}
	}
	var out bytes.Buffer
	if code := run([]string{"-lang", "fr"}, &out); code != 2 || !strings.Contains(out.String(), "no such language") {
		t.Errorf("run -lang fr: exit %d, %q; want 2 and the reason", code, out.String())
	}
}

// -card presets the setup's Kommandant card (14.13): 0 and cards 1-8 pass; a card out of
// range is a usage error (exit 2) saying why.
func TestCardFlag(t *testing.T) {
	for _, ok := range []int{0, 1, 8} {
		if err := checkCardFlag(ok); err != nil {
			t.Errorf("checkCardFlag(%d) = %v", ok, err)
		}
	}
	for _, bad := range []int{9, -1} {
		if err := checkCardFlag(bad); err == nil || !strings.Contains(err.Error(), "-card") {
			t.Errorf("checkCardFlag(%d) = %v, want an error naming -card", bad, err)
		}
	}
	var out bytes.Buffer
	if code := run([]string{"-card", "12"}, &out); code != 2 || !strings.Contains(out.String(), "Kommandant card") {
		t.Errorf("run -card 12: exit %d, %q", code, out.String())
	}
}
