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
/// ``RIBsDiagnostics`` and leaves the tree unchanged.
@MainActor
open class Router<InteractorType>: Routing {
  /// The interactor, as its RIB-specific type.
  public let interactor: InteractorType

  /// The interactor, as the lifecycle interface routers drive.
  public let interactable: any Interactable

  /// The attached children, in attachment order.
  public final var children: [any Routing] { childNodes }

  /// Emits `.didLoad` once when the router loads; completes when it is deallocated.
  public final var lifecycle: AnyPublisher<RouterLifecycle, Never> { lifecycleSubject.eraseToAnyPublisher() }

  /// Whether ``load()`` has run.
  public final var isLoaded: Bool { didLoadFlag }

  /// The parent this router is attached to, if any.
  public final var parent: (any Routing)? { parentRouter }

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
    if isChild(child) {
      RIBsDiagnostics.report(
        .childAlreadyAttached,
        "attaching \(child.ribName) to \(ribName): it is already one of \(ribName)'s children; nothing changed.")
      return
    }
    // Only a router with children can be an ancestor: a fresh child skips the walk up the tree.
    if child === self || (!child.children.isEmpty && isDescendant(of: child)) {
      RIBsDiagnostics.report(
        .attachWouldCreateCycle,
        "attaching \(child.ribName) to \(ribName): \(child.ribName) is \(ribName) or one of its ancestors; nothing changed.")
      return
    }
    let childRouter = child as? any RouterNode
    if let currentParent = childRouter?.parentRouter {
      RIBsDiagnostics.report(
        .childHasAnotherParent,
        "attaching \(child.ribName) to \(ribName): it is attached to \(currentParent.ribName); detach it there first. Nothing changed.")
      return
    }

    childNodes.append(child)
    childRouter?.parentRouter = self
    RIBEventLog.emit(.attach, keepAlive: [self, child]) {
      RIBEvent(
        kind: .attach, name: child.ribName, parentName: ribName,
        router: child, parent: self, interactor: child.interactable)
    }
    // An observer of the attach event may have detached the child again: then it stays as it is.
    guard isChild(child) else { return }
    // Activate before loading, so that didLoad may attach grandchildren to an active RIB.
    child.interactable.activate()
    guard isChild(child) else { return }
    if let childRouter {
      childRouter.loadIfNeeded()
    } else {
      child.load()
    }
  }

  /// Detaches `child`: deactivates its interactor (and with it the child's subtree), then removes it from
  /// ``children``. Detaching a router that is not a child is reported and changes nothing.
  public final func detachChild(_ child: any Routing) {
    guard isChild(child) else {
      RIBsDiagnostics.report(
        .detachingStranger,
        "detaching \(child.ribName) from \(ribName): it is not one of \(ribName)'s children; nothing changed.")
      return
    }
    detach(child, parentIsAlive: true)
  }

  // MARK: - Internal

  /// Loads unless loaded, without reporting.
  func loadIfNeeded() {
    if !didLoadFlag { performLoad() }
  }

  /// Loads; subclasses add their own bindings first by overriding.
  func internalDidLoad() {
    bindSubtreeActiveState()
    lifecycleSubject.send(.didLoad)
  }

  weak var parentRouter: (any Routing)?

  /// Subscriptions living as long as the router.
  var routerCancellables: [AnyCancellable] = []

  /// Calls `body` with the interactor's activeness at once, then with every change, as long as the router
  /// lives: a `sink` on `isActiveStream`, through ``Interactor``'s plain observer list when the interactor
  /// is an ``Interactor`` (no Combine subscription per RIB loaded), through `isActiveStream` otherwise.
  /// `body` should capture the router weakly: the router must be free to go while its interactor is active.
  func observeInteractorActiveness(_ body: @escaping @MainActor (Bool) -> Void) {
    if let coreInteractor {
      activenessObserverIDs.append(coreInteractor.addActivenessObserver(body))
    } else {
      interactable.isActiveStream.sink(receiveValue: body).store(in: &routerCancellables)
    }
  }

  // MARK: - Private

  private var childNodes: [any Routing] = []
  /// The interactor when it is an ``Interactor`` (the usual case), for its observer list.
  private let coreInteractor: Interactor?
  /// What ``observeInteractorActiveness(_:)`` added to `coreInteractor`; removed in deinit.
  private var activenessObserverIDs: [Int] = []
  private var didLoadFlag = false
  /// The name captured at load: a subclass's overrides must not run once its part is deinitialized.
  private var nameForDeinit: String?
  private let lifecycleSubject = PassthroughSubject<RouterLifecycle, Never>()

  private func performLoad() {
    didLoadFlag = true
    nameForDeinit = ribName
    RIBEventLog.emit(.didLoad, keepAlive: [self]) {
      RIBEvent(kind: .didLoad, name: ribName, router: self, interactor: interactable)
    }
    internalDidLoad()
    didLoad()
  }

  private func isChild(_ router: any Routing) -> Bool {
    childNodes.contains { $0 === router }
  }

  private func isDescendant(of candidate: any Routing) -> Bool {
    var ancestor = parentRouter
    while let current = ancestor {
      if current === candidate { return true }
      ancestor = (current as? any RouterNode)?.parentRouter
    }
    return false
  }

  private func bindSubtreeActiveState() {
    // Weak: the router must be free to go while its interactor is still active.
    observeInteractorActiveness { [weak self] isActive in self?.setSubtreeActive(isActive) }
  }

  private func setSubtreeActive(_ active: Bool) {
    Self.forEachRouter(inSubtreeOf: self) { router in
      if active {
        if !router.interactable.isActive { router.interactable.activate() }
      } else {
        if router.interactable.isActive { router.interactable.deactivate() }
      }
    }
  }

  private static func forEachRouter(inSubtreeOf root: any Routing, _ body: (any Routing) -> Void) {
    body(root)
    for child in root.children { forEachRouter(inSubtreeOf: child, body) }
  }

  private func detach(_ child: any Routing, parentIsAlive: Bool) {
    child.interactable.deactivate()
    // The child may have been detached meanwhile (by an observer or by willResignActive).
    guard let index = childNodes.firstIndex(where: { $0 === child }) else { return }
    childNodes.remove(at: index)
    let childRouter = child as? any RouterNode
    if childRouter?.parentRouter === self || !parentIsAlive { childRouter?.parentRouter = nil }
    if parentIsAlive {
      RIBEventLog.emit(.detach, keepAlive: [self, child]) {
        RIBEvent(
          kind: .detach, name: child.ribName, parentName: ribName,
          router: child, parent: self, interactor: child.interactable)
      }
    } else {
      let parentName = nameForDeinit ?? RIBName.derive(from: type(of: self), droppingSuffix: "Router")
      RIBEventLog.emit(.detach, keepAlive: [child]) {
        RIBEvent(
          kind: .detach, name: child.ribName, parentName: parentName,
          router: child, interactor: child.interactable)
      }
    }
  }

  isolated deinit {
    interactable.deactivate()
    for child in childNodes { detach(child, parentIsAlive: false) }
    lifecycleSubject.send(completion: .finished)
    routerCancellables.forEach { $0.cancel() }
    for id in activenessObserverIDs { coreInteractor?.removeActivenessObserver(id) }
    LeakDetector.instance.expectDeallocate(object: interactable)
  }
}

/// What routers know about each other beyond `Routing`: the parent link and silent loading.
@MainActor
protocol RouterNode: Routing {
  var parentRouter: (any Routing)? { get set }
  func loadIfNeeded()
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
