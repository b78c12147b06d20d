import Foundation
import Testing

/// Runs the ```` ```transcript ```` blocks of `Documentation/Shell.md` through the executable, each from a fresh
/// app (`#! arguments:` lines give flags; the expected status is a `#! status:` line's, else 1 when an
/// `error:` line is expected).
/// `make transcripts` re-records them (DocumentationTests' `MarkdownTranscriptsRerecording` rewrites every
/// Markdown file's blocks; this suite only checks, so two tests never write one file).
@Suite("Documentation transcripts")
struct DocumentationTranscriptsTests {
  static let url = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Documentation/Shell.md")

  /// One fenced block: its header lines and its transcript lines, and where it sits in the file.
  struct Block {
    var lineRange: Range<Int>
    var headers: [String]
    var body: [String]

    var arguments: [String] {
      headers.first { $0.hasPrefix("#! arguments:") }
        .map { $0.dropFirst("#! arguments:".count).split(separator: " ").map(String.init) } ?? []
    }

    /// The status a `#! status: N` line states, if any.
    var statedStatus: Int32? {
      headers.first { $0.hasPrefix("#! status:") }
        .flatMap { Int32($0.dropFirst("#! status:".count).trimmingCharacters(in: .whitespaces)) }
    }
  }

  static func blocks(in lines: [String]) -> [Block] {
    var result: [Block] = []
    var start: Int?
    for (index, line) in lines.enumerated() {
      if line == "```transcript" {
        start = index + 1
      } else if line == "```", let first = start {
        let content = Array(lines[first..<index])
        result.append(
          Block(
            lineRange: first..<index, headers: content.filter { $0.hasPrefix("#! ") },
            body: content.filter { !$0.hasPrefix("#! ") }))
        start = nil
      }
    }
    return result
  }

  @Test("every transcript block of Documentation/Shell.md runs as shown")
  func documentation() throws {
    guard !TranscriptFile.isUpdating else { return }
    let lines = try String(contentsOf: Self.url, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let blocks = Self.blocks(in: lines)
    #expect(blocks.count >= 15)
    for block in blocks {
      let transcript = Transcript(block.body.joined(separator: "\n"))
      let status: Int32 = block.statedStatus ?? (transcript.expectedOutput.contains { $0.hasPrefix("error: ") } ? 1 : 0)
      try transcript.verify(arguments: block.arguments, status: status)
    }
  }
}
