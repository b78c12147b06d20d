import ShellKit

/// How `tree` and `stack` print: text (the default), one JSON document, or a Mermaid or DOT diagram.
enum OutputFormat: String, CaseIterable {
  case text, json, mermaid, dot

  /// The options `tree` and `stack` take: `--json` (`--format json`), `--format FORMAT`, and at most one
  /// other word, the scope. `allowed` lists the formats the command draws.
  static func parse(_ arguments: [String], allowed: [OutputFormat]) throws(CommandError) -> (
    format: OutputFormat, scope: String?
  ) {
    var format = OutputFormat.text
    var chosenBy: String?
    func choose(_ chosen: OutputFormat, by option: String) throws(CommandError) {
      if let earlier = chosenBy, format != chosen {
        throw .usage("choose one format: \(earlier) and \(option) disagree")
      }
      format = chosen
      chosenBy = option
    }
    var rest: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--json" {
        try choose(.json, by: "--json")
      } else if argument == "--format" {
        guard index < arguments.count else { throw .usage("--format needs one of \(names(allowed))") }
        let name = arguments[index]
        index += 1
        guard let chosen = OutputFormat(rawValue: name.lowercased()), allowed.contains(chosen) else {
          throw .usage("unknown format '\(Console.singleLine(name))' (formats: \(names(allowed)))")
        }
        try choose(chosen, by: "--format \(chosen.rawValue)")
      } else if argument.hasPrefix("--") {
        throw .usage("unknown option '\(Console.singleLine(argument))'")
      } else {
        rest.append(argument)
      }
    }
    guard rest.count <= 1 else { throw .usage("one scope at a time") }
    return (format, rest.first)
  }

  private static func names(_ formats: [OutputFormat]) -> String {
    formats.map(\.rawValue).joined(separator: ", ")
  }
}
