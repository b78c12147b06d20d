// swift-tools-version: 6.2
//
// NavigatableRIBs — the RIBs architecture with navigation that stays in sync with UIKit's containers.
//
// Dependency arrows only point down:
//   App → Features → NavigatableRIBs → RIBs → HeadlessUIKit
// No library module knows the shell.

import PackageDescription

/// Settings every target of ours shares: Swift 6 language mode (set by the tools version) and
/// warnings treated as errors, so `make test` fails on any warning.
let strict: [SwiftSetting] = [
  .treatAllWarnings(as: .error),
]

/// Combine's API: Apple's Combine where it exists, OpenCombine elsewhere (switched in RIBs/Combine.swift).
let openCombine: Target.Dependency = .product(
  name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: [.linux, .windows, .android, .wasi]))

/// HeadlessUIKit stands in for UIKit where UIKit does not exist.
let headlessUIKit: Target.Dependency = .target(
  name: "HeadlessUIKit", condition: .when(platforms: [.linux, .windows, .android, .wasi]))

let package = Package(
  name: "NavigatableRIBs",
  platforms: [.iOS(.v15), .macOS(.v13)],
  products: [
    .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
    .library(name: "RIBs", targets: ["RIBs"]),
    .library(name: "NavigatableRIBs", targets: ["NavigatableRIBs"]),
    .executable(name: "navigatable-ribs", targets: ["navigatable-ribs"]),
  ],
  dependencies: [
    .package(url: "https://github.com/OpenCombine/OpenCombine.git", from: "0.14.0"),
    .package(url: "https://github.com/apple/swift-collections.git", from: "1.6.0"),
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
  ],
  targets: [
    // MARK: - Libraries

    /// A behavioural model of UIKit's view-controller containers, for platforms without UIKit.
    .target(name: "HeadlessUIKit", path: "Modules/HeadlessUIKit", swiftSettings: strict),

    /// The RIBs core: uber/RIBs-iOS names and semantics on Combine's API and Swift 6 concurrency.
    .target(
      name: "RIBs",
      dependencies: [
        headlessUIKit, openCombine, .product(name: "HeapModule", package: "swift-collections"),
        .product(name: "DequeModule", package: "swift-collections"),
      ],
      path: "Modules/RIBs", swiftSettings: strict),

    /// Keeps the RIB tree and every container in sync, both ways, on every path.
    .target(name: "NavigatableRIBs", dependencies: ["RIBs"], path: "Modules/NavigatableRIBs", swiftSettings: strict),

    /// The interface between feature screens and whoever renders them as text (the shell, tests).
    .target(name: "ScreenKit", path: "Modules/ScreenKit", swiftSettings: strict),

    // MARK: - Features (one module per feature RIB family, under Modules/Features/)

    /// Detail: a screen that knows its depth and can push the next Detail, close itself or pop back.
    .target(
      name: "Detail", dependencies: ["NavigatableRIBs", "ScreenKit"], path: "Modules/Features/Detail",
      swiftSettings: strict),

    /// Master: the list of navigation examples (normal, plain screen, successive, sheet, deep link).
    .target(
      name: "Master", dependencies: ["NavigatableRIBs", "ScreenKit", "Detail"], path: "Modules/Features/Master",
      swiftSettings: strict),

    /// In-memory finance repositories behind protocols: cards on file and the SuperPay balance.
    .target(
      name: "FinanceRepository", dependencies: ["RIBs"], path: "Modules/Features/FinanceRepository",
      swiftSettings: strict),

    /// AddPaymentMethod: the "Add card" form and its validators (card number, expiry, security code).
    .target(
      name: "AddPaymentMethod", dependencies: ["NavigatableRIBs", "ScreenKit", "FinanceRepository"],
      path: "Modules/Features/AddPaymentMethod", swiftSettings: strict),

    /// Topup: the viewless top-up flow and its screens EnterAmount and CardOnFile.
    .target(
      name: "Topup", dependencies: ["NavigatableRIBs", "ScreenKit", "FinanceRepository", "AddPaymentMethod"],
      path: "Modules/Features/Topup", swiftSettings: strict),

    /// FinanceHome: the balance and the cards on file, with "Top up" and "Add card".
    .target(
      name: "FinanceHome",
      dependencies: ["NavigatableRIBs", "ScreenKit", "FinanceRepository", "AddPaymentMethod", "Topup"],
      path: "Modules/Features/FinanceHome", swiftSettings: strict),

    // MARK: - App

    /// The app's root RIB and `AppRoot`, the entry point the shell drives: tabs, repositories, deep links.
    .target(
      name: "Root",
      dependencies: ["NavigatableRIBs", "ScreenKit", "Master", "Detail", "FinanceRepository", "AddPaymentMethod",
        "Topup", "FinanceHome"],
      path: "App/Root", swiftSettings: strict),

    /// libedit (BSD editline) through its readline-compatible API, for the shell's line editing.
    .systemLibrary(
      name: "CLibEdit", path: "App/CLibEdit", pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"]), .brew(["libedit"])]),

    /// The shell's Ctrl-C flag and its SIGINT handler, defined once in C (a `static` in a header would be
    /// duplicated per importer, and the handler and the reader would disagree).
    .target(name: "CInterruptFlag", path: "App/CInterruptFlag"),

    /// The shell's machinery: REPL loop, line readers, command registry, completion, history, colour.
    /// Knows nothing of the app; the app plugs its commands in through `ShellApp`.
    .target(
      name: "ShellKit",
      dependencies: ["CLibEdit", "CInterruptFlag", .product(name: "ArgumentParser", package: "swift-argument-parser")],
      path: "App/ShellKit",
      swiftSettings: strict),

    /// The shell's commands over the app: show, tap, back, swipe, tab, dismiss, open, tree, stack, trace, leaks...
    .target(
      name: "AppShell",
      dependencies: ["ShellKit", "Root", "NavigatableRIBs", "ScreenKit"],
      path: "App/AppShell",
      swiftSettings: strict),

    /// The `navigatable-ribs` shell: parses the flags and hands over to ShellKit with the app's commands.
    .executableTarget(
      name: "navigatable-ribs",
      dependencies: ["ShellKit", "AppShell"],
      path: "App/navigatable-ribs",
      swiftSettings: strict),

    // MARK: - Tutorial (Documentation/Tutorial: the chapters' code, compiled and tested)

    /// Chapter 1's Greeting RIB: a screen with a dependency (a name stream), a listener and a presenter.
    .target(
      name: "TutorialGreeting", dependencies: ["NavigatableRIBs", "ScreenKit"],
      path: "Documentation/Tutorial/Code/Greeting", swiftSettings: strict),

    /// Chapters 2 and 4: Home pushes Greeting with `pushChild`; the `GreetWorkflow` deep link; `HelloApp`.
    .target(
      name: "TutorialHello", dependencies: ["NavigatableRIBs", "ScreenKit", "TutorialGreeting"],
      path: "Documentation/Tutorial/Code/Hello", swiftSettings: strict),

    // MARK: - Plugins

    /// The logic of `generate-rib`: name checks, the Swift templates of a feature RIB, Package.swift edits.
    /// Foundation only; no RIBs dependency (it writes text).
    .target(name: "RIBScaffolding", path: "Plugins/GenerateRIB/RIBScaffolding", swiftSettings: strict),

    /// The program the GenerateRIB plugin runs (a plugin cannot be imported, so its logic lives above).
    .executableTarget(
      name: "generate-rib-tool", dependencies: ["RIBScaffolding"], path: "Plugins/GenerateRIB/generate-rib-tool",
      swiftSettings: strict),

    /// `swift package --allow-writing-to-package-directory generate-rib NAME [--viewless | --navigatable]
    /// [--apply-package-changes]`: writes a feature RIB module and its test target.
    .plugin(
      name: "GenerateRIB",
      capability: .command(
        intent: .custom(verb: "generate-rib", description: "Generate a feature RIB module and its tests"),
        permissions: [
          .writeToPackageDirectory(reason: "generate-rib writes Modules/Features/NAME and Tests/NAMETests")
        ]),
      dependencies: ["generate-rib-tool"],
      path: "Plugins/GenerateRIB/Plugin"),

    // MARK: - Tests

    /// Test support shared by ShellTests and DocumentationTests: runs the built `navigatable-ribs`.
    .target(name: "ShellTestSupport", path: "Tests/ShellTestSupport", swiftSettings: strict),

    /// Test support in C: starts a program on a new pseudo-terminal (forkpty), for ShellTests' terminal tests.
    .target(name: "CPseudoTerminal", path: "Tests/CPseudoTerminal", linkerSettings: [.linkedLibrary("util")]),

    .testTarget(name: "HeadlessUIKitTests", dependencies: ["HeadlessUIKit"], swiftSettings: strict),
    .testTarget(name: "RIBsTests", dependencies: ["RIBs"], swiftSettings: strict),
    .testTarget(
      name: "NavigatableRIBsTests",
      dependencies: ["NavigatableRIBs", .product(name: "PropertyBased", package: "swift-property-based")],
      swiftSettings: strict),
    /// Unit tests of ShellKit and AppShell, plus end-to-end transcript tests of the built `navigatable-ribs`
    /// executable (`Transcripts/*.txt`, re-recorded with `UPDATE_TRANSCRIPTS=1`).
    .testTarget(
      name: "ShellTests",
      dependencies: ["ShellKit", "AppShell", "Root", "NavigatableRIBs", "ScreenKit", "ShellTestSupport", "CPseudoTerminal"],
      exclude: ["Transcripts"], swiftSettings: strict),
    /// Unit tests of every feature RIB, the validators and the repositories, and end-to-end navigation
    /// tests through `AppRoot` on HeadlessUIKit.
    .testTarget(
      name: "FeaturesTests",
      dependencies: ["Root", "Master", "Detail", "FinanceRepository", "AddPaymentMethod", "Topup", "FinanceHome",
        "ScreenKit", "NavigatableRIBs"],
      swiftSettings: strict),
    /// The tutorial's end states, one suite per chapter (`swift test --filter TutorialTests.Chapter2`).
    .testTarget(
      name: "TutorialTests",
      dependencies: ["TutorialGreeting", "TutorialHello", "Root", "Topup", "FinanceRepository", "AddPaymentMethod",
        "ScreenKit", "NavigatableRIBs"],
      path: "Documentation/Tutorial/Tests", swiftSettings: strict),
    /// Checks the Markdown: marked snippets appear verbatim in their sources, transcripts run as written.
    .testTarget(name: "DocumentationTests", dependencies: ["ShellTestSupport"], swiftSettings: strict),

    /// generate-rib: name checks, rendering, Package.swift edits, each refusal, and one end-to-end run that
    /// generates every kind into a copy of the package, builds it and runs the generated tests.
    .testTarget(name: "ScaffoldingTests", dependencies: ["RIBScaffolding"], swiftSettings: strict),
  ]
)
