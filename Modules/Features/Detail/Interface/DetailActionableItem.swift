import NavigatableRIBs

/// What a deep link (a Workflow step) may ask of a Detail.
@MainActor
public protocol DetailActionableItem: AnyObject {
  /// Pushes the next Detail and yields it, for the next step. Fails when this Detail cannot push.
  ///
  /// - Returns: A publisher of the next Detail's item, or of `DetailRoutingError` when it cannot push.
  func pushNext() -> AnyPublisher<(any DetailActionableItem, Void), any Error>
}

/// Why a Detail step of a deep link failed.
public enum DetailRoutingError: Error, Equatable, CustomStringConvertible {
  /// The next Detail could not be pushed (its screen is not in a navigation controller).
  case couldNotPushNext(depth: Int)

  /// A sentence for the user.
  public var description: String {
    switch self {
    case let .couldNotPushNext(depth): "Detail \(depth) could not push the next Detail."
    }
  }
}
