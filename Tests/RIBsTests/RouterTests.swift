import Testing

@testable import RIBs

@MainActor
@Suite("Router: attach, detach, subtree activeness")
struct RouterTests {
  /// Attaches a RIB named Child under `root` and one named Grandchild under it.
  private func attachChildAndGrandchild(to root: TestRouter, _ journal: Journal) -> (
    child: TestRouter, grandchild: TestRouter
  ) {
    let child = makeRIB("Child", journal)
    let grandchild = makeRIB("Grandchild", journal)
    root.attachChild(child)
    child.attachChild(grandchild)
    return (child, grandchild)
  }

  @Test("attachChild appends, then activates, then loads; didLoad runs once")
  func attachOrder() {
    Harness.run { harness in
      let journal = Journal()
      let root = makeActiveRoot(journal)
      let child = makeRIB("Child", journal)
      var childrenSeenOnActivation: [String] = []
      child.interactor.onDidBecomeActive = { childrenSeenOnActivation = root.children.map(\.ribName) }
      journal.clear()

      root.attachChild(child)

      #expect(journal.entries == ["Child.didBecomeActive", "Child.didLoad"])
      #expect(childrenSeenOnActivation == ["Child"])
      #expect(child.interactor.isActive)
      #expect(child.isLoaded)
      #expect(root.children.map(\.ribName) == ["Child"])
    }
  }

  @Test("didLoad may attach grandchildren, which activate inside the active child")
  func didLoadAttachesGrandchild() {
    Harness.run { _ in
      let journal = Journal()
      let root = makeActiveRoot(journal)
      let child = makeRIB("Child", journal)
      let grandchild = makeRIB("Grandchild", journal)
      child.onDidLoad = { child.attachChild(grandchild) }
      journal.clear()

      root.attachChild(child)

      #expect(
        journal.entries == [
          "Child.didBecomeActive", "Child.didLoad", "Grandchild.didBecomeActive", "Grandchild.didLoad",
        ])
      #expect(grandchild.interactor.isActive)
    }
  }

  @Test("detachChild deactivates the child first, then removes it")
  func detachOrder() {
    Harness.run { _ in
      let journal = Journal()
      let root = makeActiveRoot(journal)
      let child = makeRIB("Child", journal)
      root.attachChild(child)
      var stillAttachedWhileResigning: Bool?
      child.interactor.onWillResignActive = { stillAttachedWhileResigning = root.children.contains { $0 === child } }
      journal.clear()

      root.detachChild(child)

      #expect(journal.entries == ["Child.willResignActive"])
      #expect(stillAttachedWhileResigning == true)
      #expect(root.children.isEmpty)
      #expect(!child.interactor.isActive)
    }
  }

  @Test("deactivating an interactor deactivates its whole subtree at once; children stay attached")
  func subtreeDeactivation() {
    Harness.run { _ in
      let journal = Journal()
      let root = makeActiveRoot(journal)
      let child = makeRIB("Child", journal)
      let grandchild = makeRIB("Grandchild", journal)
      let greatGrandchild = makeRIB("GreatGrandchild", journal)
      root.attachChild(child)
      child.attachChild(grandchild)
      grandchild.attachChild(greatGrandchild)
      journal.clear()

      child.interactable.deactivate()

      #expect(
        journal.entries == [
          "Child.willResignActive", "Grandchild.willResignActive", "GreatGrandchild.willResignActive",
        ])
      #expect(!grandchild.interactor.isActive)
      #expect(!greatGrandchild.interactor.isActive)
      #expect(root.children.count == 1)
      #expect(child.children.first === grandchild)
      #expect(grandchild.children.first === greatGrandchild)
      #expect(root.interactor.isActive)
    }
  }

  // As in uber/RIBs-iOS: the interactor publishes `true` before its didBecomeActive() runs, and the router
  // reacts to that by activating the subtree, so descendants' didBecomeActive() runs first.
  @Test("reactivating an interactor reactivates its subtree (descendants' hooks first, as uber)")
  func subtreeReactivation() {
    Harness.run { _ in
      let journal = Journal()
      let root = makeActiveRoot(journal)
      let (child, grandchild) = attachChildAndGrandchild(to: root, journal)
      child.interactable.deactivate()
      journal.clear()

      child.interactable.activate()

      #expect(journal.entries == ["Grandchild.didBecomeActive", "Child.didBecomeActive"])
      #expect(grandchild.interactor.isActive)
    }
  }

  @Test("detaching a child deactivates its descendants too")
  func detachDeactivatesDescendants() {
    Harness.run { _ in
      let journal = Journal()
      let root = makeActiveRoot(journal)
      let (child, grandchild) = attachChildAndGrandchild(to: root, journal)

      root.detachChild(child)

      #expect(!grandchild.interactor.isActive)
      #expect(child.children.first === grandchild)
    }
  }

  @Test("re-attaching a detached router activates it again without loading it again")
  func reattach() {
    Harness.run { harness in
      let journal = Journal()
      let root = makeActiveRoot(journal)
      let (child, grandchild) = attachChildAndGrandchild(to: root, journal)
      root.detachChild(child)
      journal.clear()

      root.attachChild(child)

      #expect(journal.entries == ["Grandchild.didBecomeActive", "Child.didBecomeActive"])
      #expect(child.interactor.isActive && grandchild.interactor.isActive)
      #expect(harness.diagnostics.isEmpty)
    }
  }

  @Test(
    "two routers over one interactor (a misuse kept working): each one's subtree follows it, the first loaded hearing first, whichever was built first"
  )
  func twoRoutersOverOneInteractor() {
    Harness.run { harness in
      let journal = Journal()
      let interactor = TestInteractor("Shared", journal: journal)
      let first = TestRouter(interactor: interactor)
      let second = TestRouter(interactor: interactor)
      let firstChild = TestRouter(interactor: TestInteractor("FirstChild", journal: journal))
      let secondChild = TestRouter(interactor: TestInteractor("SecondChild", journal: journal))
      interactor.activate()
      second.load()
      first.load()
      #expect(interactor.activenessObserverCount == 2)
      first.attachChild(firstChild)
      second.attachChild(secondChild)
      journal.clear()
      interactor.deactivate()
      #expect(
        journal.entries == ["Shared.willResignActive", "SecondChild.willResignActive", "FirstChild.willResignActive"])
      interactor.activate()
      #expect(firstChild.interactor.isActive && secondChild.interactor.isActive)
      #expect(harness.diagnostics.isEmpty)
    }
  }

  @Test("two routers over one interactor, the bound one freed: the other takes its place, and events name it")
  func observingRouterTakesTheBoundPlace() {
    Harness.run { harness in
      let journal = Journal()
      let interactor = TestInteractor("Shared", journal: journal)
      var first: TestRouter? = TestRouter(interactor: interactor)
      let second = TestRouter(interactor: interactor)
      let child = TestRouter(interactor: TestInteractor("Child", journal: journal))
      first?.load()
      second.load()
      second.attachChild(child)
      first = nil
      #expect(interactor.activenessObserverCount == 1)
      harness.clearEvents()
      interactor.activate()
      let named = harness.events.filter { $0.kind == .didBecomeActive && $0.name == "Shared" }
        .map { $0.router === second }
      #expect(named == [true])
      interactor.deactivate()
      #expect(!child.interactor.isActive)
      _ = first
    }
  }

  @Test("an interactor whose router went is owned and driven by the next router built over it")
  func interactorReusedByANewRouter() {
    Harness.run { harness in
      let journal = Journal()
      let interactor = TestInteractor("Reused", journal: journal)
      do {
        let router = TestRouter(interactor: interactor)
        interactor.activate()
        router.load()
      }
      #expect(interactor.activenessObserverCount == 0)
      let next = TestRouter(interactor: interactor)
      let child = TestRouter(interactor: TestInteractor("Child", journal: journal))
      interactor.activate()
      next.load()
      #expect(interactor.activenessObserverCount == 1)
      next.attachChild(child)
      interactor.deactivate()
      #expect(!child.interactor.isActive)
      #expect(harness.diagnostics.isEmpty)
    }
  }

  @Test("a router freed while its interactor lives on stops observing it")
  func routerStopsObservingWhenFreed() {
    Harness.run { harness in
      let journal = Journal()
      let interactor = TestInteractor("Screen", journal: journal)
      do {
        let router = TestViewableRouter(interactor: interactor, viewController: TestViewController())
        interactor.activate()
        router.load()
        #expect(interactor.activenessObserverCount == 1)  // the router: subtree and view-disappear expectation
      }
      #expect(interactor.activenessObserverCount == 0)
      #expect(!interactor.isActive)  // the router deactivated it on its way out
      let pending = harness.detector.pendingExpectationCount
      interactor.activate()
      interactor.deactivate()
      // No router is left to expect the view to leave the window.
      #expect(harness.detector.pendingExpectationCount == pending)
    }
  }

  @Test("a router whose interactable is not an Interactor binds its subtree through isActiveStream")
  func customInteractableDrivesSubtree() {
    Harness.run { harness in
      let journal = Journal()
      let interactable = SubjectInteractable()
      let router = Router<SubjectInteractable>(interactor: interactable)
      interactable.activate()
      router.load()
      let child = makeRIB("Child", journal)
      router.attachChild(child)
      journal.clear()

      interactable.deactivate()
      #expect(journal.entries == ["Child.willResignActive"])
      #expect(!child.interactor.isActive)

      interactable.activate()
      #expect(journal.entries == ["Child.willResignActive", "Child.didBecomeActive"])
      #expect(child.interactor.isActive)
      #expect(harness.diagnostics.isEmpty)
    }
  }

  @Test("lifecycle emits didLoad once, when the router loads, and completes when it goes")
  func lifecycle() {
    Harness.run { _ in
      let journal = Journal()
      var received: [RouterLifecycle] = []
      var completed = false
      var cancellable: AnyCancellable?
      do {
        let router = makeRIB("Solo", journal)
        cancellable = router.lifecycle.sink(
          receiveCompletion: { _ in completed = true }, receiveValue: { received.append($0) })
        #expect(received.isEmpty)
        router.interactable.activate()
        router.load()
        #expect(received == [.didLoad])
        router.load()
        #expect(received == [.didLoad])
        router.interactable.deactivate()
      }
      #expect(completed)
      _ = cancellable
    }
  }
}

/// An interactable that is not an ``Interactor``: its activeness lives in a subject.
@MainActor
private final class SubjectInteractable: Interactable {
  private let subject = CurrentValueSubject<Bool, Never>(false)
  var isActive: Bool { subject.value }
  var isActiveStream: AnyPublisher<Bool, Never> { subject.removeDuplicates().eraseToAnyPublisher() }
  func activate() { subject.send(true) }
  func deactivate() { subject.send(false) }
}
