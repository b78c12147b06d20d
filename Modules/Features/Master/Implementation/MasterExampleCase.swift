/// The examples Master lists, in screen order.
public enum MasterExampleCase: String, Sendable, CaseIterable {
  /// A Detail pushed with `pushChild`; back, swipe-back or "Close" remove it.
  case normal
  /// A plain view controller (not a RIB) pushed with plain UIKit, which can push a Detail above it.
  case plainScreen
  /// A Detail that pushes another Detail, again and again.
  case successive
  /// A Detail presented as a sheet inside its own navigation controller.
  case sheet
  /// A Detail opened at depth 3 through a Workflow, as a deep link would.
  case deepLink
  /// A Detail presented full screen inside its own navigation controller: the tab bar's view leaves the
  /// window, and its tabs stay in their containers.
  case fullScreen

  /// The row's label.
  public var label: String {
    switch self {
    case .normal: "Normal"
    case .plainScreen: "Plain screen"
    case .successive: "Successive"
    case .sheet: "Sheet"
    case .deepLink: "Deep link (depth \(Self.deepLinkDepth))"
    case .fullScreen: "Full screen"
    }
  }

  /// The depth the "Deep link" row opens.
  public static let deepLinkDepth = 3
}
