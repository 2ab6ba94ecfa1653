# eqx — build, serve and test.
#
# Everything works from a fresh clone on a fresh machine that has only Go,
# Node and npm (and apt-get for Chromium, NumPy and OpenBLAS): `make run`
# and `make test` fetch and build whatever they need. `make help` lists the
# targets.

SHELL := bash
.SHELLFLAGS := -euo pipefail -c
.DEFAULT_GOAL := build
.DELETE_ON_ERROR:

GO       ?= go
NODE     ?= node
NPM      ?= npm
ADDR     ?= 127.0.0.1:8000
CHROMIUM ?= /usr/bin/chromium
PYTHON   ?= /usr/bin/python3
# In CI (CI set and not 0 or false, as .ci/run sets it) every step runs and
# a missing tool is an error. Elsewhere a step whose tool is missing, and
# cannot be installed (not root), is skipped with a message saying so:
# Chromium (the browser tests), NumPy (the snippets), SciPy, scikit-learn
# and mpmath (the randomized comparison), wrangler (the Worker's tests).
CI       ?=
IN_CI    := $(filter-out 0 false,$(CI))
# $(call skip,STEP,WHY): the message of a skipped step.
skip = printf '\033[1mSKIPPED\033[0m %s: %s (outside CI; CI=1 makes it an error)\n' "$(1)" "$(2)"

GOROOT       := $(shell $(GO) env GOROOT)
WASM_EXEC_JS := $(GOROOT)/lib/wasm/wasm_exec.js
# go test -exec wrapper that runs js/wasm test binaries under Node.
GO_JS_EXEC   := $(GOROOT)/lib/wasm/go_js_wasm_exec

NPM_STAMP   := node_modules/.eqx-npm-ci
KATEX_DIST  := node_modules/katex/dist
KATEX_STAMP := web/katex/katex.min.js

# The packages that must also build (and pass their tests) for js/wasm.
WASM_VET_PKGS  := ./compute/ ./equations/ ./app/... ./internal/... ./cmd/eqx ./server/ ./cmd/worker
WASM_TEST_PKGS := ./compute/... ./equations/...
BENCH_PKGS     := ./compute/... ./equations/... ./app/... ./internal/... ./server/
BROWSER_TESTS   = $(wildcard playwright/*.test.mjs)
# The browser test files that time the page (no long task while a job
# runs, a run that plays on a clock, a download's progress) run alone
# first. Then five groups run side by side, each with a share of the
# views' file (every page of the catalogue, the longest by far) and some
# other files: BROWSER_ONE, BROWSER_TWO, every other file, the audit of
# every widget (BROWSER_FOUR) and the hostile-link sweep (BROWSER_FIVE).
# The five keep the two cores busy (Chromium's renderers, whose time
# `time` does not see, took most of it), so make test's time is the work
# over two cores: each group's share of the views, in twentieths
# (BROWSER_SHARES), evens out the other files' time, and the groups end
# together.
BROWSER_TIMED   = playwright/jobs.test.mjs playwright/iterate.test.mjs playwright/boot.test.mjs
BROWSER_VIEWS   = playwright/views.test.mjs
# The audit of every widget with axe-core, and every page and widget on a
# phone: the fourth group's file.
BROWSER_FOUR    = playwright/widgets.test.mjs
BROWSER_FIVE    = playwright/security.test.mjs
# The views' twentieths of groups one to five, fewer where the group's
# other files take long: those took about 100, 405, 376, 124 and 260 s of
# a group's time, the views 1820 s in all (make test's log gives each
# test's duration_ms).
BROWSER_SHARES  = 1-6 7-8 9-11 12-16 17-20
BROWSER_ONE     = playwright/data.test.mjs playwright/custom.test.mjs
BROWSER_TWO     = playwright/pwa.test.mjs playwright/a11y.test.mjs playwright/offline.test.mjs \
                  playwright/inputs.test.mjs playwright/natural.test.mjs playwright/text.test.mjs \
                  playwright/static.test.mjs playwright/checks.test.mjs

# The native server decomposes large matrices (SVD, eigh, eig, PCA, LDA)
# and multiplies them (attention) with OpenBLAS when cgo and libopenblas
# are there (eqx/internal/openblas says why): GO_TAGS is then
# -tags eqx_openblas, else empty and bin/eqx is pure Go, as app.wasm and
# the Worker always are. Recursive, so that it is found out in the recipes,
# after the openblas target has installed what it could.
HAVE_OPENBLAS = $(shell GO=$(GO) bash scripts/have-openblas.sh && echo yes)
GO_TAGS       = $(if $(HAVE_OPENBLAS),-tags eqx_openblas)

# $(call step,TEXT): a visible banner before each step of a long target.
# Each step's heading gives the time of day, so that a log says where
# the minutes of make test went.
step = @printf '\n\033[1m==> %s\033[0m  (%s)\n' "$(1)" "$$(date +%T)"

.PHONY: FORCE help deps go-deps wasm native build run static chromium numpy openblas \
        test vet test-go test-wasm test-size test-katex test-browser test-diff bench a11y icons clean

help: ## list the targets
	@grep -E '^[a-z][a-zA-Z0-9_.-]*:.*## ' $(MAKEFILE_LIST) | \
	  awk -F':.*## ' '{ printf "  make %-14s %s\n", $$1, $$2 }'

# ---------------------------------------------------------------------------
# Dependencies

deps: go-deps $(NPM_STAMP) $(KATEX_STAMP) wasm_exec.js ## fetch Go modules and npm packages, copy KaTeX and wasm_exec.js

go-deps:
	$(GO) mod download

# npm ci only when node_modules is missing or the manifest changed.
$(NPM_STAMP): package.json package-lock.json
	$(NPM) ci --no-audit --no-fund
	@touch $@

# KaTeX's script, styles and web fonts (woff2, with woff as fallback).
# katex.min.js, copied last, stands for the whole copy.
$(KATEX_STAMP): $(NPM_STAMP)
	rm -rf web/katex
	mkdir -p web/katex/fonts
	cp $(KATEX_DIST)/fonts/*.woff2 $(KATEX_DIST)/fonts/*.woff web/katex/fonts/
	# KaTeX's fonts are declared font-display: block, so a typeset result
	# stayed invisible until its fonts arrived and became the page's largest
	# paint 0.7 s after the first on a slow phone (Lighthouse, half the runs):
	# swap shows it at once in the fallback font, its fonts preloaded.
	sed 's/font-display:block/font-display:swap/g' $(KATEX_DIST)/katex.min.css > web/katex/katex.min.css
	cp $(KATEX_DIST)/katex.min.js web/katex/

# The wasm loader must be the one of the Go that builds app.wasm: compared
# on every run, so that a change of toolchain is picked up whatever the
# timestamps say.
wasm_exec.js: FORCE
	@test -f "$(WASM_EXEC_JS)" || { echo "$(WASM_EXEC_JS) not found: is Go installed?" >&2; exit 1; }
	@cmp -s "$(WASM_EXEC_JS)" $@ || { cp "$(WASM_EXEC_JS)" $@ && echo "cp $(WASM_EXEC_JS) $@"; }

FORCE:

# ---------------------------------------------------------------------------
# Build

# Flags of every js/wasm program that is sent over the network. The
# catalogue (eqx/equations) is built without inlining: its code is
# declarations run once and worked lines run once per edit, and inlining
# them copied helpers and returned closures into every caller — 94 kB of
# app.wasm with brotli (2.93 → 2.84 MB) and 60 kB of the Worker with gzip,
# for no measurable change in a slider move (BenchmarkSet, natively and
# under js/wasm). The kernels (eqx/compute) keep inlining.
WASM_GCFLAGS := -gcflags=eqx/equations=-l
WASM_FLAGS   := -trimpath $(WASM_GCFLAGS) -ldflags="-s -w"

wasm: deps ## build the UI: web/app.wasm and web/jobs.wasm
	GOOS=js GOARCH=wasm $(GO) build $(WASM_FLAGS) -o web/app.wasm ./cmd/eqx
	# The Web Worker of large-data jobs: the catalogue and kernels only
	# (eqx_noui: no copy-as-code programs, no worked examples).
	GOOS=js GOARCH=wasm $(GO) build $(WASM_FLAGS) -tags eqx_noui -o web/jobs.wasm ./cmd/jobs
	# Brotli and gzip copies for eqx serve (only when the content changed).
	$(NODE) scripts/precompress.mjs web/app.wasm web/jobs.wasm
	# The reference vectors the conformance pages (/eq/ID/checks) check in
	# the browser: the public ones, then eqx's own.
	cat equations/testdata/vectors.jsonl equations/testdata/edges.jsonl > web/checks.jsonl

native: wasm openblas
	$(GO) build $(GO_TAGS) -o bin/eqx ./cmd/eqx
	# Every formula of the pages at their defaults, typeset by KaTeX now,
	# so that eqx serve and eqx static send pages typeset (cmd/eqx/typeset.go).
	$(NODE) scripts/katex-prerender.mjs bin/eqx web/katex/prerendered.json

# OpenBLAS (with the LAPACK it ships) and a C compiler for cgo, from Debian
# when missing and root; otherwise bin/eqx is built in pure Go, saying so.
openblas: ## make sure OpenBLAS and a C compiler are installed (the native server's decompositions)
	@if GO=$(GO) bash scripts/have-openblas.sh; then \
	  echo "openblas: bin/eqx decomposes large matrices with OpenBLAS (build tag eqx_openblas)"; \
	elif [ "$${CGO_ENABLED:-}" = 0 ]; then \
	  echo "openblas: CGO_ENABLED=0: bin/eqx decomposes in pure Go (gonum)"; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	  echo "openblas: installing Debian's libopenblas-dev and gcc (cgo)"; \
	  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y libopenblas-dev gcc libc6-dev; \
	else \
	  echo "openblas: $$(GO=$(GO) bash scripts/have-openblas.sh -v 2>&1); bin/eqx decomposes in pure Go (gonum)"; \
	fi

build: native ## deps + web/app.wasm + bin/eqx

run: build ## build, then serve the site on http://127.0.0.1:8000/ (ADDR=host:port to change)
	@echo "eqx: open http://$(ADDR)/ (Ctrl-C stops the server)"
	./bin/eqx serve -addr $(ADDR)

static: build ## build, then write the static site into static/
	mkdir -p static
	find static -mindepth 1 -maxdepth 1 ! -name README.md -exec rm -rf {} +
	./bin/eqx static static
	@echo "eqx: static site written to static/ (upload its contents to any static host)"

# Regenerate the committed icons in web/icons/ (only to change the design).
icons:
	$(GO) run ./scripts/icongen -out web/icons

# ---------------------------------------------------------------------------
# Tests

chromium: ## make sure Debian's Chromium is installed (for the browser tests)
	@if [ -x "$(CHROMIUM)" ]; then \
	  echo "chromium: $(CHROMIUM) ($$($(CHROMIUM) --version 2>/dev/null | head -n1))"; \
	elif [ "$$(id -u)" = 0 ]; then \
	  echo "chromium: $(CHROMIUM) missing, installing Debian's chromium"; \
	  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium; \
	else \
	  echo "chromium: $(CHROMIUM) is missing and this is not root." >&2; \
	  echo "  Install it with:  sudo apt-get update && sudo apt-get install -y chromium" >&2; \
	  echo "  or point CHROMIUM=/path/to/chromium at another build." >&2; \
	  if [ -n "$(IN_CI)" ]; then exit 1; fi; \
	  echo "chromium: the browser tests will be skipped." >&2; \
	fi

# The Python modules the tests use: NumPy runs the copy-as-code snippets;
# SciPy, scikit-learn and mpmath are the references of the randomized
# comparison (test-diff). Debian's packages, for Debian's python3.
PY_MODULES  := numpy scipy sklearn mpmath
PY_PACKAGES := python3-numpy python3-scipy python3-sklearn python3-mpmath
comma := ,

numpy: ## make sure Python 3 has NumPy, SciPy, scikit-learn and mpmath (the snippets and the references of test-diff)
	@missing=$$(for m in $(PY_MODULES); do $(PYTHON) -c "import $$m" 2>/dev/null || printf '%s ' $$m; done); \
	if [ -z "$$missing" ]; then \
	  echo "python: $(PYTHON) has $$($(PYTHON) -c 'import numpy, scipy, sklearn, mpmath; print("NumPy", numpy.__version__, "SciPy", scipy.__version__, "scikit-learn", sklearn.__version__, "mpmath", mpmath.__version__)')"; \
	elif [ "$$(id -u)" = 0 ]; then \
	  echo "python: $(PYTHON) lacks $$missing; installing $(PY_PACKAGES)"; \
	  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y $(PY_PACKAGES); \
	else \
	  echo "python: $(PYTHON) lacks $$missing and this is not root." >&2; \
	  echo "  Install them with:  sudo apt-get install -y $(PY_PACKAGES)" >&2; \
	  echo "  or point PYTHON=/path/to/python3 at a Python that has them." >&2; \
	  if [ -n "$(IN_CI)" ]; then exit 1; fi; \
	  echo "python: the steps that need them will be skipped." >&2; \
	fi

test: build chromium numpy ## set everything up and run every test
	$(MAKE) --no-print-directory -j1 vet test-size test-go
	@# The randomized comparison (Python) and the js/wasm and KaTeX tests
	@# (Node) each keep about one core busy: they run side by side.
	bash scripts/side-by-side.sh diff '$(MAKE) --no-print-directory test-diff' wasm '$(MAKE) --no-print-directory -j1 test-wasm test-katex'
	$(MAKE) --no-print-directory -j1 test-browser test-load test-worker
	@printf '\n\033[1m==> make test: every step passed\033[0m\n'

vet:
	$(call step,go vet ./...$(if $(HAVE_OPENBLAS), and the OpenBLAS build of the kernels))
	$(GO) vet ./...
	$(if $(HAVE_OPENBLAS),$(GO) vet $(GO_TAGS) ./internal/openblas/ ./compute/)
	$(call step,go vet for js/wasm: $(WASM_VET_PKGS))
	GOOS=js GOARCH=wasm $(GO) vet $(WASM_VET_PKGS)
	$(call step,third_party/go-app is go-app v10.1.11 with third_party/go-app.patch (scripts/vendor-go-app.sh))
	@tmp=$$(mktemp -d) && trap 'rm -rf "$$tmp"' EXIT && GO=$(GO) bash scripts/vendor-go-app.sh "$$tmp/go-app" && \
	  diff -r third_party/go-app "$$tmp/go-app" && echo "third_party/go-app: as the script writes it"

# HAVE_NUMPY is empty when $(PYTHON) cannot import NumPy (outside CI the
# snippets' test, which runs them in NumPy and Go, is then skipped).
HAVE_NUMPY = $(shell $(PYTHON) -c 'import numpy' >/dev/null 2>&1 && echo yes)
HAVE_PY_MODULES = $(shell $(PYTHON) -c 'import $(subst $(eval) ,$(comma),$(PY_MODULES))' >/dev/null 2>&1 && echo yes)

# go test ./... runs in the build of bin/eqx (with OpenBLAS when it is
# there); the kernels are then tested again in pure Go, the fallback (and,
# in test-wasm, the browser's and the Worker's code).
test-go:
	$(call step,go test $(GO_TAGS) ./... (fuzz tests run their seed corpus; the snippets run in $(PYTHON) and Go))
	@if [ -z "$(HAVE_NUMPY)$(IN_CI)" ]; then $(call skip,TestSnippets,$(PYTHON) cannot import numpy: make numpy as root or PYTHON=…); fi
	EQX_PYTHON=$(PYTHON) $(GO) test $(GO_TAGS) $(if $(HAVE_NUMPY)$(IN_CI),,-skip '^TestSnippets$$') ./...
	$(if $(HAVE_OPENBLAS),$(GO) test ./compute/... ./internal/openblas/)
	@# go test hides the output of passing packages: show the count of
	@# public conformance vectors and of copy-as-code programs that ran.
	@$(GO) test -count=1 -run '^TestConformance$$' -v ./equations/ | grep 'conformance:'
	$(if $(HAVE_NUMPY)$(IN_CI),@EQX_PYTHON=$(PYTHON) $(GO) test -count=1 -run '^TestSnippets$$' -v ./equations/ | grep '^snippets:')

# The randomized comparison with SciPy, scikit-learn, NumPy and mpmath
# (scripts/crosscheck): SEED=… draws other cases, CASES=… more of them,
# ONLY=id,id… checks some equations.
SEED  ?= 1
CASES ?= 30
ONLY  ?=

test-diff: ## compare eqx with SciPy, scikit-learn and mpmath on random inputs (SEED=1 CASES=30 ONLY=id,…)
	$(call step,randomized comparison with SciPy/scikit-learn/NumPy/mpmath: seed $(SEED) and $(CASES) cases per equation)
	$(if $(HAVE_PY_MODULES)$(IN_CI),$(PYTHON) scripts/crosscheck/run.py --eqx ./bin/eqx --seed $(SEED) --cases $(CASES) $(if $(ONLY),--only $(ONLY)),@$(call skip,test-diff,$(PYTHON) cannot import $(PY_MODULES): make numpy as root or PYTHON=…))

test-wasm:
	$(call step,go test for js/wasm under Node: $(WASM_TEST_PKGS))
	GOOS=js GOARCH=wasm $(GO) test -exec="$(GO_JS_EXEC)" $(WASM_TEST_PKGS)

test-size:
	$(call step,app.wasm as served with brotli is within its 2.5 MiB budget)
	$(NODE) scripts/wasm-size.mjs --check web/app.wasm

test-katex:
	$(call step,KaTeX renders every equation of ./bin/eqx list)
	$(NODE) --test scripts/katex-test.mjs

BROWSER_NODE = CHROMIUM=$(CHROMIUM) $(NODE) --test --test-concurrency=1
BROWSER_REST = $(filter-out $(BROWSER_TIMED) $(BROWSER_VIEWS) $(BROWSER_FOUR) $(BROWSER_FIVE),$(BROWSER_TESTS))
# $(call browser_group,K,FILES): group K's share of the views and FILES,
# or nothing.
browser_group = $(if $(filter $(BROWSER_VIEWS),$(BROWSER_TESTS))$(2),EQX_SHARD=$(word $(1),$(BROWSER_SHARES))/20 $(BROWSER_NODE) $(filter $(BROWSER_VIEWS),$(BROWSER_TESTS)) $(2))
test-browser:
	$(call step,browser tests (Chromium + playwright-core): first and alone the files that time the page)
	$(if $(filter $(BROWSER_TIMED),$(BROWSER_TESTS)),$(BROWSER_NODE) $(filter $(BROWSER_TIMED),$(BROWSER_TESTS)))
	$(call step,browser tests: five groups side by side, each with a share of the views and some other files (the fourth: the widgets' audit and the pages on a phone; the fifth: the hostile-link sweep))
	bash scripts/side-by-side.sh \
	  one '$(call browser_group,1,$(filter $(BROWSER_ONE),$(BROWSER_REST)))' \
	  two '$(call browser_group,2,$(filter $(BROWSER_TWO),$(BROWSER_REST)))' \
	  three '$(call browser_group,3,$(filter-out $(BROWSER_ONE) $(BROWSER_TWO),$(BROWSER_REST)))' \
	  four '$(call browser_group,4,$(filter $(BROWSER_FOUR),$(BROWSER_TESTS)))' \
	  five '$(call browser_group,5,$(filter $(BROWSER_FIVE),$(BROWSER_TESTS)))'

bench: build chromium ## Go benchmarks, browser latency benchmark, app.wasm sizes
	$(call step,Go benchmarks: $(BENCH_PKGS))
	$(GO) test $(GO_TAGS) -run '^$$' -bench . -benchmem $(BENCH_PKGS)
	$(call step,a slider move's share in the page session under js/wasm (Node), as the browser runs it)
	GOOS=js GOARCH=wasm $(GO) test $(WASM_GCFLAGS) -exec="$(GO_JS_EXEC)" -run '^$$' -bench . ./internal/session/
	$(call step,browser benchmark: slider update latency and cold load)
	CHROMIUM=$(CHROMIUM) $(NODE) playwright/bench.mjs --no-sizes
	$(call step,browser benchmark: the first 30 moves of every page right after it opens (cold page))
	CHROMIUM=$(CHROMIUM) $(NODE) playwright/bench.mjs --cold
	$(call step,Lighthouse mobile performance of three pages (scripts/lighthouse.mjs))
	CHROMIUM=$(CHROMIUM) $(NODE) scripts/lighthouse.mjs --check
	$(call step,app.wasm size)
	$(NODE) scripts/wasm-size.mjs web/app.wasm
	$(NODE) scripts/wasm-size.mjs --check web/app.wasm
	$(call step,eqx/numpy ratio of the heavy kernels (the decompositions with OpenBLAS and in pure Go))
	GO=$(GO) BENCH_RATIO_STRICT=1 bash scripts/bench-ratio.sh

a11y: build chromium $(NPM_STAMP) ## axe-core's WCAG 2.1 AA audit of every page and embed, light and dark (playwright/a11yscan.mjs)
	$(call step,axe-core: the home page, every equation page and every embed, in both themes)
	CHROMIUM=$(CHROMIUM) $(NODE) playwright/a11yscan.mjs

# ---------------------------------------------------------------------------
# Cloudflare Worker: the API of server/ on Workers (cmd/worker, wrangler.toml)

.PHONY: worker worker-dev test-worker test-load load bench-api

PORT          ?= 8787
LOAD_DURATION ?= 20s

worker: ## build the Cloudflare Worker into build/ (worker.mjs, app.wasm)
	# The JavaScript side: github.com/syumai/workers's runtime (cmd/worker says why
	# the Go side is eqx's own).
	$(GO) tool workers-assets-gen -mode=go
	# eqx_noui: the API shows no copy-as-code programs or worked examples.
	GOOS=js GOARCH=wasm $(GO) build $(WASM_FLAGS) -tags eqx_noui -o build/app.wasm ./cmd/worker

worker-dev: worker static $(NPM_STAMP) ## run the site and the API on Workers locally, offline: http://127.0.0.1:$(PORT)/
	WRANGLER_SEND_METRICS=false CLOUDFLARE_CF_FETCH_ENABLED=false npx wrangler dev --local --ip 127.0.0.1 --port $(PORT)

# The same API cases (server/testdata/api_cases.json) as the native handler's.
HAVE_WRANGLER = $(shell node_modules/.bin/wrangler --version >/dev/null 2>&1 && echo yes)
test-worker: worker static $(NPM_STAMP)
	$(call step,Cloudflare Worker: gzip size against the 3 MiB limit)
	$(NODE) scripts/worker-size.mjs
	$(call step,Cloudflare Worker: the API cases of the native server against wrangler dev)
	$(if $(HAVE_WRANGLER)$(IN_CI),bash scripts/with-server.sh worker $(GO) test -count=1 -run '^TestAPICases$$' ./server/,@$(call skip,the API cases against wrangler dev,node_modules/.bin/wrangler does not run: make deps))

# A short load test: 64 clients for 2 s (make load: for LOAD_DURATION).
test-load:
	$(call step,load test: 64 clients for 2s against the native server on loopback)
	EQX_LOAD_DURATION=2s $(GO) test -count=1 -run '^TestLoad$$' -v ./server/ | grep -E 'load_test.go|^(ok|FAIL|--- )'

load: ## load test: 64 clients for LOAD_DURATION (20s) on loopback; requests/s, p99, memory
	EQX_LOAD_DURATION=$(LOAD_DURATION) $(GO) test -count=1 -timeout 10m -run '^TestLoad$$' -v ./server/

bench-api: build worker static chromium $(NPM_STAMP) ## the large API jobs: computed in js/wasm (the browser's side), via eqx serve, via wrangler dev
	$(call step,the jobs computed locally in js/wasm under Node (V8) as in the browser)
	GOOS=js GOARCH=wasm $(GO) test -exec="$(GO_JS_EXEC)" -run '^$$' -bench '^BenchmarkLocal$$' ./server/
	$(call step,the jobs end to end over HTTP: eqx serve and the Worker under wrangler dev)
	LABEL="native: eqx serve" bash scripts/with-server.sh native $(NODE) scripts/api-bench.mjs
	LABEL="Worker: wrangler dev --local" bash scripts/with-server.sh worker $(NODE) scripts/api-bench.mjs
	$(call step,large-data jobs in Chromium: the Web Worker against the server (the UI's crossover))
	LABEL="eqx serve" CHROMIUM=$(CHROMIUM) bash scripts/with-server.sh native $(NODE) playwright/jobs.bench.mjs
	LABEL="wrangler dev --local" CHROMIUM=$(CHROMIUM) bash scripts/with-server.sh worker $(NODE) playwright/jobs.bench.mjs

# ---------------------------------------------------------------------------

clean: ## remove build outputs (bin/, web/app.wasm, web/jobs.wasm and their .br/.gz/.sum, web/katex/, static/*, build/)
	rm -rf bin build web/app.wasm* web/jobs.wasm* web/katex
	find static -mindepth 1 -maxdepth 1 ! -name README.md -exec rm -rf {} + 2>/dev/null || true
