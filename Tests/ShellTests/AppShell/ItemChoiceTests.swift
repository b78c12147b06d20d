import ShellKit
import Testing

@testable import AppShell

@Suite("AppShell: choosing the item to tap")
struct ItemChoiceTests {
  let labels = ["Push next", "Present sheet", "Close"]

  @Test("a number counts from 1, as show prints")
  func number() throws {
    #expect(try ItemChoice.index(of: "1", in: labels, screen: "Detail") == 0)
    #expect(try ItemChoice.index(of: "3", in: labels, screen: "Detail") == 2)
  }

  @Test("a label matches case-insensitively; a unique beginning is enough")
  func label() throws {
    #expect(try ItemChoice.index(of: "close", in: labels, screen: "Detail") == 2)
    #expect(try ItemChoice.index(of: "PUSH", in: labels, screen: "Detail") == 0)
    #expect(try ItemChoice.index(of: "pres", in: labels, screen: "Detail") == 1)
  }

  @Test("an exact label wins over longer labels it begins")
  func exactFirst() throws {
    #expect(try ItemChoice.index(of: "pay", in: ["Pay later", "Pay"], screen: "Checkout") == 1)
  }

  @Test("ambiguous, unknown, out of range, nothing to tap: one message naming the choices")
  func errors() {
    #expect(throws: CommandError.failed("'p' is ambiguous on Detail: [1] Push next, [2] Present sheet; use the number"))
    {
      try ItemChoice.index(of: "p", in: labels, screen: "Detail")
    }
    #expect(
      throws: CommandError.failed("no item 'nope' on Detail (items: [1] Push next, [2] Present sheet, [3] Close)")
    ) {
      try ItemChoice.index(of: "nope", in: labels, screen: "Detail")
    }
    #expect(throws: CommandError.failed("no item 4 on Detail (items 1 to 3)")) {
      try ItemChoice.index(of: "4", in: labels, screen: "Detail")
    }
    #expect(throws: CommandError.failed("no item 0 on Detail (items 1 to 3)")) {
      try ItemChoice.index(of: "0", in: labels, screen: "Detail")
    }
    #expect(throws: CommandError.failed("Empty has nothing to tap")) {
      try ItemChoice.index(of: "1", in: [], screen: "Empty")
    }
  }
}
