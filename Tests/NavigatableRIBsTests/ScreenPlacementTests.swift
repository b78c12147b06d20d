import Testing

@testable import NavigatableRIBs

/// ScreenPlacement found walking down from the window's root, one container or presentation at a time (what
/// the explorer's fingerprint does), against `of(_:)`, which walks up from each view controller.
@MainActor
@Suite("ScreenPlacement: walking down finds what walking up finds", .serialized)
struct ScreenPlacementTests {
  /// Checks every view controller under the window's root: placed walking down, as `of(_:)` places it.
  private static func expectWalkDownAgrees(in scene: Scene, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let root = scene.window.rootViewController else {
      Issue.record("no root view controller", sourceLocation: sourceLocation)
      return
    }
    for (viewController, placement) in ScreenPlacement.walkingDown(from: root) {
      #expect(
        placement == ScreenPlacement.of(viewController), "\(viewController.title ?? "?")",
        sourceLocation: sourceLocation)
    }
  }

  @Test("tabs, a stack of three, a sheet with its own stack, a full-screen presentation over it")
  func tabsStacksAndPresentations() {
    Scene.run { scene in
      let pushed = scene.pushChain(["One", "Two", "Three"])
      scene.run()
      Self.expectWalkDownAgrees(in: scene)
      let sheet = scene.make("Sheet")
      #expect(
        pushed[2].presentChildInNavigationController(
          sheet, from: pushed[2].viewController, modalPresentationStyle: .pageSheet) != nil)
      scene.run()
      _ = scene.pushChain(["InSheet"], from: sheet)
      scene.run()
      let cover = scene.make("Cover")
      #expect(sheet.presentChild(cover, from: sheet.viewController, modalPresentationStyle: .fullScreen))
      scene.run()
      Self.expectWalkDownAgrees(in: scene)
      #expect(ScreenPlacement.of(cover.viewController).description.hasSuffix("full screen"))
    }
  }

  @Test("a swipe back in flight: the screen leaving its stack is placed as leaving it")
  func swipeInFlight() {
    Scene.run { scene in
      let pushed = scene.pushChain(["One", "Two"])
      scene.run()
      #expect(scene.homeNavigation.userBeginSwipeBack())
      scene.run()
      Self.expectWalkDownAgrees(in: scene)
      #expect(ScreenPlacement.of(pushed[1].viewController).description.contains("leaving stack"))
      scene.homeNavigation.userCancelSwipeBack()
      scene.run()
    }
  }

  @Test("a view controller with a parent or a presenter is no top")
  func notATop() {
    Scene.run { scene in
      scene.run()
      #expect(ScreenPlacement.placement(ofTop: scene.homeNavigation) == nil)
      #expect(ScreenPlacement.placement(ofTop: scene.tabs) == ScreenPlacement.of(scene.tabs))
    }
  }
}
