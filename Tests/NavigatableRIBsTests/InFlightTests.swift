import Testing

@testable import NavigatableRIBs

/// A cancelled swipe or a sheet that snaps back detaches nothing, under both behaviour profiles, and
/// nothing is detached while an interactive transition is in flight.
@MainActor
@Suite("Cancelled and in-flight transitions", .serialized)
struct InFlightTests {
  @Test("a cancelled swipe-back detaches nothing", arguments: [UIKitBehaviorProfile.iOS17, .iOS18])
  func cancelledSwipe(profile: UIKitBehaviorProfile) {
    Scene.run(profile: profile) { scene in
      let chain = scene.pushChain(["A", "B"])
      #expect(scene.homeNavigation.userBeginSwipeBack())
      scene.run()
      #expect(
        scene.homeNavigation.topViewController === chain[0].viewController, "in flight: the stack shows the destination"
      )
      #expect(chain[1].viewController.parent === scene.homeNavigation)
      #expect(
        NavigationSync.shared.placement(of: chain[1]).description
          == "window › tab 1 \"Home\" › leaving stack of 2 (swipe in flight)")
      #expect(scene.probe.detachOrder.isEmpty)
      #expect(scene.homeNavigation.userCancelSwipeBack())
      scene.run()
      #expect(scene.homeStack == ["Home", "A", "B"])
      #expect(scene.childNames(of: chain[0]) == ["B"])
      #expect(chain[1].interactor.isActive)
      #expect(scene.probe.detachOrder.isEmpty)
      #expect(NavigationSync.shared.trackedScreenCount == 2)
      // The screen that stayed is still tracked: a later swipe that completes frees it.
      #expect(scene.homeNavigation.userBeginSwipeBack())
      #expect(scene.homeNavigation.userFinishSwipeBack())
      scene.run()
      #expect(scene.probe.detachOrder == ["B"])
    }
  }

  @Test("a sheet that snaps back detaches nothing; a finished swipe-down detaches its RIB")
  func sheetSnapBack() {
    Scene.run { scene in
      weak var sheetRIB: ScreenRouter?
      do {
        let sheet = scene.make("Sheet")
        sheetRIB = sheet
        #expect(scene.home.presentChild(sheet, from: scene.home.viewController))
        scene.run()
        #expect(
          NavigationSync.shared.placement(of: sheet).description == "window › sheet",
          "presented over the tab bar, its presentation context")
        #expect(sheet.viewController.userBeginSwipeDownSheet())
        scene.run()
        #expect(scene.probe.detachOrder.isEmpty)
        #expect(sheet.viewController.userCancelSwipeDownSheet())
        scene.run()
        #expect(scene.probe.detachOrder.isEmpty)
        #expect(scene.home.viewController.presentedViewController === sheet.viewController)
        #expect(sheet.interactor.isActive)
        #expect(sheet.viewController.userSwipeDownSheet())
      }
      scene.run()
      #expect(scene.probe.detachOrder == ["Sheet"])
      #expect(sheetRIB == nil)
      #expect(scene.home.viewController.presentedViewController == nil)
    }
  }

  @Test("a sheet that refuses to be dismissed (isModalInPresentation) keeps its RIB")
  func modalInPresentation() {
    Scene.run { scene in
      let sheet = scene.make("Sheet")
      #expect(scene.home.presentChild(sheet, from: scene.home.viewController))
      scene.run()
      sheet.viewController.isModalInPresentation = true
      #expect(!sheet.viewController.userSwipeDownSheet())
      scene.run()
      #expect(scene.probe.detachOrder.isEmpty)
      #expect(scene.childNames(of: scene.home) == ["Sheet"])
    }
  }
}
