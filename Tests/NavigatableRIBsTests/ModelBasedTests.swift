import Foundation
import NavigationSpecification
import PropertyBased
import Testing

@testable import NavigatableRIBs

/// Seeded random sequences of every operation a user, app code or business logic can do — at any moment,
/// gestures and animated transitions in flight included — with the invariants checked after every
/// quiescent step, each on a tab bar of two tabs or of three (chosen at random with the sequence). A failure prints the seed (replay with `.fixedSeed(...)` on the test) and the shrunk
/// operation sequence. `MODEL_SEQUENCES=N` runs N sequences per profile instead of the default.
@MainActor
@Suite("Model-based: random operations keep the tree and the containers in sync", .serialized)
struct ModelBasedTests {
  /// Sequences per profile and their length: 2 profiles × 400 × ~200 ≈ 160,000 operations per run (at
  /// least 120,000 is asserted); lengths start at 1 so a failure shrinks to the shortest sequence that
  /// replays it.
  static let sequencesPerProfile = ProcessInfo.processInfo.environment["MODEL_SEQUENCES"].flatMap(Int.init) ?? 400
  static let operations = Gen.int(in: 0...(World.Operation.allCases.count * 256 - 1)).array(of: 1...400)

  @Test("100,000+ random operations under both behaviour profiles keep every invariant")
  func randomOperations() async {
    var executed = 0
    for profile in UIKitBehaviorProfile.all {
      await propertyCheck(count: Self.sequencesPerProfile, input: Self.operations, Gen.bool) { values, thirdTab in
        let violations = Self.replay(values, profile: profile, thirdTab: thirdTab)
        executed += values.count
        #expect(
          violations.isEmpty,
          "\(profile)\(thirdTab ? ", three tabs" : ""): \(violations.prefix(3)) — ops: \(Self.describe(values))")
      }
    }
    #expect(executed >= Self.sequencesPerProfile * 2 * 150, "executed \(executed) operations")
    print("model-based: \(executed) operations in \(Self.sequencesPerProfile * 2) sequences")
  }

  @Test(
    "random settled operations, under all 32 profile combinations, agree with the specification at every step",
    .enabled(if: againstSpecification, "MODEL_SPEC=0 switches it off"))
  func randomOperationsAgainstTheSpecification() async {
    var executed = 0
    for profile in UIKitBehaviorProfile.allCombinations {
      await propertyCheck(count: Self.sequencesPerProfile / 16, input: Self.operations, Gen.bool) { values, thirdTab in
        let supported = values.map(Specification.supportedVariant)
        let violations = Self.replay(
          supported, profile: profile, maximumScreens: 6, thirdTab: thirdTab, againstSpecification: true)
        executed += supported.count
        #expect(
          violations.isEmpty,
          "\(profile)\(thirdTab ? ", three tabs" : ""): \(violations.prefix(1)) — ops: \(Self.describe(supported))")
      }
    }
    #expect(executed >= Self.sequencesPerProfile / 16 * 32 * 150, "executed \(executed) operations")
    print(
      "model-based against the specification: \(executed) operations in \(Self.sequencesPerProfile / 16 * 32) sequences"
    )
  }

  /// Replays `values` on a fresh scene and returns the violations found.
  /// Whether the random tests also compare with the specification at every step (on; `MODEL_SPEC=0`
  /// switches it off, to look at the invariants alone). The explorer always compares.
  nonisolated static let againstSpecification = ProcessInfo.processInfo.environment["MODEL_SPEC"] != "0"

  static func replay(
    _ values: [Int], profile: UIKitBehaviorProfile, maximumScreens: Int = 14, thirdTab: Bool = false,
    againstSpecification: Bool = Self.againstSpecification
  ) -> [String] {
    World.replay(
      values, profile: profile, maximumScreens: maximumScreens, thirdTab: thirdTab,
      againstSpecification: againstSpecification, comparingGestureEndRequests: false
    ) { _ in }.violations
  }

  static func describe(_ values: [Int]) -> String { Operation.describe(values) }

  @Test(
    "nested flows, a tab removed and added back during a swipe: the outer flow losing its last screen to the inner one's close is told too"
  )
  func nestedFlowsAfterATabRemovedDuringASwipe() {
    let values = [
      World.Operation.setTabs.encode(126), World.Operation.setTabs.encode(44), World.Operation.startFlow.encode(107),
      World.Operation.startInnerFlow.encode(27), World.Operation.pushPlain.encode(201),
      World.Operation.swipeBegin.encode(221), World.Operation.setTabs.encode(125),
      World.Operation.startInnerFlow.encode(163), World.Operation.setTabs.encode(104),
      World.Operation.flowNext.encode(168), World.Operation.swipeCancel.encode(),
    ]
    let profile = UIKitBehaviorProfile.allCombinations.first {
      $0.description == "iOS 18 +willMoveAtEnd +didSelectBeforePop"
    }
    #expect(Self.replay(values, profile: profile ?? .iOS18, maximumScreens: 6).isEmpty)
  }

  @Test(
    "app code's setViewControllers takes an outer flow's screen and an inner flow's last screen above it: the inner flow is told it closed before the outer flow's close takes its parent along, under all 32 profile combinations"
  )
  func innerFlowToldBeforeItsOuterFlowsCascade() {
    // Finance's stack: F1's R2, F3's R4, F5's R6 (F5 started from R4). setStack keeps R4: R2 and R6 leave.
    // F5 and F1 lost their last screens; F1's close takes R4 (and with it F5) along, so F5 is told first.
    typealias Op = World.Operation
    let values = [
      Op.startFlow.encode(3), Op.startInnerFlow.encode(97), Op.removeSelectedTab.encode(29),
      Op.startFlow.encode(13), Op.setStack.encode(37),
    ]
    .map(Specification.supportedVariant)
    for profile in UIKitBehaviorProfile.allCombinations {
      let violations = Self.replay(values, profile: profile, maximumScreens: 6, againstSpecification: true)
      #expect(violations.isEmpty, "\(profile): \(violations.prefix(1))")
    }
  }

  @Test(
    "nested flows presented over each other, the top sheet dragged, the bottom screen detached: the dragged sheet's RIB goes in the same pass and its flow is told it closed, under all 32 profile combinations"
  )
  func detachUnderASheetDraggedTwoPresentationsUp() {
    let values = [
      World.Operation.startFlow.encode(158), World.Operation.flowNext.encode(237),
      World.Operation.startInnerFlow.encode(102), World.Operation.startFlow.encode(99),
      World.Operation.startInnerFlow.encode(196), World.Operation.sheetBegin.encode(230),
      World.Operation.detach.encode(251),
    ]
    for profile in UIKitBehaviorProfile.allCombinations {
      let violations = Self.replay(values, profile: profile, maximumScreens: 6, againstSpecification: true)
      #expect(violations.isEmpty, "\(profile): \(violations.prefix(1))")
    }
  }

  @Test(
    "a presented stack's first screen detached while its second screen's sheet is being dismissed: the sheet's RIB goes in the same pass, deepest first, under all 32 profile combinations"
  )
  func detachUnderAPresentedStackWithASheetLeaving() {
    // The removal finds the stack's screens second first; the RIBs under every one of them go with it.
    let values = [
      World.Operation.setTabs.encode(83), World.Operation.setTabs.encode(94), World.Operation.setTabs.encode(14),
      World.Operation.setTabs.encode(186), World.Operation.setTabs.encode(3), World.Operation.push.encode(147),
      World.Operation.setTabs.encode(202), World.Operation.swipeBegin.encode(185),
      World.Operation.startFlow.encode(236),
      World.Operation.push.encode(5), World.Operation.present.encode(76),
      World.Operation.dismissTopViaPresenter.encode(61),
      World.Operation.startInnerFlow.encode(246), World.Operation.detach.encode(124),
    ]
    .map(Specification.supportedVariant)
    for profile in UIKitBehaviorProfile.allCombinations {
      let violations = Self.replay(values, profile: profile, maximumScreens: 6, againstSpecification: true)
      #expect(violations.isEmpty, "\(profile): \(violations.prefix(1))")
    }
  }

  @Test(
    "a RIB detached while its stack is swiped back in a tab the user switched away from: the cancelled swipe brings none of its screens back, and app code's calls meanwhile go to a stack the user is not touching, under all 32 profile combinations"
  )
  func detachInAStackSwipedOutOfTheWindow() {
    // push push dismissTopViaPresenter tabSwitch pushPlain swipeBegin tabSwitch detach setStack: the stack
    // being swiped is the first tab that is not selected, so the setStack has no stack to call.
    typealias Op = World.Operation
    let values = [
      Op.push.encode(38), Op.push.encode(166), Op.dismissTopViaPresenter.encode(210), Op.tabSwitch.encode(251),
      Op.pushPlain.encode(42), Op.swipeBegin.encode(167), Op.tabSwitch.encode(214),
      Op.detach.encode(5), Op.setStack.encode(252),
    ]
    for profile in UIKitBehaviorProfile.allCombinations {
      let replayed = World.replay(values, profile: profile, maximumScreens: 14) { _ in }
      #expect(replayed.violations.isEmpty, "\(profile): \(replayed.violations.prefix(1))")
      #expect(replayed.settled.contains("tabs nav[Home] | nav[Finance];"), "\(profile): \(replayed.settled)")
    }
  }

  @Test(
    "app code removing tabs after a tab switch during a swipe leaves the swiped stack's tab, under both profiles"
  )
  func tabsRemovedDuringASwipeKeepTheSwipedStack() {
    // Found by the random tests (ASan run): the app removed every tab but the selected one, the swiped stack's
    // among them, and its screens left their container while the gesture decided about them.
    let values = [
      World.Operation.push.encode(155), World.Operation.swipeBegin.encode(151), World.Operation.tabSwitch.encode(233),
      World.Operation.setTabs.encode(141),
    ]
    for profile in UIKitBehaviorProfile.all {
      #expect(Self.replay(values, profile: profile).isEmpty, "\(profile)")
    }
  }

  @Test("a known sequence replays deterministically: push, swipe half-way, cancel, pop to root")
  func knownSequence() {
    let values = [
      World.Operation.push.encode(), World.Operation.push.encode(8 + 1),
      World.Operation.swipeBegin.encode(), World.Operation.swipeMove.encode(50),
      World.Operation.swipeCancel.encode(), World.Operation.popToRoot.encode(),
    ]
    for profile in UIKitBehaviorProfile.all { #expect(Self.replay(values, profile: profile).isEmpty) }
  }
}
