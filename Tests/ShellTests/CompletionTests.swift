import ShellKit
import Testing

@MainActor
@Suite("Tab completion")
struct CompletionTests {
  let shell = TestShell(extraCommands: [
    ShellCommand(
      name: "tap", summary: "", usage: "ITEM", arguments: 1...1,
      complete: { _ in ["Buy milk", "Back", "Settings", "Back"] }, run: { _ in }),
    ShellCommand(
      name: "pair", summary: "", usage: "A B", arguments: 2...2,
      complete: { request in
        request.argumentIndex == 0 ? ["left:\(request.partial)"] : ["right-\(request.arguments[0])"]
      },
      run: { _ in }),
  ])

  var engine: CompletionEngine { CompletionEngine(registry: shell.session.registry) }

  @Test("the first word completes command names and aliases")
  func commandNames() {
    #expect(
      engine.candidates(forLinePrefix: "") == ["?", "echo", "exit", "help", "pair", "quit", "record", "show", "tap"])
    #expect(engine.candidates(forLinePrefix: "e") == ["echo", "exit"])
    #expect(engine.candidates(forLinePrefix: "  sh") == ["show"])
  }

  @Test("arguments come from the command's provider, filtered by what was typed, without repeats")
  func arguments() {
    #expect(engine.candidates(forLinePrefix: "tap ") == ["Buy milk", "Back", "Settings"])
    #expect(engine.candidates(forLinePrefix: "tap B") == ["Buy milk", "Back"])
    #expect(engine.candidates(forLinePrefix: "tap se") == ["Settings"], "case is ignored, as tap ignores it")
    #expect(engine.candidates(forLinePrefix: #"tap "Buy m"#) == ["Buy milk"])
    #expect(engine.candidates(forLinePrefix: "help q") == ["quit"])
  }

  @Test("providers see earlier arguments; nothing is offered past the last argument or for unknown commands")
  func positions() {
    #expect(engine.candidates(forLinePrefix: "pair l") == ["left:l"])
    #expect(engine.candidates(forLinePrefix: "pair x ") == ["right-x"])
    #expect(engine.candidates(forLinePrefix: "pair x y ").isEmpty)
    #expect(engine.candidates(forLinePrefix: "tap Back ").isEmpty)
    #expect(engine.candidates(forLinePrefix: "show ").isEmpty)
    #expect(engine.candidates(forLinePrefix: "nope ").isEmpty)
  }

  @Test("replacements quote candidates with blanks, keep the user's quote, and fit libedit's word")
  func replacements() {
    #expect(engine.replacements(forLinePrefix: "tap Bu", word: "Bu") == [#""Buy milk""#])
    #expect(engine.replacements(forLinePrefix: "tap Se", word: "Se") == ["Settings"])
    #expect(engine.replacements(forLinePrefix: #"tap "Se"#, word: #""Se"#) == [#""Settings""#])
    #expect(engine.replacements(forLinePrefix: "tap 'Bu", word: "'Bu") == ["'Buy milk'"])
    // libedit breaks words at blanks, so inside an open quote its word is only the last part.
    #expect(engine.replacements(forLinePrefix: #"tap "Buy m"#, word: "m") == [#"milk""#])
  }

  @Test("the session hands libedit the same replacements")
  func session() {
    #expect(shell.session.completions(linePrefix: "he", word: "he") == ["help"])
  }
}
