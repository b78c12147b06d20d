import GeneratedPush
import NavigatableRIBs

/// How GeneratedTab shows GeneratedPush and takes it away (wired by generate-rib).
extension GeneratedTabRouter {
  /// GeneratedPush's builder, from GeneratedTab's component (`GeneratedTabComponent+GeneratedPush.swift`).
  private var generatedPushBuilder: any GeneratedPushBuildable { component.generatedPushBuildable }
  /// GeneratedPush, while attached (the tree owns it; NavigationSync may detach it).
  private var generatedPush: (any ViewableRouting)? {
    get { attached["GeneratedPush"] as? any ViewableRouting }
    set { attached["GeneratedPush"] = newValue }
  }

  func routeToGeneratedPush() {
    guard generatedPush == nil else { return }
    let router = generatedPushBuilder.build(withListener: interactor)
    if pushChild(router) { generatedPush = router }
  }

  func detachGeneratedPush() {
    guard let generatedPush else { return }
    detachChild(generatedPush)  // pops its screen
  }
}
