import NavigatableRIBs

/// Prints UIKit and RIB lifecycle events as they happen, interleaved in the order they happen, while on.
///
/// UIKit events arrive through the app's own event-log subscription (``record(_:)``); RIB events through a
/// `RIBEventLog` observation held only while tracing. Lines read `  uikit: viewDidAppear(Detail 1 #7) animated`
/// and `  rib: attach Examples > Detail`.
///
/// View controllers are numbered (`#1`, `#2`, ...) in the order the trace first names them since tracing was
/// switched on, not by HeadlessUIKit's creation serials: a trace then reads the same whatever else the app
/// created before (another tab's screens, say).
@MainActor
final class EventTracer {
  /// Where trace lines go.
  var output: (String) -> Void = { _ in }
  private var ribObservation: AnyCancellable?
  /// HeadlessUIKit's serial → the trace's number, in order of first appearance.
  private var numbers: [Int: Int] = [:]

  /// Whether events are printed.
  var isOn: Bool { ribObservation != nil }

  /// Starts or stops printing.
  func set(on: Bool) {
    if on, ribObservation == nil {
      numbers = [:]
      ribObservation = RIBEventLog.observe { [weak self] event in self?.output("  rib: \(event.description)") }
    } else if !on {
      ribObservation?.cancel()
      ribObservation = nil
    }
  }

  /// Prints a UIKit event when on.
  func record(_ event: UIKitEvent) {
    guard isOn else { return }
    output("  uikit: \(renumbered(event.description))")
  }

  /// `text` with each `#<serial>` replaced by the trace's own number for that view controller.
  func renumbered(_ text: String) -> String {
    var result = ""
    var rest = Substring(text)
    while let hash = rest.firstIndex(of: "#") {
      result += rest[..<hash]
      let digits = rest[rest.index(after: hash)...].prefix { $0.isASCII && $0.isNumber }
      guard let serial = Int(digits) else {
        result += "#"
        rest = rest[rest.index(after: hash)...]
        continue
      }
      let number = numbers[serial] ?? (numbers.count + 1)
      numbers[serial] = number
      result += "#\(number)"
      rest = rest[digits.endIndex...]
    }
    return result + rest
  }
}
