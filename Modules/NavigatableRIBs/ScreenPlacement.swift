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
        if let step = step(of: current, in: parent) { steps.append(step) }
        current = parent
      } else if let presenter = current.presentingViewController {
        steps.append(step(ofPresented: current))
        current = presenter
      } else {
        let top = placement(ofChainTop: current)
        steps.append(contentsOf: top.steps)
        steps.reverse()
        return ScreenPlacement(steps: steps, isInHierarchy: top.isInHierarchy)
      }
    }
  }

  /// The placement of `top`, the top of its chain (no parent, not presented), as ``of(_:)`` finds it: the
  /// first of a walk down its containers and presentations (``placement(ofChild:in:)``,
  /// ``placement(ofPresented:by:)``), which finds every placement below it without walking up again.
  ///
  /// - Parameter top: A view controller, usually a window's root.
  /// - Returns: Its placement; `nil` when it has a parent or a presenter (it is no top).
  @MainActor
  package static func placement(ofTop top: UIViewController) -> ScreenPlacement? {
    guard top.parent == nil, top.presentingViewController == nil else { return nil }
    return placement(ofChainTop: top)
  }

  /// The placement of the top of a chain, which has no parent and no presenter: `window` when it is in a
  /// window's hierarchy (``NavigationSync``'s one rule), no step otherwise.
  @MainActor
  private static func placement(ofChainTop top: UIViewController) -> ScreenPlacement {
    let inWindow = NavigationSync.isInHierarchy(root: top)
    return ScreenPlacement(steps: inWindow ? [.window] : [], isInHierarchy: inWindow)
  }

  /// The placement of `child`, one of the children of the view controller placed here, as ``of(_:)``
  /// finds it walking up.
  ///
  /// - Parameters:
  ///   - child: A child of the view controller this placement is of.
  ///   - parent: That view controller.
  /// - Returns: Its placement; `nil` when its parent is not `parent` (the walk up would not come here).
  @MainActor
  package func placement(ofChild child: UIViewController, in parent: UIViewController) -> ScreenPlacement? {
    guard child.parent === parent else { return nil }
    guard let step = Self.step(of: child, in: parent) else { return self }
    var placement = self
    placement.steps.append(step)
    return placement
  }

  /// The placement of `presented`, which the view controller placed here presents, as ``of(_:)`` finds it
  /// walking up.
  ///
  /// - Parameters:
  ///   - presented: What the view controller this placement is of presents.
  ///   - presenter: That view controller.
  /// - Returns: Its placement; `nil` when the walk up from it would not come here (it has a parent, or
  ///   another presenter).
  @MainActor
  package func placement(ofPresented presented: UIViewController, by presenter: UIViewController)
    -> ScreenPlacement?
  {
    guard presented.parent == nil, presented.presentingViewController === presenter else { return nil }
    var placement = self
    placement.steps.append(Self.step(ofPresented: presented))
    return placement
  }

  /// The step `child` adds below `parent`: its position in a navigation stack (or its way out of one) or
  /// its tab; `nil` in any other container.
  @MainActor
  private static func step(of child: UIViewController, in parent: UIViewController) -> Step? {
    if let navigation = parent as? UINavigationController {
      let stack = navigation.viewControllers
      guard let index = stack.lastIndexOfIdentical(child) else { return .leavingStack(count: stack.count) }
      return .stack(index: index, count: stack.count)
    }
    guard let tabs = parent as? UITabBarController else { return nil }
    let index = tabs.viewControllers?.firstIndexOfIdentical(child) ?? 0
    let title =
      child.tabBarItem.title ?? child.title ?? (child as? UINavigationController)?.viewControllers.first?.title
      ?? "tab \(index + 1)"
    return .tab(index: index, title: title)
  }

  /// The step a presented view controller adds: its presentation style.
  @MainActor
  private static func step(ofPresented presented: UIViewController) -> Step {
    .presented(style: name(of: presented.modalPresentationStyle))
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
