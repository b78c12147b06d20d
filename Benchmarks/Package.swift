// swift-tools-version: 6.1
//
// Benchmarks for NavigatableRIBs: a separate package, so `make test` at the top level never builds it.
// Run with `make bench` from the repository root.

import PackageDescription

let package = Package(
  name: "NavigatableRIBsBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "NavigatableRIBs", path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark.git", exact: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "NavigationBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "NavigatableRIBs", package: "NavigatableRIBs"),
        .product(name: "RIBs", package: "NavigatableRIBs"),
        .product(name: "HeadlessUIKit", package: "NavigatableRIBs"),
      ],
      path: "Benchmarks/NavigationBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ]
)
