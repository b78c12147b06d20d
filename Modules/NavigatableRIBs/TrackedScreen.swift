import OrderedCollections

/// One RIB screen NavigationSync watches: a child router, the parent it is attached to, its view controller.
///
/// Holds nothing of the app strongly: the parent's `children` keeps the router alive and the container keeps
/// the view controller alive, exactly as without NavigationSync. What it knows of the parent is its
/// parent's entry (``TrackedScreens/ParentScreens``), shared by the parent's screens: one weak reference to
/// the parent for all of them.
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
  weak var viewController: UIViewController?
  let routerID: ObjectIdentifier
  let viewControllerID: ObjectIdentifier
  /// The parent's entry: what the sync knows of the router this screen's RIB is attached to. Strong: an
  /// entry lives as long as a screen of its parent is tracked.
  let parentEntry: TrackedScreens.ParentScreens
  /// The router this screen's RIB is attached to, while it lives.
  var parent: (any Routing)? { parentEntry.parent }
  /// `parent`'s identity.
  var parentID: ObjectIdentifier { parentEntry.parentID }
  /// Whether `parent` is a flow: a viewless RIB whose interactor adopts ``NavigationFlowInteractable``.
  /// It is closed when the user removes its last screen.
  var parentIsFlow: Bool { parentEntry.isFlow }
  /// Set once the screen was removed and its RIB detached (or about to be).
  var isGone = false
  /// Whether a UIKit signal named it and it waits among the candidates (``TrackedScreens``) to be checked.
  var isPending = false

  init(
    sequence: Int, router: any ViewableRouting, parent: TrackedScreens.ParentScreens,
    viewController: UIViewController, capturingName: Bool
  ) {
    self.sequence = sequence
    self.depth = parent.depth + 1
    self.capturedName = capturingName ? router.ribName : nil
    self.router = router
    self.parentEntry = parent
    self.viewController = viewController
    self.routerID = ObjectIdentifier(router)
    self.viewControllerID = ObjectIdentifier(viewController)
  }

  /// The order screens were shown in: how the sync walks screens wherever it makes calls in a loop.
  ///
  /// `nonisolated` (it reads constants only): a main-actor comparator would check the executor on every
  /// comparison of a sort, about 220 instructions each: a third of a popToRoot's cost (Performance.md).
  nonisolated static func registrationOrder(_ lhs: TrackedScreen, _ rhs: TrackedScreen) -> Bool {
    lhs.sequence < rhs.sequence
  }

  /// Deepest first; among equals, the later-shown first. `nonisolated`, as ``registrationOrder(_:_:)``.
  nonisolated static func deepestFirst(_ lhs: TrackedScreen, _ rhs: TrackedScreen) -> Bool {
    lhs.depth != rhs.depth ? lhs.depth > rhs.depth : lhs.sequence > rhs.sequence
  }

  /// `screens` in `order` (a strict total order: one of the two above). One pass when they are in it
  /// already, or in the opposite order (a popToRoot's screens come in the order they were pushed, which
  /// is the reverse of deepest first); a sort otherwise. A sort reads every screen log n times, which at
  /// thousands of screens misses the cache on most reads.
  nonisolated static func ordered<Screens: Collection<TrackedScreen>>(
    _ screens: Screens, by order: (TrackedScreen, TrackedScreen) -> Bool
  ) -> [TrackedScreen] {
    var array = Array(screens)
    guard array.count > 1 else { return array }
    var inOrder = true
    var inReverse = true
    for index in 1..<array.count where inOrder || inReverse {
      if order(array[index], array[index - 1]) { inOrder = false } else { inReverse = false }
    }
    if inOrder { return array }
    if inReverse {
      array.reverse()
      return array
    }
    array.sort(by: order)
    return array
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

/// Screens gathered for one removal, by view controller, in the order they were gathered (so that a
/// removal whose screens were gathered in order needs no sort).
typealias GatheredScreens = OrderedDictionary<ObjectIdentifier, TrackedScreen>
