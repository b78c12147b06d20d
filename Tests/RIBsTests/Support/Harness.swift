import Testing

@testable import RIBs

/// Installs, for the duration of a synchronous test body, a leak detector on a virtual clock with a
/// capturing failure handler, a capturing diagnostics handler and an event recorder; restores the
/// previous ones afterwards. Synchronous main-actor bodies never interleave with other tests.
@MainActor
final class Harness {
  let clock = VirtualClock()
  private(set) var leaks: [LeakDetectionFailure] = []
  private(set) var diagnostics: [RIBsDiagnostic] = []
  private(set) var events: [RIBEvent] = []
  let detector: LeakDetector

  /// Events as `kind name` / `kind parent > child` strings.
  var eventLines: [String] { events.map(\.description) }

  private var observation: AnyCancellable?

  private init() {
    detector = LeakDetector(clock: clock)
    detector.failureHandler = { [unowned self] in leaks.append($0) }
  }

  func clearEvents() { events.removeAll() }
  func clearDiagnostics() { diagnostics.removeAll() }

  static func run<Result>(_ body: (Harness) throws -> Result) rethrows -> Result {
    let harness = Harness()
    let previousDetector = LeakDetector.instance
    let previousHandler = RIBsDiagnostics.handler
    LeakDetector.instance = harness.detector
    RIBsDiagnostics.handler = { [unowned harness] in harness.diagnostics.append($0) }
    harness.observation = RIBEventLog.observe { [unowned harness] in harness.events.append($0) }
    defer {
      harness.observation = nil
      RIBsDiagnostics.handler = previousHandler
      LeakDetector.instance = previousDetector
    }
    return try body(harness)
  }
}

/// An ordered record of lifecycle calls shared by the RIBs of one test.
@MainActor
final class Journal {
  private(set) var entries: [String] = []
  func record(_ entry: String) { entries.append(entry) }
  func clear() { entries.removeAll() }
}
