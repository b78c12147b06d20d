import NavigatableRIBs

/// Told by GeneratedSheet when the user is done with it; the parent detaches it.
@MainActor
public protocol GeneratedSheetListener: AnyObject {
  /// The user tapped "Done": the parent's router detaches GeneratedSheet (`detachChild`), and NavigationSync
  /// dismisses its sheet. A swipe down does not come here: NavigationSync detaches GeneratedSheet by itself.
  func generatedSheetDidFinish()
}
