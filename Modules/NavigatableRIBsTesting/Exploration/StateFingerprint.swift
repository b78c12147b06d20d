import NavigatableRIBs
import ScreenKit

/// What tells two states of an app apart for the explorer: the view controllers in the window (containers,
/// their children, what each presents, each one's type and title), the RIB tree (each RIB's name, whether it
/// is active, where its screen is) and what the visible screen shows (its lines, items and fields, whether a
/// swipe back is in flight).
///
/// A screen other than the visible one is told by the title UIKit shows for it (its navigation item's, else
/// its `title`), and by its description's title only when it has neither: its description is not built, and
/// what it shows off screen is not part of the state.
@MainActor
public enum StateFingerprint {
  /// The state of `app` as text: equal texts are the same state.
  ///
  /// - Parameter app: An app, its run loop idle.
  /// - Returns: The fingerprint.
  public static func of(_ app: any ExplorableApp) -> String {
    var text = TextEncoder()
    _ = visit(app, into: &text)
    return text.lines.joined(separator: "\n")
  }

  /// The state of `app` as a 128-bit hash of the parts of each line ``of(_:)`` writes, part by part (the
  /// same parts, in the same order, each tagged with what it is; a view controller's type by its identity,
  /// not its name): equal states give equal keys, and different states different keys but for a hash
  /// collision (about one in 2⁶⁴ for a pair). What the explorer compares: no text is built. Two view
  /// controller types of the same name in different modules, which ``of(_:)`` does not tell apart, make
  /// different keys.
  ///
  /// The visible screen's description comes with it, as the fingerprint read it: the app's next action, or
  /// the list of its actions, need not build it again while nothing ran since.
  ///
  /// - Parameter app: An app, its run loop idle.
  /// - Returns: The key, and the visible screen with its description when it describes itself.
  static func key(of app: any ExplorableApp) -> (key: Key, described: DescribedScreen?) {
    var hash = HashEncoder()
    let described = visit(app, into: &hash)
    return (Key(first: hash.first.finalize(), second: hash.second.value), described)
  }

  /// A state's hash (``key(of:)``).
  struct Key: Hashable {
    let first: Int
    let second: UInt64
  }

  /// Hands the parts of each line of the fingerprint of `app` to `encoder`, in order: the view controllers
  /// from the window's root down, then the RIBs from the root down, then the visible screen.
  ///
  /// - Returns: The visible screen and its description, when it describes itself.
  private static func visit<Encoder: FingerprintEncoder>(
    _ app: any ExplorableApp, into encoder: inout Encoder
  ) -> DescribedScreen? {
    // The visible screen's description is read once: for its title among the view controllers, and whole.
    let screen = VisibleScreen.find(in: app.window)
    let description = (screen as? any ScreenDescribing)?.screenDescription
    // Walking the view controllers down finds each one's placement on the way, for the RIBs' screens.
    var placements: [(viewController: ObjectIdentifier, placement: ScreenPlacement)] = []
    if let root = app.window.rootViewController {
      describe(
        root, level: 0, placement: ScreenPlacement.placement(ofTop: root), screen: screen, description: description,
        placements: &placements, into: &encoder)
    }
    encoder.separator()
    var ribs: [(router: any Routing, level: Int)] = [(app.rootRouter, 0)]
    while let (router, level) = ribs.popLast() {
      var placement: ScreenPlacement?
      if let screen = router.viewControllableIfViewable?.uiviewController {
        // A plain loop: a closure here would check the executor on each element (see Performance.md).
        let id = ObjectIdentifier(screen)
        for noted in placements where noted.viewController == id {
          placement = noted.placement
          break
        }
        if placement == nil { placement = ScreenPlacement.of(screen) }
      }
      encoder.rib(level: level, name: router.ribName, isActive: router.interactable.isActive, placement: placement)
      for child in router.children.reversed() { ribs.append((child, level + 1)) }
    }
    encoder.separator()
    if let screen {
      if let navigation = screen.navigationController, navigation.isUserSwipingBack { encoder.line("swiping back") }
      if let description {
        encoder.line(description.title)
        for text in description.lines { encoder.line(text) }
        for item in description.items { encoder.item(kind: item.kind.rawValue, label: item.label) }
        for field in description.fields {
          encoder.field(label: field.label, isFocused: field.isFocused, text: field.text)
        }
        if let error = description.errorText { encoder.error(error) }
      }
    }
    guard let screen, let description else { return nil }
    return DescribedScreen(screen: ObjectIdentifier(screen), description: description)
  }

  /// The title of a view controller that is not the visible screen: the one UIKit shows for it in a back
  /// button's menu or a navigation bar (its navigation item's, else its `title`), else, for a screen that
  /// sets neither, its description's. A screen's description is built only when it has no title of its own.
  private static func title(of viewController: UIViewController) -> String {
    if let title = viewController.navigationItem.title ?? viewController.title { return title }
    // Whether a type describes itself is asked once: a failed cast walks every superclass's conformances.
    let type = ObjectIdentifier(Swift.type(of: viewController))
    let describes: Bool
    if let known = typeDescribes[type] {
      describes = known
    } else {
      describes = viewController is any ScreenDescribing
      typeDescribes[type] = describes
    }
    guard describes else { return "" }
    return (viewController as? any ScreenDescribing)?.screenDescription.title ?? ""
  }

  /// Whether each view controller type seen so far conforms to `ScreenDescribing`.
  private static var typeDescribes: [ObjectIdentifier: Bool] = [:]

  /// Hands `viewController` and what is below it (its children, then what it presents) to `encoder`, and
  /// notes the placement of each one the walk up from it would come here by (``ScreenPlacement/of(_:)``
  /// finds the others).
  private static func describe<Encoder: FingerprintEncoder>(
    _ viewController: UIViewController, level: Int, placement: ScreenPlacement?, screen: UIViewController?,
    description: ScreenDescription?, placements: inout [(viewController: ObjectIdentifier, placement: ScreenPlacement)],
    into encoder: inout Encoder
  ) {
    guard level < 64 else { return }
    if let placement { placements.append((ObjectIdentifier(viewController), placement)) }
    let title =
      viewController === screen && description != nil ? description?.title ?? "" : Self.title(of: viewController)
    encoder.viewController(
      level: level, type: Swift.type(of: viewController), title: title,
      selectedTab: (viewController as? UITabBarController)?.selectedIndex)
    for child in viewController.children {
      describe(
        child, level: level + 1, placement: placement?.placement(ofChild: child, in: viewController), screen: screen,
        description: description, placements: &placements, into: &encoder)
    }
    if let presented = viewController.presentedViewController, presented.presentingViewController === viewController {
      encoder.presents(level: level)
      describe(
        presented, level: level + 1, placement: placement?.placement(ofPresented: presented, by: viewController),
        screen: screen, description: description, placements: &placements, into: &encoder)
    }
  }
}

/// What ``StateFingerprint`` hands the parts of its lines to: as text, or hashed.
@MainActor
private protocol FingerprintEncoder {
  /// A RIB, and its screen's placement (`nil` for a viewless RIB).
  mutating func rib(level: Int, name: String, isActive: Bool, placement: ScreenPlacement?)
  /// A view controller, told by its type, its title and, for a tab bar controller, the selected tab.
  mutating func viewController(level: Int, type: UIViewController.Type, title: String, selectedTab: Int?)
  mutating func presents(level: Int)
  mutating func separator()
  mutating func line(_ text: String)
  mutating func item(kind: String, label: String)
  mutating func field(label: String, isFocused: Bool, text: String)
  mutating func error(_ text: String)
}

/// The fingerprint's lines as text: `  Detail @ window › tab 1 "Examples" › stack 2/2`.
private struct TextEncoder: FingerprintEncoder {
  var lines: [String] = []

  mutating func rib(level: Int, name: String, isActive: Bool, placement: ScreenPlacement?) {
    var text = String(repeating: " ", count: level) + name
    text += isActive ? "" : " (inactive)"
    if let placement { text += " @ " + placement.description }
    lines.append(text)
  }

  mutating func viewController(level: Int, type: UIViewController.Type, title: String, selectedTab: Int?) {
    var text = String(repeating: " ", count: level) + _typeName(type, qualified: false) + " " + title
    if let selectedTab { text += " selected \(selectedTab)" }
    lines.append(text)
  }

  mutating func presents(level: Int) { lines.append(String(repeating: " ", count: level) + "presents:") }
  mutating func separator() { lines.append("--") }
  mutating func line(_ text: String) { lines.append(text) }
  mutating func item(kind: String, label: String) { lines.append("[\(kind)] \(label)") }
  mutating func field(label: String, isFocused: Bool, text: String) {
    lines.append("{\(label)\(isFocused ? "*" : "")} \(text)")
  }
  mutating func error(_ text: String) { lines.append("! " + text) }
}

/// The fingerprint's parts hashed twice, each behind a tag that says which part it is: by the standard
/// library's `Hasher` (seeded per process) and by a multiply-xor hash over the same bytes, two functions
/// unrelated to each other, so two different states get the same key only when both collide at once.
private struct HashEncoder: FingerprintEncoder {
  var first = Hasher()
  var second = MultiplyXorHasher()

  private mutating func combine(_ value: UInt8) {
    first.combine(value)
    second.combine(UInt64(value))
  }

  private mutating func combine(_ value: Int) {
    first.combine(value)
    second.combine(UInt64(bitPattern: Int64(value)))
  }

  private mutating func combine(_ value: Bool) { combine(value ? 1 as UInt8 : 0) }

  private mutating func combine(_ value: Int?) {
    guard let value else { return combine(0 as UInt8) }
    combine(1 as UInt8)
    combine(value)
  }

  private mutating func combine(_ value: String) {
    first.combine(value)
    second.combine(value)
  }

  mutating func rib(level: Int, name: String, isActive: Bool, placement: ScreenPlacement?) {
    combine(1 as UInt8)
    combine(level)
    combine(name)
    combine(isActive)
    guard let placement else { return combine(0 as UInt8) }
    combine(placement.isInHierarchy ? 1 as UInt8 : 2)
    guard placement.isInHierarchy else { return }
    combine(placement.steps.count)
    for step in placement.steps {
      switch step {
      case .window: combine(1 as UInt8)
      case .tab(let index, let title):
        combine(2 as UInt8)
        combine(index)
        combine(title)
      case .stack(let index, let count):
        combine(3 as UInt8)
        combine(index)
        combine(count)
      case .presented(let style):
        combine(4 as UInt8)
        combine(style)
      case .leavingStack(let count):
        combine(5 as UInt8)
        combine(count)
      }
    }
  }

  mutating func viewController(level: Int, type: UIViewController.Type, title: String, selectedTab: Int?) {
    combine(2 as UInt8)
    combine(level)
    combine(Int(bitPattern: UInt(bitPattern: ObjectIdentifier(type))))
    combine(title)
    combine(selectedTab)
  }

  mutating func presents(level: Int) {
    combine(3 as UInt8)
    combine(level)
  }

  mutating func separator() { combine(4 as UInt8) }

  mutating func line(_ text: String) {
    combine(5 as UInt8)
    combine(text)
  }

  mutating func item(kind: String, label: String) {
    combine(6 as UInt8)
    combine(kind)
    combine(label)
  }

  mutating func field(label: String, isFocused: Bool, text: String) {
    combine(7 as UInt8)
    combine(label)
    combine(isFocused)
    combine(text)
  }

  mutating func error(_ text: String) {
    combine(8 as UInt8)
    combine(text)
  }
}

/// A 64-bit hash of words and strings: each word xored in, then multiplied by an odd constant and folded;
/// a string's UTF-8 bytes eight at a time, then its length. Not seeded, and no defence against chosen input:
/// the second half of a fingerprint's key, beside `Hasher`.
private struct MultiplyXorHasher {
  private(set) var value: UInt64 = 0x9E37_79B9_7F4A_7C15

  mutating func combine(_ word: UInt64) {
    value = (value ^ word) &* 0xFF51_AFD7_ED55_8CCD
    value ^= value >> 29
  }

  mutating func combine(_ text: String) {
    var text = text
    let count = text.withUTF8 { bytes in
      var index = 0
      let raw = UnsafeRawBufferPointer(bytes)
      while index + 8 <= bytes.count {
        combine(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
        index += 8
      }
      var word: UInt64 = 0
      var shift: UInt64 = 0
      while index < bytes.count {
        word |= UInt64(bytes[index]) << shift
        shift += 8
        index += 1
      }
      if shift > 0 { combine(word) }
      return bytes.count
    }
    combine(UInt64(count))
  }
}
