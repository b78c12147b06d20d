import Foundation
import ShellTestSupport
import Testing

/// `make transcripts` (`UPDATE_TRANSCRIPTS=1`): re-records every ```transcript block of README.md and
/// Documentation/**.md from the built shell — header lines (`#! …`, `# arguments: …`) and typed lines
/// kept, output replaced — one file at a time. Without the variable it does nothing; ``TranscriptTests``
/// checks the blocks. Review the diff by eye (`git diff -- '*.md'`) before committing.
@Suite struct MarkdownTranscriptsRerecording {
  static var isUpdating: Bool { ProcessInfo.processInfo.environment["UPDATE_TRANSCRIPTS"] == "1" }

  @Test func rerecordEveryMarkdownTranscript() throws {
    guard Self.isUpdating else { return }
    for path in PackageFiles.markdownFiles() {
      guard let text = PackageFiles.read(path) else { continue }
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let rewritten = try Self.rerecord(lines)
      if rewritten != lines {
        try rewritten.joined(separator: "\n")
          .write(to: PackageFiles.root.appendingPathComponent(path), atomically: true, encoding: .utf8)
      }
    }
  }

  /// `lines` with each transcript block's output re-recorded.
  static func rerecord(_ lines: [String]) throws -> [String] {
    var result = lines
    var blocks: [Range<Int>] = []
    var start: Int?
    for (index, line) in lines.enumerated() {
      if line.trimmedSpaces == "```transcript" {
        start = index + 1
      } else if line.trimmedSpaces == "```", let first = start {
        blocks.append(first..<index)
        start = nil
      }
    }
    for range in blocks.reversed() {
      let content = Array(lines[range])
      let headers = Array(content.prefix { $0.hasPrefix("#! ") || $0.hasPrefix("# arguments:") })
      let block = TranscriptBlock(content)
      let recorded = try TranscriptRecording.record(input: block.input, arguments: block.arguments).lines
      let old = Array(content.dropFirst(headers.count))
      result.replaceSubrange(range, with: headers + TranscriptRecording.rerecorded(old: old, new: recorded))
    }
    return result
  }
}
