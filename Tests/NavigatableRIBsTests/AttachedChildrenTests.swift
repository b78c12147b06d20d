import Testing

@testable import NavigatableRIBs

/// `AttachedChildren`, where a route written in an extension keeps the child it attached: by name, weakly.
@MainActor
@Suite(.serialized)
struct AttachedChildrenTests {
  @Test func aChildIsKeptByNameUntilItIsFreedOrForgotten() {
    Scene.run { scene in
      let attached = AttachedChildren()
      do {
        let child = scene.make("Child")
        #expect(scene.home.pushChild(child))
        attached["Child"] = child
        scene.run()
        #expect(attached["Child"] === child)
        #expect(attached["Other"] == nil)
        scene.home.detachChild(child)  // the tree lets it go; the entry does not hold it
        scene.run()
      }
      #expect(attached["Child"] == nil)

      let other = scene.make("Other")
      attached["Other"] = other
      #expect(attached["Other"] === other)
      attached["Other"] = nil
      #expect(attached["Other"] == nil)
    }
  }
}
