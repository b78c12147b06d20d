import AppShell
import NavigatableRIBs
import SampleShell
import ShellKit

/// In-process sessions over the real app (``AppExplorer`` on the `Root` target), starting from the
/// globals a fresh process has.
@MainActor
enum RealAppShell {
  /// A session over a freshly built app, or over one feature alone (`--feature NAME`).
  static func make(withoutSync: Bool = false, feature: String? = nil) -> TestShell {
    restoreGlobals()
    return TestShell(
      app: AppExplorer(
        configuration: ShellConfiguration(
          withoutSync: withoutSync, featureName: feature, commandName: SampleCommandLine.identity.commandName),
        catalog: SampleCatalog()))
  }

  /// What a fresh process starts with: the iOS 18 profile, NavigationSync enabled and empty, an idle run loop.
  static func restoreGlobals() {
    HeadlessRunLoop.main.runUntilIdle()
    UIKitBehavior.profile = .iOS18
    NavigationSync.shared.reset()
    NavigationSync.shared.isEnabled = true
  }
}
