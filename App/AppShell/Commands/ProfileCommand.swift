import NavigatableRIBs
import ShellKit

extension AppExplorer {
  /// `profile [ios17|ios18]`: the UIKit behaviour profile of the model.
  var profileCommand: ShellCommand {
    ShellCommand(
      name: "profile", summary: "Show or switch the UIKit behaviour profile (ios17, ios18).",
      usage: "[ios17|ios18]", arguments: 0...1,
      help: """
        HeadlessUIKit models the callbacks of one iOS version at a time; they differ, for instance, in
        whether a cancelled swipe back sends navigationController(_:didShow:). Without an argument, prints
        the current profile. 'reset' keeps it.
        """,
      complete: { _ in ["ios17", "ios18"] },
      run: { [unowned self] context in
        if let argument = context.arguments.first {
          let profile: UIKitBehaviorProfile
          switch argument.lowercased() {
          case "ios17", "17": profile = .iOS17
          case "ios18", "18": profile = .iOS18
          default: throw CommandError.usage("unknown profile '\(ScreenRenderer.oneLine(argument))'")
          }
          note(.profile(profile))
          UIKitBehavior.profile = profile
        }
        context.console.line("profile: \(UIKitBehavior.profile.name)")
      })
  }
}
