// Package rules is the rulebook of The Hunted in the game's own words, in each of the
// game's languages, as the rules browser shows it (issue 14): the text files
// rules/text/<lang>/01.md … 15.md (one chapter each) and tables.md (one section per table
// code), parsed into a Book of numbered Sections with their paragraphs, list items and
// small tables, the rule numbers and table codes in the text found as links.
//
// The format (a small Markdown subset, docs/rules.md):
//
//	# 9 Combat                     a chapter: its number and title (tables.md: "# Tables")
//	## 9.6 Escort detection        a numbered rule, any depth (##, ###, ####, #####)
//	## [E2] Escort detection       a table section (tables.md)
//	A paragraph, with **bold** terms; "see 9.6.4" and "[E2]" are links.
//	- a list item
//	| a | b |                      a table row (a |---| row is skipped)
//
// The package is pure Go (no Ebitengine): the engine's tests read the rule numbers from
// it, the screens draw it.
package rules
