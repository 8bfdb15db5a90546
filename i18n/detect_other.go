//go:build !js

package i18n

import "os"

// Detect returns the player's language from the environment: the first of LC_ALL,
// LC_MESSAGES and LANG that is set (POSIX order), English when none is or it names a
// language the game does not speak. A setting or -lang flag chosen by the player
// overrides it.
func Detect() Lang {
	return fromEnv(os.Getenv)
}
