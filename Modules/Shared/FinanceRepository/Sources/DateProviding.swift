import Foundation

/// Tells the current date; injected so expiry checks are deterministic in tests.
public protocol DateProviding: Sendable {
  /// The current date.
  ///
  /// - Returns: The current date.
  func now() -> Date
}

/// The system clock.
public struct SystemDateProvider: DateProviding {
  /// Creates the system clock.
  public init() {}
  /// The system's current date.
  ///
  /// - Returns: `Date()`.
  public func now() -> Date { Date() }
}

/// A clock stopped at one date (tests, demos).
public struct FixedDateProvider: DateProviding {
  /// The date it always tells.
  public let date: Date
  /// A clock stopped at `date`.
  ///
  /// - Parameter date: The time it always tells.
  public init(_ date: Date) { self.date = date }
  /// The date the clock is stopped at.
  ///
  /// - Returns: ``date``, every time.
  public func now() -> Date { date }
}
