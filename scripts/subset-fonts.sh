#!/usr/bin/env bash
# Makes the game's two text fonts, assets/fonts/Go-{Regular,Bold}.subset.ttf: the Go fonts
# (golang.org/x/image/font/gofont, the version go.mod pins) cut down to the characters the
# game's four languages and its signs need, with fontTools' subsetter. The full fonts carry
# Greek, Cyrillic and more (WGL4) and hinting instructions the game does not use: 137 KB of
# the browser download (gzip) where the subsets take 31 KB (docs/i18n.md, sizes). The
# subsets are committed; run this only to change the character ranges (then
# `go test ./assets ./draw` checks every rune the UI strings and the catalogues use still
# has its glyph).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! /usr/bin/python3 -c 'import fontTools' 2>/dev/null; then
	apt-get install -y python3-fonttools >/dev/null
fi
src="$(go list -m -f '{{.Dir}}' golang.org/x/image)/font/gofont/ttfs"
# Basic Latin, Latin-1, Latin Extended-A (every letter of English, German, Italian,
# Spanish and the ship names), general punctuation (dashes, „ “ ‘ ’, •, …, ‰), the euro
# and trade marks, the arrows, the mathematical operators (− ≤ ≥ ≠ ×), ★ and ✓. The hinting instructions go too:
# the game draws the outlines unhinted (assets.Face: font.HintingNone), so no glyph
# changes; `go test ./assets ./draw` fails if a rune of the UI's strings or of a
# catalogue has no glyph.
ranges="U+0020-007E,U+00A0-017F,U+2000-206F,U+20AC,U+2122,U+2190-21FF,U+2200-22FF,U+2605,U+2713"
for f in Regular Bold; do
	/usr/bin/python3 -m fontTools.subset "$src/Go-$f.ttf" --unicodes="$ranges" --layout-features='*' \
		--no-hinting --output-file="assets/fonts/Go-$f.subset.ttf"
done
cp "$src/README" assets/fonts/LICENSE
ls -l assets/fonts
