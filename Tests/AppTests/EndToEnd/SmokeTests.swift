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
    #expect(driver.tree("Master") == "Master")
    driver.tap("Normal")
    #expect(driver.title == "Detail 1")
    #expect(driver.tree("Master") == "Master\n└── Detail")
    driver.tapBack()
    #expect(driver.title == "Examples")
    #expect(driver.tree("Master") == "Master")
    #expect(driver.diagnostics.isEmpty)
  }
}
