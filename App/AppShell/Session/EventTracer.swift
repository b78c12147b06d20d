import NavigatableRIBs

/// Prints UIKit and RIB lifecycle events as they happen, interleaved in the order they happen, while on.
///
/// UIKit events arrive through the app's own event-log subscription (``record(_:)``); RIB events through a
/// `RIBEventLog` observation held only while tracing. Lines read `  uikit: viewDidAppear(Detail 1 #7) animated`
/// and `  rib: attach Examples > Detail`.
@MainActor
final class EventTracer {
  /// Where trace lines go.
  var output: (String) -> Void = { _ in }
  private var ribObservation: AnyCancellable?

  /// Whether events are printed.
  var isOn: Bool { ribObservation != nil }

  /// Starts or stops printing.
  func set(on: Bool) {
    if on, ribObservation == nil {
      ribObservation = RIBEventLog.observe { [weak self] event in self?.output("  rib: \(event.description)") }
    } else if !on {
      ribObservation?.cancel()
      ribObservation = nil
    }
  }

  /// Prints a UIKit event when on.
  func record(_ event: UIKitEvent) {
    guard isOn else { return }
    output("  uikit: \(event.description)")
  }
}
