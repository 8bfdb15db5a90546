# The Hunted — U-boat campaign. `make run` plays, `make test` checks everything.
GO      ?= go
CAREERS ?= 1000
SEED    ?= 1

.PHONY: all run sim test bench vet setup clean

all: test

setup:
	@bash scripts/setup.sh test

# Until the graphical game lands, `make run` starts the headless simulator.
run:
	@bash scripts/setup.sh run
	$(GO) run ./cmd/uboat-sim -careers $(CAREERS) -seed $(SEED)

sim:
	@bash scripts/setup.sh run
	$(GO) run ./cmd/uboat-sim -careers $(CAREERS) -seed $(SEED)

vet:
	$(GO) vet ./...
	@test -z "$$(gofmt -l $$(git ls-files '*.go'))" || { echo "gofmt needed:"; gofmt -l $$(git ls-files '*.go'); exit 1; }
	@! $(GO) list -deps ./engine/... | grep -q 'hajimehoshi/ebiten' || { echo "engine imports Ebitengine"; exit 1; }

test: setup vet
	$(GO) test -count=1 ./...
	$(GO) test -count=1 -run '^$$' -bench 'BenchmarkCareer$$' -benchtime 2000x -benchmem ./engine

bench:
	$(GO) test -run '^$$' -bench . -benchmem ./engine/...

clean:
	$(GO) clean -testcache
