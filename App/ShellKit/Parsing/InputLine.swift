/// Turns the raw bytes of a line into clean text, or says in one sentence why the line is refused.
package enum InputLine {
  /// Decodes `bytes` as UTF-8, trims surrounding whitespace and refuses control characters.
  ///
  /// Tabs count as blanks; a carriage return at the end (a script saved with CRLF line ends) is trimmed.
  /// Any other control character (NUL included), DEL, or a C1 control is refused, so a line can never
  /// drive the terminal or hide text.
  ///
  /// - Parameter bytes: One line as read, without its line end.
  /// - Returns: the trimmed text, or the reason it was refused.
  package static func decode(_ bytes: [UInt8]) -> Result<String, InputError> {
    guard let text = String(validating: bytes, as: UTF8.self) else {
      return .failure(.invalidUTF8)
    }
    let trimmed = trim(text)
    for scalar in trimmed.unicodeScalars where isForbidden(scalar) {
      return .failure(.controlCharacter(scalar.value))
    }
    return .success(trimmed)
  }

  /// `text` without leading and trailing whitespace (blanks, tabs, line ends, Unicode spaces).
  ///
  /// - Parameter text: Any text.
  /// - Returns: The text from its first to its last non-whitespace character; empty when it is all
  ///   whitespace.
  package static func trim(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[first...last])
  }

  static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    if scalar == "\t" { return false }
    return scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}

/// Why an input line was refused.
package enum InputError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The bytes are not valid UTF-8.
  case invalidUTF8
  /// The line holds a control character (its code point).
  case controlCharacter(UInt32)
  /// The line is longer than ``ShellLimits/maximumLineBytes`` (its length in bytes).
  case tooLong(byteCount: Int)

  /// The message of the error line.
  package var description: String {
    switch self {
    case .invalidUTF8:
      return "input is not valid UTF-8; line ignored"
    case .controlCharacter(let value):
      let hex = String(value, radix: 16, uppercase: true)
      return
        "input contains control character U+\(String(repeating: "0", count: max(0, 4 - hex.count)))\(hex); line ignored"
    case .tooLong(let byteCount):
      return "line too long (\(byteCount) bytes, limit \(ShellLimits.maximumLineBytes)); line ignored"
    }
  }
}
