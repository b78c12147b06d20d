import Foundation
import SampleShell
import ShellKit
import ShellTestSupport
import Testing

@MainActor
@Suite("History")
struct HistoryTests {
  @Test("the location: NAME_HISTORY, then absolute XDG_STATE_HOME, then HOME, else none; under the program's name")
  func location() {
    let sample = SampleCommandLine.identity
    #expect(
      HistoryLocation.path(
        in: Environment([
          "NAVIGATABLE_RIBS_HISTORY": "/x/h", "XDG_STATE_HOME": "/state", "HOME": "/home/u",
        ]), for: sample) == "/x/h")
    #expect(
      HistoryLocation.path(in: Environment(["XDG_STATE_HOME": "/state/", "HOME": "/home/u"]), for: sample)
        == "/state/navigatable-ribs/history")
    #expect(
      HistoryLocation.path(in: Environment(["XDG_STATE_HOME": "relative", "HOME": "/home/u"]), for: sample)
        == "/home/u/.local/state/navigatable-ribs/history")
    #expect(
      HistoryLocation.path(in: Environment(["NAVIGATABLE_RIBS_HISTORY": "", "HOME": "/home/u"]), for: sample)
        == "/home/u/.local/state/navigatable-ribs/history")
    #expect(HistoryLocation.path(in: Environment(), for: sample) == nil)
    let acme = ShellIdentity(commandName: "acme", abstract: "Explore Acme.", version: "1.0.0")
    #expect(acme.historyVariable == "ACME_HISTORY")
    #expect(
      HistoryLocation.path(
        in: Environment(["NAVIGATABLE_RIBS_HISTORY": "/x/h", "XDG_STATE_HOME": "/state", "HOME": "/home/u"]),
        for: acme) == "/state/acme/history")
    #expect(HistoryLocation.path(in: Environment(["ACME_HISTORY": "/a/h"]), for: acme) == "/a/h")
  }

  @Test("an interactive session records lines in a new directory, skipping blanks and repeats")
  func records() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("deep/er/history")
    let shell = TestShell(mode: .interactive, history: HistoryFile(path: path))
    let reader = FakeLineReader(
      ["show", "show", "  ", "", "nope", "show", "# note"].map { .line(Array($0.utf8)) } + [
        .line([0xFF]), .line([0x61, 0x07]),
      ])
    _ = shell.run([], reader: reader)
    let saved = try String(contentsOfFile: path, encoding: .utf8)
    #expect(saved == "show\nnope\nshow\n# note\n")
    #expect(reader.history == ["show", "nope", "show", "# note"])
  }

  @Test("history is loaded oldest first; the last loaded line is not recorded again")
  func loadsAndContinues() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("history")
    try "help\n\nshow\n\u{1B}bad\n".write(toFile: path, atomically: true, encoding: .utf8)
    let history = HistoryFile(path: path)
    #expect(history.load() == ["help", "show"])
    #expect(try history.record("show") == false)
    #expect(try history.record("echo") == true)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "help\n\nshow\n\u{1B}bad\necho\n")
  }

  @Test("loading keeps the last maximumEntries lines and compacts a file grown past twice that")
  func compacts() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("history")
    let lines = (0..<2500).map { "echo \($0)" }
    try lines.map { $0 + "\n" }.joined().write(toFile: path, atomically: true, encoding: .utf8)
    let loaded = HistoryFile(path: path).load()
    #expect(loaded == Array(lines.suffix(HistoryFile.maximumEntries)))
    let rewritten = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
    #expect(rewritten == loaded)
  }

  @Test("a script session never writes history")
  func scriptWritesNothing() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("history")
    let shell = TestShell(mode: .script(bail: false), history: HistoryFile(path: path))
    _ = shell.run(["show", "help"])
    #expect(!FileManager.default.fileExists(atPath: path))
    #expect(shell.session.history == nil)
  }

  @Test("failing to write history is one warning line, and the session goes on")
  func unwritable() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try "not a directory".write(toFile: directory.file("file"), atomically: true, encoding: .utf8)
    let shell = TestShell(mode: .interactive, history: HistoryFile(path: directory.file("file/history")))
    #expect(shell.run(["show", "help quit", "show"]) == 0)
    let warnings = shell.lines.filter { $0.hasPrefix("warning:") }
    #expect(warnings.count == 1)
    #expect(warnings.first?.hasPrefix("warning: cannot save history to \(directory.file("file/history")): ") == true)
    #expect(shell.lines.filter { $0 == "(fake) no screen" }.count == 2)
  }
}
