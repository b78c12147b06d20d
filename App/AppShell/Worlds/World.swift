/// Which app the shell explores and the data it starts with, from `--app`, `--feature` and `--fixture` (and
/// the `fixture` command). What the fixtures mean is the catalog's business (``ShellAppCatalog``).
public struct World: Equatable, Sendable {
  /// The app's name (one of the catalog's ``ShellAppCatalog/appNames``), or ``World/featureApp`` for one
  /// feature alone.
  public var app: String
  /// The feature shown alone (`--feature NAME`), when ``app`` is ``World/featureApp``.
  public var feature: String?
  /// The fixtures in force, by key (`cards` → `0`), as the catalog stored them.
  public var fixtures: [String: String]

  /// The ``app`` of a world that shows one feature alone.
  public static let featureApp = "feature"

  /// A world.
  ///
  /// - Parameters:
  ///   - app: The app's name.
  ///   - feature: The feature shown alone, if any.
  ///   - fixtures: The fixtures in force, by key.
  public init(app: String, feature: String? = nil, fixtures: [String: String] = [:]) {
    self.app = app
    self.feature = feature
    self.fixtures = fixtures
  }
}

/// A bad `--app`, `--feature` or fixture, in one line.
public struct WorldError: Error, CustomStringConvertible {
  /// The line.
  public let description: String

  /// An error.
  ///
  /// - Parameter description: What is wrong and what is accepted, in one line.
  public init(_ description: String) { self.description = description }
}
