# NavigatableRIBs — the two commands a newcomer needs are `make run` and `make test`.
# Both do all set-up on a fresh Debian machine (libedit-dev through apt-get, Swift packages from the mirror).

SWIFT        ?= swift
SHELL        := /bin/bash
.SHELLFLAGS  := -eu -o pipefail -c
APT_PACKAGES := libedit-dev pkg-config
SUDO         := $(shell [ "$$(id -u)" = 0 ] || command -v sudo >/dev/null && [ "$$(id -u)" != 0 ] && echo sudo)

.PHONY: run test build release deps docs bench bench-baseline sanitize sanitize-thread sanitize-address clean help graph format lint \
  tutorial transcripts check-rebuild rib new-app mutants fixtures

# Given to every swift command on the package. SwiftPM adds -color-diagnostics to every compiler command line when
# its output is a terminal, and rewrites its build plan whenever the environment differs from the last run (make's
# MAKEFLAGS, TUTORIAL_STARTER, ...): without this flag, a terminal run after a piped one (or the reverse) recompiles
# every module, the release shell's from scratch (CONTRIBUTING.md, "Why a release build can recompile everything").
# make check-rebuild checks it.
SWIFT_FLAGS  := --no-color-diagnostics

# The release shell: `make run` starts it, `make test` runs the terminal tests on it, `make bench` times it.
RELEASE_SHELL := $(CURDIR)/.build/release/navigatable-ribs
# The test suites TSan runs (the libraries that hold shared state); ASan runs every suite.
TSAN_FILTER   := RIBsTests|HeadlessUIKitTests|NavigatableRIBsTests
# LeakSanitizer's known false positives (Swift's weak-reference side tables), by runtime frame only.
LSAN_OPTIONS_SANITIZE := suppressions=$(CURDIR)/.sanitizers/lsan.supp:print_suppressions=0

help: ## List the targets.
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | sed -E 's/:.*## /\t/'

deps: ## Install the system packages the shell needs (libedit-dev) when they are missing.
	@missing=""; for p in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' "$$p" 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null; \
	fi

build: deps ## Debug build of everything, tests included; any warning fails the build.
	$(SWIFT) build $(SWIFT_FLAGS) --build-tests

release: deps ## Release build of the shell.
	$(SWIFT) build $(SWIFT_FLAGS) -c release --product navigatable-ribs

run: release ## Build the shell (release) and start it.
	$(RELEASE_SHELL) $(ARGS)

# Where `make test` keeps swift test's whole output. Scripts/test-summary.py runs swift test, writes the log and
# prints only the counts and each failed test's name and file:line (on red, also the log's lines around each
# failure); it exits with swift test's status.
TEST_LOG ?= $(CURDIR)/.build/test.log

# The tests that check leaks do it with detectors of their own, on virtual clocks. DISABLE_LEAK_DETECTION keeps
# the process-wide default detector, on real time, from stopping the run with an assertion when a loaded machine
# keeps a test's object alive past its 1 s (it prints the failure instead).
TEST_ENV := DISABLE_LEAK_DETECTION=yes

test: build release ## Build with warnings as errors, run every test, print a summary (full log: .build/test.log; NAVIGATABLE_RIBS_SLOW_TESTS=1 adds generate-rib's end-to-end run).
	$(TEST_ENV) NAVIGATABLE_RIBS_RELEASE_EXECUTABLE=$(RELEASE_SHELL) python3 Scripts/test-summary.py --log $(TEST_LOG) -- \
	  $(SWIFT) test $(SWIFT_FLAGS) --skip-build

# A release build must compile nothing when no source changed, whether its output is a terminal or not and whatever
# the environment: each leg sets a variable of its own (a new value each time), which makes SwiftPM write a new build
# plan, as make's own variables and TUTORIAL_STARTER do; `script` gives the first leg a terminal.
REBUILD_CHECK = $(SWIFT) build $(SWIFT_FLAGS) -c release --product navigatable-ribs

check-rebuild: release ## Check that the release shell is not rebuilt with no source change (a terminal, another environment).
	@for leg in terminal pipe; do \
	  probe="NAVIGATABLE_RIBS_REBUILD_CHECK=$$leg-$$(date +%s%N)"; \
	  if [ "$$leg" = terminal ]; then \
	    out=$$(script -qec "env $$probe $(REBUILD_CHECK)" /dev/null </dev/null 2>&1); \
	  else \
	    out=$$(env "$$probe" $(REBUILD_CHECK) 2>&1 </dev/null); \
	  fi; \
	  if ! grep -q "Planning build" <<<"$$out"; then \
	    echo "check-rebuild ($$leg): SwiftPM wrote no new build plan, so this check proves nothing:" >&2; \
	    echo "$$out" | tail -5 >&2; exit 1; \
	  fi; \
	  out=$$(sed 's/\x1b\[[0-9;]*[A-Za-z]/\n/g; s/\r/\n/g' <<<"$$out"); \
	  rebuilt=$$(grep -E "Compiling|Linking" <<<"$$out" | grep -v "Compiling plugin" | sort -u || true); \
	  if [ -n "$$rebuilt" ]; then \
	    echo "check-rebuild ($$leg): the release shell was rebuilt with no source change:" >&2; \
	    echo "$$rebuilt" | head -5 >&2; exit 1; \
	  fi; \
	  echo "check-rebuild ($$leg): nothing rebuilt"; \
	done

# The kind of a new feature for `make rib`: AS as given on the command line or in the environment (make's built-in
# default for AS, the assembler, does not count).
RIB_KIND = $(if $(filter default undefined,$(origin AS)),,$(AS))

RIB_USAGE = usage: make rib NAME=<FeatureName> PARENT=<parent RIB, Root for a tab> AS=tab|push|sheet|flow

rib: ## Generate a feature RIB wired into its parent: make rib NAME=Profile PARENT=Master AS=tab|push|sheet|flow.
	$(if $(and $(NAME),$(PARENT),$(RIB_KIND)),,$(error $(RIB_USAGE)))
	$(SWIFT) package $(SWIFT_FLAGS) --allow-writing-to-package-directory generate-rib "$$NAME" --parent "$$PARENT" \
	  --as '$(RIB_KIND)'

# The generate-rib-tool `make new-app` runs: built here unless given (the slow test gives the one it was built with).
# NAME, DIR, URL and VERSION reach the recipe as environment variables (make exports its command line's), so a
# path with spaces, quotes or any other character arrives as typed.
GENERATE_RIB_TOOL ?=

NEW_APP_USAGE = usage: make new-app NAME=<AppName> DIR=<new or empty folder outside this repository> [URL=<git URL> VERSION=<semantic version>]

new-app: ## Write a new app's package outside this repository, on this one: make new-app NAME=Acme DIR=PATH [URL=... VERSION=...].
	$(if $(and $(NAME),$(DIR)),,$(error $(NEW_APP_USAGE)))
	@tool='$(GENERATE_RIB_TOOL)'; \
	if [ -z "$$tool" ]; then \
	  scratch="$(CURDIR)/.build"; [ -e "$$scratch" ] || scratch="$(CURDIR)"; \
	  if [ ! -w "$$scratch" ]; then \
	    echo "error: make new-app builds generate-rib-tool in $$scratch, which you cannot write to; use a checkout of your own (nothing was written)." >&2; \
	    exit 1; \
	  fi; \
	  $(SWIFT) build $(SWIFT_FLAGS) --quiet --product generate-rib-tool; tool="$(CURDIR)/.build/debug/generate-rib-tool"; \
	fi; \
	"$$tool" new-app "$$NAME" --directory "$$DIR" --repository "$(CURDIR)" $${URL:+--url "$$URL"} \
	  $${VERSION:+--version "$$VERSION"}

mutants: deps ## Mutation check of the sync's checkers: each named bug applied alone in a copy; the explorer or the random tests must fail (slow: about 45 min on 2 cores; MUTANTS=name... for some).
	python3 Scripts/mutants.py $(MUTANTS)

tutorial: deps ## Run a tutorial chapter's tests on your code in Documentation/Tutorial/Starter: make tutorial CHAPTER=2.
	TUTORIAL_STARTER=1 $(SWIFT) test $(SWIFT_FLAGS) --disable-xctest --filter 'TutorialStarterTests\.Chapter$(CHAPTER)'

transcripts: build ## Re-record every transcript (Tests/ShellTests/Transcripts, README and Documentation blocks).
	UPDATE_TRANSCRIPTS=1 $(SWIFT) test $(SWIFT_FLAGS) --skip-build --filter 'ShellTests.TranscriptsTests|DocumentationTests.MarkdownTranscriptsRerecording'
	@git diff --stat -- Tests/ShellTests/Transcripts '*.md' || true

sanitize: sanitize-thread sanitize-address ## TSan over the RIBs, HeadlessUIKit and NavigatableRIBs tests, then ASan over every test.

sanitize-thread: deps ## ThreadSanitizer over the RIBs, HeadlessUIKit and NavigatableRIBs tests (scratch path .build-tsan).
	$(SWIFT) build $(SWIFT_FLAGS) --build-tests --sanitize=thread --scratch-path .build-tsan
	$(TEST_ENV) TSAN_OPTIONS=halt_on_error=1 $(SWIFT) test $(SWIFT_FLAGS) --skip-build --sanitize=thread --scratch-path .build-tsan \
	  --filter '$(TSAN_FILTER)'

sanitize-address: deps ## AddressSanitizer (and LeakSanitizer) over every test (scratch path .build-asan).
	$(SWIFT) build $(SWIFT_FLAGS) --build-tests --sanitize=address --scratch-path .build-asan
	$(TEST_ENV) LSAN_OPTIONS=$(LSAN_OPTIONS_SANITIZE) $(SWIFT) test $(SWIFT_FLAGS) --skip-build --sanitize=address --scratch-path .build-asan

# The sources `make format` and `make lint` cover: every Swift source but the tutorial's code
# (Documentation/Tutorial), which its chapters quote verbatim with their own line breaks.
FORMAT_PATHS := Package.swift App/Root App/navigatable-ribs App/ShellKit App/AppShell App/SampleShell App/FeaturePreviews \
  Modules/Features Modules/Shared Modules/ScreenKit Modules/NavigatableRIBsTesting Modules/RIBs \
  Modules/HeadlessUIKit Modules/NavigatableRIBs \
  Tests/RIBsTests Tests/HeadlessUIKitTests Tests/NavigatableRIBsTests Tests/NavigatableRIBsTestingTests \
  Tests/NavigationSpecification Plugins \
  Tests/AppTests Tests/ArchitectureTests Tests/ScaffoldingTests Tests/DocumentationTests Tests/ShellTestSupport \
  Tests/ShellTests Tests/GeneratedFixtures Documentation/AdoptingOnIOS Benchmarks

format: ## Format the Swift sources with the toolchain's swift-format, configured by .swift-format.
	$(SWIFT) format format --in-place --recursive --parallel $(FORMAT_PATHS)

lint: ## swift-format lint, strict: any finding fails (CI runs it).
	$(SWIFT) format lint --strict --recursive --parallel $(FORMAT_PATHS)

fixtures: deps ## Render Tests/GeneratedFixtures (a feature of each kind, a new app) again from the templates, then build them.
	UPDATE_FIXTURES=1 $(SWIFT) test $(SWIFT_FLAGS) --filter 'ScaffoldingTests\.FixtureTests'
	$(SWIFT) build $(SWIFT_FLAGS) --build-tests

graph: build ## Redraw Documentation/ModuleGraph.md (the module graph, Mermaid) from swift package dump-package.
	UPDATE_MODULE_GRAPH=1 $(SWIFT) test $(SWIFT_FLAGS) --skip-build --filter ModuleGraphTests

# The DocC catalogs `make docs` builds: each product's modules with a public surface.
DOCC_CATALOGS := Modules/HeadlessUIKit/HeadlessUIKit.docc Modules/RIBs/RIBs.docc Modules/NavigatableRIBs/NavigatableRIBs.docc \
  Modules/ScreenKit/ScreenKit.docc Modules/NavigatableRIBsTesting/NavigatableRIBsTesting.docc App/ShellKit/ShellKit.docc \
  App/AppShell/AppShell.docc

docs: build ## Build the DocC archives of every library product's modules (DOCC_CATALOGS); any warning (a broken symbol link) or a public symbol with no topic on its landing page fails.
	$(SWIFT) package $(SWIFT_FLAGS) dump-symbol-graph --minimum-access-level public --emit-extension-block-symbols >/dev/null
	for catalog in $(DOCC_CATALOGS); do \
	  module=$$(basename "$$catalog" .docc); \
	  graphs=.build/docs/$$module-symbols; rm -rf "$$graphs" && mkdir -p "$$graphs"; \
	  cp .build/*/symbolgraph/$$module.symbols.json "$$graphs"/; \
	  cp .build/*/symbolgraph/$$module@*.symbols.json "$$graphs"/ 2>/dev/null || true; \
	  docc convert "$$catalog" --additional-symbol-graph-dir "$$graphs" \
	    --fallback-display-name $$module --fallback-bundle-identifier org.navigatableribs.$$module \
	    --output-path .build/docs/$$module.doccarchive --warnings-as-errors; \
	done
	python3 Scripts/docc-topics.py $(DOCC_CATALOGS)
	@echo "archives in .build/docs/"

# Commands in each shell soak benchmark's long run, after its 100,000-command run (the committed baseline was
# recorded with this default; `make bench SOAK_COMMANDS=200000` for a quicker, noisier look: the growth per
# 1,000 commands is measured between the two runs, so a short long run magnifies the peak RSS's jitter).
SOAK_COMMANDS ?= 1000000

bench: release ## Benchmarks (separate package Benchmarks/, release): every one (core, sync, scale, shell soak) against the committed baseline, in one run.
	cd Benchmarks && NAVIGATABLE_RIBS_SOAK_COMMANDS=$(SOAK_COMMANDS) $(SWIFT) package $(SWIFT_FLAGS) --scratch-path .build \
	  benchmark baseline compare main --no-progress $(BENCH_ARGS)

bench-baseline: release ## Record the benchmark baseline 'main' (all benchmarks); commit Benchmarks/.benchmarkBaselines/ after a deliberate change.
	cd Benchmarks && NAVIGATABLE_RIBS_SOAK_COMMANDS=$(SOAK_COMMANDS) $(SWIFT) package $(SWIFT_FLAGS) --scratch-path .build \
	  --allow-writing-to-package-directory benchmark baseline update main --no-progress $(BENCH_ARGS)

clean: ## Remove build products (the sanitizer builds too).
	rm -rf .build .build-tsan .build-asan
