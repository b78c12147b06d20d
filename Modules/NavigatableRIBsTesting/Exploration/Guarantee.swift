/// A guarantee Documentation/Navigation.md states for every sequence of user actions, which the explorer
/// checks after every step (``GuaranteeWatch``).
public enum Guarantee: String, Sendable, CaseIterable, CustomStringConvertible {
  /// Every attached RIB with a view has its screen in a container.
  case screensInContainers = "every attached RIB's screen is in a container"
  /// The sync tracks no screen whose RIB is gone or detached, and its tables agree.
  case trackedScreensHaveRIBs = "no tracked screen without its RIB"
  /// A viewless flow is told it closed at most once.
  case flowsToldOnce = "each flow is told once"
  /// When a removal closes nested flows, the innermost is told first, and none after its ancestor went.
  case flowsInnermostFirst = "flows are told innermost first"
  /// Nothing leaked by the shell's `leaks` definition: no stranded flow, no view controller alive outside
  /// every container (``LeakFindings``).
  case nothingLeaked = "nothing leaked"
  /// RIBs' LeakDetector reported no failure.
  case leakDetectorClean = "LeakDetector reports nothing"

  /// The guarantee in words.
  public var description: String { rawValue }
}

/// A guarantee broken in one step, and how.
public struct BrokenGuarantee: Hashable, Sendable, CustomStringConvertible {
  /// Which guarantee.
  public var guarantee: Guarantee
  /// What broke it, in words: the RIBs, screens or flows concerned.
  public var detail: String

  /// Creates a broken guarantee.
  ///
  /// - Parameters:
  ///   - guarantee: Which guarantee.
  ///   - detail: What broke it, in words.
  public init(_ guarantee: Guarantee, _ detail: String) {
    self.guarantee = guarantee
    self.detail = detail
  }

  /// `nothing leaked: DetailViewController "Detail 1" is alive outside every container`.
  public var description: String { "\(guarantee): \(detail)" }
}
