import ShellKit

/// A scripted ``LineReader``: hands out the given events, then end of input, and records the prompts
/// it was shown and the lines added to its history.
@MainActor
final class FakeLineReader: LineReader {
  private var events: [LineEvent]
  private(set) var prompts: [String] = []
  private(set) var history: [String] = []

  init(_ events: [LineEvent]) {
    self.events = events
  }

  /// A reader of text lines.
  convenience init(lines: [String]) {
    self.init(lines.map { .line(Array($0.utf8)) })
  }

  var remainingEventCount: Int { events.count }

  func readLine(prompt: String) -> LineEvent {
    prompts.append(prompt)
    return events.isEmpty ? .endOfInput : events.removeFirst()
  }

  func addToHistory(_ line: String) {
    history.append(line)
  }
}
