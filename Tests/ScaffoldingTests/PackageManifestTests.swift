import Testing

@testable import RIBScaffolding

struct PackageManifestTests {
  @Test func readsEveryNameTheRealManifestDeclares() throws {
    let names = try PackageManifest(text: Repository.manifest()).declaredNames
    for name in [
      "NavigatableRIBs", "RIBs", "HeadlessUIKit", "ScreenKit", "Detail", "Master", "Topup", "FinanceHome", "Root",
      "navigatable-ribs", "FeaturesTests", "OpenCombine", "ArgumentParser", "PropertyBased", "RIBScaffolding",
      "GenerateRIB", "ScaffoldingTests",
    ] {
      #expect(names.contains(name), "\(name)")
    }
  }

  @Test func ignoresNamesInCommentsAndStrings() {
    let manifest = PackageManifest(
      text: """
        // .target(name: "Ghost")
        /* .target(name: "Block") */
        let package = Package(
          name: "Real", targets: [.target(name: "Kept", path: "x/name: \\"Hidden\\"")])
        """)
    #expect(manifest.declaredNames == ["Real", "Kept"])
  }

  @Test func addsTheTargetAtTheEndOfFeaturesAndTheTestTargetAtTheEnd() throws {
    let original = try Repository.manifest()
    let changes = PackageChanges(name: try FeatureName(validating: "Profile"), kind: .view)
    let edited = try PackageManifest(text: original).applying(changes)
    let lines = edited.components(separatedBy: "\n")

    let target = try #require(lines.firstIndex(of: changes.targetLines[0]))
    let features = try #require(lines.firstIndex { $0.contains("// MARK: - Features") })
    let nextSection = try #require(lines[(features + 1)...].firstIndex { $0.contains("// MARK: -") })
    #expect(features < target && target < nextSection)
    #expect(Array(lines[target..<target + changes.targetLines.count]) == changes.targetLines)
    #expect(lines[target - 1].isEmpty && lines[target + changes.targetLines.count].isEmpty)
    #expect(lines[target - 2].hasSuffix("),"))  // the previous feature's last line

    let testTarget = try #require(lines.firstIndex(of: changes.testTargetLines[0]))
    let tests = try #require(lines.firstIndex { $0.contains("// MARK: - Tests") })
    #expect(tests < testTarget)
    #expect(lines[testTarget + changes.testTargetLines.count] == "  ]")

    // Nothing else changed: removing the new lines gives the original back.
    var restored = lines
    restored.removeSubrange(testTarget..<testTarget + changes.testTargetLines.count)
    restored.removeSubrange(target - 1..<target + changes.targetLines.count)
    #expect(restored.joined(separator: "\n") == original)
  }

  @Test func theLinesUseTheManifestsStrictSettingsOrSpellThemOut() throws {
    let name = try FeatureName(validating: "Profile")
    #expect(try PackageManifest(text: Repository.manifest()).definesStrictSettings)
    #expect(PackageChanges(name: name, kind: .view).targetLines.joined().contains("swiftSettings: strict)"))
    let spelled = PackageChanges(name: name, kind: .viewless, strictSettings: false)
    #expect(spelled.targetLines.joined().contains("[.treatAllWarnings(as: .error)]"))
    #expect(spelled.targetLines.joined().contains(#"dependencies: ["NavigatableRIBs"]"#))
    #expect(spelled.testTargetLines.joined().contains(#"dependencies: ["Profile", "NavigatableRIBs"]"#))
  }

  @Test func addsAMissingCommaAfterTheLastTarget() throws {
    let text = """
      let package = Package(
        name: "P",
        products: [.library(name: "A", targets: ["A"])],
        targets: [
          // MARK: - Features
          .target(name: "A")

          // MARK: - Tests
          .testTarget(name: "ATests")
        ]
      )
      """
    let changes = PackageChanges(name: try FeatureName(validating: "Profile"), kind: .view)
    let edited = try PackageManifest(text: text).applying(changes)
    #expect(edited.contains(#"    .testTarget(name: "ATests"),"# + "\n" + changes.testTargetLines.joined(separator: "\n")))
    #expect(edited.contains(#".target(name: "A")"# + "\n\n" + changes.targetLines.joined(separator: "\n")))
  }

  @Test func refusesAManifestWithoutTheHouseLayout() throws {
    let changes = PackageChanges(name: try FeatureName(validating: "Profile"), kind: .view)
    let noFeatures = #"let package = Package(name: "P", targets: ["# + "\n" + #"  .target(name: "A"),"# + "\n])"
    #expect(throws: ScaffoldingError.self) { try PackageManifest(text: noFeatures).applying(changes) }
    let noTargets = #"let package = Package(name: "P")"#
    #expect(throws: ScaffoldingError.self) { try PackageManifest(text: noTargets).applying(changes) }
  }
}
