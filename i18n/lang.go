// Package i18n holds the game's languages (English, German, Italian, Spanish): which one
// the player speaks (from the locale or the browser), the message catalogues every
// player-visible text comes from (catalogue/*.yaml, embedded), plural forms, and numbers
// and dates in each language's convention. It is pure Go with no dependency beyond the
// standard library: see docs/i18n.md for why (the browser build's size) and for the
// catalogue format.
package i18n

import "strings"

// Lang is one of the game's four languages. The zero value is English, the fallback.
type Lang uint8

// The languages, in the order settings list them.
const (
	En Lang = iota // English
	De             // German (Deutsch)
	It             // Italian (italiano)
	Es             // Spanish (español)
	numLangs
)

// Langs lists every language, English first.
var Langs = [numLangs]Lang{En, De, It, Es}

var (
	codes = [numLangs]string{"en", "de", "it", "es"}
	// Each language's name in itself, as a language menu shows it.
	endonyms = [numLangs]string{"English", "Deutsch", "Italiano", "Español"}
	// ISO 639-2 codes (bibliographic and terminological) also accepted by Parse.
	longCodes = map[string]Lang{"eng": En, "deu": De, "ger": De, "ita": It, "spa": Es}
)

// String returns the language's two-letter ISO 639-1 code: "en", "de", "it", "es".
func (l Lang) String() string {
	if l >= numLangs {
		return "en"
	}
	return codes[l]
}

// Name returns the language's name in itself: "English", "Deutsch", "Italiano", "Español".
func (l Lang) Name() string {
	if l >= numLangs {
		return endonyms[En]
	}
	return endonyms[l]
}

// Parse reads a POSIX locale ("de_DE.UTF-8", "it_IT@euro"), a BCP 47 tag ("it-IT",
// "es-419") or a bare language code ("es", "deu") and returns its language. The region,
// encoding and modifier are ignored; case does not matter. "C" and "POSIX" are English
// (ok true); an empty string or a language the game does not speak is English with ok
// false.
func Parse(locale string) (l Lang, ok bool) {
	s := strings.TrimSpace(locale)
	if i := strings.IndexAny(s, ".@"); i >= 0 { // encoding (.UTF-8) or modifier (@euro)
		s = s[:i]
	}
	if i := strings.IndexAny(s, "_-"); i >= 0 { // region or script
		s = s[:i]
	}
	s = strings.ToLower(s)
	switch s {
	case "":
		return En, false
	case "c", "posix":
		return En, true
	}
	for i, c := range codes {
		if s == c {
			return Lang(i), true
		}
	}
	if l, ok := longCodes[s]; ok {
		return l, true
	}
	return En, false
}

// localeEnv lists the environment variables that name the language of messages, the
// strongest first (POSIX: LC_ALL overrides LC_MESSAGES, which overrides LANG).
var localeEnv = [...]string{"LC_ALL", "LC_MESSAGES", "LANG"}

// fromEnv returns the language of the first of LC_ALL, LC_MESSAGES and LANG that is set
// and not empty, as POSIX resolves the messages locale; English when none is set or
// the one in force names a language the game does not speak.
func fromEnv(getenv func(string) string) Lang {
	for _, k := range localeEnv {
		if v := getenv(k); v != "" {
			l, _ := Parse(v)
			return l
		}
	}
	return En
}

// fromList returns the language of the first entry of a preference list (the browser's
// navigator.languages, most preferred first) that the game speaks; English when none.
func fromList(prefs []string) Lang {
	for _, p := range prefs {
		if l, ok := Parse(p); ok {
			return l
		}
	}
	return En
}
