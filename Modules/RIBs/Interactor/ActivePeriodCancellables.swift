import OpenCombine

/// The subscriptions bound to an interactor's active period, in the order they were bound.
///
/// The first is kept inline and the others in an array, so that the usual interactor (one subscription
/// bound to its active period, or none) allocates no array storage in each active period.
@MainActor
struct ActivePeriodCancellables {
  /// The first subscription bound, while it is bound (`nil` when none is).
  private(set) var first: (any AnyObject & Cancellable)?
  /// The ones bound after `first`, in order.
  private var others: [any AnyObject & Cancellable] = []

  /// How many are bound.
  var count: Int { (first == nil ? 0 : 1) + others.count }

  /// None bound yet.
  nonisolated init() {}

  /// Binds `cancellable` after the others.
  ///
  /// - Parameter cancellable: The subscription to cancel when the active period ends.
  mutating func append(_ cancellable: any AnyObject & Cancellable) {
    if first == nil && others.isEmpty {
      first = cancellable
    } else {
      others.append(cancellable)
    }
  }

  /// Unbinds `cancellable` (by identity), keeping the others in order. Unknown ones are ignored.
  ///
  /// - Parameter cancellable: The subscription that ended on its own.
  mutating func remove(_ cancellable: AnyObject) {
    if let first, first === cancellable {
      self.first = others.isEmpty ? nil : others.removeFirst()
    } else {
      others.removeAll { $0 === cancellable }
    }
  }

  /// Cancels every subscription bound, in the order they were bound.
  consuming func cancelAll() {
    first?.cancel()
    // A plain loop: a closure here would check the executor on each call (see Performance.md).
    for cancellable in others { cancellable.cancel() }
  }
}
