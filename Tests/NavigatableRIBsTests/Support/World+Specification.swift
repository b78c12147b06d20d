import NavigationSpecification

@testable import NavigatableRIBs

extension World {
  /// The real system's state in the specification's terms (``Specification/describe(containers:)``):
  /// the containers (when `containers`), the RIB tree from the root, the flows told they closed (in
  /// order), the RIBs detached during the last step (in order), the screens the sync took off when a
  /// gesture ended in it (in order), and the RIBs whose showing the sync refused.
  func observedDescription(containers: Bool) -> String {
    var parts: [String] = []
    if containers {
      func item(_ viewController: UIViewController) -> String {
        if let root = scene.tabRoot(showing: viewController) { return root.ribName }
        return record(of: viewController)?.name ?? viewController.title ?? "?"
      }
      func stack(_ navigation: UINavigationController) -> String {
        navigation.viewControllers.map(item).joined(separator: ",")
      }
      let tabs = (scene.tabs.viewControllers ?? []).compactMap(Scene.navigation(ofTab:))
      parts.append(
        "tabs " + tabs.map { "[" + stack($0) + "]" }.joined(separator: " ") + " selected \(scene.tabs.selectedIndex)")
      let removed = tabNavigations.filter { navigation in !tabs.contains { $0 === navigation } }
      if !removed.isEmpty { parts.append("removed " + removed.map { "[" + stack($0) + "]" }.joined()) }
      parts.append(
        "presented "
          + presentedChain.map { presented in
            ((presented as? UINavigationController).map { "nav[" + stack($0) + "]" } ?? item(presented))
              + (presented.modalPresentationStyle == .fullScreen ? "(full)" : "")
          }.joined(separator: " > "))
    }
    func tree(_ router: any Routing) -> String {
      let name = router === scene.root ? "Root" : router.ribName
      return router.children.isEmpty ? name : name + "(" + router.children.map(tree).joined(separator: ",") + ")"
    }
    parts.append("tree " + tree(scene.root))
    parts.append("closed " + scene.probe.flowClosures.joined(separator: ","))
    parts.append("detached " + detachedInStep.joined(separator: ","))
    if comparesGestureEndRequests, !takenOffAtGestureEnd.isEmpty {
      parts.append("taken off at gesture end " + takenOffAtGestureEnd.joined(separator: ","))
    }
    parts.append("refused " + refused.joined(separator: ","))
    return parts.joined(separator: "; ")
  }

  /// Compares the real system with `specification` after the operation `value`: the tree, the flows told
  /// they closed, the detaches and the requests made when a gesture ended (each in order) and the
  /// refusals after every operation, the containers once no gesture is in flight
  /// (during one, UIKit's part of a request waits for it). Records a violation with both states on the
  /// first difference.
  func compare(with specification: Specification, after values: [Int]) {
    let containers = !gestureInFlight && !specification.gestureInFlight
    let expected = specification.describe(containers: containers, gestureEndRequests: comparesGestureEndRequests)
    let actual = observedDescription(containers: containers)
    guard expected != actual || gestureInFlight != specification.gestureInFlight else { return }
    addViolation(
      """
      differs from the specification after \(Operation.describe(values)):
        specification: \(expected)\(specification.gestureInFlight ? " (gesture in flight)" : "")
        system:        \(actual)\(gestureInFlight ? " (gesture in flight)" : "")
      """)
  }
}
