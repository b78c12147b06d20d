/// What the shell explores and the data it starts with: one of the catalog's apps, or one feature alone,
/// from `--app`, `--feature` and `--fixture` (and the `fixture` command). What the fixtures mean is the
/// catalog's business (``ShellAppCatalog``).
public struct AppSetup: Equatable, Sendable {
  /// What the shell shows.
  public enum Subject: Equatable, Sendable {
    /// One of the catalog's apps (``ShellAppCatalog/appNames``), by name.
    case app(String)
    /// One feature alone (`--feature NAME`, one of ``ShellAppCatalog/featureNames``), by name.
    case feature(String)
  }

  /// The app, or the feature shown alone.
  public var subject: Subject
  /// The fixtures in force, by key (`cards` → `0`), as the catalog stored them (an app's only).
  public var fixtures: [String: String]

  /// A setup.
  ///
  /// - Parameters:
  ///   - subject: The app, or the feature shown alone.
  ///   - fixtures: The fixtures in force, by key.
  public init(_ subject: Subject, fixtures: [String: String] = [:]) {
    self.subject = subject
    self.fixtures = fixtures
  }

  /// The app's name; nil for a feature alone.
  public var appName: String? {
    if case .app(let name) = subject { return name }
    return nil
  }

  /// The feature shown alone; nil for an app.
  public var featureName: String? {
    if case .feature(let name) = subject { return name }
    return nil
  }
}

/// A bad `--app`, `--feature` or fixture, in one line.
public struct AppSetupError: Error, CustomStringConvertible {
  /// The line.
  public let description: String

  /// An error.
  ///
  /// - Parameter description: What is wrong and what is accepted, in one line.
  public init(_ description: String) { self.description = description }
}
