import Foundation

/// Finds what in a Markdown file points outside the repository: paths into a sibling folder
/// (`../shared/…`), the project's private source notes ("the seed"), and relative links whose target
/// resolves above the repository's root. Links to public pages (`https://…`) are allowed.
enum OutsideReferences {
  /// The problems in `markdown`, the text of the file at `path` (relative to the root), one per line hit.
  static func problems(in markdown: String, at path: String) -> [String] {
    var found: [String] = []
    let depth = path.split(separator: "/").count - 1  // folders between the root and the file
    for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let text = String(line)
      let location = "\(path):\(index + 1)"
      if text.contains("shared/reference") || text.contains("shared/seeds") {
        found.append("\(location): points to the project's private notes: \(text)")
      }
      if text.range(of: #"\b[Ss]eeds?\b(?!ed)"#, options: .regularExpression) != nil,
        text.range(of: #"random seeds?|the seed (it )?prints|fixed seed"#, options: .regularExpression) == nil
      {
        found.append("\(location): mentions the source notes (\"seed\"); state the fact and its public source")
      }
      for target in relativeLinkTargets(in: text) where climbs(target, aboveDepth: depth) {
        found.append("\(location): links outside the repository: \(target)")
      }
    }
    return found
  }

  /// The targets of Markdown links `[text](target)` and inline paths in backticks that start with `../`.
  static func relativeLinkTargets(in line: String) -> [String] {
    var targets: [String] = []
    let patterns = [#"\]\(([^)\s]+)\)"#, #"`(\.\./[^`\s]+)`"#]
    for pattern in patterns {
      guard let regex = try? NSRegularExpression(pattern: pattern) else { continue }
      let range = NSRange(line.startIndex..., in: line)
      for match in regex.matches(in: line, range: range) {
        guard let captured = Range(match.range(at: 1), in: line) else { continue }
        let target = String(line[captured])
        if !target.contains("://"), !target.hasPrefix("#"), !target.hasPrefix("mailto:") { targets.append(target) }
      }
    }
    return targets
  }

  /// Whether `target`, relative to a file `depth` folders below the root, resolves above the root.
  static func climbs(_ target: String, aboveDepth depth: Int) -> Bool {
    var level = depth
    for component in target.split(separator: "/") {
      if component == ".." {
        level -= 1
        if level < 0 { return true }
      } else if component != "." {
        level += 1
      }
    }
    return false
  }
}
