import NavigatableRIBs

/// What happened to each RIB of the session, for `why`: its attach and detach, NavigationSync's decisions
/// about it, and where its screen was once the command that attached it had settled.
///
/// Bounded, so memory stays flat however long the session: the most recently touched
/// ``maximumHistories`` RIBs are kept; of a RIB's lines, the first ``keptFirstLines`` (how it came) and the
/// latest ones up to ``maximumLines`` (how it went), with a count of those left out between. When and why
/// each RIB went is kept apart, in ``departures``, for the RIBs whose story is not kept.
@MainActor
final class RIBJournal {
  /// One line of a RIB's story and the command it happened in (0: while the app launched).
  struct Line {
    let command: Int
    let commandText: String
    let text: String
  }

  /// One RIB's story.
  struct History {
    /// Its id, `Detail#2`.
    let id: String
    /// Its name, `Detail`.
    let name: String
    /// Its router's type name.
    let type: String
    /// The router, while it is alive.
    weak var router: (any Routing)?
    /// The lines kept, in order.
    var lines: [Line] = []
    /// How many lines were left out after the first ``RIBJournal/keptFirstLines``.
    var omitted = 0
    /// When it was last touched (for eviction).
    var touched = 0
    /// When it was first met (for the order of ``RIBJournal/ids``).
    var order = 0
  }

  /// How many RIBs' stories are kept.
  static let maximumHistories = 256
  /// How many lines a story keeps.
  static let maximumLines = 40
  /// How many of a story's first lines are always kept.
  static let keptFirstLines = 12

  /// When and why RIBs went, told once the command they went in has settled.
  let departures = RIBDepartures()

  private var histories: [String: History] = [:]
  /// Each touch of a story, oldest first, from `touchesStart` on: the least recently touched story is the
  /// first whose entry is its latest touch (older entries are skipped), so eviction costs no scan.
  private var touches: [(id: String, clock: Int)] = []
  private var touchesStart = 0
  private var clock = 0
  /// The command running (0: while the app launched).
  private(set) var command = 0
  /// The running command's line.
  private(set) var commandText = ""
  private var awaitingPlacement: [WeakRouter] = []
  /// The RIBs detached in the running command, in order: their departures are kept once it settles.
  private var leaving: [Leaving] = []
  /// NavigationSync's decisions that take a RIB away (`detached`, `takenOff`, `flowClosed`), by id, in the
  /// running command: why the RIBs in `leaving` went.
  private var decisions: [String: RIBDepartures.Reason] = [:]

  /// A RIB detached in the running command.
  struct Leaving {
    /// Its id, `Detail#2`.
    let id: String
    /// Its name, `Detail`.
    let name: String
    /// Its router's type name.
    let type: String
    /// Why it went, unless a decision of NavigationSync's says.
    let reason: RIBDepartures.Reason
  }

  /// A command line starts: what happens next is told as happening in it.
  func commandWillRun(_ text: String) {
    command += 1
    commandText = text
  }

  /// `count` command lines ran that touched no RIB (rebuilding the session, the lines it does not do again):
  /// the next command's number counts them.
  func commandsRan(_ count: Int) {
    command += count
  }

  /// Adds `text` to the story of `router` (named `id`).
  func record(_ text: String, about router: any Routing, id: String) {
    clock += 1
    if histories[id] == nil {
      histories[id] = History(
        id: id, name: router.ribName, type: ScreenNaming.typeName(of: router), router: router, order: clock)
    }
    append(Line(command: command, commandText: commandText, text: text), to: id)
  }

  /// Adds `line` to the kept story `id` and touches it now.
  private func append(_ line: Line, to id: String) {
    // Changed in place: a copy of the story would copy its lines at every record.
    if histories[id]!.lines.count >= Self.maximumLines {
      histories[id]!.lines.remove(at: Self.keptFirstLines)
      histories[id]!.omitted += 1
    }
    histories[id]!.lines.append(line)
    histories[id]!.touched = clock
    touches.append((id, clock))
    if histories.count > Self.maximumHistories { evictOldest() }
    if touches.count - touchesStart > 4 * Self.maximumHistories { compactTouches() }
  }

  /// `router` was attached: where its screen went is added once the command has settled.
  func attached(_ router: any Routing) {
    guard router is any ViewableRouting else { return }
    awaitingPlacement.append(WeakRouter(router))
  }

  /// The RIBs in `leaving` went in the running command (a detached RIB, then the RIBs still attached
  /// below it): their departures are kept once it settles.
  func detached(_ leaving: [Leaving]) {
    self.leaving += leaving
  }

  /// NavigationSync decided `kind` (`detached`, `takenOff`, `flowClosed`) about `id` for the reason
  /// `detail`: why it goes, if it is detached in this command.
  func decided(_ kind: String, detail: String, about id: String) {
    decisions[id] = .decision(kind: kind, detail: detail)
  }

  /// The app is being rebuilt in the running command (a `reset`): `ribs`, every RIB in it, go with it, and
  /// their stories say so. What was waiting for the command to settle is dropped with the app.
  func rebuilding(_ ribs: [Leaving]) {
    awaitingPlacement = []
    leaving = []
    decisions = [:]
    for rib in ribs {
      depart(rib, reason: .rebuilt)
      guard histories[rib.id] != nil else { continue }
      clock += 1
      append(Line(command: command, commandText: commandText, text: Self.rebuiltLine), to: rib.id)
    }
  }

  /// The line a story ends with when the app was rebuilt.
  static let rebuiltLine = "the app was rebuilt: every RIB in it went"

  /// The command has settled: adds where each screen attached meanwhile went (`placement`; `isInTree`
  /// says which routers are still in the app's tree), and keeps when and why the RIBs detached went.
  func settled(
    id: (any Routing) -> String, isInTree: (any Routing) -> Bool, placement: (any ViewableRouting) -> String
  ) {
    let routers = awaitingPlacement.compactMap(\.router)
    awaitingPlacement = []
    for router in routers {
      guard let viewable = router as? any ViewableRouting, isInTree(router) else { continue }
      record("screen: \(placement(viewable))", about: router, id: id(router))
    }
    for rib in leaving { depart(rib, reason: decisions[rib.id] ?? rib.reason) }
    leaving = []
    decisions = [:]
  }

  /// Keeps when and why `rib` went.
  private func depart(_ rib: Leaving, reason: RIBDepartures.Reason) {
    guard let (name, number) = RIBIdentities.parse(rib.id) else { return }
    departures.record(
      name: name, number: number, type: rib.type, command: command, commandText: commandText, reason: reason)
  }

  /// The story of `id`, if kept.
  func history(of id: String) -> History? { histories[id] }

  /// Every kept id, first met first (for completion).
  var ids: [String] { histories.values.sorted { $0.order < $1.order }.map(\.id) }

  /// Drops the least recently touched story.
  private func evictOldest() {
    while touchesStart < touches.count {
      let (id, clock) = touches[touchesStart]
      touchesStart += 1
      if histories[id]?.touched == clock {
        histories[id] = nil
        return
      }
    }
  }

  /// Keeps only each kept story's latest touch.
  private func compactTouches() {
    touches = touches[touchesStart...].filter { histories[$0.id]?.touched == $0.clock }
    touchesStart = 0
  }

  private final class WeakRouter {
    weak var router: (any Routing)?
    init(_ router: any Routing) { self.router = router }
  }
}
