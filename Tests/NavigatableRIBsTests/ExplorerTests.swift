import Foundation
import NavigationSpecification
import Testing

@testable import NavigatableRIBs

/// Bounded exhaustive exploration of several world shapes (``Shape``): from each shape's starting state,
/// every sequence of its operations up to a depth, breadth first, each state expanded once (states are
/// deduplicated by ``World/canonicalDescription``). Every step checks the model-based test's invariants
/// and compares the system with the executable specification (Tests/NavigationSpecification); from every
/// state, dismissing the top presentation through its presenter and through itself must give the same
/// state (UIKit documents the two receivers as equivalent).
///
/// `make test` explores every shape under iOS 17 and iOS 18 at the shape's depth, and every shape under
/// all 32 combinations of the behaviour profile's choices (``UIKitBehaviorProfile/allCombinations``) to
/// depth 2 (``everyProfileDepth``). `EXPLORER_DEPTH=N` adds N − (the default) levels to every run (the figures are printed
/// and documented in Documentation/Navigation.md).
@MainActor
@Suite("Exhaustive: every sequence up to a depth, in several world shapes, against the specification", .serialized)
struct ExplorerTests {
  typealias Op = World.Operation

  /// A world to explore: the operations that build its starting state, the operations explored from
  /// there, the most RIB screens alive at once, and the depth `make test` explores.
  struct Shape: CustomStringConvertible, Sendable {
    let name: String
    let setup: [Int]
    let alphabet: [Int]
    let maximumScreens: Int
    let depth: Int
    /// Whether Finance's tab is a plain container view controller holding its stack below a banner.
    var bannerTab = false
    /// Whether the tab bar has a third tab, rooted at the RIB "Third".
    var thirdTab = false
    var description: String { name }
  }

  /// The depth every shape is explored to under each of the 32 profile combinations in `make test`.
  static let everyProfileDepth = 2

  /// Extra levels asked for with `EXPLORER_DEPTH` (its value minus the base shape's default depth, 4).
  static let extraDepth = max(0, (ProcessInfo.processInfo.environment["EXPLORER_DEPTH"].flatMap(Int.init) ?? 4) - 4)

  /// A person's touches on stacks and sheets, and app code's dismissals.
  nonisolated static let touches: [Int] = [
    Op.tapBack.encode(), Op.swipeBegin.encode(), Op.swipeFinish.encode(), Op.swipeCancel.encode(),
    Op.sheetBegin.encode(), Op.sheetFinish.encode(), Op.sheetCancel.encode(), Op.dismissTopViaPresenter.encode(),
    Op.dismissTopViaPresented.encode(),
  ]

  nonisolated static let shapes: [Shape] = [
    Shape(
      name: "two tabs, stacks, a sheet, a flow", setup: [],
      alphabet: [
        Op.tapBack.encode(), Op.swipeBegin.encode(), Op.swipeFinish.encode(), Op.swipeCancel.encode(),
        Op.longPress.encode(1), Op.tabSwitch.encode(1), Op.tabReTap.encode(), Op.sheetBegin.encode(),
        Op.sheetFinish.encode(), Op.sheetCancel.encode(), Op.touchCovered.encode(),
        Op.popToRoot.encode(), Op.detachAbove.encode(), Op.setStack.encode(2), Op.setTabs.encode(),
        Op.dismissTopViaPresenter.encode(),
        Op.dismissTopViaPresented.encode(),
        Op.push.encode(), Op.push.encode(8), Op.push.encode(24), Op.push.encode(7), Op.present.encode(),
        Op.presentInNavigation.encode(), Op.detach.encode(), Op.detach.encode(1), Op.startFlow.encode(),
        Op.startFlow.encode(1), Op.flowNext.encode(), Op.finishFlow.encode(),
      ],
      maximumScreens: 3, depth: 4),
    Shape(
      name: "sheet over sheet", setup: [Op.present.encode(), Op.present.encode()],
      alphabet: touches + [
        Op.dismissChain.encode(), Op.detach.encode(), Op.detach.encode(1), Op.present.encode(),
        Op.presentInNavigation.encode(), Op.startFlow.encode(),
      ],
      maximumScreens: 4, depth: 3),
    Shape(
      name: "a sheet over a pushed screen", setup: [Op.push.encode(), Op.present.encode()],
      alphabet: touches + [
        Op.detach.encode(), Op.detach.encode(1), Op.push.encode(), Op.present.encode(), Op.popToRoot.encode(),
        Op.detachAbove.encode(), Op.dismissChain.encode(),
      ],
      maximumScreens: 4, depth: 3),
    Shape(
      name: "full screen under a sheet", setup: [Op.presentFullScreen.encode(), Op.present.encode()],
      alphabet: touches + [
        Op.dismissChain.encode(), Op.detach.encode(), Op.detach.encode(1), Op.presentInNavigation.encode(),
        Op.presentFullScreen.encode(), Op.startFlow.encode(1),
      ],
      maximumScreens: 4, depth: 3),
    Shape(
      name: "a flow inside a sheet",
      setup: [Op.presentInNavigation.encode(), Op.startFlow.encode(3), Op.flowNext.encode()],
      alphabet: touches + [
        Op.flowNext.encode(), Op.flowReplace.encode(), Op.finishFlow.encode(), Op.detach.encode(),
        Op.detach.encode(1), Op.detach.encode(2), Op.push.encode(),
      ],
      maximumScreens: 5, depth: 3),
    Shape(
      name: "a flow on a stack, replacing its own screens",
      setup: [Op.startFlow.encode(1), Op.tabSwitch.encode(1), Op.flowNext.encode()],
      alphabet: [
        Op.tapBack.encode(), Op.swipeBegin.encode(), Op.swipeFinish.encode(), Op.swipeCancel.encode(),
        Op.longPress.encode(), Op.tabReTap.encode(), Op.flowReplace.encode(), Op.flowNext.encode(),
        Op.finishFlow.encode(), Op.detach.encode(), Op.detach.encode(1), Op.push.encode(),
        Op.presentInNavigation.encode(), Op.popToRoot.encode(), Op.detachAbove.encode(),
      ],
      maximumScreens: 4, depth: 3),
    Shape(
      name: "siblings on one stack", setup: [Op.push.encode(), Op.push.encode(48), Op.tabSwitch.encode(1)],
      alphabet: [
        Op.tapBack.encode(), Op.swipeBegin.encode(), Op.swipeFinish.encode(), Op.swipeCancel.encode(),
        Op.longPress.encode(), Op.longPress.encode(1), Op.popTo.encode(), Op.popTo.encode(1),
        Op.detachAbove.encode(), Op.detachAbove.encode(1), Op.setStack.encode(2), Op.setStack.encode(4),
        Op.tabReTap.encode(), Op.detach.encode(), Op.detach.encode(1), Op.push.encode(), Op.push.encode(48),
        Op.present.encode(), Op.restack.encode(),
      ],
      maximumScreens: 4, depth: 3),
    Shape(
      name: "a tab removed and added back", setup: [Op.push.encode(), Op.push.encode(96)],
      alphabet: [
        Op.setTabs.encode(), Op.setTabs.encode(2), Op.tabSwitch.encode(1), Op.tabReTap.encode(), Op.push.encode(),
        Op.push.encode(48), Op.detach.encode(), Op.present.encode(), Op.startFlow.encode(1), Op.sheetBegin.encode(),
        Op.sheetFinish.encode(), Op.sheetCancel.encode(), Op.swipeBegin.encode(), Op.swipeCancel.encode(),
        Op.pushOnRemovedTab.encode(),
      ],
      maximumScreens: 4, depth: 3),
    Shape(
      name: "a flow started by a flow, both on one stack",
      setup: [Op.startFlow.encode(1), Op.tabSwitch.encode(1), Op.startInnerFlow.encode(1)],
      alphabet: [
        Op.tapBack.encode(), Op.swipeBegin.encode(), Op.swipeFinish.encode(), Op.swipeCancel.encode(),
        Op.longPress.encode(), Op.longPress.encode(1), Op.popToRoot.encode(), Op.tabReTap.encode(),
        Op.detach.encode(), Op.detach.encode(1), Op.detach.encode(2), Op.finishFlow.encode(), Op.finishFlow.encode(1),
        Op.flowNext.encode(), Op.flowNext.encode(1), Op.startInnerFlow.encode(), Op.startInnerFlow.encode(3),
        Op.detachAbove.encode(),
      ],
      maximumScreens: 5, depth: 3),
    Shape(
      name: "a flow started by a flow, in a sheet",
      setup: [Op.startFlow.encode(1), Op.tabSwitch.encode(1), Op.startInnerFlow.encode()],
      alphabet: touches + [
        Op.dismissChain.encode(), Op.detach.encode(), Op.detach.encode(1), Op.detach.encode(2),
        Op.finishFlow.encode(), Op.finishFlow.encode(1), Op.flowNext.encode(), Op.flowNext.encode(1),
        Op.startInnerFlow.encode(1), Op.popToRoot.encode(),
      ],
      maximumScreens: 5, depth: 3),
    Shape(
      name: "a flow started by a flow, each in a sheet of its own",
      setup: [Op.startFlow.encode(), Op.startInnerFlow.encode()],
      alphabet: touches + [
        Op.dismissChain.encode(), Op.detach.encode(), Op.detach.encode(1), Op.detach.encode(2), Op.detach.encode(3),
        Op.finishFlow.encode(), Op.finishFlow.encode(1), Op.flowNext.encode(), Op.flowNext.encode(1),
      ],
      maximumScreens: 5, depth: 3),
    Shape(
      name: "a banner tab (a container holding the stack) removed and added back, flows owned on it",
      setup: [Op.tabSwitch.encode(1), Op.push.encode(), Op.startFlow.encode(3), Op.tabSwitch.encode()],
      alphabet: [
        Op.setTabs.encode(), Op.setTabs.encode(2), Op.tabSwitch.encode(1), Op.push.encode(), Op.detach.encode(),
        Op.startFlow.encode(), Op.pushOnRemovedTab.encode(), Op.sheetBegin.encode(), Op.sheetFinish.encode(),
        Op.sheetCancel.encode(), Op.swipeBegin.encode(), Op.swipeFinish.encode(), Op.swipeCancel.encode(),
        Op.tapBack.encode(), Op.present.encode(),
      ],
      maximumScreens: 4, depth: 4, bannerTab: true),
    // Three tabs; a RIB pushed on Third's stack, and one pushed on Finance's (the selected tab, in the
    // middle) that presents a sheet. The app removes the selected tab, a finger on that sheet or not: its
    // presentations go with it, and the tab bar selects the tab at the same index (Apple's rule).
    Shape(
      name: "three tabs, the selected tab removed while its sheet is dragged",
      setup: [
        Op.tabSwitch.encode(2), Op.push.encode(), Op.tabSwitch.encode(1), Op.push.encode(96), Op.present.encode(),
      ],
      alphabet: [
        Op.sheetBegin.encode(), Op.sheetFinish.encode(), Op.sheetCancel.encode(), Op.removeSelectedTab.encode(),
        Op.removeSelectedTab.encode(2), Op.setTabs.encode(), Op.tabSwitch.encode(2), Op.tabReTap.encode(),
        Op.detach.encode(), Op.detach.encode(1), Op.dismissTopViaPresenter.encode(), Op.present.encode(),
        Op.push.encode(),
      ],
      maximumScreens: 4, depth: 3, thirdTab: true),
  ]

  /// Requests UIKit or Navigation.md's guarantee 7 call equivalent, compared from every settled state both
  /// are explored from: app code dismissing the top presentation through its presenter and through itself;
  /// `popToViewController` (or `popToRootViewController`) and business logic detaching the RIB whose screen
  /// is just above the target.
  /// The dismissals are compared from states where at most a gesture has begun (two dismissals in a row
  /// are not one), the pops from settled states only.
  nonisolated static let equivalentRequests: [Equivalence] = [
    Equivalence(
      lhs: Op.dismissTopViaPresenter.encode(), rhs: Op.dismissTopViaPresented.encode(),
      what: "dismiss through the presenter and through the presented view controller", fromSettledStatesOnly: false),
    Equivalence(
      lhs: Op.popToRoot.encode(), rhs: Op.detachAbove.encode(),
      what: "popToRoot and a detach of the screen above the root", fromSettledStatesOnly: true),
    Equivalence(
      lhs: Op.popTo.encode(), rhs: Op.detachAbove.encode(),
      what: "popTo and a detach of the screen above its target", fromSettledStatesOnly: true),
    Equivalence(
      lhs: Op.popTo.encode(1), rhs: Op.detachAbove.encode(1),
      what: "popTo and a detach of the screen above its target", fromSettledStatesOnly: true),
  ]

  /// Two requests that must give the same outcome: `rhs` is compared with `lhs` where it changed something.
  struct Equivalence: Sendable {
    let lhs: Int
    let rhs: Int
    let what: String
    /// Compared from settled states only (else from states where at most a gesture has begun).
    let fromSettledStatesOnly: Bool
  }

  /// A state the exploration expands: the sequence that reached it and what it is.
  struct Expansion {
    let sequence: [Int]
    let state: String
    let settledButForGesture: Bool
    let settled: Bool
  }

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
    /// Whether nothing is pending and no gesture is in flight.
    let settled: Bool
  }

  static func run(_ sequence: [Int], shape: Shape, profile: UIKitBehaviorProfile) -> Outcome {
    let (violations, before, world) = World.replay(
      shape.setup + sequence, profile: profile, maximumScreens: shape.maximumScreens, bannerTab: shape.bannerTab,
      thirdTab: shape.thirdTab
    ) { world in
      (
        state: world.canonicalDescription, withoutHistory: world.describe(includingUnsettledHistory: false),
        settledButForGesture: world.unsettledHistory.count <= 1,
        settled: world.unsettledHistory.isEmpty && !world.gestureInFlight
      )
    }
    return Outcome(
      violations: violations, state: before.state, comparable: before.withoutHistory + " => " + world,
      settledButForGesture: before.settledButForGesture, settled: before.settled)
  }

  /// What an exploration reached.
  struct Figures {
    var depth = 0
    var sequences = 0
    var states = 0
  }

  /// Explores `shape` under `profile` to `depth`; records the first violation or difference.
  static func explore(_ shape: Shape, profile: UIKitBehaviorProfile, depth: Int) -> Figures {
    var figures = Figures()
    let start = run([], shape: shape, profile: profile)
    guard start.violations.isEmpty else {
      Issue.record("\(shape), \(profile): the setup fails: \(start.violations.prefix(3))")
      return figures
    }
    var seen: Set<String> = [start.state]
    var frontier: [Expansion] = [Expansion(sequence: [], state: start.state, settledButForGesture: true, settled: true)]
    explore: for level in 1...depth {
      var next: [Expansion] = []
      for prefix in frontier {
        var states: [Int: (comparable: String, state: String)] = [:]
        for value in shape.alphabet {
          let sequence = prefix.sequence + [value]
          let outcome = run(sequence, shape: shape, profile: profile)
          figures.sequences += 1
          guard outcome.violations.isEmpty else {
            Issue.record(
              "\(shape), \(profile): \(outcome.violations.prefix(3)) — ops: \(Operation.describe(shape.setup + sequence))"
            )
            break explore
          }
          states[value] = (outcome.comparable, outcome.state)
          if seen.insert(outcome.state).inserted {
            next.append(
              Expansion(
                sequence: sequence, state: outcome.state, settledButForGesture: outcome.settledButForGesture,
                settled: outcome.settled))
          }
        }
        // Guarantee 7: equivalent requests give equal outcomes (the second one applies only sometimes: a
        // pair is compared when it changed something).
        for equivalence in Self.equivalentRequests
        where equivalence.fromSettledStatesOnly ? prefix.settled : prefix.settledButForGesture {
          guard let lhs = states[equivalence.lhs], let rhs = states[equivalence.rhs], rhs.state != prefix.state
          else { continue }
          if lhs.comparable != rhs.comparable {
            Issue.record(
              "\(shape), \(profile): \(equivalence.what) differ after \(Operation.describe(shape.setup + prefix.sequence)):\n  \(lhs.comparable)\n  \(rhs.comparable)"
            )
            break explore
          }
        }
      }
      figures.depth = level
      frontier = next
      if frontier.isEmpty { break }
    }
    figures.states = seen.count
    return figures
  }

  @Test(
    "every sequence up to the shape's depth keeps every invariant and matches the specification (iOS 17, iOS 18)",
    arguments: shapes, UIKitBehaviorProfile.all)
  func explore(shape: Shape, profile: UIKitBehaviorProfile) {
    let started = Date()
    let depth = shape.depth + Self.extraDepth
    let figures = Self.explore(shape, profile: profile, depth: depth)
    let seconds = Date().timeIntervalSince(started)
    print(
      "explorer \(shape) | \(profile): depth \(figures.depth), \(figures.sequences) sequences, "
        + "\(figures.states) distinct states, \(Int(Double(figures.sequences) / max(seconds, 0.001))) sequences/s")
    #expect(figures.depth == depth || figures.sequences > 0 && figures.states == 0)
    #expect(figures.states > shape.alphabet.count, "the exploration reached \(figures.states) states")
  }

  @Test(
    "a tab removed while a sheet over the tab bar is dragged, the sheet's RIB detached, the drag cancelled: the tab leaves when removed, and the sync asks for the sheet when the gesture ends, under all 32 profile combinations"
  )
  func gestureEndRequestBeforeQueuedTransitions() {
    // A sequence one level deeper than CI explores: the tab bar's change, the business-logic detach during the
    // drag and the request the sync makes when the drag ends, in the order the specification states.
    let sequence = [
      Op.push.encode(0), Op.present.encode(0), Op.present.encode(0), Op.sheetBegin.encode(0), Op.setTabs.encode(0),
      Op.detach.encode(0), Op.sheetCancel.encode(0),
    ]
    for profile in UIKitBehaviorProfile.allCombinations {
      let outcome = Self.run(sequence, shape: Self.shapes[0], profile: profile)
      #expect(outcome.violations.isEmpty, "\(profile): \(outcome.violations.prefix(1))")
    }
  }

  @Test(
    "a presentation chain dismissed under a flow started by a flow: the RIBs go in one removal, and neither flow is told (their ancestor went with them), under all 32 profile combinations"
  )
  func nestedFlowsGoWithTheirAncestor() {
    // Found by the random tests with a flow told it closed although its ancestor went in the same removal.
    let sequence = [
      Op.present.encode(4), Op.startFlow.encode(90), Op.startInnerFlow.encode(239), Op.dismissChain.encode(42),
    ].map(Specification.supportedVariant)
    for profile in UIKitBehaviorProfile.allCombinations {
      let replayed = World.replay(sequence, profile: profile, maximumScreens: 6) { _ in }
      #expect(replayed.violations.isEmpty, "\(profile): \(replayed.violations.prefix(1))")
    }
  }

  @Test(
    "every shape to depth 2 under all 32 combinations of the profile's choices: the same outcomes",
    arguments: UIKitBehaviorProfile.allCombinations)
  func exploreEveryProfile(profile: UIKitBehaviorProfile) {
    var sequences = 0
    var states = 0
    for shape in Self.shapes {
      let depth = Self.everyProfileDepth + Self.extraDepth
      let figures = Self.explore(shape, profile: profile, depth: depth)
      sequences += figures.sequences
      states += figures.states
      // A shorter exploration either failed (an issue is recorded) or ran out of states: both are reported.
      #expect(figures.depth == depth, "\(shape): explored to depth \(figures.depth) of \(depth)")
    }
    print("explorer all shapes | \(profile): \(sequences) sequences, \(states) distinct states")
  }
}
