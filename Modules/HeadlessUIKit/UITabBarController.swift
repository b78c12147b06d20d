/// Tabs of view controllers, modelled on UIKit's tab bar controller.
///
/// Selection and the set of tabs change synchronously; the switch (appearance callbacks with
/// `isMovingTo/FromParent` false, containment) runs on a later turn of ``HeadlessRunLoop``. Each tab keeps
/// its own stack. The delegate hears only about user taps (``userTapTab(at:)``).
@MainActor
open class UITabBarController: UIViewController {
  private var tabs: [UIViewController]?
  private var tabPositions: [ObjectIdentifier: Int] = [:]
  private var selection = NSNotFound
  /// The child whose view is shown.
  var displayedViewController: UIViewController?

  /// The delegate (weak).
  open weak var delegate: (any UITabBarControllerDelegate)?

  /// Creates a tab bar controller without tabs.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a tab bar controller without tabs from an archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The tabs' view controllers; setting is `setViewControllers(_:animated: false)`.
  open var viewControllers: [UIViewController]? {
    get { tabs }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Replaces the tabs.
  ///
  /// The selected view controller stays selected if it is among them; else the same index if valid, else
  /// the first tab. The change takes effect at once, as Apple documents ("the tab bar controller removes
  /// all of the old view controllers before installing the new ones"): removed tabs get
  /// `willMove(toParent: nil)`, their disappearance if one was shown, and `didMove(toParent: nil)` before
  /// this returns, whatever transition or gesture is in flight elsewhere; new ones `willMove(toParent:)` at
  /// once, and the switch to the selected tab (its appearance, `didMove(toParent:)` of the new ones) runs on
  /// a later turn. Duplicates or view controllers that cannot be children are refused with a warning.
  ///
  /// - Parameters:
  ///   - viewControllers: The new tabs, in order; `nil` for none.
  ///   - animated: Ignored, as the tab bar does not animate.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    performSetTabs(viewControllers ?? [], keepNil: viewControllers == nil)
  }

  /// The index of the selected tab; `NSNotFound` without tabs. Setting an index out of range is refused
  /// with a warning.
  open var selectedIndex: Int {
    get { selection }
    set { select(index: newValue) }
  }

  /// The selected tab's view controller. Setting one that is not a tab is refused with a warning.
  open var selectedViewController: UIViewController? {
    get { tabs.flatMap { $0.indices.contains(selection) ? $0[selection] : nil } }
    set {
      guard let newValue else { return }
      guard let index = tabPositions[ObjectIdentifier(newValue)] else {
        UIKitEventLog.shared.warn(
          "selectedViewController refused: \(newValue.headlessDebugName) is not a tab of \(headlessDebugName).",
          newValue, container: self)
        return
      }
      select(index: index)
    }
  }

  override func appearanceChildren() -> [UIViewController] {
    displayedViewController.map { [$0] } ?? []
  }

  override func childWasDetached(_ child: UIViewController) {
    if displayedViewController === child { displayedViewController = nil }
    if let tabs, tabsContain(child) {
      let selected = selectedViewController
      let remaining = tabs.filter { $0 !== child }
      self.tabs = remaining
      rebuildPositions()
      selection = selected.flatMap { tabPositions[ObjectIdentifier($0)] } ?? (remaining.isEmpty ? NSNotFound : 0)
    }
  }
}

// MARK: - Behaviour

extension UITabBarController {
  func tabsContain(_ viewController: UIViewController) -> Bool {
    tabPositions[ObjectIdentifier(viewController)] != nil
  }

  private func rebuildPositions() {
    tabPositions.removeAll(keepingCapacity: true)
    for (index, element) in (tabs ?? []).enumerated() { tabPositions[ObjectIdentifier(element)] = index }
  }

  private func select(index: Int) {
    guard let tabs, tabs.indices.contains(index) else {
      UIKitEventLog.shared.warn(
        "selectedIndex \(index) refused: \(headlessDebugName) has "
          + "\(tabs?.count ?? 0) tabs.", self)
      return
    }
    guard index != selection else { return }
    selection = index
    TransitionScheduler.shared.enqueue(TabBarTransition(tabBar: self, target: tabs[index]))
  }

  private func performSetTabs(_ newTabs: [UIViewController], keepNil: Bool) {
    var seen = Set<ObjectIdentifier>()
    for element in newTabs {
      guard seen.insert(ObjectIdentifier(element)).inserted else {
        UIKitEventLog.shared.warn(
          "setViewControllers refused: \(element.headlessDebugName) appears twice.",
          element, container: self)
        return
      }
      if tabsContain(element) || element.parentStorage === self { continue }
      if let parent = element.parentStorage {
        UIKitEventLog.shared.warn(
          "setViewControllers refused: \(element.headlessDebugName) already has the "
            + "parent \(parent.headlessDebugName).", element, container: self)
        return
      }
      if let refusal = refusalToAdopt(element) {
        UIKitEventLog.shared.warn("setViewControllers refused: " + refusal, element, container: self)
        return
      }
    }
    let previouslySelected = selectedViewController
    let oldTabs = tabs ?? []
    let removed = oldTabs.filter { !seen.contains(ObjectIdentifier($0)) }
    let added = newTabs.filter { !tabsContain($0) }
    for element in removed { remove(tab: element) }
    for element in added {
      if element.parentStorage === self { sendWillMove(element, toParent: self) } else { attachChild(element) }
    }
    tabs = keepNil ? nil : newTabs
    rebuildPositions()
    if let previouslySelected, let index = tabPositions[ObjectIdentifier(previouslySelected)] {
      selection = index
    } else if !newTabs.indices.contains(selection) {
      selection = newTabs.isEmpty ? NSNotFound : 0
    }
    TransitionScheduler.shared.enqueue(TabBarTransition(tabBar: self, target: selectedViewController, added: added))
  }

  /// Takes `element` out of the tabs at once: `willMove(toParent: nil)`, its view's disappearance if it is
  /// the one shown, then `didMove(toParent: nil)`.
  private func remove(tab element: UIViewController) {
    sendWillMove(element, toParent: nil)
    if element === displayedViewController {
      displayedViewController = nil
      if isShownOnScreen {
        element.movingFromParentFlag = true
        element.performBeginAppearance(false, animated: false)
        element.performEndAppearance()
        element.movingFromParentFlag = false
      }
    }
    element.detachFromParent()
  }

  /// Logs and calls the delegate's `shouldSelect`.
  func sendShouldSelect(_ viewController: UIViewController) -> Bool {
    UIKitEventLog.shared.emit(.tabShouldSelect, viewController, container: self)
    return delegate?.tabBarController(self, shouldSelect: viewController) ?? true
  }

  /// Logs and calls the delegate's `didSelect`.
  func sendDidSelect(_ viewController: UIViewController) {
    UIKitEventLog.shared.emit(.tabDidSelect, viewController, container: self)
    delegate?.tabBarController(self, didSelect: viewController)
  }

  /// Simulates a tap on tab `index`: `tabBarController(_:shouldSelect:)` at once; if allowed, the switch
  /// (selection at once, callbacks on a later turn) and then `tabBarController(_:didSelect:)` after the
  /// switch's callbacks. Tapping the selected tab pops its navigation controller to its root
  /// (`popToRootViewController(animated: true)`) and sends `didSelect`; which comes first is
  /// ``UIKitBehaviorProfile/tabReselectPopsBeforeDidSelect``.
  ///
  /// HeadlessUIKit only: it simulates a person.
  ///
  /// - Parameter index: The tab, counted from 0 at the leading end of the tab bar (an index into
  ///   `viewControllers`).
  /// - Returns: false when `index` is out of range, the tab bar is not on screen, covered or in a
  ///   transition, or the delegate refuses.
  @discardableResult
  public func userTapTab(at index: Int) -> Bool {
    guard let tabs, tabs.indices.contains(index), acceptsTouches else { return false }
    let candidate = tabs[index]
    guard sendShouldSelect(candidate) else { return false }
    if index == selection {
      let navigation = candidate as? UINavigationController
      let didSelect = ClosureTransition(owners: [self]) { [weak self, weak candidate] in
        guard let self, let candidate else { return }
        sendDidSelect(candidate)
      }
      if UIKitBehavior.profile.tabReselectPopsBeforeDidSelect {
        navigation?.popToRootViewController(animated: true)
        TransitionScheduler.shared.enqueue(didSelect)
      } else {
        TransitionScheduler.shared.enqueue(didSelect)
        navigation?.popToRootViewController(animated: true)
      }
    } else {
      selection = index
      TransitionScheduler.shared.enqueue(TabBarTransition(tabBar: self, target: candidate, didSelect: candidate))
    }
    return true
  }
}
