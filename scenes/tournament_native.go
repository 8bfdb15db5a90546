//go:build !js

package scenes

import (
	"os"
	"path/filepath"
	"sort"
	"strings"

	"uboat/engine/tournament"
	"uboat/game"
	"uboat/i18n"
)

// entriesDir is the folder of a tournament's entries in the configuration directory
// cfg: the career saves of the other players (exported from their Careers screen),
// cfg/tournament-entries ("" without a configuration directory).
func entriesDir(cfg string) string {
	if cfg == "" {
		return ""
	}
	return filepath.Join(cfg, "tournament-entries")
}

// entriesHint says where the entries come from (cfg: the configuration directory).
func entriesHint(cfg string) string {
	if cfg == "" {
		return i18n.T("tour.entries_web")
	}
	return i18n.T("tour.entries_dir", "dir", entriesDir(cfg))
}

// tournamentEntries are the entries of the tournament r: the game's own finished
// careers played under it, then every *.json of the entries folder (created when
// missing, so the player finds it), by name.
func tournamentEntries(g *game.Game, r *tournament.Rules) (names []string, data [][]byte) {
	names, data = ownEntries(g, r)
	dir := entriesDir(g.Opt.ConfigDir)
	if dir == "" {
		return names, data
	}
	_ = os.MkdirAll(dir, 0o755)
	files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	sort.Strings(files)
	for _, f := range files {
		if strings.HasPrefix(filepath.Base(f), ".") {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			b = nil // judged unreadable
		}
		names, data = append(names, filepath.Base(f)), append(data, b)
	}
	return names, data
}
