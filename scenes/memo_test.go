package scenes

import (
	"strings"
	"testing"

	"uboat/i18n"
)

// A label kept between frames is built again when the language changes (issue 13): the
// top bar's pace hint, the refit's title and the yard calendar follow the settings'
// language at once, and come back in English.
func TestMemoFollowsTheLanguage(t *testing.T) {
	defer i18n.SetCurrent(i18n.Current())
	i18n.SetCurrent(i18n.En)
	var pace memo[string]
	var title, cal memo[int]
	calText := func(n int) string { return calLine([2]int{n, 3}) }
	if got := pace.get("fast", paceHint); got != "pace fast (P)  ·  skip (Space)  ·  menu (Esc)" {
		t.Fatalf("English pace hint = %q", got)
	}
	if got := title.get(3, refitTitleText); got != "Refit — 3 months in the yard" {
		t.Fatalf("English refit title = %q", got)
	}
	if got := cal.get(2, calText); got != "month 2 of 3" {
		t.Fatalf("English calendar = %q", got)
	}
	want := map[i18n.Lang][3]string{
		i18n.De: {"Tempo schnell (P)", "Überholung — 3 Monate in der Werft", "Monat 2 von 3"},
		i18n.It: {"ritmo veloce (P)", "Ripristino — 3 mesi in cantiere", "mese 2 di 3"},
		i18n.Es: {"ritmo rápido (P)", "Puesta a punto — 3 meses en el astillero", "mes 2 de 3"},
	}
	for _, l := range []i18n.Lang{i18n.De, i18n.It, i18n.Es} {
		i18n.SetCurrent(l)
		if got := pace.get("fast", paceHint); !strings.HasPrefix(got, want[l][0]) {
			t.Errorf("%v: pace hint = %q, want it to start %q", l, got, want[l][0])
		}
		if got := title.get(3, refitTitleText); got != want[l][1] {
			t.Errorf("%v: refit title = %q, want %q", l, got, want[l][1])
		}
		if got := cal.get(2, calText); got != want[l][2] {
			t.Errorf("%v: calendar = %q, want %q", l, got, want[l][2])
		}
	}
	i18n.SetCurrent(i18n.En)
	if got := cal.get(2, calText); got != "month 2 of 3" {
		t.Errorf("back in English, calendar = %q", got)
	}
}
