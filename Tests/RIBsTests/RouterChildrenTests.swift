import Testing

@testable import RIBs

/// A router that is not built on `Router`: the children table finds it through its positions table
/// instead of the slot number a `RouterBase` keeps.
@MainActor
private final class HandMadeRouter: Routing {
  let interactable: any Interactable
  var children: [any Routing] { [] }
  var lifecycle: AnyPublisher<RouterLifecycle, Never> { Empty().eraseToAnyPublisher() }
  private(set) var loadCount = 0

  init(_ interactor: Interactor) { interactable = interactor }

  func load() { loadCount += 1 }
  func attachChild(_ child: any Routing) {}
  func detachChild(_ child: any Routing) {}
}

@MainActor
@Suite("A router's children: membership by slot number, and by table for other Routing types")
struct RouterChildrenTests {
  @Test("a router that is not built on Router is attached, found, detached from the middle and compacted away")
  func routingThatIsNotARouter() {
    Harness.run { harness in
      let journal = Journal()
      let root = makeActiveRoot(journal)
      // Routers and hand-made routers mixed; enough holes from the middle to compact the slots.
      let children: [any Routing] = (0..<60).map { index in
        index % 2 == 0 ? makeRIB("C\(index)", journal) as any Routing : HandMadeRouter(Interactor())
      }
      for child in children { root.attachChild(child) }
      #expect(children.allSatisfy { root.hasChild($0) })
      #expect(
        children.compactMap { $0 as? HandMadeRouter }.allSatisfy { $0.loadCount == 1 && $0.interactable.isActive })

      var kept = children
      for index in stride(from: 50, through: 2, by: -1) where index % 4 != 0 {
        root.detachChild(children[index])
        kept.removeAll { $0 === children[index] }
      }
      #expect(harness.diagnostics.isEmpty)
      #expect(root.children.count == kept.count)
      #expect(zip(root.children, kept).allSatisfy { $0 === $1 })
      #expect(children.allSatisfy { child in root.hasChild(child) == kept.contains { $0 === child } })
      #expect(children.allSatisfy { child in child.interactable.isActive == kept.contains { $0 === child } })

      // Each remaining child, hand-made or not, is still found where compaction moved it.
      for child in kept { root.detachChild(child) }
      #expect(harness.diagnostics.isEmpty)
      #expect(root.children.isEmpty)
    }
  }

  @Test("a router in another parent's slot of the same number is a stranger here, and is refused as attached elsewhere")
  func sameSlotInAnotherParent() {
    Harness.run { harness in
      let journal = Journal()
      let first = makeActiveRoot(journal)
      let second = makeActiveRoot(journal)
      let mine = makeRIB("Mine", journal)
      let theirs = makeRIB("Theirs", journal)
      first.attachChild(mine)  // slot 0 of first
      second.attachChild(theirs)  // slot 0 of second

      second.detachChild(mine)
      first.attachChild(theirs)
      #expect(harness.diagnostics.map(\.kind) == [.detachingStranger, .childHasAnotherParent])
      #expect(!second.hasChild(mine) && !first.hasChild(theirs))
      #expect(mine.parentRouting === first && theirs.parentRouting === second)
      #expect(mine.interactor.isActive && theirs.interactor.isActive)

      // Detached, a router has no slot: any router may take it.
      first.detachChild(mine)
      second.attachChild(mine)
      #expect(harness.diagnostics.count == 2)
      #expect(second.children.map(\.ribName) == ["Theirs", "Mine"])
    }
  }
}
