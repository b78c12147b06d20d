// swift-tools-version: 6.2
//
// Acme: an app on NavigatableRIBs (the RIBs architecture with navigation that stays in sync with UIKit's
// containers), written by `make new-app`.
//
// Dependency arrows only point down:
//   App (AcmeRoot, AcmeShell) → Features → NavigatableRIBs (a package dependency)

import PackageDescription

/// Settings every target shares: Swift 6 language mode (set by the tools version) and warnings treated as
/// errors, so `make test` fails on any warning.
let strict: [SwiftSetting] = [
  .treatAllWarnings(as: .error)
]

/// NavigatableRIBs, as `.product(name:package:)` names it: its package identity.
let navigatableRIBs = "navigatableribs"

/// The library products of NavigatableRIBs the targets use.
let navigatableRIBsProducts: Set<String> = [
  "HeadlessUIKit", "RIBs", "NavigatableRIBs", "ScreenKit", "NavigatableRIBsTesting",
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
  /// The app (`AcmeApp`): its root RIB, a tab bar, and the composition root that builds every feature.
  .target(name: "AcmeRoot", dependencies: compositionRootDependencies, path: "App/Root", swiftSettings: strict),

  /// Each feature alone (`acme --feature NAME`): built over a preview dependency whose children
  /// come from their features' test support, under a host screen.
  .target(
    name: "AcmePreviews", dependencies: featurePreviewDependencies, path: "App/FeaturePreviews",
    swiftSettings: strict),

  /// The `acme` shell (`make run`): the app's screens and RIB tree as text, driven by commands.
  .executableTarget(
    name: "AcmeShell",
    dependencies: [
      "AcmeRoot", "AcmePreviews",
      .product(name: "NavigatableRIBsShell", package: navigatableRIBs),
      .product(name: "ArgumentParser", package: "swift-argument-parser"),
    ],
    path: "App/Shell", swiftSettings: strict),

  /// The app's own tests: it launches with its tabs.
  .testTarget(
    name: "AcmeTests",
    dependencies: ["AcmeRoot", dependency("NavigatableRIBs"), dependency("NavigatableRIBsTesting")],
    path: "Tests/AcmeTests", swiftSettings: strict),
]

let package = Package(
  name: "Acme",
  platforms: [.iOS(.v15), .macOS(.v13)],
  products: [
    .library(name: "AcmeRoot", targets: ["AcmeRoot"]),
    .executable(name: "acme", targets: ["AcmeShell"]),
  ],
  dependencies: [
    .package(path: "../NavigatableRIBs"),
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
  ],
  targets: appTargets + features.flatMap(\.targets)
)
