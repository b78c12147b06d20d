import Foundation

/// `Package.swift` read as text: the names it declares, and the feature list `generate-rib` edits.
///
/// It does not evaluate the manifest. It relies on the house layout: the features are `Feature(...)` entries of
/// one list, each on its own lines (`"Name", "summary",` then `interface: [...]`, `implementation: [...]`,
/// `tests: [...]`), and a `// generate-rib: features` line ends the list.
public struct PackageManifest: Sendable {
  /// The manifest's text.
  public let text: String

  /// Reads a manifest from its text.
  public init(text: String) {
    self.text = text
  }

  /// Every string passed as `name:`: the package, its targets and products, and the dependency products
  /// its targets name. A new feature may take none of them.
  public var declaredNames: [String] {
    let bytes = Array(text.utf8)
    let code = Self.codeMask(bytes)
    let key = Array("name:".utf8)
    var names: [String] = []
    var index = 0
    while index + key.count <= bytes.count {
      guard code[index], Array(bytes[index..<index + key.count]) == key,
        index == 0 || !Self.isIdentifierByte(bytes[index - 1])
      else {
        index += 1
        continue
      }
      var cursor = index + key.count
      while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\n") {
        cursor += 1
      }
      if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") {
        let start = cursor + 1
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\n") { end += 1 }
        names.append(String(decoding: bytes[start..<end], as: UTF8.self))
      }
      index = cursor
    }
    return names
  }

  /// The names of the features: the `Feature(...)` entries of the feature list, the one the
  /// `// generate-rib: features` line ends (entries after it, such as checked-in fixtures, are not features).
  public var featureNames: [String] {
    let lines = text.components(separatedBy: "\n")
    let end = lines.firstIndex { $0.trimmingLeadingSpaces == Marker.features.line } ?? lines.count
    return Self.featureEntryNames(in: lines[..<end])
  }

  /// The names of every `Feature(...)` entry, in the feature list or not: each takes its four target names.
  var featureEntryNames: [String] {
    Self.featureEntryNames(in: text.components(separatedBy: "\n")[...])
  }

  private static func featureEntryNames(in lines: ArraySlice<String>) -> [String] {
    var names: [String] = []
    for index in lines.indices where lines[index].trimmingLeadingSpaces.hasPrefix("Feature(") {
      let rest = lines[index].trimmingLeadingSpaces.dropFirst("Feature(".count)
      let source =
        rest.trimmingLeadingSpaces.isEmpty && index + 1 < lines.endIndex ? Substring(lines[index + 1]) : rest
      if let name = Self.firstStringLiteral(in: source) { names.append(name) }
    }
    return names
  }

  /// The package's shell program: the first executable product's name (`navigatable-ribs`, `acme`) other than
  /// generate-rib's own tool, or nil when it has none. Generated comments name it (`acme --feature Profile`).
  public var shellProgram: String? {
    let prefix = ".executable(name: \""
    for line in text.components(separatedBy: "\n") {
      guard let start = line.range(of: prefix) else { continue }
      let name = line[start.upperBound...].prefix { $0 != "\"" }
      if !name.isEmpty, name != "generate-rib-tool" { return String(name) }
    }
    return nil
  }

  /// The `BEGIN Feature` line of NavigatableRIBs' Package.swift: the `Feature` struct a new app's Package.swift
  /// copies starts on the next line.
  public static let featureStructBegin = "// BEGIN Feature"
  /// The `END Feature` line: the struct ends on the line above.
  public static let featureStructEnd = "// END Feature"

  /// The lines between the `// BEGIN Feature` line and the `// END Feature` line (both left out), with a line
  /// break after the last, or nil when the manifest lacks either line.
  public var featureStruct: String? {
    let lines = text.components(separatedBy: "\n")
    guard let begin = lines.firstIndex(where: { $0 == Self.featureStructBegin }),
      let end = lines[(begin + 1)...].firstIndex(where: { $0 == Self.featureStructEnd }), end > begin + 1
    else { return nil }
    return lines[(begin + 1)..<end].joined(separator: "\n") + "\n"
  }

  /// Every target name the manifest takes: `declaredNames` and the four targets of each `Feature(...)` entry.
  public var takenNames: [String] {
    declaredNames + featureEntryNames.flatMap { [$0, $0 + "Impl", $0 + "TestSupport", $0 + "Tests"] }
  }

  /// The manifest with a `Feature` entry for `name` at the end of the feature list.
  /// - Throws: `ScaffoldingError` when the list has no `// generate-rib: features` line.
  public func addingFeature(_ name: FeatureName, summary: String) throws(ScaffoldingError) -> String {
    var lines = text.components(separatedBy: "\n")
    guard let marker = lines.firstIndex(where: { $0.trimmingLeadingSpaces == Marker.features.line }) else {
      throw ScaffoldingError("Package.swift has no `\(Marker.features.line)` line at the end of its feature list.")
    }
    let indent = String(lines[marker].prefix { $0 == " " })
    // The entry before the marker ends with a comma: `make format` drops it after a list's only element.
    if let last = lines[..<marker].lastIndex(where: { !$0.isBlank && !$0.trimmingLeadingSpaces.hasPrefix("//") }),
      lines[last].hasSuffix(")")
    {
      lines[last] += ","
    }
    let summary = summary.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    // The name and the summary on one line when it fits, else one line each (as swift-format breaks them).
    let arguments = indent + "  \"\(name)\", \"\(summary)\","
    lines.insert(
      contentsOf: [indent + "Feature("]
        + (arguments.count <= Self.lineLength
          ? [arguments] : [indent + "  \"\(name)\",", indent + "  \"\(summary)\","])
        + [
          indent + "  interface: [],",
          indent + "  implementation: [],",
          indent + "  tests: []),",
        ], at: marker)
    return lines.joined(separator: "\n")
  }

  /// The manifest with `child` added to the implementation's dependencies of the feature `parent`, and
  /// `childTestSupport` to its tests' dependencies.
  /// - Throws: `ScaffoldingError` when `parent` has no entry, or its entry lacks an `implementation:` or
  ///   `tests:` line.
  public func addingDependency(
    of parent: String, on child: String, tests childTestSupport: String
  )
    throws(ScaffoldingError) -> String
  {
    var lines = text.components(separatedBy: "\n")
    guard
      let start = lines.indices.first(where: { index in
        lines[index].trimmingLeadingSpaces.hasPrefix("Feature(")
          && (lines[index].contains("\"\(parent)\"")
            || (index + 1 < lines.count && lines[index + 1].trimmingLeadingSpaces.hasPrefix("\"\(parent)\",")))
      })
    else {
      throw ScaffoldingError("Package.swift has no `Feature(\"\(parent)\", ...)` entry.")
    }
    for (key, module) in [("implementation: [", child), ("tests: [", childTestSupport)] {
      var end = start
      while end < lines.count, !lines[end].hasSuffix("),") && !lines[end].hasSuffix(")") { end += 1 }
      // The list's elements, on its line or wrapped over the lines up to its `]`.
      guard
        let line = (start...min(end, lines.count - 1)).first(where: { lines[$0].trimmingLeadingSpaces.hasPrefix(key) }),
        let open = lines[line].firstIndex(of: "["),
        let last = lines[line].contains("]")
          ? line : (line..<lines.count).first(where: { lines[$0].trimmingLeadingSpaces.hasPrefix("]") }),
        let close = lines[last].lastIndex(of: "]")
      else {
        throw ScaffoldingError(
          "the Feature entry of \(parent) in Package.swift has no `\(key)...]` list; add it (it may be empty).")
      }
      let body =
        line == last
        ? String(lines[line][lines[line].index(after: open)..<close])
        : ([String(lines[line][lines[line].index(after: open)...])] + lines[(line + 1)..<last]
          + [String(lines[last][..<close])]).joined(separator: " ")
      let items =
        body.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        + ["\"\(module)\""]
      let head = String(lines[line][...open])
      let tail = String(lines[last][close...])
      let oneLine = head + items.joined(separator: ", ") + tail
      lines.replaceSubrange(
        line...last,
        with: oneLine.count <= Self.lineLength ? [oneLine] : Self.wrapped(items, head: head, tail: tail))
    }
    return lines.joined(separator: "\n")
  }

  /// The longest line `make lint` accepts (`lineLength` in `.swift-format`).
  static let lineLength = 120

  /// A list too long for one line, as swift-format lays it out: `head` (ending in `[`), the elements filling
  /// lines one level deeper, each followed by a comma, then `]` and `tail` at the head's indentation.
  static func wrapped(_ items: [String], head: String, tail: String) -> [String] {
    let indent = String(head.prefix { $0 == " " })
    var result = [head]
    var current = ""
    for item in items {
      let candidate = current.isEmpty ? item + "," : current + " " + item + ","
      if current.isEmpty || indent.count + 2 + candidate.count <= lineLength {
        current = candidate
      } else {
        result.append(indent + "  " + current)
        current = item + ","
      }
    }
    result.append(indent + "  " + current)
    result.append(indent + tail)
    return result
  }

  /// The first `"..."` in `text`, without its quotes.
  static func firstStringLiteral(in text: Substring) -> String? {
    guard let open = text.firstIndex(of: "\"") else { return nil }
    let rest = text[text.index(after: open)...]
    guard let close = rest.firstIndex(of: "\"") else { return nil }
    return String(rest[..<close])
  }

  /// For each byte, whether it is code (not inside a comment or a string literal). String delimiters count
  /// as code; what is between them does not.
  static func codeMask(_ bytes: [UInt8]) -> [Bool] {
    enum State {
      case code, lineComment
      case blockComment(Int)
      case string, multilineString
    }
    var mask = [Bool](repeating: true, count: bytes.count)
    var state = State.code
    var index = 0
    func at(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
    let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), quote = UInt8(ascii: "\""), newline = UInt8(ascii: "\n")
    let backslash = UInt8(ascii: "\\")
    while index < bytes.count {
      let byte = bytes[index]
      switch state {
      case .code:
        if byte == slash, at(1) == slash {
          state = .lineComment
          mask[index] = false
        } else if byte == slash, at(1) == star {
          state = .blockComment(1)
          mask[index] = false
          mask[index + 1] = false
          index += 1
        } else if byte == quote, at(1) == quote, at(2) == quote {
          state = .multilineString
          index += 2
        } else if byte == quote {
          state = .string
        }
      case .lineComment:
        if byte == newline { state = .code } else { mask[index] = false }
      case .blockComment(let depth):
        mask[index] = false
        if byte == star, at(1) == slash {
          mask[index + 1] = false
          index += 1
          state = depth == 1 ? .code : .blockComment(depth - 1)
        } else if byte == slash, at(1) == star {
          mask[index + 1] = false
          index += 1
          state = .blockComment(depth + 1)
        }
      case .string:
        if byte == backslash {
          mask[index] = false
          if index + 1 < bytes.count { mask[index + 1] = false }
          index += 1
        } else if byte == quote || byte == newline {
          state = .code
        } else {
          mask[index] = false
        }
      case .multilineString:
        if byte == quote, at(1) == quote, at(2) == quote {
          state = .code
          index += 2
        } else {
          mask[index] = false
        }
      }
      index += 1
    }
    return mask
  }

  static func isIdentifierByte(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
  }
}

extension StringProtocol {
  /// The text without its leading spaces.
  var trimmingLeadingSpaces: SubSequence { drop { $0 == " " || $0 == "\t" } }

  /// Whether the line holds only spaces.
  var isBlank: Bool { allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" } }
}
