import NavigatableRIBs
import NavigatableRIBsTesting

/// What a command line did to the session's state, as a value that does it again: a user's action, a deep
/// link, a rebuild, a profile or trace switch, a leak check that moved the detector's clock.
///
/// `undo` rebuilds the session from its start and does every effect but the last command's again;
/// `explore` builds each explored app from the last rebuild and does the effects since.
enum SessionEffect: Equatable {
  /// A person's action on the app (``UserAction``).
  case action(UserAction)
  /// A deep link followed.
  case open(String)
  /// The app rebuilt from scratch in `World` (`reset`, `fixture`).
  case rebuild(World)
  /// The UIKit behaviour profile switched.
  case profile(UIKitBehaviorProfile)
  /// Tracing switched on or off (it numbers the screens it prints, so it is part of the session's state).
  case trace(Bool)
  /// `leaks` checked every pending LeakDetector expectation at once, with a swipe in flight (which holds the
  /// detector's clock still otherwise).
  case leakCheck

  /// Whether this is a rebuild of the app.
  var isRebuild: Bool {
    if case .rebuild = self { true } else { false }
  }

  /// Whether `undo` takes back a command with this effect: what changes the app, its data or its profile.
  var isUndoable: Bool {
    switch self {
    case .action, .open, .rebuild, .profile: true
    case .trace, .leakCheck: false
    }
  }
}

/// One command line of the session that did something, and what it did.
struct SessionEntry: Equatable {
  /// The command line as typed.
  let text: String
  /// What it did, in order; never empty in a ``SessionLog``.
  var effects: [SessionEffect]
  /// How many command lines that did nothing (they only looked, or failed) ran just before this one: they
  /// are not kept, but they count in `why`'s command numbers.
  var linesBefore = 0
  /// Whether the line is one of those a log started afresh begins with (the session's settings), which
  /// `undo` does not take back.
  var isStart = false

  /// Whether `undo` takes this line back.
  var isUndoable: Bool { !isStart && effects.contains(where: \.isUndoable) }
}

/// The session's command lines that did something, and their effects, since the session started (or since
/// the `reset` that started the log afresh): what `undo` and `explore` rebuild the session from, and what
/// `explore --save` writes as a recording's preamble.
///
/// A line that did nothing (`show`, `tree`, a `tap` that failed) is not kept, only counted: it changes no
/// state, so rebuilding without it ends in the same state, and a preamble without it replays to that state
/// (a line that failed where it ran is left out rather than run again where it might succeed). Bounded
/// like the shell's own command log: past ``maximumEntries`` kept lines it keeps nothing and says so
/// (``isComplete``), so a long session's memory stays flat; a rebuild (`reset`, `fixture`) after that
/// starts it afresh (``AppExplorer``).
struct SessionLog: Equatable {
  /// How many lines the log keeps.
  static let maximumEntries = 10_000

  /// The lines so far, oldest first; empty once the log overflowed.
  private(set) var entries: [SessionEntry] = []
  /// How many lines that did nothing ran after the last of ``entries``.
  private(set) var trailingLines = 0
  /// Whether ``entries`` holds every line since the log started.
  private(set) var isComplete = true

  /// A log of `entries` (the lines that bring a fresh session to a state), complete.
  init(_ entries: [SessionEntry] = []) {
    self.entries = entries
  }

  /// Adds a line that ran; one with no effect is only counted.
  mutating func append(_ entry: SessionEntry) {
    guard isComplete else { return }
    guard !entry.effects.isEmpty else {
      trailingLines += 1
      return
    }
    guard entries.count < Self.maximumEntries else {
      isComplete = false
      entries = []
      trailingLines = 0
      return
    }
    var entry = entry
    entry.linesBefore = trailingLines
    trailingLines = 0
    entries.append(entry)
  }

  /// Takes back the line at `index` (`undo`): the lines that did nothing before it still count.
  mutating func remove(at index: Int) {
    let removed = entries.remove(at: index)
    if index < entries.count {
      entries[index].linesBefore += removed.linesBefore
    } else {
      trailingLines += removed.linesBefore
    }
  }

  /// The lines since the last rebuild (`reset`, `fixture`), that rebuild excluded: what brings a freshly
  /// built app in the current world to the session's state.
  var sinceLastRebuild: ArraySlice<SessionEntry> {
    let start =
      entries.lastIndex { entry in entry.effects.contains(where: \.isRebuild) }.map { $0 + 1 } ?? 0
    return entries[start...]
  }
}
