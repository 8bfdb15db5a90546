package i18n

import "testing"

// The current language starts English and follows SetCurrent; T speaks it.
func TestCurrentLanguage(t *testing.T) {
	defer SetCurrent(Current())
	if Current() != En {
		t.Fatalf("current language %v before any SetCurrent, want English", Current())
	}
	SetCurrent(De)
	if Current() != De {
		t.Fatalf("current language %v after SetCurrent(De)", Current())
	}
	if got, want := T("unit.tons", "t", 9900), "9.900 t"; got != want {
		t.Errorf("T speaks %q, German is %q", got, want)
	}
}
