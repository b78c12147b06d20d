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

  /// `text` in single quotes, with control characters escaped (`'Pro\\nfile'`), so that a message quoting
  /// what the user typed stays on one line.
  public static func quoted(_ text: String) -> String {
    "'"
      + text.unicodeScalars.map { $0.properties.generalCategory == .control ? $0.escaped(asASCII: true) : String($0) }
      .joined() + "'"
  }
}
