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
    // Prose that tells a story of the code rather than a fixed phrase: what it did once, what came before.
    Pattern(
      name: "'once' and a past event",
      regex: #"\bonce (?:quit|crashed|broke|leaked|stopped|hung|failed|returned|printed|froze)\b"#,
      caseSensitive: false),
    Pattern(name: "'previously'", regex: #"\b(?:previously|formerly)\b"#, caseSensitive: false),
    Pattern(name: "'as before'", regex: #"\bas before\b"#, caseSensitive: false),
    Pattern(name: "'in the past'", regex: #"\b(?:in the past|until recently)\b"#, caseSensitive: false),
    Pattern(name: "a count of fixes", regex: #"\b(?:two|three|four|several|many) fixes\b"#, caseSensitive: false),
    Pattern(name: "a 'before' column", regex: #"\|\s*before\s*\|"#, caseSensitive: false),
    Pattern(name: "'we changed'", regex: #"\bwe (?:changed|fixed|replaced|removed|rewrote)\b"#, caseSensitive: false),
    Pattern(
      name: "an earlier version",
      regex: #"\b(?:earlier|older|previous|old) (?:version|design|implementation)\b"#, caseSensitive: false),
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
  /// The build and CI scripts, read whole (their comments and messages are prose as the docs are).
  static let scriptRoots = ["Makefile", ".ci/run", "Scripts"]

  /// Every scanned file, sorted: Markdown under ``markdownRoots``, Swift sources under ``swiftRoots``, the
  /// scripts of ``scriptRoots`` (Python under Scripts/); none in a hidden folder (`.build`) but `.ci/run`.
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
    for root in scriptRoots { add(root, suffix: root == "Scripts" ? ".py" : root) }
    return found.sorted()
  }
}

/// The comments of a Swift source, line by line: `//` and `///` comments and `/* … */` blocks (nested),
/// not string literals (plain, multi-line, raw, with interpolations). Read with ``SwiftCode``'s lexer.
enum SwiftComments {
  /// Each line that holds comment text, with its 1-based number and that text (two comments on one line
  /// joined by a space).
  static func lines(of source: String) -> [(line: Int, text: String)] {
    let characters = Array(source)
    let kinds = SwiftCode.kinds(of: characters)
    var result: [(line: Int, text: String)] = []
    var line = 1
    var run = ""
    func endRun() {
      guard !run.isEmpty else { return }
      if let last = result.last, last.line == line {
        result[result.count - 1].text += " " + run
      } else {
        result.append((line, run))
      }
      run = ""
    }
    for (character, kind) in zip(characters, kinds) {
      if character == "\n" {
        endRun()
        line += 1
      } else if kind == .comment {
        run.append(character)
      } else {
        endRun()
      }
    }
    endRun()
    return result
  }
}
