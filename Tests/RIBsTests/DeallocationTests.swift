import Testing

@testable import RIBs

@MainActor
private final class IdleWorker: Worker {}

/// Weak references to every object of a RIB.
@MainActor
private struct WeakRIB {
  weak var router: AnyObject?
  weak var interactor: AnyObject?
  weak var viewController: AnyObject?

  var isGone: Bool { router == nil && interactor == nil && viewController == nil }
}

@MainActor
@Suite("Deallocation")
struct DeallocationTests {
  @Test("every object of a detached subtree is deallocated and no leak is reported")
  func detachedSubtreeDeallocates() {
    Harness.run { harness in
      let journal = Journal()
      let root = makeActiveRoot(journal)
      var tracked: [WeakRIB] = []
      weak var weakWorker: IdleWorker?
      var lifecycleCompleted = false
      var lifecycleSubscription: AnyCancellable?
      do {
        let child = makeRIB("Child", journal)
        let screenController = TestViewController()
        let screenInteractor = TestInteractor("Screen", journal: journal)
        let screen = TestViewableRouter(interactor: screenInteractor, viewController: screenController)
        let grandchild = makeRIB("Grandchild", journal)
        let worker = IdleWorker()
        weakWorker = worker
        child.interactor.onDidBecomeActive = { [unowned child] in worker.start(child.interactor) }
        lifecycleSubscription = grandchild.lifecycle.sink(
          receiveCompletion: { _ in lifecycleCompleted = true }, receiveValue: { _ in })
        tracked = [
          WeakRIB(router: child, interactor: child.interactor),
          WeakRIB(router: screen, interactor: screenInteractor, viewController: screenController),
          WeakRIB(router: grandchild, interactor: grandchild.interactor),
        ]
        root.attachChild(child)
        child.attachChild(screen)
        screen.attachChild(grandchild)
        #expect(RIBTreeNode(root).count == 4)
        root.detachChild(child)
      }
      #expect(tracked.filter { !$0.isGone }.isEmpty)
      #expect(weakWorker == nil)
      #expect(lifecycleCompleted)
      harness.clock.advance(by: 5)
      #expect(harness.leaks.isEmpty)
      _ = lifecycleSubscription
    }
  }

  @Test("a router deallocated while attached children remain detaches and deactivates them")
  func routerDeinitDetachesChildren() {
    Harness.run { harness in
      let journal = Journal()
      let child = makeRIB("Child", journal)
      weak var weakParent: TestRouter?
      do {
        let parent = makeRIB("Parent", journal)
        weakParent = parent
        parent.interactable.activate()
        parent.load()
        parent.attachChild(child)
        harness.clearEvents()
      }
      #expect(weakParent == nil)
      #expect(!child.interactor.isActive)
      #expect(child.parentRouting == nil)
      #expect(harness.eventLines.last == "detach Parent > Child")
      harness.clock.advance(by: 1)
      #expect(harness.leaks.isEmpty)
    }
  }
}
