package rules

import "strings"

// Ref is a rule number or table code found in a text: Text[Start:End] as written, Key
// the section it opens ("9.6.4", "E2").
type Ref struct {
	Start, End int
	Key        string
}

// Find returns the rule numbers and table codes in s, in order (any text: a roll log
// line, a decision's prompt). A rule number is 1–99 and one to four more parts of one or
// two digits, not part of a longer number and not followed by a unit: "9.6.4", never the
// "9.900" of a German tonnage nor the "3.7 cm" of a gun; a table code is a capital, one
// or two digits and maybe a small letter, in brackets: "[E2]", "[E3a]". Whether the book
// holds each is for Book.Section to say.
func Find(s string) []Ref {
	var out []Ref
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '[':
			j := strings.IndexByte(s[i:], ']')
			if j > 0 && isTableCode(s[i+1:i+j]) {
				out = append(out, Ref{Start: i, End: i + j + 1, Key: s[i+1 : i+j]})
				i += j
			}
		case isDigit(c) && (i == 0 || !isDigit(s[i-1]) && s[i-1] != '.' && s[i-1] != ','):
			j := i
			for j < len(s) && (isDigit(s[j]) || s[j] == '.') {
				j++
			}
			num := strings.TrimRight(s[i:j], ".") // a sentence's full stop
			end := i + len(num)
			if isRuleNumber(num) && strings.Contains(num, ".") && !(end < len(s) && s[end] == ',' && end+1 < len(s) && isDigit(s[end+1])) && !unitAfter(s[end:]) {
				out = append(out, Ref{Start: i, End: end, Key: num})
			}
			i = j - 1
		}
	}
	return out
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// isRuleNumber: "9", "9.6", "10.9.5" — up to five parts of one or two digits, the first
// not 0.
func isRuleNumber(s string) bool {
	parts := strings.Split(s, ".")
	if len(parts) > 5 || s == "" || s[0] == '0' {
		return false
	}
	for _, p := range parts {
		if len(p) < 1 || len(p) > 2 || !isDigit(p[0]) || len(p) == 2 && !isDigit(p[1]) {
			return false
		}
	}
	return true
}

// isTableCode: "E2", "E3a", "P1", "U4", "M6".
func isTableCode(s string) bool {
	if len(s) < 2 || len(s) > 4 || s[0] < 'A' || s[0] > 'Z' || !isDigit(s[1]) {
		return false
	}
	rest := s[2:]
	if len(rest) > 0 && isDigit(rest[0]) {
		rest = rest[1:]
	}
	return rest == "" || len(rest) == 1 && rest[0] >= 'a' && rest[0] <= 'z'
}

// unitAfter reports whether s (the text after a number) begins with a unit: "3.7 cm".
func unitAfter(s string) bool {
	s = strings.TrimPrefix(s, " ")
	for _, u := range [...]string{"cm", "mm", "km", "kn", "nm", "sm", "m", "t", "%"} {
		if strings.HasPrefix(s, u) && (len(s) == len(u) || !isLetter(s[len(u)])) {
			return true
		}
	}
	return false
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80 }

// Spans splits a paragraph into spans: **bold** runs, and links for every Ref.
func Spans(s string) []Span {
	var out []Span
	bold := false
	for {
		i := strings.Index(s, "**")
		part := s
		if i >= 0 {
			part = s[:i]
		}
		out = appendLinks(out, part, bold)
		if i < 0 {
			break
		}
		s = s[i+2:]
		bold = !bold
	}
	return out
}

func appendLinks(out []Span, s string, bold bool) []Span {
	at := 0
	for _, r := range Find(s) {
		if r.Start > at {
			out = append(out, Span{Text: s[at:r.Start], Bold: bold})
		}
		out = append(out, Span{Text: s[r.Start:r.End], Bold: bold, Link: r.Key})
		at = r.End
	}
	if at < len(s) {
		out = append(out, Span{Text: s[at:], Bold: bold})
	}
	return out
}
