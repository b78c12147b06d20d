/// A line typed into the shell, as a transcript holds it, so that replaying it gives what typing it gave.
///
/// - `> text` (or `>` alone for an empty line): a line of clean text.
/// - `>! escaped`: a line refused as it was read because of its bytes (invalid UTF-8, a control
///   character). Printable ASCII stands as it is, a backslash is `\\`, and every other byte is `\xHH`
///   (two upper-case hex digits), so the line keeps every byte, spaces at its ends included, and shows
///   no control character. Such a line always holds at least one `\x` escape.
/// - `>! <N bytes>`: a line of `N` bytes, longer than ``ShellLimits/maximumLineBytes``: its bytes are
///   not kept (the reader drops them), but replaying it gives the same refusal.
package enum TypedLine: Equatable, Sendable {
  /// A line of clean text (already trimmed).
  case text(String)
  /// A line refused for its bytes, kept byte for byte.
  case refused([UInt8])
  /// A line too long to read, of this many bytes.
  case tooLong(byteCount: Int)

  /// The prefix of a typed line in a transcript.
  package static let textPrefix = "> "
  /// The prefix of a refused line in a transcript.
  package static let refusedPrefix = ">! "

  /// The transcript line: `> text`, `>`, `>! escaped` or `>! <N bytes>`.
  package var transcriptLine: String {
    switch self {
    case .text(let text): return text.isEmpty ? ">" : Self.textPrefix + text
    case .refused(let bytes): return Self.refusedPrefix + Self.escape(bytes)
    case .tooLong(let byteCount): return Self.refusedPrefix + "<\(byteCount) bytes>"
    }
  }

  /// What a reader gives for this line.
  package var event: LineEvent {
    switch self {
    case .text(let text): return .line(Array(text.utf8))
    case .refused(let bytes): return .line(bytes)
    case .tooLong(let byteCount): return .tooLong(byteCount: byteCount)
    }
  }

  /// Whether `line` of a transcript is a typed line (`>`, `> ...` or `>! ...`) rather than a printed one.
  ///
  /// - Parameter line: A line of a transcript's body.
  /// - Returns: `true` for a typed line.
  package static func isTyped(_ line: String) -> Bool {
    line == ">" || line.hasPrefix(textPrefix) || line.hasPrefix(refusedPrefix)
  }

  /// The typed line `line` stands for; `nil` when it is a printed line.
  ///
  /// - Parameter line: A line of a transcript's body.
  /// - Throws: ``TranscriptError`` when `line` starts `>! ` but its escapes are malformed.
  package init?(transcriptLine line: String) throws(TranscriptError) {
    if line == ">" {
      self = .text("")
    } else if line.hasPrefix(Self.refusedPrefix) {
      let body = line.dropFirst(Self.refusedPrefix.count)
      if body.hasPrefix("<"), body.hasSuffix(" bytes>"), let count = Int(body.dropFirst().dropLast(" bytes>".count)),
        count > 0
      {
        self = .tooLong(byteCount: count)
      } else {
        self = .refused(try Self.unescape(body))
      }
    } else if line.hasPrefix(Self.textPrefix) {
      self = .text(String(line.dropFirst(Self.textPrefix.count)))
    } else {
      return nil
    }
  }

  /// `bytes` with every byte but printable ASCII (and the backslash) as `\xHH`.
  ///
  /// - Parameter bytes: A line's bytes.
  /// - Returns: The escaped text, printable ASCII only.
  package static func escape(_ bytes: [UInt8]) -> String {
    var result = ""
    for byte in bytes {
      if byte == UInt8(ascii: "\\") {
        result += "\\\\"
      } else if (0x20...0x7E).contains(byte) {
        result.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        result += "\\x" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return result
  }

  /// The bytes `text` stands for (``escape(_:)`` undone).
  ///
  /// - Parameter text: The escaped text of a `>! ` line.
  /// - Returns: The line's bytes.
  /// - Throws: ``TranscriptError/malformedEscape(_:)`` for a character that is not printable ASCII, a
  ///   backslash followed by anything but `\` or `xHH`, or a line with no `\x` escape (such a line is clean
  ///   text, written `> text`).
  package static func unescape(_ text: Substring) throws(TranscriptError) -> [UInt8] {
    var bytes: [UInt8] = []
    var sawByteEscape = false
    var iterator = text.utf8.makeIterator()
    while let byte = iterator.next() {
      guard (0x20...0x7E).contains(byte) else { throw .malformedEscape(String(text)) }
      guard byte == UInt8(ascii: "\\") else {
        bytes.append(byte)
        continue
      }
      switch iterator.next() {
      case UInt8(ascii: "\\"): bytes.append(byte)
      case UInt8(ascii: "x"):
        guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
          throw .malformedEscape(String(text))
        }
        bytes.append(high << 4 | low)
        sawByteEscape = true
      default: throw .malformedEscape(String(text))
      }
    }
    guard sawByteEscape else { throw .malformedEscape(String(text)) }
    return bytes
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    default: nil
    }
  }
}

/// Why a transcript cannot be replayed as it is written.
package enum TranscriptError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A `>! ` line whose escapes do not stand for bytes (the line's text after `>! `).
  case malformedEscape(String)
  /// A `#! ` header line that is not `#! key: value` with a known key and a valid value: the line, and why.
  case malformedHeader(String, reason: String)
  /// `problem`, on the transcript's line `line` (counted from 1).
  indirect case atLine(Int, TranscriptError)

  /// The message of the error line.
  package var description: String {
    switch self {
    case .malformedEscape(let text):
      return
        "'>! \(Console.singleLine(text))' is no refused line: it holds printable ASCII, '\\\\' and '\\xHH' only, with at least one '\\xHH'"
    case .malformedHeader(let line, let reason):
      return "'\(Console.singleLine(line))': \(reason)"
    case .atLine(let line, let problem):
      return "line \(line): \(problem.description)"
    }
  }
}
