/// The commands of a session, found by name or alias.
///
/// Registration refuses (with a ``RegistryError``, never a crash) names that are empty, hold blanks,
/// quotes, backslashes or control characters, start with `#`, or are already taken.
@MainActor
package final class CommandRegistry {
  /// The commands in registration order.
  package private(set) var commands: [ShellCommand] = []
  private var indexByName: [String: Int] = [:]
  /// What a command that saves a recording follows (`record`, `explore --save`): set by
  /// ``ShellLauncher/makeRegistry(app:console:recordedArguments:readingFrom:isReplaying:)``.
  package var recordingSettings = RecordingSettings()

  /// An empty registry.
  package init() {}

  /// Adds `command`.
  ///
  /// - Parameter command: The command to add, found afterwards by its name and by each alias.
  /// - Throws: ``RegistryError`` when a name is not a plain word, is already taken, or the argument
  ///   count range starts below zero; the registry is then left as it was.
  package func register(_ command: ShellCommand) throws(RegistryError) {
    let names = [command.name] + command.aliases
    for name in names {
      guard CommandRegistry.isValidName(name) else { throw .invalidName(name) }
      guard indexByName[name] == nil else { throw .duplicateName(name) }
    }
    guard Set(names).count == names.count else { throw .duplicateName(command.name) }
    guard command.arguments.lowerBound >= 0 else { throw .invalidArgumentCount(command.name) }
    for name in names { indexByName[name] = commands.count }
    commands.append(command)
  }

  /// The command called `name` (its name or an alias), if any.
  ///
  /// - Parameter name: A word as typed; names match exactly, case included.
  /// - Returns: The command with that name or alias, or nil.
  package func command(named name: String) -> ShellCommand? {
    indexByName[name].map { commands[$0] }
  }

  /// Every name and alias, sorted.
  package var allNames: [String] {
    indexByName.keys.sorted()
  }

  /// The commands sorted by name, as `help` lists them.
  package var sortedCommands: [ShellCommand] {
    commands.sorted { $0.name < $1.name }
  }

  /// The names (and aliases of two characters or more) within a small edit distance of `typed`, the
  /// closest first, for an unknown command's "did you mean": one edit (a letter added, dropped, changed,
  /// or two neighbours swapped) for a word of up to four characters, two for a longer one; case is
  /// ignored. Empty when none is that close, or when `typed` is longer than 40 characters.
  ///
  /// - Parameter typed: The unknown command as typed.
  /// - Returns: The command names to suggest, the closest first.
  package func suggestions(for typed: String) -> [String] {
    let word = Array(typed.lowercased())
    guard !word.isEmpty, word.count <= 40 else { return [] }
    let limit = word.count <= 4 ? 1 : 2
    let scored = allNames.compactMap { name -> (name: String, distance: Int)? in
      guard name.count >= 2 else { return nil }
      let distance = CommandRegistry.editDistance(word, Array(name.lowercased()))
      return distance <= limit && distance < name.count ? (name, distance) : nil
    }
    guard let best = scored.map(\.distance).min() else { return [] }
    return scored.filter { $0.distance == best }.map(\.name)
  }

  /// The optimal-string-alignment distance between `a` and `b`: insertions, deletions, substitutions and
  /// swaps of two neighbours each count one.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var before = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], before[j - 2] + 1)
        }
      }
      (before, previous, current) = (previous, current, before)
    }
    return previous[b.count]
  }

  /// Whether `name` can name a command: a non-empty word of printable characters without blanks,
  /// quotes or backslashes, not starting with `#`.
  ///
  /// - Parameter name: A proposed command name or alias.
  /// - Returns: true when ``register(_:)`` accepts it as a name.
  package static func isValidName(_ name: String) -> Bool {
    guard !name.isEmpty, !name.hasPrefix("#") else { return false }
    return name.unicodeScalars.allSatisfy { scalar in
      !scalar.properties.isWhitespace && !InputLine.isForbidden(scalar) && !"'\"\\".unicodeScalars.contains(scalar)
    }
  }
}

/// Why a command could not be registered.
package enum RegistryError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The name or alias is not a plain word.
  case invalidName(String)
  /// The name or alias is taken already.
  case duplicateName(String)
  /// The accepted argument counts start below zero.
  case invalidArgumentCount(String)

  /// A sentence saying what is wrong.
  package var description: String {
    switch self {
    case .invalidName(let name): return "invalid command name '\(name)'"
    case .duplicateName(let name): return "command name '\(name)' is already taken"
    case .invalidArgumentCount(let name): return "command '\(name)' accepts a negative number of arguments"
    }
  }
}
