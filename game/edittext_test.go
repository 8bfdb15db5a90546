package game

import "testing"

// EditText: printable characters up to the limit, control characters dropped, backspace
// removes the last rune, and the report says whether the text changed.
func TestEditText(t *testing.T) {
	in := &Input{Chars: []rune("Kö\tnig")}
	buf := []rune("U-")
	if !in.EditText(&buf, 5) || string(buf) != "U-Kön" {
		t.Fatalf("typed: %q", string(buf))
	}
	in = &Input{Erase: true}
	if !in.EditText(&buf, 5) || string(buf) != "U-Kö" {
		t.Fatalf("backspace: %q", string(buf))
	}
	empty := []rune{}
	if in.EditText(&empty, 0) || len(empty) != 0 {
		t.Fatalf("backspace on nothing changed %q", string(empty))
	}
	in = &Input{Chars: []rune("abc")}
	if !in.EditText(&empty, 0) || string(empty) != "abc" {
		t.Fatalf("no limit: %q", string(empty))
	}
}
