import Foundation

/// Checks that public API doc comments have the shape Swift libraries use: a summary, then
/// `- Parameters:` (or `- Parameter name:`) when the declaration takes parameters, `- Returns:` when a
/// function returns a value, and `- Throws:` when it throws. Reads the `public` and `open` functions,
/// initializers and subscripts of the Swift sources under ``roots``, and the requirements of their `public`
/// protocols, multi-line signatures included.
enum DocCommentShape {
  /// Where the scan reads Swift sources, relative to the package root: the libraries, the features (their
  /// implementations and test support publish API too) and the shell's library.
  static let roots = ["Modules", "App/ShellKit"]

  /// Every Swift source under ``roots``, sorted, none in a hidden folder.
  static func files() -> [String] {
    var found: [String] = []
    for root in roots {
      let url = PackageFiles.root.appendingPathComponent(root)
      guard let walker = FileManager.default.enumerator(atPath: url.path) else { continue }
      for case let path as String in walker where path.hasSuffix(".swift") {
        if path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
        found.append(root + "/" + path)
      }
    }
    return found.sorted()
  }

  /// What kind of declaration a ``Declaration`` is.
  enum Kind: String, Sendable {
    case function = "func"
    case initializer = "init"
    case `subscript`
  }

  /// One `public` or `open` function, initializer or subscript, and the doc comment above it.
  struct Declaration: Sendable {
    /// The 1-based line of the declaration's keyword.
    let line: Int
    let kind: Kind
    /// The function's name; `init` or `subscript` for the others.
    let name: String
    /// The words before the keyword: `public`, `static`, `override`, `convenience`, ...
    let modifiers: [String]
    /// The text between the parentheses of the parameter list, trimmed.
    let parameters: String
    /// The type after `->`, trimmed; empty when there is none.
    let returnType: String
    /// Whether the declaration says `throws` (typed or not); `rethrows` does not count.
    let throwsErrors: Bool
    /// The name of the type or extension the declaration is in; empty at file scope.
    let enclosingType: String
    /// The text of the `///` lines above the declaration, without the slashes.
    let documentation: [String]

    /// Whether the documentation has a line that starts with `- <section>` (`Parameters:`, `Returns:`, ...).
    func documents(_ sections: String...) -> Bool {
      documentation.contains { line in
        let text = line.trimmingCharacters(in: .whitespaces)
        guard text.hasPrefix("-") else { return false }
        let rest = text.dropFirst().trimmingCharacters(in: .whitespaces).lowercased()
        return sections.contains { rest.hasPrefix($0.lowercased()) }
      }
    }
  }

  /// Declarations whose documentation is someone else's, each with the reason; the first that applies wins.
  static let exemptions: [(reason: String, applies: @Sendable (Declaration) -> Bool)] = [
    (
      "an override: the overridden declaration's documentation applies (Apple's, or ours, which this scan checks)",
      { $0.modifiers.contains("override") }
    ),
    (
      "init?(coder:): NSCoding's initializer, documented by Apple",
      { $0.kind == .initializer && $0.parameters.hasPrefix("coder") }
    ),
    (
      "a UIKit delegate protocol and its default implementations: Apple documents the requirements",
      { $0.enclosingType.hasPrefix("UI") && $0.enclosingType.hasSuffix("Delegate") }
    ),
    (
      "a result builder's build method: the compiler calls it, the language documents what each one does",
      { $0.kind == .function && resultBuilderMethods.contains($0.name) }
    ),
    (
      "init(rawValue:): RawRepresentable's requirement, documented by the standard library",
      { $0.kind == .initializer && $0.parameters.hasPrefix("rawValue:") }
    ),
  ]

  /// The methods a result builder implements for the compiler.
  static let resultBuilderMethods: Set<String> = [
    "buildBlock", "buildPartialBlock", "buildExpression", "buildOptional", "buildEither", "buildArray",
    "buildLimitedAvailability", "buildFinalResult",
  ]

  /// The reason `declaration` needs no sections, or nil when it is checked.
  static func exemption(for declaration: Declaration) -> String? {
    exemptions.first { $0.applies(declaration) }?.reason
  }

  /// The sections `declaration`'s doc comment lacks, e.g. `["- Parameters:", "- Returns:"]`; empty when its
  /// shape is right or it is exempt.
  static func missingSections(of declaration: Declaration) -> [String] {
    if exemption(for: declaration) != nil { return [] }
    var missing: [String] = []
    if !declaration.parameters.isEmpty, !declaration.documents("Parameters:", "Parameter ") {
      missing.append("- Parameters:")
    }
    let voidTypes: Set<String> = ["", "Void", "()", "Never"]
    if declaration.kind == .function, !voidTypes.contains(declaration.returnType),
      !declaration.documents("Returns:")
    {
      missing.append("- Returns:")
    }
    if declaration.throwsErrors, !declaration.documents("Throws:") { missing.append("- Throws:") }
    return missing
  }

  /// `path:line: what is missing: the declaration` for every declaration of `text` whose doc comment lacks a
  /// section.
  static func problems(inFile path: String, text: String) -> [String] {
    declarations(in: text).compactMap { declaration in
      let missing = missingSections(of: declaration)
      guard !missing.isEmpty else { return nil }
      let name = declaration.kind == .function ? "func " + declaration.name : declaration.kind.rawValue
      return "\(path):\(declaration.line): no \(missing.joined(separator: ", ")) in the doc comment of "
        + "\(name)(\(declaration.parameters))"
    }
  }

  // MARK: - Cost notes

  /// What a cost note looks like: an instruction count, exclusivity checking, a complexity claim. API docs
  /// state behaviour; what it costs is in Documentation/Performance.md.
  static let costNote = try! NSRegularExpression(
    pattern: #"\binstructions?\b|\bexclusivity\b|\bO\([^)]*\)"#, options: [.caseInsensitive])

  /// `path:line: cost note: text` for every line of a doc comment above a `public` or `open` declaration
  /// of `text` (of any kind: types and properties too) that holds a cost note.
  static func costNotes(inFile path: String, text: String) -> [String] {
    let codeLines = SwiftCode.blankingCommentsAndStrings(text).fileLines
    let sourceLines = text.fileLines
    let publicDeclaration = try! NSRegularExpression(
      pattern: #"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:\w+(?:\([^)]*\))?\s+)*?(?:public|open)\s"#)
    var result: [String] = []
    for (index, line) in codeLines.enumerated() {
      guard publicDeclaration.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil else {
        continue
      }
      var current = index - 1
      while current >= 0, codeLines[current].trimmingCharacters(in: .whitespaces).hasPrefix("@") { current -= 1 }
      while current >= 0, sourceLines[current].trimmingCharacters(in: .whitespaces).hasPrefix("///") {
        let comment = sourceLines[current]
        if costNote.firstMatch(in: comment, range: NSRange(comment.startIndex..., in: comment)) != nil {
          result.append("\(path):\(current + 1): cost note: \(comment.trimmingCharacters(in: .whitespaces))")
        }
        current -= 1
      }
    }
    return result.sorted()
  }

  // MARK: - Reading declarations

  /// The words that may come before `func`, `init` or `subscript`.
  static let modifierWords: Set<String> = [
    "public", "open", "package", "internal", "fileprivate", "private", "static", "class", "final", "override",
    "required", "convenience", "mutating", "nonmutating", "nonisolated", "dynamic", "optional", "consuming",
    "borrowing", "isolated", "distributed", "indirect",
  ]

  /// Every `public` or `open` function, initializer and subscript of `source`, in order.
  static func declarations(in source: String) -> [Declaration] {
    let code = SwiftCode.blankingCommentsAndStrings(source)
    let codeLines = code.fileLines
    let sourceLines = source.fileLines
    let enclosing = SwiftCode.enclosingTypes(ofLines: codeLines)
    let requirements = SwiftCode.publicProtocolBodies(ofLines: codeLines)
    var result: [Declaration] = []
    for (index, line) in codeLines.enumerated() {
      guard let start = declarationStart(in: line) else { continue }
      // A public protocol's requirements are public API without the word.
      guard start.modifiers.contains("public") || start.modifiers.contains("open") || requirements[index] else {
        continue
      }
      let signature = self.signature(from: codeLines, line: index, column: start.afterKeyword)
      result.append(
        Declaration(
          line: index + 1, kind: start.kind, name: start.name, modifiers: start.modifiers,
          parameters: signature.parameters, returnType: signature.returnType, throwsErrors: signature.throwsErrors,
          enclosingType: enclosing[index], documentation: documentation(above: index, in: sourceLines)))
    }
    return result
  }

  private struct Start {
    let kind: Kind
    let name: String
    let modifiers: [String]
    /// Where the signature goes on after the keyword (and the function's name), as a character offset.
    let afterKeyword: Int
  }

  /// The declaration that starts on `line` (code only): attributes, modifiers, then the keyword.
  private static func declarationStart(in line: String) -> Start? {
    let characters = Array(line)
    var index = 0
    var modifiers: [String] = []
    func skipSpaces() {
      while index < characters.count, characters[index] == " " || characters[index] == "\t" { index += 1 }
    }
    func word() -> String {
      var text = ""
      while index < characters.count,
        characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
      {
        text.append(characters[index])
        index += 1
      }
      return text
    }
    func skipParenthesised() {
      guard index < characters.count, characters[index] == "(" else { return }
      var depth = 0
      while index < characters.count {
        if characters[index] == "(" { depth += 1 }
        if characters[index] == ")" { depth -= 1 }
        index += 1
        if depth == 0 { return }
      }
    }
    while true {
      skipSpaces()
      guard index < characters.count else { return nil }
      if characters[index] == "@" {
        index += 1
        _ = word()
        skipParenthesised()
        continue
      }
      let next = word()
      switch next {
      case "func":
        skipSpaces()
        var name = word()
        if name.isEmpty {
          while index < characters.count, !" <(".contains(characters[index]) {
            name.append(characters[index])
            index += 1
          }
        }
        return Start(kind: .function, name: name, modifiers: modifiers, afterKeyword: index)
      case "init", "subscript":
        guard index == characters.count || "?!<( ".contains(characters[index]) else { return nil }
        return Start(
          kind: next == "init" ? .initializer : .subscript, name: next, modifiers: modifiers, afterKeyword: index)
      default:
        guard modifierWords.contains(next) else { return nil }
        modifiers.append(next)
        skipParenthesised()  // private(set), nonisolated(unsafe)
      }
    }
  }

  private struct Signature {
    var parameters = ""
    var returnType = ""
    var throwsErrors = false
  }

  /// The parameters, effects and return type of the declaration whose keyword ends at `column` of `line`:
  /// up to its body's `{`, or, for a protocol requirement, to the end of the line where it is complete.
  private static func signature(from lines: [String], line: Int, column: Int) -> Signature {
    var text = ""
    var depth = 0  // parentheses and angle brackets
    var parameters: String?
    var current = ""
    var lineIndex = line
    var characters = Array(lines[line]).dropFirst(column)
    scan: while true {
      for character in characters {
        if character == "{", depth == 0, parameters != nil { break scan }
        if character == "(" || (character == "<" && parameters == nil) { depth += 1 }
        if character == ")" || (character == ">" && parameters == nil && !text.hasSuffix("-")) { depth -= 1 }
        text.append(character)
        if parameters == nil {
          current.append(character)
          if character == ")", depth == 0 {
            // The first top-level parenthesised group after the generics is the parameter list.
            if let open = current.firstIndex(of: "(") {
              parameters = String(current[current.index(after: open)..<current.index(before: current.endIndex)])
              text = ""
            }
          }
        }
      }
      lineIndex += 1
      guard lineIndex < lines.count else { break }
      let next = lines[lineIndex].trimmingCharacters(in: .whitespaces)
      let continues =
        depth > 0 || parameters == nil
        || ["->", "throws", "rethrows", "async", "where", "&", ",", ":"].contains { next.hasPrefix($0) }
        || ["->", ",", "&", ":", "<"].contains { text.trimmingCharacters(in: .whitespaces).hasSuffix($0) }
      guard continues else { break }
      text.append(" ")
      if parameters == nil { current.append(" ") }
      characters = Array(lines[lineIndex]).dropFirst(0)
    }
    var signature = Signature()
    signature.parameters = (parameters ?? "").trimmingCharacters(in: .whitespaces)
      .replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression)
    let effects: Substring
    if let arrow = text.range(of: "->") {
      effects = text[..<arrow.lowerBound]
      var returned = String(text[arrow.upperBound...])
      if let clause = returned.range(of: #"\bwhere\b"#, options: .regularExpression) {
        returned = String(returned[..<clause.lowerBound])
      }
      signature.returnType = returned.trimmingCharacters(in: .whitespaces)
    } else {
      effects = text[...]
    }
    signature.throwsErrors = effects.range(of: #"\bthrows\b"#, options: .regularExpression) != nil
    return signature
  }

  /// The text of the `///` lines right above line `index`; attribute lines between them and the declaration
  /// are skipped.
  private static func documentation(above index: Int, in lines: [String]) -> [String] {
    var result: [String] = []
    var current = index - 1
    while current >= 0, lines[current].trimmingCharacters(in: .whitespaces).hasPrefix("@") { current -= 1 }
    while current >= 0 {
      let text = lines[current].trimmingCharacters(in: .whitespaces)
      guard text.hasPrefix("///") else { break }
      result.insert(String(text.dropFirst(3)), at: 0)
      current -= 1
    }
    return result
  }
}

/// The code of a Swift source, for scans that must not read comments or string literals as code.
enum SwiftCode {
  /// `source` with every comment and the contents of every string literal replaced by spaces; line breaks
  /// stay where they are, so line numbers and columns still match. Interpolations are kept as code.
  static func blankingCommentsAndStrings(_ source: String) -> String {
    var scanner = Blanker(Array(source))
    scanner.code()
    return String(scanner.output)
  }

  /// What each character of `characters` is part of.
  enum Kind: Equatable {
    case code
    case comment
    case string
  }

  /// The kind of each character of `characters`: a comment (its delimiters included), the contents of a
  /// string literal (its quotes are code), or code (interpolations included).
  static func kinds(of characters: [Character]) -> [Kind] {
    var scanner = Blanker(characters)
    scanner.code()
    return scanner.kinds
  }

  /// For each line of `lines` (code only), the name of the innermost type, protocol or extension open at its
  /// start; empty at file scope.
  /// For each line, whether the innermost block it is in is the body of a `public` protocol (its
  /// requirements); an extension of the protocol does not count.
  static func publicProtocolBodies(ofLines lines: [String]) -> [Bool] {
    let header = try! NSRegularExpression(pattern: #"(?:^|\s)public\s+protocol\s+[A-Za-z_]\w*"#)
    return openBlocks(ofLines: lines) { statement in
      header.firstMatch(in: statement, range: NSRange(statement.startIndex..., in: statement)) != nil
    }.map { $0.last ?? false }
  }

  static func enclosingTypes(ofLines lines: [String]) -> [String] {
    let header = try! NSRegularExpression(
      pattern: #"(?:^|\s)(?:extension|protocol|class|struct|enum|actor)\s+([A-Za-z_][\w.]*)"#)
    // Each open block: a type's name, or nil for any other block.
    return openBlocks(ofLines: lines) { statement -> String? in
      guard let match = header.firstMatch(in: statement, range: NSRange(statement.startIndex..., in: statement)),
        let found = Range(match.range(at: 1), in: statement),
        !["func", "var", "let", "init", "subscript"].contains(String(statement[found]))
      else { return nil }
      return String(statement[found])
    }.map { $0.compactMap { $0 }.last ?? "" }
  }

  /// For each line, the blocks open where it starts, outermost first, each as `classify` made it from the
  /// statement before its `{` (code only: comments and strings blanked).
  private static func openBlocks<Block>(ofLines lines: [String], _ classify: (String) -> Block) -> [[Block]] {
    var stack: [Block] = []
    var statement = ""
    var result: [[Block]] = []
    for line in lines {
      result.append(stack)
      for character in line {
        switch character {
        case "{":
          stack.append(classify(statement))
          statement = ""
        case "}":
          if !stack.isEmpty { stack.removeLast() }
          statement = ""
        case ";":
          statement = ""
        default:
          statement.append(character)
        }
      }
      statement.append(" ")
    }
    return result
  }

  private struct Blanker {
    let characters: [Character]
    var index = 0
    var output: [Character] = []
    var kinds: [Kind] = []

    init(_ characters: [Character]) { self.characters = characters }

    func peek(_ offset: Int = 0) -> Character? {
      index + offset < characters.count ? characters[index + offset] : nil
    }

    func startsWith(_ text: String) -> Bool {
      var offset = 0
      for character in text {
        guard peek(offset) == character else { return false }
        offset += 1
      }
      return true
    }

    /// Copies the next `count` characters as they are.
    mutating func keep(_ count: Int = 1) {
      for _ in 0..<count where index < characters.count {
        output.append(characters[index])
        kinds.append(.code)
        index += 1
      }
    }

    /// Replaces the next `count` characters, part of a `kind`, by spaces, line breaks kept.
    mutating func blank(_ count: Int = 1, _ kind: Kind) {
      for _ in 0..<count where index < characters.count {
        output.append(characters[index] == "\n" ? "\n" : " ")
        kinds.append(kind)
        index += 1
      }
    }

    /// Code until the end, or until the `)` that closes an interpolation.
    mutating func code(closingInterpolation: Bool = false) {
      var depth = 1
      while let character = peek() {
        if startsWith("//") {
          while peek() != nil, peek() != "\n" { blank(1, .comment) }
        } else if startsWith("/*") {
          var nesting = 0
          while peek() != nil {
            if startsWith("/*") {
              nesting += 1
              blank(2, .comment)
            } else if startsWith("*/") {
              nesting -= 1
              blank(2, .comment)
              if nesting == 0 { break }
            } else {
              blank(1, .comment)
            }
          }
        } else if character == "#" || character == "\"" {
          var hashes = 0
          while peek(hashes) == "#" { hashes += 1 }
          if peek(hashes) == "\"" {
            keep(hashes)
            string(hashes: hashes)
          } else {
            keep(max(hashes, 1))
          }
        } else if closingInterpolation, character == "(" {
          depth += 1
          keep()
        } else if closingInterpolation, character == ")" {
          depth -= 1
          keep()
          if depth == 0 { return }
        } else {
          keep()
        }
      }
    }

    /// A string literal from its opening quote(s), `hashes` `#` already read: the quotes are kept, the
    /// contents blanked, interpolations kept as code.
    mutating func string(hashes: Int) {
      let multiline = startsWith("\"\"\"")
      keep(multiline ? 3 : 1)
      let closing = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
      let escape = "\\" + String(repeating: "#", count: hashes)
      while let character = peek() {
        if startsWith(closing) {
          keep(closing.count)
          return
        } else if startsWith(escape + "(") {
          blank(escape.count, .string)
          keep()
          code(closingInterpolation: true)
        } else if startsWith(escape) {
          blank(escape.count + 1, .string)
        } else if character == "\n", !multiline {
          return
        } else {
          blank(1, .string)
        }
      }
    }
  }
}
