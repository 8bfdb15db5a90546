package main

import (
	"net/url"
	"strings"
)

// urlArgs turns the query of the browser page's address into command-line flags, so that
// the browser build behaves like the native one: ?seed=7&mute=1&pace=fast is
// -seed 7 -mute -pace fast; ?attract=1 starts the attract mode; ?lang=de is -lang de. The test build also
// takes ?autoplay=1, ?guide=1, ?explain=1, ?patrols=N and ?frames=N (testURLSwitches, testURLValues). Switches take 1/true/yes/on (or no value); numbers
// and words pass through for flag to check. Other parameters are ignored.
func urlArgs(query string) []string {
	q, err := url.ParseQuery(strings.TrimPrefix(query, "?"))
	if err != nil {
		return nil
	}
	var args []string
	for _, name := range append([]string{"mute", "attract"}, testURLSwitches...) {
		if vs, ok := q[name]; ok && on(vs[len(vs)-1]) {
			args = append(args, "-"+name)
		}
	}
	for _, name := range append([]string{"seed", "pace", "lang"}, testURLValues...) {
		if v := q.Get(name); v != "" {
			args = append(args, "-"+name, v)
		}
	}
	return args
}

func on(v string) bool {
	switch strings.ToLower(v) {
	case "", "1", "true", "yes", "on":
		return true
	}
	return false
}
