/// Why `generate-rib` refused to write anything. Every case reads as one line.
public struct ScaffoldingError: Error, Equatable, CustomStringConvertible, Sendable {
  /// What went wrong, as one sentence for the user.
  public let message: String

  /// Creates an error with its one-line message.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
