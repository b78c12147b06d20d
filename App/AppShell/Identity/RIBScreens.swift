import NavigatableRIBs
import NavigatableRIBsTesting

/// Which RIB owns which screen, and the screens no RIB owns (orphans): what `tree` and `stack` name.
@MainActor
struct RIBScreens {
  /// The attached viewable RIB of each screen, by the view controller's identity.
  let owners: [ObjectIdentifier: any ViewableRouting]
  /// The screens in the window's containers that no attached RIB owns (not containers themselves), each
  /// with the RIB it sits in: the owner of the screen below it in its stack, or of its presenter, or of
  /// its container; the root when none.
  let orphans: [(screen: UIViewController, anchor: ObjectIdentifier)]

  /// The screens of the RIB tree under `root` and the orphans of `window`.
  init(root: any Routing, window: UIWindow) {
    var owners: [ObjectIdentifier: any ViewableRouting] = [:]
    var queue: [any Routing] = [root]
    var index = 0
    while index < queue.count, index < 10_000 {
      let router = queue[index]
      if let viewable = router as? any ViewableRouting {
        owners[ObjectIdentifier(viewable.viewControllable.uiviewController)] = viewable
      }
      queue.append(contentsOf: router.children)
      index += 1
    }
    self.owners = owners
    var orphans: [(UIViewController, ObjectIdentifier)] = []
    if let top = window.rootViewController {
      var anchor = ObjectIdentifier(root)
      Self.walk(top, anchor: anchor, owners: owners, orphans: &orphans, depth: 0)
      // A presented screen sits over what its presenter shows: its RIB is the anchor.
      var presenter = top
      for presented in VisibleScreen.presentationChain(from: top) {
        if let owner = Self.nearestOwner(of: ScreenNaming.content(of: presenter), owners: owners) { anchor = owner }
        Self.walk(presented, anchor: anchor, owners: owners, orphans: &orphans, depth: 0)
        presenter = presented
      }
    }
    self.orphans = orphans
  }

  /// The RIB owning `viewController`, if any.
  func owner(of viewController: UIViewController) -> (any ViewableRouting)? {
    owners[ObjectIdentifier(viewController)]
  }

  /// The RIB owning `screen` or, in its stack, the nearest screen below it.
  private static func nearestOwner(
    of screen: UIViewController, owners: [ObjectIdentifier: any ViewableRouting]
  ) -> ObjectIdentifier? {
    if let owner = owners[ObjectIdentifier(screen)] { return ObjectIdentifier(owner) }
    let stack = screen.navigationController?.viewControllers ?? []
    let below = stack.prefix { $0 !== screen }.reversed()
    return below.lazy.compactMap { owners[ObjectIdentifier($0)].map { ObjectIdentifier($0) } }.first
  }

  private static func walk(
    _ viewController: UIViewController, anchor: ObjectIdentifier, owners: [ObjectIdentifier: any ViewableRouting],
    orphans: inout [(UIViewController, ObjectIdentifier)], depth: Int
  ) {
    guard depth < 64 else { return }
    var anchor = anchor
    if let owner = owners[ObjectIdentifier(viewController)] {
      anchor = ObjectIdentifier(owner)
    } else if !(viewController is UINavigationController || viewController is UITabBarController) {
      orphans.append((viewController, anchor))
    }
    if let navigation = viewController as? UINavigationController {
      var below = anchor
      for screen in navigation.viewControllers {
        walk(screen, anchor: below, owners: owners, orphans: &orphans, depth: depth + 1)
        if let owner = owners[ObjectIdentifier(screen)] { below = ObjectIdentifier(owner) }
      }
    } else if let tabs = viewController as? UITabBarController {
      for tab in tabs.viewControllers ?? [] {
        walk(tab, anchor: anchor, owners: owners, orphans: &orphans, depth: depth + 1)
      }
    }
  }
}
