/// One decision NavigationSync took about a RIB and its screen: what it was told, what it checked, what it
/// did and why. The shell prints them as `sync:` lines in `trace` and tells one RIB's story with `why`.
///
/// ```swift
/// let observation = NavigationSync.shared.observeDecisions { decision in print(decision) }
/// ```
///
/// A decision is built only when someone observes.
public struct NavigationSyncDecision: CustomStringConvertible, Sendable {
  /// What kind of decision it is.
  public enum Kind: String, Sendable, CaseIterable {
    /// A child's screen went into its container and the child was attached; the sync tracks it.
    case shown
    /// Showing a child was refused before anything changed; ``NavigationSyncDecision/detail`` says why.
    case refused
    /// A UIKit signal named a tracked screen: it is a candidate, checked once the transition completed.
    case signal
    /// A candidate was checked and kept (still in a window, or already detached).
    case kept
    /// The RIB was detached: its screen left (the user, UIKit) or business logic detached it or an ancestor.
    case detached
    /// Tree → screen: the screen of a RIB business logic detached was taken off (a pop or a dismissal),
    /// or will be when the user's gesture ends.
    case takenOff
    /// A viewless flow lost its last screen and was closed: through `navigationFlowDidClose()`, or by
    /// the sync's fallback detach.
    case flowClosed
  }

  /// What kind of decision it is.
  public let kind: Kind
  /// The name of the RIB the decision is about.
  public let ribName: String
  /// The identity of that RIB's router (to match it with other events), when it is still known.
  public let ribID: ObjectIdentifier?
  /// What happened and why, in words.
  public let detail: String

  /// Creates a decision (NavigationSync does; public for tests of observers).
  ///
  /// - Parameters:
  ///   - kind: What kind of decision it is.
  ///   - ribName: The name of the RIB it is about.
  ///   - ribID: The identity of that RIB's router, when known.
  ///   - detail: What happened and why, in words.
  public init(kind: Kind, ribName: String, ribID: ObjectIdentifier?, detail: String) {
    self.kind = kind
    self.ribName = ribName
    self.ribID = ribID
    self.detail = detail
  }

  /// One line, such as `detached Detail: its screen left its container (the user or UIKit)`.
  public var description: String { "\(kind.rawValue) \(ribName): \(detail)" }
}
