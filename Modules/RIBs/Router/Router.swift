/// The base class of a RIB's router: it attaches and detaches child RIBs, forming the RIB tree.
///
/// - ``attachChild(_:)`` appends the child, activates its interactor (its `didBecomeActive()` runs, and
///   may route further), then loads it (its `didLoad()` runs once).
/// - ``detachChild(_:)`` deactivates the child's interactor, then removes it.
/// - Once loaded, a router watches its own interactor: deactivating it deactivates the whole subtree
///   at once (the children stay in ``children``), activating it again reactivates the subtree.
/// - Routers never touch views: a parent dismisses or pops its child's screen itself.
/// - On deallocation a router deactivates its interactor, detaches its children, completes
///   ``lifecycle`` and expects its interactor to be deallocated (through ``LeakDetector``).
///
/// Misuse (attaching an attached router, detaching a stranger, loading twice) is reported through
/// ``RIBsDiagnostics`` and leaves the tree unchanged, in release builds as in debug builds.
///
/// **Cost.** Attaching and detaching a child cost O(1) whatever the number of siblings (membership is by
/// identity, removal leaves a hole compacted later; see `RouterChildren`), plus the size of the child's
/// subtree when it deactivates. Re-attaching a router that has children checks for a cycle by walking up
/// the parent's ancestors: O(depth). ``children`` costs nothing to read, except the first read after a
/// child was detached from the middle, which rebuilds the array (O(n)).
@MainActor
open class Router<InteractorType>: Routing {
  /// The interactor, as its RIB-specific type.
  public let interactor: InteractorType

  /// The interactor, as the lifecycle interface routers drive.
  public let interactable: any Interactable

  /// The attached children, in attachment order.
  public final var children: [any Routing] { childNodes.elements }

  /// Emits `.didLoad` once when the router loads; completes when it is deallocated.
  ///
  /// The subject behind it is made the first time this is read: a router nobody observes this way
  /// allocates no subject.
  public final var lifecycle: AnyPublisher<RouterLifecycle, Never> { lifecycleSubjectMade().eraseToAnyPublisher() }

  /// Whether ``load()`` has run.
  public final var isLoaded: Bool { didLoadFlag }

  /// The parent this router is attached to, if any.
  public final var parent: (any Routing)? { parentRouter }

  /// The router this one is attached to, or `nil` when it is detached (or a root).
  public final var parentRouting: (any Routing)? { parentRouter }

  /// Creates a router driving `interactor`, which must conform to `Interactable`. When it does not, the
  /// misuse is reported and the router drives an inert stand-in (never active).
  public init(interactor: InteractorType) {
    self.interactor = interactor
    if let interactable = interactor as? any Interactable {
      self.interactable = interactable
    } else {
      self.interactable = InertInteractable()
      RIBsDiagnostics.report(
        .interactorNotInteractable,
        "\(type(of: interactor)) does not conform to Interactable; the router \(Self.self) drives nothing.")
    }
    coreInteractor = self.interactable as? Interactor
    coreInteractor?.owningRouter = self
  }

  /// A readable name for trees and traces: the type name without the `Router` suffix. Override to choose
  /// another.
  open var ribName: String { RIBName.derive(from: type(of: self), droppingSuffix: "Router") }

  /// Loads the router: binds the subtree's activeness to the interactor, emits `.didLoad` on
  /// ``lifecycle`` and calls ``didLoad()``. A second call is reported and does nothing.
  public final func load() {
    guard !didLoadFlag else {
      RIBsDiagnostics.report(.loadedTwice, "\(ribName) was loaded twice; the second load was ignored.")
      return
    }
    performLoad()
  }

  /// Called once when the router loads, after the interactor became active. Attach the RIBs that must
  /// be there from the start here. The default does nothing.
  open func didLoad() {}

  /// Attaches `child`: appends it to ``children``, activates its interactor, then loads it (the first time).
  ///
  /// Attaching a router that is already attached (here or elsewhere), or an ancestor, is reported
  /// and leaves the tree unchanged.
  public final func attachChild(_ child: any Routing) {
    let childRouter = child as? any RouterNode
    if childNodes.contains(child) {
      RIBsDiagnostics.report(
        .childAlreadyAttached,
        "attaching \(child.ribName) to \(ribName): it is already one of \(ribName)'s children; nothing changed.")
      return
    }
    // Only a router with children can be an ancestor: a fresh child skips the walk up the tree.
    let childHasChildren: Bool
    if let childRouter {
      childHasChildren = !childRouter.hasNoChildren
    } else {
      childHasChildren = !child.children.isEmpty
    }
    if child === self || childHasChildren && isDescendant(of: child) {
      RIBsDiagnostics.report(
        .attachWouldCreateCycle,
        "attaching \(child.ribName) to \(ribName): \(child.ribName) is \(ribName) or one of its ancestors; nothing changed."
      )
      return
    }
    if let currentParent = childRouter?.parentRouter {
      RIBsDiagnostics.report(
        .childHasAnotherParent,
        "attaching \(child.ribName) to \(ribName): it is attached to \(currentParent.ribName); detach it there first. Nothing changed."
      )
      return
    }

    childNodes.append(child)
    childRouter?.parentRouter = self
    RIBEventLog.emit(.attach, keepAlive: self, child) {
      RIBEvent(
        kind: .attach, name: child.ribName, parentName: ribName,
        router: child, parent: self, interactor: child.interactable)
    }
    // An observer of the attach event may have detached the child again: then it stays as it is.
    guard childNodes.contains(child) else { return }
    // Activate before loading, so that didLoad may attach grandchildren to an active RIB.
    child.interactable.activate()
    guard childNodes.contains(child) else { return }
    if let childRouter {
      childRouter.loadIfNeeded()
    } else {
      child.load()
    }
  }

  /// Detaches `child`: deactivates its interactor (and with it the child's subtree), then removes it from
  /// ``children``. Detaching a router that is not a child is reported and changes nothing.
  public final func detachChild(_ child: any Routing) {
    let childRouter = child as? any RouterNode
    guard childNodes.contains(child) else {
      RIBsDiagnostics.report(
        .detachingStranger,
        "detaching \(child.ribName) from \(ribName): it is not one of \(ribName)'s children; nothing changed.")
      return
    }
    detach(child, node: childRouter, parentIsAlive: true)
  }

  // MARK: - Internal

  /// Loads unless loaded, without reporting.
  final func loadIfNeeded() {
    if !didLoadFlag { performLoad() }
  }

  /// Loads; subclasses add their own bindings first by overriding.
  func internalDidLoad() {
    bindToInteractor()
    lifecycleSubject?.send(.didLoad)
  }

  /// The interactor's activeness changed (and once at load, with its current value): brings the subtree
  /// to it. ``ViewableRouter`` adds its view-disappear expectation first.
  func interactorActivenessDidChange(_ isActive: Bool) {
    setSubtreeActive(isActive)
  }

  /// Typed as a node, so walking up the tree needs no cast per level.
  @exclusivity(unchecked) final weak var parentRouter: (any RouterNode)?

  /// Whether the router has no children (without building ``children``).
  final var hasNoChildren: Bool { childNodes.isEmpty }

  /// Whether `child` is one of the children, by identity: O(1).
  final func containsChild(_ child: any Routing) -> Bool { childNodes.contains(child) }

  /// Subscriptions living as long as the router.
  @exclusivity(unchecked) final var routerCancellables: [AnyCancellable] = []

  // MARK: - Private

  /// Unchecked exclusivity (see Performance.md): `RouterChildren`'s operations call no code that could
  /// reach it while an access lasts.
  @exclusivity(unchecked) private final var childNodes = RouterChildren()
  /// The interactor when it is an ``Interactor`` (the usual case), for its observer list.
  private let coreInteractor: Interactor?
  /// What `bindToInteractor()` added to `coreInteractor` when another router was bound to it first;
  /// removed in deinit.
  @exclusivity(unchecked) private final var activenessObserverID: Int?
  @exclusivity(unchecked) private final var didLoadFlag = false
  /// The name captured at load when `detach` events were observed then, for those its deinit emits: a
  /// subclass's overrides must not run once its part is deinitialized (see `Interactor`'s own).
  @exclusivity(unchecked) private final var nameForDeinit: String?
  /// ``lifecycle``'s subject, once someone has asked for it.
  @exclusivity(unchecked) private final var lifecycleSubject: PassthroughSubject<RouterLifecycle, Never>?

  private final func performLoad() {
    didLoadFlag = true
    if RIBEventLog.buildsEvents(of: .detach) { nameForDeinit = ribName }
    RIBEventLog.emit(.didLoad, keepAlive: self) {
      RIBEvent(kind: .didLoad, name: ribName, router: self, interactor: interactable)
    }
    internalDidLoad()
    didLoad()
  }

  private final func isDescendant(of candidate: any Routing) -> Bool {
    var ancestor = parentRouter
    while let current = ancestor {
      if current === candidate { return true }
      ancestor = current.parentRouter
    }
    return false
  }

  private final func lifecycleSubjectMade() -> PassthroughSubject<RouterLifecycle, Never> {
    if let lifecycleSubject { return lifecycleSubject }
    let subject = PassthroughSubject<RouterLifecycle, Never>()
    lifecycleSubject = subject
    return subject
  }

  /// Binds the subtree's activeness (and, for a viewable router, the view-disappear expectation) to the
  /// interactor's: `interactorActivenessDidChange(_:)` runs now with the current value, then on every
  /// change, as long as the router lives. An ``Interactor`` calls it directly (its `boundRouter`, weak: no
  /// closure, no subscription per RIB loaded); a second router over the same interactor is told through
  /// its observer list; any other `Interactable` through a `sink` on `isActiveStream`.
  private final func bindToInteractor() {
    if let coreInteractor {
      if coreInteractor.boundRouter == nil {
        coreInteractor.boundRouter = self
        interactorActivenessDidChange(coreInteractor.isActive)
      } else {
        activenessObserverID = coreInteractor.addActivenessObserver { [weak self] in
          self?.interactorActivenessDidChange($0)
        }
      }
    } else {
      interactable.isActiveStream.sink { [weak self] in self?.interactorActivenessDidChange($0) }
        .store(in: &routerCancellables)
    }
  }

  /// Brings every interactor of the subtree (this router's included) to `active`, in pre-order.
  ///
  /// Changing a descendant's interactor runs that descendant's own binding, which walks the descendant's
  /// subtree; visiting that subtree again here made a chain of n levels cost O(n²). So:
  /// - deactivating, the descendant's binding does nothing (this walk goes into its subtree right after,
  ///   which is where its nested walk would have run: after `willResignActive()`, same order);
  /// - activating, the descendant's binding walks its subtree inside `activate()`, before the
  ///   descendant's `didBecomeActive()` (descendants' hooks first, as uber), and this walk does not go
  ///   into it again.
  /// Each router of the subtree is visited once. Deactivation keeps no nested walks on the stack, so a
  /// chain of any depth can be detached; activation nests one walk per level (as before).
  private final func setSubtreeActive(_ active: Bool) {
    if SubtreeActivation.changing == ObjectIdentifier(self) {
      if !active { return }
      SubtreeActivation.changingWasWalked = true
    }
    // A leaf already in the state (the usual call: its own binding, right after the change): nothing to walk.
    if childNodes.isEmpty && interactable.isActive == active { return }
    var pending: [any Routing] = [self]
    while let router = pending.popLast() {
      let interactable = router.interactable
      if interactable.isActive != active {
        let enclosing = (SubtreeActivation.changing, SubtreeActivation.changingWasWalked)
        SubtreeActivation.changing = ObjectIdentifier(router)
        SubtreeActivation.changingWasWalked = false
        if active { interactable.activate() } else { interactable.deactivate() }
        let walked = SubtreeActivation.changingWasWalked
        (SubtreeActivation.changing, SubtreeActivation.changingWasWalked) = enclosing
        if walked { continue }
      }
      let children = router.children
      if !children.isEmpty { pending.append(contentsOf: children.reversed()) }
    }
  }

  private final func detach(_ child: any Routing, node childRouter: (any RouterNode)?, parentIsAlive: Bool) {
    child.interactable.deactivate()
    // The child may have been detached meanwhile (by an observer or by willResignActive).
    guard childNodes.remove(child) else { return }
    if childRouter?.parentRouter === self || !parentIsAlive { childRouter?.parentRouter = nil }
    if parentIsAlive {
      RIBEventLog.emitDetach(child, from: self) {
        RIBEvent(
          kind: .detach, name: child.ribName, parentName: ribName,
          router: child, parent: self, interactor: child.interactable)
      }
    } else {
      RIBEventLog.emitDetach(child, from: nil) {
        RIBEvent(
          kind: .detach, name: child.ribName,
          parentName: nameForDeinit ?? RIBName.derive(from: type(of: self), droppingSuffix: "Router"),
          router: child, interactor: child.interactable)
      }
    }
  }

  isolated deinit {
    interactable.deactivate()
    var children = childNodes.elements
    for child in children { detach(child, node: child as? any RouterNode, parentIsAlive: false) }
    lifecycleSubject?.send(completion: .finished)
    routerCancellables.forEach { $0.cancel() }
    // A bound router needs no unbinding: `boundRouter` is weak, and nil from now on.
    if let activenessObserverID { coreInteractor?.removeActivenessObserver(activenessObserverID) }
    LeakDetector.instance.expectDeallocate(object: interactable)
    // The children go after this router's deinit, one after the other, not nested in it: freeing a
    // chain of n routers does not take n nested deinits on the stack.
    SubtreeActivation.releaseAfterDeinit(&children)
  }
}

/// What routers know about each other beyond `Routing`: the parent link, silent loading, whether a
/// router has children without building the array.
@MainActor
protocol RouterNode: Routing {
  var parentRouter: (any RouterNode)? { get set }
  func interactorActivenessDidChange(_ isActive: Bool)
  var hasNoChildren: Bool { get }
  func containsChild(_ child: any Routing) -> Bool
  func loadIfNeeded()
}

/// State shared by every router's subtree walks and deinits (a generic class cannot have static stored
/// properties).
@MainActor
enum SubtreeActivation {
  /// The router whose interactor a subtree walk is changing right now, and whether that router's own
  /// binding walked its subtree meanwhile (see `Router.setSubtreeActive`).
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
  /// first, in attach order). The one change: the children now go before the parent's stored properties
  /// (its interactor among them) instead of after.
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

extension Router: RouterNode {}

/// The stand-in interactable of a router whose interactor is not `Interactable`: never active.
@MainActor
private final class InertInteractable: Interactable {
  var isActive: Bool { false }
  var isActiveStream: AnyPublisher<Bool, Never> { Just(false).eraseToAnyPublisher() }
  func activate() {}
  func deactivate() {}
}
