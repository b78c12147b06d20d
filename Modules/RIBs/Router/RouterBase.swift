/// What every router is, whatever its interactor's type: the node of the RIB tree. Subclass ``Router``
/// (or ``ViewableRouter``), never this class: it has no public initializer.
///
/// Everything ``Router`` does is here; ``Router`` adds the interactor typed as its RIB's own interface.
/// The tree's machinery lives in a class that is not generic so that routers know each other as one
/// concrete type: checking that a child is a router is a class cast instead of a protocol-conformance
/// lookup, and every stored property sits at a fixed offset. See ``Router`` for the behaviour.
@MainActor
open class RouterBase: Routing {
  /// The interactor, as the lifecycle interface routers drive.
  public final var interactable: any Interactable { owned.interactable }

  /// The attached children, in attachment order.
  public final var children: [any Routing] { owned.children.elements }

  /// Emits `.didLoad` once when the router loads; completes when it is deallocated.
  ///
  /// The subject behind it is made the first time this is read: a router nobody observes this way
  /// allocates no subject.
  public final var lifecycle: AnyPublisher<RouterLifecycle, Never> { lifecycleSubjectMade().eraseToAnyPublisher() }

  /// Whether ``load()`` has run.
  public final var isLoaded: Bool { didLoadFlag }

  /// The router this one is attached to, or `nil` when it is detached (or a root).
  public final var parentRouting: (any Routing)? { parentRouter }

  /// Drives `interactable`. Internal: routers are made through ``Router``'s initializer.
  init(interactable: any Interactable) {
    let coreInteractor = interactable as? Interactor
    owned = RouterOwned(interactable: interactable, coreInteractor: coreInteractor)
    // The last router built over an interactor names it in events until one is bound (see
    // `bindToInteractor()`).
    coreInteractor?.routerWasBuilt(self)
  }

  /// A readable name for trees and traces: the type name without the `Router` suffix. Override to choose
  /// another.
  open var ribName: String {
    if let derivedName { return derivedName }
    let name = RIBName.derive(from: type(of: self), droppingSuffix: "Router")
    derivedName = name
    return name
  }

  /// The name ``ribName`` derives from the router's type, kept once derived: the trees, the traces and the
  /// explorer read it after every step, and a lookup by type costs a lock and a hash each time.
  @exclusivity(unchecked) private final var derivedName: String?

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
  ///
  /// - Parameter child: The router of the RIB to attach.
  public final func attachChild(_ child: any Routing) {
    let childRouter = child as? RouterBase
    if owned.children.contains(child, node: childRouter) {
      RIBsDiagnostics.report(
        .childAlreadyAttached,
        "attaching \(child.ribName) to \(ribName): it is already one of \(ribName)'s children; nothing changed.")
      return
    }
    // Only a router with children can be an ancestor: a fresh child skips the walk up the tree.
    let childHasChildren: Bool
    if let childRouter {
      childHasChildren = !childRouter.owned.children.isEmpty
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
    // Still in a parent's slots: attached there (its parent link reads nil while that parent is being
    // deallocated, until the parent's deinit detaches it).
    if let childRouter, childRouter.isInParent {
      let currentParent = childRouter.parentRouter?.ribName ?? "a router being deallocated"
      RIBsDiagnostics.report(
        .childHasAnotherParent,
        "attaching \(child.ribName) to \(ribName): it is attached to \(currentParent); detach it there first. Nothing changed."
      )
      return
    }

    owned.children.append(child, node: childRouter)
    childRouter?.parentRouter = self
    RIBEventLog.emit(.attach, keepAlive: self, child) {
      RIBEvent(
        kind: .attach, name: child.ribName, parentName: ribName,
        router: child, parent: self, interactor: child.interactable)
    }
    // An observer of the attach event may have detached the child again: then it stays as it is.
    guard owned.children.contains(child, node: childRouter) else { return }
    // Activate before loading, so that didLoad may attach grandchildren to an active RIB.
    if let interactor = childRouter?.owned.coreInteractor {
      interactor.activate()
    } else {
      child.interactable.activate()
    }
    guard owned.children.contains(child, node: childRouter) else { return }
    if let childRouter {
      childRouter.loadIfNeeded()
    } else {
      child.load()
    }
  }

  /// Detaches `child`: deactivates its interactor (and with it the child's subtree), then removes it from
  /// ``children``. Detaching a router that is not a child is reported and changes nothing.
  ///
  /// - Parameter child: The router of the child RIB to detach.
  public final func detachChild(_ child: any Routing) {
    let childRouter = child as? RouterBase
    guard owned.children.contains(child, node: childRouter) else {
      RIBsDiagnostics.report(
        .detachingStranger,
        "detaching \(child.ribName) from \(ribName): it is not one of \(ribName)'s children; nothing changed.")
      return
    }
    detach(child, node: childRouter)
  }

  // MARK: - Internal

  /// Loads unless loaded, without reporting.
  final func loadIfNeeded() {
    if !didLoadFlag { performLoad() }
  }

  /// Loads; subclasses add their own bindings first by overriding.
  func internalDidLoad() {
    bindToInteractor()
    owned.lifecycleSubject?.send(.didLoad)
  }

  /// The interactor's activeness changed (and once at load, with its current value): brings the subtree
  /// to it. ``ViewableRouter`` adds its view-disappear expectation first.
  func interactorActivenessDidChange(_ isActive: Bool) {
    setSubtreeActive(isActive)
  }

  /// The router this one is attached to (see `RouterChildren`: set and cleared with `indexInParent`).
  @exclusivity(unchecked) final weak var parentRouter: RouterBase?

  /// This router's slot among its parent's children (`RouterChildren` keeps it), or -1 when it is not
  /// attached to a router: membership is tested without a table.
  @exclusivity(unchecked) final var indexInParent = -1

  /// Whether the router sits among a router's children.
  final var isInParent: Bool { indexInParent >= 0 }

  /// Whether `child` is one of the children, by identity: O(1).
  final func containsChild(_ child: any Routing) -> Bool {
    owned.children.contains(child, node: child as? RouterBase)
  }

  /// Whether a child is viewless (not a ``ViewableRouting``), without building ``children``.
  final var hasViewlessChild: Bool { owned.children.hasViewlessChild }

  /// What the router owns and lets go when it is deallocated: its interactor, its children, its
  /// subscriptions, its view (a ``ViewableRouter``'s). One value, so that the `deinit` tears it down in
  /// place, or moves it out whole (see `MainActorTeardown`). Unchecked exclusivity (see Performance.md):
  /// the operations on its children (`RouterChildren`) call no code that could reach it while an access
  /// lasts, and the teardown's one long access runs on a router being deinitialized, which nothing can
  /// reach any more (every reference to a router from elsewhere in RIBs is weak).
  /// `nonisolated(unsafe)` only for the `deinit`, which may run off the main actor.
  @exclusivity(unchecked) nonisolated(unsafe) final var owned: RouterOwned

  // MARK: - Private

  @exclusivity(unchecked) private final var didLoadFlag = false

  private final func performLoad() {
    didLoadFlag = true
    if RIBEventLog.buildsEvents(of: .detach) { owned.name = ribName }
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
    if let subject = owned.lifecycleSubject { return subject }
    let subject = PassthroughSubject<RouterLifecycle, Never>()
    owned.lifecycleSubject = subject
    return subject
  }

  /// Binds the subtree's activeness (and, for a viewable router, the view-disappear expectation) to the
  /// interactor's: `interactorActivenessDidChange(_:)` runs now with the current value, then on every
  /// change, as long as the router lives. The first router loaded over an ``Interactor`` is bound: told
  /// directly (no closure, no subscription per RIB loaded), before anyone else; another router loaded over
  /// the same interactor (a misuse kept working) is told through its observer list, after the bound one;
  /// any other `Interactable` through a `sink` on `isActiveStream`.
  private final func bindToInteractor() {
    if let coreInteractor = owned.coreInteractor {
      coreInteractor.bindActiveness(of: self)
    } else {
      interactable.isActiveStream.sink { [weak self] in self?.interactorActivenessDidChange($0) }
        .store(in: &owned.cancellables)
    }
  }

  /// Brings every interactor of the subtree (this router's included) to `active`, in pre-order.
  ///
  /// Changing a descendant's interactor runs that descendant's own binding, which walks the descendant's
  /// subtree; visiting that subtree again here would make a chain of n levels cost O(n²). So:
  /// - deactivating, the descendant's binding does nothing (this walk goes into its subtree right after,
  ///   which is where its nested walk would have run: after `willResignActive()`, same order);
  /// - activating, the descendant's binding walks its subtree inside `activate()`, before the
  ///   descendant's `didBecomeActive()` (descendants' hooks first, as uber), and this walk does not go
  ///   into it again.
  /// Each router of the subtree is visited once. Deactivation keeps no nested walks on the stack, so a
  /// chain of any depth can be detached; activation nests one walk per level, so its stack grows with the
  /// chain's depth.
  private final func setSubtreeActive(_ active: Bool) {
    if SubtreeActivation.changing == ObjectIdentifier(self) {
      if !active { return }
      SubtreeActivation.changingWasWalked = true
    }
    // A leaf already in the state (the usual call: its own binding, right after the change): nothing to walk.
    if owned.children.isEmpty && (owned.coreInteractor?.isActive ?? interactable.isActive) == active { return }
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

  private final func detach(_ child: any Routing, node childRouter: RouterBase?) {
    if let interactor = childRouter?.owned.coreInteractor {
      interactor.deactivate()
    } else {
      child.interactable.deactivate()
    }
    // The child may have been detached meanwhile (by an observer or by willResignActive).
    guard owned.children.remove(child, node: childRouter) else { return }
    childRouter?.parentRouter = nil
    RIBEventLog.emitDetach(child, from: self) {
      RIBEvent(
        kind: .detach, name: child.ribName, parentName: ribName,
        router: child, parent: self, interactor: child.interactable)
    }
  }

  /// Tears down what the router owned, on the main actor: in place when released where the main actor
  /// runs, else in a task on the main actor, moved out of the router (see `MainActorTeardown`).
  nonisolated deinit {
    if isWhereMainActorRuns() {
      // What `MainActor.assumeIsolated` does after its check (see `MainActorTeardown`), with a closure of
      // a concrete type that captures nothing: calling it allocates nothing.
      let tearDown: @MainActor (RouterBase) -> Void = { $0.owned.tearDown(routerType: type(of: $0)) }
      typealias Nonisolated = (RouterBase) -> Void
      unsafeBitCast(tearDown, to: Nonisolated.self)(self)
    } else {
      // Moved out, not copied: the task holds the only reference to what the router owned.
      var moved = RouterOwned(interactable: owned.interactable, coreInteractor: owned.coreInteractor)
      swap(&moved, &owned)
      tearDownLaterOnMainActor(RouterRemains(owned: consume moved, routerType: type(of: self)))
    }
  }
}

/// What a router released off the main actor leaves to tear down (see `MainActorTeardown`).
private struct RouterRemains: MainActorTeardown {
  var owned: RouterOwned
  let routerType: RouterBase.Type

  @MainActor consuming func tearDown() { owned.tearDown(routerType: routerType) }
}

/// What a router owns and lets go when it is deallocated (``RouterBase/owned``). Not isolated, so that a
/// `deinit` off the main actor can move it out of its router; only the main actor touches it otherwise.
struct RouterOwned {
  /// The interactor, as the lifecycle interface routers drive.
  let interactable: any Interactable
  /// The interactor when it is an ``Interactor`` (the usual case), for its observer list.
  let coreInteractor: Interactor?
  /// The attached children.
  var children = RouterChildren()
  /// Subscriptions living as long as the router.
  var cancellables: [AnyCancellable] = []
  /// ``RouterBase/lifecycle``'s subject, once someone has asked for it.
  var lifecycleSubject: PassthroughSubject<RouterLifecycle, Never>?
  /// The name captured at load when `detach` events were observed then, for those the teardown emits: a
  /// subclass's overrides must not run once its part is deinitialized (see `Interactor`'s own).
  var name: String?
  /// The view controller a ``ViewableRouter`` owns; `nil` for other routers.
  var view: (any ViewControllable)?
  /// A ``ViewableRouter``'s expectation that its view leaves the window, from its interactor's last
  /// deactivation, while pending. Nobody else holds it: the teardown hands it to the detector to carry the
  /// deallocation expectation.
  var viewDisappearExpectation: LeakDetector.Expectation?

  /// Nothing attached yet.
  init(interactable: any Interactable, coreInteractor: Interactor?) {
    self.interactable = interactable
    self.coreInteractor = coreInteractor
  }

  /// Lets go of everything, as uber's `Router.deinit` does: expects the view to go, deactivates the
  /// interactor, detaches the children, completes the lifecycle, cancels the subscriptions and expects the
  /// interactor to go.
  ///
  /// - Parameter routerType: The deallocated router's type, for the name of the events it emits.
  @MainActor mutating func tearDown(routerType: RouterBase.Type) {
    if let view {
      // The view expectation of the last deactivation, if still pending, carries this one too (one object).
      LeakDetector.instance.expectDeallocate(
        viewController: view.uiviewController, inTime: LeakDefaultExpectationTime.viewDisappear,
        after: viewDisappearExpectation)
    }
    interactable.deactivate()
    var detached = children.isEmpty ? [] : children.elements
    for child in detached {
      let childRouter = child as? RouterBase
      child.interactable.deactivate()
      // The child may have been detached meanwhile (by an observer or by willResignActive).
      guard children.remove(child, node: childRouter) else { continue }
      childRouter?.parentRouter = nil
      RIBEventLog.emitDetach(child, from: nil) {
        RIBEvent(
          kind: .detach, name: child.ribName,
          parentName: name ?? RIBName.derive(from: routerType, droppingSuffix: "Router"),
          router: child, interactor: child.interactable)
      }
    }
    lifecycleSubject?.send(completion: .finished)
    // A plain loop: a closure here would check the executor on each call (see Performance.md).
    for cancellable in cancellables { cancellable.cancel() }
    // A bound router needs no unbinding: `owningRouter` is weak, and nil from now on (a router observing
    // the interactor takes its place). A router observing it reads nil there too, and is forgotten.
    coreInteractor?.removeActivenessObserversGone()
    LeakDetector.instance.expectDeallocate(object: interactable)
    // The children go after this router, one after the other, not nested in its release: freeing a
    // chain of n routers does not take n nested deinits on the stack.
    SubtreeActivation.releaseAfterDeinit(&detached)
  }
}
