import Testing

@testable import RIBs

@MainActor
@Suite("Misuse diagnostics")
struct DiagnosticsTests {
  /// Root(active, loaded) with children A and B; B has child C.
  private func makeTree(_ journal: Journal) -> (root: TestRouter, a: TestRouter, b: TestRouter, c: TestRouter) {
    let root = makeActiveRoot(journal)
    let a = makeRIB("Alpha", journal)
    let b = makeRIB("Bravo", journal)
    let c = makeRIB("Charlie", journal)
    root.attachChild(a)
    root.attachChild(b)
    b.attachChild(c)
    return (root, a, b, c)
  }

  /// Runs `misuse` on a fresh ``makeTree(_:)`` and checks that it was reported as `kinds`, that the first
  /// message names each of `names`, and that it changed nothing: same tree, no lifecycle call, no event.
  /// Returns the tree for the test's own further checks.
  private func expectRejected(
    _ harness: Harness, as kinds: [RIBsDiagnostic.Kind], naming names: [String],
    _ misuse: (_ tree: (root: TestRouter, a: TestRouter, b: TestRouter, c: TestRouter)) -> Void
  ) -> (root: TestRouter, a: TestRouter, b: TestRouter, c: TestRouter) {
    let journal = Journal()
    let tree = makeTree(journal)
    let before = tree.root.treeSnapshot
    journal.clear()
    harness.clearEvents()

    misuse(tree)

    #expect(harness.diagnostics.map(\.kind) == kinds)
    let message = harness.diagnostics.first?.message ?? ""
    for name in names {
      #expect(message.contains(name), "the message names \(name)")
    }
    #expect(tree.root.treeSnapshot == before)
    #expect(journal.entries.isEmpty)
    #expect(harness.events.isEmpty)
    return tree
  }

  @Test("attaching an attached child is reported, names both RIBs and changes nothing")
  func attachTwice() {
    Harness.run { harness in
      _ = expectRejected(harness, as: [.childAlreadyAttached], naming: ["Alpha", "Root"]) { $0.root.attachChild($0.a) }
    }
  }

  @Test("attaching a child of another parent is reported, names all three RIBs and changes nothing")
  func twoParents() {
    Harness.run { harness in
      let tree = expectRejected(harness, as: [.childHasAnotherParent], naming: ["Charlie", "Alpha", "Bravo"]) {
        $0.a.attachChild($0.c)
      }
      #expect(tree.c.parentRouting === tree.b)
    }
  }

  @Test("attaching an ancestor is reported and changes nothing")
  func cycle() {
    Harness.run { harness in
      _ = expectRejected(harness, as: [.attachWouldCreateCycle, .attachWouldCreateCycle], naming: ["Root", "Charlie"]) {
        $0.c.attachChild($0.root)
        $0.c.attachChild($0.c)
      }
    }
  }

  @Test("detaching a stranger is reported, names both RIBs and changes nothing")
  func detachStranger() {
    Harness.run { harness in
      let tree = expectRejected(harness, as: [.detachingStranger], naming: ["Charlie", "Root"]) {
        $0.root.detachChild($0.c)
      }
      #expect(tree.c.interactor.isActive)
    }
  }

  @Test("loading twice is reported and didLoad does not run again")
  func loadTwice() {
    Harness.run { harness in
      let journal = Journal()
      let tree = makeTree(journal)
      journal.clear()

      tree.a.load()

      #expect(harness.diagnostics.map(\.kind) == [.loadedTwice])
      #expect(harness.diagnostics.first?.message.contains("Alpha") == true)
      #expect(journal.entries.isEmpty)
    }
  }

  @Test("a child still in the slots of a parent being deallocated is refused elsewhere until that parent lets it go")
  func attachWhileTheParentIsDeallocated() {
    Harness.run { harness in
      let journal = Journal()
      let other = makeActiveRoot(journal)
      let first = makeRIB("First", journal)
      let second = makeRIB("Second", journal)
      var parent: TestRouter? = makeActiveRoot(journal)
      parent!.attachChild(first)
      parent!.attachChild(second)
      // While the parent's deinit detaches `first`, `second` is still in its slots (its parent link reads nil).
      let observation = RIBEventLog.observeDetaches { router, from in
        guard router === first, from == nil else { return }
        other.attachChild(second)
      }
      parent = nil
      #expect(harness.diagnostics.map(\.kind) == [.childHasAnotherParent])
      #expect(harness.diagnostics.first?.message.contains("a router being deallocated") == true)
      #expect(!other.hasChild(second) && second.parentRouting == nil)
      // Let go by the parent's deinit, it can be attached.
      other.attachChild(second)
      #expect(other.hasChild(second) && second.parentRouting === other && second.interactor.isActive)
      #expect(harness.diagnostics.count == 1)
      observation.cancel()
    }
  }

  @Test("a child detached from one parent can be attached to another")
  func moveAfterDetach() {
    Harness.run { harness in
      let journal = Journal()
      let tree = makeTree(journal)
      tree.b.detachChild(tree.c)
      tree.a.attachChild(tree.c)
      #expect(harness.diagnostics.isEmpty)
      #expect(tree.c.parentRouting === tree.a)
      #expect(tree.c.interactor.isActive)
    }
  }

  @Test("a router whose interactor is not Interactable is reported and drives an inert stand-in")
  func interactorNotInteractable() {
    Harness.run { harness in
      final class NotAnInteractor {}
      let router = Router(interactor: NotAnInteractor())
      router.interactable.activate()
      #expect(harness.diagnostics.map(\.kind) == [.interactorNotInteractable])
      #expect(harness.diagnostics.first?.message.contains("NotAnInteractor") == true)
      #expect(!router.interactable.isActive)
    }
  }

  @Test("a viewable router whose view controller is not ViewControllable is reported")
  func viewControllerNotViewControllable() {
    Harness.run { harness in
      final class PlainViewController: UIViewController {}
      let router = ViewableRouter(
        interactor: TestInteractor("Screen", journal: Journal()), viewController: PlainViewController())
      #expect(harness.diagnostics.map(\.kind) == [.viewControllerNotViewControllable])
      #expect(harness.diagnostics.first?.message.contains("PlainViewController") == true)
      #expect(!(router.viewControllable.uiviewController is PlainViewController))
    }
  }

  @Test("the standard handler is restored after capture")
  func captureRestores() {
    var outer: [RIBsDiagnostic] = []
    let previous = RIBsDiagnostics.handler
    RIBsDiagnostics.handler = { outer.append($0) }
    defer { RIBsDiagnostics.handler = previous }
    let inner = RIBsDiagnostics.capture { RIBsDiagnostics.report(.loadedTwice, "inner") }.diagnostics
    RIBsDiagnostics.report(.loadedTwice, "outer")
    #expect(inner.map(\.message) == ["inner"])
    #expect(outer.map(\.message) == ["outer"])
  }
}
