import Foundation
import Testing

extension Trait where Self == ConditionTrait {
  /// The finished code's suites run, except when `TUTORIAL_STARTER` is set: then only your starter code's
  /// suites (TutorialStarterTests) do, and `swift test --filter Chapter2` shows yours alone.
  static var chapterState: Self {
    .enabled(
      if: ProcessInfo.processInfo.environment["TUTORIAL_STARTER"] == nil,
      "TUTORIAL_STARTER is set: the starter state runs instead (TutorialStarterTests)")
  }
}
