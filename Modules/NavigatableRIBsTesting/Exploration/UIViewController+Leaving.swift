import NavigatableRIBs

extension UIViewController {
  /// This view controller, the ones it contains and those presented over them, outermost first (at most
  /// 1,000 looked at): the screens that leave with it. For the explorer's explanations and the shell's `why`.
  package var leavingWithIt: [UIViewController] {
    var result: [UIViewController] = [self]
    var index = 0
    while index < result.count, index < 1_000 {
      result += result[index].children
      if let presented = result[index].presentedViewController, !result.contains(where: { $0 === presented }) {
        result.append(presented)
      }
      index += 1
    }
    return result
  }
}

extension UIKitEvent.Kind {
  /// Whether the event takes a screen (and what leaves with it, ``UIKit/UIViewController/leavingWithIt``) out
  /// of its container: `true` for a pop (`didMove(toParent: nil)`), `false` for a dismissal, nil for any
  /// other event. The explorer's explanations and the shell's `why` tell removals by it.
  package var removalIsPop: Bool? {
    switch self {
    case .didMoveToParent(parentIsNil: true): true
    case .dismiss, .presentationDidDismiss: false
    default: nil
    }
  }
}
