/// A fenced code block of a Markdown file, with the marker comment on the line right before its fence.
struct FencedBlock: Equatable {
  /// What the comment right before the fence says about the block.
  enum Marker: Equatable {
    /// No marker comment.
    case none
    /// `<!-- snippet: PATH -->`: the block is quoted from PATH (relative to the Markdown file's folder).
    case snippet(path: String)
    /// `<!-- illustrative -->`: the block is an illustration, not compiled code.
    case illustrative
  }

  /// The info string's first word (`swift`, `transcript`, `text`), lowercased; empty when there is none.
  let language: String
  /// The 1-based line number of the opening fence.
  let line: Int
  /// The block's lines, the fence's indentation removed.
  let lines: [String]
  /// The marker before the fence.
  let marker: Marker

  /// The lines without the leading and trailing blank lines.
  var trimmedLines: [String] {
    guard let first = lines.firstIndex(where: { !$0.isBlank }), let last = lines.lastIndex(where: { !$0.isBlank })
    else { return [] }
    return Array(lines[first...last])
  }
}

/// Something wrong with a Markdown file's structure (a marker not followed by a fence, an unclosed fence).
struct MarkdownProblem: Equatable, CustomStringConvertible {
  /// The 1-based line number.
  let line: Int
  /// What is wrong.
  let message: String
  var description: String { "line \(line): \(message)" }
}

extension String {
  /// Whether the string holds nothing but whitespace.
  var isBlank: Bool { allSatisfy(\.isWhitespace) }

  /// The lines of a text file (`\r\n` or `\n`), without the empty line after a final newline.
  var fileLines: [String] {
    var lines = replacing("\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// The string without leading and trailing spaces and tabs.
  var trimmedSpaces: String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}
