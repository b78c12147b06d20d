/// When and why the RIBs of the session went, for `why` once a RIB's story is not kept (``RIBJournal`` keeps
/// the stories of the RIBs touched last; every id the shell printed can still be looked up).
///
/// Bounded, so memory stays flat however long the session: the latest ``maximumDepartures`` departures are
/// kept, and RIBs of one name that went in one command for one reason with consecutive numbers share one
/// (a deep link's twenty Details are one or two). Of the older ones, ``forgottenThrough`` says by which
/// command they went.
@MainActor
final class RIBDepartures {
  /// Why a RIB went.
  enum Reason: Equatable {
    /// NavigationSync decided it (`detached`, `takenOff`, `flowClosed`), for the reason `detail`.
    case decision(kind: String, detail: String)
    /// The app's own code detached it from `parentID`, with no decision of NavigationSync's.
    case detached(parentID: String)
    /// It was still attached below `ancestorID` when that RIB was detached: it left the tree with it.
    case withAncestor(String)
    /// The app was rebuilt (`reset`, `fixture`), and released with every RIB in it.
    case rebuilt
  }

  /// RIBs of one name, numbered `numbers`, that went in one command for one reason.
  struct Departure {
    /// Their name, `Detail`.
    let name: String
    /// Their numbers, the `2` of `Detail#2`.
    var numbers: ClosedRange<Int>
    /// The command they went in (0: while the app launched).
    let command: Int
    /// That command's line, cut to 60 characters.
    let commandText: String
    /// Why they went.
    let reason: Reason
  }

  /// How many departures are kept.
  static let maximumDepartures = 4096
  /// How many distinct reasons' texts are shared between departures.
  static let maximumSharedDetails = 256

  /// The departures kept, oldest first from `oldest` on, round the ring.
  private var ring: [Departure] = []
  private var oldest = 0
  /// The latest command of a departure the ring let go: every RIB that went and is not found went
  /// by then. `nil` while every departure is kept.
  private(set) var forgottenThrough: Int?
  /// The router type of each name (`DetailRouter`), one per name.
  private var types: [String: String] = [:]
  /// The reasons' texts, shared so that a long session keeps one copy of each.
  private var details: Set<String> = []

  /// `name`'s RIB number `number` (its router of type `type`) went in command `command` (`commandText`),
  /// for `reason`.
  func record(
    name: String, number: Int, type: String, command: Int, commandText: String, reason: Reason
  ) {
    if types[name] == nil { types[name] = type }
    let reason = shared(reason)
    if !ring.isEmpty {
      let last = (oldest + ring.count - 1) % ring.count
      let numbers = ring[last].numbers
      if ring[last].name == name, ring[last].command == command, ring[last].reason == reason {
        if number == numbers.lowerBound - 1 {
          ring[last].numbers = number...numbers.upperBound
          return
        }
        if number == numbers.upperBound + 1 {
          ring[last].numbers = numbers.lowerBound...number
          return
        }
      }
    }
    let text = commandText.utf8.count > 60 ? String(commandText.prefix(60)) + "…" : commandText
    let departure = Departure(
      name: name, numbers: number...number, command: command, commandText: text, reason: reason)
    guard ring.count == Self.maximumDepartures else {
      ring.append(departure)
      return
    }
    forgottenThrough = ring[oldest].command
    ring[oldest] = departure
    oldest = (oldest + 1) % ring.count
  }

  /// When and why `name`'s RIB number `number` went, if kept (the latest, should it have gone twice).
  func departure(name: String, number: Int) -> Departure? {
    guard !ring.isEmpty else { return nil }
    for step in 0..<ring.count {
      let departure = ring[(oldest + ring.count - 1 - step) % ring.count]
      if departure.name == name, departure.numbers.contains(number) { return departure }
    }
    return nil
  }

  /// The router type of the RIBs named `name` that went, `DetailRouter`.
  func type(ofName name: String) -> String? { types[name] }

  /// How many departures are kept (for tests: it stays under ``maximumDepartures``).
  var keptCount: Int { ring.count }

  /// `reason` with its text shared with an equal one kept earlier.
  private func shared(_ reason: Reason) -> Reason {
    guard case .decision(let kind, let detail) = reason else { return reason }
    if let index = details.firstIndex(of: detail) { return .decision(kind: kind, detail: details[index]) }
    if details.count < Self.maximumSharedDetails { details.insert(detail) }
    return reason
  }
}
