/// The UIKit behaviours that differ between iOS versions or that no source settled.
///
/// Every version-dependent or unconfirmed fact of the model is one property here, so changing a choice is
/// a one-line change. Select the profile in effect with ``UIKitBehavior/profile``.
public struct UIKitBehaviorProfile: Equatable, Sendable, CustomStringConvertible {
  /// A short name, such as "iOS 17".
  public var name: String

  /// Whether `navigationController(_:didShow:animated:)` fires when an interactive pop is cancelled.
  ///
  /// iOS 17 and earlier: no (radar 21137690). iOS 18: yes, with `transitionCoordinator.isCancelled == true`,
  /// passing the top view controller, which stays (which one it passes is unconfirmed).
  public var sendsDidShowOnCancelledInteractivePop: Bool

  /// Whether `willMove(toParent: nil)` fires when an interactive pop begins (unconfirmed).
  ///
  /// `true`: at begin, like a programmatic pop, and it stays unbalanced when the swipe is cancelled.
  /// `false`: only when the swipe finishes, right before `didMove(toParent: nil)`.
  public var sendsWillMoveToNilAtInteractivePopBegin: Bool

  /// Whether `willShow`/`didShow` fire when `setViewControllers` removes only VCs below the top
  /// (unconfirmed; the default is no).
  public var sendsShowCallbacksWhenTopUnchanged: Bool

  /// Whether re-tapping the selected tab starts its pop-to-root before `tabBarController(_:didSelect:)`
  /// (unconfirmed order).
  public var tabReselectPopsBeforeDidSelect: Bool

  /// Whether the presenter gets disappear/appear callbacks for sheet styles (unconfirmed; default no).
  public var sheetPresenterGetsAppearanceCallbacks: Bool

  /// Creates a profile from its individual choices.
  ///
  /// - Parameters:
  ///   - name: How the profile is shown in logs and test names, such as the iOS version it models.
  ///   - sendsDidShowOnCancelledInteractivePop: Whether a cancelled swipe back still sends
  ///     `navigationController(_:didShow:animated:)` for the screen that stays.
  ///   - sendsWillMoveToNilAtInteractivePopBegin: Whether the leaving screen gets `willMove(toParent: nil)`
  ///     when the swipe begins rather than when it finishes.
  ///   - sendsShowCallbacksWhenTopUnchanged: Whether `setViewControllers` that removes only view
  ///     controllers below the top still sends the delegate's `willShow` and `didShow`.
  ///   - tabReselectPopsBeforeDidSelect: Whether re-tapping the selected tab pops to its root before
  ///     `tabBarController(_:didSelect:)`.
  ///   - sheetPresenterGetsAppearanceCallbacks: Whether the presenter of a sheet gets disappear and
  ///     appear callbacks.
  public init(
    name: String,
    sendsDidShowOnCancelledInteractivePop: Bool,
    sendsWillMoveToNilAtInteractivePopBegin: Bool = true,
    sendsShowCallbacksWhenTopUnchanged: Bool = false,
    tabReselectPopsBeforeDidSelect: Bool = true,
    sheetPresenterGetsAppearanceCallbacks: Bool = false
  ) {
    self.name = name
    self.sendsDidShowOnCancelledInteractivePop = sendsDidShowOnCancelledInteractivePop
    self.sendsWillMoveToNilAtInteractivePopBegin = sendsWillMoveToNilAtInteractivePopBegin
    self.sendsShowCallbacksWhenTopUnchanged = sendsShowCallbacksWhenTopUnchanged
    self.tabReselectPopsBeforeDidSelect = tabReselectPopsBeforeDidSelect
    self.sheetPresenterGetsAppearanceCallbacks = sheetPresenterGetsAppearanceCallbacks
  }

  /// iOS 17 (and earlier): no `didShow` after a cancelled swipe back.
  public static let iOS17 = UIKitBehaviorProfile(name: "iOS 17", sendsDidShowOnCancelledInteractivePop: false)

  /// iOS 18: `didShow` after a cancelled swipe back, with a cancelled transition coordinator.
  public static let iOS18 = UIKitBehaviorProfile(name: "iOS 18", sendsDidShowOnCancelledInteractivePop: true)

  /// The profiles the model ships, oldest first.
  public static let all: [UIKitBehaviorProfile] = [.iOS17, .iOS18]

  /// Every combination of the choices that are not confirmed on a device, on top of each shipped profile's
  /// confirmed ones: 2 × 2⁴ = 32 profiles.
  ///
  /// Behaviour that must hold "whatever UIKit really does" is checked under all of them: the confirmed
  /// choice (`didShow` after a cancelled swipe, iOS 17 vs 18) and the four unconfirmed ones
  /// (``sendsWillMoveToNilAtInteractivePopBegin``, ``sendsShowCallbacksWhenTopUnchanged``,
  /// ``tabReselectPopsBeforeDidSelect``, ``sheetPresenterGetsAppearanceCallbacks``). Names spell the
  /// flipped choices, such as "iOS 18 +willMoveAtEnd +sheetAppearance".
  public static let allCombinations: [UIKitBehaviorProfile] = all.flatMap { base in
    let unconfirmed: [(choice: WritableKeyPath<UIKitBehaviorProfile, Bool>, flipped: String)] = [
      (\.sendsWillMoveToNilAtInteractivePopBegin, "willMoveAtEnd"),
      (\.sendsShowCallbacksWhenTopUnchanged, "showWhenTopUnchanged"),
      (\.tabReselectPopsBeforeDidSelect, "didSelectBeforePop"),
      (\.sheetPresenterGetsAppearanceCallbacks, "sheetAppearance"),
    ]
    return (0..<(1 << unconfirmed.count)).map { bits in
      var profile = base
      var names = [base.name]
      for (bit, (choice, flipped)) in unconfirmed.enumerated() where bits & (1 << bit) != 0 {
        profile[keyPath: choice].toggle()
        names.append("+" + flipped)
      }
      profile.name = names.joined(separator: " ")
      return profile
    }
  }

  /// The profile's name.
  public var description: String { name }
}

/// The global behaviour settings of the model.
@MainActor
public enum UIKitBehavior {
  /// The profile in effect; ``UIKitBehaviorProfile/iOS18`` unless changed.
  ///
  /// Read when a behaviour is needed, so changing it affects transitions that run afterwards.
  public static var profile: UIKitBehaviorProfile = .iOS18

  /// Runs `body` with `profile` in effect, then restores the previous profile.
  ///
  /// - Parameters:
  ///   - profile: The profile in effect while `body` runs.
  ///   - body: The code to run.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws (the previous profile is restored first).
  public static func withProfile<T>(_ profile: UIKitBehaviorProfile, _ body: () throws -> T) rethrows -> T {
    let saved = self.profile
    self.profile = profile
    defer { self.profile = saved }
    return try body()
  }
}
