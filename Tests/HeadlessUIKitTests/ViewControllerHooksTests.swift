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
    let saved = (
      UIViewControllerHooks.didLeaveParent, UIViewControllerHooks.viewDidDisappear,
      UIViewControllerHooks.presentationDidDismiss
    )
    defer {
      (
        UIViewControllerHooks.didLeaveParent, UIViewControllerHooks.viewDidDisappear,
        UIViewControllerHooks.presentationDidDismiss
      ) = saved
    }
    UIViewControllerHooks.didLeaveParent = { journal.append("hook didLeaveParent \($0.title ?? "?")") }
    UIViewControllerHooks.viewDidDisappear = { journal.append("hook viewDidDisappear \($0.title ?? "?")") }
    UIViewControllerHooks.presentationDidDismiss = {
      journal.append("hook presentationDidDismiss \($0.title ?? "?")")
    }
    body()
  }

  @Test("a pop runs didLeaveParent and viewDidDisappear once each, after the log's subscribers, before the method")
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
        "event didMoveToParent B", "hook didLeaveParent B", "method didMove(nil) B",
      ])
    _ = window
  }

  @Test("a sheet the user swipes down runs presentationDidDismiss with the presented view controller")
  func sheetSwipedDownRunsPresentationDidDismiss() {
    HeadlessRunLoop.main.runUntilIdle()
    let presenter = Screen("Presenter")
    let window = showInWindow(presenter)
    let sheet = Screen("Sheet")
    presenter.present(sheet, animated: true, completion: nil)
    settle()
    let journal = Journal()
    withHooks(writingInto: journal) {
      #expect(sheet.userSwipeDownSheet())
      settle()
    }
    #expect(
      journal.lines.filter { $0.hasPrefix("hook presentationDidDismiss") } == ["hook presentationDidDismiss Sheet"])
    #expect(journal.lines.contains("hook viewDidDisappear Sheet"))
    _ = window
  }
}
