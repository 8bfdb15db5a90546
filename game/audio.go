package game

import (
	"bytes"
	"os"
	"path/filepath"
	"runtime"

	"github.com/hajimehoshi/ebiten/v2/audio"

	"uboat/assets"
)

// SoundDevicePresent guesses, before any audio starts, whether the machine can play
// sound: on Linux an ALSA device (/dev/snd) or a PulseAudio/PipeWire socket must exist
// (without one, Ebitengine's audio fails a few frames in and stops the game). An ALSA
// configuration named by ALSA_CONFIG_PATH (e.g. a null device) also counts. Other
// platforms always have an output.
func SoundDevicePresent() bool {
	if runtime.GOOS != "linux" {
		return true
	}
	if os.Getenv("ALSA_CONFIG_PATH") != "" {
		return true
	}
	if entries, err := os.ReadDir("/dev/snd"); err == nil && len(entries) > 0 {
		for _, e := range entries {
			if len(e.Name()) > 3 && e.Name()[:3] == "pcm" {
				return true
			}
		}
	}
	if s := os.Getenv("PULSE_SERVER"); s != "" {
		return true
	}
	if rt := os.Getenv("XDG_RUNTIME_DIR"); rt != "" {
		for _, p := range []string{"pulse/native", "pipewire-0"} {
			if _, err := os.Stat(filepath.Join(rt, p)); err == nil {
				return true
			}
		}
	}
	return false
}

// Audio plays the game's sounds. A muted Audio (no device, or -mute) does nothing.
type Audio struct {
	ctx     *audio.Context
	players map[string]*audio.Player
	loops   map[string]*audio.Player
	volume  float64
	music   float64 // the theme and the ambience loops' share of the master volume (0…1)
	effects float64 // every other sound's share (0…1)
	amb     string  // the ambience loop playing ("" none)
	// Played counts the sounds started (tests and the soak run; muted plays count too).
	Played int
	// Last is the name of the last sound asked for.
	Last string
}

// AmbienceGain is the ambience loops' share of the music volume.
const AmbienceGain = 0.45

// NewAudio starts audio unless muted.
func NewAudio(mute bool, volume float64) *Audio {
	a := &Audio{volume: volume, music: 1, effects: 1, players: map[string]*audio.Player{}, loops: map[string]*audio.Player{}}
	if mute {
		return a
	}
	a.ctx = audio.NewContext(assets.SampleRate)
	return a
}

// Muted reports that no sound plays.
func (a *Audio) Muted() bool { return a == nil || a.ctx == nil }

// State is "off" when muted, "waiting" while the browser holds the sound back until the
// player's first click or key, and "running" once sound can play.
func (a *Audio) State() string {
	switch {
	case a.Muted():
		return "off"
	case !a.ctx.IsReady():
		return "waiting"
	}
	return "running"
}

// SetVolume sets the master volume 0…1.
func (a *Audio) SetVolume(v float64) {
	if a == nil {
		return
	}
	a.SetVolumes(v, a.music, a.effects)
}

// SetVolumes sets the master volume and the shares of the music and ambience and of the
// effects, each 0…1.
func (a *Audio) SetVolumes(master, music, effects float64) {
	if a == nil {
		return
	}
	a.volume, a.music, a.effects = master, music, effects
	for name, p := range a.players {
		p.SetVolume(a.gain(name))
	}
	for _, p := range a.loops {
		p.SetVolume(a.loopGain())
	}
	if a.amb != "" && !a.Muted() { // volume 0 pauses the loop, back above 0 resumes it
		if p := a.loops[a.amb]; p != nil {
			if a.loopGain() <= 0 {
				p.Pause()
			} else if !p.IsPlaying() {
				p.Play()
			}
		}
	}
}

// gain is the volume of a sound: the theme is music, the rest are effects.
func (a *Audio) gain(name string) float64 {
	if name == assets.SndTheme {
		return a.volume * a.music
	}
	return a.volume * a.effects
}

// loopGain is the volume of the ambience loops.
func (a *Audio) loopGain() float64 { return a.volume * a.music * AmbienceGain }

// Gain returns the volume a sound plays at (tests): the master volume times its share.
func (a *Audio) Gain(name string) float64 {
	if a == nil {
		return 0
	}
	return a.gain(name)
}

// LoopGain returns the volume of the ambience loops (tests).
func (a *Audio) LoopGain() float64 {
	if a == nil {
		return 0
	}
	return a.loopGain()
}

// Volume returns the master volume.
func (a *Audio) Volume() float64 {
	if a == nil {
		return 0
	}
	return a.volume
}

// Ambience returns the name of the loop playing ("" none).
func (a *Audio) Ambience() string {
	if a == nil {
		return ""
	}
	return a.amb
}

// SetAmbience plays a looping sound (diesels, motors, the sea) in place of the one
// before; "" stops it. Asking for the loop already playing does nothing.
func (a *Audio) SetAmbience(name string) {
	if a == nil || name == a.amb {
		return
	}
	if p := a.loops[a.amb]; p != nil {
		p.Pause()
	}
	a.amb = name
	if a.Muted() || name == "" {
		return
	}
	p := a.loops[name]
	if p == nil {
		b := assets.Sound(name)
		if b == nil {
			return
		}
		p, _ = a.ctx.NewPlayer(audio.NewInfiniteLoop(bytes.NewReader(b), int64(len(b))))
		if p == nil {
			return
		}
		a.loops[name] = p
	}
	p.SetVolume(a.loopGain())
	if a.loopGain() > 0 {
		p.Play()
	}
}

// Play starts a named sound from its beginning.
func (a *Audio) Play(name string) {
	if a == nil || name == "" {
		return
	}
	a.Played++
	a.Last = name
	if a.Muted() || a.gain(name) <= 0 {
		return
	}
	p := a.players[name]
	if p == nil {
		b := assets.Sound(name)
		if b == nil {
			return
		}
		p = a.ctx.NewPlayerFromBytes(b)
		a.players[name] = p
	}
	p.SetVolume(a.gain(name))
	_ = p.Rewind()
	p.Play()
}
