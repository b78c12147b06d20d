/// Where a view controller sits: the containers from the window down, as the shell's `tree` prints it.
public struct ScreenPlacement: Sendable, Equatable, CustomStringConvertible {
  /// One container level, outermost first.
  public enum Step: Sendable, Equatable, CustomStringConvertible {
    /// The window's root view controller.
    case window
    /// Tab `index` (0 = the first, as `UITabBarController.selectedIndex` counts) of a tab bar controller,
    /// titled `title`; its description counts from 1, as stack positions do.
    case tab(index: Int, title: String)
    /// Position `index` (0 = root) of a navigation stack of `count` screens.
    case stack(index: Int, count: Int)
    /// A modal presentation (a sheet, full screen, ...).
    case presented(style: String)
    /// Still a child of a navigation controller of `count` screens, but out of its stack: an
    /// interactive pop (swipe-back) is moving it out and may yet be cancelled.
    case leavingStack(count: Int)

    /// `window`, `tab 2 "Finance"` (the second tab), `stack 2/3` (the second screen of three), `sheet`.
    public var description: String {
      switch self {
      case .window: "window"
      case let .tab(index, title): "tab \(index + 1) \"\(title)\""
      case let .stack(index, count): "stack \(index + 1)/\(count)"
      case let .presented(style): style
      case let .leavingStack(count): "leaving stack of \(count) (swipe in flight)"
      }
    }
  }

  /// The containers, outermost first; empty when the view controller is in no container and not presented.
  public var steps: [Step]
  /// Whether the chain ends at a window's root or at a presentation (``NavigationSync``'s one rule for
  /// "in a container"): the screen is in its containers, though a full-screen presentation may cover it.
  public var isInHierarchy: Bool

  /// `window › tab 1 "Examples" › stack 2/2`, or `not in any container`. Tabs and stack positions count
  /// from 1.
  public var description: String {
    guard isInHierarchy else { return "not in any container" }
    return steps.map(\.description).joined(separator: " › ")
  }

  /// Describes where `viewController` is, walking up its containers.
  ///
  /// - Parameter viewController: Any view controller.
  /// - Returns: Its placement, from the window (or the top presentation) down.
  @MainActor
  public static func of(_ viewController: UIViewController) -> ScreenPlacement {
    var steps: [Step] = []
    steps.reserveCapacity(8)
    var current = viewController
    while true {
      if let parent = current.parent {
        if let navigation = parent as? UINavigationController {
          let stack = navigation.viewControllers
          if let index = stack.lastIndexOfIdentical(current) {
            steps.append(.stack(index: index, count: stack.count))
          } else {
            steps.append(.leavingStack(count: stack.count))
          }
        } else if let tabs = parent as? UITabBarController {
          let index = tabs.viewControllers?.firstIndex { $0 === current } ?? 0
          let rootTitle = (current as? UINavigationController)?.viewControllers.first?.title
          steps.append(
            .tab(index: index, title: current.tabBarItem.title ?? current.title ?? rootTitle ?? "tab \(index + 1)"))
        }
        current = parent
      } else if let presenter = current.presentingViewController {
        steps.append(.presented(style: Self.name(of: current.modalPresentationStyle)))
        current = presenter
      } else {
        let inWindow = NavigationSync.isInHierarchy(root: current)
        if inWindow { steps.append(.window) }
        steps.reverse()
        return ScreenPlacement(steps: steps, isInHierarchy: inWindow)
      }
    }
  }

  /// Whether `viewController` is in a window's hierarchy: ``of(_:)``'s `isInHierarchy`, from the same walk up
  /// its containers and presenters, without the steps.
  ///
  /// - Parameter viewController: Any view controller.
  /// - Returns: Whether the top of its chain is in a window's hierarchy.
  @MainActor
  package static func isInHierarchy(_ viewController: UIViewController) -> Bool {
    var current = viewController
    while true {
      if let parent = current.parent {
        current = parent
      } else if let presenter = current.presentingViewController {
        current = presenter
      } else {
        return NavigationSync.isInHierarchy(root: current)
      }
    }
  }

  /// `sheet` for the sheet styles, `full screen` for the full-screen ones, `modal` for the others (UIKit's
  /// own `isSheet` does not exist on iOS).
  private static func name(of style: UIModalPresentationStyle) -> String {
    switch style {
    case .pageSheet, .formSheet, .automatic: "sheet"
    case .fullScreen, .overFullScreen: "full screen"
    default: "modal"
    }
  }
}
