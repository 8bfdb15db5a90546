package main

import (
	"reflect"
	"testing"
)

func TestURLArgsMapToFlags(t *testing.T) {
	for q, want := range map[string][]string{
		"":                                  nil,
		"?autoplay=1&seed=7&mute=1":         {"-autoplay", "-mute", "-seed", "7"},
		"?mute&pace=fast":                   {"-mute", "-pace", "fast"},
		"?autoplay=0&mute=false&other=x":    nil,
		"?frames=600&patrols=1&autoplay=on": {"-autoplay", "-patrols", "1", "-frames", "600"},
		"?%zz":                              nil,
		"?attract=1&pace=fast":              {"-attract", "-pace", "fast"},
	} {
		if got := urlArgs(q); !reflect.DeepEqual(got, want) {
			t.Errorf("urlArgs(%q) = %q, want %q", q, got, want)
		}
	}
}
