package present

import (
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"uboat/i18n"
)

// tr returns the catalogue message id in the language the screens speak (i18n.T): the
// present/ section of i18n/catalogue/*.yaml holds this package's texts.
func tr(id string, args ...any) string { return i18n.T(id, args...) }

// trOK is tr that reports whether any catalogue holds id (false: "" returned).
func trOK(id string, args ...any) (string, bool) {
	s, err := i18n.Current().Lookup(id, args...)
	if err != nil && s == i18n.Missing(id) {
		return "", false
	}
	return s, true
}

// wordMissed, when set (tests), hears every key Words spells from the key itself, for
// want of a catalogue word.
var wordMissed func(key string)

// upperRune capitalises the first letter of s, whatever its length in bytes ("à" → "À").
func upperRune(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError || !unicode.IsLower(r) {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// lowerRune puts the first letter of s in lower case, whatever its length in bytes.
func lowerRune(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError || !unicode.IsUpper(r) {
		return s
	}
	return string(unicode.ToLower(r)) + s[n:]
}

// monthShort is a month's short name in the current language: its first three letters
// ("Jan", "Mär", "gen", "ene"), as CLDR abbreviates them in the four languages.
func monthShort(m int) string {
	name := []rune(i18n.Current().Month(time.Month(m)))
	if len(name) > 3 {
		name = name[:3]
	}
	return string(name)
}

// countID is the catalogue id of a counted noun of Plural: "damage point" →
// "count.noun.damage_point".
func countID(noun string) string { return "count.noun." + strings.ReplaceAll(noun, " ", "_") }
