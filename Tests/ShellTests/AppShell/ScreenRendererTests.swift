import NavigatableRIBs
import ScreenKit
import Testing

@testable import AppShell

@MainActor
@Suite("AppShell: screen renderer")
struct ScreenRendererTests {
  @Test("title, lines, numbered items (rows marked ›), fields with the focus marker, then the error text")
  func everyPart() {
    let description = ScreenDescription(
      title: "Top-up", lines: ["Balance: 12.50"],
      items: [ScreenItem(.row, "Visa •• 1234") {}, ScreenItem(.button, "Pay") {}],
      fields: [
        ScreenField(label: "Amount", text: "10", isFocused: true) { _ in },
        ScreenField(label: "Note", text: "", isFocused: false) { _ in },
      ],
      errorText: "Amount too large")
    #expect(
      ScreenRenderer.lines(for: description) == [
        "Top-up",
        "  Balance: 12.50",
        "  [1] Visa •• 1234 ›",
        "  [2] Pay",
        "  Amount: \"10\" (typing here)",
        "  Note: \"\"",
        "  ! Amount too large",
      ])
  }

  @Test("an empty title and control characters cannot break the layout")
  func hostileText() {
    let description = ScreenDescription(
      title: "", lines: ["two\nlines"], items: [ScreenItem(.button, "a\u{1B}[2Jb") {}], errorText: "")
    #expect(ScreenRenderer.lines(for: description) == ["(untitled)", "  two lines", "  [1] a\\u{1B}[2Jb"])
  }

  @Test("a view controller that does not describe itself shows its title and says so")
  func plainViewController() {
    let viewController = UIViewController()
    viewController.title = "Plain"
    #expect(ScreenRenderer.lines(for: viewController) == ["Plain", "  (this screen does not describe itself)"])
  }

  @Test("show --frame counts CJK and full-width characters as two columns, as a terminal draws them")
  func wideCharactersTakeTwoColumns() {
    #expect(PhoneFrame.columns("詳細") == 4)
    #expect(PhoneFrame.columns("ｶﾅ") == 2)  // half-width katakana: one column each
    #expect(PhoneFrame.columns("Ｄｅｔａｉｌ") == 12)
    #expect(PhoneFrame.columns("설정 ✓") == 6)
  }
}
