import HeadlessUIKit
import Testing

@testable import NavigatableRIBs

/// `ScreenTable`, a parent's tracked screens by view controller: the first in place, the others in a table.
@MainActor
@Suite(.serialized)
struct ScreenTableTests {
  @Test("whatever order screens leave in (the first one included), the table holds exactly those left")
  func everyRemovalOrderKeepsTheOthers() {
    Scene.run { scene in
      let parent = scene.make("Parent")
      let entry = TrackedScreens.ParentScreens(parent: parent, isFlow: false, depth: 0)
      // Kept alive: a screen holds its router and view controller weakly, and their identities must differ.
      let routers = (0..<4).map { scene.make("S\($0)") }
      let viewControllers = (0..<4).map { _ in UIViewController() }
      let screens = (0..<4).map { sequence in
        TrackedScreen(
          sequence: sequence, router: routers[sequence], parent: entry, viewController: viewControllers[sequence],
          capturingName: false)
      }
      let orders = allOrders(of: Array(screens.indices))
      #expect(orders.count == 24)
      for order in orders {
        var table = ScreenTable()
        for screen in screens { table[screen.viewControllerID] = screen }
        var left = Set(screens.indices)
        for index in order {
          table[screens[index].viewControllerID] = nil
          left.remove(index)
          #expect(table.count == left.count)
          #expect(table.isEmpty == left.isEmpty)
          #expect(Set(table.map(\.value.sequence)) == Set(left))
          #expect(table.allSatisfy { $0.key == $0.value.viewControllerID })
          for screen in screens {
            #expect((table[screen.viewControllerID] === screen) == left.contains(screen.sequence))
          }
        }
      }
    }
  }

  @Test("setting a screen again replaces it in place; removing one that is not there changes nothing")
  func replacingAndRemovingAStranger() {
    Scene.run { scene in
      let parent = scene.make("Parent")
      let entry = TrackedScreens.ParentScreens(parent: parent, isFlow: false, depth: 0)
      let viewController = UIViewController()
      let (routerA, routerB) = (scene.make("A"), scene.make("B"))
      let (first, second) = (
        TrackedScreen(
          sequence: 0, router: routerA, parent: entry, viewController: viewController, capturingName: false),
        TrackedScreen(sequence: 1, router: routerB, parent: entry, viewController: viewController, capturingName: false)
      )
      var table = ScreenTable()
      table[first.viewControllerID] = first
      table[second.viewControllerID] = second
      #expect(table.count == 1)
      #expect(table[ObjectIdentifier(viewController)] === second)
      table[ObjectIdentifier(parent)] = nil
      #expect(table.count == 1)
      table.removeAll()
      #expect(table.isEmpty && table.count == 0)
    }
  }
}
