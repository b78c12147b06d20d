/// Adopted by the interactor of a viewless RIB that shows its children's screens on a container its parent
/// gave it (a flow, like Topup).
///
/// When the user removes the flow's last screen — swipes its sheet down, taps back past its first screen,
/// re-taps the tab — NavigationSync detaches the flow's screen RIBs and then calls
/// ``navigationFlowDidClose()``. Tell the listener there (`listener?.topupDidClose()`); a parent that
/// detaches the flow synchronously in response is the normal RIBs way. If the flow is still attached when
/// the call returns, NavigationSync detaches it itself, so the flow never leaks.
///
/// Adopting this protocol is what makes a viewless RIB a flow: a viewless RIB that does not adopt it (a
/// long-lived coordinator) is left attached when its screens go.
///
/// Business logic that removes the flow's last screen does not close it when the code that detached knows:
/// the flow detached its own screen (to show another), or the flow itself or an ancestor was detached. An
/// unrelated detach that takes the flow's screens along (they were above the detached screen) closes it,
/// as if the user had.
@MainActor
public protocol NavigationFlowInteractable: Interactable {
  /// The user closed the flow: its last screen left its container without business logic asking.
  func navigationFlowDidClose()
}
