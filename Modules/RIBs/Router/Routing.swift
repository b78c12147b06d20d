/// The interface of every router: the node of the RIB tree.
@MainActor
public protocol Routing: RouterScope {
  /// The interactor this router drives.
  var interactable: any Interactable { get }

  /// The attached children, in attachment order.
  var children: [any Routing] { get }

  /// Loads the router: binds its subtree's activeness to its interactor, emits `didLoad` and calls
  /// `didLoad()`. Parents load their children when attaching them; call it yourself only for a root that
  /// is not launched.
  func load()

  /// Attaches `child`: appends it, activates its interactor, then loads it.
  ///
  /// - Parameter child: A router attached to nothing.
  func attachChild(_ child: any Routing)

  /// Detaches `child`: deactivates its interactor (and so its subtree), then removes it.
  ///
  /// - Parameter child: One of this router's children.
  func detachChild(_ child: any Routing)

  /// A readable name for trees and traces. Defaults to the type name without the `Router` suffix.
  var ribName: String { get }

  /// The router this one is attached to, or `nil` when it is detached (or a root).
  ///
  /// uber's `Routing` has no parent link; ours keeps a weak one so that libraries built on RIBs (and
  /// diagnostics) can walk up the tree. ``Router`` implements it; other routers report `nil` by default.
  var parentRouting: (any Routing)? { get }
}

extension Routing {
  /// The type name without the `Router` suffix (`LoggedInRouter` → `LoggedIn`).
  public var ribName: String { RIBName.derive(from: type(of: self), droppingSuffix: "Router") }

  /// `nil`: only routers built on ``Router`` keep a parent link.
  public var parentRouting: (any Routing)? { nil }

  /// Whether `child` is one of ``children``, by identity.
  ///
  /// - Parameter child: The router to look for.
  /// - Returns: `true` when `child` is one of ``children``.
  public func hasChild(_ child: any Routing) -> Bool {
    if let router = self as? RouterBase { return router.containsChild(child) }
    return children.contains { $0 === child }
  }

  /// Whether a child is viewless (not a ``ViewableRouting``): a flow or a coordinator, which libraries
  /// walking the tree for screens walk through. For a ``Router``, reads its children without building
  /// ``children``.
  /// The screen of a viewable router, `nil` for a viewless one: `(self as? any ViewableRouting)?.viewControllable`,
  /// without the conformance lookup for RIBs' own viewable routers (what walks over the whole tree after
  /// every step, the explorer's checks and fingerprint, use).
  package var viewControllableIfViewable: (any ViewControllable)? {
    if let router = self as? RouterBase, let view = router.owned.view { return view }
    return (self as? any ViewableRouting)?.viewControllable
  }

  package var hasViewlessChildren: Bool {
    if let router = self as? RouterBase { return router.hasViewlessChild }
    return children.contains { !($0 is any ViewableRouting) }
  }

  /// A snapshot of the subtree rooted here; see ``RIBTreeNode``.
  public var treeSnapshot: RIBTreeNode { RIBTreeNode(self) }
}
