import Foundation
import Testing

@testable import NavigatableRIBs

/// Bounded exhaustive exploration: in a small world (two tabs, a navigation stack, a sheet, a viewless
/// flow with two screens; at most ``maximumScreens`` RIB screens), every sequence of the operations in
/// ``alphabet`` up to ``depth``, breadth first, each state expanded once (states are deduplicated by
/// ``World/canonicalDescription``), under both behaviour profiles. Every step checks the model-based
/// test's invariants; for every state, dismissing the top presentation through its presenter and through
/// itself must give the same state (UIKit documents the two receivers as equivalent).
///
/// `EXPLORER_DEPTH=N` explores deeper than the default (the figures are printed and documented in
/// Documentation/Navigation.md).
@MainActor
@Suite("Exhaustive: every sequence up to a depth in a small world", .serialized)
struct ExplorerTests {
  static let depth = ProcessInfo.processInfo.environment["EXPLORER_DEPTH"].flatMap(Int.init) ?? 4
  static let maximumScreens = 3

  typealias Op = World.Operation
  /// The operations explored: a person's touches, app code's UIKit calls and business logic, with
  /// arguments chosen to cover the distinct cases (see `World.perform`).
  static let alphabet: [Int] = [
    Op.tapBack.encode(), Op.swipeBegin.encode(), Op.swipeFinish.encode(), Op.swipeCancel.encode(),
    Op.longPress.encode(1), Op.tabSwitch.encode(1), Op.tabReTap.encode(), Op.sheetBegin.encode(),
    Op.sheetFinish.encode(), Op.sheetCancel.encode(), Op.touchCovered.encode(),
    Op.popToRoot.encode(), Op.setStack.encode(2), Op.setTabs.encode(), Op.dismissTopViaPresenter.encode(),
    Op.dismissTopViaPresented.encode(),
    Op.push.encode(), Op.push.encode(8), Op.push.encode(24), Op.push.encode(7), Op.present.encode(),
    Op.presentInNavigation.encode(), Op.detach.encode(), Op.detach.encode(1), Op.startFlow.encode(),
    Op.startFlow.encode(1), Op.flowNext.encode(), Op.finishFlow.encode(),
  ]

  /// What one run of a sequence found.
  struct Outcome {
    let violations: [String]
    /// The canonical state, for deduplication.
    let state: String
    /// The state without the operations applied since the world was last quiescent, and the state once
    /// every gesture was cancelled and everything settled: what two equivalent requests must agree on.
    let comparable: String
    /// Whether no request is pending in the state (at most a gesture has begun): the receivers UIKit
    /// documents as equivalent are compared from such states only (two dismissals in a row are not one).
    let settledButForGesture: Bool
  }

  static func run(_ sequence: [Int], profile: UIKitBehaviorProfile) -> Outcome {
    let (violations, before, world) = World.replay(sequence, profile: profile, maximumScreens: maximumScreens) {
      world in
      (
        state: world.canonicalDescription, withoutHistory: world.describe(includingUnsettledHistory: false),
        settledButForGesture: world.unsettledHistory.count <= 1
      )
    }
    return Outcome(
      violations: violations, state: before.state, comparable: before.withoutHistory + " => " + world,
      settledButForGesture: before.settledButForGesture)
  }

  @Test(
    "every sequence up to the depth keeps every invariant; dismiss through either receiver agrees",
    arguments: ProcessInfo.processInfo.environment["EXPLORER_ALL"] != nil
      ? UIKitBehaviorProfile.allCombinations : UIKitBehaviorProfile.all)
  func explore(profile: UIKitBehaviorProfile) {
    let started = Date()
    var seen: Set<String> = [Self.run([], profile: profile).state]
    var frontier: [(sequence: [Int], comparable: Bool)] = [([], true)]
    var sequences = 0
    var reached = 0
    let byPresenter = Op.dismissTopViaPresenter.encode()
    let byPresented = Op.dismissTopViaPresented.encode()
    explore: for level in 1...Self.depth {
      var next: [(sequence: [Int], comparable: Bool)] = []
      for (prefix, comparable) in frontier {
        var states: [Int: String] = [:]
        for value in Self.alphabet {
          let sequence = prefix + [value]
          let outcome = Self.run(sequence, profile: profile)
          sequences += 1
          guard outcome.violations.isEmpty else {
            Issue.record("\(profile): \(outcome.violations.prefix(3)) — ops: \(ModelBasedTests.describe(sequence))")
            break explore
          }
          states[value] = outcome.comparable
          if seen.insert(outcome.state).inserted { next.append((sequence, outcome.settledButForGesture)) }
        }
        if comparable, states[byPresenter] != states[byPresented] {
          Issue.record(
            "\(profile): dismiss through the presenter and through the presented view controller differ after \(ModelBasedTests.describe(prefix)):\n  \(states[byPresenter] ?? "")\n  \(states[byPresented] ?? "")"
          )
          break explore
        }
      }
      reached = level
      frontier = next
      if frontier.isEmpty { break }
    }
    let seconds = Date().timeIntervalSince(started)
    print(
      "explorer \(profile): depth \(reached), \(sequences) sequences, \(seen.count) distinct states, "
        + "\(Int(Double(seen.count) / max(seconds, 0.001))) states/s, \(Int(Double(sequences) / max(seconds, 0.001))) sequences/s"
    )
    #expect(reached == Self.depth)
    #expect(seen.count > Self.alphabet.count, "the exploration reached \(seen.count) states")
  }
}
