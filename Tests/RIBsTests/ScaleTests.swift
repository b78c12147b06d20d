import Testing

@testable import RIBs

/// The tree at scale: thousands of siblings and chains thousands of levels deep keep the order, the
/// misuse reports, the activation order and the deallocation of small trees. (The cost per child is
/// measured in Benchmarks/, never here.)
@MainActor
@Suite("Router at scale: wide and deep trees")
struct ScaleTests {
  @Test("detaching children from the middle of 10,000 keeps the others in attach order")
  func detachFromTheMiddleKeepsOrder() {
    Harness.run { harness in
      let journal = Journal()
      let root = makeActiveRoot(journal)
      let children = (0..<10_000).map { makeRIB("C\($0)", journal) }
      for child in children { root.attachChild(child) }

      // Every third child from the middle outwards, then the last one: holes everywhere, then compaction.
      var removed = Set<ObjectIdentifier>()
      for index in Array(stride(from: 5_000, to: 9_999, by: 3)) + Array(stride(from: 4_999, through: 0, by: -3)) {
        root.detachChild(children[index])
        removed.insert(ObjectIdentifier(children[index]))
      }
      root.detachChild(children[9_999])
      removed.insert(ObjectIdentifier(children[9_999]))

      let expected = children.filter { !removed.contains(ObjectIdentifier($0)) }
      #expect(root.children.count == expected.count)
      #expect(zip(root.children, expected).allSatisfy { $0 === $1 })
      #expect(children.allSatisfy { root.hasChild($0) == !removed.contains(ObjectIdentifier($0)) })
      #expect(children.allSatisfy { ($0.parentRouting === root) == !removed.contains(ObjectIdentifier($0)) })

      // A detached child attached again goes to the end.
      root.attachChild(children[5_000])
      #expect(root.children.last === children[5_000])
      #expect(root.children.count == expected.count + 1)
      #expect(harness.diagnostics.isEmpty)
    }
  }

  @Test("children read between detaches stay right (the array is rebuilt after a hole)")
  func childrenReadBetweenDetaches() {
    Harness.run { _ in
      let journal = Journal()
      let root = makeActiveRoot(journal)
      let children = (0..<100).map { makeRIB("C\($0)", journal) }
      for child in children { root.attachChild(child) }
      var expected = children
      // Front, back, middle, in turn; reading `children` after each.
      var turn = 0
      while !expected.isEmpty {
        let index = turn % 3 == 0 ? 0 : turn % 3 == 1 ? expected.count - 1 : expected.count / 2
        root.detachChild(expected.remove(at: index))
        #expect(root.children.count == expected.count)
        #expect(zip(root.children, expected).allSatisfy { $0 === $1 })
        turn += 1
      }
    }
  }

  @Test("misuse among 10,000 children is still reported and changes nothing")
  func misuseAtScale() {
    Harness.run { harness in
      let journal = Journal()
      let root = makeActiveRoot(journal)
      let children = (0..<10_000).map { makeRIB("C\($0)", journal) }
      for child in children { root.attachChild(child) }
      root.detachChild(children[1_234])
      let other = makeActiveRoot(journal)
      harness.clearDiagnostics()

      root.attachChild(children[7_777])  // already attached here
      root.detachChild(children[1_234])  // detached already: a stranger now
      other.attachChild(children[4_321])  // attached to root
      other.detachChild(children[4_321])  // not other's child

      #expect(
        harness.diagnostics.map(\.kind) == [
          .childAlreadyAttached, .detachingStranger, .childHasAnotherParent, .detachingStranger,
        ])
      #expect(root.children.count == 9_999)
      #expect(root.children[7_776] === children[7_777])
      #expect(children[4_321].parentRouting === root)
      #expect(other.children.isEmpty)
    }
  }

  @Test("attaching the top of a 10,000-level chain to its bottom is refused as a cycle")
  func cycleAtTheBottomOfADeepChain() {
    Harness.run { harness in
      let journal = Journal()
      let root = makeActiveRoot(journal)
      let chain = (0..<10_000).map { makeRIB("L\($0)", journal) }
      var parent: TestRouter = root
      for level in chain {
        parent.attachChild(level)
        parent = level
      }
      harness.clearDiagnostics()

      chain[9_999].attachChild(chain[0])
      chain[9_999].attachChild(root)

      #expect(harness.diagnostics.map(\.kind) == [.attachWouldCreateCycle, .attachWouldCreateCycle])
      #expect(chain[9_999].children.isEmpty)
      #expect(chain[0].parentRouting === root)
    }
  }

  @Test("detaching a 10,000-level chain deactivates every level once, top down, and frees every router")
  func detachADeepChain() {
    Harness.run { harness in
      let journal = Journal()
      let root = makeActiveRoot(journal)
      var weakLevels: [Weak] = []
      do {
        let first = makeRIB("L0", journal)
        root.attachChild(first)
        var parent = first
        weakLevels.append(Weak(first))
        for index in 1..<10_000 {
          let level = makeRIB("L\(index)", journal)
          parent.attachChild(level)
          parent = level
          weakLevels.append(Weak(level))
        }
        journal.clear()
        harness.clearEvents()

        root.detachChild(first)
      }

      #expect(journal.entries == (0..<10_000).map { "L\($0).willResignActive" })
      #expect(weakLevels.allSatisfy { $0.object == nil })
      // The first level's detach, then each level's detach from its freed parent, top down.
      let detaches = harness.eventLines.filter { $0.hasPrefix("detach") }
      #expect(detaches.count == 10_000)
      #expect(detaches.first == "detach Root > L0")
      #expect(detaches.last == "detach L9998 > L9999")
      harness.clock.advance(by: 10)
      #expect(harness.leaks.isEmpty)
      #expect(harness.diagnostics.isEmpty)
    }
  }

  @Test("reactivating a chain runs the deepest didBecomeActive first, each once")
  func reactivateAChain() {
    Harness.run { _ in
      let journal = Journal()
      let root = makeActiveRoot(journal)
      let chain = (0..<5).map { makeRIB("L\($0)", journal) }
      var parent: TestRouter = root
      for level in chain {
        parent.attachChild(level)
        parent = level
      }
      chain[0].interactable.deactivate()
      journal.clear()

      chain[0].interactable.activate()

      #expect(journal.entries == (0..<5).reversed().map { "L\($0).didBecomeActive" })
      #expect(chain.allSatisfy { $0.interactor.isActive })
    }
  }

  @Test("a subtree deactivates in pre-order, attach order among siblings, each interactor once")
  func subtreeDeactivationOrder() {
    Harness.run { _ in
      let journal = Journal()
      let root = makeActiveRoot(journal)
      let top = makeRIB("Top", journal)
      root.attachChild(top)
      for name in ["A", "B"] {
        let child = makeRIB(name, journal)
        top.attachChild(child)
        for grandchild in ["1", "2"] { child.attachChild(makeRIB(name + grandchild, journal)) }
      }
      journal.clear()

      root.detachChild(top)

      #expect(
        journal.entries == ["Top", "A", "A1", "A2", "B", "B1", "B2"].map { "\($0).willResignActive" })
    }
  }
}

/// A weak reference, to check that objects were freed.
@MainActor
private struct Weak {
  weak var object: AnyObject?
  init(_ object: AnyObject) { self.object = object }
}
