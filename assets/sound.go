package assets

import (
	"math"
	"sync"
)

// SampleRate is the audio sample rate of every generated sound (Hz).
const SampleRate = 44100

// Sound names.
const (
	SndClick     = "click"
	SndDice      = "dice"
	SndPing      = "ping"
	SndCharge    = "depth_charge"
	SndLaunch    = "launch"
	SndExplosion = "explosion"
	SndDud       = "dud"
	SndAircraft  = "aircraft"
	SndFlak      = "flak"
	SndKlaxon    = "klaxon"
	SndFanfare   = "fanfare"
	SndSinking   = "sinking"
	SndSplash    = "splash"
	SndGun       = "gun"

	SndPingFast  = "ping_fast"        // sonar with the boat detected: quick pings and echoes
	SndChargeFar = "depth_charge_far" // a pattern exploding at a distance
	SndCreak     = "creak"            // the hull under pressure
	SndFlooding  = "flooding"         // water coming in
	SndTorpedo   = "torpedo"          // launch and the torpedo running away
	SndSecondary = "secondary"        // secondary explosions of a stricken ship
	SndMorse     = "morse"            // radio orders in Morse
	SndTheme     = "theme"            // a short theme for the title and the career's end
	SndDiesel    = "diesel"           // loop: the diesels on the surface
	SndElectric  = "electric"         // loop: the electric motors below
	SndSea       = "sea"              // loop: the sea and wind in port and on the title
)

// SoundNames lists every sound the game plays.
var SoundNames = []string{SndClick, SndDice, SndPing, SndCharge, SndLaunch, SndExplosion, SndDud,
	SndAircraft, SndFlak, SndKlaxon, SndFanfare, SndSinking, SndSplash, SndGun,
	SndPingFast, SndChargeFar, SndCreak, SndFlooding, SndTorpedo, SndSecondary, SndMorse, SndTheme,
	SndDiesel, SndElectric, SndSea}

// LoopNames are the sounds made to loop seamlessly (ambience).
var LoopNames = []string{SndDiesel, SndElectric, SndSea}

// SoundSeconds is the length of each sound in seconds (loops: one turn of the loop).
var SoundSeconds = map[string]float64{
	SndClick: 0.05, SndDice: 0.45, SndPing: 1.6, SndCharge: 1.8, SndLaunch: 1.0, SndExplosion: 2.2,
	SndDud: 0.5, SndAircraft: 2.6, SndFlak: 0.9, SndKlaxon: 1.2, SndFanfare: 1.4, SndSinking: 2.8,
	SndSplash: 0.7, SndGun: 0.8, SndPingFast: 1.2, SndChargeFar: 2.0, SndCreak: 1.6, SndFlooding: 2.4,
	SndTorpedo: 2.4, SndSecondary: 2.6, SndMorse: morseSeconds, SndTheme: themeSeconds,
	SndDiesel: 2.0, SndElectric: 2.0, SndSea: 4.0,
}

// Generated counts how many times a sound was synthesised (tests: once each, then cached).
var Generated = map[string]int{}

var (
	sndMu    sync.Mutex
	sndCache = map[string][]byte{}
)

// Sound returns the 16-bit little-endian stereo PCM of a named sound at SampleRate,
// synthesised on first use and cached. An unknown name gives nil.
func Sound(name string) []byte {
	sndMu.Lock()
	defer sndMu.Unlock()
	if b, ok := sndCache[name]; ok {
		return b
	}
	gen := generators[name]
	if gen == nil {
		return nil
	}
	s := gen()
	Generated[name]++
	b := pcm16(s)
	sndCache[name] = b
	return b
}

// noise is a small deterministic xorshift generator, so sounds are the same every run.
type noise uint32

func (n *noise) next() float64 {
	x := uint32(*n)
	x ^= x << 13
	x ^= x >> 17
	x ^= x << 5
	*n = noise(x)
	return float64(x)/float64(math.MaxUint32)*2 - 1
}

func samples(sec float64) []float64 { return make([]float64, int(sec*SampleRate)) }

// lowpass filters s in place with a one-pole filter of the cutoff (Hz).
func lowpass(s []float64, cutoff float64) {
	a := 1 - math.Exp(-2*math.Pi*cutoff/SampleRate)
	y := 0.0
	for i, x := range s {
		y += a * (x - y)
		s[i] = y
	}
}

func normalise(s []float64, peak float64) []float64 {
	m := 0.0
	for _, v := range s {
		m = max(m, math.Abs(v))
	}
	if m > 0 {
		for i := range s {
			s[i] *= peak / m
		}
	}
	return s
}

var generators = map[string]func() []float64{
	SndClick: func() []float64 {
		s := samples(0.05)
		for i := range s {
			t := float64(i) / SampleRate
			s[i] = math.Sin(2*math.Pi*1800*t) * math.Exp(-t*90)
		}
		return normalise(s, 0.4)
	},
	SndDice: func() []float64 {
		s := samples(0.45)
		n := noise(7)
		for k := 0; k < 7; k++ {
			start := int((0.02 + 0.055*float64(k) + 0.01*float64(k%3)) * SampleRate)
			amp := 1 - float64(k)/9
			for j := 0; j < 900 && start+j < len(s); j++ {
				t := float64(j) / SampleRate
				s[start+j] += amp * (n.next()*0.6 + math.Sin(2*math.Pi*(2400+200*float64(k%4))*t)) * math.Exp(-t*160)
			}
		}
		return normalise(s, 0.5)
	},
	SndPing: func() []float64 {
		s := samples(1.6)
		for i := range s {
			t := float64(i) / SampleRate
			v := math.Sin(2*math.Pi*1150*t) * math.Exp(-t*4) * math.Min(1, t*200)
			if t > 0.55 { // the faint echo
				te := t - 0.55
				v += 0.3 * math.Sin(2*math.Pi*1150*te) * math.Exp(-te*6)
			}
			s[i] = v
		}
		return normalise(s, 0.45)
	},
	SndCharge: func() []float64 {
		s := samples(1.8)
		n := noise(11)
		for i := range s {
			t := float64(i) / SampleRate
			s[i] = (n.next()*0.8 + math.Sin(2*math.Pi*(42-10*t)*t)*1.4) * math.Exp(-t*2.6) * math.Min(1, t*60)
		}
		lowpass(s, 380)
		return normalise(s, 0.9)
	},
	SndLaunch: func() []float64 {
		s := samples(1.0)
		n := noise(3)
		for i := range s {
			t := float64(i) / SampleRate
			s[i] = n.next() * math.Sin(math.Pi*t) * (0.5 + 0.5*math.Sin(2*math.Pi*9*t))
		}
		lowpass(s, 1400)
		return normalise(s, 0.5)
	},
	SndExplosion: func() []float64 {
		s := samples(2.2)
		n := noise(5)
		for i := range s {
			t := float64(i) / SampleRate
			s[i] = (n.next() + 0.8*math.Sin(2*math.Pi*55*t)) * math.Exp(-t*1.8) * math.Min(1, t*120)
		}
		lowpass(s, 900)
		return normalise(s, 0.85)
	},
	SndDud: func() []float64 {
		s := samples(0.5)
		for i := range s {
			t := float64(i) / SampleRate
			s[i] = (math.Sin(2*math.Pi*620*t) + 0.6*math.Sin(2*math.Pi*1475*t)) * math.Exp(-t*12)
		}
		return normalise(s, 0.45)
	},
	SndAircraft: func() []float64 {
		s := samples(2.6)
		n := noise(9)
		for i := range s {
			t := float64(i) / SampleRate
			saw := 2*math.Mod(t*92, 1) - 1
			env := math.Sin(math.Pi * t / 2.6)
			s[i] = (saw*0.7 + n.next()*0.3) * env * (0.8 + 0.2*math.Sin(2*math.Pi*5*t))
		}
		lowpass(s, 700)
		return normalise(s, 0.5)
	},
	SndFlak: func() []float64 {
		s := samples(0.9)
		n := noise(13)
		for k := 0; k < 8; k++ {
			start := int(float64(k) * 0.1 * SampleRate)
			for j := 0; j < 2600 && start+j < len(s); j++ {
				t := float64(j) / SampleRate
				s[start+j] += n.next() * math.Exp(-t*70)
			}
		}
		lowpass(s, 2500)
		return normalise(s, 0.5)
	},
	SndKlaxon: func() []float64 {
		s := samples(1.2)
		for i := range s {
			t := float64(i) / SampleRate
			f := 440.0
			if math.Mod(t, 0.4) > 0.2 {
				f = 330
			}
			sq := 1.0
			if math.Sin(2*math.Pi*f*t) < 0 {
				sq = -1
			}
			s[i] = sq * 0.6 * math.Min(1, (1.2-t)*8)
		}
		lowpass(s, 2000)
		return normalise(s, 0.35)
	},
	SndFanfare: func() []float64 {
		s := samples(1.4)
		notes := []float64{392, 523.25, 659.25, 783.99}
		for k, f := range notes {
			start := int(float64(k) * 0.18 * SampleRate)
			dur := 0.35
			if k == len(notes)-1 {
				dur = 0.8
			}
			for j := 0; j < int(dur*SampleRate) && start+j < len(s); j++ {
				t := float64(j) / SampleRate
				v := math.Sin(2*math.Pi*f*t) + 0.4*math.Sin(4*math.Pi*f*t) + 0.2*math.Sin(6*math.Pi*f*t)
				s[start+j] += v * math.Min(1, t*60) * math.Exp(-t*2.5)
			}
		}
		return normalise(s, 0.4)
	},
	SndSinking: func() []float64 {
		s := samples(2.8)
		n := noise(17)
		for i := range s {
			t := float64(i) / SampleRate
			groan := math.Sin(2*math.Pi*(80-18*t)*t + 3*math.Sin(2*math.Pi*0.7*t))
			s[i] = (groan + 0.5*n.next()) * math.Sin(math.Pi*t/2.8)
		}
		lowpass(s, 500)
		return normalise(s, 0.6)
	},
	SndSplash: func() []float64 {
		s := samples(0.7)
		n := noise(19)
		for i := range s {
			t := float64(i) / SampleRate
			s[i] = n.next() * math.Exp(-t*6) * math.Min(1, t*100)
		}
		lowpass(s, 3000)
		return normalise(s, 0.4)
	},
	SndGun: func() []float64 {
		s := samples(0.8)
		n := noise(23)
		for i := range s {
			t := float64(i) / SampleRate
			s[i] = (n.next() + math.Sin(2*math.Pi*90*t)) * math.Exp(-t*7) * math.Min(1, t*400)
		}
		lowpass(s, 1500)
		return normalise(s, 0.7)
	},
}

// pcm16 encodes mono samples in −1…1 as 16-bit little-endian stereo.
func pcm16(s []float64) []byte {
	b := make([]byte, len(s)*4)
	for i, v := range s {
		v = max(-1, min(1, v))
		x := int16(v * 32767)
		b[4*i], b[4*i+1] = byte(x), byte(x>>8)
		b[4*i+2], b[4*i+3] = byte(x), byte(x>>8)
	}
	return b
}
