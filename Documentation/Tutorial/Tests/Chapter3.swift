import FeaturePreviews
import FinanceRepository
import Foundation
import NavigatableRIBs
import Testing
import Topup
import TopupImpl

#if TUTORIAL_STARTER
import TutorialStarter3  // your code: Starter/Chapter3 (TutorialStarterTests)
#else
import TutorialTopupParent  // the finished code: Code/TopupParent
#endif

// Chapter 3: the real, viewless Topup flow, attached to a parent that plays FinanceHome's part
// (TopupParentInteractor and TopupParentRouter).

/// The screen Topup presents from: the parent's, not Topup's.
final class BaseViewController: UIViewController, ViewControllable {}

/// The tree while Topup shows EnterAmount.
let treeWithTopup = """
Parent
└── Topup
    └── EnterAmount
"""

/// The tree once the flow is over.
let treeWithoutTopup = """
Parent
"""

@MainActor
@Suite(.serialized, .chapterState)
struct Chapter3 {
  let visa = PaymentMethod(id: "card-1", name: "Visa", lastDigits: "4242")

  /// A window showing `base` inside a navigation controller, and an active parent over it.
  func makeParent(base: BaseViewController, cards: [PaymentMethod]) -> (UIWindow, TopupParentRouter) {
    let window = UIWindow()
    window.rootViewController = UINavigationController(rootViewController: base)
    window.makeKeyAndVisible()
    let parent = TopupParentRouter(
      interactor: TopupParentInteractor(),
      topupBuilder: TopupBuilder(dependency: FeaturePreviews.topupDependency(cards: cards)), base: base)
    parent.interactable.activate()
    parent.load()
    HeadlessRunLoop.main.runUntilIdle()
    return (window, parent)
  }

  @Test func withACardTheFlowStartsOnEnterAmount() {
    Sandbox.run { sandbox in
      let base = BaseViewController()
      let (window, parent) = makeParent(base: base, cards: [visa])
      parent.attachTopup()
      HeadlessRunLoop.main.runUntilIdle()
      #expect(parent.treeSnapshot.description == treeWithTopup)
      let sheet = base.presentedViewController as? UINavigationController
      #expect(titles(sheet) == ["Enter amount"])
      #expect(sandbox.diagnostics.isEmpty)
      _ = window
    }
  }

  @Test func withoutACardTheFlowStartsOnAddCard() {
    Sandbox.run { _ in
      let base = BaseViewController()
      let (window, parent) = makeParent(base: base, cards: [])
      parent.attachTopup()
      HeadlessRunLoop.main.runUntilIdle()
      #expect(titles(base.presentedViewController as? UINavigationController) == ["Add card"])
      _ = window
    }
  }

  @Test func swipingTheSheetDownEndsTheFlow() {
    Sandbox.run { sandbox in
      let base = BaseViewController()
      let (window, parent) = makeParent(base: base, cards: [visa])
      parent.attachTopup()
      HeadlessRunLoop.main.runUntilIdle()
      weak let topup = parent.children.first
      weak let sheet = base.presentedViewController  // weak: a test must not keep the screens alive

      #expect(sheet?.userBeginSwipeDownSheet() == true)
      HeadlessRunLoop.main.runUntilIdle()
      #expect(parent.treeSnapshot.description == treeWithTopup)  // still dragging: nothing detached
      #expect(sheet?.userFinishSwipeDownSheet() == true)
      HeadlessRunLoop.main.runUntilIdle()

      #expect(parent.interactor.events == ["close"])  // navigationFlowDidClose → topupDidClose
      #expect(parent.treeSnapshot.description == treeWithoutTopup)
      #expect(base.presentedViewController == nil)
      sandbox.settleLeakDetector()
      #expect(topup == nil)
      #expect(sandbox.leaks.isEmpty)
      _ = window
    }
  }

  @Test func closeEndsTheFlowAndCleanupViewsDismissesTheSheet() {
    Sandbox.run { sandbox in
      let base = BaseViewController()
      let (window, parent) = makeParent(base: base, cards: [visa])
      parent.attachTopup()
      HeadlessRunLoop.main.runUntilIdle()
      weak let sheet = base.presentedViewController as? UINavigationController

      #expect(tap("Close", on: sheet?.topViewController))
      #expect(parent.interactor.events == ["close"])
      #expect(parent.treeSnapshot.description == treeWithoutTopup)  // detached at once
      HeadlessRunLoop.main.runUntilIdle()
      #expect(base.presentedViewController == nil)  // dismissed by Topup's cleanupViews()
      sandbox.settleLeakDetector()
      #expect(sheet == nil)
      #expect(sandbox.leaks.isEmpty)
      _ = window
    }
  }

  @Test func withoutSyncCleanupViewsStillClosesTheSheet() {
    Sandbox.run { sandbox in
      NavigationSync.shared.isEnabled = false
      let base = BaseViewController()
      let (window, parent) = makeParent(base: base, cards: [visa])
      parent.attachTopup()
      HeadlessRunLoop.main.runUntilIdle()
      parent.detachTopup()
      HeadlessRunLoop.main.runUntilIdle()
      #expect(base.presentedViewController == nil)
      _ = window
      _ = sandbox
    }
  }
}
