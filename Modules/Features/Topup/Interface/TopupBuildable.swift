import NavigatableRIBs

/// Builds the Topup flow.
@MainActor
public protocol TopupBuildable: Buildable {
  /// Builds the viewless Topup RIB reporting to `listener`. Topup has no screen of its own: it presents its
  /// screens from `base`, a screen of the parent's that stays the parent's (known only when the parent builds
  /// Topup, so a build argument rather than a requirement of the dependency).
  ///
  /// - Parameters:
  ///   - listener: Told when Topup closes or finishes.
  ///   - base: The parent's screen Topup presents its screens from.
  /// - Returns: Topup's router (viewless), for the parent to attach.
  func build(withListener listener: any TopupListener, presentingFrom base: any ViewControllable)
    -> any Routing
}
