//go:build soak

package main

import (
	"bufio"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// TestSoak runs the attract mode under Xvfb, career after career at the fast pace, with
// sound playing into a null ALSA device, and samples the heap (HeapAlloc after a GC) every
// SOAK_SAMPLE (default 10s). The run lasts SOAK_DURATION (default 4m) or, with
// SOAK_CAREERS=N, until N careers have been played and SOAK_MIN_SAMPLES (default 36)
// samples taken (the game's progress, not the clock: a loaded machine plays the same
// careers, only slower; a fast one still takes enough samples for the medians not to
// hinge on one; SOAK_DURATION is then the limit, default 30m). After the warm-up (the first quarter of the samples; SOAK_WARMUP=0.5: the
// first half) it checks two things, each with its own figure:
//   - growth: the median of the last third of the samples must not exceed the median of
//     the first third by more than 20% + 4 MB (single samples may: one just after a new
//     career starts is often well above the others and back down 10 s later);
//   - ceiling: with SOAK_MAX_MB set, no single sample may exceed it (a drawing that makes
//     Ebitengine's buffers jump, which never shrink, fails even late in a short run).
//
// It also fails when fewer than SOAK_MIN_CAREERS (default 2) careers were started, or when
// the game stops. `make soak` (SOAK_DURATION=2h for a long run); `make soak-short` (part
// of make test) plays four careers at the instant pace.
func TestSoak(t *testing.T) {
	if _, err := exec.LookPath("xvfb-run"); err != nil {
		t.Skip("xvfb-run not installed (bash scripts/setup.sh game)")
	}
	careersWanted := int(envFloat(t, "SOAK_CAREERS", 0))
	minSamples := max(6, int(envFloat(t, "SOAK_MIN_SAMPLES", 36)))
	dur := 4 * time.Minute
	if careersWanted > 0 {
		dur = 30 * time.Minute // a limit, not the length of the run
	}
	dur = envDuration(t, "SOAK_DURATION", dur)
	every := envDuration(t, "SOAK_SAMPLE", 10*time.Second)
	maxMB := envFloat(t, "SOAK_MAX_MB", 0)
	warmup := envFloat(t, "SOAK_WARMUP", 0.25) // the share of the run that is warm-up
	minCareers := int(envFloat(t, "SOAK_MIN_CAREERS", 2))
	pace := os.Getenv("SOAK_PACE")
	if pace == "" {
		pace = "fast"
	}
	tmp := t.TempDir()
	bin := filepath.Join(tmp, "uboat")
	if out, err := exec.Command("go", "build", "-tags", "testhooks", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	alsa := filepath.Join(tmp, "alsa.conf")
	if err := os.WriteFile(alsa, []byte("pcm.!default { type null }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("xvfb-run", "-a", "-s", "-screen 0 1280x720x24", bin, "-attract", "-pace", pace,
		"-seed", "1", "-heap-sample", every.String(), "-config", filepath.Join(tmp, "config"))
	cmd.Env = append(os.Environ(), "ALSA_CONFIG_PATH="+alsa)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stdout = io.Discard
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	startedAt := time.Now()
	type sample struct {
		t       float64
		heap    float64 // MB
		objects int
		careers int
	}
	re := regexp.MustCompile(`heap sample: t=(\d+)s heap_alloc=(\d+) heap_objects=(\d+) sys=\d+ careers=(\d+)`)
	var samples []sample
	var careerLines, failures []string
	done := make(chan struct{})
	enough := make(chan struct{}) // SOAK_CAREERS careers played
	var enoughOnce sync.Once
	go func() {
		defer close(done)
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			l := sc.Text()
			if m := re.FindStringSubmatch(l); m != nil {
				ts, _ := strconv.ParseFloat(m[1], 64)
				h, _ := strconv.ParseFloat(m[2], 64)
				o, _ := strconv.Atoi(m[3])
				c, _ := strconv.Atoi(m[4])
				samples = append(samples, sample{ts, h / (1 << 20), o, c})
				t.Logf("t=%4.0fs heap %6.2f MB, %7d objects, %3d careers", ts, h/(1<<20), o, c)
				// careers counts the careers started: N played when the next one begins
				if careersWanted > 0 && c > careersWanted && len(samples) >= minSamples {
					enoughOnce.Do(func() { close(enough) })
				}
			}
			if strings.Contains(l, "career over:") {
				careerLines = append(careerLines, l)
			}
			if strings.Contains(l, "panic") || strings.Contains(l, "uboat: ") || strings.Contains(l, "career stopped") {
				failures = append(failures, l)
			}
		}
	}()
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	select {
	case err := <-exited:
		<-done
		t.Fatalf("the game stopped early: %v\n%s", err, strings.Join(failures, "\n"))
	case <-enough:
	case <-time.After(dur):
		if careersWanted > 0 {
			t.Errorf("%d careers and %d samples not reached within SOAK_DURATION=%s (the machine is very slow, or the game stalls)", careersWanted, minSamples, dur)
		}
	}
	elapsed := time.Since(startedAt)
	_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGTERM) // the process group started above
	select {
	case <-exited:
	case <-time.After(10 * time.Second):
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		<-exited
	}
	<-done
	for _, l := range failures {
		t.Errorf("game log: %s", l)
	}
	if len(samples) < 6 {
		t.Fatalf("only %d heap samples", len(samples))
	}
	careers := samples[len(samples)-1].careers
	t.Logf("%d careers started, %d finished in %s", careers, len(careerLines), elapsed.Round(time.Second))
	if careers < minCareers {
		t.Errorf("only %d careers in %s (want %d)", careers, dur, minCareers)
	}
	// the first quarter is the warm-up (images, sounds, tables and Ebitengine's command
	// buffers grow to their working size: the first depth-charge attack is the biggest)
	s := samples[min(len(samples)-3, int(float64(len(samples))*warmup)):]
	third := max(1, len(s)/3)
	med := func(xs []sample) float64 {
		v := make([]float64, len(xs))
		for i, x := range xs {
			v[i] = x.heap
		}
		slices.Sort(v)
		return v[len(v)/2]
	}
	early, late := med(s[:third]), med(s[len(s)-third:])
	peak := slices.MaxFunc(s, func(a, b sample) int {
		if a.heap < b.heap {
			return -1
		}
		if a.heap > b.heap {
			return 1
		}
		return 0
	}).heap
	limit := early*1.2 + 4
	// Two checks, each reported with its own figure and verdict: the growth check compares
	// medians (a single high sample does not count), the ceiling check every sample.
	verdict := func(bad bool) string {
		if bad {
			return "FAIL"
		}
		return "ok"
	}
	t.Logf("growth: late median %.2f MB against a limit of %.2f MB (early median %.2f MB × 1.2 + 4): %s",
		late, limit, early, verdict(late > limit))
	if maxMB > 0 {
		t.Logf("ceiling: highest sample after the warm-up %.2f MB against SOAK_MAX_MB=%.0f: %s", peak, maxMB, verdict(peak > maxMB))
	} else {
		t.Logf("ceiling: highest sample after the warm-up %.2f MB (no SOAK_MAX_MB: not checked)", peak)
	}
	if late > limit {
		t.Errorf("the heap grows: late median %.2f MB over the limit %.2f MB (early median %.2f MB)", late, limit, early)
	}
	if maxMB > 0 && peak > maxMB {
		t.Errorf("the heap reached %.2f MB after the warm-up (ceiling SOAK_MAX_MB=%.0f)", peak, maxMB)
	}
}

func envFloat(t *testing.T, name string, def float64) float64 {
	v := os.Getenv(name)
	if v == "" {
		return def
	}
	f, err := strconv.ParseFloat(v, 64)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return f
}

func envDuration(t *testing.T, name string, def time.Duration) time.Duration {
	v := os.Getenv(name)
	if v == "" {
		return def
	}
	d, err := time.ParseDuration(v)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return d
}
