import NavigatableRIBs

/// Told when the GeneratedFlow flow is over; the parent detaches it.
@MainActor
public protocol GeneratedFlowListener: AnyObject {
  /// The flow is over: the user tapped "Done" on its first screen, or closed its screens (swiped the sheet
  /// down, went back past the first screen). Detach GeneratedFlow (`detachChild`).
  func generatedFlowDidClose()
}
