/// The files of a new app's package that are not Swift sources of a RIB: its `Package.swift`, its Makefile and
/// its README. `AppScaffold` writes them.
enum AppTemplates {
  /// The library products of NavigatableRIBs a new app's targets name: `dependency(_:)` in its Package.swift
  /// maps them to `.product(name:package:)`.
  static let products = ["HeadlessUIKit", "RIBs", "NavigatableRIBs", "ScreenKit", "NavigatableRIBsTesting"]

  /// The lowest swift-argument-parser the app's shell takes for its command line (NavigatableRIBs' own).
  static let argumentParserVersion = "1.8.2"

  /// `Package.swift`: the `Feature` list (the same marker as NavigatableRIBs', so generate-rib edits it
  /// unchanged), the composition root, the shell and the app's tests.
  ///
  /// - Parameters:
  ///   - name: The app's names.
  ///   - dependency: How it depends on NavigatableRIBs.
  ///   - featureStruct: The `Feature` struct, as NavigatableRIBs' Package.swift declares it
  ///     (`PackageManifest.featureStruct`), so that both build a feature's targets alike.
  /// - Returns: The manifest's text.
  static func manifest(_ name: AppName, dependency: AppDependency, featureStruct: String) -> String {
    let n = name.name
    let productList = products.map { "\"\($0)\"" }.joined(separator: ", ")
    return #"""
      // swift-tools-version: 6.2
      //
      // \#(n): an app on NavigatableRIBs (the RIBs architecture with navigation that stays in sync with UIKit's
      // containers), written by `make new-app`.
      //
      // Dependency arrows only point down:
      //   App (\#(name.rootModule), \#(name.shellModule)) → Features → NavigatableRIBs (a package dependency)

      import PackageDescription

      /// Settings every target shares: Swift 6 language mode (set by the tools version) and warnings treated as
      /// errors, so `make test` fails on any warning.
      let strict: [SwiftSetting] = [
        .treatAllWarnings(as: .error)
      ]

      /// NavigatableRIBs, as `.product(name:package:)` names it: its package identity.
      let navigatableRIBs = "\#(dependency.identity)"

      /// The library products of NavigatableRIBs the targets use.
      let navigatableRIBsProducts: Set<String> = [
        \#(productList),
      ]

      /// A target's dependency by name: a product of NavigatableRIBs, or a target of this package.
      func dependency(_ name: String) -> Target.Dependency {
        navigatableRIBsProducts.contains(name)
          ? .product(name: name, package: navigatableRIBs) : .target(name: name)
      }

      // MARK: - Features
      //
      // Each feature is four targets in Modules/Features/<Feature>/:
      //
      //   <Feature>             Interface/       what other RIBs see: its Buildable, Listener, values
      //   <Feature>Impl         Implementation/  the RIB: its Dependency, Builder, Interactor, Router, ViewController
      //   <Feature>TestSupport  TestSupport/     mocks other features' tests use: buildable, listener
      //   <Feature>Tests        Tests/           its own tests: `swift test --filter <Feature>Tests`
      //
      // A feature imports other features' interfaces only. The implementations are imported by the app's
      // composition root (App/Root, `AppRootComponent`), which builds every builder and hands them down through
      // the dependencies. `make rib` (generate-rib) adds its features at the end of the list.

      \#(featureStruct)
      /// The app's features, parents after their children.
      let features: [Feature] = [
        Feature(
          "Home", "the starter tab: a screen that shows the rows of the features generate-rib adds under it",
          interface: [],
          implementation: [],
          tests: [])
        // generate-rib: features
      ]

      /// Each feature alone (App/FeaturePreviews) depends on every feature: its interface, its implementation and
      /// its test support (the stand-ins of its children).
      let featurePreviewDependencies: [Target.Dependency] =
        [dependency("NavigatableRIBs"), dependency("NavigatableRIBsTesting"), dependency("ScreenKit")]
        + features.flatMap { feature -> [Target.Dependency] in
          [.target(name: feature.name), .target(name: feature.implementationName), .target(name: feature.testSupport)]
        }

      /// The composition root (App/Root) depends on every feature: its interface and its implementation.
      let compositionRootDependencies: [Target.Dependency] =
        [dependency("NavigatableRIBs")]
        + features.flatMap { feature -> [Target.Dependency] in
          [.target(name: feature.name), .target(name: feature.implementationName)]
        }

      /// Every target but the features'.
      let appTargets: [Target] = [
        /// The app (`\#(name.appType)`): its root RIB, a tab bar, and the composition root that builds every feature.
        .target(name: "\#(name.rootModule)", dependencies: compositionRootDependencies, path: "App/Root", swiftSettings: strict),

        /// Each feature alone (`\#(name.program) --feature NAME`): built over a preview dependency whose children
        /// come from their features' test support, under a host screen.
        .target(
          name: "\#(name.previewsModule)", dependencies: featurePreviewDependencies, path: "App/FeaturePreviews",
          swiftSettings: strict),

        /// The `\#(name.program)` shell (`make run`): the app's screens and RIB tree as text, driven by commands.
        .executableTarget(
          name: "\#(name.shellModule)",
          dependencies: [
            "\#(name.rootModule)", "\#(name.previewsModule)",
            .product(name: "NavigatableRIBsShell", package: navigatableRIBs),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
          ],
          path: "App/Shell", swiftSettings: strict),

        /// The app's own tests: it launches with its tabs.
        .testTarget(
          name: "\#(name.testsModule)",
          dependencies: ["\#(name.rootModule)", dependency("NavigatableRIBs"), dependency("NavigatableRIBsTesting")],
          path: "Tests/\#(name.testsModule)", swiftSettings: strict),
      ]

      let package = Package(
        name: "\#(n)",
        platforms: [.iOS(.v15), .macOS(.v13)],
        products: [
          .library(name: "\#(name.rootModule)", targets: ["\#(name.rootModule)"]),
          .executable(name: "\#(name.program)", targets: ["\#(name.shellModule)"]),
        ],
        dependencies: [
          \#(dependency.declaration),
          .package(url: "https://github.com/apple/swift-argument-parser.git", from: "\#(argumentParserVersion)"),
        ],
        targets: appTargets + features.flatMap(\.targets)
      )

      """#
  }

  /// The Makefile: `run`, `test`, `rib`, `lint`, `format`, and `deps`, which installs libedit-dev.
  static func makefile(_ name: AppName) -> String {
    #"""
    # \#(name.name): the two commands are `make run` and `make test`. Both do all set-up on a fresh Debian machine
    # (libedit-dev through apt-get for the shell's line editing, Swift packages through SwiftPM).

    SWIFT        ?= swift
    SHELL        := /bin/bash
    .SHELLFLAGS  := -eu -o pipefail -c
    APT_PACKAGES := libedit-dev pkg-config
    SUDO         := $(shell [ "$$(id -u)" = 0 ] || command -v sudo >/dev/null && [ "$$(id -u)" != 0 ] && echo sudo)
    SWIFT_FLAGS  := --no-color-diagnostics
    # The sources `make format` and `make lint` cover.
    FORMAT_PATHS := Package.swift App Modules Tests

    .PHONY: help deps build run test rib format lint

    help: ## List the targets.
    \#t@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | sed -E 's/:.*## /\t/'

    deps: ## Install the system packages the shell needs (libedit-dev) when they are missing.
    \#t@missing=""; for p in $(APT_PACKAGES); do \
    \#t  dpkg-query -W -f='$${Status}' "$$p" 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
    \#tdone; \
    \#tif [ -n "$$missing" ]; then \
    \#t  echo "installing:$$missing"; \
    \#t  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null; \
    \#tfi

    build: deps ## Debug build of everything, tests included; any warning fails the build.
    \#t$(SWIFT) build $(SWIFT_FLAGS) --build-tests

    # Recipes run in this folder and name it by relative paths only, so a folder whose path holds spaces, quotes
    # or other characters works; NAME and PARENT reach `rib` as environment variables, as typed.
    run: deps ## Build the \#(name.program) shell and start it (ARGS=... for its options; `help` lists its commands).
    \#t$(SWIFT) build $(SWIFT_FLAGS) --product \#(name.program)
    \#t./.build/debug/\#(name.program) $(ARGS)

    test: build ## Build with warnings as errors and run every test.
    \#t$(SWIFT) test $(SWIFT_FLAGS) --skip-build

    # The kind of a new feature for `make rib`: AS as given on the command line or in the environment (make's
    # built-in default for AS, the assembler, does not count).
    RIB_KIND = $(if $(filter default undefined,$(origin AS)),,$(AS))

    RIB_USAGE = usage: make rib NAME=<FeatureName> PARENT=<parent RIB, Root for a tab> AS=tab|push|sheet|flow

    rib: ## Generate a feature RIB wired into its parent: make rib NAME=Profile PARENT=Home AS=tab|push|sheet|flow.
    \#t$(if $(and $(NAME),$(PARENT),$(RIB_KIND)),,$(error $(RIB_USAGE)))
    \#t$(SWIFT) package $(SWIFT_FLAGS) --allow-writing-to-package-directory generate-rib "$$NAME" --parent "$$PARENT" \
    \#t  --as '$(RIB_KIND)'

    format: ## Format the Swift sources with the toolchain's swift-format, configured by .swift-format.
    \#t$(SWIFT) format format --in-place --recursive --parallel $(FORMAT_PATHS)

    lint: ## swift-format lint, strict: any finding fails.
    \#t$(SWIFT) format lint --strict --recursive --parallel $(FORMAT_PATHS)

    """#
  }

  /// README.md: the two commands, `make rib`, and where things are.
  static func readme(_ name: AppName, dependency: AppDependency) -> String {
    let origin =
      switch dependency {
      case .path(let path):
        "the NavigatableRIBs checkout at `\(path)`, a path relative to this folder (`.package(path:)` in "
          + "Package.swift): clone both side by side, as they are here, and the app builds"
      case .url(let url, let version): "NavigatableRIBs \(version) or later from \(url) (`.package(url:from:)`)"
      }
    return #"""
      # \#(name.name)

      An app on NavigatableRIBs: the RIBs architecture, with navigation that stays in sync with UIKit's
      containers. It depends on \#(origin); on Linux it runs against HeadlessUIKit, a model of UIKit.

      ## Two commands

      ```sh
      make run    # build the \#(name.program) shell and start it: `tree`, `show`, `tap`, `back`, `leaks`; `help` lists all
      make test   # build everything with warnings as errors, run every test
      ```

      `make run ARGS="--feature Home"` shows one feature alone, its children stand-ins from their test support;
      `make run ARGS=--help` lists the \#(name.program) shell's options.

      ## Add a feature

      ```sh
      make rib NAME=Profile PARENT=Home AS=push
      ```

      writes `Modules/Features/Profile/` (interface, implementation, test support, tests), adds its four targets
      to `Package.swift` and wires it into Home (`AS`: `push`, `sheet` or `flow` under a feature, `tab` under
      `Root`); `make test` passes as it is. `make lint` checks the formatting, `make format` fixes it.

      ## Where things are

      - `Modules/Features/Home`: the starter tab, as `make rib ... AS=tab` writes one.
      - `App/Root`: `\#(name.appType)` (the window, the root RIB and `launch()`), the tab bar RIB, and the
        composition root (`Composition/`), the one place that builds every feature's implementation.
      - `App/Root/\#(name.sceneDelegate).swift`: the scene delegate of an iOS app target (compiled where UIKit
        exists): link the `\#(name.rootModule)` product and name `\#(name.rootModule).\#(name.sceneDelegate)` in the
        app's Info.plist.
      - `App/Shell`: the `\#(name.program)` shell, on NavigatableRIBs' shell engine: its command line (name, help,
        `--feature`) and the catalog of the app and its features alone.
      - `App/FeaturePreviews`: each feature alone (`\#(name.program) --feature NAME`); `make rib` adds one per feature.

      """#
  }
}
