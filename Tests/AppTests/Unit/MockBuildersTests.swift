import NavigatableRIBsTesting
import Testing

/// `MockBuilders`, which a parent's test dependency keeps its children's stand-in builders in: one stand-in per
/// type, made at its first read and the same at every later read.
@MainActor
struct MockBuildersTests {
  final class First {}
  final class Second {}

  @Test func eachTypeIsMadeOnceAndAnsweredAtEveryRead() {
    let builders = MockBuilders()
    var made = 0
    let first = builders {
      made += 1
      return First()
    }
    let again = builders {
      made += 1
      return First()
    }
    #expect(first === again)
    #expect(made == 1)
    let second = builders(Second.init)
    #expect(builders(Second.init) === second)
    #expect(made == 1)
  }
}
