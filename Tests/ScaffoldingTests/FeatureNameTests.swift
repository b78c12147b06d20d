import Testing

@testable import RIBScaffolding

struct FeatureNameTests {
  @Test(arguments: ["Profile", "URLPicker", "A", "Profile2", "Top_Up", "ABC"])
  func acceptsUpperCamelCaseIdentifiers(_ raw: String) throws {
    #expect(try FeatureName(validating: raw).name == raw)
  }

  @Test func derivesTheNamesTheTemplatesUse() throws {
    let cases = [
      ("Profile", "profile"), ("URLPicker", "urlPicker"), ("ABC", "abc"), ("AB1", "ab1"), ("A", "a"),
      ("Profile2", "profile2"), ("IOS_Flow", "ios_Flow"),
    ]
    for (raw, lower) in cases {
      #expect(try FeatureName(validating: raw).lowerCamel == lower, "\(raw)")
    }
    let settings = try FeatureName(validating: "Settings")
    #expect(settings.possessive == "Settings'")
    #expect(settings.testTargetName == "SettingsTests")
    #expect(try FeatureName(validating: "Profile").possessive == "Profile's")
  }

  @Test(arguments: ["9Lives", "Pro-file", "Pro file", "Café", "Profile!", "Pro.file", ""])
  func refusesWhatIsNoSwiftIdentifier(_ raw: String) {
    let error = refusal(raw)
    #expect(error != nil)
    #expect(error?.message.contains(raw.isEmpty ? "needs a name" : "not a valid Swift identifier") == true)
  }

  @Test(arguments: ["profile", "_Profile", "uRLPicker"])
  func refusesNamesNotStartingWithACapital(_ raw: String) {
    #expect(refusal(raw)?.message.contains("must start with an uppercase letter") == true)
  }

  @Test(arguments: [
    "RIBs", "NavigatableRIBs", "HeadlessUIKit", "ScreenKit", "Foundation", "Swift", "Combine", "OpenCombine",
    "Testing", "Ribs", "Screenkit", "XCTest", "UIKit",
  ])
  func refusesModuleNames(_ raw: String) {
    #expect(refusal(raw)?.message.contains("clashes with the module") == true)
  }

  @Test(arguments: ["Router", "Interactor", "UIViewController", "ViewControllable"])
  func refusesTypesTheGeneratedCodeUses(_ raw: String) {
    #expect(refusal(raw)?.message.contains("clashes with the type") == true)
  }

  @Test(arguments: ["Self", "Any", "Type", "Protocol"])
  func refusesReservedWords(_ raw: String) {
    #expect(refusal(raw)?.message.contains("reserved by Swift") == true)
  }

  @Test func everyRefusalIsOneLineAndQuotesTheName() {
    for raw in ["9Lives", "profile", "RIBs", "Router", "Self", "Pro\nfile", "Pro\rfile"] {
      let message = refusal(raw)?.message ?? ""
      #expect(!message.isEmpty, "\(raw)")
      #expect(!message.contains("\n") && !message.contains("\r"), "\(raw)")
    }
    #expect(refusal("RIBs")?.message.contains("'RIBs'") == true)
    #expect(refusal("Pro\nfile")?.message.contains(#"'Pro\nfile'"#) == true)
  }

  private func refusal(_ raw: String) -> ScaffoldingError? {
    do {
      _ = try FeatureName(validating: raw)
      return nil
    } catch {
      return error
    }
  }
}
