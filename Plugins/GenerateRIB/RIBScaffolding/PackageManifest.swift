/// `Package.swift` read as text: the names it declares and the places `generate-rib` adds its targets.
///
/// It does not evaluate the manifest. It skips comments and string literals to find the `targets:` array
/// of `Package(...)`, and relies on the house layout: a `// MARK: - Features` line starts the features,
/// the next `// MARK: -` line ends them, and the test targets close the `targets:` array.
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

  /// Whether the manifest defines the `strict` Swift settings the house targets use.
  public var definesStrictSettings: Bool {
    text.split(separator: "\n").contains { $0.trimmingLeadingSpaces.hasPrefix("let strict") }
  }

  /// The manifest with `changes` applied: the feature's target at the end of the Features section and its
  /// test target at the end of the `targets:` array (the Tests section).
  /// - Throws: `ScaffoldingError` when the manifest does not have the house layout.
  public func applying(_ changes: PackageChanges) throws(ScaffoldingError) -> String {
    var lines = text.components(separatedBy: "\n")
    // The test target first: it goes below the Features section, so the Features line numbers stay valid.
    guard let closingLine = targetsClosingLine() else {
      throw ScaffoldingError("could not find the `targets: [...]` array of Package(...) in Package.swift.")
    }
    guard lines[closingLine].trimmingLeadingSpaces.hasPrefix("]") else {
      throw ScaffoldingError("the `targets:` array of Package.swift does not end on a line of its own.")
    }
    var last = closingLine - 1
    while last >= 0, lines[last].isBlank { last -= 1 }
    guard last >= 0 else { throw ScaffoldingError("Package.swift has an empty `targets:` array.") }
    if !lines[last].hasSuffix(",") && !lines[last].hasSuffix("[") { lines[last] += "," }
    lines.insert(contentsOf: changes.testTargetLines, at: last + 1)

    guard let features = lines.firstIndex(where: { $0.trimmingLeadingSpaces.hasPrefix("// MARK: - Features") })
    else {
      throw ScaffoldingError("Package.swift has no `// MARK: - Features` line; add the printed lines by hand.")
    }
    guard
      let next = lines[(features + 1)...].firstIndex(where: { $0.trimmingLeadingSpaces.hasPrefix("// MARK: -") })
    else {
      throw ScaffoldingError("Package.swift has no `// MARK: -` line after the Features section; add the lines by hand.")
    }
    var end = next
    while end > features + 1, lines[end - 1].isBlank { end -= 1 }
    lines.insert(contentsOf: [""] + changes.targetLines, at: end)
    return lines.joined(separator: "\n")
  }

  /// The line (0-based) holding the `]` that closes `Package(... targets: [ ... ])`.
  func targetsClosingLine() -> Int? {
    let bytes = Array(text.utf8)
    let code = Self.codeMask(bytes)
    let key = Array("targets".utf8)
    var depth = 0
    var index = 0
    while index < bytes.count {
      defer { index += 1 }
      guard code[index] else { continue }
      switch bytes[index] {
      case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
      default:
        // `targets:` directly inside `Package(`: depth 1 (products' `targets:` are deeper).
        guard depth == 1, index + key.count <= bytes.count, Array(bytes[index..<index + key.count]) == key,
          index == 0 || !Self.isIdentifierByte(bytes[index - 1])
        else { continue }
        var cursor = index + key.count
        while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ":") else { continue }
        cursor += 1
        while cursor < bytes.count, Self.isSpace(bytes[cursor]) { cursor += 1 }
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "[") else { continue }
        guard let close = Self.matchingBracket(bytes, code, from: cursor) else { return nil }
        return bytes[..<close].reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
      }
    }
    return nil
  }

  /// The index of the `]` closing the `[` at `open`, counting only code.
  static func matchingBracket(_ bytes: [UInt8], _ code: [Bool], from open: Int) -> Int? {
    var depth = 0
    for index in open..<bytes.count where code[index] {
      switch bytes[index] {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        depth -= 1
        if depth == 0 { return bytes[index] == UInt8(ascii: "]") ? index : nil }
      default: break
      }
    }
    return nil
  }

  /// For each byte, whether it is code (not inside a comment or a string literal). String delimiters count
  /// as code; what is between them does not.
  static func codeMask(_ bytes: [UInt8]) -> [Bool] {
    enum State { case code, lineComment, blockComment(Int), string, multilineString }
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

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
  }
}

extension StringProtocol {
  /// The text without its leading spaces.
  var trimmingLeadingSpaces: SubSequence { drop { $0 == " " || $0 == "\t" } }

  /// Whether the line holds only spaces.
  var isBlank: Bool { allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" } }
}
