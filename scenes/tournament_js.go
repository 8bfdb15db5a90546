//go:build js

package scenes

import (
	"uboat/engine/tournament"
	"uboat/game"
	"uboat/i18n"
)

// entriesHint says where the entries come from: in the browser, the careers of the
// page (imported ones included: Careers → Import).
func entriesHint(string) string { return i18n.T("tour.entries_web") }

// tournamentEntries are the entries of the tournament r: the finished careers of the
// page's store played under it.
func tournamentEntries(g *game.Game, r *tournament.Rules) ([]string, [][]byte) {
	return ownEntries(g, r)
}
