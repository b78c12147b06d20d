/// A snapshot of a RIB subtree: each router's name, whether its interactor is active, and its children.
///
/// Printed, it is an indented text tree:
///
/// ```text
/// Root
/// ├── LoggedIn
/// │   └── Trip
/// └── Settings (inactive)
/// ```
public struct RIBTreeNode: Sendable, Hashable, CustomStringConvertible {
  /// The router's ``Routing/ribName``.
  public let name: String
  /// Whether the router's interactor is active.
  public let isActive: Bool
  /// The children's snapshots, in attachment order.
  public let children: [RIBTreeNode]

  /// Creates a node.
  ///
  /// - Parameters:
  ///   - name: The RIB's name.
  ///   - isActive: Whether its interactor is active.
  ///   - children: Its children, in attach order.
  public init(name: String, isActive: Bool, children: [RIBTreeNode] = []) {
    self.name = name
    self.isActive = isActive
    self.children = children
  }

  /// Takes a snapshot of the subtree rooted at `router`.
  ///
  /// - Parameter router: The root of the subtree.
  @MainActor
  public init(_ router: any Routing) {
    self.init(
      name: router.ribName, isActive: router.interactable.isActive, children: router.children.map(RIBTreeNode.init))
  }

  /// How many nodes the subtree has, this one included.
  public var count: Int { 1 + children.reduce(0) { $0 + $1.count } }

  /// The indented text tree; inactive nodes are marked `(inactive)`.
  public var description: String { lines().joined(separator: "\n") }

  /// The text tree as lines, without a trailing newline.
  ///
  /// - Returns: This node's label, then each child's lines indented under it with tree branches.
  public func lines() -> [String] {
    var result = [label]
    for (index, child) in children.enumerated() {
      let isLast = index == children.count - 1
      let childLines = child.lines()
      result.append((isLast ? "└── " : "├── ") + childLines[0])
      result += childLines.dropFirst().map { (isLast ? "    " : "│   ") + $0 }
    }
    return result
  }

  private var label: String { isActive ? name : "\(name) (inactive)" }
}
