import Testing

@testable import NavigatableRIBs

/// Tree → screen: when business logic detaches a RIB, its screens and every screen above them leave, and
/// nothing is detached twice.
@MainActor
@Suite("Tree → screen: business-logic detach", .serialized)
struct BusinessLogicTests {
  @Test("detaching a pushed RIB pops its screen and every screen above it, without a second detach")
  func detachPushed() {
    Scene.run { scene in
      var remains: [Remains] = []
      do {
        let chain = scene.pushChain(["A", "B", "C"])
        remains = chain.map(Remains.init)
        chain[0].detachChild(chain[1])  // B is "done"
        #expect(scene.childNames(of: chain[0]).isEmpty)
        #expect(scene.probe.detachOrder == ["C", "B"] || scene.probe.detachOrder == ["B", "C"])
      }
      scene.run()
      #expect(scene.homeStack == ["Home", "A"])
      #expect(scene.probe.detachOrder.filter { $0 == "B" }.count == 1)
      #expect(scene.probe.detachOrder.filter { $0 == "C" }.count == 1)
      #expect(scene.probe.resignCount("B") == 1)
      #expect(scene.probe.resignCount("C") == 1)
      #expect(!remains[0].areGone)
      #expect(remains[1].areGone)
      #expect(remains[2].areGone)
      #expect(scene.diagnostics.isEmpty)
    }
  }

  @Test("detaching a presented RIB dismisses its presentation")
  func detachPresented() {
    Scene.run { scene in
      weak var weakSheet: ScreenRouter?
      do {
        let sheet = scene.make("Sheet")
        weakSheet = sheet
        #expect(scene.home.presentChildInNavigationController(sheet, from: scene.home.viewController) != nil)
        scene.run()
        scene.home.detachChild(sheet)
      }
      #expect(scene.home.viewController.presentedViewController == nil)
      scene.run()
      #expect(weakSheet == nil)
      #expect(scene.probe.detachOrder == ["Sheet"])
      #expect(scene.diagnostics.isEmpty)
    }
  }

  @Test("a plain screen above a detached RIB goes too; the plain screen below stays")
  func plainScreensAround() {
    Scene.run { scene in
      let plainBelow = UIViewController()
      plainBelow.title = "Plain below"
      scene.homeNavigation.pushViewController(plainBelow, animated: false)
      scene.run()
      let rib = scene.make("RIB")
      #expect(scene.home.pushChild(rib, on: scene.homeNavigation))
      scene.run()
      let plainAbove = UIViewController()
      plainAbove.title = "Plain above"
      scene.homeNavigation.pushViewController(plainAbove, animated: true)
      scene.run()
      scene.home.detachChild(rib)
      scene.run()
      #expect(scene.homeStack == ["Home", "Plain below"])
      #expect(scene.probe.detachOrder == ["RIB"])
    }
  }
}
