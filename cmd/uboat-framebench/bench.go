//go:build framebench && !js

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
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"uboat/draw"
	"uboat/game"
	"uboat/scenes"
	"uboat/watch"
)

// benchGame runs the frame benchmark (-frames N): the busiest scene (a night convoy
// encounter, see scenes.NewBenchEncounter) under autoplay at 1280×720, with vsync off,
// one Update per frame and Ebitengine single-threaded. After warm-up frames it measures N frames: the time spent in
// Update+Draw (the game's CPU work per frame; the GPU draws later, in Ebitengine's flush),
// the whole frame interval, and heap allocations (runtime.MemStats.Mallocs) per frame,
// in the whole process and inside Update+Draw alone. A steady frame is one in which no
// new engine event was shown. It fails (exit 1) when text allocates in a steady frame (a
// glyph rasterised) or when more than one steady frame in fifty allocates in Update+Draw;
// with -trace, when a steady frame allocates anything but a sync.Pool refill.
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
	trace      bool   // print the stacks of what a steady frame allocated in Update+Draw
	traceSnap  map[string]int64
	traceOther int // steady frames that allocated other than refilling a sync.Pool (trace)

	steadyAllocating int // steady frames that allocated in Update+Draw
	steadyN          int
	glyphsBefore     int           // draw.GlyphCacheLen() at the start of the frame's Update
	glyphFrames      int           // steady frames that rasterised a glyph (text that allocated)
	p95              time.Duration // Update+Draw CPU time of the 95th percentile frame
	glyphNew         []bool
	numGC            []uint32 // collections completed by the end of each measured frame's Draw
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
		if b.trace {
			b.traceSnap = allocSnapshot()
		}
		before = b.mallocs()

		b.glyphsBefore = draw.GlyphCacheLen()
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
		b.numGC = append(b.numGC, b.ms.NumGC)
		b.glyphNew = append(b.glyphNew, draw.GlyphCacheLen() != b.glyphsBefore)
		if i := len(b.ownAllocs) - 1; b.trace && b.steady[i] && b.ownAllocs[i] > 0 {
			b.printTrace(b.frame)
		}
		if len(b.work) == b.n && b.shot != "" { // the last measured frame, for the record
			if err := watch.SavePNG(b.Canvas(), b.shot); err != nil {
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
	b.p95 = p(0.95)
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
	fmt.Fprintf(b.out, "  garbage collections during the measured frames: %d\n", b.numGC[len(b.numGC)-1]-b.numGC[0])
	if b.trace { // every frame refills the pools after the trace's own collections
		fmt.Fprintf(b.out, "  (traced: a collection every frame, so every frame refills Ebitengine's sync.Pool)\n")
		b.steadyN = len(steadyOwn)
		return
	}
	fmt.Fprintf(b.out, "  steady frames that allocated: %d of %d (with Ebitengine's sync.Pool refills; -trace tells them apart); of them rasterising a glyph (text): %d\n",
		allocating, len(steadyOwn), b.glyphFrames)
	if allocating > 0 {
		var sb strings.Builder
		shown := 0
		for i := 0; i < n && shown < 24; i++ {
			if b.steady[i] && b.ownAllocs[i] > 0 {
				fmt.Fprintf(&sb, " %d (%d)", b.warmup+1+i, b.ownAllocs[i])
				shown++
			}
		}
		fmt.Fprintf(b.out, "  steady frames that allocated, frame (allocations):%s\n", sb.String())
	}
	b.steadyAllocating = allocating
	b.steadyN = len(steadyOwn)
}

// allocSnapshot is the number of objects allocated so far at each stack of the game's own
// goroutine (stacks through uboat/ packages), after a collection so that the profile is
// up to date (-trace).
func allocSnapshot() map[string]int64 {
	runtime.GC()
	var recs []runtime.MemProfileRecord
	n, _ := runtime.MemProfile(nil, true)
	for {
		recs = make([]runtime.MemProfileRecord, n+50)
		var ok bool
		if n, ok = runtime.MemProfile(recs, true); ok {
			recs = recs[:n]
			break
		}
	}
	m := map[string]int64{}
	for i := range recs {
		st, ok := stackNames[recs[i].Stack0]
		if !ok {
			st = stackName(recs[i].Stack())
			stackNames[recs[i].Stack0] = st
		}
		if st != "" {
			m[st] += recs[i].AllocObjects
		}
	}
	return m
}

// stackNames caches stackName by a record's stack (symbolising every record of the
// process at every frame would take most of a second).
var stackNames = map[[32]uintptr]string{}

// stackName is a stack's functions and lines, one per line up to the benchmark's own
// frame, or "" for a stack that does not pass through the game's packages.
func stackName(pcs []uintptr) string {
	frames := runtime.CallersFrames(pcs)
	var sb strings.Builder
	ours := false
	for {
		f, more := frames.Next()
		if strings.HasPrefix(f.Function, "uboat/") {
			ours = true
		}
		fmt.Fprintf(&sb, "    %s:%d\n", f.Function, f.Line)
		if !more || strings.HasPrefix(f.Function, "main.(*benchGame)") {
			break
		}
	}
	if !ours {
		return ""
	}
	return sb.String()
}

// printTrace prints the stacks that allocated since the frame's Update began, except
// sync.Pool refills, and counts the frame in traceOther when any did. With a collection
// every frame (the trace's own), Ebitengine's pool of scratch slices (image.go,
// invokeUsageCallbacks) is refilled in nearly every frame; the trace tells those
// allocations apart from everything else by their stacks.
func (b *benchGame) printTrace(frame int) {
	now := allocSnapshot()
	for st, n := range now {
		if d := n - b.traceSnap[st]; d > 0 {
			if strings.Contains(st, "sync.(*Pool)") || strings.Contains(st, "invokeUsageCallbacks") {
				continue
			}
			fmt.Fprintf(b.out, "frame %d: %d allocation(s) at\n%s", frame, d, st)
			b.traceOther++
			return
		}
	}
}

// runFrameBench plays the benchmark scene and prints the figures to out.
// outlookMode is -outlook: the career's odds estimated in every frame.
var outlookMode bool

// frameBudget is one frame at 60 frames a second.
const frameBudget = time.Second / 60

func runFrameBench(n int, seed uint64, profile string, steady, trace bool, shotDir string, out io.Writer) error {
	if seed == 0 {
		seed = 1
	}
	if trace {
		runtime.MemProfileRate = 1
	} else if profile != "" {
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
	ebiten.SetWindowSize(draw.LogicalW, draw.LogicalH)
	ebiten.SetVsyncEnabled(false)
	ebiten.SetTPS(ebiten.SyncWithFPS)
	b := newBenchGame(g, n, out)
	b.profile = profile
	b.steadyOnly = steady
	b.trace = trace
	if shotDir != "" {
		b.shot = filepath.Join(shotDir, "frame-bench.png")
	}
	// Single-thread mode: the GL calls run on this goroutine after Draw, not on a render
	// thread alongside Update+Draw, whose allocations the process-wide counter would charge
	// to the game.
	if err := ebiten.RunGameWithOptions(b, &ebiten.RunGameOptions{SingleThread: true}); err != nil && !errors.Is(err, ebiten.Termination) {
		return err
	}
	if !b.done {
		return errors.New("the benchmark stopped early")
	}
	// The target: a steady frame allocates nothing in Update+Draw. Text never may: it is
	// drawn from the glyph cache, so a string drawn for the first time costs nothing once
	// its glyphs have been seen. Sprites and effect images get their mipmap levels when
	// they are made (assets.newGPUImage), labels are built in the frame of the event that
	// changes them. What remains is Ebitengine's sync.Pool of scratch slices
	// (Image.invokeUsageCallbacks): a collection empties every pool, and a Get on a P
	// whose pool is empty makes a new slice, so a few frames in hundreds allocate two
	// objects there. -trace (a collection and an allocation profile every
	// frame) names the stack of every allocation and fails on anything else; the default
	// mode fails when text allocates or more than one steady frame in fifty allocates.
	if outlookMode {
		// With the career's odds estimated in every frame (-outlook) the verdict is the
		// frame's time: the careers played onward allocate now and then (a new boat, an
		// upgrade), which the allocation figures above show; the estimate takes at most
		// its budget of each frame (scenes/outlook.go), so the frame keeps within 60 fps.
		if b.p95 > frameBudget {
			return fmt.Errorf("frames over budget with the estimate running: p95 %v, budget %v", b.p95, frameBudget)
		}
		return nil
	}
	if trace {
		fmt.Fprintf(out, "  traced: steady frames that allocated other than refilling a sync.Pool: %d\n", b.traceOther)
		if b.traceOther > 0 {
			return fmt.Errorf("steady frames allocate: %d allocated other than refilling a sync.Pool (stacks above)", b.traceOther)
		}
		return nil
	}
	if b.glyphFrames > 0 {
		return fmt.Errorf("text allocates: %d steady frames rasterised a glyph (target: none)", b.glyphFrames)
	}
	if b.steadyAllocating*50 > b.steadyN {
		return fmt.Errorf("steady frames allocate: %d of %d allocated in Update+Draw (more than one in fifty)", b.steadyAllocating, b.steadyN)
	}
	return nil
}
