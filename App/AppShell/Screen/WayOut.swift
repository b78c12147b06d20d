import NavigatableRIBs

/// The commands that take a screen away, as fits where it is: what a stand-in's screen says, and what
/// `tap` names when a screen has nothing to tap.
///
/// - A screen above the first of its navigation stack: `back` (or `swipe`).
/// - The first screen of a presented sheet (in its own navigation controller or not): `dismiss`.
/// - Otherwise (a tab's first screen, a full-screen presentation, a sheet that refuses to be swiped down):
///   none.
@MainActor
enum WayOut {
  /// The commands that take `screen` away, most usual first; empty when none does.
  ///
  /// - Parameter screen: The visible screen.
  /// - Returns: `["back", "swipe"]`, `["dismiss"]` or `[]`.
  static func commands(for screen: UIViewController) -> [String] {
    if let navigation = screen.navigationController, navigation.viewControllers.count >= 2,
      navigation.viewControllers.first !== screen
    {
      return ["back", "swipe"]
    }
    var presented = screen
    while let parent = presented.parent { presented = parent }
    guard presented.presentingViewController != nil, !presented.isModalInPresentation else { return [] }
    switch presented.modalPresentationStyle {
    case .automatic, .pageSheet, .formSheet: return ["dismiss"]
    default: return []
    }
  }

  /// `leave it with 'back' or 'swipe'`, `leave it with 'dismiss'`; when no command takes `screen` away
  /// but it offers a Close (a full-screen presentation's own button), `leave it with 'tap Close'`; `nil`
  /// otherwise.
  ///
  /// - Parameters:
  ///   - screen: The visible screen.
  ///   - items: The labels of the items the screen offers.
  /// - Returns: The phrase, or `nil`.
  static func phrase(for screen: UIViewController, offering items: [String] = []) -> String? {
    var commands = commands(for: screen)
    if commands.isEmpty, let close = items.first(where: { $0 == "Close" || $0 == "Done" }) {
      commands = ["tap \(close)"]
    }
    guard !commands.isEmpty else { return nil }
    return "leave it with " + commands.map { "'\($0)'" }.joined(separator: " or ")
  }
}
