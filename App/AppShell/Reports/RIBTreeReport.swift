import NavigatableRIBs
import ScreenKit

/// The RIB tree with, for each RIB, whether it is active and where its screen is.
///
/// ```text
/// Root#1 — window
/// ├── Master#1 — tab 1 "Examples" › stack 1/2
/// │   └── Detail#1 — tab 1 "Examples" › stack 2/2
/// │       └── no RIB: screen "Detail 2" #2 — tab 1 "Examples" › stack 3/3
/// └── FinanceHome#1 (inactive) — tab 2 "Finance" › stack 1/1
/// ```
///
/// A viewable RIB shows `NavigationSync.shared.placement(of:)` (`not in any container` when its screen is
/// nowhere); a viewless RIB shows `viewless`. Each RIB carries its id (``RIBIdentities``). A screen in the
/// window that no attached RIB owns (an orphan, left behind without NavigationSync) is shown in place: under
/// the RIB of the screen below it in its stack, or of what its sheet covers. A stand-in's screen that no RIB
/// owns (a viewless flow's stand-in presents one, in a feature's preview) is shown the same way, marked
/// `stand-in:` rather than `no RIB:`: it was not left behind.
struct RIBTreeReport: Encodable {
  /// One RIB.
  struct Node: Encodable {
    /// The RIB's name (`ribName`); `no RIB` for an orphan screen, `stand-in` for a stand-in's screen.
    var name: String
    /// The RIB's id, `Detail#2`; for an orphan screen, the screen's, `#2`.
    var id: String
    /// Whether this is a screen no RIB owns (then `name` is `no RIB`, and `screen` its title).
    var orphan: Bool?
    /// Whether the screen no RIB owns is a stand-in (`StandInScreen`), not one left behind (then `name` is
    /// `stand-in`).
    var standIn: Bool?
    /// An orphan screen's title.
    var screen: String?
    /// Whether its interactor is active.
    var active: Bool
    /// Whether the RIB has no view controller.
    var viewless: Bool
    /// Where its screen is (viewable RIBs only).
    var placement: String?
    /// Whether its screen is in a window's hierarchy (viewable RIBs only).
    var inContainer: Bool?
    /// The attached children, in attachment order.
    var children: [Node]
  }

  /// The root of the tree.
  var root: Node

  /// A snapshot of the tree under `router`. `leaving` is the screen a swipe back in flight is taking away:
  /// its RIB's placement reads `leaving (swipe back in progress)`, since its stack has dropped it.
  /// `identities` names the RIBs; `screens` gives the orphans to show in place (none when `nil`).
  @MainActor
  init(
    root router: any Routing, identities: RIBIdentities = RIBIdentities(), screens: RIBScreens? = nil,
    leaving: UIViewController? = nil
  ) {
    var orphans: [ObjectIdentifier: [UIViewController]] = [:]
    for orphan in screens?.orphans ?? [] where orphan.screen !== leaving {
      orphans[orphan.anchor, default: []].append(orphan.screen)
    }
    let context = Context(identities: identities, orphans: orphans, leaving: leaving)
    root = Self.node(for: router, context: context, depth: 0)
  }

  private struct Context {
    let identities: RIBIdentities
    let orphans: [ObjectIdentifier: [UIViewController]]
    let leaving: UIViewController?
  }

  @MainActor
  private static func node(for router: any Routing, context: Context, depth: Int) -> Node {
    let leaving = context.leaving
    var node = Node(
      name: router.ribName, id: context.identities.id(of: router), active: router.interactable.isActive,
      viewless: true, placement: nil, inContainer: nil, children: [])
    if let viewable = router as? any ViewableRouting {
      let placement = NavigationSync.shared.placement(of: viewable)
      node.viewless = false
      node.placement = placement.description
      node.inContainer = placement.isInHierarchy
      if let leaving, viewable.viewControllable.uiviewController === leaving {
        node.placement = "leaving (swipe back in progress)"
      }
    }
    // A tree deeper than this is a cycle the RIBs core would have refused; stop rather than recurse forever.
    if depth < 256 { node.children = router.children.map { self.node(for: $0, context: context, depth: depth + 1) } }
    for screen in context.orphans[ObjectIdentifier(router)] ?? [] {
      let standIn = screen is any StandInScreen
      node.children.append(
        Node(
          name: standIn ? "stand-in" : "no RIB", id: context.identities.screenID(of: screen), orphan: true,
          standIn: standIn ? true : nil, screen: ScreenNaming.title(of: screen),
          active: false, viewless: false, placement: ScreenPlacement.of(screen).description, inContainer: true,
          children: []))
    }
    return node
  }

  /// The indented text tree.
  @MainActor
  func lines() -> [String] {
    Self.lines(for: root)
  }

  @MainActor
  private static func lines(for node: Node) -> [String] {
    var label: String
    if node.orphan == true {
      label = "\(node.name): screen \"\(ScreenRenderer.oneLine(node.screen ?? ""))\" \(node.id)"
    } else {
      label = ScreenRenderer.oneLine(node.id) + (node.active ? "" : " (inactive)")
    }
    label += " — " + (node.viewless ? "viewless" : node.placement ?? "")
    var result = [label]
    for (index, child) in node.children.enumerated() {
      let isLast = index == node.children.count - 1
      let childLines = lines(for: child)
      result.append((isLast ? "└── " : "├── ") + childLines[0])
      result += childLines.dropFirst().map { (isLast ? "    " : "│   ") + $0 }
    }
    return result
  }
}
