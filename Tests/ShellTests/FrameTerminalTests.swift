import Foundation
import ShellTestSupport
import Testing

/// `show --frame` on a real (pseudo-)terminal: as wide as the terminal, where a pipe gets 48 columns.
@Suite("Terminal: show --frame fits the terminal", .serialized)
struct FrameTerminalTests {
  @Test("on a 100-column terminal the frame is 100 columns wide")
  func frameFitsTheTerminal() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let terminal = try TerminalTests.start(in: directory)
    var mark = terminal.output.count
    try terminal.type("show --frame\r")
    mark = try terminal.waitFor("┘", after: mark)
    try terminal.waitFor(TerminalTests.prompt, after: mark)
    let lines = terminal.text(from: 0).components(separatedBy: CharacterSet.newlines)
    let top = try #require(lines.first { $0.hasPrefix("┌") && $0.hasSuffix("┐") }, "\(lines)")
    #expect(top == "┌" + String(repeating: "─", count: 98) + "┐")
    #expect(try terminal.typeEndOfInputAndWaitForExit() == 0)
  }
}
