import NavigatableRIBs

/// Prints UIKit events, RIB events and NavigationSync's decisions as they happen, interleaved in the order
/// they happen, while on.
///
/// The app explorer observes all three logs for the whole session (RIB events and decisions also feed
/// `why`) and hands each line here. Lines read `  uikit: viewDidAppear(Detail 2 #2) animated`,
/// `  rib: attach Master#1 > Detail#2` and `  sync: detached Detail#2: its screen left its container ...`;
/// every number is the session's (``RIBIdentities``), so the same screen reads the same in every line.
///
/// UIKit events wait until the next other line or ``flush()`` (the app has settled) before they are
/// numbered and printed: a screen is pushed before its RIB attaches, and its first events then read the
/// RIB's number. Every UIKit event goes through ``sighted`` at that point, printed or not, so the numbers
/// do not depend on whether `trace` was on.
@MainActor
final class EventTracer {
  /// Where trace lines go.
  var output: (String) -> Void = { _ in }
  /// Renumbers the view controllers a UIKit event names (``RIBIdentities/renumbered(_:)``).
  var renumbered: (String) -> String = { $0 }
  /// Told of every UIKit event, in order, when it is flushed (``RIBIdentities/sighted(_:)``).
  var sighted: (UIKitEvent) -> Void = { _ in }

  /// The UIKit events not flushed yet (a command's worth at most: the app flushes when it settles).
  private var pending: [UIKitEvent] = []

  /// Whether events are printed.
  private(set) var isOn = false

  /// Starts or stops printing.
  func set(on: Bool) {
    isOn = on
  }

  /// Keeps a UIKit event until the next ``flush()``.
  func record(_ event: UIKitEvent) {
    pending.append(event)
  }

  /// Prints a line of another log (`rib: ...`, `sync: ...`) when on, after the UIKit events before it.
  func record(_ line: @autoclosure () -> String) {
    flush()
    guard isOn else { return }
    output("  " + line())
  }

  /// Drops the pending UIKit events, unprinted and unnumbered (the app's launch while off: a team's extra
  /// tab then changes no number the session prints).
  func discard() {
    pending.removeAll()
  }

  /// Hands the pending UIKit events to ``sighted`` and, when on, prints them.
  func flush() {
    guard !pending.isEmpty else { return }
    let events = pending
    pending = []
    for event in events {
      sighted(event)
      if isOn { output("  uikit: \(renumbered(event.description))") }
    }
  }
}
