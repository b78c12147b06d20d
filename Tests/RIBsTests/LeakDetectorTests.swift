import Testing

@testable import RIBs

@MainActor
final class Blob {}

@MainActor
@Suite("LeakDetector")
struct LeakDetectorTests {
  /// `viewController` as the root of a key window, its appearance delivered: its view is in a window.
  /// Keep the window alive as long as the view must stay there.
  private func shownInWindow(_ viewController: UIViewController) -> UIWindow {
    let window = UIWindow()
    window.rootViewController = viewController
    window.makeKeyAndVisible()
    HeadlessRunLoop.main.runUntilIdle()
    return window
  }

  @Test("a retained object is reported once its time is up, not before")
  func retainedObjectReported() {
    Harness.run { harness in
      let blob = Blob()
      harness.detector.expectDeallocate(object: blob)
      harness.clock.advance(by: 0.9)
      #expect(harness.leaks.isEmpty)
      harness.clock.advance(by: 0.1)
      #expect(harness.leaks.map(\.kind) == [.objectNotDeallocated])
      #expect(harness.leaks.first?.objectDescription.contains("Blob") == true)
      _ = blob
    }
  }

  @Test("failures about one object share its number; another object's differ, even at a freed one's address")
  func failuresAreNumberedByObject() {
    Harness.run { harness in
      var first: Blob? = Blob()
      harness.detector.expectDeallocate(object: first!, inTime: 1)
      harness.detector.expectDeallocate(object: first!, inTime: 2)
      harness.clock.advance(by: 2)
      let number = harness.leaks.first?.objectNumber ?? 0
      #expect(number > 0)
      #expect(harness.leaks.map(\.objectNumber) == [number, number])
      #expect(harness.detector.failedObject(number: number) === first)
      #expect(harness.detector.failureNumber(of: first!) == number)
      first = nil  // its address is free: the next object may get it
      #expect(harness.detector.failedObject(number: number) == nil)
      for _ in 0..<8 {  // several objects, so one is likely to reuse the freed address; none reuses the number
        let next = Blob()
        harness.detector.expectDeallocate(object: next, inTime: 1)
        harness.clock.advance(by: 1)
        #expect(harness.leaks.last?.objectNumber != number)
        #expect(harness.detector.failedObject(number: harness.leaks.last?.objectNumber ?? 0) === next)
      }
      #expect(Set(harness.leaks.map(\.objectNumber)).count == 9)
    }
  }

  @Test("a deallocated object is not reported")
  func freedObjectSilent() {
    Harness.run { harness in
      do {
        let blob = Blob()
        harness.detector.expectDeallocate(object: blob, inTime: 2)
      }
      harness.clock.advance(by: 10)
      #expect(harness.leaks.isEmpty)
    }
  }

  @Test("a cancelled expectation is never checked")
  func cancelledExpectation() {
    Harness.run { harness in
      let blob = Blob()
      let handle = harness.detector.expectDeallocate(object: blob)
      handle.cancel()
      harness.clock.advance(by: 10)
      #expect(harness.leaks.isEmpty)
      #expect(harness.clock.pendingCount == 0)
      _ = blob
    }
  }

  @Test("status is InProgress while an expectation is pending and DidComplete after")
  func status() {
    Harness.run { harness in
      var statuses: [LeakDetectionStatus] = []
      let subscription = harness.detector.status.sink { statuses.append($0) }
      let first = harness.detector.expectDeallocate(object: Blob())
      harness.detector.expectDeallocate(object: Blob(), inTime: 3)
      #expect(harness.detector.pendingExpectationCount == 2)
      first.cancel()
      first.cancel()
      #expect(harness.detector.pendingExpectationCount == 1)
      harness.clock.advance(by: 3)
      #expect(harness.detector.pendingExpectationCount == 0)
      #expect(statuses == [.DidComplete, .InProgress, .DidComplete])
      _ = subscription
    }
  }

  @Test("a view controller whose view never loaded passes the disappear expectation")
  func viewNotLoaded() {
    Harness.run { harness in
      let viewController = TestViewController()
      harness.detector.expectViewControllerDisappear(viewController: viewController)
      harness.clock.advance(by: 5)
      #expect(harness.leaks.isEmpty)
      #expect(!viewController.isViewLoaded)
    }
  }

  @Test("a view controller whose view is loaded but in no window passes the disappear expectation")
  func viewOutOfWindow() {
    Harness.run { harness in
      let viewController = TestViewController()
      _ = viewController.view
      harness.detector.expectViewControllerDisappear(viewController: viewController)
      harness.clock.advance(by: 5)
      #expect(harness.leaks.isEmpty)
    }
  }

  @Test(
    "a view controller still in a window when its time is up is reported")
  func viewStillInWindow() {
    Harness.run { harness in
      let viewController = TestViewController()
      let window = shownInWindow(viewController)
      harness.detector.expectViewControllerDisappear(viewController: viewController)
      harness.clock.advance(by: 4.9)
      #expect(harness.leaks.isEmpty)
      harness.clock.advance(by: 0.1)
      #expect(harness.leaks.map(\.kind) == [.viewControllerNotDisappeared])
      _ = window
    }
  }

  @Test("a router expects its interactor to be deallocated after it is")
  func routerExpectsInteractorDeallocation() {
    Harness.run { harness in
      var kept: TestInteractor?
      do {
        let router = makeRIB("Kept", Journal())
        kept = router.interactor
      }
      harness.clock.advance(by: 1)
      #expect(harness.leaks.map(\.kind) == [.objectNotDeallocated])
      #expect(harness.leaks.first?.objectDescription.contains("TestInteractor") == true)
      kept = nil
      _ = kept
    }
  }

  @Test("a router whose interactor goes with it reports nothing")
  func routerWithoutLeak() {
    Harness.run { harness in
      do {
        let root = makeActiveRoot(Journal())
        root.attachChild(makeRIB("Child", Journal()))
      }
      #expect(harness.detector.pendingExpectationCount == 2)
      harness.clock.advance(by: 1)
      #expect(harness.leaks.isEmpty)
    }
  }

  @Test("a viewable router expects its view controller to be deallocated within 5 s")
  func viewableRouterExpectsViewControllerDeallocation() {
    Harness.run { harness in
      let viewController = TestViewController()
      do {
        _ = TestViewableRouter(interactor: TestInteractor("Screen", journal: Journal()), viewController: viewController)
      }
      harness.clock.advance(by: 4.9)
      #expect(harness.leaks.isEmpty)
      harness.clock.advance(by: 0.1)
      #expect(harness.leaks.map(\.kind) == [.objectNotDeallocated])
      #expect(harness.leaks.first?.objectDescription.contains("TestViewController") == true)
    }
  }

  @Test("a viewable router expects its view to disappear when it deactivates; reactivation withdraws it")
  func viewableRouterDisappearExpectation() {
    Harness.run { harness in
      let journal = Journal()
      let root = makeActiveRoot(journal)
      let screen = TestViewableRouter(
        interactor: TestInteractor("Screen", journal: journal), viewController: TestViewController())
      root.attachChild(screen)
      #expect(harness.detector.pendingExpectationCount == 0)
      root.detachChild(screen)
      #expect(harness.detector.pendingExpectationCount == 1)
      root.attachChild(screen)
      #expect(harness.detector.pendingExpectationCount == 0)
      root.detachChild(screen)
      harness.clock.advance(by: 5)
      #expect(harness.leaks.isEmpty, "the view never loaded")
    }
  }

  @Test(
    "detaching a viewable RIB whose screen is still shown is reported")
  func detachedButShown() {
    Harness.run { harness in
      let journal = Journal()
      let root = makeActiveRoot(journal)
      let viewController = TestViewController()
      let screen = TestViewableRouter(
        interactor: TestInteractor("Screen", journal: journal), viewController: viewController)
      root.attachChild(screen)
      let window = shownInWindow(viewController)
      root.detachChild(screen)
      harness.clock.advance(by: 5)
      #expect(harness.leaks.map(\.kind) == [.viewControllerNotDisappeared])
      _ = window
    }
  }

  /// A viewable RIB whose screen is still shown (the view controller in a window, so it is neither gone
  /// nor out of the window), detached at 0 s and freed at `freedAt` s. Returns what must stay alive.
  private func detachShownScreen(_ harness: Harness, freedAt: TimeInterval) -> (UIWindow, TestRouter) {
    let journal = Journal()
    let root = makeActiveRoot(journal)
    let viewController = TestViewController()
    let window = shownInWindow(viewController)
    do {
      let screen = TestViewableRouter(
        interactor: TestInteractor("Screen", journal: journal), viewController: viewController)
      root.attachChild(screen)
      root.detachChild(screen)
      harness.clock.advance(by: freedAt)
    }
    return (window, root)
  }

  @Test(
    "a viewable RIB freed while its view expectation is pending: the view and the deallocation each checked at their own time"
  )
  func viewExpectationCarriesTheDeallocation() {
    Harness.run { harness in
      // Freed at 2 s: the view is due at 5 s, the view controller's deallocation at 2 + 5 = 7 s.
      let kept = detachShownScreen(harness, freedAt: 2)
      // The view, the view controller's deallocation, the interactor's (gone with the router: due at 3 s).
      #expect(harness.detector.pendingExpectationCount == 3)
      #expect(harness.clock.pendingCount == 2, "the view's expectation carries the deallocation: two objects")
      harness.clock.advance(by: 2.9)  // 4.9 s
      #expect(harness.leaks.isEmpty)
      #expect(harness.detector.pendingExpectationCount == 2)
      harness.clock.advance(by: 0.1)  // 5 s
      #expect(harness.leaks.map(\.kind) == [.viewControllerNotDisappeared])
      #expect(harness.detector.pendingExpectationCount == 1, "the deallocation is still pending")
      harness.clock.advance(by: 1.9)  // 6.9 s
      #expect(harness.leaks.count == 1)
      harness.clock.advance(by: 0.1)  // 7 s
      #expect(harness.leaks.map(\.kind) == [.viewControllerNotDisappeared, .objectNotDeallocated])
      #expect(harness.leaks.last?.message.contains("within 5.0 s") == true)
      #expect(harness.leaks.first?.objectNumber == harness.leaks.last?.objectNumber, "one object, one number")
      #expect(harness.detector.pendingExpectationCount == 0)
      _ = kept
    }
  }

  @Test(
    "a viewable RIB freed within its view's time whose view controller goes too: nothing reported, counted out at 5 s and at 5 s after the free"
  )
  func carriedDeallocationPassesAtItsOwnTime() {
    Harness.run { harness in
      var statuses: [LeakDetectionStatus] = []
      let subscription = harness.detector.status.sink { statuses.append($0) }
      do {
        let root = makeActiveRoot(Journal())
        let screen = TestViewableRouter(
          interactor: TestInteractor("Screen", journal: Journal()), viewController: TestViewController())
        root.attachChild(screen)
        root.detachChild(screen)
        harness.clock.advance(by: 1)
      }
      harness.clock.advance(by: 4)  // 5 s: the view's check
      #expect(harness.detector.pendingExpectationCount == 1, "the view controller's deallocation is due at 6 s")
      harness.clock.advance(by: 1)
      #expect(harness.detector.pendingExpectationCount == 0)
      #expect(harness.leaks.isEmpty)
      #expect(statuses == [.DidComplete, .InProgress, .DidComplete])
      subscription.cancel()
    }
  }

  @Test(
    "failures due at the same time come in the order separate expectations would give: each RIB's view, then its view controller"
  )
  func carriedFailuresKeepTheirOrder() {
    Harness.run { harness in
      let root = makeActiveRoot(Journal())
      var kept: [(UIWindow, TestViewController)] = []
      for name in ["First", "Second"] {
        let viewController = TestViewController()
        kept.append((shownInWindow(viewController), viewController))
        do {
          let screen = TestViewableRouter(
            interactor: TestInteractor(name, journal: Journal()), viewController: viewController)
          root.attachChild(screen)
          root.detachChild(screen)
        }
      }
      HeadlessRunLoop.main.runUntilIdle()
      harness.clock.advance(by: 5)
      let first = ObjectIdentifier(kept[0].1)
      let second = ObjectIdentifier(kept[1].1)
      #expect(
        harness.leaks.map(\.kind) == [
          .viewControllerNotDisappeared, .objectNotDeallocated, .viewControllerNotDisappeared, .objectNotDeallocated,
        ])
      let objects = harness.leaks.map {
        harness.detector.failedObject(number: $0.objectNumber).map(ObjectIdentifier.init)
      }
      #expect(objects == [first, first, second, second])
    }
  }

  @Test("a viewable RIB freed after its view was checked expects its view controller's deallocation anew")
  func deallocationAfterTheViewCheck() {
    Harness.run { harness in
      // Freed at 6 s: the view failed at 5 s; the deallocation is due at 11 s.
      let kept = detachShownScreen(harness, freedAt: 6)
      #expect(harness.leaks.map(\.kind) == [.viewControllerNotDisappeared])
      harness.clock.advance(by: 4.9)
      #expect(harness.leaks.count == 1)
      harness.clock.advance(by: 0.1)
      #expect(harness.leaks.map(\.kind) == [.viewControllerNotDisappeared, .objectNotDeallocated])
      _ = kept
    }
  }

  @Test(
    "a RIB freed after the detector was replaced: the new detector expects the deallocation, the old one keeps its view check"
  )
  func replacedDetectorGetsItsOwnExpectation() {
    Harness.run { harness in
      let journal = Journal()
      let root = makeActiveRoot(journal)
      let viewController = TestViewController()
      let window = shownInWindow(viewController)
      let oldDetector = harness.detector
      var newLeaks: [LeakDetectionFailure] = []
      let newClock = VirtualClock()
      do {
        let screen = TestViewableRouter(
          interactor: TestInteractor("Screen", journal: journal), viewController: viewController)
        root.attachChild(screen)
        root.detachChild(screen)
        LeakDetector.instance = LeakDetector(clock: newClock) { newLeaks.append($0) }
      }
      #expect(oldDetector.pendingExpectationCount == 1, "only the view: nothing was carried over to it")
      #expect(LeakDetector.instance.pendingExpectationCount == 2)
      harness.clock.advance(by: 5)
      #expect(harness.leaks.map(\.kind) == [.viewControllerNotDisappeared])
      newClock.advance(by: 5)
      #expect(newLeaks.map(\.kind) == [.objectNotDeallocated])
      LeakDetector.instance = oldDetector
      _ = window
    }
  }

  @Test("expectationHandler sees each expectation a RIB makes, as it is made, with kind, object and time")
  func expectationHandlerSeesEachExpectation() {
    Harness.run { harness in
      var expectations: [LeakExpectation] = []
      harness.detector.expectationHandler = { expectations.append($0) }
      let journal = Journal()
      let root = makeActiveRoot(journal)
      let viewController = TestViewController()
      var screen: TestViewableRouter? = TestViewableRouter(
        interactor: TestInteractor("Screen", journal: journal), viewController: viewController)
      root.attachChild(screen!)
      #expect(expectations.isEmpty, "attaching expects nothing")

      root.detachChild(screen!)
      #expect(expectations.map(\.kind) == [.viewControllerNotDisappeared])
      #expect(expectations.first?.objectIdentifier == ObjectIdentifier(viewController))
      #expect(expectations.first?.objectDescription.contains("TestViewController") == true)
      #expect(expectations.first?.time == LeakDefaultExpectationTime.viewDisappear)
      #expect(harness.detector.pendingExpectationCount == 1)

      let interactor = screen!.interactor
      expectations = []
      screen = nil
      // The router expects its view controller (5 s) and its interactor (1 s) to go.
      #expect(
        expectations.map { "\($0.kind) \($0.time)" }.sorted() == [
          "objectNotDeallocated 1.0", "objectNotDeallocated 5.0",
        ])
      #expect(expectations.contains { $0.objectIdentifier == ObjectIdentifier(interactor) })
      #expect(expectations.contains { $0.objectIdentifier == ObjectIdentifier(viewController) })
      #expect(expectations.allSatisfy { !$0.description.isEmpty })

      harness.detector.expectationHandler = nil
      harness.detector.expectDeallocate(object: Blob())
      #expect(expectations.count == 2, "a detector without a handler tells nobody")
      harness.clock.advance(by: 5)
      _ = interactor
    }
  }

  @Test("a presentable interactor expects its presenter to be deallocated")
  func presentableInteractorExpectsPresenterDeallocation() {
    Harness.run { harness in
      let presenter = TestViewController()
      do { _ = PresentableInteractor(presenter: presenter) }
      harness.clock.advance(by: 1)
      #expect(harness.leaks.map(\.kind) == [.objectNotDeallocated])
    }
  }

  @Test("the virtual clock runs due actions in due order, including ones scheduled while advancing")
  func virtualClock() {
    let clock = VirtualClock()
    var fired: [String] = []
    let a = clock.schedule(after: 2) { fired.append("a") }
    let b = clock.schedule(after: 1) {
      fired.append("b")
      clock.schedule(after: 0.5) { fired.append("c") }.store(in: &keep)
    }
    let d = clock.schedule(after: 3) { fired.append("d") }
    d.cancel()
    clock.advance(by: 2)
    #expect(fired == ["b", "c", "a"])
    #expect(clock.now == 2)
    #expect(clock.pendingCount == 0)
    _ = (a, b)
  }

  @Test("the virtual clock keeps scheduling order among equal due times and skips cancelled actions")
  func virtualClockTiesAndCancellation() {
    let clock = VirtualClock()
    var fired: [Int] = []
    let handles = (0..<1_000).map { index in clock.schedule(after: 1) { fired.append(index) } }
    for handle in handles.enumerated() where handle.offset % 3 == 0 { handle.element.cancel() }
    #expect(clock.pendingCount == 666)
    clock.advance(by: 0.5)
    #expect(fired.isEmpty)
    clock.advance(by: 0.5)
    #expect(fired == (0..<1_000).filter { $0 % 3 != 0 })
    #expect(clock.pendingCount == 0)
  }
}

@MainActor private var keep = Set<AnyCancellable>()
