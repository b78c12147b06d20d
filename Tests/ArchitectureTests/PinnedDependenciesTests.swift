import Foundation
import Testing

/// This is an app: the versions it builds with are the ones `Package.resolved` pins, and that file is
/// part of the repository (a fresh clone resolves exactly those).
@Suite("Package.resolved pins every dependency Package.swift names")
struct PinnedDependenciesTests {
  @Test("every package URL in Package.swift has a pin in Package.resolved, and nothing else is pinned")
  func everyDependencyIsPinned() throws {
    let root = PackageTargets.root
    let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let resolvedData = try Data(contentsOf: root.appendingPathComponent("Package.resolved"))
    struct Resolved: Decodable {
      struct Pin: Decodable {
        let identity: String
        let state: [String: String]
      }
      let pins: [Pin]
    }
    let resolved = try JSONDecoder().decode(Resolved.self, from: resolvedData)
    let named = Set(
      manifest.matches(of: /\.package\(url: "https:\/\/github\.com\/[^\/]+\/([^"]+?)(\.git)?"/).map {
        String($0.output.1).lowercased()
      })
    #expect(!named.isEmpty)
    #expect(Set(resolved.pins.map(\.identity)) == named)
    for pin in resolved.pins { #expect(pin.state["version"] != nil, "\(pin.identity) is pinned to a version") }
  }
}
