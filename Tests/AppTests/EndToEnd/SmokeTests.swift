import NavigatableRIBs
import Testing

@testable import Root

@MainActor
@Suite(.serialized)
struct SmokeTests {
  @Test func launchShowsExamplesAndTree() {
    let driver = AppDriver()
    defer { driver.finish() }
    #expect(driver.title == "Examples")
    #expect(driver.tree == "Root\n├── Master\n└── FinanceHome")
    driver.tap("Normal")
    #expect(driver.title == "Detail 1")
    print(driver.tree)
    driver.tapBack()
    #expect(driver.title == "Examples")
    #expect(driver.tree == "Root\n├── Master\n└── FinanceHome")
    #expect(driver.diagnostics.isEmpty)
  }
}
