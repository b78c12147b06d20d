import Foundation
import Testing

@testable import HeadlessUIKit

/// `UIViewControllerHooks`, the model's stand-in for exchanging `UIViewController` methods on iOS: each hook
/// runs where the event log logs the call, after its subscribers and before the method itself.
@MainActor
@Suite("UIViewControllerHooks", .serialized)
struct ViewControllerHooksTests {
  /// A screen whose `didMove(toParent:)` and `viewDidDisappear(_:)` write into a shared journal.
  final class JournalingScreen: UIViewController {
    var journal: (String) -> Void = { _ in }
    override func didMove(toParent parent: UIViewController?) {
      super.didMove(toParent: parent)
      if parent == nil { journal("method didMove(nil) \(title ?? "?")") }
    }
    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      journal("method viewDidDisappear \(title ?? "?")")
    }
  }

  /// Lines written by the hooks, the event log's subscriber and the screens, in the order they ran.
  final class Journal {
    var lines: [String] = []
    func append(_ line: String) { lines.append(line) }
  }

  /// Installs hooks that write into `journal` for the duration of `body`, then puts back whatever was there.
  private func withHooks(writingInto journal: Journal, _ body: () -> Void) {
    let saved = (UIViewControllerHooks.didMoveToParent, UIViewControllerHooks.viewDidDisappear)
    defer { (UIViewControllerHooks.didMoveToParent, UIViewControllerHooks.viewDidDisappear) = saved }
    UIViewControllerHooks.didMoveToParent = { viewController, parent in
      journal.append("hook didMoveToParent(\(parent?.title ?? "nil")) \(viewController.title ?? "?")")
    }
    UIViewControllerHooks.viewDidDisappear = { viewController, _ in
      journal.append("hook viewDidDisappear \(viewController.title ?? "?")")
    }
    body()
  }

  @Test(
    "a pop runs each hook once, inside the method's super call: after the log's subscribers, before the override's own code"
  )
  func popRunsTheHooksBetweenTheLogAndTheMethod() {
    HeadlessRunLoop.main.runUntilIdle()
    let navigation = UINavigationController(rootViewController: Screen("A"))
    let window = showInWindow(navigation)
    let pushed = JournalingScreen()
    pushed.title = "B"
    navigation.pushViewController(pushed, animated: false)
    settle()
    let journal = Journal()
    pushed.journal = { journal.append($0) }
    let subscription = UIKitEventLog.shared.subscribe(
      where: { $0 == .didMoveToParent(parentIsNil: true) || $0 == .viewDidDisappear(animated: true) },
      { event in journal.append("event \(event.kind.name) \(event.viewController?.title ?? "?")") })
    withHooks(writingInto: journal) {
      navigation.popViewController(animated: true)
      settle()
    }
    subscription.cancel()
    let forB = journal.lines.filter { $0.hasSuffix(" B") }
    #expect(
      forB == [
        "event viewDidDisappear B", "hook viewDidDisappear B", "method viewDidDisappear B",
        "event didMoveToParent B", "hook didMoveToParent(nil) B", "method didMove(nil) B",
      ])
    _ = window
  }

  @Test("a sheet the user swipes down reaches a library only through viewDidDisappear, as on iOS")
  func sheetSwipedDownRunsViewDidDisappear() {
    HeadlessRunLoop.main.runUntilIdle()
    let presenter = Screen("Presenter")
    let window = showInWindow(presenter)
    let sheet = Screen("Sheet")
    presenter.present(sheet, animated: true, completion: nil)
    settle()
    let journal = Journal()
    var dismissedWhenDisappearing = false
    withHooks(writingInto: journal) {
      let journaling = UIViewControllerHooks.viewDidDisappear
      UIViewControllerHooks.viewDidDisappear = { viewController, animated in
        if viewController === sheet { dismissedWhenDisappearing = viewController.isBeingDismissed }
        journaling?(viewController, animated)
      }
      #expect(sheet.userSwipeDownSheet())
      settle()
    }
    #expect(journal.lines == ["hook viewDidDisappear Sheet"])
    #expect(dismissedWhenDisappearing, "isBeingDismissed inside the disappearance: what tells a dismissal")
    _ = window
  }

  @Test("app code's own didMove(toParent:) call runs the hook; an override that skips super runs none")
  func hooksFollowTheMethodNotTheFramework() {
    final class SkipsSuper: UIViewController {
      override func didMove(toParent parent: UIViewController?) {}
      override func viewDidDisappear(_ animated: Bool) {}
    }
    let journal = Journal()
    withHooks(writingInto: journal) {
      let container = Screen("Container")
      let child = Screen("Child")
      container.addChild(child)
      child.didMove(toParent: container)  // a custom container's own call, as UIKit documents
      let skipping = SkipsSuper()
      skipping.title = "Skips"
      container.addChild(skipping)
      skipping.didMove(toParent: container)
      skipping.viewDidDisappear(false)
    }
    #expect(journal.lines == ["hook didMoveToParent(Container) Child"])
  }

  @Test("the hooks are the two methods a library can exchange on iOS, and no other")
  func exactlyTheTwoExchangedMethods() throws {
    let source = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "../../Modules/HeadlessUIKit/UIViewControllerHooks.swift"), encoding: .utf8)
    let hooks = source.split(separator: "\n").compactMap { line -> String? in
      guard let range = line.range(of: "public static var ") else { return nil }
      return String(line[range.upperBound...].prefix { $0 != ":" })
    }
    #expect(hooks == ["didMoveToParent", "viewDidDisappear"])
  }
}
