import FeaturePreviews
import Foundation
import NavigatableRIBsTesting
import RIBScaffolding
import ScreenKit
import Testing

@testable import AppShell

/// Every feature runs alone: each feature Package.swift declares (hand-written or generated) has exactly one
/// preview in `FeaturePreviews.all`, and `--feature NAME` starts the shell on it, the feature shown above the
/// preview's host.
@MainActor
@Suite("Every feature runs alone (--feature NAME)", .serialized)
struct FeaturePreviewsTests {
  /// The features of the package's manifest, in its order: the `Feature("Name", ...)` entries of `features`.
  nonisolated static let declared: [String] = {
    let manifest = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Package.swift")
    let text = (try? String(contentsOf: manifest, encoding: .utf8)) ?? ""
    // The features are the feature list's entries, as generate-rib reads them (the fixtures after it are none).
    return PackageManifest(text: text).featureNames
  }()

  @Test("every feature Package.swift declares has one preview, and every preview is a declared feature")
  func everyDeclaredFeatureHasOnePreview() {
    #expect(Self.declared.count >= 5, "\(Self.declared)")
    let previews = FeaturePreviews.all.map(\.name)
    #expect(previews.sorted() == Self.declared.sorted())
    #expect(Set(previews).count == previews.count)
  }

  @Test("--feature NAME starts the shell on the feature alone", arguments: declared)
  func theShellStartsOnTheFeatureAlone(_ name: String) throws {
    let shell = RealAppShell.make(feature: name)
    defer { RealAppShell.restoreGlobals() }
    let explorer = try #require(shell.app as? AppExplorer)
    #expect(explorer.launchProblem == nil, "\(explorer.launchProblem ?? "")")
    #expect(explorer.setup.featureName == name)
    #expect(shell.run(["tree"]) == 0)
    let tree = shell.lines.map { $0.replacing(/#[0-9]+/, with: "") }
    #expect(tree.first?.hasPrefix("PreviewHost — window › stack 1/") == true, "\(tree)")
    #expect(tree.dropFirst().first?.hasPrefix("└── \(name) — ") == true, "\(tree)")
  }

  @Test(
    "every child stand-in of a preview closes the way the real child does: back, dismiss, or its Close",
    arguments: declared)
  func everyStandInCloses(_ name: String) throws {
    let rows = try {
      let shell = RealAppShell.make(feature: name)
      defer { RealAppShell.restoreGlobals() }
      let explorer = try #require(shell.app as? AppExplorer)
      let screen = VisibleScreen.find(in: explorer.app.window) as? any ScreenDescribing
      return screen?.screenDescription.items.count ?? 0
    }()
    var closed: [String] = []
    for row in 1...max(rows, 1) where rows > 0 {
      let shell = RealAppShell.make(feature: name)
      defer { RealAppShell.restoreGlobals() }
      func tree() -> [String] {
        let start = shell.lines.count
        _ = shell.run(["tree"])
        return shell.lines[start...].map { $0.replacing(/#[0-9]+/, with: "") }
      }
      _ = shell.run(["tap \(row)"])
      guard let standIn = tree().first(where: { $0.contains("── Fake") }) else { continue }
      // A flow's stand-in is viewless and presents a sheet, swiped down as the flow's own; a sheet's stand-in
      // is swiped down; a pushed screen's goes back.
      let close =
        standIn.contains("viewless") || standIn.contains("› sheet")
        ? "dismiss" : standIn.contains("› full screen") ? "tap Close" : "back"
      #expect(shell.run([close]) == 0, "\(name), row \(row): \(close) failed: \(shell.lines.suffix(3))")
      let after = tree()
      #expect(!after.contains { $0.contains("── Fake") }, "\(name), row \(row), after \(close): \(after)")
      closed.append(close)
    }
    let expected: [String: Set<String>] = [
      "Master": ["back", "dismiss", "tap Close"], "FinanceHome": ["dismiss"],
    ]
    #expect(Set(closed).isSuperset(of: expected[name] ?? []), "\(name): \(closed)")
  }

  @Test(
    "a stand-in says it is one and how to leave it: 'back' when pushed, 'dismiss' when presented; tap names the way out"
  )
  func aStandInSaysHowToLeaveIt() {
    let shell = RealAppShell.make(feature: "Master")
    defer { RealAppShell.restoreGlobals() }
    for (row, wayOut) in [("successive", "'back' or 'swipe'"), ("sheet", "'dismiss'")] {
      let start = shell.lines.count
      _ = shell.run(["tap \(row)", "tap done"])
      #expect(
        Array(shell.lines[start...]) == [
          "Detail 1",
          "  (a stand-in from the feature's test support)",
          "  (leave it with \(wayOut))",
          "error: Detail 1 has nothing to tap (leave it with \(wayOut))",
        ], "\(row)")
      _ = shell.run([row == "sheet" ? "dismiss" : "back"])
    }
  }

  @Test("a flow's stand-in screen is 'stand-in:' in tree and stack, not a screen left behind ('no RIB:')")
  func aFlowStandInIsMarkedInTheTree() {
    let shell = RealAppShell.make(feature: "FinanceHome")
    defer { RealAppShell.restoreGlobals() }
    _ = shell.run(["tap top up"])
    #expect(
      shell.lines == [
        "Topup", "  A stand-in from the feature's test support.", "  (leave it with 'dismiss')", "  [1] Close",
      ])
    let start = shell.lines.count
    _ = shell.run(["tree", "stack", "tree --format mermaid", "tree --json", "leaks"])
    let printed = shell.lines[start...].map { $0.replacing(/#[0-9]+/, with: "#N") }
    #expect(printed.contains("    └── stand-in: screen \"Topup\" #N — window › sheet › stack 1/1"), "\(printed)")
    #expect(printed.contains("  1. Topup — stand-in #N (top)"), "\(printed)")
    #expect(printed.contains { $0.contains("[\"stand-in: Topup #N<br/>") }, "\(printed)")
    #expect(printed.contains { $0.contains("\"name\":\"stand-in\"") && $0.contains("\"standIn\":true") })
    #expect(!printed.contains { $0.contains("no RIB") }, "\(printed)")
    #expect(printed.contains("leaked objects: 0"), "\(printed)")
  }

  @Test("every stand-in screen a preview shows says it is one and how to leave it", arguments: declared)
  func everyStandInSaysHowToLeaveIt(_ name: String) throws {
    let rows = try {
      let shell = RealAppShell.make(feature: name)
      defer { RealAppShell.restoreGlobals() }
      let explorer = try #require(shell.app as? AppExplorer)
      let screen = VisibleScreen.find(in: explorer.app.window) as? any ScreenDescribing
      return screen?.screenDescription.items.count ?? 0
    }()
    for row in 1...max(rows, 1) where rows > 0 {
      let shell = RealAppShell.make(feature: name)
      defer { RealAppShell.restoreGlobals() }
      let explorer = try #require(shell.app as? AppExplorer)
      _ = shell.run(["tap \(row)"])
      guard let screen = VisibleScreen.find(in: explorer.app.window), screen is any StandInScreen else { continue }
      let shown = ScreenRenderer.lines(for: screen)
      #expect(shown.contains { $0.lowercased().contains("a stand-in from the feature's test support") }, "\(shown)")
      #expect(
        shown.contains("  (leave it with 'back' or 'swipe')") || shown.contains("  (leave it with 'dismiss')")
          || shown.contains("  (leave it with 'tap Close')"),
        "\(name), row \(row): \(shown)")
      #expect(!shown.contains("  (this screen does not describe itself)"), "\(name), row \(row): \(shown)")
    }
  }

  @Test("under --feature, open says in one line that deep links need the full app", arguments: declared)
  func openNeedsTheFullApp(_ name: String) {
    let shell = RealAppShell.make(feature: name)
    defer { RealAppShell.restoreGlobals() }
    #expect(shell.run(["open ribs://x"]) == 1)
    #expect(
      shell.lines == [
        "error: deep links need the full app: --feature \(name) shows \(name) alone (run without --feature)"
      ])
  }

  @Test("--feature with a name no feature has is refused, listing the features")
  func anUnknownFeatureIsRefused() throws {
    let shell = RealAppShell.make(feature: "Nothing")
    defer { RealAppShell.restoreGlobals() }
    let explorer = try #require(shell.app as? AppExplorer)
    let names = FeaturePreviews.all.map(\.name).joined(separator: ", ")
    #expect(explorer.launchProblem == "unknown feature 'Nothing' (features: \(names))")
  }
}
