import Testing

@testable import NavigatableRIBs

/// The checkers (the explorer and the model-based tests) fail a step on every RIBs diagnostic except the
/// sync's own refusals, each of which must come with its `.refused` decision.
@Suite("The checkers' misuse check: a report the sync's refusals do not explain fails the step")
@MainActor
struct MisuseCheckTests {
  @Test("a refusal's own report passes; a navigation report with no refusal, and any other report, fail")
  func onlyRefusalsExplainReports() {
    Scene.run { scene in
      let world = World(scene: scene, maximumScreens: 6)
      // The sync refuses to show a RIB from a parent that is not attached: a report and a decision.
      let detachedParent = scene.make("Detached")
      let child = scene.make("Orphan")
      #expect(!detachedParent.pushChild(child, on: scene.homeNavigation, animated: false))
      scene.run()
      world.checkNoMisuse(during: "a refused push")
      #expect(world.violations.isEmpty, "\(world.violations)")
      #expect(world.refused == ["Orphan"])

      // The same kind of report with no refusal behind it.
      RIBsDiagnostics.report(.navigation, "Detail was detached but its screen stays on screen.")
      world.checkNoMisuse(during: "a report alone")
      #expect(world.violations.count == 1)

      // Another kind.
      scene.home.detachChild(child)
      world.checkNoMisuse(during: "a detach of a stranger")
      #expect(world.violations.count == 2)
      #expect(world.violations.allSatisfy { $0.hasPrefix("RIBs misuse: ") })
    }
  }
}
