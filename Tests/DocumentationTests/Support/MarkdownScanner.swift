/// Splits Markdown into fenced code blocks (CommonMark fences: three or more backticks or tildes, possibly
/// indented, as inside a list item) and reads the marker comment on the line right before each fence.
enum MarkdownScanner {
  /// A file holding this comment must mark every ```swift block, like the files under Documentation/Tutorial.
  static let strictMarker = "<!-- snippets: strict -->"

  /// The blocks of `text`, and the structural problems found on the way.
  static func scan(_ text: String) -> (blocks: [FencedBlock], problems: [MarkdownProblem]) {
    let lines = text.fileLines
    var blocks: [FencedBlock] = []
    var problems: [MarkdownProblem] = []
    var pendingMarker: (marker: FencedBlock.Marker, line: Int)?
    var index = 0

    func dropPendingMarker() {
      guard let stale = pendingMarker else { return }
      problems.append(
        MarkdownProblem(line: stale.line, message: "a marker comment must be on the line right before a code fence"))
      pendingMarker = nil
    }

    while index < lines.count {
      guard let fence = Fence(lines[index]) else {
        dropPendingMarker()
        if let marker = marker(in: lines[index]) { pendingMarker = (marker, index + 1) }
        index += 1
        continue
      }
      let opening = index
      var content: [String] = []
      index += 1
      while index < lines.count, !fence.isClosed(by: lines[index]) {
        content.append(fence.removingIndentation(from: lines[index]))
        index += 1
      }
      if index == lines.count {
        problems.append(MarkdownProblem(line: opening + 1, message: "this code fence is never closed"))
      }
      blocks.append(
        FencedBlock(language: fence.language, line: opening + 1, lines: content, marker: pendingMarker?.marker ?? .none)
      )
      pendingMarker = nil
      index += 1
    }
    dropPendingMarker()
    return (blocks, problems)
  }

  /// The marker a line holds, if it is one: `<!-- snippet: PATH -->` or `<!-- illustrative -->`.
  static func marker(in line: String) -> FencedBlock.Marker? {
    let trimmed = line.trimmedSpaces
    guard trimmed.hasPrefix("<!--"), trimmed.hasSuffix("-->") else { return nil }
    let body = String(trimmed.dropFirst(4).dropLast(3)).trimmedSpaces
    if body == "illustrative" { return .illustrative }
    guard body.hasPrefix("snippet:") else { return nil }
    return .snippet(path: String(body.dropFirst("snippet:".count)).trimmedSpaces)
  }
}

/// An opening code fence.
private struct Fence {
  let character: Character
  let length: Int
  let indentation: Int
  let language: String

  init?(_ line: String) {
    let indentation = line.prefix { $0 == " " }.count
    let rest = line.dropFirst(indentation)
    guard let first = rest.first, first == "`" || first == "~" else { return nil }
    let length = rest.prefix { $0 == first }.count
    guard length >= 3 else { return nil }
    let info = String(rest.dropFirst(length)).trimmedSpaces
    if first == "`", info.contains("`") { return nil }  // inline code, not a fence
    character = first
    self.length = length
    self.indentation = indentation
    language = String(info.split(separator: " ").first ?? "").lowercased()
  }

  /// Whether `line` closes this fence: the same character, at least as many, nothing else.
  func isClosed(by line: String) -> Bool {
    let rest = line.drop { $0 == " " }
    let run = rest.prefix { $0 == character }.count
    return run >= length && String(rest.dropFirst(run)).isBlank
  }

  /// `line` without (at most) the fence's indentation.
  func removingIndentation(from line: String) -> String {
    String(line.dropFirst(min(indentation, line.prefix { $0 == " " }.count)))
  }
}
