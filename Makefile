# NavigatableRIBs — the two commands a newcomer needs are `make run` and `make test`.
# Both do all set-up on a fresh Debian machine (libedit-dev through apt-get, Swift packages from the mirror).

SWIFT        ?= swift
SHELL        := /bin/bash
.SHELLFLAGS  := -eu -o pipefail -c
APT_PACKAGES := libedit-dev pkg-config
SUDO         := $(shell [ "$$(id -u)" = 0 ] || command -v sudo >/dev/null && [ "$$(id -u)" != 0 ] && echo sudo)

.PHONY: run test build release deps docs bench sanitize sanitize-thread sanitize-address clean help graph format lint \
  tutorial transcripts

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
	$(SWIFT) build --build-tests

release: deps ## Release build of the shell.
	$(SWIFT) build -c release --product navigatable-ribs

run: release ## Build the shell (release) and start it.
	$(RELEASE_SHELL) $(ARGS)

test: build release ## Build with warnings as errors and run every test (the terminal tests on the release shell; NAVIGATABLE_RIBS_SLOW_TESTS=1 adds generate-rib's end-to-end run).
	NAVIGATABLE_RIBS_RELEASE_EXECUTABLE=$(RELEASE_SHELL) $(SWIFT) test --skip-build

tutorial: deps ## Run a tutorial chapter's tests on your code in Documentation/Tutorial/Starter: make tutorial CHAPTER=2.
	TUTORIAL_STARTER=1 $(SWIFT) test --disable-xctest --filter 'TutorialStarterTests\.Chapter$(CHAPTER)'

transcripts: build ## Re-record every transcript (Tests/ShellTests/Transcripts, README and Documentation blocks).
	UPDATE_TRANSCRIPTS=1 $(SWIFT) test --skip-build --filter 'ShellTests.TranscriptsTests|DocumentationTests.MarkdownTranscriptsRerecording'
	@git diff --stat -- Tests/ShellTests/Transcripts '*.md' || true

sanitize: sanitize-thread sanitize-address ## TSan over the RIBs, HeadlessUIKit and NavigatableRIBs tests, then ASan over every test.

sanitize-thread: deps ## ThreadSanitizer over the RIBs, HeadlessUIKit and NavigatableRIBs tests (scratch path .build-tsan).
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	TSAN_OPTIONS=halt_on_error=1 $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan \
	  --filter '$(TSAN_FILTER)'

sanitize-address: deps ## AddressSanitizer (and LeakSanitizer) over every test (scratch path .build-asan).
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	LSAN_OPTIONS=$(LSAN_OPTIONS_SANITIZE) $(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan

# The sources `make format` and `make lint` cover: every Swift source but the tutorial's code
# (Documentation/Tutorial), which its chapters quote verbatim with their own line breaks.
FORMAT_PATHS := Package.swift App/Root App/navigatable-ribs App/ShellKit App/AppShell Modules/Features Modules/Shared \
  Modules/ScreenKit Modules/RIBs Modules/HeadlessUIKit Modules/NavigatableRIBs Tests/RIBsTests Tests/HeadlessUIKitTests \
  Tests/NavigatableRIBsTests Tests/NavigationSpecification Plugins Tests/AppTests Tests/ArchitectureTests \
  Tests/ScaffoldingTests Tests/DocumentationTests Tests/ShellTestSupport Tests/ShellTests Documentation/AdoptingOnIOS \
  Benchmarks

format: ## Format the Swift sources with the toolchain's swift-format, configured by .swift-format.
	$(SWIFT) format format --in-place --recursive --parallel $(FORMAT_PATHS)

lint: ## swift-format lint, strict: any finding fails (CI runs it).
	$(SWIFT) format lint --strict --recursive --parallel $(FORMAT_PATHS)

graph: build ## Redraw Documentation/ModuleGraph.md (the module graph, Mermaid) from swift package dump-package.
	UPDATE_MODULE_GRAPH=1 $(SWIFT) test --skip-build --filter ModuleGraphTests

docs: build ## Build the DocC archives of RIBs and NavigatableRIBs; any warning (a broken symbol link) fails.
	$(SWIFT) package dump-symbol-graph --minimum-access-level public --emit-extension-block-symbols >/dev/null
	for module in RIBs NavigatableRIBs; do \
	  graphs=.build/docs/$$module-symbols; rm -rf "$$graphs" && mkdir -p "$$graphs"; \
	  cp .build/*/symbolgraph/$$module.symbols.json "$$graphs"/; \
	  cp .build/*/symbolgraph/$$module@*.symbols.json "$$graphs"/ 2>/dev/null || true; \
	  docc convert Modules/$$module/$$module.docc --additional-symbol-graph-dir "$$graphs" \
	    --fallback-display-name $$module --fallback-bundle-identifier org.navigatableribs.$$module \
	    --output-path .build/docs/$$module.doccarchive --warnings-as-errors; \
	done
	@echo "archives in .build/docs/"

bench: release ## Benchmarks (separate package Benchmarks/, release): compare with the committed baseline, then print the scale and soak results (not in the baseline yet).
	cd Benchmarks && $(SWIFT) package --scratch-path .build benchmark baseline compare main --no-progress $(BENCH_ARGS)
	cd Benchmarks && $(SWIFT) package --scratch-path .build benchmark --filter 'scale: .*' --filter 'shell soak.*' \
	  --no-progress $(BENCH_ARGS)

clean: ## Remove build products (the sanitizer builds too).
	rm -rf .build .build-tsan .build-asan
