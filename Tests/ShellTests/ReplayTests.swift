import AppShell
import Foundation
import ShellTestSupport
import Testing

@testable import ShellKit

/// `record FILE` → `navigatable-ribs --replay FILE` round-trips: a learner's recording is a regression test
/// they can run. The replay runs in the executable, as a user runs it.
@Suite("Record and replay")
struct ReplayTests {
  @Test("every transcript of Tests/ShellTests/Transcripts replays as recorded (exit 0, one line)")
  func everyTranscriptReplays() throws {
    for file in TranscriptFile.all() {
      let run = try ShellExecutable.run(["--replay", file.url.path])
      #expect(run.status == 0, "\(file.name):\n\(run.lines.suffix(30).joined(separator: "\n"))")
      #expect(run.lines.count == 1 && run.lines.first?.hasSuffix(": as recorded") == true, "\(file.name)")
    }
  }

  @Test("a transcript that differs from the replay prints a unified diff at the difference and exits 1")
  func aDifferenceIsADiffAndStatus1() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("changed.txt")
    try "#! status: 0\n> tap normal\nDetail 1\n  Depth 1\n  A Detail pushed from Elsewhere.\n  [1] Close\n"
      .write(toFile: path, atomically: true, encoding: .utf8)
    let run = try ShellExecutable.run(["--replay", path])
    #expect(run.status == 1)
    #expect(run.lines.prefix(3) == ["--- \(path) (recorded)", "+++ replay", "@@ -1,5 +1,5 @@"], "\(run.lines)")
    #expect(run.lines.contains("-  A Detail pushed from Elsewhere."))
    #expect(run.lines.contains("+  A Detail pushed from Examples."))
    #expect(run.lines.last == "error: the replay of \(path) differs from the recording")
  }

  @Test("randomized sessions (why and trace included) recorded with 'record FILE' replay byte for byte")
  func randomizedRecordingsReplay() throws {
    let vocabulary = [
      "show", "tap 1", "tap 2", "tap 3", "tap close", "tap push next", "tap nope", "back", "swipe", "swipe begin",
      "swipe cancel", "swipe finish", "back-menu 1", "tab 1", "tab 2", "tab finance", "tree", "stack", "leaks",
      "why Detail", "why Master", "why Nobody", "trace on", "trace off", "open ribs://examples/detail?depth=2",
      "dismiss", "profile ios17", "profile ios18", "reset", "help tap",
    ]
    var generator = SeededGenerator(seed: RobustnessTests.seed)
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    for session in 0..<8 {
      let recording = directory.file("session-\(session).txt")
      let lines = (0..<40).map { _ in vocabulary.randomElement(using: &generator)! }
      let arguments = session % 2 == 0 ? [] : ["--without-sync"]
      let script = (["record \(recording)"] + lines + ["record stop"]).joined(separator: "\n") + "\n"
      let recorded = try ShellExecutable.run(arguments, input: script)
      #expect(recorded.lines.last?.hasPrefix("recorded 40 lines to ") == true, "\(recorded.lines.suffix(3))")
      let text = try String(contentsOfFile: recording, encoding: .utf8)
      #expect(!text.contains("> record"), "record's own lines are not in the recording")
      let replay = try ShellExecutable.run(["--replay", recording])
      #expect(
        replay.status == 0,
        "session \(session) (seed \(RobustnessTests.seed)):\n\(replay.lines.joined(separator: "\n"))")
    }
  }

  @Test("a recording that cannot be saved fails the session (exit 1), even when it is saved at the end")
  func anUnsavableRecordingFails() throws {
    let run = try ShellExecutable.run([], input: "record /dev/full\ntap normal\n")
    #expect(run.status == 1)
    #expect(run.lines.last == "error: cannot write /dev/full: No space left on device")
  }
}
