import Foundation
import RIBScaffolding
import Testing

/// The module rule, checked on the real package (from `swift package dump-package` and the sources'
/// imports), and shown to catch each kind of breach on made-up packages.
@Suite struct DependencyRuleTests {
  @Test func thePackageKeepsTheRule() throws {
    let targets = try PackageTargets.load()
    #expect(DependencyRule.features(in: targets).count >= 5)
    let problems = DependencyRule.violations(in: targets) { PackageTargets.imports(under: $0.path) }
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test func everyFeatureHasItsOwnTestTargetThatTestsItsImplementation() throws {
    let targets = try PackageTargets.load()
    for name in DependencyRule.features(in: targets).keys {
      let tests = targets.first { $0.name == name + "Tests" }
      #expect(tests?.isTest == true, "\(name)")
      #expect(tests?.dependencies.contains(name + "Impl") == true, "\(name)")
    }
  }

  /// A package with two features, A (a child) and B (its parent), and an app; `change` breaks it.
  func package(_ change: (inout [PackageTarget]) -> Void = { _ in }) -> [PackageTarget] {
    func feature(_ name: String, interface: [String] = [], implementation: [String] = []) -> [PackageTarget] {
      let folder = "Modules/Features/\(name)/"
      return [
        PackageTarget(
          name: name, type: "regular", path: folder + "Interface", dependencies: ["NavigatableRIBs"] + interface),
        PackageTarget(
          name: name + "Impl", type: "regular", path: folder + "Implementation",
          dependencies: [name, "NavigatableRIBs"] + implementation),
        PackageTarget(name: name + "TestSupport", type: "regular", path: folder + "TestSupport", dependencies: [name]),
        PackageTarget(name: name + "Tests", type: "test", path: folder + "Tests", dependencies: [name + "Impl"]),
      ]
    }
    var targets =
      [PackageTarget(name: "NavigatableRIBs", type: "regular", path: "Modules/NavigatableRIBs", dependencies: [])]
      + feature("A") + feature("B", implementation: ["A"])
      + [
        PackageTarget(name: "Root", type: "regular", path: "App/Root", dependencies: ["A", "AImpl", "B", "BImpl"]),
        PackageTarget(name: "AppTests", type: "test", path: "Tests/AppTests", dependencies: ["Root", "AImpl"]),
      ]
    change(&targets)
    return targets
  }

  func adding(_ dependency: String, to name: String) -> (inout [PackageTarget]) -> Void {
    { targets in
      let index = targets.firstIndex { $0.name == name }!
      let target = targets[index]
      targets[index] = PackageTarget(
        name: target.name, type: target.type, path: target.path, dependencies: target.dependencies + [dependency])
    }
  }

  @Test func aWellFormedPackagePasses() {
    #expect(DependencyRule.violations(in: package()) == [])
  }

  @Test(arguments: [("BImpl", "AImpl"), ("B", "AImpl"), ("BTestSupport", "AImpl"), ("BTests", "AImpl")])
  func anotherFeaturesImplementationIsRefused(target: String, implementation: String) {
    let problems = DependencyRule.violations(in: package(adding(implementation, to: target)))
    #expect(problems.count == 1)
    #expect(problems.first?.hasPrefix("\(target) depends on AImpl, A's implementation") == true, "\(problems)")
  }

  @Test func belowTheFeaturesNothingDependsOnAFeature() {
    let problems = DependencyRule.violations(in: package(adding("A", to: "NavigatableRIBs")))
    #expect(problems == ["NavigatableRIBs depends on the feature module A: arrows only point down"])
  }

  @Test func aFeatureDoesNotDependOnTheApp() {
    let problems = DependencyRule.violations(in: package(adding("Root", to: "BImpl")))
    #expect(problems == ["BImpl depends on the app module Root: arrows only point down"])
  }

  @Test func anImportWithoutADeclaredDependencyIsCaughtToo() {
    let problems = DependencyRule.violations(in: package()) { $0.name == "BImpl" ? ["A", "AImpl"] : [] }
    #expect(problems.count == 1)
    #expect(problems.first?.hasPrefix("BImpl imports AImpl") == true, "\(problems)")
  }

  @Test func aFeatureMissingATargetOrMisnamedIsReported() {
    let missing = DependencyRule.violations(in: package { $0.removeAll { $0.name == "ATestSupport" } })
    #expect(missing == ["feature A has no TestSupport target (Modules/Features/A/TestSupport, named ATestSupport)"])
    let misnamed = DependencyRule.violations(
      in: package { targets in
        let index = targets.firstIndex { $0.name == "AImpl" }!
        targets[index] = PackageTarget(
          name: "AImplementation", type: "regular", path: targets[index].path, dependencies: ["A"])
      })
    #expect(
      misnamed.contains(
        "Modules/Features/A/Implementation is the target AImplementation; a feature's Implementation target is named AImpl"
      ))
  }
}
