package i18n

import (
	"sort"
	"strings"
)

// Alphabet lists every letter and sign the four languages need beyond ASCII, whatever
// the catalogues say today: German ä ö ü ß and capitals (not the capital ẞ, which the Go
// fonts lack: write "SS", as strings.ToUpper leaves ß alone), Italian à è é ì ò ù, Spanish
// á í ó ú ñ ü ¿ ¡, the quotation marks « » „ “ ” ‘ ’ ‹ ›, ordinal signs º ª, the dashes
// and the no-break space Percent writes. The game's fonts must have a glyph for each
// (assets' font test).
const Alphabet = "äöüßÄÖÜ" + // German
	"àèéìòùÀÈÉÌÒÙíóú" + // Italian (í ó ú in some spellings)
	"áíóúñüÁÍÓÚÑÜ¿¡" + // Spanish
	"«»„“”‘’‹›ºª" + // quotes, ordinals
	"–—…·\u00a0" // dashes, ellipsis, middle dot, no-break space

// Runes returns every distinct printable rune the catalogues and Alphabet use, sorted:
// what a font must draw for the game to show every language (a line break in a message
// is layout, not a glyph, and is left out).
func Runes() []rune {
	seen := map[rune]bool{}
	for _, r := range Alphabet {
		seen[r] = true
	}
	for _, l := range Langs {
		c := catalogue(l)
		if c == nil {
			continue // the browser build before Provide
		}
		for _, m := range c.msgs {
			for _, f := range m.Forms {
				for _, r := range f {
					seen[r] = true
				}
			}
		}
	}
	for _, l := range Langs {
		for _, r := range strings.Join(months[l][:], "") + l.Name() {
			seen[r] = true
		}
	}
	out := make([]rune, 0, len(seen))
	for r := range seen {
		if r >= ' ' {
			out = append(out, r)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}
