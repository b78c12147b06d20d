import Testing

@testable import RIBScaffolding

struct PackageManifestTests {
  @Test func readsEveryNameTheRealManifestTakes() throws {
    let manifest = PackageManifest(text: try Repository.manifest())
    #expect(manifest.featureNames.prefix(5) == ["Detail", "Master", "AddPaymentMethod", "Topup", "FinanceHome"])
    for name in [
      "NavigatableRIBs", "RIBs", "HeadlessUIKit", "ScreenKit", "Detail", "DetailImpl", "MasterTestSupport",
      "TopupTests", "Root", "navigatable-ribs", "AppTests", "OpenCombine", "ArgumentParser", "PropertyBased",
      "RIBScaffolding", "GenerateRIB", "ScaffoldingTests", "FinanceRepository", "GeneratedPush", "GeneratedFlowImpl",
      "GeneratedTabTests",
    ] {
      #expect(manifest.takenNames.contains(name), "\(name)")
    }
    // The checked-in fixtures take their names but are not features a RIB can be generated under.
    #expect(!manifest.featureNames.contains { $0.hasPrefix("Generated") })
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

  @Test func addsAFeatureAtTheEndOfTheList() throws {
    let original = try Repository.manifest()
    let edited = try PackageManifest(text: original).addingFeature(
      try FeatureName(validating: "Profile"), summary: "a \"quoted\" screen")
    #expect(
      edited.contains(
        """
          Feature(
            "Profile", "a \\"quoted\\" screen",
            interface: [],
            implementation: [],
            tests: []),
          // generate-rib: features
        """))
    #expect(PackageManifest(text: edited).featureNames.last == "Profile")
  }

  @Test func addsAChildToItsParentsImplementationAndTests() throws {
    // A manifest of its own: the real one's entries change whenever a team adds a child to a feature.
    let original = """
      let features: [Feature] = [
        Feature(
          "Detail", "a screen",
          interface: [],
          implementation: [],
          tests: []),
        Feature(
          "Master", "a list",
          interface: ["Detail"],
          implementation: ["Detail"],
          tests: ["DetailTestSupport"]),
        // generate-rib: features
      ]
      """
    let edited = try PackageManifest(text: original).addingDependency(
      of: "Master", on: "Profile", tests: "ProfileTestSupport")
    #expect(
      edited.contains(
        "    implementation: [\"Detail\", \"Profile\"],\n    tests: [\"DetailTestSupport\", \"ProfileTestSupport\"]),"))
    let empty = try PackageManifest(text: original).addingDependency(of: "Detail", on: "A", tests: "ATestSupport")
    #expect(empty.contains("    implementation: [\"A\"],\n    tests: [\"ATestSupport\"]),"))
  }

  @Test func aListTooLongForOneLineIsWrappedAsSwiftFormatWrapsItAndAWrappedListTakesMore() throws {
    let long = (1...6).map { "\"FinanceRepositoryModule\($0)\"" }
    let original = """
      let features: [Feature] = [
        Feature(
          "Home", "a screen",
          interface: [],
          implementation: [\(long.prefix(4).joined(separator: ", "))],
          tests: []),
        // generate-rib: features
      ]
      """
    let once = try PackageManifest(text: original).addingDependency(
      of: "Home", on: "ProbeChildWithALongName", tests: "ProbeChildTestSupport")
    let lines = once.components(separatedBy: "\n")
    #expect(lines.allSatisfy { $0.count <= PackageManifest.lineLength }, "\(once)")
    #expect(
      once.contains(
        """
            implementation: [
              "FinanceRepositoryModule1", "FinanceRepositoryModule2", "FinanceRepositoryModule3", "FinanceRepositoryModule4",
              "ProbeChildWithALongName",
            ],
            tests: ["ProbeChildTestSupport"]),
        """), "\(once)")
    let twice = try PackageManifest(text: once).addingDependency(of: "Home", on: "Second", tests: "SecondTestSupport")
    #expect(
      twice.contains(
        """
              "ProbeChildWithALongName", "Second",
            ],
            tests: ["ProbeChildTestSupport", "SecondTestSupport"]),
        """), "\(twice)")
  }

  @Test func refusesAManifestWithoutTheHouseLayout() throws {
    let name = try FeatureName(validating: "Profile")
    #expect(throws: ScaffoldingError.self) {
      try PackageManifest(text: "let features = []").addingFeature(name, summary: "")
    }
    let noLists = "let features = [\n  Feature(\n    \"Master\", \"m\"),\n  // generate-rib: features\n]"
    #expect(throws: ScaffoldingError.self) {
      try PackageManifest(text: noLists).addingDependency(of: "Master", on: "A", tests: "ATestSupport")
    }
    #expect(throws: ScaffoldingError.self) {
      try PackageManifest(text: noLists).addingDependency(of: "Nobody", on: "A", tests: "ATestSupport")
    }
  }
}
