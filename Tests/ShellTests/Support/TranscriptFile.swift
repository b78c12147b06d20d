import Foundation
import ShellTestSupport
import Testing

/// A transcript kept in a file under `Tests/ShellTests/Transcripts/`, checked by ``TranscriptsTests``.
///
/// The file is a ``Transcript`` (lines starting `> ` are typed, the others are the expected output) with
/// header lines first:
///
/// ```text
/// #! what: the Detail RIB leaks without NavigationSync
/// #! arguments: --without-sync
/// #! status: 0
/// > tap normal
/// Detail 1
/// ...
/// ```
///
/// With `UPDATE_TRANSCRIPTS=1` in the environment (`make transcripts`), the test re-records the file from the executable's actual
/// output instead of comparing (headers and typed lines kept, output and status replaced); review the diff
/// by eye (`git diff Tests/ShellTests/Transcripts`) before committing.
struct TranscriptFile: Sendable, CustomTestStringConvertible {
  /// The file name, e.g. `leak-without-sync.txt`.
  let name: String

  var testDescription: String { name }

  /// The transcripts folder, next to this file's folder.
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Transcripts")

  /// Every `*.txt` file of the folder, sorted by name.
  static func all() -> [TranscriptFile] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".txt") }.sorted().map(TranscriptFile.init(name:))
  }

  /// Whether the run re-records instead of comparing.
  static var isUpdating: Bool { ProcessInfo.processInfo.environment["UPDATE_TRANSCRIPTS"] == "1" }

  var url: URL { Self.directory.appendingPathComponent(name) }

  /// The parsed file.
  struct Contents {
    /// `#! key: value` header lines, in order.
    var headers: [(key: String, value: String)]
    /// The transcript body.
    var body: String

    func header(_ key: String) -> String? { headers.first { $0.key == key }?.value }

    /// The command-line arguments (`#! arguments:`), split at blanks.
    var arguments: [String] { (header("arguments") ?? "").split(separator: " ").map(String.init) }
    /// The expected exit status (`#! status:`), 0 when absent.
    var status: Int32 { Int32(header("status") ?? "0") ?? 0 }
  }

  func read() throws -> Contents {
    Self.parse(try String(contentsOf: url, encoding: .utf8))
  }

  /// The headers and body of a transcript file's `text`.
  static func parse(_ text: String) -> Contents {
    var headers: [(String, String)] = []
    var bodyLines: [Substring] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if bodyLines.isEmpty, line.hasPrefix("#! ") {
        let pair = line.dropFirst(3).split(separator: ":", maxSplits: 1)
        headers.append((String(pair[0]).trimmed, pair.count > 1 ? String(pair[1]).trimmed : ""))
      } else {
        bodyLines.append(line)
      }
    }
    if bodyLines.last == "" { bodyLines.removeLast() }
    return Contents(headers: headers, body: bodyLines.joined(separator: "\n"))
  }

  /// Re-records the file from the executable's output (see ``record(input:arguments:)``), keeping the
  /// headers (the status replaced) and the typed lines.
  func rerecord() throws {
    let contents = try read()
    let old = contents.body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var (recorded, status) = try TranscriptRecording.record(
      typed: Transcript(contents.body).typed, arguments: contents.arguments)
    recorded = TranscriptRecording.rerecorded(old: old, new: recorded)
    var headers = contents.headers.filter { $0.key != "status" }.map { "#! \($0.key): \($0.value)" }
    headers.append("#! status: \(status)")
    try (headers + recorded).map { $0 + "\n" }.joined().write(to: url, atomically: true, encoding: .utf8)
  }

  /// Runs `input` through the executable (``TranscriptRecording/record(input:arguments:)``); returns the
  /// transcript lines (`> ` typed lines and output) and the exit status.
  static func record(input: [String], arguments: [String]) throws -> (lines: [String], status: Int32) {
    try TranscriptRecording.record(input: input, arguments: arguments)
  }
}

extension String {
  fileprivate var trimmed: String {
    var text = Substring(self)
    while text.first == " " { text = text.dropFirst() }
    while text.last == " " { text = text.dropLast() }
    return String(text)
  }
}
