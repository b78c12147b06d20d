import Foundation

/// A ```transcript block: lines starting with `> ` are typed into the shell, the other lines are what it
/// must print, in order.
///
/// Header lines may come first: `# arguments: --without-sync` (or `#! arguments: …`, the form
/// `Documentation/Shell.md` uses) passes flags to the shell; other `#! key: value` headers are ignored.
/// The shell must exit with status 1 when an expected line starts with `error: ` (a `--script` run stops
/// being "successful" at the first failed line), 0 otherwise — the rule the shell's own transcript tests use;
/// a `#! status: N` header says N instead (a line that fails without an `error:` line: `explore` that found
/// a broken sequence).
struct TranscriptBlock: Equatable {
  /// The shell's command-line arguments (before `--script`).
  let arguments: [String]
  /// The typed lines, in order.
  let input: [String]
  /// What the shell must print, line by line.
  let expectedOutput: [String]
  /// The status a `#! status: N` header gives, if any.
  let statedStatus: Int32?

  init(_ lines: [String]) {
    var arguments: [String] = []
    var status: Int32?
    var body = lines[...]
    while let first = body.first, first.hasPrefix("#! ") || first.hasPrefix("# arguments:") {
      if first.hasPrefix("#! status:") {
        status = Int32(first.dropFirst("#! status:".count).trimmingCharacters(in: .whitespaces))
      }
      for prefix in ["# arguments:", "#! arguments:"] where first.hasPrefix(prefix) {
        arguments = first.dropFirst(prefix.count).split(separator: " ").map(String.init)
      }
      body = body.dropFirst()
    }
    var input: [String] = []
    var output: [String] = []
    for line in body {
      if line.hasPrefix("> ") {
        input.append(String(line.dropFirst(2)))
      } else if line == ">" {
        input.append("")
      } else {
        output.append(line)
      }
    }
    self.arguments = arguments
    self.input = input
    self.expectedOutput = output
    self.statedStatus = status
  }

  /// The typed lines as a script file's text.
  var script: String { input.map { $0 + "\n" }.joined() }

  /// The exit status the shell must end with: the stated one, else 1 when a line is expected to fail, else 0.
  var expectedStatus: Int32 { statedStatus ?? (expectedOutput.contains { $0.hasPrefix("error: ") } ? 1 : 0) }
}
