import Foundation
import ShellTestSupport
import Testing

/// Transcript tests of the built `navigatable-ribs` executable: each runs on a stdin pipe and as a
/// `--script` file (see ``Transcript``).
@Suite("End to end: the executable")
struct EndToEndTests {
  @Test("the executable is found (swift test builds it before the tests)")
  func executableExists() {
    #expect(ShellExecutable.url() != nil)
  }

  // Transcripts of the app's screens live in Transcripts/*.txt (see TranscriptsTests), so they can be
  // re-recorded when the app changes. The tests here use only output that does not depend on the app.

  @Test("results, comments, blanks and quoting; exit 0 when nothing failed")
  func clean() throws {
    try Transcript(
      """
      > # comments and blank lines print nothing
      >
      >    profile
      profile: iOS 18
      > help 'quit'
      Usage: quit
      Aliases: exit
      End the session.

      Ends the session (Ctrl-D on an empty line does the same). A script still exits 1 if a command failed.
      > trace "off"
      trace: off
      """
    ).verify(status: 0)
  }

  @Test("every error is one line in order with the results; the script goes on and exits 1")
  func errors() throws {
    try Transcript(
      """
      > foo bar
      error: unknown command 'foo' (try 'help')
      > type "12.50
      error: unterminated quote ("); line ignored
      > profile ios17 ios18
      error: 'profile' takes at most 1 argument (usage: profile [ios17|ios18])
      > help nope
      error: no command 'nope' (try 'help')
      > trace maybe
      error: expected on or off, not 'maybe' (usage: trace [on|off])
      > open
      error: 'open' takes exactly 1 argument (usage: open URL)
      > profile
      profile: iOS 18
      """
    ).verify(status: 1)
  }

  @Test("--bail stops at the first failure with exit 1")
  func bail() throws {
    try Transcript(
      """
      > profile
      profile: iOS 18
      > nope
      error: unknown command 'nope' (try 'help')
      > profile
      """
    ).verify(arguments: ["--bail"], status: 1)
  }

  @Test("quit ends the script; exit 0 when nothing failed before")
  func quit() throws {
    try Transcript(
      """
      > profile
      profile: iOS 18
      > exit
      > profile
      """
    ).verify(status: 0)
  }

  @Test("--without-sync reaches the app: reset says so")
  func withoutSync() throws {
    let run = try ShellExecutable.run(["--without-sync"], input: "reset\n")
    #expect(run.lines.first == "app rebuilt (without sync)")
    let synced = try ShellExecutable.run(input: "reset\n")
    #expect(synced.lines.first == "app rebuilt")
  }

  @Test("empty input: no output, exit 0")
  func emptyInput() throws {
    let run = try ShellExecutable.run(input: "")
    #expect(run.standardOutput.isEmpty)
    #expect(run.status == 0)
  }

  @Test("garbage bytes, NUL, escapes and a huge line: one error line each, no crash")
  func garbage() throws {
    var input: [UInt8] = []
    input += [0xFF, 0xFE, 0x0A]
    input += Array("sh\u{0}ow\n".utf8)
    input += Array("\u{1B}[2J\n".utf8)
    input += Array(repeating: UInt8(ascii: "a"), count: 100_000) + [0x0A]
    input += Array("profile\r\n".utf8)
    let run = try ShellExecutable.run(inputBytes: input)
    #expect(run.exitedNormally)
    #expect(run.status == 1)
    #expect(
      run.lines == [
        "error: input is not valid UTF-8; line ignored",
        "error: input contains control character U+0000; line ignored",
        "error: input contains control character U+001B; line ignored",
        "error: line too long (100000 bytes, limit 4096); line ignored",
        "profile: iOS 18",
      ])
  }

  @Test("colour: none into a pipe by default or with NO_COLOR; --color always overrides NO_COLOR")
  func colour() throws {
    let plain = try ShellExecutable.run(input: "nope\n")
    #expect(plain.lines == ["error: unknown command 'nope' (try 'help')"])
    let forced = try ShellExecutable.run(["--color", "always"], input: "nope\n", environment: ["NO_COLOR": "1"])
    #expect(forced.lines == ["\u{1B}[31merror:\u{1B}[0m unknown command 'nope' (try 'help')"])
    let never = try ShellExecutable.run(["--color", "never"], input: "nope\n")
    #expect(!never.standardOutput.contains("\u{1B}"))
  }

  @Test("scripts and pipes never write the history file")
  func noHistoryInScripts() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let history = directory.file("state/history")
    _ = try ShellExecutable.run(input: "profile\nhelp\n", environment: ["NAVIGATABLE_RIBS_HISTORY": history])
    #expect(!FileManager.default.fileExists(atPath: history))
    #expect(!FileManager.default.fileExists(atPath: directory.file("state")))
  }

  @Test("--help lists every flag; a bad flag is a usage error")
  func help() throws {
    let run = try ShellExecutable.run(["--help"])
    #expect(run.status == 0)
    for flag in ["--script <FILE>", "--bail", "--color <color>", "--without-sync", "--help"] {
      #expect(run.standardOutput.contains(flag), "missing \(flag)")
    }
    let bad = try ShellExecutable.run(["--colour"])
    #expect(bad.status != 0)
    #expect(bad.standardError.contains("--colour"))
  }

  @Test("a missing --script file is one error line and exit 1")
  func missingScript() throws {
    let run = try ShellExecutable.run(["--script", "/nonexistent/commands.txt"])
    #expect(run.lines == ["error: cannot open script '/nonexistent/commands.txt': No such file or directory"])
    #expect(run.status == 1)
  }
}
