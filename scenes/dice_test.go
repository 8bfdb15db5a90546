package scenes

import (
	"strings"
	"testing"

	"uboat/assets"
	"uboat/draw"
	"uboat/engine"
	"uboat/present"
)

// The tray shows a table's whole name and result, shrunk to fit inside it (names were
// cut at 34 letters: "[DECK_GUN_REMOVA…").
func TestDiceTrayFitsWholeNames(t *testing.T) {
	for _, tb := range []string{"DECK_GUN_REMOVAL", "DOCTOR_LW", "RESUPPLY_DAMAGE", "SCUTTLE_DIESELS", "INVASION_REFUSAL", "E5a_severity", "E1"} {
		for _, faces := range [][]int{{4}, {3, 5}, {1, 2, 6}} {
			var d DiceTray
			d.Roll(&engine.RollEvent{Header: engine.Header{T: engine.TRoll}, Table: tb, Dice: "2d6", Faces: faces, Result: "detected_plus"}, true)
			name := present.TableName(tb)
			if !strings.Contains(d.label, name) || strings.Contains(d.label, "…") {
				t.Errorf("%s: label %q lacks %q", tb, d.label, name)
			}
			if w := draw.TextWidth(d.label, assets.Regular, d.labelSize); w > present.DiceBox.W-16 {
				t.Errorf("%s: label %q %.0f px wide at %.1f in a %.0f px tray", tb, d.label, w, d.labelSize, present.DiceBox.W)
			}
			if x := resultX(len(faces)) + draw.TextWidth(d.result, assets.Bold, d.resultSize); x > present.DiceBox.W-6 {
				t.Errorf("%s %v: result %q ends at %.0f of %.0f", tb, faces, d.result, x, present.DiceBox.W)
			}
		}
	}
}
