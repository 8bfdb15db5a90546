package game

import (
	"testing"

	"uboat/assets"
)

// The music and ambience volume and the effects volume act apart, each a share of the
// master volume; the settings set them on the game's audio.
func TestAudioVolumesApart(t *testing.T) {
	g := New(Options{Fake: true, Mute: true, ConfigDir: t.TempDir()}, func(*Game) Scene { return nil })
	g.Settings.Volume, g.Settings.MusicVolume, g.Settings.EffectsVolume = 0.5, 0.2, 1
	g.SaveSettings()
	a := g.Audio
	if got := a.Gain(assets.SndClick); got != 0.5 {
		t.Errorf("effect gain %v, want 0.5", got)
	}
	if got := a.Gain(assets.SndTheme); got < 0.1-1e-9 || got > 0.1+1e-9 {
		t.Errorf("theme gain %v, want 0.1 (music)", got)
	}
	if got, want := a.LoopGain(), 0.1*AmbienceGain; got < want-1e-9 || got > want+1e-9 {
		t.Errorf("ambience gain %v, want %v", got, want)
	}
	g.Settings.EffectsVolume = 0
	g.SaveSettings()
	if a.Gain(assets.SndClick) != 0 || a.LoopGain() == 0 {
		t.Errorf("effects off: click %v, ambience %v", a.Gain(assets.SndClick), a.LoopGain())
	}
}

// The demonstration has its own pace.
func TestDemoPace(t *testing.T) {
	g := New(Options{Fake: true, Mute: true}, func(*Game) Scene { return nil })
	g.Settings.Pace, g.Settings.DemoPace = "instant", "normal"
	if g.Pace() != PaceInstant {
		t.Fatal("the player's pace")
	}
	g.Demo = true
	if g.Pace() != PaceNormal {
		t.Fatal("the demonstration's pace")
	}
}
