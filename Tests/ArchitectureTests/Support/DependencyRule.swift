import RIBScaffolding

/// The module rule of the package, checked on its targets:
///
/// - a feature `F` is four targets in `Modules/Features/F/`: `F` (Interface/), `FImpl` (Implementation/),
///   `FTestSupport` (TestSupport/) and `FTests` (Tests/);
/// - an implementation `FImpl` is depended on (or imported) only by the app (targets under `App/`, where the
///   composition root builds the builders), by its own `FTests`, and by the app's test targets (outside
///   `Modules/`); never by another feature, a test support target, or another feature's tests;
/// - nothing below the features (`Modules/` outside `Modules/Features/`) depends on a feature, and no feature
///   depends on the app: arrows only point down.
enum DependencyRule {
  /// A feature's targets, found by their folders.
  struct Feature: Equatable {
    var name: String
    var targets: [String: PackageTarget] = [:]
  }

  /// The features of `targets`, by name.
  static func features(in targets: [PackageTarget]) -> [String: Feature] {
    var features: [String: Feature] = [:]
    for target in targets where target.path.hasPrefix("Modules/Features/") {
      let parts = target.path.split(separator: "/")
      guard parts.count >= 4 else { continue }
      let name = String(parts[2])
      features[name, default: Feature(name: name)].targets[String(parts[3])] = target
    }
    return features
  }

  /// The expected target name of each folder of feature `name`.
  static func expectedTargets(of name: String) -> [String: String] {
    [
      "Interface": name, "Implementation": name + "Impl", "TestSupport": name + "TestSupport",
      "Tests": name + "Tests",
    ]
  }

  /// Every breach of the rule, one sentence each. `imports` gives the modules a target's sources import.
  static func violations(
    in targets: [PackageTarget], imports: (PackageTarget) -> [String] = { _ in [] }
  )
    -> [String]
  {
    var problems: [String] = []
    let features = features(in: targets)
    var implementations: [String: String] = [:]  // FImpl → F
    for (name, feature) in features.sorted(by: { $0.key < $1.key }) {
      for (folder, expected) in expectedTargets(of: name).sorted(by: { $0.key < $1.key }) {
        guard let target = feature.targets[folder] else {
          problems.append(
            "feature \(name) has no \(folder) target (Modules/Features/\(name)/\(folder), named \(expected))")
          continue
        }
        if target.name != expected {
          problems.append(
            "\(target.path) is the target \(target.name); a feature's \(folder) target is named \(expected)")
        }
      }
      for folder in feature.targets.keys.sorted() where expectedTargets(of: name)[folder] == nil {
        problems.append(
          "Modules/Features/\(name)/\(folder) is no part of a feature (Interface, Implementation, TestSupport, Tests)")
      }
      implementations[name + "Impl"] = name
    }
    let appTargets = Set(targets.filter { $0.path.hasPrefix("App/") }.map(\.name))
    let featureTargets = Set(features.values.flatMap { $0.targets.values.map(\.name) })

    for target in targets {
      let declared = target.dependencies.map { ($0, "depends on") }
      let imported = imports(target).filter { !target.dependencies.contains($0) }.map { ($0, "imports") }
      for (module, verb) in declared + imported {
        if let owner = implementations[module] {
          let ownTests = target.name == owner + "Tests"
          let app = target.path.hasPrefix("App/")
          let appTests = target.isTest && !target.path.hasPrefix("Modules/")
          if !(ownTests || app || appTests) {
            problems.append(
              "\(target.name) \(verb) \(module), \(owner)'s implementation: only the app's composition root (App/)"
                + " and \(owner)Tests may; depend on \(owner), its interface")
          }
        }
        let below = target.path.hasPrefix("Modules/") && !target.path.hasPrefix("Modules/Features/")
        if below, featureTargets.contains(module) {
          problems.append("\(target.name) \(verb) the feature module \(module): arrows only point down")
        }
        if featureTargets.contains(target.name), appTargets.contains(module) {
          problems.append("\(target.name) \(verb) the app module \(module): arrows only point down")
        }
      }
    }
    return problems
  }
}
