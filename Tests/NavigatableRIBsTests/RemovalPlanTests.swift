import HeadlessUIKit
import Testing

@testable import NavigatableRIBs

/// Building a removal plan (``RemovalPlan``, ``RemovalPlanner``): the orders it holds (screens deepest
/// first, flows innermost first, the gesture end's requests lowest first), and that building it changes
/// nothing: neither the sync's tables nor the containers.
@MainActor
@Suite(.serialized)
struct RemovalPlanTests {
  /// Screens tracked in a table of their own: `(name, parent, parent's depth)`, in the order shown.
  private static func track(
    _ screens: [(name: String, parent: any Routing, parentDepth: Int)], in tracked: TrackedScreens,
    scene: Scene, isFlow: Bool = false
  ) -> (screens: [TrackedScreen], kept: [AnyObject]) {
    var kept: [AnyObject] = []
    let records = screens.map { entry in
      let router = scene.make(entry.name)
      let viewController = UIViewController()
      kept += [router, viewController]
      return tracked.track(
        router, parent: entry.parent, viewController: viewController, capturingName: true, isFlow: { isFlow },
        depth: { entry.parentDepth })
    }
    return (records, kept)
  }

  @Test("screens to forget: deepest first whatever order they were gathered in; among equals, the latest shown")
  func screensDeepestFirst() {
    Scene.run { scene in
      let tracked = TrackedScreens()
      defer { tracked.removeAll() }  // a screen and its parent's entry hold each other
      let (p0, p1, p2) = (scene.make("P0"), scene.make("P1"), scene.make("P2"))
      let (screens, kept) = Self.track(
        [("a", p0, 0), ("b", p2, 2), ("c", p0, 0), ("d", p1, 1), ("e", p2, 2)], in: tracked, scene: scene)
      let orders = allOrders(of: screens)
      #expect(orders.count == 120)
      for order in orders {
        let plan = RemovalPlan(forgetting: order, cause: .user)
        #expect(plan.screensToForget.map(\.name) == ["e", "b", "d", "c", "a"], "\(order.map(\.name))")
        #expect(plan.steps.isEmpty && plan.flowsToTell.isEmpty)
      }
      // Building changed nothing: every screen is still tracked.
      #expect(screens.allSatisfy { !$0.isGone && tracked.screen(showing: $0.viewControllerID) === $0 })
      withExtendedLifetime((kept, p0, p1, p2)) {}
    }
  }

  @Test("flows to tell: those losing every tracked screen, innermost first; among equals, in detach order")
  func flowsInnermostFirst() {
    Scene.run { scene in
      let tracked = TrackedScreens()
      defer { tracked.removeAll() }  // a screen and its parent's entry hold each other
      // Outer (depth 1) holds x and y; inner flows A and B (depth 2) hold one screen each.
      let (outer, innerA, innerB) = (scene.makeFlow("Outer"), scene.makeFlow("InnerA"), scene.makeFlow("InnerB"))
      let (outerScreens, keptOuter) = Self.track(
        [("x", outer, 1), ("y", outer, 1)], in: tracked, scene: scene, isFlow: true)
      let (innerScreens, keptInner) = Self.track(
        [("za", innerA, 2), ("zb", innerB, 2)], in: tracked, scene: scene, isFlow: true)
      let (za, zb) = (innerScreens[0], innerScreens[1])
      let all = outerScreens + innerScreens
      for order in allOrders(of: all) {
        // Detached deepest first, the latest shown first: zb, then za, so InnerB's last screen goes first.
        let plan = RemovalPlan(forgetting: order, cause: .user)
        #expect(plan.flowsToTell.map(\.flow.ribName) == ["InnerB", "InnerA", "Outer"], "\(order.map(\.name))")
      }
      // A flow keeping a screen is not told.
      let partial = RemovalPlan(forgetting: [outerScreens[1], za, zb], cause: .user)
      #expect(partial.flowsToTell.map(\.flow.ribName) == ["InnerB", "InnerA"])
      // A flow that detached its own screen knows: it is not told; the others are.
      let own = RemovalPlan(forgetting: all, cause: .businessLogic(detached: scene.make("Other"), by: innerA))
      #expect(own.flowsToTell.map(\.flow.ribName) == ["InnerB", "Outer"])
      #expect(all.allSatisfy { !$0.isGone && tracked.screen(showing: $0.viewControllerID) === $0 })
      withExtendedLifetime((keptOuter, keptInner, outer, innerA, innerB)) {}
    }
  }

  @Test("requests at a gesture's end: lowest in the containment first; among equals, in the order asked")
  func gestureEndLowestFirst() {
    #expect(RemovalPlan.gestureEndOrder(containmentDepths: [3, 1, 2, 1]) == [1, 3, 2, 0])
    #expect(RemovalPlan.gestureEndOrder(containmentDepths: [2, 2, 2]) == [0, 1, 2])
    #expect(RemovalPlan.gestureEndOrder(containmentDepths: []) == [])
  }

  @Test(
    "a middle screen's plan: one pop to the screen below, the screens above gathered; nothing changed until applied")
  func middleScreenPlan() {
    Scene.run { scene in
      let chain = scene.pushChain(["A", "B", "C"])
      let sync = NavigationSync.shared
      guard let screenA = sync.tracked.screen(of: ObjectIdentifier(chain[0])) else {
        Issue.record("A is not tracked")
        return
      }
      var planner = RemovalPlanner(tracked: sync.tracked)
      let cause = NavigationSync.Cause.businessLogic(detached: chain[0], by: scene.home)
      planner.sweep(screenA, cause: cause)
      planner.sweepScreens(attachedUnder: chain[0], cause: cause)
      // Gathered lowest first (the stack's order); the requests: A announced, then one pop below it.
      #expect(planner.gathered.values.map(\.name) == ["A", "B", "C"])
      #expect(
        planner.steps == [
          .takenOff(screenA, chain[0].viewController),
          .pop(scene.homeNavigation, to: scene.home.viewController, animated: true),
        ])
      let plan = planner.plan(cause: cause)
      #expect(plan.screensToForget.map(\.name) == ["C", "B", "A"])
      // Building it asked UIKit nothing and forgot nothing.
      #expect(scene.homeStack == ["Home", "A", "B", "C"])
      #expect(chain.allSatisfy { sync.tracked.screen(of: ObjectIdentifier($0)) != nil })
      #expect(scene.childNames(of: scene.home) == ["A"])
    }
  }

  /// A flow presenting its screen over Home, and a flow it started whose screen is on Home's stack, under
  /// the sheet: the inner screen does not go with the outer flow's, only with the outer flow's detach.
  private func nestedFlows(_ scene: Scene) -> (outer: FlowRouter, inner: FlowRouter, first: ScreenRouter) {
    let (outer, first) = scene.presentFlowOverHome("Outer", first: "First")
    let inner = scene.makeFlow("Inner")
    inner.interactor.listener = { [unowned outer, unowned inner] in outer.detachChild(inner) }
    outer.attachChild(inner)
    #expect(inner.pushChild(scene.make("Deep"), on: scene.homeNavigation))
    scene.run()
    return (outer, inner, first)
  }

  @Test("a removal closing a flow plans its cascade: the screens under the flows it started, and those flows")
  func cascadeInFirstPlan() {
    Scene.run { scene in
      let (_, _, first) = nestedFlows(scene)
      let sync = NavigationSync.shared
      guard let screen = sync.tracked.screen(of: ObjectIdentifier(first)) else {
        Issue.record("First is not tracked")
        return
      }
      let plan = RemovalPlanner.plan(forgettingOne: screen, cause: .user, tracked: sync.tracked)
      // Detached in this order: the removal's own screen, then what the flow's detach takes along.
      #expect(plan.screensToForget.map(\.name) == ["First", "Deep"])
      #expect(plan.flowsToTell.map(\.flow.ribName) == ["Outer", "Inner"])
      // Outer's close takes Deep along, detached just before Outer is told; Inner's takes nothing more.
      #expect(plan.flowsToTell.map(\.screensTakenAlong) == [1, 0])
      #expect(plan.screensOfCascades == 1)
      #expect(
        plan.steps == [
          .takenOff(plan.screensToForget.last!, scene.homeNavigation.viewControllers[1]),
          .pop(scene.homeNavigation, to: scene.home.viewController, animated: true),
        ])
      // Building it changed nothing.
      #expect(scene.homeStack == ["Home", "Deep"])
      #expect(!screen.isGone)
    }
  }

  @Test("applying a plan builds no other plan: the flow's listener detaches it and finds nothing left to plan")
  func applyBuildsNoPlan() {
    Scene.run { scene in
      let (outer, _, _) = nestedFlows(scene)
      #expect(outer.navigationController?.userSwipeDownSheet() == true)
      outer.navigationController = nil
      scene.run()
      // The inner flow's screen went in the plan that closed the outer flow, before the flow was told; the
      // inner flow went with the outer one, untold.
      #expect(scene.probe.detachOrder == ["First", "Deep", "Outer"])
      #expect(scene.probe.flowClosures == ["Outer"])
      #expect(scene.homeStack == ["Home"])
      #expect(scene.home.children.isEmpty)
      #expect(NavigationSync.shared.checkConsistency() == [])
      #expect(scene.diagnostics.isEmpty)
    }
  }

  @Test("a plan built while another is applied is reported by checkConsistency()")
  func planWhileApplyingReported() {
    Scene.run { _ in
      let sync = NavigationSync.shared
      sync.isApplying = true
      _ = RemovalPlanner(tracked: sync.tracked)
      sync.isApplying = false
      #expect(sync.checkConsistency() == ["a removal plan was built while another was applied"])
      sync.applyViolations = []
    }
  }
}
