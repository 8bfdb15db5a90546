package i18n

import (
	"testing"
	"time"
)

func TestInt(t *testing.T) {
	for _, c := range []struct {
		n          int
		en, others string
	}{
		{0, "0", "0"},
		{999, "999", "999"},
		{9900, "9,900", "9.900"},
		{10000, "10,000", "10.000"},
		{125000, "125,000", "125.000"},
		{1234567, "1,234,567", "1.234.567"},
		{-5001, "-5,001", "-5.001"},
	} {
		if got := En.Int(c.n); got != c.en {
			t.Errorf("En.Int(%d) = %q, want %q", c.n, got, c.en)
		}
		for _, l := range []Lang{De, It, Es} {
			if got := l.Int(c.n); got != c.others {
				t.Errorf("%v.Int(%d) = %q, want %q", l, c.n, got, c.others)
			}
		}
	}
}

func TestDecimalPercent(t *testing.T) {
	if got := En.Decimal(1234.56, 1); got != "1,234.6" {
		t.Errorf("En.Decimal = %q", got)
	}
	if got := De.Decimal(1234.56, 1); got != "1.234,6" {
		t.Errorf("De.Decimal = %q", got)
	}
	if got := It.Decimal(0.5, -1); got != "0,5" {
		t.Errorf("It.Decimal = %q", got)
	}
	if got := Es.Decimal(-2, 0); got != "-2" {
		t.Errorf("Es.Decimal = %q", got)
	}
	want := map[Lang]string{En: "58%", De: "58\u00a0%", It: "58%", Es: "58\u00a0%"}
	for l, w := range want {
		if got := l.Percent(58); got != w {
			t.Errorf("%v.Percent(58) = %q, want %q", l, got, w)
		}
	}
}

func TestMonthYear(t *testing.T) {
	want := map[Lang]string{En: "June 1944", De: "Juni 1944", It: "giugno 1944", Es: "junio de 1944"}
	for l, w := range want {
		if got := l.MonthYear(1944, time.June); got != w {
			t.Errorf("%v.MonthYear = %q, want %q", l, got, w)
		}
	}
	march := map[Lang]string{En: "March", De: "März", It: "marzo", Es: "marzo"}
	for l, w := range march {
		if got := l.Month(time.March); got != w {
			t.Errorf("%v.Month(March) = %q, want %q", l, got, w)
		}
	}
	if got := De.MonthYear(1943, time.December); got != "Dezember 1943" {
		t.Errorf("De December: %q", got)
	}
	if got := En.Month(13); got != "13" {
		t.Errorf("En.Month(13) = %q", got)
	}
	// Every language names twelve different months.
	for _, l := range Langs {
		seen := map[string]bool{}
		for m := time.January; m <= time.December; m++ {
			seen[l.Month(m)] = true
		}
		if len(seen) != 12 {
			t.Errorf("%v: %d different month names", l, len(seen))
		}
	}
}

func TestPluralForms(t *testing.T) {
	for _, l := range Langs {
		for n, want := range map[int]Form{0: Other, 1: One, 2: Other, 5: Other, 11: Other, 21: Other, 101: Other, 1000000: Other} {
			if got := l.Plural(n); got != want {
				t.Errorf("%v.Plural(%d) = %v, want %v", l, n, got, want)
			}
		}
	}
}
