import NavigatableRIBs

/// Told when the Topup flow is over; the listener detaches Topup.
@MainActor
public protocol TopupListener: AnyObject {
  /// The user left the flow without topping up (Close, Cancel, sheet swiped down).
  func topupDidClose()
  /// The top-up went through.
  func topupDidFinish()
}
