/// How a presented view controller is shown. Raw values are UIKit's.
public enum UIModalPresentationStyle: Int, Sendable {
  /// Covers the screen and removes the presenter's view: the presenter gets disappear/appear callbacks.
  case fullScreen = 0
  /// A sheet (iOS 13+): the presenter stays; the user can swipe it down.
  case pageSheet = 1
  /// A smaller sheet; behaves as `.pageSheet` here.
  case formSheet = 2
  /// Covers the presenter's context; removes the presenter's view like `.fullScreen`.
  case currentContext = 3
  /// A custom presentation; the presenter stays.
  case custom = 4
  /// Covers the screen but keeps the presenter's view: no presenter callbacks.
  case overFullScreen = 5
  /// Covers the presenter's context, keeping its view.
  case overCurrentContext = 6
  /// A popover; the presenter stays.
  case popover = 7
  /// No style (the value of container transitions' coordinators).
  case none = -1
  /// The default: the system chooses; behaves as `.pageSheet`.
  case automatic = -2

  /// The style actually used: `.automatic` is `.pageSheet`.
  var resolved: UIModalPresentationStyle { self == .automatic ? .pageSheet : self }

  /// Whether the style removes the presenter's view (so the presenter gets disappear/appear callbacks).
  var removesPresentersView: Bool {
    switch resolved {
    case .fullScreen, .currentContext: true
    default: false
    }
  }

  /// Whether the style is a sheet the user can swipe down.
  var isSheet: Bool {
    switch resolved {
    case .pageSheet, .formSheet: true
    default: false
    }
  }
}
