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

/// Keeper's screen, in a navigation stack, with two buttons that push a RIB's screen with `pushChild`:
/// Keep, whose screen Keeper also keeps in a list (so a back tap leaves it alive outside every container,
/// which nothing in the RIB tree or the window shows), and Plain, which keeps nothing.
@MainActor
final class KeeperRouter: ViewableRouter<Interactor, MockViewController> {
  private var kept: [UIViewController] = []

  func push(keeping: Bool) {
    let item = ItemRouter(interactor: Interactor(), viewController: MockViewController())
    item.viewController.title = keeping ? "Kept" : "Plain"
    if keeping { kept.append(item.viewController) }
    pushChild(item)
  }
}

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
    return launched(shelf)
  }

  /// `root`'s screen in a navigation controller in a window, the sync on, `root` activated and loaded, the run
  /// loop idle.
  static func launched(_ root: ViewableRouter<Interactor, MockViewController>) -> any ExplorableApp {
    NavigationSync.shared.isEnabled = true
    let (window, _) = showInWindow(root.viewController)
    root.interactable.activate()
    root.load()
    HeadlessRunLoop.main.runUntilIdle()
    return LaunchedApp(window: window, rootRouter: root)
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

  /// Keeper launched in a window, the sync on.
  static func keeperApp() -> any ExplorableApp {
    let keeper = KeeperRouter(interactor: Interactor(), viewController: MockViewController())
    keeper.viewController.title = "Keeper"
    keeper.viewController.buttons = [
      ("Keep", { [weak keeper] in keeper?.push(keeping: true) }),
      ("Plain", { [weak keeper] in keeper?.push(keeping: false) }),
    ]
    return launched(keeper)
  }

  @Test func whatAStepTakenToBringTheAppBackBrokeIsNotBlamedOnTheNextSequence() {
    // To depth 1 the app that tapped Keep is brought back with the back button, which leaves Kept's screen
    // alive; the check after "tap Plain" on that app sees it, and a fresh app that taps Plain decides.
    let shallow = Exploration(depth: 1).run { Self.keeperApp() }
    #expect(shallow.sequences == 2)
    #expect(shallow.failures.isEmpty, "\(shallow.failures.map(\.description))")
    // The back tap is a sequence of its own one level down, and breaks "nothing leaked" there.
    let deeper = Exploration(depth: 2).run { Self.keeperApp() }
    let failing = deeper.failures.map { $0.actions.map(\.description) }
    #expect(failing.contains(["tap \"Keep\"", "back"]), "\(failing)")
    #expect(failing.allSatisfy { $0.first == "tap \"Keep\"" }, "\(deeper.failures.map(\.description))")
  }

  @Test func anAppWithNothingToDoFailsAndSaysWhy() {
    let line = #line + 2
    withKnownIssue("a bare screen offers no action") {
      Exploration(depth: 2).expectGuaranteesKept {
        Self.launched(ItemRouter(interactor: Interactor(), viewController: MockViewController()))
      }
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.comments.contains { $0.rawValue.contains("nothing to do on the start screen") }
    }
  }
}
