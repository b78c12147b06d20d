import Foundation
import Testing
@testable import NavigatableRIBs

@MainActor
struct DebugReplayTests {
  @Test func debugReplay() {
    guard let list = ProcessInfo.processInfo.environment["REPLAY"] else { return }
    let values = list.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    let profile = ProcessInfo.processInfo.environment["PROFILE"] == "17" ? UIKitBehaviorProfile.iOS17 : .iOS18
    Scene.run(profile: profile) { scene in
      let world = World(scene: scene)
      for value in values {
        let d = world.step(value)
        print("after \(d): \(world.canonicalDescription)")
        print("   stacks: \(world.allNavigations.map { $0.viewControllers.map { $0.title ?? "?" } }) refusals: \(scene.uikitRefusals) diags: \(scene.diagnostics.map(\.message))")
        print("   violations: \(world.violations)")
      }
      world.finish()
      print("final: \(world.canonicalDescription) violations: \(world.violations)")
    }
  }
}
