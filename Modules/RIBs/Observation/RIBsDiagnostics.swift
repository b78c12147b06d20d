import Foundation

/// A report of RIBs API misuse: what went wrong, which RIBs were involved, and what was done instead.
///
/// Misuse never crashes and never changes the tree: the offending call is refused (or, for a reused
/// component, carried out as asked) and a diagnostic goes to ``RIBsDiagnostics/handler``.
public struct RIBsDiagnostic: Sendable, Equatable, CustomStringConvertible {
  /// The kind of misuse.
  public enum Kind: String, Sendable, Equatable, CaseIterable {
    /// `attachChild` was called with a router that is already one of the parent's children.
    case childAlreadyAttached
    /// `attachChild` was called with a router that is attached to another parent.
    case childHasAnotherParent
    /// `attachChild` would make a router its own descendant.
    case attachWouldCreateCycle
    /// `detachChild` was called with a router that is not one of the parent's children.
    case detachingStranger
    /// `load()` was called on a router that had already loaded.
    case loadedTwice
    /// `launch(from:)` was called on a launch router that had already launched.
    case launchedTwice
    /// A componentized builder's component builder returned the instance it returned for the previous build.
    case reusedComponent
    /// A router's interactor does not conform to `Interactable`.
    case interactorNotInteractable
    /// A viewable router's view controller does not conform to `ViewControllable`.
    case viewControllerNotViewControllable
    /// A subscription or task was tied to an inactive interactor or a stopped worker and ended at once.
    case inactiveScope
    /// A workflow was subscribed before any of its steps was committed.
    case workflowNotCommitted
    /// A library built on RIBs (NavigatableRIBs) refused a navigation request or found the tree and the
    /// screens out of step; the message says which RIB and which container.
    case navigation
  }

  /// The kind of misuse.
  public let kind: Kind
  /// A sentence naming the RIBs involved and what was done.
  public let message: String

  /// Creates a diagnostic.
  ///
  /// - Parameters:
  ///   - kind: What kind of misuse it is.
  ///   - message: A sentence naming the RIBs involved and what was done.
  public init(kind: Kind, message: String) {
    self.kind = kind
    self.message = message
  }

  /// `RIBs: <message>`.
  public var description: String { "RIBs: \(message)" }
}

/// The channel through which RIBs reports API misuse.
///
/// The default handler prints the diagnostic to standard error. Replace ``handler`` to collect the
/// diagnostics (tests), forward them to a log, or turn them into assertions:
///
/// ```swift
/// var reported: [RIBsDiagnostic] = []
/// RIBsDiagnostics.handler = { reported.append($0) }
/// ```
@MainActor
public enum RIBsDiagnostics {
  /// The handler the standard one is: prints `RIBs: <message>` to standard error.
  public static let standardHandler: @MainActor (RIBsDiagnostic) -> Void = { diagnostic in
    FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
  }

  /// Receives every diagnostic, synchronously, on the main actor. Replaceable.
  public static var handler: @MainActor (RIBsDiagnostic) -> Void = standardHandler

  /// Sends a diagnostic to ``handler``.
  ///
  /// - Parameters:
  ///   - kind: What kind of misuse it is.
  ///   - message: A sentence naming the RIBs involved and what was done.
  public static func report(_ kind: RIBsDiagnostic.Kind, _ message: String) {
    handler(RIBsDiagnostic(kind: kind, message: message))
  }

  /// Runs `body` with a handler that collects the diagnostics, then restores the previous handler.
  ///
  /// - Parameter body: The code whose diagnostics to collect.
  /// - Returns: What `body` returned, and the diagnostics reported while it ran, in order.
  /// - Throws: What `body` throws (the previous handler is restored first).
  public static func capture<Result>(
    _ body: () throws -> Result
  ) rethrows -> (result: Result, diagnostics: [RIBsDiagnostic]) {
    var collected: [RIBsDiagnostic] = []
    let previous = handler
    handler = { collected.append($0) }
    defer { handler = previous }
    let result = try body()
    return (result, collected)
  }
}
