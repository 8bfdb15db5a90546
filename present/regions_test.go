package present

import (
	"testing"

	"uboat/draw"
)

func TestRegionsTileTheCanvas(t *testing.T) {
	if Stage.X+Stage.W != StatusBox.X || Stage.Y+Stage.H != LogArea.Y || LogArea.Y+LogArea.H != draw.LogicalH {
		t.Errorf("regions do not tile: stage %+v log %+v status %+v", Stage, LogArea, StatusBox)
	}
}

// The overlays never cover one another: the pace notice sat over the dice tray.
func TestOverlayRegionsNeverOverlap(t *testing.T) {
	boxes := map[string]draw.Rect{"caption": CaptionBox, "dice": DiceBox, "notice": NoticeBox}
	for a, ra := range boxes {
		for b, rb := range boxes {
			if a < b && ra.Overlaps(rb) {
				t.Errorf("%s %+v overlaps %s %+v", a, ra, b, rb)
			}
		}
	}
	if !CaptionBox.Within(Stage) || !DiceBox.Within(Stage) || !NoticeBox.Within(TopBar) {
		t.Errorf("caption %+v, dice %+v in the stage %+v; notice %+v in the top bar %+v", CaptionBox, DiceBox, Stage, NoticeBox, TopBar)
	}
}
