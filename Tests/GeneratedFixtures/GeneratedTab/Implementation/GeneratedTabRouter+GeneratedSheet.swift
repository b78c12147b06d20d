import GeneratedSheet
import NavigatableRIBs

/// How GeneratedTab shows GeneratedSheet and takes it away (wired by generate-rib).
extension GeneratedTabRouter {
  /// GeneratedSheet's builder, from GeneratedTab's component (`GeneratedTabComponent+GeneratedSheet.swift`).
  private var generatedSheetBuilder: any GeneratedSheetBuildable { component.generatedSheetBuildable }
  /// GeneratedSheet, while attached (the tree owns it; NavigationSync may detach it).
  private var generatedSheet: (any ViewableRouting)? {
    get { attached["GeneratedSheet"] as? any ViewableRouting }
    set { attached["GeneratedSheet"] = newValue }
  }

  func routeToGeneratedSheet() {
    guard generatedSheet == nil else { return }
    let router = generatedSheetBuilder.build(withListener: interactor)
    let sheet = presentChildInNavigationController(
      router, from: viewControllable, modalPresentationStyle: .pageSheet)
    if sheet != nil { generatedSheet = router }
  }

  func detachGeneratedSheet() {
    guard let generatedSheet else { return }
    detachChild(generatedSheet)  // dismisses its sheet
  }
}
