import Testing

@testable import NavigatableRIBs

/// A RIB whose view controller is a navigation controller (cannot be pushed).
@MainActor
final class NavigationScreenViewController: UINavigationController, ViewControllable {}

/// A viewable router over a navigation controller.
@MainActor
final class NavigationScreenRouter: ViewableRouter<ScreenInteractor, NavigationScreenViewController> {
  override var ribName: String { interactor.name }
}

/// A viewless RIB that is not a flow (its interactor does not adopt NavigationFlowInteractable).
@MainActor
final class CoordinatorRouter: Router<ScreenInteractor> {
  override var ribName: String { interactor.name }
}

/// Container shapes and requests around them: presentation chains, a stack embedded later, viewless RIBs
/// between screens, a child shown on a container being dragged, a navigation controller pushed.
@MainActor
@Suite("Container shapes: chains, embedded stacks, viewless RIBs in between, refused requests", .serialized)
struct ContainerShapeTests {
  @Test("dismissing a chain of two full-screen presentations from below detaches both")
  func fullScreenChain() {
    Scene.run { scene in
      let lower = scene.make("Lower")
      #expect(scene.home.presentChild(lower, from: scene.home.viewController, modalPresentationStyle: .fullScreen))
      scene.run()
      let upper = scene.make("Upper")
      #expect(lower.presentChild(upper, from: lower.viewController, modalPresentationStyle: .fullScreen))
      scene.run()
      scene.home.viewController.dismiss(animated: true, completion: nil)
      scene.run()
      #expect(scene.probe.detachOrder == ["Upper", "Lower"])
      #expect(scene.home.children.isEmpty)
      #expect(NavigationSync.shared.trackedScreenCount == 0)
      #expect(NavigationSync.shared.screenlessRIBs(under: scene.root).isEmpty)
    }
  }

  @Test("business logic detaching the screen being swiped away: a cancelled swipe does not bring it back")
  func detachDuringSwipeThenCancel() {
    for profile in [UIKitBehaviorProfile.iOS17, .iOS18] {
      Scene.run(profile: profile) { scene in
        let a = scene.pushChain(["A"])[0]
        #expect(scene.homeNavigation.userBeginSwipeBack())
        scene.run()
        scene.home.detachChild(a)
        #expect(scene.homeNavigation.userCancelSwipeBack())
        scene.run()
        #expect(a.parentRouting == nil)
        #expect(scene.homeStack == ["Home"])
        #expect(scene.probe.detachOrder == ["A"])
      }
    }
  }

  @Test("a middle screen removed with setViewControllers takes the screens under a viewless RIB below it along")
  func middleRemovalThroughViewlessRIB() {
    Scene.run { scene in
      let m = scene.make("M")
      #expect(scene.home.pushChild(m))
      scene.run()
      let flow = scene.makeFlow("Flow")
      m.attachChild(flow)
      let s = scene.make("S")
      #expect(flow.pushChild(s, on: scene.homeNavigation))
      scene.run()
      scene.homeNavigation.viewControllers = [scene.home.viewController, s.viewController]
      scene.run()
      #expect(scene.homeStack == ["Home"])
      #expect(scene.probe.detachOrder.first == "S")
      #expect(scene.probe.detachOrder.contains("M"))
      #expect(NavigationSync.shared.trackedScreenCount == 0)
      withExtendedLifetime(m) {}  // a parent keeping its child router in a property must not change this
    }
  }

  @Test("showing a child while the user drags that container is refused and changes nothing")
  func showDuringGesture() {
    Scene.run { scene in
      let first = scene.make("First")
      #expect(scene.home.presentChild(first, from: scene.home.viewController))
      scene.run()
      #expect(first.viewController.userBeginSwipeDownSheet())
      scene.run()
      let other = scene.make("Other")
      #expect(!scene.home.presentChild(other, from: scene.home.viewController))
      #expect(first.viewController.userFinishSwipeDownSheet())
      scene.run()
      #expect(other.parentRouting == nil)
      #expect(other.viewController.presentingViewController == nil)

      _ = scene.pushChain(["A"])
      #expect(scene.homeNavigation.userBeginSwipeBack())
      scene.run()
      let b = scene.make("B")
      #expect(!scene.home.pushChild(b, on: scene.homeNavigation))
      #expect(scene.homeNavigation.userFinishSwipeBack())
      scene.run()
      #expect(!scene.homeStack.contains("B"))
      #expect(b.parentRouting == nil)
      #expect(scene.diagnostics.filter { $0.kind == .navigation }.count == 2)
    }
  }

  @Test("pushing a RIB whose view controller is a navigation controller is refused (UIKit would throw)")
  func pushNavigationController() {
    Scene.run { scene in
      let child = NavigationScreenRouter(
        interactor: ScreenInteractor("Nav", probe: scene.probe), viewController: NavigationScreenViewController())
      #expect(!scene.home.pushChild(child))
      scene.run()
      #expect(child.parentRouting == nil)
      #expect(scene.diagnostics.map(\.kind) == [.navigation])
    }
  }

  @Test("a viewless RIB that is not a flow keeps living when its screen is popped")
  func coordinatorIsNotAFlow() {
    Scene.run { scene in
      let coordinator = CoordinatorRouter(interactor: ScreenInteractor("Coordinator", probe: scene.probe))
      scene.home.attachChild(coordinator)
      #expect(coordinator.pushChild(scene.make("S"), on: scene.homeNavigation))
      scene.run()
      #expect(scene.homeNavigation.userTapBackButton())
      scene.run()
      #expect(scene.probe.detachOrder == ["S"])
      #expect(scene.childNames(of: scene.home) == ["Coordinator"])
    }
  }

  @Test("an unrelated business-logic detach that takes a flow's screens along closes the flow")
  func flowClosedByUnrelatedDetach() {
    Scene.run { scene in
      let x = scene.pushChain(["X"])[0]
      let flow = scene.makeFlow("Flow")
      flow.interactor.listener = { [unowned home = scene.home, unowned flow] in home.detachChild(flow) }
      scene.home.attachChild(flow)
      #expect(flow.pushChild(scene.make("Y"), on: scene.homeNavigation))
      scene.run()
      scene.home.detachChild(x)
      scene.run()
      #expect(scene.homeStack == ["Home"])
      #expect(scene.probe.flowClosures == ["Flow"])
      #expect(scene.home.children.isEmpty)
      #expect(NavigationSync.shared.strandedFlows(under: scene.root).isEmpty)
    }
  }

  @Test("a screen pushed into a navigation controller that is later embedded and presented is freed with it")
  func screenInContainerPresentedLater() {
    Scene.run { scene in
      let navigation = UINavigationController(rootViewController: UIViewController())
      let screen = scene.make("Inside")
      #expect(scene.home.pushChild(screen, on: navigation, animated: false))
      let container = UIViewController()
      container.addChild(navigation)
      navigation.didMove(toParent: container)
      scene.home.viewController.present(container, animated: true, completion: nil)
      scene.run()
      #expect(container.userSwipeDownSheet())
      scene.run()
      #expect(scene.probe.detachOrder == ["Inside"])
      #expect(scene.home.children.isEmpty)
      #expect(NavigationSync.shared.trackedScreenCount == 0)
    }
  }
}
