/// What the app is told when the shell creates it: the command-line choices that concern it.
public struct ShellConfiguration: Sendable, Equatable {
  /// `--without-sync`: build the app without NavigatableRIBs' syncing, to show the leaks it prevents.
  public var withoutSync: Bool
  /// Whether output is coloured (the app may colour its own text to match).
  public var usesColor: Bool
  /// Whether the session is interactive (libedit, prompt, banner) rather than a script.
  public var isInteractive: Bool

  /// A configuration.
  public init(withoutSync: Bool = false, usesColor: Bool = false, isInteractive: Bool = false) {
    self.withoutSync = withoutSync
    self.usesColor = usesColor
    self.isInteractive = isInteractive
  }
}
