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
