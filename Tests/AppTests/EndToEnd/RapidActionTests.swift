import Detail
import NavigatableRIBs
import ScreenKit
import Testing

@testable import Root

/// Actions that arrive before the previous transition finished (no run-loop turn in between).
@MainActor
@Suite(.serialized)
struct RapidActionTests {
  @Test(arguments: UIKitBehaviorProfile.all)
  func threePushesInOneTurnThenTabReTap(profile: UIKitBehaviorProfile) {
    AppDriver.run(profile: profile) { driver in
      var gone = WeakSet()
      driver.screen.items.first { $0.label == "Successive" }?.action()
      for _ in 0..<3 {
        // Tap "Push next" on the newest Detail before anything settles.
        (driver.topNavigation.topViewController as? any ScreenDescribing)?.screenDescription.items
          .first { $0.label == "Push next" }?.action()
      }
      driver.settle()
      #expect(driver.stackTitles == ["Examples", "Detail 1", "Detail 2", "Detail 3", "Detail 4"])
      driver.trackVisible("Detail 4", in: &gone)
      #expect(driver.tapTab(0))
      #expect(driver.tree("Master") == "Master")
      #expect(gone.alive.isEmpty, "alive: \(gone.alive)")
    }
  }

  @Test func closeAnEarlierDetailByBusinessLogicWhileASwipeIsInFlight() {
    AppDriver.run { driver in
      driver.tap("Successive")
      driver.tap("Push next")
      driver.tap("Push next")
      let navigation = driver.topNavigation
      #expect(navigation.userBeginSwipeBack())
      driver.settle()
      // Business logic detaches Detail 2 (and so Detail 3) while the user's finger is down.
      (driver.router(of: navigation.viewControllers[1])?.interactable as? any DetailListener)?.detailDidRequestClose()
      (driver.router(of: navigation.viewControllers[0])?.interactable as? any DetailListener)?.detailDidRequestClose()
      _ = navigation.userFinishSwipeBack()  // may be refused: the stack changed under the finger
      driver.settle()
      #expect(driver.stackTitles == ["Examples"])
      #expect(driver.tree("Master") == "Master")
    }
  }
}
