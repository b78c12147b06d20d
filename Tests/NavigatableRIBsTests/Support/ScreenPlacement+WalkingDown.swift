@testable import NavigatableRIBs

extension ScreenPlacement {
  /// Each view controller under `root` (a window's root), with the placement a walk down its containers and
  /// presentations gives it, as the explorer's fingerprint walks (`nil` where the walk down finds none: the
  /// fingerprint asks ``of(_:)`` then).
  ///
  /// - Parameter root: Where the walk starts.
  /// - Returns: Each view controller reached, parents before their children, with its placement.
  @MainActor
  static func walkingDown(from root: UIViewController) -> [(UIViewController, ScreenPlacement?)] {
    var found: [(UIViewController, ScreenPlacement?)] = []
    var pending: [(UIViewController, ScreenPlacement?)] = [(root, placement(ofTop: root))]
    while let (viewController, placement) = pending.popLast(), found.count < 1_000 {
      found.append((viewController, placement))
      for child in viewController.children {
        pending.append((child, placement?.placement(ofChild: child, in: viewController)))
      }
      if let presented = viewController.presentedViewController, presented.presentingViewController === viewController {
        pending.append((presented, placement?.placement(ofPresented: presented, by: viewController)))
      }
    }
    return found
  }
}
