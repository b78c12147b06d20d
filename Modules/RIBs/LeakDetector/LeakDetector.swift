import Foundation

/// Whether leak expectations are being checked.
public enum LeakDetectionStatus: Sendable, Equatable {
  /// At least one expectation is pending.
  case InProgress
  /// No expectation is pending.
  case DidComplete
}

/// The default time limits of leak expectations, in seconds.
public enum LeakDefaultExpectationTime {
  /// The time an object has to be deallocated: 1 s.
  public static let deallocation: TimeInterval = 1.0
  /// The time a view controller's view has to leave the window: 5 s.
  public static let viewDisappear: TimeInterval = 5.0
}

/// A pending leak expectation; cancel it when the expectation stops holding.
@MainActor
public protocol LeakDetectionHandle: AnyObject {
  /// Withdraws the expectation: nothing is checked.
  func cancel()
}

/// A failed leak expectation.
public struct LeakDetectionFailure: Sendable, Equatable, CustomStringConvertible {
  /// What was expected.
  public enum Kind: String, Sendable, Equatable {
    /// An object was expected to be deallocated.
    case objectNotDeallocated
    /// A view controller's view was expected to leave the window.
    case viewControllerNotDisappeared
  }

  /// What was expected.
  public let kind: Kind
  /// A description of the object, made when the expectation failed (the object is still alive then).
  public let objectDescription: String
  /// A sentence explaining the failure.
  public let message: String
  /// The object's number, given by the detector when the object first failed an expectation: two failures
  /// about one object have the same number, failures about two objects never do, even when the second
  /// lives at the address the first one had (an address is reused once an object is freed; a description
  /// printing it cannot tell them apart). ``LeakDetector/failedObject(number:)`` gives the object while it
  /// is alive. 0 for a failure made by hand.
  public let objectNumber: Int

  /// Creates a failure.
  ///
  /// - Parameters:
  ///   - kind: Whether the object outlived its time or its view stayed in the window.
  ///   - objectDescription: The object as the failure names it, such as its type and address.
  ///   - message: The sentence the failure reports.
  ///   - objectNumber: The detector's number for the object; 0 for a failure made by hand.
  public init(kind: Kind, objectDescription: String, message: String, objectNumber: Int = 0) {
    self.kind = kind
    self.objectDescription = objectDescription
    self.message = message
    self.objectNumber = objectNumber
  }

  /// The message.
  public var description: String { message }
}

/// A leak expectation as it is made, for ``LeakDetector/expectationHandler``: what is expected of which
/// object, and within how long.
public struct LeakExpectation: Sendable, Equatable, CustomStringConvertible {
  /// What is expected: the failure this expectation would report.
  public let kind: LeakDetectionFailure.Kind
  /// A description of the object, made when the expectation was made.
  public let objectDescription: String
  /// The object's identity while it is alive (an address, reused once the object is freed).
  public let objectIdentifier: ObjectIdentifier
  /// The time, in seconds, the object has to be deallocated or its view to leave the window.
  public let time: TimeInterval

  /// Creates an expectation's description.
  ///
  /// - Parameters:
  ///   - kind: The failure the expectation reports if it is not met.
  ///   - objectDescription: The object as the failure would name it, described when the expectation is
  ///     made.
  ///   - objectIdentifier: The object's identity while it is alive.
  ///   - time: The seconds the object has to be deallocated or its view to leave the window.
  public init(
    kind: LeakDetectionFailure.Kind, objectDescription: String, objectIdentifier: ObjectIdentifier,
    time: TimeInterval
  ) {
    self.kind = kind
    self.objectDescription = objectDescription
    self.objectIdentifier = objectIdentifier
    self.time = time
  }

  /// What is expected, in a sentence.
  public var description: String {
    switch kind {
    case .objectNotDeallocated: "\(objectDescription) is expected to be deallocated within \(time) s."
    case .viewControllerNotDisappeared: "\(objectDescription)'s view is expected to leave the window within \(time) s."
    }
  }
}

/// Checks that RIBs let go of what they are done with: routers expect their interactors and view
/// controllers to be deallocated, viewable routers expect their views to leave the window when they
/// deactivate, presentable interactors expect their presenters to be deallocated.
///
/// ``instance`` is the detector RIBs uses; replace it to choose the clock and the failure handler:
///
/// ```swift
/// let clock = VirtualClock()
/// var failures: [LeakDetectionFailure] = []
/// LeakDetector.instance = LeakDetector(clock: clock) { failures.append($0) }
/// // ... detach a RIB ...
/// clock.advance(by: 1)
/// ```
///
/// The detector is a final class: a test observes it through ``pendingExpectationCount``, ``status``,
/// ``failureHandler`` and ``expectationHandler``, which sees every expectation as it is made (where
/// uber's tests subclass the detector to count calls):
///
/// ```swift
/// var expectations: [LeakExpectation] = []
/// LeakDetector.instance.expectationHandler = { expectations.append($0) }
/// router.detachChild(child)
/// #expect(expectations.map(\.kind) == [.viewControllerNotDisappeared])
/// ```
///
/// The default failure handler prints the failure and, in debug builds, stops with `assertionFailure`;
/// when the environment variable `DISABLE_LEAK_DETECTION` is `YES` or `TRUE` it only prints.
@MainActor
public final class LeakDetector {
  /// The detector RIBs reports to. Replaceable (tests, the shell).
  // Unchecked exclusivity (see Performance.md): every access is a plain read or write of the reference.
  @exclusivity(unchecked) public static var instance = LeakDetector()

  /// The clock that times expectations.
  public let clock: any LeakDetectorClock

  /// Receives each failed expectation.
  // Unchecked exclusivity, as `instance`: read to be called, never modified in place.
  @exclusivity(unchecked) public var failureHandler: @MainActor (LeakDetectionFailure) -> Void

  /// Receives each expectation as it is made (``expectDeallocate(object:inTime:)``,
  /// ``expectViewControllerDisappear(viewController:inTime:)``), before it counts in
  /// ``pendingExpectationCount``; nil by default. While it is nil, no object is described.
  // Unchecked exclusivity, as `instance`.
  @exclusivity(unchecked) public var expectationHandler: (@MainActor (LeakExpectation) -> Void)?

  /// Whether leak detection is disabled through the environment (`DISABLE_LEAK_DETECTION`).
  public static let isDisabledByEnvironment: Bool = {
    let value = ProcessInfo.processInfo.environment["DISABLE_LEAK_DETECTION"]?.lowercased()
    return value == "yes" || value == "true"
  }()

  /// The standard failure handler: prints; asserts in debug builds unless disabled by the environment.
  public static let standardFailureHandler: @MainActor (LeakDetectionFailure) -> Void = { failure in
    if isDisabledByEnvironment {
      print("Leak detection is disabled. This should only be used for debugging purposes.")
      print(failure.message)
    } else {
      FileHandle.standardError.write(Data("RIBs leak: \(failure.message)\n".utf8))
      assertionFailure(failure.message)
    }
  }

  /// Creates a detector timed by `clock` (real time by default) reporting to `failureHandler`.
  ///
  /// - Parameters:
  ///   - clock: The clock that times expectations.
  ///   - failureHandler: Receives each failure.
  public init(
    clock: any LeakDetectorClock = RealTimeLeakDetectorClock(),
    failureHandler: @escaping @MainActor (LeakDetectionFailure) -> Void = LeakDetector.standardFailureHandler
  ) {
    self.clock = clock
    self.failureHandler = failureHandler
    itemClock = clock as? any ItemScheduling
  }

  /// `.InProgress` while an expectation is pending, `.DidComplete` otherwise; the current value on
  /// subscription, then every change. UI tests wait for `.DidComplete`.
  ///
  /// The subject behind it is made the first time this is read, and sends only when the count of pending
  /// expectations leaves or reaches zero: a detector nobody observes this way counts with a plain integer.
  public var status: AnyPublisher<LeakDetectionStatus, Never> {
    let subject = statusSubject ?? CurrentValueSubject(currentStatus)
    statusSubject = subject
    return subject.removeDuplicates().eraseToAnyPublisher()
  }

  /// How many expectations are pending.
  @exclusivity(unchecked) public private(set) var pendingExpectationCount = 0 {
    didSet {
      guard let statusSubject, (oldValue == 0) != (pendingExpectationCount == 0) else { return }
      statusSubject.send(currentStatus)
    }
  }

  /// Expects `object` to be deallocated within `time` seconds; reports a failure otherwise.
  ///
  /// - Parameters:
  ///   - object: The object that must go.
  ///   - time: The seconds it has.
  /// - Returns: A handle that cancels the expectation.
  @discardableResult
  public func expectDeallocate(
    object: AnyObject, inTime time: TimeInterval = LeakDefaultExpectationTime.deallocation
  ) -> any LeakDetectionHandle {
    announce(.objectNotDeallocated, of: object, time: time)
    let expectation = Expectation(kind: .objectNotDeallocated, object: object, time: time, detector: self)
    register(expectation)
    return expectation
  }

  /// Expects `viewController`'s view to have left the window within `time` seconds (or never to have
  /// loaded, or the view controller to be gone); reports a failure otherwise.
  ///
  /// - Parameters:
  ///   - viewController: The view controller whose view must leave the window.
  ///   - time: The seconds it has.
  /// - Returns: A handle that cancels the expectation.
  @discardableResult
  public func expectViewControllerDisappear(
    viewController: UIViewController, inTime time: TimeInterval = LeakDefaultExpectationTime.viewDisappear
  ) -> any LeakDetectionHandle {
    expectViewDisappear(of: viewController, inTime: time)
  }

  /// Expects `viewController` to be deallocated within `time` seconds, as
  /// ``expectDeallocate(object:inTime:)`` does, when its router goes. `viewDisappear` is the router's own
  /// view-disappear expectation, if it is still pending: then that one object carries both expectations
  /// (the view checked when it comes due, the deallocation at its own time after), instead of a second
  /// object. The same expectations, counted and reported at the same times and in the same order (the
  /// deallocation keeps the place in the clock's order it would have had on its own); one allocation fewer
  /// per viewable RIB detached and freed. Carried only when it is due no earlier than the view. Internal:
  /// the handle must be one nobody else can cancel.
  func expectDeallocate(
    viewController: UIViewController, inTime time: TimeInterval, after viewDisappear: Expectation?
  ) {
    // Pending and made by this detector, it is scheduled on this detector's own clock (`itemClock`); it can
    // carry a deallocation due no earlier than itself.
    guard let viewDisappear, viewDisappear.isPending, let itemClock,
      viewDisappear.kind == .viewControllerNotDisappeared, viewDisappear.deallocationDue == nil,
      viewDisappear.identifier == ObjectIdentifier(viewController), viewDisappear.detector === self,
      itemClock.now + max(0, time) >= viewDisappear.dueTime
    else {
      expectDeallocate(object: viewController, inTime: time)
      return
    }
    announce(.objectNotDeallocated, of: viewController, time: time)
    pendingExpectationCount += 1
    viewDisappear.deallocationDue = itemClock.now + max(0, time)
    viewDisappear.deallocationTime = time
    // Its place among expectations due at the same time is the one it would have had on its own.
    viewDisappear.deallocationSlot = itemClock.reserveSlot()
  }

  /// What ``expectViewControllerDisappear(viewController:inTime:)`` does, returning the expectation itself
  /// (for ``ViewableRouter``, which hands it back to ``expectDeallocate(viewController:inTime:after:)``).
  func expectViewDisappear(
    of viewController: UIViewController, inTime time: TimeInterval = LeakDefaultExpectationTime.viewDisappear
  ) -> Expectation {
    announce(.viewControllerNotDisappeared, of: viewController, time: time)
    let expectation = Expectation(
      kind: .viewControllerNotDisappeared, object: viewController, time: time, detector: self)
    register(expectation)
    return expectation
  }

  /// The object whose failures carry `number`, while it is alive.
  ///
  /// - Parameter number: A failure's ``LeakDetectionFailure/objectNumber``.
  /// - Returns: The object, or `nil` when it is gone or no failure carries `number`.
  public func failedObject(number: Int) -> AnyObject? {
    failedObjects.values.first { $0.number == number }?.object
  }

  /// The number `object`'s failures carry, if it failed an expectation.
  ///
  /// - Parameter object: An object that may have failed an expectation.
  /// - Returns: The number its failures carry, or `nil` when it failed none.
  public func failureNumber(of object: AnyObject) -> Int? {
    failedObjects[ObjectIdentifier(object)].flatMap { $0.object === object ? $0.number : nil }
  }

  /// `object`'s number among the objects that failed an expectation: the one it has, or the next.
  /// Called only when an expectation fails, so watching costs nothing while nothing leaks; entries of freed
  /// objects are dropped as they accumulate.
  private func number(of object: AnyObject) -> Int {
    let key = ObjectIdentifier(object)
    if let entry = failedObjects[key], entry.object === object { return entry.number }
    nextObjectNumber += 1
    failedObjects[key] = FailedObject(object: object, number: nextObjectNumber)
    if failedObjects.count >= failedObjectsPruneThreshold {
      failedObjects = failedObjects.filter { $0.value.object != nil }
      failedObjectsPruneThreshold = max(64, 2 * failedObjects.count)
    }
    return nextObjectNumber
  }

  // MARK: - Private

  private struct FailedObject {
    weak var object: AnyObject?
    let number: Int
  }

  private var failedObjects: [ObjectIdentifier: FailedObject] = [:]
  private var nextObjectNumber = 0
  private var failedObjectsPruneThreshold = 64
  /// The clock when it is one of RIBs' own: an expectation is then scheduled as itself, one allocation.
  let itemClock: (any ItemScheduling)?
  /// ``status``'s subject, once someone has asked for it.
  @exclusivity(unchecked) private var statusSubject: CurrentValueSubject<LeakDetectionStatus, Never>?

  private var currentStatus: LeakDetectionStatus { pendingExpectationCount > 0 ? .InProgress : .DidComplete }

  /// Tells ``expectationHandler`` of an expectation being made; describes the object only when there is one.
  private func announce(_ kind: LeakDetectionFailure.Kind, of object: AnyObject, time: TimeInterval) {
    guard let expectationHandler else { return }
    expectationHandler(
      LeakExpectation(
        kind: kind, objectDescription: String(describing: object), objectIdentifier: ObjectIdentifier(object),
        time: time))
  }

  private func register(_ expectation: Expectation) {
    pendingExpectationCount += 1
    if let itemClock {
      itemClock.enqueue(expectation, after: expectation.time)
    } else {
      // The scheduled action keeps the expectation: callers often drop the handle.
      expectation.scheduled = clock.schedule(after: expectation.time) {
        guard expectation.isPending else { return }
        expectation.isPending = false
        expectation.fire()
      }
    }
  }

  /// An expectation ran out or was cancelled.
  private func expectationFinished() {
    pendingExpectationCount -= 1
  }

  /// Checks `expectation`, which came due, and reports it when it failed.
  private func check(_ expectation: Expectation) {
    // Described only when it failed, i.e. while it is still alive: describing costs more than the rest.
    guard let object = expectation.object else { return }
    let time = expectation.time
    switch expectation.kind {
    case .objectNotDeallocated:
      let description = String(describing: object)
      failureHandler(
        LeakDetectionFailure(
          kind: .objectNotDeallocated, objectDescription: description,
          message:
            "<\(description): \(expectation.identifier)> has leaked: it was expected to be deallocated within \(time) s.",
          objectNumber: number(of: object)))
    case .viewControllerNotDisappeared:
      guard let viewController = object as? UIViewController else { return }
      let disappeared = !viewController.isViewLoaded || viewController.viewIfLoaded?.window == nil
      guard !disappeared else { return }
      let description = String(describing: viewController)
      failureHandler(
        LeakDetectionFailure(
          kind: .viewControllerNotDisappeared, objectDescription: description,
          message: "\(description) is still in a window \(time) s after its RIB deactivated. Either its RIB was "
            + "detached without its screen being dismissed or popped, or the view controller was reused "
            + "while its router was rebuilt instead of re-attached.",
          objectNumber: number(of: viewController)))
    }
  }

  /// A pending expectation, and its handle: finishes exactly once, by running out (then it is checked) or
  /// by being cancelled. One object per expectation, scheduled as itself on RIBs' own clocks.
  ///
  /// A view-disappear expectation may also carry the deallocation expectation of the same view controller
  /// (``expectDeallocate(viewController:inTime:after:)``): once its view is checked, it becomes that
  /// expectation and is scheduled again at the deallocation's own time and place in the clock's order.
  final class Expectation: VirtualClockItem, LeakDetectionHandle {
    private(set) var kind: LeakDetectionFailure.Kind
    weak var object: AnyObject?
    let identifier: ObjectIdentifier
    private(set) var time: TimeInterval
    weak var detector: LeakDetector?
    /// The clock's cancellable, when the clock is not one of RIBs' own.
    var scheduled: AnyCancellable?
    /// When the deallocation expectation it carries comes due, in its clock's time (nil: it carries none).
    var deallocationDue: TimeInterval?
    /// The carried deallocation expectation's time limit, for its failure's message.
    var deallocationTime: TimeInterval = 0
    /// The carried deallocation expectation's place in its clock's scheduling order, taken when it was made.
    var deallocationSlot = 0

    init(kind: LeakDetectionFailure.Kind, object: AnyObject, time: TimeInterval, detector: LeakDetector) {
      self.kind = kind
      self.object = object
      identifier = ObjectIdentifier(object)
      self.time = time
      self.detector = detector
    }

    override func fire() {
      guard let detector else { return }
      detector.expectationFinished()
      detector.check(self)
      // The deallocation expectation it carries: checked at its own time (now or later in this advance).
      if let due = deallocationDue, let itemClock = detector.itemClock {
        deallocationDue = nil
        kind = .objectNotDeallocated
        time = deallocationTime
        itemClock.enqueue(self, at: due, slot: deallocationSlot)
      }
    }

    override func wasCancelled() {
      detector?.expectationFinished()
      // Not reached in practice: only a router's deinit makes a view expectation carry a deallocation, and
      // nothing can cancel it after that. Counted out all the same, so the pending count stays true.
      if deallocationDue != nil {
        deallocationDue = nil
        detector?.expectationFinished()
      }
    }

    func cancel() {
      guard isPending else { return }
      // On one of RIBs' clocks, the clock withdraws it (and calls `wasCancelled()`); otherwise it goes here.
      if let clock {
        clock.cancel(self)
      } else {
        isPending = false
        wasCancelled()
        scheduled?.cancel()
        scheduled = nil
      }
    }
  }
}
