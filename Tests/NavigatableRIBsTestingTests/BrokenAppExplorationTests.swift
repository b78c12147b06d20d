import NavigatableRIBs
import NavigatableRIBsTesting
import Testing

/// Shelf's screen, in a navigation stack, with one button: Open, which attaches Item with `attachChild`
/// and pushes its screen by hand (the bug `pushChild` prevents: a back tap pops Item's screen and nothing
/// detaches Item). Item's screen has a Close button whose code pops it by hand (the bug `detachChild`
/// prevents), then detaches a RIB Shelf never attached (a misuse RIBs reports as a warning).
@MainActor
final class ShelfRouter: ViewableRouter<Interactor, MockViewController> {
  /// Attaches Item and pushes its screen in two calls.
  func open() {
    let item = ItemRouter(interactor: Interactor(), viewController: MockViewController())
    item.viewController.title = "Item"
    item.viewController.buttons = [
      (
        "Close",
        { [weak self, weak item] in
          _ = item?.viewController.navigationController?.popViewController(animated: true)
          self?.detachChild(ItemRouter(interactor: Interactor(), viewController: MockViewController()))
        }
      )
    ]
    attachChild(item)
    viewController.navigationController?.pushViewController(item.viewController, animated: true)
  }
}

/// The RIB Shelf strands.
@MainActor
final class ItemRouter: ViewableRouter<Interactor, MockViewController> {}

/// A deliberately broken exploration test: the call fails at the test's own line, each issue with the
/// sequence, why and the fix; and the explorer says why an app it cannot get past the start reached one
/// state.
@MainActor
@Suite(.serialized, .restoresExplorationGlobals)
struct BrokenAppExplorationTests {
  /// Shelf launched in a window, the sync on.
  static func shelfApp() -> any ExplorableApp {
    let shelf = ShelfRouter(interactor: Interactor(), viewController: MockViewController())
    shelf.viewController.title = "Shelf"
    shelf.viewController.buttons = [("Open", { [weak shelf] in shelf?.open() })]
    let (window, _) = showInWindow(shelf.viewController)
    shelf.interactable.activate()
    shelf.load()
    HeadlessRunLoop.main.runUntilIdle()
    return LaunchedApp(window: window, rootRouter: shelf)
  }

  @Test func aStrandedRIBFailsAtTheTestsLineWithTheWhyAndTheFix() {
    let line = #line + 2
    withKnownIssue("Shelf strands Item on purpose") {
      Exploration(depth: 2).expectGuaranteesKept { Self.shelfApp() }
    } matching: { issue in
      issue.sourceLocation?.line == line && issue.sourceLocation?.fileID == #fileID
    }
    // The same run, its issues read: the shortest first, each with the why and the fix.
    let report = Exploration(depth: 2).run { Self.shelfApp() }
    let issues = report.failures.map(\.explained)
    let back = issues.first { $0.hasPrefix("tap \"Open\", back →") }
    #expect(
      back?.contains("why: Item was attached to Shelf at step 1 (tap \"Open\") with `attachChild`") == true, "\(issues)"
    )
    #expect(back?.contains("step 2 (back) took its screen out of its navigation stack") == true, "\(issues)")
    #expect(back?.contains("the sync heard no signal about Item") == true, "\(issues)")
    #expect(back?.contains("fix: show Item with `pushChild(_:on:)`") == true, "\(issues)")
    let close = issues.first { $0.hasPrefix("tap \"Open\", tap \"Close\" →") }
    #expect(close?.contains("fix: detach Item with `detachChild(_:)` instead of popping") == true, "\(issues)")
    // The warning Close raises belongs to its sequence, and to no other.
    let closing = report.failures.first { $0.actions.count == 2 && $0.actions[1].description == "tap \"Close\"" }
    #expect(closing?.warnings.count == 1, "\(report.failures.map(\.warnings))")
    #expect(closing?.warnings.first?.hasPrefix("RIBs: ") == true, "\(report.failures.map(\.warnings))")
    #expect(close?.contains("  warning: RIBs: ") == true, "\(issues)")
    let others = report.failures.filter { $0.actions.last?.description != "tap \"Close\"" }
    #expect(others.allSatisfy { $0.warnings.isEmpty }, "\(others.map(\.warnings))")
    #expect(report.failures.map(\.actions.count) == report.failures.map(\.actions.count).sorted())
  }

  @Test func anAppWithNothingToDoFailsAndSaysWhy() {
    let line = #line + 2
    withKnownIssue("a bare screen offers no action") {
      Exploration(depth: 2).expectGuaranteesKept {
        let root = ItemRouter(interactor: Interactor(), viewController: MockViewController())
        let (window, _) = showInWindow(root.viewController)
        root.interactable.activate()
        root.load()
        return LaunchedApp(window: window, rootRouter: root)
      }
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.comments.contains { $0.rawValue.contains("nothing to do on the start screen") }
    }
  }
}
