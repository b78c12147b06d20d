import Foundation
import Testing

extension Trait where Self == ConditionTrait {
  /// The starter state's suites run only when `TUTORIAL_STARTER` is set: they fail until you write the
  /// chapter's code, so `make test` leaves them out (and checks, in `StarterStateTests`, that they fail).
  static var chapterState: Self {
    .enabled(
      if: ProcessInfo.processInfo.environment["TUTORIAL_STARTER"] != nil,
      "the starter state runs with TUTORIAL_STARTER=1 (make tutorial CHAPTER=N)")
  }
}
