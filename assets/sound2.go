package assets

import "math"

// More generated sounds: sonar, depth charges near and far, the hull, flooding, the
// torpedo's run, secondary explosions, Morse, the theme and the looping ambience. All are
// synthesised here from sines, noise and envelopes (no recordings).

func init() {
	for k, g := range map[string]func() []float64{
		SndPingFast:  genPingFast,
		SndChargeFar: genChargeFar,
		SndCreak:     genCreak,
		SndFlooding:  genFlooding,
		SndTorpedo:   genTorpedo,
		SndSecondary: genSecondary,
		SndMorse:     genMorse,
		SndTheme:     genTheme,
		SndDiesel:    genDiesel,
		SndElectric:  genElectric,
		SndSea:       genSea,
	} {
		generators[k] = g
	}
}

// loop makes the first len(s)-fade samples loop seamlessly: the tail is cross-faded into
// the head and cut off.
func loop(s []float64, fade int) []float64 {
	n := len(s) - fade
	for i := 0; i < fade; i++ {
		a := float64(i) / float64(fade)
		s[i] = s[i]*a + s[n+i]*(1-a)
	}
	return s[:n]
}

func genPingFast() []float64 {
	s := samples(1.2)
	for k := 0; k < 3; k++ {
		at := 0.4 * float64(k)
		for i := int(at * SampleRate); i < len(s); i++ {
			t := float64(i)/SampleRate - at
			v := math.Sin(2*math.Pi*1320*t) * math.Exp(-t*9) * math.Min(1, t*300)
			if t > 0.16 { // the echo comes back quickly: close
				te := t - 0.16
				v += 0.5 * math.Sin(2*math.Pi*1320*te) * math.Exp(-te*12)
			}
			s[i] += v
		}
	}
	return normalise(s, 0.45)
}

func genChargeFar() []float64 {
	s := samples(2.0)
	n := noise(29)
	for i := range s {
		t := float64(i) / SampleRate
		s[i] = (n.next()*0.6 + math.Sin(2*math.Pi*31*t)) * math.Exp(-t*2.0) * math.Min(1, t*12)
	}
	lowpass(s, 160)
	lowpass(s, 220)
	return normalise(s, 0.5)
}

func genCreak() []float64 {
	s := samples(1.6)
	n := noise(31)
	ph := 0.0
	for i := range s {
		t := float64(i) / SampleRate
		f := 70 + 40*math.Sin(2*math.Pi*0.6*t) + 8*n.next()
		ph += 2 * math.Pi * f / SampleRate
		// a stick-slip groan: a pulse train of varying rate under a swelling envelope
		v := math.Pow(math.Abs(math.Sin(ph)), 12) - 0.1
		s[i] = v * math.Sin(math.Pi*t/1.6) * (0.6 + 0.4*math.Sin(2*math.Pi*3*t))
	}
	lowpass(s, 1200)
	return normalise(s, 0.45)
}

func genFlooding() []float64 {
	s := samples(2.4)
	n := noise(37)
	m := noise(41)
	for i := range s {
		t := float64(i) / SampleRate
		gurgle := 0.0
		if m.next() > 0.9993 { // bubbles
			gurgle = 4
		}
		s[i] = (n.next()*0.8+gurgle)*math.Min(1, t*4)*math.Min(1, (2.4-t)*3) + 0.3*math.Sin(2*math.Pi*(180+60*math.Sin(2*math.Pi*2*t))*t)
	}
	lowpass(s, 1800)
	return normalise(s, 0.45)
}

func genTorpedo() []float64 {
	s := samples(2.4)
	n := noise(43)
	for i := range s {
		t := float64(i) / SampleRate
		// the compressed-air thump, then the motor's whine running away (falling, fading)
		thump := n.next() * math.Exp(-t*10) * math.Min(1, t*200)
		run := 0.0
		if t > 0.25 {
			tr := t - 0.25
			f := 900 - 160*tr
			run = 0.35 * math.Sin(2*math.Pi*f*tr) * math.Exp(-tr*0.9) * math.Min(1, tr*6)
			run += 0.15 * n.next() * math.Exp(-tr*1.2)
		}
		s[i] = thump + run
	}
	lowpass(s, 2500)
	return normalise(s, 0.55)
}

func genSecondary() []float64 {
	s := samples(2.6)
	n := noise(47)
	for k, at := range []float64{0, 0.45, 0.8, 1.4, 1.7} {
		amp := 1 - 0.12*float64(k)
		for i := int(at * SampleRate); i < len(s); i++ {
			t := float64(i)/SampleRate - at
			s[i] += amp * (n.next() + 0.6*math.Sin(2*math.Pi*48*t)) * math.Exp(-t*3.5) * math.Min(1, t*150)
		}
	}
	lowpass(s, 700)
	return normalise(s, 0.8)
}

// Morse: "BDU AN U" style traffic; dit 70 ms, a 720 Hz tone.
const (
	morseDit     = 0.07
	morseText    = "-... -.. ..- / .- -. / ..- -... --- --- -"
	morseSeconds = 3.5
	themeSeconds = 6.0
)

func genMorse() []float64 {
	s := samples(morseSeconds)
	t0 := 0.1
	for _, c := range morseText {
		d := 0.0
		switch c {
		case '.':
			d = morseDit
		case '-':
			d = 3 * morseDit
		case ' ':
			t0 += 2 * morseDit
			continue
		case '/':
			t0 += 4 * morseDit
			continue
		}
		start := int(t0 * SampleRate)
		for j := 0; j < int(d*SampleRate) && start+j < len(s); j++ {
			t := float64(j) / SampleRate
			env := math.Min(1, math.Min(t, d-t)*400) // soft keying, no clicks
			s[start+j] += math.Sin(2*math.Pi*720*t) * env
		}
		t0 += d + morseDit
	}
	n := noise(53)
	for i := range s { // a little static under the tone
		s[i] += 0.06 * n.next()
	}
	return normalise(s, 0.35)
}

// genTheme is a short, original theme in D minor: a slow horn-like line over a low drone.
func genTheme() []float64 {
	s := samples(themeSeconds)
	type note struct{ at, dur, f float64 }
	d := 146.83 // D3
	semi := func(k float64) float64 { return d * math.Pow(2, k/12) }
	line := []note{
		{0.0, 0.9, semi(12)}, {0.9, 0.45, semi(15)}, {1.35, 0.45, semi(14)}, {1.8, 1.2, semi(10)},
		{3.0, 0.6, semi(12)}, {3.6, 0.6, semi(7)}, {4.2, 1.7, semi(12)},
	}
	for _, nt := range line {
		start := int(nt.at * SampleRate)
		for j := 0; j < int((nt.dur+0.3)*SampleRate) && start+j < len(s); j++ {
			t := float64(j) / SampleRate
			env := math.Min(1, t*12) * math.Exp(-t*0.8)
			if t > nt.dur {
				env *= math.Exp(-(t - nt.dur) * 14)
			}
			vib := 1 + 0.004*math.Sin(2*math.Pi*5.5*t)
			v := math.Sin(2*math.Pi*nt.f*vib*t) + 0.45*math.Sin(4*math.Pi*nt.f*vib*t) + 0.2*math.Sin(6*math.Pi*nt.f*vib*t)
			s[start+j] += 0.6 * v * env
		}
	}
	for i := range s { // the drone: D and A, swelling in and out
		t := float64(i) / SampleRate
		env := math.Min(1, t/1.2) * math.Min(1, (themeSeconds-t)/1.5)
		s[i] += 0.25 * env * (math.Sin(2*math.Pi*d/2*t) + 0.6*math.Sin(2*math.Pi*d*0.75*t))
	}
	lowpass(s, 3000)
	return normalise(s, 0.45)
}

func genDiesel() []float64 {
	const sec, fade = 2.0, 0.25
	s := make([]float64, int(sec*SampleRate)+int(fade*SampleRate))
	n := noise(59)
	for i := range s {
		t := float64(i) / SampleRate
		// firing strokes at 12 Hz (an even number per turn of the loop) over rumble
		stroke := math.Pow(0.5+0.5*math.Sin(2*math.Pi*12*t), 6)
		s[i] = stroke*(0.8+0.4*n.next()) + 0.5*math.Sin(2*math.Pi*36*t) + 0.3*n.next()
	}
	lowpass(s, 260)
	return normalise(loop(s, int(fade*SampleRate)), 0.35)
}

func genElectric() []float64 {
	const sec, fade = 2.0, 0.25
	s := make([]float64, int(sec*SampleRate)+int(fade*SampleRate))
	n := noise(61)
	for i := range s {
		t := float64(i) / SampleRate
		// a steady motor hum (whole cycles per loop) and a faint propeller swish
		hum := math.Sin(2*math.Pi*100*t) + 0.4*math.Sin(2*math.Pi*300*t) + 0.15*math.Sin(2*math.Pi*450*t)
		swish := n.next() * (0.5 + 0.5*math.Sin(2*math.Pi*3*t))
		s[i] = 0.6*hum + 0.25*swish
	}
	lowpass(s, 900)
	return normalise(loop(s, int(fade*SampleRate)), 0.22)
}

func genSea() []float64 {
	const sec, fade = 4.0, 0.6
	s := make([]float64, int(sec*SampleRate)+int(fade*SampleRate))
	n := noise(67)
	for i := range s {
		t := float64(i) / SampleRate
		s[i] = n.next() * (0.5 + 0.5*math.Sin(2*math.Pi*0.5*t))
	}
	lowpass(s, 500)
	return normalise(loop(s, int(fade*SampleRate)), 0.25)
}
