/// The version `navigatable-ribs --version` prints.
public enum ShellVersion {
  /// The project's version, `major.minor.patch`.
  public static let current = "0.1.0"
}
