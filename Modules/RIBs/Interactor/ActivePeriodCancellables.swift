import OpenCombine

/// The subscriptions bound to an interactor's active period, in the order they were bound.
///
/// One `AnyCancellable` (what `sink` returns) is kept as it is, and only more, or another kind, take an
/// array: the usual interactor (one `.sink { }.cancelOnDeactivate(interactor:)`, or none) allocates no
/// array storage in its active periods. One word, as an optional array.
@MainActor
struct ActivePeriodCancellables {
  private enum Storage {
    case none
    case one(AnyCancellable)
    case many([any AnyObject & Cancellable])
  }

  private var storage = Storage.none

  /// None bound yet.
  nonisolated init() {}

  /// How many are bound.
  var count: Int {
    switch storage {
    case .none: 0
    case .one: 1
    case let .many(cancellables): cancellables.count
    }
  }

  /// The first one bound, while it is bound.
  var first: (any AnyObject & Cancellable)? {
    switch storage {
    case .none: nil
    case let .one(cancellable): cancellable
    case let .many(cancellables): cancellables.first
    }
  }

  /// Binds `cancellable` after the others.
  ///
  /// - Parameter cancellable: The subscription to cancel when the active period ends.
  mutating func append<Kept: AnyObject & Cancellable>(_ cancellable: Kept) {
    switch storage {
    case .none:
      if let anyCancellable = cancellable as? AnyCancellable {
        storage = .one(anyCancellable)
      } else {
        storage = .many([cancellable])
      }
    case let .one(first): storage = .many([first, cancellable])
    case var .many(cancellables):
      storage = .none  // the array stays uniquely referenced: the append does not copy it
      cancellables.append(cancellable)
      storage = .many(cancellables)
    }
  }

  /// Unbinds `cancellable` (by identity), keeping the others in order. Unknown ones are ignored.
  ///
  /// - Parameter cancellable: The subscription that ended on its own.
  mutating func remove(_ cancellable: AnyObject) {
    switch storage {
    case .none: break
    case let .one(first): if first === cancellable { storage = .none }
    case var .many(cancellables):
      storage = .none
      cancellables.removeAll { $0 === cancellable }
      if !cancellables.isEmpty { storage = .many(cancellables) }
    }
  }

  /// Cancels every subscription bound, in the order they were bound.
  consuming func cancelAll() {
    switch storage {
    case .none: break
    case let .one(cancellable): cancellable.cancel()
    case let .many(cancellables):
      // A plain loop: a closure here would check the executor on each call (see Performance.md).
      for cancellable in cancellables { cancellable.cancel() }
    }
  }
}
