/// Splits a command line into words, shell-like.
///
/// - Blanks (spaces, tabs) separate words.
/// - `'single quotes'` keep everything inside literally.
/// - `"double quotes"` keep everything inside, except that `\"` and `\\` stand for `"` and `\`.
/// - Outside quotes, a backslash makes the next character literal (`a\ b` is one word).
/// - Quoted and unquoted parts next to each other make one word (`a"b c"` is `ab c`); `""` is an empty word.
package enum Tokenizer {
  /// The words of `line`.
  ///
  /// - Parameter line: A command line, decoded and trimmed.
  /// - Returns: The words, quoting and escapes removed.
  /// - Throws: ``TokenizerError`` for an unterminated quote or a line ending in a lone backslash.
  package static func split(_ line: String) throws(TokenizerError) -> [String] {
    let scan = scan(line)
    if let quote = scan.openQuote { throw .unterminatedQuote(quote) }
    if scan.danglingEscape { throw .danglingBackslash }
    var words = scan.words
    if let partial = scan.partial { words.append(partial.text) }
    return words
  }

  /// Scans `line` leniently (an unterminated quote is fine): what completion needs to know about the
  /// word under the cursor at the end of `line`.
  ///
  /// - Parameter line: The line up to the cursor.
  /// - Returns: The complete words, the word being typed (if any), and whether a quote or an escape is
  ///   left open.
  package static func scan(_ line: String) -> Scan {
    var words: [String] = []
    var current: String?
    var currentStart = line.startIndex
    var quote: Character?
    var escaping = false
    var index = line.startIndex
    while index < line.endIndex {
      let character = line[index]
      if escaping {
        if let quote, quote == "\"", character != "\"", character != "\\" { current!.append("\\") }
        current!.append(character)
        escaping = false
      } else if let open = quote {
        if character == open {
          quote = nil
        } else if open == "\"" && character == "\\" {
          escaping = true
        } else {
          current!.append(character)
        }
      } else if character == " " || character == "\t" {
        if let word = current { words.append(word) }
        current = nil
      } else {
        if current == nil {
          current = ""
          currentStart = index
        }
        switch character {
        case "'", "\"": quote = character
        case "\\": escaping = true
        default: current!.append(character)
        }
      }
      index = line.index(after: index)
    }
    let partial = current.map { Scan.Partial(text: $0, raw: String(line[currentStart...])) }
    return Scan(words: words, partial: partial, openQuote: quote, danglingEscape: escaping)
  }

  /// The result of ``scan(_:)``.
  package struct Scan: Equatable, Sendable {
    /// The word being typed at the end of the line: its text with quotes removed and as typed.
    package struct Partial: Equatable, Sendable {
      /// The word with quoting removed.
      package var text: String
      /// The word exactly as typed (quotes and backslashes included).
      package var raw: String

      /// A partial word.
      ///
      /// - Parameters:
      ///   - text: The word with quoting removed.
      ///   - raw: The word exactly as typed.
      package init(text: String, raw: String) {
        self.text = text
        self.raw = raw
      }
    }
    /// The complete words (followed by a blank).
    package var words: [String]
    /// The word still being typed at the end of the line, if the line does not end with a blank.
    package var partial: Partial?
    /// The quote character still open at the end of the line.
    package var openQuote: Character?
    /// Whether the line ends in a backslash that escapes nothing.
    package var danglingEscape: Bool
  }

  /// `word` written so that ``split(_:)`` reads it back as one word: as it is when it needs no quoting,
  /// otherwise in double quotes with `"` and `\` escaped.
  ///
  /// - Parameter word: Any word, such as a completion candidate.
  /// - Returns: The word, quoted when it is empty or holds a blank, a quote or a backslash.
  package static func quote(_ word: String) -> String {
    let needsQuoting = word.isEmpty || word.contains { " \t'\"\\".contains($0) }
    guard needsQuoting else { return word }
    var result = "\""
    for character in word {
      if character == "\"" || character == "\\" { result.append("\\") }
      result.append(character)
    }
    return result + "\""
  }
}

/// Why a line could not be split into words.
package enum TokenizerError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A quote (`'` or `"`) was opened and never closed.
  case unterminatedQuote(Character)
  /// The line ends with a backslash that escapes nothing.
  case danglingBackslash

  /// The message of the error line.
  package var description: String {
    switch self {
    case .unterminatedQuote(let quote): return "unterminated quote (\(quote)); line ignored"
    case .danglingBackslash: return "line ends with a lone backslash; line ignored"
    }
  }
}
