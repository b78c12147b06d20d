/// A recorded transcript (`record FILE`, or a file of Tests/ShellTests/Transcripts): its `#! ` headers, the
/// lines typed (`> line`) and the lines printed, in order.
public struct ReplayedTranscript: Equatable, Sendable {
  /// The `#! arguments:` header: the flags the session was started with.
  public var arguments: [String] = []
  /// The `#! status:` header: the exit status expected, if given.
  public var status: Int32?
  /// The transcript's lines after the headers: `> typed` (or `>` for an empty line) and printed lines.
  public var lines: [String] = []

  /// The lines typed, in order.
  public var typed: [String] {
    lines.compactMap { line in line == ">" ? "" : line.hasPrefix("> ") ? String(line.dropFirst(2)) : nil }
  }

  /// Parses `text`: leading `#! key: value` lines, then the transcript (a trailing empty line is dropped).
  ///
  /// - Parameter text: A transcript file's contents, as `record` writes them.
  public init(parsing text: String) {
    var body = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if body.last == "" { body.removeLast() }
    var index = 0
    while index < body.count, body[index].hasPrefix("#! ") {
      let header = body[index].dropFirst(3)
      if header.hasPrefix("arguments:") {
        arguments = header.dropFirst("arguments:".count).split(separator: " ").map(String.init)
      } else if header.hasPrefix("status:") {
        status = Int32(header.dropFirst("status:".count).drop { $0 == " " })
      }
      index += 1
    }
    lines = Array(body[index...])
  }
}
