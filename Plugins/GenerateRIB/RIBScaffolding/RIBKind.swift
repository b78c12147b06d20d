/// How a new RIB is shown by its parent: the four placements `generate-rib --as` offers.
public enum RIBKind: String, CaseIterable, Sendable {
  /// The root screen of a new tab of the app's tab bar (parent: Root). It stays for the app's life, so its
  /// screen has no "Done" or "Close": its listener reports nothing yet.
  case tab
  /// A screen its parent pushes with `pushChild(router)` on the parent's navigation controller; "Close"
  /// asks the parent to detach it, and the back button or swipe-back need no code (NavigationSync).
  case push
  /// A screen its parent presents as a sheet inside its own navigation controller
  /// (`presentChildInNavigationController`); "Done" asks the parent to detach it, a swipe down needs no code.
  case sheet
  /// A viewless flow: no screen of its own; it presents its children's screens from the parent's screen,
  /// which the parent passes when it builds it, and takes them down in `cleanupViews()`.
  case flow

  /// The value `--as` takes.
  public var flag: String { rawValue }

  /// Whether the RIB has a view controller of its own.
  public var hasView: Bool { self != .flow }

  /// The button a screen of this kind has, or nil (a tab root, a flow).
  var button: ScreenButton? {
    switch self {
    case .push: ScreenButton(label: "Close", viewMethod: "didTapClose", listenerMethod: "DidRequestClose")
    case .sheet: ScreenButton(label: "Done", viewMethod: "didTapDone", listenerMethod: "DidFinish")
    case .tab, .flow: nil
    }
  }

  /// What the listener method the parent implements is called, after the RIB's lower-camel name, or nil.
  var listenerMethod: String? {
    switch self {
    case .push, .sheet: button?.listenerMethod
    case .flow: "DidClose"
    case .tab: nil
    }
  }

  /// A few words saying what the RIB is, for Package.swift.
  public var summary: String {
    switch self {
    case .tab: "a tab's root screen"
    case .push: "a screen its parent pushes"
    case .sheet: "a screen its parent presents as a sheet"
    case .flow: "a viewless flow that presents its children's screens from its parent's"
    }
  }
}

/// The one button a generated screen has, and the names of the methods its tap goes through.
struct ScreenButton: Equatable {
  /// The button's label: "Done" or "Close".
  let label: String
  /// The view's call to the interactor: `didTapDone`.
  let viewMethod: String
  /// The interactor's call to the listener, after the RIB's lower-camel name: `DidFinish`.
  let listenerMethod: String
}
