package scenes

import "math"

// sinT is a sine wave over a period of frames.
func sinT(t, period int) float64 { return math.Sin(2 * math.Pi * float64(t%period) / float64(period)) }

// ease is smoothstep on 0…1.
func ease(f float64) float64 {
	f = math.Max(0, math.Min(1, f))
	return f * f * (3 - 2*f)
}

func lerp(a, b, f float64) float64 { return a + (b-a)*f }
