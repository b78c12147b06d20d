/// One RIB screen NavigationSync watches: a child router, the parent it is attached to, its view controller.
///
/// Holds nothing strongly: the parent's `children` keeps the router alive and the container keeps the view
/// controller alive, exactly as without NavigationSync.
@MainActor
final class TrackedScreen {
  /// Registration order; breaks ties between screens of equal depth (later first).
  let sequence: Int
  /// Depth of the router in the RIB tree (root = 0), for deepest-first detaching.
  let depth: Int
  /// The child's name, captured when it was tracked if the sync's decisions were observed then (for their
  /// messages after the RIB is gone); deriving it costs a lookup, so it is not captured otherwise.
  let capturedName: String?
  /// The child's name: captured, or asked of the router while it lives.
  var name: String { capturedName ?? router?.ribName ?? "a RIB" }
  weak var router: (any ViewableRouting)?
  weak var parent: (any Routing)?
  weak var viewController: UIViewController?
  let routerID: ObjectIdentifier
  let parentID: ObjectIdentifier
  let viewControllerID: ObjectIdentifier
  /// Whether `parent` is a flow: a viewless RIB whose interactor adopts ``NavigationFlowInteractable``.
  /// It is closed when the user removes its last screen.
  let parentIsFlow: Bool
  /// Set once the screen was removed and its RIB detached (or about to be).
  var isGone = false
  /// Whether a UIKit signal named it and it waits in the sync's `pending` list to be checked.
  var isPending = false

  init(
    sequence: Int, depth: Int, router: any ViewableRouting, parent: any Routing, parentIsFlow: Bool,
    viewController: UIViewController, capturingName: Bool
  ) {
    self.sequence = sequence
    self.depth = depth
    self.capturedName = capturingName ? router.ribName : nil
    self.router = router
    self.parent = parent
    self.viewController = viewController
    self.routerID = ObjectIdentifier(router)
    self.parentID = ObjectIdentifier(parent)
    self.viewControllerID = ObjectIdentifier(viewController)
    self.parentIsFlow = parentIsFlow
  }

  /// The order screens were shown in: how the sync walks screens wherever it makes calls in a loop.
  static func registrationOrder(_ lhs: TrackedScreen, _ rhs: TrackedScreen) -> Bool { lhs.sequence < rhs.sequence }

  /// Deepest first; among equals, the later-shown first.
  static func deepestFirst(_ lhs: TrackedScreen, _ rhs: TrackedScreen) -> Bool {
    lhs.depth != rhs.depth ? lhs.depth > rhs.depth : lhs.sequence > rhs.sequence
  }
}

/// A screen the sync takes off once a gesture ends: its view controller (weak), its RIB's name and why it
/// goes.
@MainActor
struct WeakScreen {
  weak var viewController: UIViewController?
  let owner: String
  let cause: NavigationSync.Cause
}
