import NavigatableRIBs

/// The RIB tree with, for each RIB, whether it is active and where its screen is.
///
/// ```text
/// Root — window
/// ├── Examples — tab 0 "Examples" › stack 1/2
/// │   └── Detail — tab 0 "Examples" › stack 2/2
/// └── Settings (inactive) — tab 1 "Settings" › stack 1/1
/// ```
///
/// A viewable RIB shows `NavigationSync.shared.placement(of:)` (`not in any container` when its screen is
/// nowhere); a viewless RIB shows `viewless`.
struct RIBTreeReport: Encodable {
  /// One RIB.
  struct Node: Encodable {
    /// The RIB's name (`ribName`).
    var name: String
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
  /// its RIB's placement reads `leaving (swipe back in progress)`, since its stack no longer lists it.
  @MainActor
  init(root router: any Routing, leaving: UIViewController? = nil) {
    root = Self.node(for: router, leaving: leaving, depth: 0)
  }

  @MainActor
  private static func node(for router: any Routing, leaving: UIViewController?, depth: Int) -> Node {
    var node = Node(
      name: router.ribName, active: router.interactable.isActive, viewless: true, placement: nil,
      inContainer: nil, children: [])
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
    if depth < 256 { node.children = router.children.map { self.node(for: $0, leaving: leaving, depth: depth + 1) } }
    return node
  }

  /// The indented text tree.
  @MainActor
  func lines() -> [String] {
    Self.lines(for: root)
  }

  @MainActor
  private static func lines(for node: Node) -> [String] {
    var label = ScreenRenderer.oneLine(node.name) + (node.active ? "" : " (inactive)")
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
