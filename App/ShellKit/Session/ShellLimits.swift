/// Limits on what the shell accepts.
public enum ShellLimits {
  /// The longest line accepted, in bytes; longer lines are rejected with one error line.
  public static let maximumLineBytes = 4096
}
