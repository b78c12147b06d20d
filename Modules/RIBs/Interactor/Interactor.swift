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
  public final var isActiveStream: AnyPublisher<Bool, Never> {
    isActiveSubject.removeDuplicates().eraseToAnyPublisher()
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
    activeCancellables = []
    nameForDeinit = ribName
    setActive(true)
    RIBEventLog.emit(.didBecomeActive, keepAlive: [self]) {
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
    RIBEventLog.emit(.willResignActive, keepAlive: [self]) {
      RIBEvent(kind: .willResignActive, name: ribName, router: owningRouter, interactor: self)
    }
    endActivePeriod()
  }

  /// Called before the interactor resigns. The default does nothing.
  open func willResignActive() {}

  // MARK: - Internal

  /// The router that owns this interactor, for events. Set by `Router.init`.
  weak var owningRouter: (any Routing)?

  /// Subscriptions bound to the current active period; `nil` while inactive.
  var activeCancellables: [AnyCancellable]?

  /// Tasks started with `task` in the current active period, by id.
  var activeTasks: [Int: Task<Void, Never>] = [:]
  var nextTaskID = 0

  /// Calls `observer` with the current activeness at once, then with every change, until
  /// ``removeActivenessObserver(_:)`` is called with the returned id: what a `sink` on ``isActiveStream``
  /// delivers, without Combine.
  ///
  /// For RIBs' own bindings of a router to its interactor (subtree activeness, view-disappear
  /// expectation). A Combine subscription (`removeDuplicates`, `eraseToAnyPublisher`, `sink`, then its
  /// cancellation) costs more than the rest of an attach and detach; these bindings are made for every
  /// RIB loaded, so they use this plain list. Observers run right after ``isActiveStream``'s
  /// subscribers, in the order they were added (as Combine subscribers, the bindings used to run in an
  /// unspecified order: OpenCombine keeps a subject's subscribers in a `Set`).
  func addActivenessObserver(_ observer: @escaping @MainActor (Bool) -> Void) -> Int {
    let id = nextActivenessObserverID
    nextActivenessObserverID += 1
    activenessObservers.append(ActivenessObserver(id: id, observer: observer))
    observer(isActive)
    return id
  }

  /// Stops calling the observer `id` returned by ``addActivenessObserver(_:)``. Unknown ids are ignored.
  func removeActivenessObserver(_ id: Int) {
    activenessObservers.removeAll { $0.id == id }
  }

  /// How many activeness observers are registered (for tests).
  var activenessObserverCount: Int { activenessObservers.count }

  // MARK: - Private

  private let isActiveSubject = CurrentValueSubject<Bool, Never>(false)
  /// The subject's value, kept beside it: reading a subject's value takes its lock, and RIBs reads
  /// `isActive` several times per attach and detach. Set before the subject sends, so its subscribers
  /// read the new value, as they read the subject's.
  private var activeFlag = false
  /// One observer. A struct, not a tuple: closures in an array's tuples are stored at generic
  /// abstraction, and calling them allocates a reabstraction thunk each time.
  private struct ActivenessObserver {
    let id: Int
    let observer: @MainActor (Bool) -> Void
  }

  private var activenessObservers: [ActivenessObserver] = []
  private var nextActivenessObserverID = 0
  /// The name captured at activation: a subclass's overrides must not run once its part is deinitialized.
  private var nameForDeinit: String?

  private func endActivePeriod(callingWillResignActive: Bool = true) {
    if callingWillResignActive { willResignActive() }
    let cancellables = activeCancellables
    activeCancellables = nil
    cancellables?.forEach { $0.cancel() }
    let tasks = activeTasks
    activeTasks = [:]
    tasks.values.forEach { $0.cancel() }
    setActive(false)
  }

  /// Publishes a new activeness: to ``isActiveStream``'s subscribers, then to the activeness observers.
  /// Like `removeDuplicates`, observers only hear of changes.
  private func setActive(_ active: Bool) {
    let changed = activeFlag != active
    activeFlag = active
    isActiveSubject.send(active)
    guard changed else { return }
    // A snapshot, as a subject iterates over its subscribers; one removed meanwhile is skipped, as a
    // cancelled subscription receives nothing more.
    let observers = activenessObservers
    for entry in observers where activenessObservers.contains(where: { $0.id == entry.id }) {
      entry.observer(active)
    }
  }

  isolated deinit {
    if isActive {
      // The interactor is going away: the event names it but cannot reference it.
      let name = nameForDeinit ?? RIBName.derive(from: type(of: self), droppingSuffix: "Interactor")
      RIBEventLog.emit(.willResignActive) { RIBEvent(kind: .willResignActive, name: name) }
      // A subclass's part is already deinitialized here, so its willResignActive() cannot run safely.
      endActivePeriod(callingWillResignActive: false)
    }
    isActiveSubject.send(completion: .finished)
  }
}
