/// Works out tab-completion candidates from the registry: command names for the first word, the
/// command's own provider for its arguments.
@MainActor
package struct CompletionEngine {
  /// Where commands and their providers are found.
  package let registry: CommandRegistry

  /// An engine over `registry`.
  ///
  /// - Parameter registry: The commands whose names and providers complete a line.
  package init(registry: CommandRegistry) {
    self.registry = registry
  }

  /// The candidates (plain words, quotes not added) for the word at the end of `linePrefix`, the
  /// text before the cursor. Only candidates starting with what was typed of that word are kept,
  /// ignoring case (`tap su` offers `Successive`, as `tap` itself matches labels).
  ///
  /// - Parameter linePrefix: The line from its start to the cursor.
  /// - Returns: The command names and aliases for the first word, what the command's provider offers
  ///   for an argument; only those that start with what was typed, without repeats.
  package func candidates(forLinePrefix linePrefix: String) -> [String] {
    let scan = Tokenizer.scan(linePrefix)
    let partial = scan.partial?.text ?? ""
    let all: [String]
    if scan.words.isEmpty {
      all = registry.allNames
    } else if let command = registry.command(named: scan.words[0]),
      scan.words.count - 1 < command.arguments.upperBound
    {
      all = command.complete(CompletionRequest(arguments: Array(scan.words.dropFirst()), partial: partial))
    } else {
      all = []
    }
    var seen = Set<String>()
    let typed = partial.lowercased()
    return all.filter { $0.lowercased().hasPrefix(typed) && seen.insert($0).inserted }
  }

  /// What replaces `word` (the text libedit will replace, which ends `linePrefix`) for each candidate:
  /// the candidate quoted as needed (keeping the quote the user opened), minus whatever part of the
  /// quoted word lies before `word` on the line.
  ///
  /// - Parameters:
  ///   - linePrefix: The line from its start to the cursor.
  ///   - word: The end of `linePrefix` that libedit replaces: the text after its last word break.
  /// - Returns: One replacement per candidate of ``candidates(forLinePrefix:)``, in the same order.
  package func replacements(forLinePrefix linePrefix: String, word: String) -> [String] {
    let raw = Tokenizer.scan(linePrefix).partial?.raw ?? ""
    let lead = raw.hasSuffix(word) ? String(raw.dropLast(word.count)) : ""
    return candidates(forLinePrefix: linePrefix).compactMap { candidate in
      let quoted = CompletionEngine.quote(candidate, like: raw)
      guard quoted.hasPrefix(lead) else { return nil }
      return String(quoted.dropFirst(lead.count))
    }
  }

  /// `candidate` quoted the way `raw` (the word as typed) started: in the user's open quote if any,
  /// otherwise only when it needs quoting.
  static func quote(_ candidate: String, like raw: String) -> String {
    if raw.hasPrefix("'") && !candidate.contains("'") { return "'\(candidate)'" }
    if raw.hasPrefix("\"") {
      let quoted = Tokenizer.quote(candidate)
      return quoted.hasPrefix("\"") ? quoted : "\"\(candidate)\""
    }
    return Tokenizer.quote(candidate)
  }
}
