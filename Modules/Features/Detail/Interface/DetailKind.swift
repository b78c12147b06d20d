/// What a Detail stands for in the examples: how it was reached, which decides what it can do.
public enum DetailKind: String, Sendable, CaseIterable {
  /// Pushed from Examples; a single screen (no "Push next").
  case normal
  /// Pushed above a plain, non-RIB view controller.
  case afterPlainScreen
  /// Pushes the next Detail, again and again.
  case successive
  /// Presented as a sheet inside its own navigation controller; pushes further inside the sheet.
  case sheet
  /// Opened at a given depth by a deep link (a Workflow).
  case deepLink
  /// Presented full screen inside its own navigation controller; pushes further inside it.
  case fullScreen

  /// Whether this kind of Detail offers "Push next".
  public var canPushNext: Bool { self != .normal }

  /// One sentence saying what the Detail is.
  public var summary: String {
    switch self {
    case .normal: "A Detail pushed from Examples."
    case .afterPlainScreen: "A Detail pushed above a plain view controller that is not a RIB."
    case .successive: "A Detail that pushes another Detail, again and again."
    case .sheet: "A Detail presented as a sheet, inside its own navigation controller."
    case .deepLink: "A Detail opened by a deep link, through a Workflow."
    case .fullScreen: "A Detail presented full screen, inside its own navigation controller."
    }
  }
}
