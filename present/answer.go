package present

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// PromptHead returns the head of a decision's prompt for the roll log: the text before
// its first " — ", cut again at the end of its first sentence (". ", "? " or "! " after
// a small letter or a closing parenthesis, so that initials and rule numbers do not end
// it), the closing mark kept; the whole prompt when it is one short sentence.
// "Torpedo mix — now 10 steam …" → "Torpedo mix"; "Abort the patrol (10.9.5)?" whole.
func PromptHead(prompt string) string {
	head := prompt
	if i := strings.Index(head, " — "); i > 0 {
		head = head[:i]
	}
	for i := 1; i+1 < len(head); i++ {
		switch head[i] {
		case '.', '?', '!':
			p, _ := utf8.DecodeLastRuneInString(head[:i]) // "ü." ends a sentence too
			if head[i+1] == ' ' && (unicode.IsLower(p) || p == ')') {
				return head[:i+1]
			}
		}
	}
	return head
}

// AnsweredLine is the roll log's line of an answered decision: "» ", the prompt's head
// (PromptHead), " — " and the chosen option's label (marks and dash the same in every
// language).
func AnsweredLine(prompt, label string) string {
	return "» " + PromptHead(prompt) + " — " + label
}
