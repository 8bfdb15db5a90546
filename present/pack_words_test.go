package present

import (
	"strings"
	"testing"

	"uboat/engine"
	"uboat/i18n"
)

// 13.5.4: the pack_pick note reads the round and whether the boat was picked (+1) or not
// (−1), in every language; a detail it cannot read falls back without inventing words.
func TestPackPickNoteInWords(t *testing.T) {
	note := func(d string) *engine.KeyEvent {
		return &engine.KeyEvent{Header: engine.Header{T: engine.TNote}, Key: "pack_pick", Detail: d}
	}
	for _, l := range []i18n.Lang{i18n.En, i18n.De, i18n.It, i18n.Es} {
		inLang(l, func() {
			plus, minus := EventText(note("13.5.4 round 2: +1")), EventText(note("13.5.4 round 3: -1"))
			if plus != tr("log.note.pack_pick_plus", "round", 2) || minus != tr("log.note.pack_pick_minus", "round", 3) {
				t.Errorf("%s: %q / %q", l, plus, minus)
			}
			if !strings.Contains(plus, "2") || !strings.Contains(minus, "3") || plus == minus {
				t.Errorf("%s: round or sign lost: %q / %q", l, plus, minus)
			}
		})
	}
}
