/// A recorded transcript (`record FILE`, or a file of Tests/ShellTests/Transcripts): its `#! ` headers, the
/// lines typed (``TypedLine``: `> line`, `>! ...`) and the lines printed, in order.
package struct ReplayedTranscript: Equatable, Sendable {
  /// The `#! arguments:` header: the flags the session was started with.
  package var arguments: [String] = []
  /// The `#! status:` header: the exit status expected, if given.
  package var status: Int32?
  /// The `#! preamble:` headers, in order: the commands that led to the state the recording started in,
  /// which a replay runs first without comparing what they print.
  package var preamble: [String] = []
  /// The transcript's lines after the headers: typed lines and printed lines.
  package var lines: [String] = []
  /// The lines typed, in order.
  package var typed: [TypedLine] = []
  /// Whether the text starts with `#! ` header lines (every recording does).
  package var hasHeaders = false

  /// The header keys a transcript may use.
  package static let headerKeys: Set = ["what", "arguments", "status", "preamble"]

  /// Parses `text`: leading `#! key: value` lines, then the transcript (a trailing empty line is dropped).
  ///
  /// A recording an editor or a checkout saved with other line endings reads as the same recording: a
  /// UTF-8 byte-order mark at its start is dropped, and a line may end in CR LF or in CR alone as well as in
  /// LF (the shell prints no carriage return, and a `>! ` line escapes one, so a carriage return in a
  /// recording is a converted line end).
  ///
  /// - Parameter text: A transcript file's contents, as `record` writes them.
  /// - Throws: ``TranscriptError/atLine(_:_:)`` for a header line that is not `#! key: value` with a
  ///   known key, a second `what`, `arguments` or `status`, a status that is not a number from 0 to 255,
  ///   or a `>! ` line whose escapes are malformed.
  package init(parsing text: String) throws(TranscriptError) {
    var body = Self.lines(of: text)
    if body.last == "" { body.removeLast() }
    var index = 0
    var seen: Set<String> = []
    while index < body.count, body[index].hasPrefix("#!") {
      let line = body[index]
      index += 1
      hasHeaders = true
      func malformed(_ reason: String) -> TranscriptError {
        .atLine(index, .malformedHeader(String(line), reason: reason))
      }
      guard line.hasPrefix("#! "), let colon = line.firstIndex(of: ":") else {
        throw malformed("a header is '#! key: value'")
      }
      let key = String(line[line.index(line.startIndex, offsetBy: 3)..<colon])
      var value = line[line.index(after: colon)...]
      if value.first == " " { value = value.dropFirst() }
      guard Self.headerKeys.contains(key) else {
        throw malformed("the headers are 'what', 'arguments', 'status' and 'preamble'")
      }
      guard key == "preamble" || seen.insert(key).inserted else { throw malformed("a second '\(key)' header") }
      switch key {
      case "arguments":
        arguments = value.split(separator: " ").map(String.init)
      case "status":
        guard let number = Int32(value), (0...255).contains(number) else {
          throw malformed("the status is an exit status, a number from 0 to 255")
        }
        status = number
      case "preamble":
        guard !value.isEmpty else { throw malformed("a preamble line is a command") }
        preamble.append(String(value))
      default:
        break
      }
    }
    lines.reserveCapacity(body.count - index)
    for (offset, line) in body[index...].enumerated() {
      let line = String(line)
      do {
        if let typedLine = try TypedLine(transcriptLine: line) { typed.append(typedLine) }
      } catch {
        throw .atLine(index + offset + 1, error)
      }
      lines.append(line)
    }
  }

  /// The lines of `text`, split at each LF, CR LF and lone CR, without a byte-order mark at the start.
  ///
  /// (`String.split(separator: "\n")` would not split at CR LF: Swift reads it as one character.)
  private static func lines(of text: String) -> [Substring] {
    var text = Substring(text)
    if text.unicodeScalars.first == "\u{FEFF}" { text = Substring(text.unicodeScalars.dropFirst()) }
    let carriageReturn = UInt8(ascii: "\r")
    return text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).flatMap { line in
      let line = line.last == carriageReturn ? line.dropLast() : line
      return line.split(separator: carriageReturn, omittingEmptySubsequences: false).map { Substring($0) }
    }
  }
}
