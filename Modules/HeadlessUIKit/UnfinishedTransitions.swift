/// The transitions a container takes part in, requested and not finished, in request order: what its
/// queries (the first coordinator, whether a presentation is pending) need, each in O(1) however many
/// transitions are pending.
///
/// `TransitionScheduler` runs and finishes transitions in request order, so the one that finishes is the
/// oldest of each of its owners: ``remove(_:)`` pops it from the front. A transition finishing out of
/// order (none does today) is still removed, by a scan.
@MainActor
struct UnfinishedTransitions {
  /// Every pending transition.
  private var transitions = TransitionQueue()
  /// The pending transitions that have a coordinator (animated ones).
  private var coordinated = TransitionQueue()
  /// How many of the pending transitions present or dismiss.
  private var presentationCount = 0

  /// Whether no transition is pending.
  var isEmpty: Bool { transitions.isEmpty }

  /// The coordinator of the first transition that has one (an animated one), or nil.
  var firstCoordinator: HeadlessTransitionCoordinator? { coordinated.first?.coordinator }

  /// Whether a present or dismiss transition is pending.
  var containsPresentation: Bool { presentationCount > 0 }

  /// Adds `transition` after the ones already pending.
  mutating func append(_ transition: HeadlessTransition) {
    transitions.append(transition)
    if transition.coordinator != nil { coordinated.append(transition) }
    if transition.isPresentation { presentationCount += 1 }
  }

  /// Removes `transition` (it finished): O(1) amortized when it is the oldest.
  mutating func remove(_ transition: HeadlessTransition) {
    guard transitions.remove(transition) else { return }
    if transition.coordinator != nil { _ = coordinated.remove(transition) }
    if transition.isPresentation { presentationCount -= 1 }
  }
}

/// A FIFO of transitions: the oldest in a slot of its own, so the usual single pending transition costs
/// no array operation; the others in an array read from `head` (slots before it are emptied, so a
/// finished transition is not kept, and dropped when the array empties or once they are over 1,024 and
/// outnumber the rest).
@MainActor
struct TransitionQueue {
  private(set) var first: HeadlessTransition?
  private var rest: [HeadlessTransition?] = []
  private var head = 0

  var isEmpty: Bool { first == nil }

  /// Removes and returns the oldest transition.
  mutating func popFirst() -> HeadlessTransition? {
    guard let oldest = first else { return nil }
    first = popRest()
    return oldest
  }

  /// Adds `transition` after the others.
  mutating func append(_ transition: HeadlessTransition) {
    if first == nil { first = transition } else { rest.append(transition) }
  }

  /// Removes `transition`; returns whether it was there.
  mutating func remove(_ transition: HeadlessTransition) -> Bool {
    if first === transition {
      first = popRest()
      return true
    }
    guard let index = rest[head...].firstIndex(where: { $0 === transition }) else { return false }
    rest.remove(at: index)
    compact()
    return true
  }

  private mutating func popRest() -> HeadlessTransition? {
    guard head < rest.count else { return nil }
    let next = rest[head]
    rest[head] = nil
    head += 1
    compact()
    return next
  }

  private mutating func compact() {
    if head == rest.count {
      if head > 0 {
        rest.removeAll(keepingCapacity: true)
        head = 0
      }
    } else if head > 1024 && head * 2 > rest.count {
      rest.removeFirst(head)
      head = 0
    }
  }
}
