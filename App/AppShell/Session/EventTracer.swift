import NavigatableRIBs

/// Prints UIKit events, RIB events and NavigationSync's decisions as they happen, interleaved in the order
/// they happen, while on.
///
/// The app explorer observes all three logs for the whole session (RIB events and decisions also feed
/// `why`) and hands each line here. Lines read `  uikit: viewDidAppear(Detail 1 #7) animated`,
/// `  rib: attach Master#2 > Detail#7` and `  sync: detached Detail#7: its screen left its container ...`;
/// every number is the session's (``RIBIdentities``), so the same screen reads the same in every line.
@MainActor
final class EventTracer {
  /// Where trace lines go.
  var output: (String) -> Void = { _ in }
  /// Renumbers the view controllers a UIKit event names (``RIBIdentities/renumbered(_:)``).
  var renumbered: (String) -> String = { $0 }

  /// Whether events are printed.
  private(set) var isOn = false

  /// Starts or stops printing.
  func set(on: Bool) {
    isOn = on
  }

  /// Prints a UIKit event when on.
  func record(_ event: UIKitEvent) {
    guard isOn else { return }
    output("  uikit: \(renumbered(event.description))")
  }

  /// Prints a line of another log (`rib: ...`, `sync: ...`) when on.
  func record(_ line: @autoclosure () -> String) {
    guard isOn else { return }
    output("  " + line())
  }
}
