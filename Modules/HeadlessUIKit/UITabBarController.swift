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
  /// The selected view controller stays selected if it is among them, at its new index; else the view
  /// controller at the previous selection's index is selected if there is one, else the first tab; a newly
  /// selected tab gets its appearance callbacks on a later turn. The change takes effect at once, as Apple
  /// documents ("the tab bar controller removes all of the old view controllers before installing the new
  /// ones"): removed tabs get `willMove(toParent: nil)`, their disappearance if one was shown, and
  /// `didMove(toParent: nil)` before this returns, whatever transition or gesture is in flight elsewhere; new
  /// ones `willMove(toParent:)` at once, and the switch to the selected tab (its appearance,
  /// `didMove(toParent:)` of the new ones) runs on a later turn. Duplicates or view controllers that cannot be children are refused with a warning.
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
    get {
      // No closure: one here would check the executor on every read (see Performance.md).
      guard let tabs, tabs.indices.contains(selection) else { return nil }
      return tabs[selection]
    }
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
      let previousSelection = selection
      let remaining = tabs.filter { $0 !== child }
      self.tabs = remaining
      rebuildPositions()
      selection = Self.selectionAfterSettingTabs(
        remaining, selectedIndexInNewTabs: selected.flatMap { tabPositions[ObjectIdentifier($0)] },
        previousSelection: previousSelection)
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
    let selectedBefore = selectedViewController
    let previousSelection = selection
    let oldTabs = tabs ?? []
    let removed = oldTabs.filter { !seen.contains(ObjectIdentifier($0)) }
    let added = newTabs.filter { !tabsContain($0) }
    for element in removed { remove(tab: element) }
    for element in added {
      if element.parentStorage === self { sendWillMove(element, toParent: self) } else { attachChild(element) }
    }
    tabs = keepNil ? nil : newTabs
    rebuildPositions()
    selection = Self.selectionAfterSettingTabs(
      newTabs, selectedIndexInNewTabs: selectedBefore.flatMap { tabPositions[ObjectIdentifier($0)] },
      previousSelection: previousSelection)
    TransitionScheduler.shared.enqueue(TabBarTransition(tabBar: self, target: selectedViewController, added: added))
  }

  /// The selected index after `viewControllers` changes, as Apple documents it for
  /// `UITabBarController.viewControllers`: the selected view controller stays selected where it moved to;
  /// when it is gone, "it attempts to select the view controller at the same index in the array as the
  /// previous selection"; when that index is out of range too, the first tab; `NSNotFound` without tabs.
  ///
  /// - Parameters:
  ///   - newTabs: The tabs being installed.
  ///   - selectedIndexInNewTabs: The selected view controller's index in `newTabs`, if it is among them.
  ///   - previousSelection: The selected index before the change.
  /// - Returns: The index to select in `newTabs`.
  static func selectionAfterSettingTabs(
    _ newTabs: [UIViewController], selectedIndexInNewTabs: Int?, previousSelection: Int
  ) -> Int {
    if let selectedIndexInNewTabs { return selectedIndexInNewTabs }
    if newTabs.indices.contains(previousSelection) { return previousSelection }
    return newTabs.isEmpty ? NSNotFound : 0
  }

  /// Takes `element` out of the tabs at once: `willMove(toParent: nil)`, its view's disappearance if it is
  /// the one shown, then `didMove(toParent: nil)`.
  ///
  /// Its view leaves the window whatever the tab bar's own appearance is doing: a tab bar coming back into
  /// view (a sheet over it being dragged down) has its shown tab appearing, and that tab disappears at
  /// once too (`viewWillDisappear` then `viewDidDisappear`), as a view removed from its window does.
  private func remove(tab element: UIViewController) {
    sendWillMove(element, toParent: nil)
    if element === displayedViewController {
      displayedViewController = nil
      if element.appearState != .disappeared {
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
