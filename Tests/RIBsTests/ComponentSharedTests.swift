import Testing

@testable import RIBs

/// `Component.shared {}`: one instance per property, made on first use — optional types included.
@MainActor
@Suite("Component.shared")
struct ComponentSharedTests {
  final class Optionals: Component<EmptyDependency> {
    var made = 0
    var name: String? {
      shared {
        made += 1; return "made"
      }
    }
    var nothing: String? {
      shared {
        made += 1; return nil
      }
    }
  }

  @Test("an optional shared value runs its factory once, and keeps what it returned, nil included")
  func optionalSharedValueRunsItsFactoryOnce() {
    let component = Optionals(dependency: EmptyComponent())
    #expect(component.name == "made")
    #expect(component.name == "made")
    #expect(component.made == 1)
    #expect(component.nothing == nil)
    #expect(component.nothing == nil)
    #expect(component.made == 2)
  }
}
