package present

import (
	"testing"

	"uboat/engine"
)

// The roll log keeps the head of a long prompt: before its dash, or its first sentence;
// a one-sentence prompt whole, rule numbers and initials not taken for a sentence's end.
func TestPromptHead(t *testing.T) {
	for _, c := range []struct{ prompt, want string }{
		{"Torpedo mix — now 10 steam (G7a FaT) and 4 electric (G7e FaT); up to 4 may switch (4.5). Steam leaves a wake: +1 on the escorts' detection roll after firing by Day (9.6.3).",
			"Torpedo mix"},
		{"Abort the patrol (10.9.5)?", "Abort the patrol (10.9.5)?"},
		{"Both ways home are equally far (10.9.2)", "Both ways home are equally far (10.9.2)"},
		{"The repair failed. Use a spare part on Radio?", "The repair failed."},
		{"Bow tube 1: target for the steam torpedo (G7a FaT)? Two ships in sight.", "Bow tube 1: target for the steam torpedo (G7a FaT)?"},
		{"Attack the E. G. Seubert? She is alone.", "Attack the E. G. Seubert?"},
		{"Keep 2.5 knots? Or not.", "Keep 2.5 knots?"},
		{"", ""},
	} {
		if got := PromptHead(c.prompt); got != c.want {
			t.Errorf("PromptHead(%q) = %q, want %q", c.prompt, got, c.want)
		}
	}
	if got, want := AnsweredLine("Torpedo mix — now 10 steam (G7a FaT). More words.", "Keep 10 G7a, 4 G7e"), "» Torpedo mix — Keep 10 G7a, 4 G7e"; got != want {
		t.Errorf("AnsweredLine %q, want %q", got, want)
	}
}

// The crew and wound abbreviations of the engine's modifiers are spelt out in the roll
// log; other capitals (NAXOS, BOLD) and slashes stay.
func TestModifierAbbreviationsInWords(t *testing.T) {
	for _, c := range []struct {
		m    engine.Mod
		want string
	}{
		{engine.Mod{V: 1, Why: "10.6.3 LI SW/KIA"}, "+1 Chief Engineer severely wounded or killed (10.6.3)"},
		{engine.Mod{V: -1, Why: "11.1 Experte 1WO surfaced"}, "−1 Experte 1st Watch Officer surfaced (11.1)"},
		{engine.Mod{V: -1, Why: "9.8.5 Experte 2WO"}, "−1 Experte 2nd Watch Officer (9.8.5)"},
		{engine.Mod{V: 1, Why: "8.1.2 NAXOS"}, "+1 NAXOS (8.1.2)"},
		{engine.Mod{V: -1, Why: "9.6.7 BOLD and/or decoy"}, "−1 BOLD and/or decoy (9.6.7)"},
		{engine.Mod{V: -1, Why: "unless KC"}, "−1 unless Knight's Cross"},
	} {
		if got := ModText(c.m); got != c.want {
			t.Errorf("ModText(%q) = %q, want %q", c.m.Why, got, c.want)
		}
	}
}
