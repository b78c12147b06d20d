import Foundation

/// One public declaration, spelled the same way whether read from HeadlessUIKit's sources or written from
/// Apple's documentation: `UIWindow open var isKeyWindow: Bool`.
///
/// Only what decides whether code compiles against both is kept: the type it belongs to, `open` or `public`
/// (`requirement` for a protocol's), `static`, the keyword, the name, the argument labels with their types,
/// and the result type. Parameter names, default values, attributes and bodies are left out; `some` spacing
/// is normalised.
struct SurfaceDeclaration: Hashable, Comparable, CustomStringConvertible {
  /// The type the member belongs to, or the declared type itself for a top-level declaration.
  var owner: String
  /// `open`, `public` or `requirement`.
  var access: String
  /// The declaration without access: `var isKeyWindow: Bool`, `func popViewController(animated: Bool) ->
  /// UIViewController?`, `class UIWindow`, `case pageSheet`.
  var signature: String

  var description: String { "\(owner) \(access) \(signature)" }

  static func < (lhs: Self, rhs: Self) -> Bool { lhs.description < rhs.description }

  /// Parses a table line: `OWNER ACCESS SIGNATURE`.
  init(_ line: String) {
    let parts = line.split(separator: " ", maxSplits: 2).map(String.init)
    owner = parts[0]
    access = parts[1]
    signature = PublicSurface.normalise(parts[2])
  }

  init(owner: String, access: String, signature: String) {
    self.owner = owner
    self.access = access
    self.signature = PublicSurface.normalise(signature)
  }
}

/// Reads the public surface of a module from its Swift sources, as formatted by `make format`: top-level
/// declarations at column 0, members indented by two spaces.
enum PublicSurface {
  /// Every `open` or `public` declaration in the Swift files of `folder`, and every requirement of its
  /// public protocols. Members of an extension of a protocol are left out (they implement its requirements).
  static func declarations(inFolder folder: URL) throws -> [SurfaceDeclaration] {
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
    var found: [SurfaceDeclaration] = []
    for file in files.sorted() {
      found += declarations(in: try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))
    }
    return found
  }

  /// The declarations of one file's text.
  static func declarations(in text: String) -> [SurfaceDeclaration] {
    let lines = text.components(separatedBy: "\n")
    var found: [SurfaceDeclaration] = []
    var owner: String?
    var ownerIsProtocol = false
    var ownerIsPublicEnum = false
    var protocols: Set<String> = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      let text = declarationText(lines, from: index)
      if !line.hasPrefix(" "), !line.isEmpty {
        owner = nil
        let words = strippingAttributes(line).split(separator: " ").map(String.init)
        if words.first == "extension", words.count > 1 {
          let name = words[1].trimmingCharacters(in: CharacterSet(charactersIn: ":{"))
          owner = protocols.contains(name) ? nil : name
          ownerIsProtocol = false
          ownerIsPublicEnum = false
        } else if let access = words.first, access == "open" || access == "public",
          let keyword = words.dropFirst().first(where: { ["class", "protocol", "enum", "struct"].contains($0) }),
          let nameIndex = words.firstIndex(of: keyword), nameIndex + 1 < words.count
        {
          let name = String(words[nameIndex + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
          found.append(SurfaceDeclaration(owner: name, access: access, signature: "\(keyword) \(name)"))
          owner = name
          ownerIsProtocol = keyword == "protocol"
          ownerIsPublicEnum = keyword == "enum"
          if ownerIsProtocol { protocols.insert(name) }
        }
      } else if let owner, line.hasPrefix("  "), !line.hasPrefix("   ") {
        let body = strippingAttributes(String(line.dropFirst(2)))
        let first = body.split(separator: " ").first.map(String.init) ?? ""
        if ownerIsProtocol, ["func", "var", "init", "static"].contains(first) {
          found.append(
            SurfaceDeclaration(
              owner: owner, access: "requirement", signature: signature(strippingAttributes(text.trimmed))))
        } else if ownerIsPublicEnum, first == "case" {
          let name = body.dropFirst(5).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
          found.append(SurfaceDeclaration(owner: owner, access: "public", signature: "case \(name)"))
        } else if first == "open" || first == "public", !isInheritedMember(body) {
          let declaration = strippingAttributes(text.trimmed)
          found.append(
            SurfaceDeclaration(
              owner: owner, access: first, signature: signature(String(declaration.dropFirst(first.count + 1)))))
        }
      }
      index += 1
    }
    return found
  }

  /// Whether `declaration` overrides a member other than an initializer: the surface lists it where the
  /// member is first declared.
  static func isInheritedMember(_ declaration: String) -> Bool {
    let words = declaration.split(separator: " ")
    return words.contains("override") && !words.contains { $0.hasPrefix("init") }
  }

  /// The declaration starting at `lines[start]`, joined into one line up to its body or its end.
  static func declarationText(_ lines: [String], from start: Int) -> String {
    var text = ""
    var depth = 0
    var index = start
    while index < lines.count {
      let line = lines[index].trimmed
      text += (text.isEmpty || text.hasSuffix("(") || line.hasPrefix(")") ? "" : " ") + line
      for character in line {
        if character == "(" || character == "[" { depth += 1 }
        if character == ")" || character == "]" { depth -= 1 }
      }
      index += 1
      if depth <= 0 { break }
    }
    return text
  }

  /// `line` without leading attributes (`@MainActor`, `@discardableResult`, `@available(...)`).
  static func strippingAttributes(_ line: String) -> String {
    var rest = Substring(line.trimmed)
    while rest.hasPrefix("@") {
      var end = rest.index(after: rest.startIndex)
      while end < rest.endIndex, rest[end].isLetter || rest[end] == "_" { end = rest.index(after: end) }
      if end < rest.endIndex, rest[end] == "(" {
        var depth = 0
        while end < rest.endIndex {
          if rest[end] == "(" { depth += 1 }
          if rest[end] == ")" { depth -= 1 }
          end = rest.index(after: end)
          if depth == 0 { break }
        }
      }
      rest = rest[end...].drop { $0 == " " }
    }
    return String(rest)
  }

  /// A declaration after its access keyword, reduced to what the surface compares: the modifiers that
  /// matter (`static`), the keyword, the name, labels and types, the result.
  static func signature(_ declaration: String) -> String {
    var words = declaration
    // Modifiers that do not change what a caller or a subclass writes.
    for modifier in ["internal(set) ", "private(set) ", "override ", "convenience ", "required ", "weak ", "final "] {
      words = words.replacingOccurrences(of: modifier, with: "")
    }
    let header = String(words.prefix { $0 != "{" }).trimmed
    if header.hasPrefix("func ") || header.hasPrefix("init") || header.hasPrefix("static func ") {
      guard let open = header.firstIndex(of: "("), let close = matchingParenthesis(header, from: open) else {
        return header
      }
      let name = String(header[..<open])
      let parameters = splitTopLevel(String(header[header.index(after: open)..<close])).map(parameter)
      let result = header[header.index(after: close)...].trimmed
      return "\(name)(\(parameters.joined(separator: ", ")))" + (result.isEmpty ? "" : " \(result)")
    }
    // A property: `var name: Type`, without its initial value or accessors.
    let withoutValue = splitTopLevel(header, separator: "=").first ?? header
    return withoutValue.trimmed
  }

  /// `label name: Type = default` → `label: Type`; `name: Type` → `name: Type`.
  static func parameter(_ text: String) -> String {
    let parts = splitTopLevel(text, separator: ":")
    guard parts.count >= 2 else { return text.trimmed }
    let names = parts[0].split(separator: " ")
    let type = splitTopLevel(parts.dropFirst().joined(separator: ":"), separator: "=").first ?? ""
    return "\(names.first ?? ""): \(type.trimmed)"
  }

  /// Splits `text` at `separator` outside parentheses, brackets and angle brackets.
  static func splitTopLevel(_ text: String, separator: Character = ",") -> [String] {
    var parts: [String] = []
    var current = ""
    var depth = 0
    var previous: Character = " "
    for character in text {
      if "([<".contains(character) { depth += 1 }
      if ")]".contains(character) || (character == ">" && previous != "-") { depth -= 1 }
      if character == separator, depth == 0 {
        parts.append(current)
        current = ""
      } else {
        current.append(character)
      }
      previous = character
    }
    if !current.trimmed.isEmpty { parts.append(current) }
    return parts
  }

  /// The index of the parenthesis closing the one at `open`.
  static func matchingParenthesis(_ text: String, from open: String.Index) -> String.Index? {
    var depth = 0
    var index = open
    while index < text.endIndex {
      if text[index] == "(" { depth += 1 }
      if text[index] == ")" {
        depth -= 1
        if depth == 0 { return index }
      }
      index = text.index(after: index)
    }
    return nil
  }

  /// Spacing normalised (one space between words, none inside parentheses' edges), and `let` read as `var`:
  /// whether a property is stored or computed is not compared.
  static func normalise(_ signature: String) -> String {
    var words = signature.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    if let index = words.firstIndex(of: "let"), index <= 1 { words[index] = "var" }
    return words.joined(separator: " ").replacingOccurrences(of: "( ", with: "(").replacingOccurrences(
      of: " )", with: ")")
  }
}

extension StringProtocol {
  /// Without leading and trailing white space.
  var trimmed: String { trimmingCharacters(in: .whitespaces) }
}
