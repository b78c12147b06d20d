import NavigatableRIBs
import NavigatableRIBsTesting
import Testing

@testable import AppShell

/// A tiny viewable RIB for the report tests.
@MainActor
final class ProbeViewController: UIViewController, ViewControllable {}

@MainActor
final class ProbeRouter: ViewableRouter<Interactor, ProbeViewController> {
  let name: String
  init(_ name: String) {
    self.name = name
    super.init(interactor: Interactor(), viewController: ProbeViewController())
    viewController.title = name
  }
  override var ribName: String { name }
}

@MainActor
final class ProbeViewlessRouter: Router<Interactor> {
  override var ribName: String { "Flow" }
}

@MainActor
@Suite("AppShell: leak report and RIB tree", .serialized)
struct LeakReportTests {
  @Test("a RIB attached with no screen is reported once, with its view controller folded in")
  func screenlessRIB() {
    let window = UIWindow()
    let root = ProbeRouter("Root")
    let navigation = UINavigationController(rootViewController: root.viewController)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    root.load()
    root.interactable.activate()
    let orphan = ProbeRouter("Orphan")
    root.attachChild(orphan)  // attached, never shown: the leak NavigationSync prevents
    HeadlessRunLoop.main.runUntilIdle()

    let report = LeakReport(
      root: root, aliveViewControllers: [root.viewController, orphan.viewController], failures: [], excluding: nil)
    #expect(report.screenlessRIBs.map(\.name) == ["Orphan"])
    #expect(report.lingeringViewControllers.isEmpty, "the orphan's view controller is named on its RIB's line")
    #expect(report.leakedObjects == 1)
    #expect(
      report.lines() == [
        "RIBs attached without a screen (1):",
        "  Orphan (ProbeRouter): active, attached to Root; its screen \"Orphan\" is in no container",
        "View controllers alive outside every container: none",
        "LeakDetector failures: none",
        "by type: ProbeRouter 1",
        "leaked objects: 1",
      ])
    root.detachChild(orphan)
    #expect(LeakReport(root: root, aliveViewControllers: [], failures: [], excluding: nil).leakedObjects == 0)
  }

  @Test("view controllers alive outside every container are listed; those on screen or in flight are not")
  func lingering() {
    let window = UIWindow()
    let shown = UIViewController()
    window.rootViewController = shown
    window.makeKeyAndVisible()
    HeadlessRunLoop.main.runUntilIdle()
    let stray = UIViewController()
    stray.title = "Stray"
    let inFlight = UIViewController()
    let root = ProbeViewlessRouter(interactor: Interactor())
    let report = LeakReport(
      root: root, aliveViewControllers: [shown, stray, inFlight], failures: [], excluding: inFlight)
    #expect(report.lingeringViewControllers.map(\.title) == ["Stray"])
    #expect(report.lines().last == "leaked objects: 1")
  }

  /// Runs `body` with a LeakDetector on a virtual clock whose failures are collected, then puts back the
  /// detector that was installed.
  private func withDetector(_ body: (LeakDetector, VirtualClock, () -> [LeakDetectionFailure]) -> Void) {
    let previous = LeakDetector.instance
    defer { LeakDetector.instance = previous }
    let clock = VirtualClock()
    var failures: [LeakDetectionFailure] = []
    let detector = LeakDetector(clock: clock) { failures.append($0) }
    LeakDetector.instance = detector
    body(detector, clock, { failures })
  }

  @Test("failures about one object count it once, named by its screen while alive")
  func failuresGroupedByObject() {
    withDetector { detector, clock, failures in
      let window = UIWindow()
      let orphan = UIViewController()
      orphan.title = "Orphan"
      window.rootViewController = orphan
      window.makeKeyAndVisible()
      HeadlessRunLoop.main.runUntilIdle()
      let interactor = Interactor()
      detector.expectDeallocate(object: orphan)
      detector.expectViewControllerDisappear(viewController: orphan)
      detector.expectDeallocate(object: interactor)
      clock.advance(by: 5)
      let report = LeakReport(
        root: ProbeViewlessRouter(interactor: Interactor()), aliveViewControllers: [orphan], failures: failures(),
        excluding: nil)
      #expect(report.leakedObjects == 2)
      let lines = report.lines()
      #expect(lines.contains("LeakDetector failures (3, about 2 objects):"))
      #expect(lines.contains("  Orphan #\(orphan.headlessSerial) (UIViewController):"))
      #expect(lines.last == "leaked objects: 2")
    }
  }

  @Test("two objects that lived at one address, one after the other, are two objects; the freed one says so")
  func objectsReusingAnAddressAreTwoObjects() {
    withDetector { detector, clock, failures in
      let window = UIWindow()
      var first: UIViewController? = UIViewController()
      first?.title = "First"
      window.rootViewController = first
      window.makeKeyAndVisible()
      HeadlessRunLoop.main.runUntilIdle()
      detector.expectViewControllerDisappear(viewController: first!)
      detector.expectViewControllerDisappear(viewController: first!)
      clock.advance(by: 5)
      window.rootViewController = nil
      first = nil
      HeadlessRunLoop.main.runUntilIdle()
      // The next view controller may well live where the first one did: its failures' descriptions then
      // print the same address. They are another object's all the same.
      let second = UIViewController()
      second.title = "Second"
      window.rootViewController = second
      HeadlessRunLoop.main.runUntilIdle()
      detector.expectViewControllerDisappear(viewController: second)
      clock.advance(by: 5)
      let report = LeakReport(
        root: ProbeViewlessRouter(interactor: Interactor()), aliveViewControllers: [second], failures: failures(),
        excluding: nil)
      let lines = report.lines()
      #expect(lines.contains("LeakDetector failures (3, about 2 objects):"), "\(lines)")
      #expect(lines.contains("  UIViewController (freed since):"), "\(lines)")
      #expect(lines.contains { $0.hasPrefix("  viewControllerNotDisappeared:") }, "the second one's single failure")
      #expect(report.leakDetectorFailures.last?.name == "Second #\(second.headlessSerial) (UIViewController)")
      #expect(report.leakedObjects == 2)
    }
  }

  @Test("LeakDetector failures are counted, by type, without memory addresses")
  func failures() {
    let failure = LeakDetectionFailure(
      kind: .objectNotDeallocated, objectDescription: "<DetailViewController: 0x00007f7b5c24ce70>",
      message: "<<DetailViewController: 0x00007f7b5c24ce70>: ObjectIdentifier(0x00007f7b5c24ce70)> has leaked.")
    let report = LeakReport(
      root: ProbeViewlessRouter(interactor: Interactor()), aliveViewControllers: [], failures: [failure],
      excluding: nil)
    #expect(report.leakDetectorFailures.map(\.object) == ["DetailViewController"])
    #expect(!report.lines().joined().contains("7f7b"))
    #expect(report.lines().suffix(2) == ["by type: DetailViewController 1", "leaked objects: 1"])
    #expect(JSONText.encode(report).contains(#""leakedObjects":1"#))
    #expect(LeakFindings.typeName(inDescription: "RIBs.Interactor") == "Interactor")
  }

  @Test("tree: viewless RIBs say so, inactive ones are marked, viewable ones say where their screen is")
  func tree() {
    let flow = ProbeViewlessRouter(interactor: Interactor())
    flow.load()
    let child = ProbeRouter("Child")
    flow.attachChild(child)
    child.interactable.deactivate()
    let report = RIBTreeReport(root: flow)
    #expect(
      report.lines() == [
        "Flow#1 (inactive) — viewless",
        "└── Child#1 (inactive) — not in any container",
      ])
    let childID = "Child#1"
    #expect(
      JSONText.encode(report) == #"{"root":{"active":false,"children":[{"active":false,"children":[],"id":""#
        + childID
        + #"","inContainer":false,"name":"Child","placement":"not in any container","viewless":false}],"id":"Flow#1","name":"Flow","viewless":true}}"#
    )
  }
}
