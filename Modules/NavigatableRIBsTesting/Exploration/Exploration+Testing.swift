import NavigatableRIBs
import Testing

extension Exploration {
  /// Explores from the state `start` builds and records, at the caller's line, one Swift Testing issue per
  /// sequence that broke a guarantee, the shortest first: the sequence, what broke, why, and the likely fix.
  ///
  /// The whole test of an app or a feature is one call:
  ///
  /// ```swift
  /// @Test func noSequenceOfThreeUserActionsStrandsARIB() {
  ///   Exploration(depth: 3).expectGuaranteesKept { HelloApp.launched() }
  /// }
  /// ```
  ///
  /// An exploration that never gets past the start is recorded as an issue too (it breaks nothing and
  /// proves nothing), with the reason: nothing to do on the start screen, or every action there leaves the
  /// app as it was. Use it in a suite with ``ExplorationGlobalsTrait`` (`.restoresExplorationGlobals`), so
  /// a `start` that turns the sync off or changes UIKit's behaviour profile leaves the next test as it found it.
  ///
  /// - Parameters:
  ///   - minimumStates: The fewest distinct states the exploration must reach, the start included (2 by
  ///     default: it got past the first screen); fewer is recorded as an issue. Not checked at depth 0.
  ///   - sourceLocation: Where the issues are recorded: the caller's line.
  ///   - start: Builds the app and brings it to the state to explore from; called each time a fresh app is
  ///     needed.
  /// - Returns: The report, for further expectations (its counts).
  @discardableResult
  public func expectGuaranteesKept(
    minimumStates: Int = 2, sourceLocation: SourceLocation = #_sourceLocation, start: () -> any ExplorableApp
  ) -> Report {
    let report = run(start: start)
    for failure in report.failures {
      Issue.record(Comment(rawValue: "\(report.summary)\n\(failure.explained)"), sourceLocation: sourceLocation)
    }
    if depth > 0, report.failures.isEmpty, report.states < minimumStates {
      let why = report.whyOneState.map { ": " + $0 } ?? ""
      Issue.record(
        Comment(rawValue: "\(report.summary): reached \(report.states) of at least \(minimumStates) states\(why)"),
        sourceLocation: sourceLocation)
    }
    return report
  }
}

/// A test or suite trait that gives each test the globals an exploration touches in a known state, and puts
/// them back afterwards: `NavigationSync.shared` reset and on, `LeakDetector.instance`, and
/// `UIKitBehavior.profile`.
///
/// ```swift
/// @MainActor
/// @Suite(.serialized, .restoresExplorationGlobals)
/// struct AcmeExplorationTests { … }
/// ```
///
/// ``Exploration`` itself resets the sync and, when it ends, puts back the sync's switch, the leak detector
/// and the behaviour profile its `start` closure may change; this trait also puts back what the test changes
/// outside an exploration (the sync turned off to show what it prevents, another behaviour profile), even
/// when the test fails or throws.
public struct ExplorationGlobalsTrait: TestTrait, SuiteTrait, TestScoping {
  /// Applied to every test of a suite it is given to.
  public var isRecursive: Bool { true }

  /// Runs `function` with the globals in a known state, then restores them.
  ///
  /// - Parameters:
  ///   - test: The test or suite.
  ///   - testCase: The test case, if any.
  ///   - function: The test.
  /// - Throws: What `function` throws.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    let saved = await SavedExplorationGlobals()
    do {
      try await function()
    } catch {
      await saved.restore()
      throw error
    }
    await saved.restore()
  }
}

extension Trait where Self == ExplorationGlobalsTrait {
  /// Gives each test the globals an exploration touches in a known state, and restores them afterwards
  /// (``ExplorationGlobalsTrait``).
  public static var restoresExplorationGlobals: Self { ExplorationGlobalsTrait() }
}

/// The globals an exploration touches, as they were, and the known state a test starts in.
@MainActor
private final class SavedExplorationGlobals {
  private let syncWasEnabled: Bool
  private let detector: LeakDetector
  private let profile: UIKitBehaviorProfile

  /// Saves the globals, then resets the sync and turns it on.
  init() {
    syncWasEnabled = NavigationSync.shared.isEnabled
    detector = LeakDetector.instance
    profile = UIKitBehavior.profile
    HeadlessRunLoop.main.runUntilIdle()
    NavigationSync.shared.reset()
    NavigationSync.shared.isEnabled = true
  }

  /// Lets what the test left run out, then puts the globals back.
  func restore() {
    HeadlessRunLoop.main.runUntilIdle()
    NavigationSync.shared.reset()
    NavigationSync.shared.isEnabled = syncWasEnabled
    LeakDetector.instance = detector
    UIKitBehavior.profile = profile
  }
}
