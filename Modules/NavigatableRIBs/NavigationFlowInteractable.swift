/// Adopted by the interactor of a viewless RIB that shows its children's screens on a container its parent
/// gave it (a flow, like Topup).
///
/// When the user removes the flow's last screen — swipes its sheet down, taps back past its first screen,
/// re-taps the tab — NavigationSync detaches the flow's screen RIBs and then calls
/// ``navigationFlowDidClose()``. Tell the listener there (`listener?.topupDidClose()`); a parent that
/// detaches the flow synchronously in response is the normal RIBs way. If the flow is still attached when
/// the call returns, NavigationSync detaches it itself, so the flow never leaks.
///
/// A flow whose screens are removed by business logic (a `detachChild` somewhere) is not told: the code
/// that detached knows.
@MainActor
public protocol NavigationFlowInteractable: Interactable {
  /// The user closed the flow: its last screen left its container without business logic asking.
  func navigationFlowDidClose()
}
