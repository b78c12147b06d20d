/// One thing that can happen to the app, decoded from an integer: a person's touch, app code calling
/// UIKit, or business logic. The model-based test, the exhaustive explorer and the specification share
/// this alphabet; an operation that cannot apply (nothing to pop, no sheet to drag) does nothing.
public enum Operation: Int, CaseIterable, Sendable {
  // A person using the app.
  case tapBack, swipeBegin, swipeMove, swipeFinish, swipeCancel, longPress, tabSwitch, tabReTap
  case sheetBegin, sheetFinish, sheetCancel, touchCovered
  // App code calling UIKit directly (not through the sync).
  case pop, popTo, popToRoot, setStack, pushPlain, setTabs, dismissTopViaPresenter, dismissTopViaPresented
  case dismissChain
  // Business logic.
  case push, present, presentInNavigation, detach, startFlow, flowNext, finishFlow
  /// Business logic presents a child full screen (`modalPresentationStyle: .fullScreen`).
  case presentFullScreen
  /// A flow replaces its screen: it detaches its last screen and pushes a new one in its place.
  case flowReplace
  /// Business logic detaches the RIB whose screen is just above the screen `popTo` with the same argument
  /// returns to (in the stack the user sees, no gesture in flight), when that RIB's parent is not a flow:
  /// the request guarantee 7 calls equivalent to that `popTo`.
  case detachAbove
  /// A live flow that shows a screen starts a flow of its own under it (nested flows), whose first screen
  /// is presented in a navigation controller from the outer flow's last screen (even argument) or pushed
  /// on the outer flow's stack (odd argument).
  case startInnerFlow
  /// App code sets the stack the user sees to its root, not animated, and puts it back as it was from its
  /// navigation delegate's `didShow`: every screen above the root leaves its container (its
  /// `didMove(toParent: nil)` signals the sync) and comes back before the sync checks, so nothing goes.
  case restack
  /// Business logic pushes a child from the root RIB of a tab the app removed onto that tab's stack (the
  /// removed tab the argument picks): UIKit takes a push onto a stack that no container holds.
  case pushOnRemovedTab
  /// App code removes the selected tab and keeps the others (`setViewControllers` without it), whatever
  /// the user is doing — dragging a sheet presented from that tab included. The tab bar selects the tab
  /// now at the same index, or the first tab when there is none (Apple's `viewControllers`). Bit 1 of
  /// the argument as for `setTabs` (``keepsRemovedTabAsItIs(_:)``); `setTabs` adds the tab back.
  case removeSelectedTab

  /// Decodes `value` into an operation and its argument (kind = value % count, argument = value / count).
  public static func decode(_ value: Int) -> (Operation, Int) {
    let count = allCases.count
    return (allCases[abs(value) % count], abs(value) / count)
  }

  /// The value that decodes to this operation with `argument`.
  public func encode(_ argument: Int = 0) -> Int { argument * Self.allCases.count + rawValue }

  /// Whether the run loop is left unsettled after the operation (one argument value in eight), so the
  /// next operation lands while its transitions are still pending.
  public static func leavesTransitionsPending(_ argument: Int) -> Bool { argument % 8 == 7 }

  /// The lifecycle route a RIB shown by `push`, `present`, `presentInNavigation` or `presentFullScreen`
  /// takes (0: none), from the operation's argument.
  public static func lifecycleRoute(_ argument: Int, routes: Int) -> Int { (argument / 8) % routes }

  /// Whether `setTabs` or `removeSelectedTab` with `argument` leaves a removed tab's stack as it is (bit 1
  /// set) instead of app code resetting it to its root at once, a finger down or not.
  public static func keepsRemovedTabAsItIs(_ argument: Int) -> Bool { argument & 2 != 0 }

  /// `values` as `operation(argument)` words, for failure messages.
  public static func describe(_ values: [Int]) -> String {
    values.map { value in
      let (operation, argument) = decode(value)
      return "\(operation)(\(argument))"
    }.joined(separator: " ")
  }
}
