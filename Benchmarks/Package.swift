// swift-tools-version: 6.2
//
// Benchmarks for NavigatableRIBs: a separate package, so `make test` at the top level never builds it.
// Run with `make bench` from the repository root.

import PackageDescription

/// Swift 6 mode (set by the tools version) with warnings as errors, as in the main package.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
  name: "NavigatableRIBsBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "NavigatableRIBs", path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark.git", exact: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    /// The scene, RIBs and one iteration of each scenario, shared by the benchmarks and the profiler harness.
    .target(
      name: "BenchmarkFixtures",
      dependencies: [.product(name: "NavigatableRIBs", package: "NavigatableRIBs")],
      swiftSettings: strict),

    /// Runs one scenario N times, for callgrind / perf (see Documentation/Performance.md).
    .executableTarget(
      name: "navigation-profile", dependencies: ["BenchmarkFixtures", "CHeapInUse"], swiftSettings: strict),

    /// glibc's count of heap bytes in use, for `navigation-profile bytes`.
    .target(name: "CHeapInUse"),

    /// The package-benchmark suite `make bench` runs.
    .executableTarget(
      name: "NavigationBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        "BenchmarkFixtures",
      ],
      path: "Benchmarks/NavigationBenchmarks",
      swiftSettings: strict,
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ]
)
