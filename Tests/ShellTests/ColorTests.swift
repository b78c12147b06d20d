import ShellKit
import Testing

@MainActor
@Suite("Colour")
struct ColorTests {
  @Test("auto colours a terminal only, unless NO_COLOR is non-empty or TERM is dumb")
  func auto() {
    #expect(ColorMode.auto.usesColor(outputIsTerminal: true, environment: Environment()))
    #expect(!ColorMode.auto.usesColor(outputIsTerminal: false, environment: Environment()))
    #expect(!ColorMode.auto.usesColor(outputIsTerminal: true, environment: Environment(["NO_COLOR": "1"])))
    #expect(ColorMode.auto.usesColor(outputIsTerminal: true, environment: Environment(["NO_COLOR": ""])))
    #expect(!ColorMode.auto.usesColor(outputIsTerminal: true, environment: Environment(["TERM": "dumb"])))
  }

  @Test("always and never ignore the terminal; always overrides NO_COLOR (an explicit flag wins)")
  func explicit() {
    #expect(ColorMode.always.usesColor(outputIsTerminal: false, environment: Environment(["NO_COLOR": "1"])))
    #expect(!ColorMode.never.usesColor(outputIsTerminal: true, environment: Environment()))
  }

  @Test("with colour only the prefix is coloured; without, no escape appears")
  func errorLines() {
    let coloured = MemoryOutputSink()
    Console(sink: coloured, usesColor: true).error("boom")
    #expect(coloured.text == "\u{1B}[31merror:\u{1B}[0m boom\n")
    let plain = MemoryOutputSink()
    Console(sink: plain, usesColor: false).warning("careful")
    #expect(plain.text == "warning: careful\n")
  }

  @Test("messages cannot smuggle line breaks or escapes into an error line")
  func singleLine() {
    let sink = MemoryOutputSink()
    Console(sink: sink, usesColor: false).error("a\nb\u{1B}[2Jc")
    #expect(sink.text == "error: a b\\u{1B}[2Jc\n")
  }
}
