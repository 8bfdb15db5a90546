package i18n

import "testing"

func TestParse(t *testing.T) {
	for _, c := range []struct {
		in   string
		want Lang
		ok   bool
	}{
		{"de_DE.UTF-8", De, true},
		{"de_AT", De, true},
		{"it-IT", It, true},
		{"it_CH.utf8@euro", It, true},
		{"es", Es, true},
		{"es-419", Es, true},
		{"ES_es", Es, true},
		{"en_GB.UTF-8", En, true},
		{"deu", De, true},
		{"ger", De, true},
		{"spa", Es, true},
		{"C", En, true},
		{"C.UTF-8", En, true},
		{"POSIX", En, true},
		{"", En, false},
		{"  ", En, false},
		{"fr_FR.UTF-8", En, false},
		{"pt-BR", En, false},
		{"dex", En, false},
	} {
		got, ok := Parse(c.in)
		if got != c.want || ok != c.ok {
			t.Errorf("Parse(%q) = %v, %v; want %v, %v", c.in, got, ok, c.want, c.ok)
		}
	}
}

func TestLangNames(t *testing.T) {
	want := map[Lang][2]string{En: {"en", "English"}, De: {"de", "Deutsch"}, It: {"it", "Italiano"}, Es: {"es", "Español"}}
	for _, l := range Langs {
		if got := [2]string{l.String(), l.Name()}; got != want[l] {
			t.Errorf("%d: %v, want %v", l, got, want[l])
		}
		if back, ok := Parse(l.String()); !ok || back != l {
			t.Errorf("Parse(%q) = %v, %v: the code does not read back", l.String(), back, ok)
		}
	}
}

// TestFromList: the browser's preference list, first spoken language wins.
func TestFromList(t *testing.T) {
	for _, c := range []struct {
		prefs []string
		want  Lang
	}{
		{nil, En},
		{[]string{"fr-FR", "it-IT", "de"}, It},
		{[]string{"pt", "nl"}, En},
		{[]string{"es-AR"}, Es},
		{[]string{"de-CH", "en-US"}, De},
	} {
		if got := fromList(c.prefs); got != c.want {
			t.Errorf("fromList(%q) = %v, want %v", c.prefs, got, c.want)
		}
	}
}
