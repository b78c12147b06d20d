/// What the app is told when the shell creates it: the command-line choices that concern it.
public struct ShellConfiguration: Sendable, Equatable {
  /// `--without-sync`: build the app without NavigatableRIBs' syncing, to show the leaks it prevents.
  package var withoutSync: Bool
  /// Whether output is coloured (the app may colour its own text to match).
  package var usesColor: Bool
  /// Whether the session is interactive (libedit, prompt, banner) rather than a script.
  package var isInteractive: Bool
  /// `--app NAME`: which app to explore, when the shell offers several; `nil` for the default.
  package var appName: String?
  /// `--fixture KEY=VALUE`, in order: the data the app starts with.
  package var fixtures: [String]
  /// `--feature NAME`: explore one feature alone instead of an app; `nil` for the whole app.
  package var featureName: String?
  /// The program's name (`acme`), for the hints that name it (`acme --replay FILE`).
  package var commandName: String

  /// A configuration.
  ///
  /// - Parameters:
  ///   - withoutSync: Whether to build the app without NavigatableRIBs' syncing (`--without-sync`).
  ///   - usesColor: Whether output is coloured.
  ///   - isInteractive: Whether the session reads from a terminal rather than a script.
  ///   - appName: Which app to explore (`--app NAME`); `nil` for the default.
  ///   - fixtures: The `KEY=VALUE` data the app starts with (`--fixture`), in order.
  ///   - featureName: The one feature to explore alone (`--feature NAME`); `nil` for the whole app.
  ///   - commandName: The program's name, for the hints that name it.
  package init(
    withoutSync: Bool = false, usesColor: Bool = false, isInteractive: Bool = false, appName: String? = nil,
    fixtures: [String] = [], featureName: String? = nil, commandName: String = ShellIdentity.unnamed.commandName
  ) {
    self.commandName = commandName
    self.featureName = featureName
    self.withoutSync = withoutSync
    self.usesColor = usesColor
    self.isInteractive = isInteractive
    self.appName = appName
    self.fixtures = fixtures
  }
}
