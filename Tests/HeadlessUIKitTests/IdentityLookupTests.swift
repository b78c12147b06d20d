import Testing

@testable import HeadlessUIKit

@MainActor
@Suite("Identity lookups without closures")
struct IdentityLookupTests {
  @Test("lastIndexOfIdentical finds the object itself, its last occurrence, and nothing for a stranger")
  func lastIndexOfIdentical() {
    let first = UIViewController()
    let second = UIViewController()
    let stranger = UIViewController()
    let stack = [first, second, first, second]
    #expect(stack.lastIndexOfIdentical(first) == 2)
    #expect(stack.lastIndexOfIdentical(second) == 3)
    #expect(stack.lastIndexOfIdentical(stranger) == nil)
    #expect([UIViewController]().lastIndexOfIdentical(first) == nil)
    #expect(stack.containsIdentical(second))
    #expect(!stack.containsIdentical(stranger))
  }

  @Test("a container's children keep their order after removals from the front compact the list in place")
  func childrenAfterCompaction() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    let screens = (0..<100).map { _ in UIViewController() }
    navigation.setViewControllers(screens, animated: false)
    HeadlessRunLoop.main.runUntilIdle()
    // Keep the last 10: the first 90 leave from the front, which compacts the child list.
    navigation.setViewControllers(Array(screens.suffix(10)), animated: false)
    HeadlessRunLoop.main.runUntilIdle()
    #expect(navigation.children.count == 10)
    #expect(zip(navigation.children, screens.suffix(10)).allSatisfy { $0 === $1 })
    #expect(screens.prefix(90).allSatisfy { $0.parent == nil })
  }
}
