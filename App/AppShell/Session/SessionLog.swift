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
  /// `leaks` checked every pending LeakDetector expectation at once.
  case leakCheck

  /// Whether `undo` takes back a command with this effect: what changes the app, its data or its profile.
  var isUndoable: Bool {
    switch self {
    case .action, .open, .rebuild, .profile: true
    case .trace, .leakCheck: false
    }
  }
}

/// One command line of the session and what it did, in order.
struct SessionEntry: Equatable {
  /// The command line as typed.
  let text: String
  /// What it did, in order; empty for a command that only looked (`show`, `tree`) or failed at once.
  var effects: [SessionEffect]

  /// Whether `undo` takes this line back.
  var isUndoable: Bool { effects.contains(where: \.isUndoable) }
}

/// The session's command lines and their effects since the session started, bounded like the shell's own
/// command log: past ``maximumEntries`` it keeps nothing and says so (``isComplete``), so a long session's
/// memory stays flat.
struct SessionLog {
  /// How many lines the log keeps.
  static let maximumEntries = 10_000

  /// The lines so far, oldest first; empty once the log overflowed.
  private(set) var entries: [SessionEntry] = []
  /// Whether ``entries`` holds every line since the session started.
  private(set) var isComplete = true

  /// Adds a line that ran.
  mutating func append(_ entry: SessionEntry) {
    guard isComplete else { return }
    guard entries.count < Self.maximumEntries else {
      isComplete = false
      entries = []
      return
    }
    entries.append(entry)
  }

  /// Replaces the lines (after an `undo`, the lines before the one taken back).
  mutating func replace(with entries: [SessionEntry]) {
    self.entries = entries
    isComplete = true
  }

  /// The lines since the last rebuild (`reset`, `fixture`), that rebuild excluded: what brings a freshly
  /// built app in the current world to the session's state.
  var sinceLastRebuild: ArraySlice<SessionEntry> {
    let start =
      entries.lastIndex { entry in
        entry.effects.contains { if case .rebuild = $0 { true } else { false } }
      }.map { $0 + 1 } ?? 0
    return entries[start...]
  }
}
