/// The base class of a RIB's business logic.
///
/// A router activates its interactor when the RIB is attached and deactivates it when the RIB is detached
/// (or an ancestor deactivates). Override ``didBecomeActive()`` to start work and ``willResignActive()``
/// to clean up; bind subscriptions to the active period with `cancelOnDeactivate(interactor:)` and async
/// work with ``task(priority:_:)``.
///
/// ```swift
/// final class ProfileInteractor: Interactor, ProfileInteractable {
///   override func didBecomeActive() {
///     super.didBecomeActive()
///     profileStream.sink { [weak self] in self?.show($0) }.cancelOnDeactivate(interactor: self)
///   }
/// }
/// ```
///
/// An interactor deallocated while active ends its active period (subscriptions and tasks are cancelled,
/// ``isActiveStream`` emits `false`) but does not call ``willResignActive()``: by then the subclass is gone.
/// Routers deactivate their interactor before letting it go, so this only concerns standalone interactors.
@MainActor
open class Interactor: Interactable {
  /// Whether the interactor is active.
  public final var isActive: Bool { activeFlag }

  /// The interactor's activeness: the current value on subscription, then every change.
  /// Completes when the interactor is deallocated.
  ///
  /// The subject behind it is made the first time this is read: an interactor nobody observes this way
  /// allocates no subject and sends nothing.
  public final var isActiveStream: AnyPublisher<Bool, Never> {
    activeSubject().removeDuplicates().eraseToAnyPublisher()
  }

  /// Creates an inactive interactor.
  public init() {}

  /// A readable name for trees and traces: the type name without the `Interactor` suffix. Override to
  /// choose another.
  open var ribName: String { RIBName.derive(from: type(of: self), droppingSuffix: "Interactor") }

  /// Activates the interactor: marks it active, then calls ``didBecomeActive()``.
  /// A second call while active does nothing.
  public final func activate() {
    guard !isActive else { return }
    activeCancellables = ActivePeriodCancellables()
    // Kept for the event the deinit may emit; captured only when events are observed (see `deinit`).
    if RIBEventLog.buildsEvents(of: .willResignActive) { nameForDeinit = ribName }
    setActive(true)
    RIBEventLog.emit(.didBecomeActive, keepAlive: self) {
      RIBEvent(kind: .didBecomeActive, name: ribName, router: owningRouter, interactor: self)
    }
    didBecomeActive()
  }

  /// Called after the interactor became active. The default does nothing.
  open func didBecomeActive() {}

  /// Deactivates the interactor: calls ``willResignActive()``, cancels the subscriptions and tasks bound
  /// to the active period, then marks it inactive. A second call while inactive does nothing.
  public final func deactivate() {
    guard isActive else { return }
    RIBEventLog.emit(.willResignActive, keepAlive: self) {
      RIBEvent(kind: .willResignActive, name: ribName, router: owningRouter, interactor: self)
    }
    endActivePeriod()
  }

  /// Called before the interactor resigns. The default does nothing.
  open func willResignActive() {}

  // MARK: - Internal

  /// The router that owns this interactor: named in its events and, once bound (``owningRouterIsBound``),
  /// told of every activeness change. Set by `RouterBase.init` until a router is bound, then by the first
  /// router loaded; when the bound router goes, the first router still observing takes its place. Weak:
  /// the router must be free to go while its interactor is active, and a router released off the main
  /// actor tears down later, so no `unowned` read would be safe.
  @exclusivity(unchecked) final weak var owningRouter: RouterBase?

  /// Subscriptions bound to the current active period, each as it was given (an `AnyCancellable`, a
  /// `sinkWhileActive(_:receiveValue:)` subscriber, a workflow's subscription); `nil`
  /// while inactive.
  /// Unchecked exclusivity, as the tables below (see Performance.md): only plain collection operations touch it.
  /// `nonisolated(unsafe)` only for `deinit`, which moves it out (see `MainActorTeardown`).
  @exclusivity(unchecked) nonisolated(unsafe) final var activeCancellables: ActivePeriodCancellables?

  /// Tasks started with `task` in the current active period, by id. `nonisolated(unsafe)` only for
  /// `deinit`, which moves it out (see `MainActorTeardown`).
  @exclusivity(unchecked) nonisolated(unsafe) final var activeTasks: [Int: Task<Void, Never>] = [:]

  /// A router was built over this interactor (`RouterBase.init`): it owns it, named in its events, unless
  /// a bound router still lives.
  final func routerWasBuilt(_ router: RouterBase) {
    guard !hasBoundRouter else { return }
    owningRouter = router
    owningRouterIsBound = false
  }

  /// Tells `router` the current activeness at once, then every change, as long as it lives: what a `sink`
  /// on ``isActiveStream`` delivers, without Combine (`RouterBase.bindToInteractor()`). The first router
  /// loaded is bound: it becomes ``owningRouter`` and is told first, by a plain method call. Another one (a
  /// second router built over the same interactor, a misuse reported nowhere but kept working) is
  /// observing, after the bound one; held weakly, so the router keeps no id to remove itself with: its
  /// teardown calls ``removeActivenessObserversGone()``.
  final func bindActiveness(of router: RouterBase) {
    if hasBoundRouter {
      activenessObservers.append(ActivenessObserver(router: router))
    } else {
      owningRouter = router
      owningRouterIsBound = true
    }
    router.interactorActivenessDidChange(isActive)
  }

  /// Forgets the observing routers that are gone (or going: a router being deinitialized reads `nil`).
  /// When the bound router is gone too, the first observer left becomes the bound owner: it is told first,
  /// as it was while the other lived, and events name it.
  final func removeActivenessObserversGone() {
    if activenessObservers.isEmpty { return }
    activenessObservers.removeAll { $0.router == nil }
    if owningRouterIsBound, owningRouter == nil, let next = activenessObservers.first?.router {
      activenessObservers.removeFirst()
      owningRouter = next
    }
  }

  /// Whether a router is bound and still alive.
  private final var hasBoundRouter: Bool { owningRouterIsBound && owningRouter != nil }

  /// How many routers are bound to this interactor's activeness (for tests).
  final var activenessObserverCount: Int {
    activenessObservers.count + (hasBoundRouter ? 1 : 0)
  }

  // MARK: - Private

  /// ``isActiveStream``'s subject, once someone has asked for the stream. `nonisolated(unsafe)` only for
  /// `deinit`, which moves it out (see `MainActorTeardown`).
  @exclusivity(unchecked) private nonisolated(unsafe) final var isActiveSubject: CurrentValueSubject<Bool, Never>?
  /// One observing router, held weakly.
  private struct ActivenessObserver {
    weak var router: RouterBase?
  }

  /// `nonisolated(unsafe)` only for `deinit`, which moves it out (see `MainActorTeardown`).
  @exclusivity(unchecked) private nonisolated(unsafe) final var activenessObservers: [ActivenessObserver] = []
  /// The name captured at activation when `willResignActive` events were observed then: a subclass's
  /// overrides must not run once its part is deinitialized. Without it (nobody observed at activation),
  /// the deinit's event carries the name derived from the type, which differs only for a RIB overriding
  /// ``ribName``. `nonisolated(unsafe)` only for `deinit`, which reads it.
  @exclusivity(unchecked) private nonisolated(unsafe) final var nameForDeinit: String?
  /// The id of the next task started with `task`.
  @exclusivity(unchecked) final var nextTaskID = 0

  // The two flags come last, side by side: they share the object's last word instead of taking one each
  // (stored properties are laid out in the order they are declared).

  /// The activeness. Set before the subject sends, so its subscribers read the new value, as they read
  /// the subject's.
  @exclusivity(unchecked) private final var activeFlag = false
  /// Whether ``owningRouter`` is bound to this interactor's activeness: told of every change, right after
  /// ``isActiveStream``'s subscribers, through a plain method call (see `RouterBase.bindToInteractor()`).
  /// A flag, rather than a second weak reference to the same router. Only this class sets it, with
  /// ``owningRouter``.
  @exclusivity(unchecked) private final var owningRouterIsBound = false

  private final func endActivePeriod() {
    willResignActive()
    // Plain loops: a closure here would check the executor on each call (see Performance.md).
    if let cancellables = activeCancellables {
      activeCancellables = nil
      cancellables.cancelAll()
    }
    if !activeTasks.isEmpty {
      let tasks = activeTasks
      activeTasks = [:]
      for task in tasks.values { task.cancel() }
    }
    setActive(false)
  }

  /// Publishes a new activeness: to ``isActiveStream``'s subscribers, then to the bound router and the
  /// activeness observers.
  /// Like `removeDuplicates`, observers only hear of changes.
  private final func setActive(_ active: Bool) {
    let changed = activeFlag != active
    activeFlag = active
    isActiveSubject?.send(active)
    guard changed else { return }
    if owningRouterIsBound { owningRouter?.interactorActivenessDidChange(active) }
    guard !activenessObservers.isEmpty else { return }
    // A snapshot, as a subject iterates over its subscribers; one removed meanwhile is skipped, as a
    // cancelled subscription receives nothing more.
    let observers = activenessObservers
    for entry in observers {
      guard let router = entry.router, activenessObservers.contains(where: { $0.router === router }) else { continue }
      router.interactorActivenessDidChange(active)
    }
  }

  /// Ends the active period of an interactor deallocated while active and completes ``isActiveStream``,
  /// on the main actor (see `MainActorTeardown`). An inactive interactor that nobody observed has nothing
  /// to do: no check at all.
  nonisolated deinit {
    // No `||`: its autoclosure would capture `self`, after which the deinit may read no property.
    let wasActive = activeFlag
    if !wasActive && isActiveSubject == nil { return }
    // Moved out, not copied: when the teardown runs later, in a task, it holds the only references.
    var subject: CurrentValueSubject<Bool, Never>?
    swap(&subject, &isActiveSubject)
    var cancellables: ActivePeriodCancellables?
    swap(&cancellables, &activeCancellables)
    var tasks: [Int: Task<Void, Never>] = [:]
    swap(&tasks, &activeTasks)
    var observers: [ActivenessObserver] = []
    if wasActive { swap(&observers, &activenessObservers) }
    tearDownOnMainActor(
      InteractorRemains(
        wasActive: wasActive, name: nameForDeinit, type: type(of: self), cancellables: consume cancellables,
        tasks: consume tasks, observers: consume observers, subject: consume subject))
  }

  /// What a deallocated interactor leaves to do: end its active period if it was active (without
  /// `willResignActive()`: the subclass is gone), and complete ``isActiveStream``.
  private struct InteractorRemains: MainActorTeardown {
    let wasActive: Bool
    /// The name captured at activation, if any (see `nameForDeinit`).
    let name: String?
    let type: Interactor.Type
    let cancellables: ActivePeriodCancellables?
    let tasks: [Int: Task<Void, Never>]
    let observers: [ActivenessObserver]
    let subject: CurrentValueSubject<Bool, Never>?

    @MainActor consuming func tearDown() {
      if wasActive {
        // The interactor is going away: the event names it but cannot reference it.
        RIBEventLog.emit(.willResignActive) {
          RIBEvent(kind: .willResignActive, name: name ?? RIBName.derive(from: type, droppingSuffix: "Interactor"))
        }
        // Plain loops: a closure here would check the executor on each call (see Performance.md).
        cancellables?.cancelAll()
        for task in tasks.values { task.cancel() }
        subject?.send(false)
        // The bound router is gone (its reference is weak); the other observers hear of it.
        for entry in observers { entry.router?.interactorActivenessDidChange(false) }
      }
      subject?.send(completion: .finished)
    }
  }

  private final func activeSubject() -> CurrentValueSubject<Bool, Never> {
    if let isActiveSubject { return isActiveSubject }
    let subject = CurrentValueSubject<Bool, Never>(activeFlag)
    isActiveSubject = subject
    return subject
  }
}
