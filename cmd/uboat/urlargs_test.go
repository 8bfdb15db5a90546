package main

import (
	"reflect"
	"testing"
)

func TestURLArgsMapToFlags(t *testing.T) {
	cases := map[string][]string{
		"":                               nil,
		"?seed=7&mute=1":                 {"-mute", "-seed", "7"},
		"?mute&pace=fast":                {"-mute", "-pace", "fast"},
		"?autoplay=0&mute=false&other=x": nil,
		"?%zz":                           nil,
		"?attract=1&pace=fast":           {"-attract", "-pace", "fast"},
		"?lang=de&seed=3":                {"-seed", "3", "-lang", "de"},
		"?lang=":                         nil,
	}
	// The test parameters are flags in the test build only (testhooks_on.go); the
	// player's build ignores them like any other unknown parameter.
	test := map[string][]string{
		"?autoplay=1&seed=7&mute=1":         {"-mute", "-autoplay", "-seed", "7"},
		"?frames=600&patrols=1&autoplay=on": {"-autoplay", "-patrols", "1", "-frames", "600"},
		"?autoplay=1&guide=1&explain=yes":   {"-autoplay", "-guide", "-explain"},
	}
	player := map[string][]string{
		"?autoplay=1&seed=7&mute=1":         {"-mute", "-seed", "7"},
		"?frames=600&patrols=1&autoplay=on": nil,
		"?autoplay=1&guide=1&explain=yes":   nil,
	}
	extra := player
	if testURLSwitches != nil {
		extra = test
	}
	for q, want := range extra {
		cases[q] = want
	}
	for q, want := range cases {
		if got := urlArgs(q); !reflect.DeepEqual(got, want) {
			t.Errorf("urlArgs(%q) = %q, want %q", q, got, want)
		}
	}
}
