//go:build !js

package i18n

import "testing"

// TestDetectEnv: LC_ALL over LC_MESSAGES over LANG, the first set one decides (POSIX),
// English when it names another language or none is set.
func TestDetectEnv(t *testing.T) {
	for _, c := range []struct {
		all, msgs, lang string
		want            Lang
	}{
		{"", "", "", En},
		{"", "", "de_DE.UTF-8", De},
		{"", "it_IT.UTF-8", "de_DE.UTF-8", It},
		{"es_ES.UTF-8", "it_IT.UTF-8", "de_DE.UTF-8", Es},
		{"C", "", "de_DE.UTF-8", En},
		{"fr_FR.UTF-8", "", "de_DE.UTF-8", En},
		{"", "", "es_MX", Es},
	} {
		t.Setenv("LC_ALL", c.all)
		t.Setenv("LC_MESSAGES", c.msgs)
		t.Setenv("LANG", c.lang)
		if got := Detect(); got != c.want {
			t.Errorf("LC_ALL=%q LC_MESSAGES=%q LANG=%q: Detect() = %v, want %v", c.all, c.msgs, c.lang, got, c.want)
		}
	}
}
