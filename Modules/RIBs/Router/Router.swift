/// The base class of a RIB's router: it attaches and detaches child RIBs, forming the RIB tree.
///
/// - ``RouterBase/attachChild(_:)`` appends the child, activates its interactor (its `didBecomeActive()`
///   runs, and may route further), then loads it (its `didLoad()` runs once).
/// - ``RouterBase/detachChild(_:)`` deactivates the child's interactor, then removes it.
/// - Once loaded, a router watches its own interactor: deactivating it deactivates the whole subtree
///   at once (the children stay in ``RouterBase/children``), activating it again reactivates the subtree.
/// - Routers never touch views: a parent dismisses or pops its child's screen itself.
/// - On deallocation a router deactivates its interactor, detaches its children, completes
///   ``RouterBase/lifecycle`` and expects its interactor to be deallocated (through ``LeakDetector``).
///
/// Misuse (attaching an attached router, detaching a stranger, loading twice) is reported through
/// ``RIBsDiagnostics`` and leaves the tree unchanged, in release builds as in debug builds.
///
/// Everything but the typed ``interactor`` is implemented in ``RouterBase``, the base class every router
/// shares whatever its interactor's type. What attaching, detaching and reading the children cost is in
/// Documentation/Performance.md ("Children by identity").
@MainActor
open class Router<InteractorType>: RouterBase {
  /// The interactor, as its RIB-specific type.
  public let interactor: InteractorType

  /// Creates a router driving `interactor`, which must conform to `Interactable`. When it does not, the
  /// misuse is reported and the router drives an inert stand-in (never active).
  ///
  /// - Parameter interactor: The RIB's interactor.
  public init(interactor: InteractorType) {
    self.interactor = interactor
    let interactable = interactor as? any Interactable
    super.init(interactable: interactable ?? InertInteractable())
    if interactable == nil {
      RIBsDiagnostics.report(
        .interactorNotInteractable,
        "\(type(of: interactor)) does not conform to Interactable; the router \(Self.self) drives nothing.")
    }
  }
}

/// State shared by every router's subtree walks and deinits.
@MainActor
enum SubtreeActivation {
  /// The router whose interactor a subtree walk is changing right now, and whether that router's own
  /// binding walked its subtree meanwhile (see `RouterBase.setSubtreeActive`).
  // Unchecked exclusivity (see Performance.md): plain values, read and written whole.
  @exclusivity(unchecked) static var changing: ObjectIdentifier?
  @exclusivity(unchecked) static var changingWasWalked = false

  /// Children of deinitialized routers waiting to be released, each batch reversed (next one last), and
  /// whether a release loop is running.
  private static var toRelease: [[any Routing]] = []
  private static var isReleasing = false

  /// Releases `routers` (the children a deinitialized router held) in a loop run by the outermost call,
  /// instead of nested inside each deinit: freeing a chain of n routers takes one stack frame per level
  /// no more. The order is the nested one: a child's own children go before its next sibling (depth
  /// first, in attach order), except that the children go before the parent's stored properties (its
  /// interactor among them), where nested deinits would release them after.
  /// `routers` is emptied: the loop must hold the only references, or the last one would still go nested.
  static func releaseAfterDeinit(_ routers: inout [any Routing]) {
    guard !routers.isEmpty else { return }
    routers.reverse()
    toRelease.append(routers)
    routers = []
    guard !isReleasing else { return }
    isReleasing = true
    defer { isReleasing = false }
    while let last = toRelease.indices.last {
      if toRelease[last].isEmpty {
        toRelease.removeLast()
        continue
      }
      // Released at the end of this scope; its deinit may queue its own children, handled next.
      let next = toRelease[last].removeLast()
      _ = next
    }
  }
}

/// The stand-in interactable of a router whose interactor is not `Interactable`: never active.
@MainActor
private final class InertInteractable: Interactable {
  var isActive: Bool { false }
  var isActiveStream: AnyPublisher<Bool, Never> { Just(false).eraseToAnyPublisher() }
  func activate() {}
  func deactivate() {}
}
