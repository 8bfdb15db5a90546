package present

import (
	"strings"

	"uboat/engine"
)

// The boards' data (engine/data/boards.yaml) in words of the current language, for the
// setup's summary and the status board: calibres, flak mounts, the way mines are laid.

// Calibre writes a gun's calibre as the boards give it ("8.8 cm", "2 cm") with the
// current language's decimal separator: "8,8 cm" in German, Italian and Spanish.
func Calibre(c string) string { return calibreText(c) }

// FlakMountText is one flak system of a board in words: "3.7 cm single" in English,
// "3,7 cm Einzellafette", "impianto singolo da 3,7 cm", "montaje simple de 3,7 cm"
// (catalogue board.data.flak, board.data.mount.<mount>, the mount's spaces as "_"). A
// mount the catalogue lacks is shown as the board writes it.
func FlakMountText(f engine.FlakMount) string {
	mount := f.Mount
	if w, ok := trOK("board.data.mount." + strings.ReplaceAll(f.Mount, " ", "_")); ok {
		mount = w
	}
	return tr("board.data.flak", "calibre", Calibre(f.Calibre), "mount", mount)
}

// MinesText says how many mines a board carries and how it lays them: "6 (tubes)",
// "6 (Torpedorohre)" (catalogue board.data.mines, board.data.mine_method.<method>).
func MinesText(count int, method string) string {
	m := method
	if w, ok := trOK("board.data.mine_method." + method); ok {
		m = w
	}
	return tr("board.data.mines", "n", count, "method", m)
}
