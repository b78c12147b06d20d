import Foundation

/// Checks one Markdown file's code blocks against the sources they quote.
///
/// - A block marked `<!-- snippet: PATH -->` must appear verbatim in PATH (relative to the Markdown file's
///   folder) as a contiguous run of lines, leading and trailing blank lines of the block ignored. One
///   allowance: where the block shows a `// generate-rib:` marker, the source may have lines right above that
///   marker which the block does not show, the lines generate-rib wires a child in with (a team adding a child
///   to a RIB the tutorial quotes breaks no quote).
/// - In a strict file (under `Documentation/Tutorial/`, or holding `<!-- snippets: strict -->`) every
///   ```swift block needs a marker: `snippet:` for compiled code, `illustrative` for an illustration.
enum SnippetChecker {
  /// The problems of the Markdown `text` found at `path` (relative to the package root); `read` returns
  /// the text of a file given its path relative to the package root, or nil when there is none.
  static func problems(in text: String, at path: String, read: (String) -> String?) -> [String] {
    let (blocks, structural) = MarkdownScanner.scan(text)
    var problems = structural.map { "\(path):\($0.line): \($0.message)" }
    let strict = isStrict(path: path, text: text)
    for block in blocks {
      let location = "\(path):\(block.line)"
      switch block.marker {
      case .none:
        if strict, block.language == "swift" {
          problems.append(
            "\(location): a ```swift block needs `<!-- snippet: PATH -->` (quoting compiled code) or "
              + "`<!-- illustrative -->` on the line before its fence")
        }
      case .illustrative:
        break
      case let .snippet(source):
        let sourcePath = resolve(source, relativeTo: path)
        guard let sourceText = read(sourcePath) else {
          problems.append("\(location): the snippet's source \(source) (\(sourcePath)) does not exist")
          continue
        }
        if let mismatch = mismatch(of: block.trimmedLines, in: sourceText.fileLines) {
          problems.append("\(location): the block differs from \(source): \(mismatch)")
        }
      }
    }
    return problems
  }

  /// Whether `path` must mark every ```swift block.
  static func isStrict(path: String, text: String) -> Bool {
    path.hasPrefix("Documentation/Tutorial/") || text.contains(MarkdownScanner.strictMarker)
  }

  /// `source` (relative to the folder of `markdownPath`) as a path relative to the package root,
  /// `..` resolved.
  static func resolve(_ source: String, relativeTo markdownPath: String) -> String {
    var components = markdownPath.split(separator: "/").dropLast().map(String.init)
    for part in source.split(separator: "/").map(String.init) {
      switch part {
      case ".", "": continue
      case "..": if components.popLast() == nil { components.append("..") }
      default: components.append(part)
      }
    }
    return components.joined(separator: "/")
  }

  /// Nil when `block` appears in `source` as a contiguous run of lines; otherwise a sentence saying where
  /// the closest run stops matching.
  static func mismatch(of block: [String], in source: [String]) -> String? {
    guard !block.isEmpty else { return "the block is empty" }
    var best: (matched: Int, sourceLine: Int)?
    for start in source.indices {
      var matched = 0
      var line = start
      while matched < block.count, line < source.count {
        if source[line] == block[matched] {
          matched += 1
          line += 1
        } else if matched > 0, isMarker(block[matched]),
          let marker = source[line...].firstIndex(of: block[matched]),
          !source[line..<marker].contains(where: isMarker)
        {
          line = marker  // lines generate-rib added above the marker
        } else {
          break
        }
      }
      if matched == block.count { return nil }
      if matched > 0, matched > (best?.matched ?? 0) { best = (matched, line) }
    }
    guard let best else { return "its first line `\(block[0])` is not in the file" }
    let wanted = block[best.matched]
    let found = best.sourceLine < source.count ? source[best.sourceLine] : "(end of file)"
    return "block line \(best.matched + 1) is `\(wanted)`, but the file's line \(best.sourceLine + 1) is `\(found)`"
  }

  /// Whether `line` is a `// generate-rib:` marker, where generate-rib adds lines above.
  static func isMarker(_ line: String) -> Bool {
    line.trimmingCharacters(in: .whitespaces).hasPrefix("// generate-rib: ")
  }
}
