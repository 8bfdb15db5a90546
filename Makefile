# The Hunted — U-boat campaign. `make run` plays, `make test` checks everything.
GO      ?= go
CAREERS ?= 1000
SEED    ?= 1

WEB     ?= dist/web
# The test build of the browser version (-tags testhooks: ?autoplay=1 and the other test switches).
WEB_TEST ?= dist/web-test

.PHONY: all run sim check test bench pgo vet setup clean game smoke wasm serve browser-test wasm-measure wasm-floor frame-bench frame-alloc soak soak-short

all: test

setup:
	@bash scripts/setup.sh test

# `make run` plays the graphical game (a whole patrol is playable); `make sim` is the
# headless simulator.
run:
	@bash scripts/setup.sh game
	$(GO) run ./cmd/uboat

sim:
	@bash scripts/setup.sh run
	$(GO) run ./cmd/uboat-sim -careers $(CAREERS) -seed $(SEED)

vet:
	$(GO) vet ./...
	$(GO) vet -tags testhooks ./cmd/uboat
	$(GO) vet -tags framebench ./cmd/uboat-framebench ./scenes
	@test -z "$$(gofmt -l $$(git ls-files '*.go'))" || { echo "gofmt needed:"; gofmt -l $$(git ls-files '*.go'); exit 1; }
	@! $(GO) list -deps ./engine/... ./rules/... | grep -q 'hajimehoshi/ebiten' || { echo "engine or rules imports Ebitengine"; exit 1; }
	@! $(GO) list -f '{{join .Imports "\n"}}' ./... | grep -qx 'github.com/hajimehoshi/ebiten/v2/vector' || { echo "the game imports Ebitengine's vector package (allocations every frame, vertex buffers that grow): draw shapes with draw/shapes.go"; exit 1; }
	@! $(GO) list -f '{{if ne .ImportPath "uboat/engine/enginetest"}}{{join .Imports "\n"}}{{end}}' ./... | grep -qx 'uboat/engine/enginetest' || { echo "a package of the game imports uboat/engine/enginetest: its helpers are for _test.go files only"; exit 1; }

# The quick check while you work: vet, gofmt, the import rules and the unit tests in
# their -short form (fewer careers in the statistical ones; `make test` runs them whole);
# no display, no browser, no Debian packages. Under a minute on the 2-core VM once the
# build cache is warm, even with no test result cached; with results cached, a few
# seconds. The very first run compiles Ebitengine and the rest for vet: 5 minutes at a
# load average of 13.
check: vet
	$(GO) test -short ./...

# Everything, on a fresh machine. No target is retried: a flaky test is a bug to fix.
test: setup vet
	$(GO) test -count=1 ./...
	$(GO) test -count=1 -pgo=$(PGO) -run '^$$' -bench 'BenchmarkCareer$$' -benchtime 2000x -benchmem ./engine
	@# a count, not a duration: a timed fuzz run can end in "context deadline exceeded"
	$(GO) test -run '^$$' -fuzz '^FuzzLoad$$' -fuzztime 60000x -fuzzminimizetime 1s ./engine
	$(GO) test -run '^$$' -fuzz '^FuzzLoadSave$$' -fuzztime 5000x -fuzzminimizetime 1s ./engine/bdu
	@# The game on a display: the native smoke test under Xvfb.
	$(MAKE) smoke
	@# The heap in attract mode: four careers at the instant pace.
	$(MAKE) soak-short
	@# No allocation in a steady frame of the busiest scene but Ebitengine's sync.Pool refills.
	$(MAKE) frame-alloc
	@# The browser version in headless Chromium.
	$(MAKE) browser-test

bench:
	$(GO) test -pgo=$(PGO) -run '^$$' -bench . -benchmem ./engine/...

# The engine's profile for profile-guided optimisation: `go build` applies the
# default.pgo of a main package by itself (the simulator), `go test` only when told
# (-pgo, as bench and test do). Rebuilt here from BenchmarkCareer after engine changes.
PGO := $(CURDIR)/cmd/uboat-sim/default.pgo
pgo:
	$(GO) test -pgo=off -c -o bin/engine.test ./engine
	bin/engine.test -test.run '^$$' -test.bench 'BenchmarkCareer$$' -test.benchtime 300000x -test.cpu 1 -test.cpuprofile $(PGO)

clean:
	$(GO) clean -testcache

# The graphical game (native). `bash scripts/setup.sh game` installs its run-time libraries.
game:
	@bash scripts/setup.sh game
	$(GO) build -o bin/uboat ./cmd/uboat

# The game under Xvfb: the Commander plays one patrol, a PNG of each scene is saved
# (SMOKE_SHOTS=DIR keeps them, SMOKE_SEED=N picks the career), three careers in English,
# then a short one in German, Italian and Spanish (-lang: every scene, each picture
# checked to be in its language). The game ends itself (-patrols 1 or the career's end,
# -frames 30000). go test runs two careers at a time (its -parallel: the cores); each is
# paced at 60 frames a second and used about 35 s of CPU. The six took 4.6 minutes (and 6.4
# under a load of 15 from other work) on the 2-core VM, 7.1 minutes six at once
# (-parallel 6, under a load of 25: no gain there); the three English ones alone took 5-6
# minutes before on the loaded VM. go test's default limit of 10 minutes is too near
# that, hence -timeout 30m.
smoke:
	@bash scripts/setup.sh game
	$(GO) test -tags smoke -count=1 -v -timeout 30m -run TestSmoke ./cmd/uboat
	$(GO) test -tags smoke -count=1 -v -timeout 10m -run TestChartShots ./cmd/chartshots

# The browser version: index.html, uboat.wasm (+ .gz, packed by zopfli) and wasm_exec.js in $(WEB).
wasm:
	@bash scripts/setup.sh wasm
	$(GO) run ./wasm/build -out $(WEB)

# Serves $(WEB) on http://127.0.0.1:8080/ (ADDR= to change).
ADDR ?= 127.0.0.1:8080
serve: wasm
	$(GO) run ./wasm/serve -addr $(ADDR) -dir $(WEB)

# Headless Chromium plays the browser version (BROWSER_SHOTS=DIR keeps the screenshots;
# BROWSER_CPU_THROTTLE=N slows the page N times, to check the waits on a slow machine).
browser-test:
	$(GO) run ./wasm/build -tags testhooks -out $(WEB_TEST)
	@bash scripts/setup.sh browser
	WASM_DIR=$(WEB_TEST) $(GO) test -tags browser -count=1 -v -timeout 30m -run 'TestBrowserSmoke|TestBrowserContinue|TestBrowserOneDevice|TestBrowserLanguage|TestBrowserHelp|TestBrowserStats' ./wasm/browsertest

# Sizes of the download and time to the first frame in headless Chromium; fails over
# 20 MB raw, 4.5 MB gzip or 2 s.
wasm-measure: wasm
	@bash scripts/setup.sh browser
	WASM_DIR=$(WEB) $(GO) test -tags browser -count=1 -v -run TestWasmMeasure ./wasm/browsertest

# The floor: the smallest Ebitengine program (wasm/floor: fills the screen, one line of
# GoXFace text) built and measured the same way, for comparison; reports, never fails.
wasm-floor:
	@bash scripts/setup.sh browser
	$(GO) run ./wasm/build -out dist/floor -pkg ./wasm/floor
	WASM_DIR=dist/floor WASM_MEASURE_REPORT_ONLY=1 $(GO) test -tags browser -count=1 -v -run TestWasmMeasure ./wasm/browsertest

# Frame benchmark under Xvfb: the busiest scene (night convoy encounter, autoplay,
# 1280×720), mean Update+Draw CPU time and allocations per frame (FRAMES= to change);
# then again with -trace: the stack of every allocation in a steady frame
# (slow: a collection every frame), failing on anything but Ebitengine's sync.Pool refills.
# The benchmark is its own command, built with the framebench tag (cmd/uboat-framebench).
FRAMES ?= 600
frame-alloc:
	@bash scripts/setup.sh game
	$(GO) build -tags framebench -o bin/uboat-framebench ./cmd/uboat-framebench
	xvfb-run -a -s "-screen 0 1280x720x24" bin/uboat-framebench -frames 300 -trace

frame-bench:
	@bash scripts/setup.sh game
	$(GO) build -tags framebench -o bin/uboat-framebench ./cmd/uboat-framebench
	xvfb-run -a -s "-screen 0 1280x720x24" bin/uboat-framebench -frames $(FRAMES)
	xvfb-run -a -s "-screen 0 1280x720x24" bin/uboat-framebench -frames $(FRAMES) -trace

# Soak: the attract mode under Xvfb at the fast pace, career after career with sound into
# a null ALSA device, the heap sampled every SOAK_SAMPLE; fails if it keeps growing.
# SOAK_DURATION=4m by default (e.g. SOAK_DURATION=2h for a long run).
SOAK_DURATION ?= 4m
SOAK_SAMPLE   ?= 10s
soak:
	@bash scripts/setup.sh game
	SOAK_DURATION=$(SOAK_DURATION) SOAK_SAMPLE=$(SOAK_SAMPLE) $(GO) test -tags soak -count=1 -v -timeout 0 -run TestSoak ./cmd/uboat

# The short soak in make test: the attract mode at the instant pace until four careers
# have been played (seed 1: the fifth begins after 1-2 minutes on the VM) and at least 36
# samples taken, 3 minutes at one every 5 s: with fewer, a sample taken as a career begins
# (often twice the others) can be the median of the last third and fail the growth check
# (seen: 14 samples, late median 34.53 MB against a limit of 22.13 MB). The run ends on the
# game's progress, not the clock alone: a loaded machine plays the same careers, only
# slower (SOAK_DURATION is a limit). The first half of the samples is warm-up (each
# career's new boat type adds its sprites). Fails when a heap sample after the warm-up tops
# SOAK_MAX_MB (now ~15-40 MB, single samples higher at a career's start; the transit-chart
# vector fills made it jump to ~90-120 MB at the start of the 4th career) or when the heap
# keeps growing (the late median against the early one).
soak-short:
	@bash scripts/setup.sh game
	SOAK_PACE=instant SOAK_CAREERS=4 SOAK_MIN_SAMPLES=36 SOAK_DURATION=30m SOAK_SAMPLE=5s SOAK_WARMUP=0.5 SOAK_MAX_MB=80 $(GO) test -tags soak -count=1 -v -timeout 0 -run TestSoak ./cmd/uboat
