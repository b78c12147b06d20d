import NavigatableRIBs
import ScreenKit

/// What tells two states of an app apart for the explorer: the RIB tree (each RIB's name, whether it is
/// active, where its screen is), the view controllers in the window (containers, their children, what each
/// presents, each screen's title) and what the visible screen shows (its lines, items and fields, whether a
/// swipe back is in flight).
@MainActor
public enum StateFingerprint {
  /// The state of `app` as text: equal texts are the same state.
  ///
  /// - Parameter app: An app, its run loop idle.
  /// - Returns: The fingerprint.
  public static func of(_ app: any ExplorableApp) -> String {
    var lines: [String] = []
    var ribs: [(router: any Routing, level: Int)] = [(app.rootRouter, 0)]
    while let (router, level) = ribs.popLast() {
      var line = String(repeating: " ", count: level) + router.ribName
      line += router.interactable.isActive ? "" : " (inactive)"
      if let viewable = router as? any ViewableRouting {
        line += " @ " + NavigationSync.shared.placement(of: viewable).description
      }
      lines.append(line)
      ribs.append(contentsOf: router.children.reversed().map { ($0, level + 1) })
    }
    lines.append("--")
    if let root = app.window.rootViewController { describe(root, level: 0, into: &lines) }
    lines.append("--")
    if let screen = VisibleScreen.find(in: app.window) {
      if let navigation = screen.navigationController, navigation.isUserSwipingBack { lines.append("swiping back") }
      if let description = (screen as? any ScreenDescribing)?.screenDescription {
        lines.append(description.title)
        lines += description.lines
        lines += description.items.map { "[\($0.kind.rawValue)] \($0.label)" }
        lines += description.fields.map { "{\($0.label)\($0.isFocused ? "*" : "")} \($0.text)" }
        if let error = description.errorText { lines.append("! " + error) }
      }
    }
    return lines.joined(separator: "\n")
  }

  private static func describe(_ viewController: UIViewController, level: Int, into lines: inout [String]) {
    guard level < 64 else { return }
    let title = (viewController as? any ScreenDescribing)?.screenDescription.title ?? viewController.title ?? ""
    var line = String(repeating: " ", count: level) + String(describing: type(of: viewController)) + " " + title
    if let tabs = viewController as? UITabBarController { line += " selected \(tabs.selectedIndex)" }
    lines.append(line)
    for child in viewController.children { describe(child, level: level + 1, into: &lines) }
    if let presented = viewController.presentedViewController, presented.presentingViewController === viewController {
      lines.append(String(repeating: " ", count: level) + "presents:")
      describe(presented, level: level + 1, into: &lines)
    }
  }
}
