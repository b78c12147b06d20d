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
    visit(app) { lines.append($0) }
    return lines.joined(separator: "\n")
  }

  /// The state of `app` as a 128-bit hash of the lines ``of(_:)`` joins: equal states give equal keys, and
  /// different states different keys but for a hash collision (about one in 2⁶⁴ for a pair). What the
  /// explorer compares: the text is not built.
  ///
  /// - Parameter app: An app, its run loop idle.
  /// - Returns: The key.
  static func key(of app: any ExplorableApp) -> Key {
    var first = Hasher()
    var second = Hasher()
    second.combine(0x5EED)
    visit(app) { line in
      first.combine(line)
      second.combine(line)
    }
    return Key(first: first.finalize(), second: second.finalize())
  }

  /// A state's hash (``key(of:)``).
  struct Key: Hashable {
    let first: Int
    let second: Int
  }

  /// Hands each line of the fingerprint of `app` to `line`, in order.
  private static func visit(_ app: any ExplorableApp, _ line: (String) -> Void) {
    var ribs: [(router: any Routing, level: Int)] = [(app.rootRouter, 0)]
    while let (router, level) = ribs.popLast() {
      var text = String(repeating: " ", count: level) + router.ribName
      text += router.interactable.isActive ? "" : " (inactive)"
      if let viewable = router as? any ViewableRouting {
        text += " @ " + NavigationSync.shared.placement(of: viewable).description
      }
      line(text)
      ribs.append(contentsOf: router.children.reversed().map { ($0, level + 1) })
    }
    line("--")
    if let root = app.window.rootViewController { describe(root, level: 0, into: line) }
    line("--")
    if let screen = VisibleScreen.find(in: app.window) {
      if let navigation = screen.navigationController, navigation.isUserSwipingBack { line("swiping back") }
      if let description = (screen as? any ScreenDescribing)?.screenDescription {
        line(description.title)
        for text in description.lines { line(text) }
        for item in description.items { line("[\(item.kind.rawValue)] \(item.label)") }
        for field in description.fields { line("{\(field.label)\(field.isFocused ? "*" : "")} \(field.text)") }
        if let error = description.errorText { line("! " + error) }
      }
    }
  }

  /// The name `String(describing:)` gives each view controller type, kept once computed.
  private static var typeNames: [ObjectIdentifier: String] = [:]

  private static func typeName(of viewController: UIViewController) -> String {
    let type = Swift.type(of: viewController)
    if let name = typeNames[ObjectIdentifier(type)] { return name }
    let name = String(describing: type)
    typeNames[ObjectIdentifier(type)] = name
    return name
  }

  private static func describe(_ viewController: UIViewController, level: Int, into line: (String) -> Void) {
    guard level < 64 else { return }
    let title = (viewController as? any ScreenDescribing)?.screenDescription.title ?? viewController.title ?? ""
    var text = String(repeating: " ", count: level) + typeName(of: viewController) + " " + title
    if let tabs = viewController as? UITabBarController { text += " selected \(tabs.selectedIndex)" }
    line(text)
    for child in viewController.children { describe(child, level: level + 1, into: line) }
    if let presented = viewController.presentedViewController, presented.presentingViewController === viewController {
      line(String(repeating: " ", count: level) + "presents:")
      describe(presented, level: level + 1, into: line)
    }
  }
}
