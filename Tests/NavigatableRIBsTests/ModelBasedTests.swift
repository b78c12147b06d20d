import PropertyBased
import Testing
@testable import NavigatableRIBs

/// Seeded random sequences of every operation a user or business logic can do, with the invariants checked
/// after every quiescent step. A failure prints the seed (replay with `.fixedSeed(...)` on the test) and the
/// shrunk operation sequence.
@MainActor
@Suite("Model-based: random operations keep the tree and the containers in sync", .serialized)
struct ModelBasedTests {
  /// Sequences per profile and their length: 2 profiles × 300 × ~200 ≈ 120,000 operations per run (the
  /// total is asserted); lengths start at 1 so a failure shrinks to the shortest sequence that replays it.
  static let sequencesPerProfile = 300
  static let operations = Gen.int(in: 0...(World.Operation.allCases.count * 64 - 1)).array(of: 1...400)

  @Test("100,000+ random operations under both behaviour profiles keep every invariant")
  func randomOperations() async {
    var executed = 0
    for profile in [UIKitBehaviorProfile.iOS17, .iOS18] {
      await propertyCheck(count: Self.sequencesPerProfile, input: Self.operations) { values in
        let violations = Self.replay(values, profile: profile)
        executed += values.count
        #expect(violations.isEmpty, "\(profile): \(violations.prefix(3)) — ops: \(values.map { "\(World.Operation.decode($0).0)" })")
      }
    }
    #expect(executed >= 100_000, "executed \(executed) operations")
  }

  /// Replays `values` on a fresh scene and returns the violations found.
  static func replay(_ values: [Int], profile: UIKitBehaviorProfile) -> [String] {
    Scene.run(profile: profile) { scene in
      let world = World(scene: scene)
      for value in values {
        let step = world.apply(value)
        world.settleAndCheck(after: step)
        if !world.violations.isEmpty { break }
      }
      if world.violations.isEmpty {
        // Finish an in-flight swipe, then everything must still hold.
        world.apply(World.Operation.swipeCancel.rawValue)
        world.settleAndCheck(after: "final cancel")
      }
      return world.violations + scene.diagnostics.filter { $0.kind != .navigation }.map(\.message)
    }
  }

  @Test("a known sequence replays deterministically: push, swipe half-way, cancel, pop to root")
  func knownSequence() {
    let push = World.Operation.pushRIB.rawValue
    let values = [push, push, World.Operation.swipeBegin.rawValue, World.Operation.swipeCancel.rawValue,
                  World.Operation.popToRoot.rawValue]
    #expect(Self.replay(values, profile: .iOS17).isEmpty)
    #expect(Self.replay(values, profile: .iOS18).isEmpty)
  }
}
