package rules

import (
	"regexp"
	"strings"
)

// refRe finds a rule number (1–15 then up to four parts of one or two digits, not part
// of a longer number: "9.6.4", never the "9.900" of a German tonnage) or a table code in
// brackets ("[E2]", "[E3a]", "[P1]").
var refRe = regexp.MustCompile(`(^|[^\d.,])([1-9]\d?(?:\.\d{1,2}){1,4})([^\d]|$)|\[([A-Z]\d{1,2}[a-z]?)\]`)

// unitRe is a unit after a number: "3.7 cm" is a calibre, "8.8 cm" too, not rules.
var unitRe = regexp.MustCompile(`^\s?(cm|mm|m|km|t|kn|%|nm|sm)\b`)

// Ref is a rule number or table code found in a text: Text[Start:End] as written, Key
// the section it opens ("9.6.4", "E2").
type Ref struct {
	Start, End int
	Key        string
}

// Find returns the rule numbers and table codes in s, in order (any text: a roll log
// line, a decision's prompt). Whether the book holds each is for Book.Section to say.
func Find(s string) []Ref {
	var out []Ref
	for _, m := range refRe.FindAllStringSubmatchIndex(s, -1) {
		switch {
		case m[4] >= 0: // a rule number, group 2
			num := s[m[4]:m[5]]
			if unitRe.MatchString(s[m[5]:]) {
				continue
			}
			// a trailing ".": the end of a sentence, not of the number
			out = append(out, Ref{Start: m[4], End: m[5], Key: strings.TrimSuffix(num, ".")})
		case m[8] >= 0: // a table code, group 4 (the brackets are part of the link)
			out = append(out, Ref{Start: m[0], End: m[1], Key: s[m[8]:m[9]]})
		}
	}
	return out
}

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
