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
	"syscall"
	"testing"
	"time"
)

// TestSoak runs the attract mode under Xvfb, career after career at the fast pace, with
// sound playing into a null ALSA device, samples the heap (HeapAlloc after a GC) every
// SOAK_SAMPLE (default 10s) for SOAK_DURATION (default 4m) and, after the first quarter
// (warm-up), fails when the median of the last third of the samples exceeds the median of
// the first third by more than 20% + 4 MB, when fewer than two careers
// were played, or when the game stops. `make soak` (SOAK_DURATION=2h for a long run).
func TestSoak(t *testing.T) {
	if _, err := exec.LookPath("xvfb-run"); err != nil {
		t.Skip("xvfb-run not installed (bash scripts/setup.sh game)")
	}
	dur := envDuration(t, "SOAK_DURATION", 4*time.Minute)
	every := envDuration(t, "SOAK_SAMPLE", 10*time.Second)
	pace := os.Getenv("SOAK_PACE")
	if pace == "" {
		pace = "fast"
	}
	tmp := t.TempDir()
	bin := filepath.Join(tmp, "uboat")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
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
	case <-time.After(dur):
	}
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
	t.Logf("%d careers started, %d finished in %s", careers, len(careerLines), dur)
	if careers < 2 {
		t.Errorf("only %d careers in %s", careers, dur)
	}
	// the first quarter is the warm-up (images, sounds, tables and Ebitengine's command
	// buffers grow to their working size: the first depth-charge attack is the biggest)
	s := samples[len(samples)/4:]
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
	t.Logf("heap: early median %.2f MB, late median %.2f MB, peak %.2f MB, limit %.2f MB", early, late, peak, limit)
	if late > limit {
		t.Errorf("the heap grows: early %.2f MB, late %.2f MB (limit %.2f)", early, late, limit)
	}
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
