import NavigatableRIBs
import NavigatableRIBsTesting

/// `show --frame`: the phone drawn as text — the navigation bar (the back button's title, the screen's
/// title, its place in the stack), the screen's lines, the tab bar with the selected tab in brackets, and
/// a presented sheet drawn over its presenter, which shows as a dimmed strip. Piped it is 48 columns wide, as
/// below; on a terminal, as wide as the terminal (``width(forTerminalColumns:)``).
///
/// ```text
/// ┌──────────────────────────────────────────────┐
/// │ ‹ Examples         Detail 1              2/2 │
/// ├──────────────────────────────────────────────┤
/// │ Depth 1                                      │
/// │ [1] Close                                    │
/// ├──────────────────────────────────────────────┤
/// │ [Examples]  Finance                          │
/// └──────────────────────────────────────────────┘
/// ```
@MainActor
enum PhoneFrame {
  /// The phone's inner width, in characters, when the output is no terminal (scripts, transcripts): the
  /// frame is then 48 columns wide.
  static let width = 44
  /// The narrowest and widest frames drawn to fit a terminal, in columns.
  static let terminalColumnRange = 24...120
  /// The narrowest inner width of the innermost box (the nested sheets' boxes are 4 columns narrower each).
  static let minimumInnerWidth = 12

  /// The inner width of a frame that fits a terminal `columns` wide (within ``terminalColumnRange``), or
  /// ``width`` when the output is no terminal (`nil`).
  static func width(forTerminalColumns columns: Int?) -> Int {
    guard let columns else { return width }
    return min(max(columns, terminalColumnRange.lowerBound), terminalColumnRange.upperBound) - 4
  }

  /// The frame of `window`, `width` columns inside its outer box; `swiping` is the screen a swipe back in
  /// flight is taking away. A chain of sheets too deep for `width` widens the frame.
  static func lines(window: UIWindow, swiping: UIViewController?, width: Int = width) -> [String] {
    guard let root = window.rootViewController else {
      return box([.text("(the window shows no screen)")], width: width)
    }
    let layers = [root] + VisibleScreen.presentationChain(from: root)
    var inner = max(width - 4 * (layers.count - 1), minimumInnerWidth)
    var rows = panel(for: layers[layers.count - 1], tabBar: layers.count == 1, swiping: swiping, width: inner)
    // Each presenter, from the top down, is a dimmed strip above the box of what it presents.
    for presenter in layers.dropLast().reversed() {
      let boxed = box(rows, width: inner).map(Row.text)
      let covered = ScreenRenderer.oneLine(ScreenNaming.title(of: ScreenNaming.content(of: presenter)))
      let tabs = presenter is UITabBarController ? " · tab bar" : ""
      inner += 4
      rows = [.text(dimmed("\(covered)\(tabs) (dimmed)", width: inner))] + boxed
    }
    return box(rows, width: inner)
  }

  /// A row inside a box: text, or a horizontal rule across it.
  enum Row {
    case text(String)
    case rule
  }

  private static func panel(
    for container: UIViewController, tabBar: Bool, swiping: UIViewController?, width: Int
  ) -> [Row] {
    let screen = ScreenNaming.content(of: container)
    let lines = ScreenRenderer.lines(for: screen)
    var rows: [Row] = [.text(navigationBar(for: screen, title: lines.first ?? "", width: width)), .rule]
    rows += lines.dropFirst().map { Row.text(String($0.dropFirst(2))) }
    if let swiping {
      rows.append(.text("(swiping back: \(ScreenRenderer.oneLine(ScreenNaming.title(of: swiping))) is leaving)"))
    }
    if tabBar, let tabs = container as? UITabBarController, let controllers = tabs.viewControllers {
      let titles = controllers.enumerated().map { index, tab in
        let title = ScreenRenderer.oneLine(ScreenNaming.tabTitle(of: tab))
        return index == tabs.selectedIndex ? "[\(title)]" : title
      }
      rows += [.rule, .text(titles.joined(separator: "  "))]
    }
    return rows
  }

  /// `‹ Back   Title   2/3`: the back button's title (when there is one), the title, the stack position.
  private static func navigationBar(for screen: UIViewController, title: String, width: Int) -> String {
    guard let navigation = screen.navigationController,
      let index = navigation.viewControllers.firstIndex(where: { $0 === screen })
    else { return title }
    let back =
      navigation.viewControllers.count >= 2 && index > 0
      ? "‹ " + ScreenRenderer.oneLine(navigation.backButtonMenuTitles.first ?? "Back") : ""
    let depth = "\(index + 1)/\(navigation.viewControllers.count)"
    let room = width - columns(back) - depth.count
    let middle = columns(title) + 2 <= room ? centred(title, in: room) : " " + clipped(title, to: room - 2) + " "
    return back + middle + depth
  }

  private static func box(_ rows: [Row], width: Int) -> [String] {
    var result = ["┌" + String(repeating: "─", count: width + 2) + "┐"]
    for row in rows {
      switch row {
      case .text(let text): result.append("│ " + padded(text, to: width) + " │")
      case .rule: result.append("├" + String(repeating: "─", count: width + 2) + "┤")
      }
    }
    result.append("└" + String(repeating: "─", count: width + 2) + "┘")
    return result
  }

  private static func dimmed(_ text: String, width: Int) -> String {
    let label = "░ " + clipped(text, to: width - 4) + " "
    return label + String(repeating: "░", count: max(0, width - columns(label)))
  }

  private static func centred(_ text: String, in width: Int) -> String {
    let left = (width - columns(text)) / 2
    return String(repeating: " ", count: left) + text + String(repeating: " ", count: width - left - columns(text))
  }

  private static func padded(_ text: String, to width: Int) -> String {
    let clipped = clipped(text, to: width)
    return clipped + String(repeating: " ", count: max(0, width - columns(clipped)))
  }

  private static func clipped(_ text: String, to width: Int) -> String {
    guard columns(text) > width else { return text }
    var result = ""
    for character in text {
      if columns(result) + columns(String(character)) > width - 1 { break }
      result.append(character)
    }
    return result + "…"
  }

  /// The columns `text` takes on a terminal: two for an emoji drawn as a picture and for East Asian wide and
  /// full-width characters (CJK, kana, hangul, full-width forms), one for the others.
  static func columns(_ text: String) -> Int {
    text.reduce(0) { total, character in
      guard let scalar = character.unicodeScalars.first else { return total }
      return total + (scalar.properties.isEmojiPresentation || isWide(scalar.value) ? 2 : 1)
    }
  }

  /// Whether `value` is in a block terminals draw two columns wide (Unicode's East Asian Width W and F).
  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x2FFFD,
      0x30000...0x3FFFD:
      true
    default: false
    }
  }
}
