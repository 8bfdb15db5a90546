package assets

import (
	"math"
	"testing"
)

// Every sound is as long as SoundSeconds says, loud enough (RMS and peak), never
// clipped, synthesised once and then served from the cache.
func TestSoundLengthsLevelsAndCache(t *testing.T) {
	for _, n := range SoundNames {
		b := Sound(n)
		sec, ok := SoundSeconds[n]
		if !ok {
			t.Errorf("%s: no length in SoundSeconds", n)
			continue
		}
		want := int(sec*SampleRate) * 4
		if len(b) != want {
			t.Errorf("%s: %d bytes, want %d (%.2fs)", n, len(b), want, sec)
		}
		var sum float64
		peak := 0
		for i := 0; i+1 < len(b); i += 4 {
			v := int(int16(uint16(b[i]) | uint16(b[i+1])<<8))
			sum += float64(v * v)
			peak = max(peak, abs(v))
		}
		rms := math.Sqrt(sum/float64(len(b)/4)) / 32767
		if rms < 0.01 || peak < 3000 {
			t.Errorf("%s: too quiet (rms %.3f, peak %d)", n, rms, peak)
		}
		if peak >= 32767 {
			t.Errorf("%s: clipped", n)
		}
		for k := 0; k < 5; k++ {
			Sound(n)
		}
		sndMu.Lock()
		g := Generated[n]
		sndMu.Unlock()
		if g != 1 {
			t.Errorf("%s: synthesised %d times, want once", n, g)
		}
	}
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// The ambience loops join without a jump: the last sample leads into the first.
func TestLoopsAreSeamless(t *testing.T) {
	for _, n := range LoopNames {
		b := Sound(n)
		first := int(int16(uint16(b[0]) | uint16(b[1])<<8))
		l := len(b) - 4
		last := int(int16(uint16(b[l]) | uint16(b[l+1])<<8))
		if d := abs(first - last); d > 2500 {
			t.Errorf("%s: the loop jumps by %d at the joint", n, d)
		}
	}
}
