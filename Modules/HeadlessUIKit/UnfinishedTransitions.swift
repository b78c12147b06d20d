/// The transitions a container takes part in, requested and not finished, in request order: what its
/// queries (the first coordinator, whether a presentation is pending) need, each in O(1) however many
/// transitions are pending.
///
/// `TransitionScheduler` runs and finishes transitions in request order, so the one that finishes is the
/// oldest of each of its owners: ``remove(_:)`` pops it from the front. A transition finishing out of
/// order (none does today) is still removed, by a scan.
@MainActor
struct UnfinishedTransitions {
  /// The transitions in request order, from `head` on (an amortized O(1) FIFO; the slots before `head`
  /// are emptied, so a finished transition is not kept).
  private var transitions: [HeadlessTransition?] = []
  private var head = 0
  /// The transitions that have a coordinator, in request order, from `coordinatedHead` on.
  private var coordinated: [HeadlessTransition?] = []
  private var coordinatedHead = 0
  /// How many of the transitions present or dismiss.
  private var presentationCount = 0

  /// Whether no transition is pending.
  var isEmpty: Bool { head == transitions.count }

  /// How many transitions are pending.
  var count: Int { transitions.count - head }

  /// The coordinator of the first transition that has one (an animated one), or nil.
  var firstCoordinator: HeadlessTransitionCoordinator? {
    coordinatedHead < coordinated.count ? coordinated[coordinatedHead]?.coordinator : nil
  }

  /// Whether a present or dismiss transition is pending.
  var containsPresentation: Bool { presentationCount > 0 }

  /// Adds `transition` after the ones already pending.
  mutating func append(_ transition: HeadlessTransition) {
    transitions.append(transition)
    if transition.coordinator != nil { coordinated.append(transition) }
    if Self.isPresentation(transition) { presentationCount += 1 }
  }

  /// Removes `transition` (it finished): O(1) amortized when it is the oldest.
  ///
  /// The emptied slots are dropped when the list empties, or once they are over 1,024 and outnumber the
  /// pending transitions.
  mutating func remove(_ transition: HeadlessTransition) {
    guard Self.remove(transition, from: &transitions, head: &head) else { return }
    if transition.coordinator != nil { _ = Self.remove(transition, from: &coordinated, head: &coordinatedHead) }
    if Self.isPresentation(transition) { presentationCount -= 1 }
  }

  private static func isPresentation(_ transition: HeadlessTransition) -> Bool {
    transition is PresentTransition || transition is DismissTransition
  }

  /// Removes `transition` from the live part of `array` (from `head` on); returns whether it was there.
  private static func remove(
    _ transition: HeadlessTransition, from array: inout [HeadlessTransition?], head: inout Int
  ) -> Bool {
    if head < array.count, array[head] === transition {
      array[head] = nil
      head += 1
    } else if let index = array[head...].firstIndex(where: { $0 === transition }) {
      array.remove(at: index)
    } else {
      return false
    }
    if head == array.count {
      array.removeAll(keepingCapacity: true)
      head = 0
    } else if head > 1024 && head * 2 > array.count {
      array.removeFirst(head)
      head = 0
    }
    return true
  }
}
