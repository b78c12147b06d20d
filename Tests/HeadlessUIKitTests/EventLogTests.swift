import Testing

@testable import HeadlessUIKit

@MainActor
@Suite("UIKitEventLog")
struct EventLogTests {
  @Test("Events are logged even when a subclass forgets super")
  func loggedWithoutSuper() {
    final class Forgetful: UIViewController {
      override func viewWillAppear(_ animated: Bool) {}
      override func viewDidAppear(_ animated: Bool) {}
    }
    let screen = Forgetful()
    screen.title = "F"
    let recorder = EventRecorder(includesLoads: false)
    let window = showInWindow(screen)
    #expect(recorder.take() == ["F.willAppear", "F.didAppear"])
    _ = window
  }

  @Test("A description is one readable line with the name, serial number and payload")
  func descriptions() {
    let (nav, _, window) = makeNavigation(["A"])
    var lines: [String] = []
    let subscription = UIKitEventLog.shared.subscribe { lines.append($0.description) }
    let detail = Screen("Detail")
    nav.pushViewController(detail, animated: true)
    settle()
    let serial = detail.headlessDebugName.components(separatedBy: "#").last!
    #expect(lines.contains("viewWillAppear(Detail #\(serial)) animated"))
    #expect(lines.contains { $0.hasPrefix("willMoveToParent(Detail #\(serial)) parent: nav #") })
    #expect(lines.contains { $0.hasPrefix("navigationDidShow(Detail #\(serial)) animated in nav #") })
    #expect(lines.allSatisfy { !$0.contains("\n") })
    subscription.cancel()
    _ = window
  }

  @Test("cancel() and deallocation of the subscription stop delivery")
  func cancellation() {
    var count = 0
    let subscription = UIKitEventLog.shared.subscribe { _ in count += 1 }
    _ = Screen("X").view
    #expect(count == 1)
    subscription.cancel()
    subscription.cancel()
    _ = Screen("Y").view
    #expect(count == 1)
    var scoped: UIKitEventSubscription? = UIKitEventLog.shared.subscribe { _ in count += 1 }
    _ = Screen("Z").view
    #expect(count == 2)
    _ = scoped
    scoped = nil
    _ = Screen("W").view
    #expect(count == 2)
  }

  @Test("A subscriber that filters by kind gets only the kinds it wants, in order")
  func filteredSubscription() {
    let (nav, _, window) = makeNavigation(["A"])
    var wanted: [String] = []
    var all: [String] = []
    let filtered = UIKitEventLog.shared.subscribe(
      where: { kind in
        if case .didMoveToParent = kind { return true }
        return false
      },
      { wanted.append($0.kind.name) })
    let everything = UIKitEventLog.shared.subscribe { all.append($0.kind.name) }
    nav.pushViewController(Screen("B"), animated: true)
    settle()
    nav.popViewController(animated: false)
    settle()
    #expect(wanted == ["didMoveToParent", "didMoveToParent"])
    #expect(all.filter { $0 == "didMoveToParent" }.count == 2)
    #expect(all.count > wanted.count)
    filtered.cancel()
    everything.cancel()
    _ = window
  }

  @Test("Events do not retain view controllers; their names and identities survive")
  func eventsDoNotRetain() {
    var kept: [UIKitEvent] = []
    let subscription = UIKitEventLog.shared.subscribe { kept.append($0) }
    weak var weakScreen: Screen?
    var id: ObjectIdentifier?
    do {
      let screen = Screen("Gone")
      weakScreen = screen
      id = ObjectIdentifier(screen)
      _ = screen.view
    }
    subscription.cancel()
    #expect(weakScreen == nil)
    #expect(kept.count == 1)
    #expect(kept.first?.viewController == nil)
    #expect(kept.first?.viewControllerID == id)
    #expect(kept.first?.viewControllerName.hasPrefix("Gone #") == true)
  }

  @Test("With no subscriber nothing is delivered, and the model works the same")
  func noSubscribers() {
    let (nav, screens, window) = makeNavigation(["A", "B"])
    nav.popViewController(animated: true)
    settle()
    #expect(screens[1].parent == nil)
    _ = window
  }
}
