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
  .treatAllWarnings(as: .error)
]

/// Combine's API: Apple's Combine where it exists, OpenCombine elsewhere (switched in RIBs/Combine.swift).
let openCombine: Target.Dependency = .product(
  name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: [.linux, .windows, .android, .wasi]))

/// HeadlessUIKit stands in for UIKit where UIKit does not exist.
let headlessUIKit: Target.Dependency = .target(
  name: "HeadlessUIKit", condition: .when(platforms: [.linux, .windows, .android, .wasi]))

// MARK: - Features
//
// Each feature is four targets in Modules/Features/<Feature>/:
//
//   <Feature>             Interface/       what other RIBs see: its Buildable, Listener, ActionableItem, values
//   <Feature>Impl         Implementation/  the RIB: its Dependency, Builder, Interactor, Router, ViewController
//   <Feature>TestSupport  TestSupport/     mocks other features' tests use: buildable, listener, item
//   <Feature>Tests        Tests/           its own tests: `swift test --filter <Feature>Tests`
//
// A feature imports other features' interfaces only. The implementations are imported by the app's composition
// root (App/Root, `AppRootComponent`), which builds every builder and hands them down through the dependencies.
// `DependencyRuleTests` checks this from `swift package dump-package`; `make graph` draws it in
// Documentation/ModuleGraph.md. `generate-rib` adds its features at the end of the list.

/// A target's dependency by name: here every name is a target of this package (a new app's Package.swift maps
/// NavigatableRIBs' names to its products).
func dependency(_ name: String) -> Target.Dependency {
  .target(name: name)
}

// `make new-app` copies the lines between BEGIN Feature and END Feature into the new app's Package.swift.
// BEGIN Feature
/// A feature's four targets, from its name and what each target needs besides the usual.
struct Feature {
  /// The feature's name: its interface target.
  let name: String
  /// What the feature is, one line.
  let summary: String
  /// Modules the interface needs besides NavigatableRIBs (other interfaces, shared modules).
  let interface: [String]
  /// Modules the implementation needs besides its interface, NavigatableRIBs and ScreenKit.
  let implementation: [String]
  /// Modules the tests need besides the feature's own targets (other features' test support, ...).
  let tests: [String]

  init(
    _ name: String, _ summary: String, interface: [String] = [], implementation: [String] = [],
    tests: [String] = []
  ) {
    self.name = name
    self.summary = summary
    self.interface = interface
    self.implementation = implementation
    self.tests = tests
  }

  var implementationName: String { name + "Impl" }
  var testSupport: String { name + "TestSupport" }
  var folder: String { "Modules/Features/" + name }

  /// The four targets.
  var targets: [Target] {
    [
      .target(
        name: name, dependencies: deps(["NavigatableRIBs"] + interface), path: folder + "/Interface",
        swiftSettings: strict),
      .target(
        name: implementationName, dependencies: deps([name, "NavigatableRIBs", "ScreenKit"] + implementation),
        path: folder + "/Implementation", swiftSettings: strict),
      .target(
        name: testSupport, dependencies: deps([name, "NavigatableRIBsTesting"] + interface),
        path: folder + "/TestSupport", swiftSettings: strict),
      .testTarget(
        name: name + "Tests",
        dependencies: deps([name, implementationName, testSupport, "NavigatableRIBsTesting", "ScreenKit"] + tests),
        path: folder + "/Tests", swiftSettings: strict),
    ]
  }

  private func deps(_ names: [String]) -> [Target.Dependency] {
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }.map(dependency)
  }
}
// END Feature

/// The app's features, parents after their children.
let features: [Feature] = [
  Feature(
    "Detail", "a screen that knows its depth and can push the next Detail, close itself or pop back",
    interface: [],
    implementation: [],
    tests: []),
  Feature(
    "Master", "the list of navigation examples (normal, plain screen, successive, sheet, deep link)",
    interface: ["Detail"],
    implementation: ["Detail"],
    tests: ["DetailTestSupport"]),
  Feature(
    "AddPaymentMethod", "the \"Add card\" form and its validators (card number, expiry, security code)",
    interface: ["FinanceRepository"],
    implementation: ["FinanceRepository"],
    tests: ["FinanceRepository", "FinanceRepositoryTestSupport"]),
  Feature(
    "Topup", "the viewless top-up flow and its screens EnterAmount and CardOnFile",
    interface: [],
    implementation: ["FinanceRepository", "AddPaymentMethod"],
    tests: ["FinanceRepository", "FinanceRepositoryTestSupport", "AddPaymentMethodTestSupport"]),
  Feature(
    "FinanceHome", "the balance and the cards on file, with \"Top up\" and \"Add card\"",
    interface: [],
    implementation: ["FinanceRepository", "AddPaymentMethod", "Topup"],
    tests: ["FinanceRepository", "FinanceRepositoryTestSupport", "AddPaymentMethodTestSupport", "TopupTestSupport"]),
  // generate-rib: features
]

/// generate-rib's output, checked in and compiled: a feature of each kind exactly as `make rib` writes it, in
/// Tests/GeneratedFixtures/Generated<Kind> (`make fixtures` renders them again; ScaffoldingTests' FixtureTests
/// fails when they differ from the templates). GeneratedTab is the parent of the three others, generated under
/// it, so its files hold their wiring. Each is a feature's four targets; no app module depends on them.
let generatedFixtures: [Target] = [
  Feature(
    "GeneratedTab", "a feature generate-rib writes",
    implementation: ["GeneratedPush", "GeneratedSheet", "GeneratedFlow"],
    tests: ["GeneratedPushTestSupport", "GeneratedSheetTestSupport", "GeneratedFlowTestSupport"]),
  Feature("GeneratedPush", "a feature generate-rib writes"),
  Feature("GeneratedSheet", "a feature generate-rib writes"),
  Feature("GeneratedFlow", "a feature generate-rib writes"),
]
.flatMap { (fixture: Feature) -> [Target] in
  fixture.targets.map { target in
    // `Modules/Features/NAME/Interface` becomes `Tests/GeneratedFixtures/NAME/Interface`.
    target.path = target.path.map { "Tests/GeneratedFixtures/" + fixture.name + $0.dropFirst(fixture.folder.count) }
    return target
  }
}

/// The composition root (App/Root) depends on every feature: its interface and its implementation.
let compositionRootDependencies: [Target.Dependency] =
  ["NavigatableRIBs", "ScreenKit", "FinanceRepository"]
  + features.flatMap { feature -> [Target.Dependency] in
    [.target(name: feature.name), .target(name: feature.implementationName)]
  }

/// The feature previews depend on every feature: its interface, its implementation and its test support.
let featurePreviewDependencies: [Target.Dependency] =
  ["NavigatableRIBs", "ScreenKit", "FinanceRepository", "FinanceRepositoryTestSupport", "NavigatableRIBsTesting"]
  + features.flatMap { feature -> [Target.Dependency] in
    [
      .target(name: feature.name), .target(name: feature.implementationName),
      .target(name: feature.name + "TestSupport"),
    ]
  }

/// Every target but the features'.
let appTargets: [Target] = [
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
  .target(
    name: "NavigatableRIBs",
    dependencies: ["RIBs", .product(name: "OrderedCollections", package: "swift-collections")],
    path: "Modules/NavigatableRIBs", swiftSettings: strict),

  /// The interface between feature screens and whoever renders them as text (the shell, tests).
  .target(name: "ScreenKit", path: "Modules/ScreenKit", swiftSettings: strict),

  /// What a team's tests use (the `NavigatableRIBsTesting` product): the exhaustive explorer of an app's user
  /// actions with the guarantees it checks after each, the user actions themselves, and what feature tests
  /// share (a recording router, an interactable, a bare screen, clean globals, the stand-in of a viewless flow).
  .target(
    name: "NavigatableRIBsTesting", dependencies: ["NavigatableRIBs", "ScreenKit"],
    path: "Modules/NavigatableRIBsTesting", swiftSettings: strict),

  // MARK: - Shared (not features: no RIB, no parent)

  /// In-memory finance repositories behind protocols: cards on file and the SuperPay balance.
  .target(
    name: "FinanceRepository", dependencies: ["RIBs"], path: "Modules/Shared/FinanceRepository/Sources",
    swiftSettings: strict),
  /// Cards and a date the finance features' tests share.
  .target(
    name: "FinanceRepositoryTestSupport", dependencies: ["FinanceRepository"],
    path: "Modules/Shared/FinanceRepository/TestSupport", swiftSettings: strict),
  .testTarget(
    name: "FinanceRepositoryTests", dependencies: ["FinanceRepository"],
    path: "Modules/Shared/FinanceRepository/Tests", swiftSettings: strict),
  // MARK: - App (the composition root: the only place that imports features' implementations)

  /// The app's root RIB and `AppRoot`, the entry point the shell drives: tabs, repositories, deep links.
  .target(
    name: "Root",
    dependencies: compositionRootDependencies,
    path: "App/Root", swiftSettings: strict),

  /// Each feature alone (`navigatable-ribs --feature NAME`): built over a preview dependency whose children
  /// come from their features' test support, under a host screen.
  .target(
    name: "FeaturePreviews",
    dependencies: featurePreviewDependencies,
    path: "App/FeaturePreviews", swiftSettings: strict),

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

  /// The shell's engine: its commands over any app built on NavigatableRIBs (show, tap, back, swipe, tab,
  /// dismiss, open, tree, stack, trace, leaks, why, explore, undo...), given a catalog of the apps to explore.
  /// Knows no feature; the `NavigatableRIBsShell` product with ShellKit.
  .target(
    name: "AppShell",
    dependencies: ["ShellKit", "NavigatableRIBs", "NavigatableRIBsTesting", "ScreenKit"],
    path: "App/AppShell",
    swiftSettings: strict),

  /// The sample shell's catalog: the example app (Root) with its fixtures, the tutorial's Hello app
  /// (`--app hello`, TutorialHello) and each feature alone (`--feature NAME`, FeaturePreviews), and its
  /// command line (`SampleCommandLine`: the engine's options and `--app`, `--feature`, `--fixture`).
  .target(
    name: "SampleShell",
    dependencies: [
      "AppShell", "ShellKit", "Root", "FeaturePreviews", "NavigatableRIBs", "TutorialHello",
      .product(name: "ArgumentParser", package: "swift-argument-parser"),
    ],
    path: "App/SampleShell",
    swiftSettings: strict),

  /// The `navigatable-ribs` shell: parses the flags and hands over to ShellKit with the engine over the
  /// sample catalog, as a team's shell does over its own.
  .executableTarget(
    name: "navigatable-ribs",
    dependencies: ["ShellKit", "AppShell", "SampleShell"],
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

  /// Chapter 3's parent of the real Topup flow: plays FinanceHome's part (attaches, listens, detaches).
  .target(
    name: "TutorialTopupParent", dependencies: ["NavigatableRIBs", "Topup"],
    path: "Documentation/Tutorial/Code/TopupParent", swiftSettings: strict),

  // The starter states (Documentation/Tutorial/Starter): each chapter's code with `TODO(chapter N, step k)` where
  // the learner writes it. They compile; their tests (TutorialStarterTests) fail until the code is written.

  /// Chapter 1's starter: the Greeting RIB with its logic left out.
  .target(
    name: "TutorialStarter1", dependencies: ["NavigatableRIBs", "ScreenKit"],
    path: "Documentation/Tutorial/Starter/Chapter1", swiftSettings: strict),

  /// Chapter 2's starter: Home and the app, over the finished Greeting, with the routing left out.
  .target(
    name: "TutorialStarter2", dependencies: ["NavigatableRIBs", "ScreenKit", "TutorialGreeting"],
    path: "Documentation/Tutorial/Starter/Chapter2", swiftSettings: strict),

  /// Chapter 3's starter: Topup's parent with attaching, listening and detaching left out.
  .target(
    name: "TutorialStarter3", dependencies: ["NavigatableRIBs", "Topup"],
    path: "Documentation/Tutorial/Starter/Chapter3", swiftSettings: strict),

  /// Chapter 4's starter: `GreetWorkflow` without its steps, over the finished Hello app.
  .target(
    name: "TutorialStarter4", dependencies: ["NavigatableRIBs", "TutorialGreeting", "TutorialHello"],
    path: "Documentation/Tutorial/Starter/Chapter4", swiftSettings: strict),

  /// Chapter 6's starter: the Hello app (links to Code/Hello's files) with a Home router of its own, which
  /// attaches and pushes Greeting in two calls: the leak the chapter's exploration finds.
  .target(
    name: "TutorialStarter6", dependencies: ["NavigatableRIBs", "ScreenKit", "TutorialGreeting"],
    path: "Documentation/Tutorial/Starter/Chapter6", swiftSettings: strict),

  /// AdoptingOnIOS.md's launch code (a scene delegate's), compiled so the page cannot drift from the API.
  .target(
    name: "AdoptingOnIOSSnippets", dependencies: ["Root", "NavigatableRIBs"], path: "Documentation/AdoptingOnIOS",
    swiftSettings: strict),

  // MARK: - Plugins

  /// The logic of `generate-rib`: name checks, the Swift templates of a feature RIB, Package.swift edits.
  /// Foundation only; no RIBs dependency (it writes text).
  .target(name: "RIBScaffolding", path: "Plugins/GenerateRIB/RIBScaffolding", swiftSettings: strict),

  /// The program the GenerateRIB plugin runs (a plugin cannot be imported, so its logic lives above).
  .executableTarget(
    name: "generate-rib-tool", dependencies: ["RIBScaffolding"], path: "Plugins/GenerateRIB/generate-rib-tool",
    swiftSettings: strict),

  /// `swift package --allow-writing-to-package-directory generate-rib NAME --parent PARENT --as
  /// tab|push|sheet|flow`: writes a feature RIB (interface, implementation, test support, tests) and wires it
  /// into its parent, Package.swift and the composition root.
  .plugin(
    name: "GenerateRIB",
    capability: .command(
      intent: .custom(verb: "generate-rib", description: "Generate a feature RIB and wire it into its parent"),
      permissions: [
        .writeToPackageDirectory(
          reason: "generate-rib writes Modules/Features/NAME and wires it into its parent and Package.swift")
      ]),
    dependencies: ["generate-rib-tool"],
    path: "Plugins/GenerateRIB/Plugin"),

  // MARK: - Tests

  /// Test support shared by ShellTests and DocumentationTests: runs the built `navigatable-ribs`.
  .target(name: "ShellTestSupport", dependencies: ["ShellKit"], path: "Tests/ShellTestSupport", swiftSettings: strict),

  /// The executable specification of Documentation/Navigation.md's contract: a pure-Swift model of the
  /// containers, the RIB tree and the flows that the explorer and the model-based test compare the real
  /// system with, step by step.
  .target(name: "NavigationSpecification", path: "Tests/NavigationSpecification", swiftSettings: strict),

  /// Test support in C: starts a program on a new pseudo-terminal (forkpty), for ShellTests' terminal tests.
  .target(name: "CPseudoTerminal", path: "Tests/CPseudoTerminal", linkerSettings: [.linkedLibrary("util")]),

  .testTarget(name: "HeadlessUIKitTests", dependencies: ["HeadlessUIKit"], swiftSettings: strict),
  .testTarget(name: "RIBsTests", dependencies: ["RIBs"], swiftSettings: strict),
  .testTarget(
    name: "NavigatableRIBsTests",
    dependencies: [
      "NavigatableRIBs", "NavigationSpecification", .product(name: "PropertyBased", package: "swift-property-based"),
    ],
    swiftSettings: strict),
  /// The explorer and the user actions of NavigatableRIBsTesting, on the sample app, a feature alone and the
  /// tutorial's Hello app: what it finds with the sync and without, determinism, and what it leaves behind.
  .testTarget(
    name: "NavigatableRIBsTestingTests",
    dependencies: ["NavigatableRIBsTesting", "NavigatableRIBs", "ScreenKit", "Root", "TutorialHello"],
    swiftSettings: strict),
  /// Unit tests of ShellKit and AppShell, plus end-to-end transcript tests of the built `navigatable-ribs`
  /// executable (`Transcripts/*.txt`, re-recorded by `make transcripts`).
  .testTarget(
    name: "ShellTests",
    dependencies: [
      "ShellKit", "AppShell", "SampleShell", "Root", "FeaturePreviews", "NavigatableRIBs", "ScreenKit", "TutorialHello",
      "ShellTestSupport", "RIBScaffolding",
      "CPseudoTerminal", .product(name: "PropertyBased", package: "swift-property-based"),
      .product(name: "ArgumentParser", package: "swift-argument-parser"),
    ],
    exclude: ["Transcripts"], swiftSettings: strict),
  /// The app's tests: Root's unit tests, deep links, and end-to-end navigation through `AppRoot` on
  /// HeadlessUIKit, each asserting the part of the tree it is about (one tab's subtree or stack).
  .testTarget(
    name: "AppTests",
    dependencies: [
      "Root", "FinanceRepository", "ScreenKit", "NavigatableRIBs", "NavigatableRIBsTesting", "Master",
      "MasterTestSupport", "Detail", "DetailTestSupport", "FinanceHome", "FinanceHomeTestSupport",
    ],
    swiftSettings: strict),
  /// The tutorial's end states, one suite per chapter (`swift test --filter TutorialTests.Chapter2`), and
  /// `StarterStateTests`: each chapter's starter state fails exactly the tests its chapter names.
  .testTarget(
    name: "TutorialTests",
    dependencies: [
      "TutorialGreeting", "TutorialHello", "TutorialTopupParent", "Root", "FeaturePreviews", "Topup", "TopupImpl",
      "FinanceRepository", "ScreenKit", "NavigatableRIBs", "NavigatableRIBsTesting",
    ],
    path: "Documentation/Tutorial/Tests", swiftSettings: strict),
  /// The same tests on the starter states (Chapter1...4 and Chapter6 are links to TutorialTests' files,
  /// compiled with TUTORIAL_STARTER; Chapter5's tests are the learner's to write). They run only with
  /// TUTORIAL_STARTER=1: `make tutorial CHAPTER=2`.
  .testTarget(
    name: "TutorialStarterTests",
    dependencies: [
      "TutorialStarter1", "TutorialStarter2", "TutorialStarter3", "TutorialStarter4", "TutorialStarter6",
      "TutorialGreeting", "TutorialHello", "Root", "FeaturePreviews", "Topup", "TopupImpl", "FinanceRepository",
      "ScreenKit", "NavigatableRIBs", "NavigatableRIBsTesting",
    ],
    path: "Documentation/Tutorial/Starter/Tests", swiftSettings: strict + [.define("TUTORIAL_STARTER")]),
  /// Checks the Markdown: marked snippets appear verbatim in their sources, transcripts run as written.
  .testTarget(name: "DocumentationTests", dependencies: ["ShellTestSupport"], swiftSettings: strict),

  /// The module rule (features import interfaces; only the app imports implementations), checked on
  /// `swift package dump-package`, and Documentation/ModuleGraph.md current (drawn by RIBScaffolding's
  /// `ModuleGraph`, which generate-rib and `make graph` write with).
  .testTarget(name: "ArchitectureTests", dependencies: ["RIBScaffolding"], swiftSettings: strict),

  /// generate-rib: name checks, rendering, the checked-in fixtures (Tests/GeneratedFixtures) against the templates,
  /// Package.swift and parent edits per kind, each refusal, and (with NAVIGATABLE_RIBS_SLOW_TESTS=1) one end-to-end
  /// run in a copy of the package: a Settings tab with a pushed detail, a sheet and a flow, built, tested and shown
  /// in the shell.
  .testTarget(name: "ScaffoldingTests", dependencies: ["RIBScaffolding"], swiftSettings: strict),
]

let package = Package(
  name: "NavigatableRIBs",
  platforms: [.iOS(.v15), .macOS(.v13)],
  products: [
    .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
    .library(name: "RIBs", targets: ["RIBs"]),
    .library(name: "NavigatableRIBs", targets: ["NavigatableRIBs"]),
    .library(name: "ScreenKit", targets: ["ScreenKit"]),
    .library(name: "NavigatableRIBsTesting", targets: ["NavigatableRIBsTesting"]),
    .library(name: "NavigatableRIBsShell", targets: ["ShellKit", "AppShell"]),
    .executable(name: "navigatable-ribs", targets: ["navigatable-ribs"]),
    .plugin(name: "GenerateRIB", targets: ["GenerateRIB"]),
  ],
  dependencies: [
    .package(url: "https://github.com/OpenCombine/OpenCombine.git", from: "0.14.0"),
    .package(url: "https://github.com/apple/swift-collections.git", from: "1.6.0"),
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
  ],
  targets: appTargets + features.flatMap(\.targets) + generatedFixtures
)
