@testable import NavigatableRIBs

extension World {
  /// A canonical description of the world's state, equal for states that differ only in the names the
  /// RIBs were given: the RIB tree, every container's content, the selected tab, the presentations, the
  /// gesture in flight and the lifecycle routes not yet taken. Names are replaced by their order of first
  /// appearance. While something is in flight, the operations since the last quiescent step are part of
  /// the state (pending transitions and deferred requests are not visible from outside).
  var canonicalDescription: String { describe(includingUnsettledHistory: true) }

  /// The canonical description, with or without the operations applied since the last quiescent step.
  func describe(includingUnsettledHistory: Bool) -> String {
    var names: [String: Int] = [:]
    func token(_ name: String) -> String {
      if let index = names[name] { return "#\(index)" }
      names[name] = names.count
      return "#\(names.count - 1)"
    }
    func screen(_ viewController: UIViewController) -> String {
      if let root = scene.tabRoot(showing: viewController) { return root.ribName }
      if let record = record(of: viewController), record.router != nil {
        return token(record.name) + (pendingRoute(record) ? record.route.label : "")
      }
      if let navigation = viewController as? UINavigationController {
        return "nav[" + navigation.viewControllers.map(screen).joined(separator: ",") + "]"
      }
      if let navigation = Scene.navigation(ofTab: viewController) { return "banner " + screen(navigation) }
      return viewController.title ?? "plain"
    }
    var parts: [String] = []
    parts.append("tab \(scene.tabs.selectedIndex)")
    parts.append("tabs " + (scene.tabs.viewControllers ?? []).map(screen).joined(separator: " | "))
    for navigation in tabNavigations
    where scene.tabs.viewControllers?.contains(where: { Scene.navigation(ofTab: $0) === navigation }) != true {
      parts.append("removed " + screen(navigation))
    }
    parts.append("presented " + presentedChain.map { screen($0) + style($0) }.joined(separator: " > "))
    if let dragging { parts.append("dragging " + screen(dragging)) }
    if let swiping { parts.append("swiping " + screen(swiping)) }
    parts.append("tree " + tree(scene.root, token: token))
    if includingUnsettledHistory, !unsettledHistory.isEmpty {
      parts.append("since " + unsettledHistory.joined(separator: ","))
    }
    return parts.joined(separator: "; ")
  }

  private func pendingRoute(_ record: Record) -> Bool {
    guard let router = record.router else { return false }
    switch record.route {
    case .none: return false
    case .pushOnActivation, .presentOnActivation: return router.interactor.onDidBecomeActive != nil
    case .pushOnAppearance, .presentOnAppearance: return router.viewController.onViewDidAppear != nil
    case .pushOnResign: return router.interactor.onWillResignActive != nil
    }
  }

  private func style(_ viewController: UIViewController) -> String {
    viewController.modalPresentationStyle == .fullScreen ? "(full)" : ""
  }

  private func tree(_ router: any Routing, token: (String) -> String) -> String {
    let name: String
    if router === scene.root {
      name = "Root"
    } else if let root = scene.tabRoots.first(where: { $0 === router }) {
      name = root.ribName
    } else if router is FlowRouter {
      name = "flow" + token(router.ribName)
    } else {
      name = token(router.ribName)
    }
    guard !router.children.isEmpty else { return name }
    return name + "(" + router.children.map { tree($0, token: token) }.joined(separator: ",") + ")"
  }
}
