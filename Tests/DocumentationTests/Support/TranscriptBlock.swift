/// A ```transcript block: lines starting with `> ` are typed into the shell, the other lines are what it
/// must print, in order. An optional first line `# arguments: --without-sync` passes flags to the shell.
struct TranscriptBlock: Equatable {
  /// The shell's command-line arguments (before `--script`).
  let arguments: [String]
  /// The typed lines, in order.
  let input: [String]
  /// What the shell must print, line by line.
  let expectedOutput: [String]

  init(_ lines: [String]) {
    var lines = lines
    var arguments: [String] = []
    if let first = lines.first, first.hasPrefix("# arguments:") {
      arguments = first.dropFirst("# arguments:".count).split(separator: " ").map(String.init)
      lines.removeFirst()
    }
    var input: [String] = []
    var output: [String] = []
    for line in lines {
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
  }

  /// The typed lines as a script file's text.
  var script: String { input.map { $0 + "\n" }.joined() }
}
