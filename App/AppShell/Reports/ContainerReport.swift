import NavigatableRIBs
import NavigatableRIBsTesting
import ScreenKit

/// Every container of the window and the screens in it: the tab bar and its tabs, each navigation stack
/// bottom to top, then the presentation chain.
///
/// ```text
/// window: tab bar, 2 tabs
///   [1] Examples (selected): navigation stack, 2 screens
///     1. Examples — Master#1
///     2. Detail 1 — Detail#1 (top)
///   [2] Settings: navigation stack, 1 screen
///     1. Settings (top)
/// presented 1 (sheet): navigation stack, 1 screen
///   1. Sheet (top)
/// ```
///
/// Each screen names its RIB by id (`Detail#1`: the screen reads its RIB's number), or says `no RIB #3`
/// (`stand-in #3` for a stand-in's screen, `StandInScreen`, that no RIB owns).
/// Tab numbers are the ones `tab` takes (from 1); `selectedIndex` in the JSON counts from 0, like UIKit.
struct ContainerReport: Encodable {
  /// A container or a screen.
  struct Node: Encodable {
    /// `tabBar`, `navigation` or `screen`.
    var kind: String
    /// The screen's title (for containers: their own title or type name).
    var title: String
    /// For a screen: its number (`#6`, as `trace` names it).
    var screenID: String?
    /// For a screen: the id of the RIB that owns it (`Detail#6`), `nil` when no RIB does.
    var rib: String?
    /// For a screen no RIB owns: whether it is a stand-in's (`StandInScreen`), not one left behind.
    var standIn: Bool?
    /// For a tab: the tab's title.
    var tabTitle: String?
    /// For a tab bar: the selected tab, from 0.
    var selectedIndex: Int?
    /// For a navigation stack during a swipe back: the title of the screen being swiped away.
    var swipingBackFrom: String?
    /// Tabs (tab bar), screens bottom to top (navigation stack), none for a screen.
    var children: [Node]

    /// For a named screen: its RIB's id, `no RIB #3`, or `stand-in #3`.
    var owner: String {
      rib ?? ((standIn == true ? "stand-in " : "no RIB ") + (screenID ?? ""))
    }
  }

  /// A presented view controller.
  struct Presentation: Encodable {
    /// `sheet` or `modal`.
    var style: String
    /// What is presented.
    var content: Node
  }

  /// The window's root; `nil` when the window has none.
  var window: Node?
  /// The tab the report is about (from 0), when it is about one tab: `window` is then the tab bar with only
  /// that tab.
  var tab: Int?
  /// The presentation chain above the root, bottom to top.
  var presented: [Presentation]

  /// A snapshot of `window`; `swipedScreen` is the screen a swipe back in flight takes away, if known. With
  /// `tab` (from 0), only that tab of the tab bar is kept.
  @MainActor
  init(window uiWindow: UIWindow, swipedScreen: UIViewController?, tab: Int? = nil, names: Names? = nil) {
    self.tab = tab
    guard let root = uiWindow.rootViewController else {
      window = nil
      presented = []
      return
    }
    // Only the kept tab's screens are named: naming gives them their session numbers.
    window = Self.node(for: root, swipedScreen: swipedScreen, names: names, depth: 0, onlyTab: tab)
    if let tab, window?.kind == "tabBar", let all = window?.children, all.indices.contains(tab) {
      window?.children = [all[tab]]
    }
    presented = VisibleScreen.presentationChain(from: root).map { presentedController in
      Presentation(
        style: Self.styleName(presentedController.modalPresentationStyle),
        content: Self.node(for: presentedController, swipedScreen: swipedScreen, names: names, depth: 0))
    }
  }

  /// How screens are named: the RIB owning each screen and the RIBs' ids.
  @MainActor
  struct Names {
    /// Which RIB owns which screen.
    let screens: RIBScreens
    /// The RIBs' ids.
    let identities: RIBIdentities
  }

  @MainActor
  private static func node(
    for viewController: UIViewController, swipedScreen: UIViewController?, names: Names?, depth: Int,
    onlyTab: Int? = nil
  ) -> Node {
    var node = Node(kind: "screen", title: ScreenNaming.title(of: viewController), children: [])
    if let names, !(viewController is UINavigationController || viewController is UITabBarController) {
      node.screenID = names.identities.screenID(of: viewController)
      node.rib = names.screens.owner(of: viewController).map { names.identities.id(of: $0) }
      if node.rib == nil, viewController is any StandInScreen { node.standIn = true }
    }
    guard depth < 32 else { return node }
    if let tabs = viewController as? UITabBarController {
      node.kind = "tabBar"
      node.title = viewController.title ?? ScreenNaming.typeName(of: viewController)
      let selected = tabs.selectedIndex
      node.selectedIndex = (tabs.viewControllers ?? []).indices.contains(selected) ? selected : nil
      node.children = (tabs.viewControllers ?? []).enumerated().map { index, tab in
        let tabNames = onlyTab == nil || onlyTab == index ? names : nil
        var child = self.node(for: tab, swipedScreen: swipedScreen, names: tabNames, depth: depth + 1)
        child.tabTitle = ScreenNaming.tabTitle(of: tab)
        return child
      }
    } else if let navigation = viewController as? UINavigationController {
      node.kind = "navigation"
      node.title = viewController.title ?? ScreenNaming.typeName(of: viewController)
      if navigation.isUserSwipingBack { node.swipingBackFrom = swipedScreen.map(ScreenNaming.title(of:)) ?? "?" }
      node.children = navigation.viewControllers.map {
        self.node(for: $0, swipedScreen: swipedScreen, names: names, depth: depth + 1)
      }
    }
    return node
  }

  /// `sheet` for the sheet styles, `modal` for the others.
  static func styleName(_ style: UIModalPresentationStyle) -> String {
    switch style {
    case .pageSheet, .formSheet, .automatic: "sheet"
    default: "modal"
    }
  }

  /// The text form.
  @MainActor
  func lines() -> [String] {
    guard let window else { return ["window: no root view controller"] }
    var result: [String]
    if let tab, window.kind == "tabBar", let only = window.children.first {
      let selected = tab == window.selectedIndex ? " (selected)" : ""
      let title = ScreenRenderer.oneLine(only.tabTitle ?? only.title)
      result = Self.lines(for: only, label: "[\(tab + 1)] \(title)\(selected): ", indent: "")
    } else {
      result = Self.lines(for: window, label: "window: ", indent: "")
    }
    for (index, presentation) in presented.enumerated() {
      result += Self.lines(
        for: presentation.content, label: "presented \(index + 1) (\(presentation.style)): ", indent: "")
    }
    return result
  }

  @MainActor
  private static func lines(for node: Node, label: String, indent: String) -> [String] {
    let oneLine = ScreenRenderer.oneLine
    switch node.kind {
    case "tabBar":
      var result = [indent + label + "tab bar, \(count(node.children.count, "tab"))"]
      for (index, tab) in node.children.enumerated() {
        let selected = index == node.selectedIndex ? " (selected)" : ""
        result += lines(
          for: tab, label: "[\(index + 1)] \(oneLine(tab.tabTitle ?? tab.title))\(selected): ", indent: indent + "  ")
      }
      return result
    case "navigation":
      var result = [indent + label + "navigation stack, \(count(node.children.count, "screen"))"]
      for (index, screen) in node.children.enumerated() {
        let isTop = index == node.children.count - 1
        if screen.kind == "screen" {
          result.append(
            indent + "  \(index + 1). \(oneLine(screen.title))\(owner(of: screen))" + (isTop ? " (top)" : ""))
        } else {
          result += lines(for: screen, label: "\(index + 1). ", indent: indent + "  ")
        }
      }
      if let leaving = node.swipingBackFrom {
        result.append(indent + "  (swipe back in progress: \(oneLine(leaving)) is leaving)")
      }
      return result
    default:
      return [indent + label + "screen " + oneLine(node.title) + owner(of: node)]
    }
  }

  /// ` — Detail#1`, ` — no RIB #3`, ` — stand-in #3`, or nothing when screens are not named.
  private static func owner(of screen: Node) -> String {
    guard screen.screenID != nil else { return "" }
    return " — " + screen.owner
  }

  private static func count(_ number: Int, _ noun: String) -> String {
    number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
  }
}
