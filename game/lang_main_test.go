package game

import (
	"os"
	"testing"
)

// TestMain runs the tests in English whatever the machine's locale: game.New follows the
// system's language (i18n.Detect) when neither -lang nor the settings choose one, and
// the tests compare English words. Tests of other languages choose them (Options.Lang,
// i18n.SetCurrent).
func TestMain(m *testing.M) {
	os.Setenv("LC_ALL", "C")
	os.Exit(m.Run())
}
