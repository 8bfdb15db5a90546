//go:build !(js && wasm)

package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"slices"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"uboat/game"
	"uboat/scenes"
)

// benchGame runs the frame benchmark (-frame-bench N): the busiest scene (a night convoy
// encounter, see scenes.NewBenchEncounter) under autoplay at 1280×720, with vsync off and
// one Update per frame. After warm-up frames it measures N frames: the time spent in
// Update+Draw (the game's CPU work per frame; the GPU draws later, in Ebitengine's flush),
// the whole frame interval, and heap allocations (runtime.MemStats.Mallocs) per frame,
// in the whole process and inside Update+Draw alone. A steady frame is one in which no
// new engine event was shown. It fails (exit 1) when text allocates in a steady frame (a
// glyph rasterised) or when more than one steady frame in ten allocates in Update+Draw.
type benchGame struct {
	*game.Game
	out    io.Writer
	warmup int
	n      int

	frame      int
	inUpdate   time.Duration
	work       []time.Duration // Update+Draw per measured frame
	ownAllocs  []uint64        // Mallocs inside Update+Draw per measured frame
	allAllocs  []uint64        // Mallocs from one frame's start to the next one's
	steady     []bool
	lastStart  time.Time
	firstAt    time.Time
	startMall  uint64
	prevMall   uint64
	prevEv     int
	ms         runtime.MemStats
	done       bool
	profile    string // write an allocation profile of the measured frames here
	steadyOnly bool   // stop answering after warm-up: every measured frame is steady
	shot       string // save the last measured frame here (PNG)

	steadyAllocating int // steady frames that allocated in Update+Draw
	steadyN          int
	glyphsBefore     int // game.GlyphCacheLen() at the start of the frame's Update
	glyphFrames      int // steady frames that rasterised a glyph (text that allocated)
	glyphNew         []bool
}

func (b *benchGame) writeProfile() {
	if b.profile == "" {
		return
	}
	runtime.GC() // the profile shows allocations up to the last completed collection
	f, err := os.Create(b.profile)
	if err == nil {
		err = pprof.Lookup("allocs").WriteTo(f, 0)
		f.Close()
	}
	if err != nil {
		fmt.Fprintf(b.out, "frame-bench: profile: %v\n", err)
	}
}

const benchWarmup = 300

func newBenchGame(g *game.Game, n int, out io.Writer) *benchGame {
	return &benchGame{Game: g, out: out, warmup: benchWarmup, n: n,
		work: make([]time.Duration, 0, n), ownAllocs: make([]uint64, 0, n),
		allAllocs: make([]uint64, 0, n), steady: make([]bool, 0, n), glyphNew: make([]bool, 0, n)}
}

func (b *benchGame) mallocs() uint64 {
	runtime.ReadMemStats(&b.ms)
	return b.ms.Mallocs
}

func (b *benchGame) measuring() bool { return b.frame > b.warmup && b.frame <= b.warmup+b.n }

func (b *benchGame) Update() error {
	if b.done {
		return ebiten.Termination
	}
	b.frame++
	if b.frame == b.warmup+1 {
		b.firstAt = time.Now()
		b.startMall = b.mallocs()
		b.prevMall = b.startMall
		b.prevEv = b.Events
	} else if b.measuring() || b.frame == b.warmup+b.n+1 {
		m := b.mallocs()
		b.allAllocs = append(b.allAllocs, m-b.prevMall)
		b.prevMall = m
	}
	if b.frame == b.warmup+1 && b.steadyOnly {
		b.Opt.Autoplay = false // the decision waits: the scene animates, nothing new happens
	}
	if b.frame == b.warmup+1 && b.profile != "" {
		runtime.MemProfileRate = 1
	}
	if b.frame > b.warmup+b.n {
		b.report(time.Since(b.firstAt))
		b.writeProfile()
		b.done = true
		return ebiten.Termination
	}
	var before uint64
	if b.measuring() {
		before = b.mallocs()
		b.glyphsBefore = game.GlyphCacheLen()
	}
	t := time.Now()
	err := b.Game.Update()
	b.inUpdate = time.Since(t)
	if b.measuring() {
		b.ownAllocs = append(b.ownAllocs, b.mallocs()-before)
		b.steady = append(b.steady, b.Events == b.prevEv)
		b.prevEv = b.Events
	}
	if err != nil && !errors.Is(err, ebiten.Termination) {
		return err
	}
	return nil
}

func (b *benchGame) Draw(screen *ebiten.Image) {
	if b.done {
		return
	}
	var before uint64
	if b.measuring() {
		before = b.mallocs()
	}
	t := time.Now()
	b.Game.Draw(screen)
	d := time.Since(t)
	if b.measuring() && len(b.work) < len(b.ownAllocs) {
		b.work = append(b.work, b.inUpdate+d)
		b.ownAllocs[len(b.ownAllocs)-1] += b.mallocs() - before
		b.glyphNew = append(b.glyphNew, game.GlyphCacheLen() != b.glyphsBefore)
		if len(b.work) == b.n && b.shot != "" { // the last measured frame, for the record
			if err := b.SaveCanvasPNG(b.shot); err != nil {
				fmt.Fprintf(b.out, "frame-bench: screenshot: %v\n", err)
			}
		}
	}
}

func (b *benchGame) report(total time.Duration) {
	n := len(b.work)
	if n == 0 {
		fmt.Fprintln(b.out, "frame-bench: no frames measured")
		return
	}
	var sum time.Duration
	for _, w := range b.work {
		sum += w
	}
	sorted := slices.Clone(b.work)
	slices.Sort(sorted)
	p := func(q float64) time.Duration { return sorted[min(n-1, int(q*float64(n)))] }
	var own, all, ownSteady uint64
	steadyN := 0
	for i := 0; i < n; i++ {
		own += b.ownAllocs[i]
		if i < len(b.allAllocs) {
			all += b.allAllocs[i]
		}
		if b.steady[i] {
			steadyN++
			ownSteady += b.ownAllocs[i]
		}
	}
	var steadyOwn []uint64
	for i := 0; i < n; i++ {
		if b.steady[i] {
			steadyOwn = append(steadyOwn, b.ownAllocs[i])
		}
	}
	slices.Sort(steadyOwn)
	medSteady := uint64(0)
	if len(steadyOwn) > 0 {
		medSteady = steadyOwn[len(steadyOwn)/2]
	}
	var steadyAll uint64
	for i := 0; i < len(b.allAllocs) && i < n; i++ {
		if b.steady[i] {
			steadyAll += b.allAllocs[i]
		}
	}
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
	scene := ""
	if top := b.Stack.Top(); top != nil {
		scene = top.Name()
	}
	fmt.Fprintf(b.out, "frame-bench: scene %s, %d frames after %d warm-up, %d engine events shown, %s, GOMAXPROCS %d\n",
		scene, n, b.warmup, b.Events, runtime.Version(), runtime.GOMAXPROCS(0))
	fmt.Fprintf(b.out, "  Update+Draw CPU time per frame: mean %.3f ms, median %.3f ms, p95 %.3f ms, max %.3f ms\n",
		ms(sum/time.Duration(n)), ms(p(0.5)), ms(p(0.95)), ms(sorted[n-1]))
	fmt.Fprintf(b.out, "  whole frame (incl. GPU flush, vsync off): mean %.3f ms (%.0f fps)\n",
		ms(total/time.Duration(n)), float64(n)/total.Seconds())
	fmt.Fprintf(b.out, "  allocations per frame, whole process: mean %.1f; steady frames (%d of %d): mean %.2f\n",
		float64(all)/float64(n), steadyN, n, float64(steadyAll)/float64(max(1, steadyN)))
	fmt.Fprintf(b.out, "  allocations per frame in Update+Draw: mean %.1f; steady frames: mean %.2f, median %d\n",
		float64(own)/float64(n), float64(ownSteady)/float64(max(1, steadyN)), medSteady)
	allocating := 0
	for _, a := range steadyOwn {
		if a > 0 {
			allocating++
		}
	}
	for i := 0; i < n && i < len(b.glyphNew); i++ {
		if b.steady[i] && b.glyphNew[i] {
			b.glyphFrames++
		}
	}
	fmt.Fprintf(b.out, "  steady frames that allocated: %d of %d; of them rasterising a glyph (text): %d\n",
		allocating, len(steadyOwn), b.glyphFrames)
	b.steadyAllocating = allocating
	b.steadyN = len(steadyOwn)
}

// runFrameBench plays the benchmark scene and prints the figures to out.
func runFrameBench(n int, seed uint64, profile string, steady bool, shotDir string, out io.Writer) error {
	if seed == 0 {
		seed = 1
	}
	if profile != "" {
		runtime.MemProfileRate = 0 // nothing from the warm-up; every allocation after it
	}
	opt := game.Options{Mute: true, Autoplay: true, Seed: seed}
	var serr error
	g := game.New(opt, func(g *game.Game) game.Scene {
		s, err := scenes.NewBenchEncounter(g, seed)
		if err != nil {
			serr = err
			return scenes.NewTitle(g)
		}
		return s
	})
	if serr != nil {
		return serr
	}
	g.Settings.Pace = game.PaceNormal.String()
	ebiten.SetWindowTitle("The Hunted — frame benchmark")
	ebiten.SetWindowSize(game.LogicalW, game.LogicalH)
	ebiten.SetVsyncEnabled(false)
	ebiten.SetTPS(ebiten.SyncWithFPS)
	b := newBenchGame(g, n, out)
	b.profile = profile
	b.steadyOnly = steady
	if shotDir != "" {
		b.shot = filepath.Join(shotDir, "frame-bench.png")
	}
	if err := ebiten.RunGame(b); err != nil && !errors.Is(err, ebiten.Termination) {
		return err
	}
	if !b.done {
		return errors.New("the benchmark stopped early")
	}
	// The target: a steady frame allocates nothing in Update+Draw. Text never may: it is
	// drawn from the glyph cache, so a string drawn for the first time costs nothing once
	// its glyphs have been seen, and the common glyphs are rasterised when a face is first
	// used. What still allocates in a few steady frames is not ours to remove from the
	// game's code: Ebitengine's atlas and mipmap bookkeeping when a sprite is drawn at a
	// new scale or first drawn from (scenes.drawSpriteOp, drawPuff: packing.alloc,
	// mipmap levels), a sprite rendered when a ship first appears (assets.Render), and the
	// command queue growing past its largest frame so far. Those are bounded: more than
	// one steady frame in ten allocating fails.
	if b.glyphFrames > 0 {
		return fmt.Errorf("text allocates: %d steady frames rasterised a glyph (target: none)", b.glyphFrames)
	}
	if b.steadyAllocating*10 > b.steadyN {
		return fmt.Errorf("steady frames allocate: %d of %d allocated in Update+Draw (more than one in ten)", b.steadyAllocating, b.steadyN)
	}
	return nil
}
