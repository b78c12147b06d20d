import NavigatableRIBs
import ScreenKit

/// One thing a person can do to the app with a finger or a keyboard: what the explorer tries in every
/// state, and what the shell's navigation commands do.
///
/// Items, fields, tabs and back-menu entries are named by their position when the action was listed
/// (``available(in:typing:)``), so an action is a plain value that replays the same way in the same state.
public enum UserAction: Hashable, Sendable, CustomStringConvertible {
  /// Tap the visible screen's row or button at `item` (from 0, in screen order), labelled `label`.
  case tap(item: Int, label: String)
  /// Tap the text field labelled `field`, so typing goes there.
  case focus(field: String)
  /// Type `text` into the focused field (replacing what it holds).
  case type(text: String)
  /// Tap the back button of the visible navigation stack.
  case back
  /// A whole swipe back: put the finger down at the left edge and lift it far enough.
  case swipeBack
  /// Put the finger down and drag: the swipe back is in flight until it finishes or is cancelled.
  case beginSwipeBack
  /// Lift the finger far enough: the swipe back in flight pops.
  case finishSwipeBack
  /// Let go too early: the swipe back in flight snaps back.
  case cancelSwipeBack
  /// Choose entry `entry` (from 0, nearest first) of the back button's long-press menu, titled `title`.
  case backMenu(entry: Int, title: String)
  /// Tap tab `index` (from 0) of the tab bar, titled `title`; tapping the selected tab pops it to its root.
  case tab(index: Int, title: String)
  /// Swipe the topmost sheet down to the end.
  case swipeDownSheet
  /// Start swiping the topmost sheet down and let go: it snaps back.
  case cancelSwipeDownSheet

  /// The action in words, as a failing sequence lists it: `tap "Push next"`, `swipe back (begin)`.
  public var description: String {
    switch self {
    case .tap(_, let label): "tap \"\(label)\""
    case .focus(let field): "focus \"\(field)\""
    case .type(let text): "type \"\(text)\""
    case .back: "back"
    case .swipeBack: "swipe back"
    case .beginSwipeBack: "swipe back (begin)"
    case .finishSwipeBack: "swipe back (finish)"
    case .cancelSwipeBack: "swipe back (cancel)"
    case .backMenu(_, let title): "back menu \"\(title)\""
    case .tab(_, let title): "tab \"\(title)\""
    case .swipeDownSheet: "swipe the sheet down"
    case .cancelSwipeDownSheet: "swipe the sheet down (cancel)"
    }
  }

  /// Whether a finger stays on the screen after this action (a swipe back begun and not ended).
  public var leavesGestureInFlight: Bool { self == .beginSwipeBack }

  /// The text the explorer types into a focused field.
  public static let sampleText = "42"

  /// Every action a person can take in `window` now, in a fixed order: while a swipe back is in flight only
  /// its finish and its cancel (the finger is on the screen); else the visible screen's items, its fields
  /// (focusing one that is not focused, typing `text` into the focused one unless it holds it), back, a
  /// whole swipe back and its beginning, each back-menu entry (when the stack has a back button), each tab
  /// (when no presentation covers the tab bar), and the topmost sheet's swipe down and its cancel.
  ///
  /// - Parameters:
  ///   - window: The app's window, its run loop idle.
  ///   - text: What typing enters.
  /// - Returns: The actions, each once.
  @MainActor
  public static func available(in window: UIWindow, typing text: String = sampleText) -> [UserAction] {
    available(in: window, typing: text, described: nil)
  }

  /// ``available(in:typing:)``, with the description of the visible screen already built when `described` is
  /// of the screen found (the explorer's fingerprint built it, and nothing ran since).
  ///
  /// - Parameters:
  ///   - window: The app's window.
  ///   - text: What a focused field gets typed.
  ///   - described: A screen, by identity, and its description, built since the app last changed.
  /// - Returns: The actions, in a stable order.
  @MainActor
  static func available(
    in window: UIWindow, typing text: String, described: DescribedScreen?
  ) -> [UserAction] {
    if let navigation = VisibleScreen.navigationController(in: window), navigation.isUserSwipingBack {
      return [.finishSwipeBack, .cancelSwipeBack]
    }
    var actions: [UserAction] = []
    guard let screen = VisibleScreen.find(in: window) else { return actions }
    if let description = described.description(of: screen) {
      actions += description.items.enumerated().map { .tap(item: $0.offset, label: $0.element.label) }
      for field in description.fields {
        if field.isFocused {
          if field.text != text { actions.append(.type(text: text)) }
        } else if field.focus != nil {
          actions.append(.focus(field: field.label))
        }
      }
    }
    if let navigation = screen.navigationController, navigation.viewControllers.count >= 2 {
      actions += [.back, .swipeBack, .beginSwipeBack]
      actions += navigation.backButtonMenuTitles.enumerated().map { .backMenu(entry: $0.offset, title: $0.element) }
    }
    let root = window.rootViewController
    let presented = root.map(VisibleScreen.presentationChain(from:)) ?? []
    if presented.isEmpty, let tabBar = VisibleScreen.tabBarController(in: window) {
      let tabs = tabBar.viewControllers ?? []
      actions += tabs.enumerated().map { .tab(index: $0.offset, title: tabTitle(of: $0.element)) }
    }
    if !presented.isEmpty { actions += [.swipeDownSheet, .cancelSwipeDownSheet] }
    return actions
  }

  /// Does the action in `window`, as a person would, and runs the run loop until idle (except while a swipe
  /// back stays in flight, when only what the touch itself does has run).
  ///
  /// - Parameter window: The app's window.
  /// - Returns: `false` when the action is not possible there (no such item, nothing presented, a gesture
  ///   refused by UIKit); what a refused gesture did (a sheet's delegate asked) has run all the same.
  @MainActor
  @discardableResult
  public func perform(in window: UIWindow) -> Bool {
    perform(in: window, described: nil)
  }

  /// ``perform(in:)``, with the description of the visible screen already built when `described` is of the
  /// screen the action finds (the explorer's fingerprint built it, and nothing ran since).
  ///
  /// - Parameters:
  ///   - window: The app's window.
  ///   - described: A screen, by identity, and its description, built since the app last changed.
  /// - Returns: `false` when the action is not possible there.
  @MainActor
  @discardableResult
  func perform(in window: UIWindow, described: DescribedScreen?) -> Bool {
    let done = start(in: window, described: described)
    if !leavesGestureInFlight { HeadlessRunLoop.main.runUntilIdle() }
    return done
  }

  @MainActor
  private func start(in window: UIWindow, described: DescribedScreen?)
    -> Bool
  {
    let screen = VisibleScreen.find(in: window)
    // The screen's description only for what it offers (items, fields): building it is the screen's work.
    var description: ScreenDescription? {
      guard let screen else { return nil }
      return described.description(of: screen)
    }
    var navigation: UINavigationController? { screen?.navigationController }
    switch self {
    case .tap(let item, _):
      guard let items = description?.items, items.indices.contains(item) else { return false }
      items[item].action()
    case .focus(let label):
      guard let focus = description?.fields.first(where: { $0.label == label })?.focus else { return false }
      focus()
    case .type(let text):
      guard let field = description?.fields.first(where: \.isFocused) else { return false }
      field.setText(text)
    case .back:
      return navigation?.userTapBackButton() ?? false
    case .swipeBack:
      guard let navigation, navigation.userBeginSwipeBack() else { return false }
      HeadlessRunLoop.main.runUntilIdle()
      return navigation.userFinishSwipeBack()
    case .beginSwipeBack:
      return navigation?.userBeginSwipeBack() ?? false
    case .finishSwipeBack:
      return navigation?.userFinishSwipeBack() ?? false
    case .cancelSwipeBack:
      return navigation?.userCancelSwipeBack() ?? false
    case .backMenu(let entry, _):
      return navigation?.userChooseBackButtonMenuItem(at: entry) ?? false
    case .tab(let index, _):
      return VisibleScreen.tabBarController(in: window)?.userTapTab(at: index) ?? false
    case .swipeDownSheet, .cancelSwipeDownSheet:
      guard let root = window.rootViewController, let sheet = VisibleScreen.presentationChain(from: root).last,
        sheet.userBeginSwipeDownSheet()
      else { return false }
      HeadlessRunLoop.main.runUntilIdle()
      return self == .swipeDownSheet ? sheet.userFinishSwipeDownSheet() : sheet.userCancelSwipeDownSheet()
    }
    return true
  }

  /// The title a tab shows: its tab bar item's, else its own title, else its visible screen's title.
  ///
  /// - Parameter viewController: A tab's view controller.
  /// - Returns: Its title.
  @MainActor
  public static func tabTitle(of viewController: UIViewController) -> String {
    if let title = viewController.tabBarItem.title ?? viewController.title { return title }
    let content = VisibleScreen.content(of: viewController)
    if let title = (content as? any ScreenDescribing)?.screenDescription.title, !title.isEmpty { return title }
    return content.title ?? content.navigationItem.title ?? String(describing: Swift.type(of: content))
  }
}

/// A screen, by identity, and the description it gave, read since the app last changed: what the explorer's
/// fingerprint hands its next action, so the screen need not describe itself again.
struct DescribedScreen {
  /// The screen described.
  let screen: ObjectIdentifier
  /// What it described.
  let description: ScreenDescription
}

extension DescribedScreen? {
  /// The description of `screen`: the one kept when it is of that screen, else the one `screen` gives now
  /// (`nil` when it does not describe itself).
  ///
  /// - Parameter screen: The visible screen.
  /// - Returns: Its description.
  @MainActor
  func description(of screen: UIViewController) -> ScreenDescription? {
    if let kept = self, kept.screen == ObjectIdentifier(screen) { return kept.description }
    return (screen as? any ScreenDescribing)?.screenDescription
  }
}
