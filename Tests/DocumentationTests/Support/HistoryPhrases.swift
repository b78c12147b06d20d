import Foundation

/// Finds phrases that tell what the project was instead of what it is (``patterns``: past habits, fixes,
/// dates, issue and work-session numbers, commit hashes). Docs and comments state what is and why; history
/// belongs in CHANGELOG.md and the commit messages.
enum HistoryPhrases {
  /// One kind of history phrase.
  struct Pattern: Sendable {
    /// What the phrase is, for the failure message.
    let name: String
    /// An ICU regular expression.
    let regex: String
    /// Whether letter case matters (a commit hash is lowercase hex; a phrase may start a sentence).
    let caseSensitive: Bool
  }

  /// The phrases refused outside CHANGELOG.md.
  static let patterns: [Pattern] = [
    // The passive present ("the clock is used …", "gets used …") is allowed: only the bare phrase is history.
    Pattern(
      name: "'used to'", regex: #"(?<!\b(?:is|are|be|been|being|get|gets|got) )\bused to\b"#, caseSensitive: false),
    Pattern(name: "'was fixed'", regex: #"\b(?:was|were|got) fixed\b"#, caseSensitive: false),
    Pattern(name: "'— fixed'", regex: #"— fixed\b"#, caseSensitive: false),
    Pattern(name: "'no longer'", regex: #"\bno longer\b"#, caseSensitive: false),
    Pattern(name: "'once had'", regex: #"\bonce had\b"#, caseSensitive: false),
    Pattern(name: "an issue number", regex: #"\bissues? #?\d+"#, caseSensitive: false),
    // The shell has sessions of its own ("this session", "a long session"): only a work session's ordinal
    // or number counts.
    Pattern(
      name: "a work session",
      regex: #"\b(?:first|second|third|fourth|previous|last|earlier|later) session\b|\bsession \d+\b"#,
      caseSensitive: false),
    Pattern(name: "a date", regex: #"\b20\d\d-\d\d-\d\d\b"#, caseSensitive: false),
    // 7 to 40 lowercase hex digits with at least one digit and one letter, not part of a longer word.
    Pattern(
      name: "a commit hash", regex: #"(?<![\w.-])(?=[0-9a-f]*[a-f])(?=[0-9a-f]*[0-9])[0-9a-f]{7,40}(?![\w-])"#,
      caseSensitive: true),
  ]

  /// The patterns compiled, for one scan (NSRegularExpression is not Sendable: no shared instance).
  struct Matcher {
    private let compiled: [(name: String, regex: NSRegularExpression)]

    init() {
      compiled = HistoryPhrases.patterns.map { pattern in
        let options: NSRegularExpression.Options = pattern.caseSensitive ? [] : [.caseInsensitive]
        // The patterns are constants: a typo is a programming error, which the unit tests catch.
        return (pattern.name, try! NSRegularExpression(pattern: pattern.regex, options: options))
      }
    }

    /// The names of the patterns `text` (one line) matches, in the order of ``HistoryPhrases/patterns``.
    func matches(in text: String) -> [String] {
      let range = NSRange(text.startIndex..., in: text)
      return compiled.filter { $0.regex.firstMatch(in: text, range: range) != nil }.map(\.name)
    }
  }

  /// The names of the patterns `text` (one line) matches, in the order of ``patterns``.
  static func matches(in text: String) -> [String] { Matcher().matches(in: text) }

  /// `path:line: name: text` for every line of `lines` (1-based line numbers, text) that holds a phrase.
  static func problems(in lines: [(line: Int, text: String)], at path: String) -> [String] {
    let matcher = Matcher()
    return lines.flatMap { line in
      matcher.matches(in: line.text).map {
        "\(path):\(line.line): \($0): \(line.text.trimmingCharacters(in: .whitespaces))"
      }
    }
  }

  /// The problems of a file: every line of a Markdown file, the comments of a Swift source.
  static func problems(inFile path: String, text: String) -> [String] {
    if path.hasSuffix(".swift") { return problems(in: SwiftComments.lines(of: text), at: path) }
    return problems(in: text.fileLines.enumerated().map { ($0.offset + 1, $0.element) }, at: path)
  }
}

/// The files the history scan reads, relative to the package root.
enum HistoryScan {
  /// Where the scan reads Markdown: README.md, CONTRIBUTING.md, everything under Documentation/, and the
  /// pages beside the code (App/README.md, the DocC catalogues under Modules/). CHANGELOG.md is where
  /// history goes, so it is not read.
  static let markdownRoots = ["README.md", "CONTRIBUTING.md", "Documentation", "App", "Modules"]
  /// Where it reads the comments of Swift sources (Documentation/'s Swift files included).
  static let swiftRoots = ["Package.swift", "Modules", "App", "Plugins", "Tests", "Benchmarks", "Documentation"]

  /// Every scanned file, sorted: Markdown under ``markdownRoots``, Swift sources under ``swiftRoots``,
  /// none in a hidden folder (`.build`).
  static func files() -> [String] {
    var found: Set<String> = []
    func add(_ root: String, suffix: String) {
      let url = PackageFiles.root.appendingPathComponent(root)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return }
      guard isDirectory.boolValue else {
        if root.hasSuffix(suffix) { found.insert(root) }
        return
      }
      guard let walker = FileManager.default.enumerator(atPath: url.path) else { return }
      for case let path as String in walker where path.hasSuffix(suffix) {
        if path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
        found.insert(root + "/" + path)
      }
    }
    for root in markdownRoots { add(root, suffix: ".md") }
    for root in swiftRoots { add(root, suffix: ".swift") }
    return found.sorted()
  }
}

/// The comments of a Swift source, line by line: `//` and `///` comments and `/* … */` blocks (nested),
/// not string literals (plain, multi-line, raw, with interpolations).
enum SwiftComments {
  /// Each line that holds comment text, with its 1-based number and that text.
  static func lines(of source: String) -> [(line: Int, text: String)] {
    var result: [(line: Int, text: String)] = []
    var scanner = Scanner(Array(source))
    scanner.run { line, text in
      if let last = result.last, last.line == line {
        result[result.count - 1].text += " " + text
      } else {
        result.append((line, text))
      }
    }
    return result
  }

  private struct Scanner {
    let characters: [Character]
    var index = 0
    var line = 1

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

    mutating func advance(_ count: Int = 1) {
      for _ in 0..<count where index < characters.count {
        if characters[index] == "\n" { line += 1 }
        index += 1
      }
    }

    /// Code until the end, or until the `)` that closes an interpolation when `depth` starts at 1.
    mutating func run(closingInterpolation: Bool = false, _ emit: (Int, String) -> Void) {
      var depth = 1
      while let character = peek() {
        if startsWith("//") {
          var text = ""
          while let next = peek(), next != "\n" {
            text.append(next)
            advance()
          }
          emit(line, text)
        } else if startsWith("/*") {
          blockComment(emit)
        } else if character == "#" || character == "\"" {
          var hashes = 0
          while peek(hashes) == "#" { hashes += 1 }
          if peek(hashes) == "\"" {
            advance(hashes)
            string(hashes: hashes, emit)
          } else {
            advance(max(hashes, 1))
          }
        } else if closingInterpolation, character == "(" {
          depth += 1
          advance()
        } else if closingInterpolation, character == ")" {
          depth -= 1
          advance()
          if depth == 0 { return }
        } else {
          advance()
        }
      }
    }

    /// A `/* … */` comment, nested ones included; its text is emitted line by line.
    mutating func blockComment(_ emit: (Int, String) -> Void) {
      var depth = 0
      var text = ""
      var textLine = line
      while peek() != nil {
        if startsWith("/*") {
          depth += 1
          text += "/*"
          advance(2)
        } else if startsWith("*/") {
          depth -= 1
          text += "*/"
          advance(2)
          if depth == 0 { break }
        } else if peek() == "\n" {
          emit(textLine, text)
          text = ""
          advance()
          textLine = line
        } else if let character = peek() {
          text.append(character)
          advance()
        }
      }
      if !text.isEmpty { emit(textLine, text) }
    }

    /// A string literal from its opening quote(s), `hashes` `#` already read.
    mutating func string(hashes: Int, _ emit: (Int, String) -> Void) {
      let multiline = startsWith("\"\"\"")
      advance(multiline ? 3 : 1)
      let closing = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
      let escape = "\\" + String(repeating: "#", count: hashes)
      while let character = peek() {
        if startsWith(closing) {
          advance(closing.count)
          return
        } else if startsWith(escape + "(") {
          advance(escape.count + 1)
          run(closingInterpolation: true, emit)
        } else if startsWith(escape) {
          advance(escape.count + 1)  // the escaped character, a quote included
        } else if character == "\n", !multiline {
          return  // an unterminated literal: the compiler reports it; the scan goes on
        } else {
          advance()
        }
      }
    }
  }
}
