import NavigatableRIBs

/// Told by GeneratedPush when the user is done with it; the parent detaches it.
@MainActor
public protocol GeneratedPushListener: AnyObject {
  /// The user tapped "Close": the parent's router detaches GeneratedPush (`detachChild`), and NavigationSync
  /// pops its screen. Back and swipe-back do not come here: NavigationSync detaches GeneratedPush by itself.
  func generatedPushDidRequestClose()
}
