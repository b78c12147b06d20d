import Foundation
import NavigatableRIBs
import ShellKit
import ShellTestSupport
import Testing

@testable import AppShell

/// `explore` and `undo` in-process over the real app: what they print, and that they leave the session
/// exactly as a session without them would be (same screens, same ids, same stories).
@MainActor
@Suite("AppShell: explore and undo", .serialized)
struct ExploreAndUndoTests {
  /// What `script` prints in a fresh session over the sample app (or `--without-sync`).
  static func printed(_ script: [String], withoutSync: Bool = false) -> [String] {
    let shell = RealAppShell.make(withoutSync: withoutSync)
    defer { RealAppShell.restoreGlobals() }
    _ = shell.run(script)
    return shell.lines
  }

  /// The lines after the last line that starts with `marker` (a command's output, when the previous
  /// command prints `marker` last).
  static func after(_ marker: String, in lines: [String]) -> [String] {
    guard let index = lines.lastIndex(where: { $0.hasPrefix(marker) }) else { return [] }
    return Array(lines[(index + 1)...])
  }

  @Test("undo takes back the last command that changed the app; the tree and the ids are the starting ones")
  func undoRestoresTheStartingTree() {
    let start = Self.printed(["tree"])
    let undone = Self.printed(["tap normal", "tree", "undo", "tree"])
    #expect(undone.contains("undid 'tap normal'"))
    let lastTree = undone.lastIndex(of: "Root#1 — window") ?? undone.count
    #expect(Array(undone[lastTree...]) == start, "\(undone)")
    #expect(start.first == "Root#1 — window")
  }

  @Test("after undo, stories and ids are those of a session that never ran the command undone")
  func undoIsExact() {
    let direct = Self.printed(["tap successive", "tap push next", "tree Master", "why Detail#2", "stack"])
    let undone = Self.printed([
      "tap successive", "tap push next", "back", "tap push next", "undo", "undo", "tree Master", "why Detail#2",
      "stack",
    ])
    #expect(undone.contains("undid 'tap push next'") && undone.contains("undid 'back'"), "\(undone)")
    let treeAt = { (lines: [String]) in lines.lastIndex { $0.hasPrefix("Master#1 — ") } ?? lines.count }
    #expect(direct.contains { $0.hasPrefix("Detail#2 (DetailRouter): ") }, "\(direct)")
    #expect(Array(undone[treeAt(undone)...]) == Array(direct[treeAt(direct)...]))
  }

  @Test("lines that did nothing are not kept but counted: after undo, why numbers the commands as they ran")
  func undoCountsTheLinesThatDidNothing() {
    let direct = Self.printed(["show", "tap 9", "tap normal", "tree", "swipe", "why Detail#1"], withoutSync: true)
    let undone = Self.printed(
      ["show", "tap 9", "tap normal", "tree", "tap 1", "undo", "swipe", "why Detail#1"], withoutSync: true)
    let story = { (lines: [String]) in Array(lines[(lines.lastIndex { $0.hasPrefix("Detail#1 (") } ?? lines.count)...])
    }
    #expect(
      story(direct).contains("  command 3 'tap normal':") && story(direct).contains("  command 5 'swipe':"),
      "\(story(direct))")
    #expect(story(undone) == story(direct))
  }

  @Test("a deep link the app does not know changes nothing and is not kept: undo takes back the line before it")
  func anUnknownDeepLinkIsNotKept() {
    let lines = Self.printed(["tap normal", "open ribs://nowhere", "undo", "tree"])
    #expect(lines.contains { $0.hasPrefix("error: unknown deep link 'ribs://nowhere'") }, "\(lines)")
    #expect(lines.contains("undid 'tap normal'"), "\(lines)")
    #expect(!lines.contains { $0.hasPrefix("Detail#") }, "\(lines)")
  }

  @Test("RIBs warnings while exploring are kept, each once, and none while a copy is brought to the session's state")
  func exploredWarningsAreKeptApart() throws {
    let shell = RealAppShell.make()
    defer { RealAppShell.restoreGlobals() }
    let explorer = try #require(shell.app as? AppExplorer)
    explorer.isExploring = true
    RIBsDiagnostics.report(.navigation, "first")
    RIBsDiagnostics.report(.navigation, "first")
    explorer.isReachingSessionState = true
    RIBsDiagnostics.report(.navigation, "the session's own")
    explorer.isReachingSessionState = false
    RIBsDiagnostics.report(.navigation, "second")
    explorer.isExploring = false
    #expect(explorer.exploredWarnings == ["RIBs: first", "RIBs: second"])
    #expect(!shell.lines.contains { $0.hasPrefix("warning: ") }, "\(shell.lines)")
  }

  @Test("undo with nothing to undo says so, in one error line, and changes nothing")
  func nothingToUndo() {
    let lines = Self.printed(["tree", "undo", "tree"])
    #expect(lines.filter { $0.hasPrefix("error: ") } == ["error: nothing to undo: no command has changed the app yet"])
    let half = (lines.count - 1) / 2
    #expect(Array(lines[..<half]) == Array(lines[(half + 1)...]))
  }

  @Test("explore 2 from the start keeps every guarantee with the sync")
  func exploreWithTheSync() {
    let lines = Self.printed(["explore 2"])
    #expect(lines.count == 1)
    #expect(
      lines.first?.hasPrefix("explored ") == true && lines.first?.hasSuffix("to depth 2: 0 broke a guarantee") == true)
  }

  @Test("explore 2 without the sync finds the back button's and the swipe's leak, shortest first, as commands")
  func exploreWithoutTheSync() throws {
    let lines = Self.printed(["explore 2"], withoutSync: true)
    let summary = try #require(lines.first)
    #expect(summary.hasPrefix("explored ") && !summary.hasSuffix(": 0 broke a guarantee"), "\(summary)")
    #expect(
      lines.contains { $0.hasPrefix("  tap 1, back → step 2 broke \"every attached RIB's screen is in a container\"") })
    #expect(lines.contains { $0.hasPrefix("  tap 1, swipe → step 2 broke") })
    // Each failure shown is followed by its why and fix lines.
    let failures = lines.filter { $0.hasPrefix("  ") && !$0.hasPrefix("    ") && !$0.hasPrefix("  … and ") }
    #expect(failures.count == AppExplorer.shownFailures && lines.last?.hasPrefix("  … and ") == true, "\(lines)")
    let back = try #require(lines.firstIndex { $0.hasPrefix("  tap 1, back → ") })
    #expect(lines[back + 1].hasPrefix("    why: Detail was attached to Master at step 1 (tap \"Normal\")"))
    #expect(lines[back + 1].contains("step 2 (back) took its screen out of its navigation stack"))
    #expect(lines[back + 2].hasPrefix("    fix: turn NavigationSync on"))
  }

  @Test("a script whose explore found a broken sequence exits 1; with the sync, 0")
  func exploreSetsTheExitStatus() {
    for withoutSync in [true, false] {
      let shell = RealAppShell.make(withoutSync: withoutSync)
      defer { RealAppShell.restoreGlobals() }
      #expect(shell.run(["explore 2", "tree Master"]) == (withoutSync ? 1 : 0))
      #expect(!shell.lines.contains { $0.hasPrefix("error: ") }, "\(shell.lines)")
    }
  }

  @Test("explore leaves the session as it was: screens, tree, stack and stories")
  func exploreLeavesTheSessionAlone() {
    let look = ["show", "tree FinanceHome", "stack", "why Topup#1", "why EnterAmount#1"]
    let setUp = ["tab finance", "tap top up", "type 12", "trace on", "trace off"]
    let without = Self.printed(setUp + look)
    let with = Self.printed(setUp + ["explore 2"] + look)
    let explored = with.firstIndex { $0.hasPrefix("explored ") } ?? 0
    #expect(with[explored].hasSuffix(": 0 broke a guarantee"), "\(with[explored])")
    #expect(Array(with[(explored + 1)...]) == Self.after("trace: off", in: without))
  }

  @Test(
    "explore refuses a bad DEPTH in one line saying what it takes, and changes nothing",
    arguments: [
      "explore -1", "explore lots", "explore 0", "explore 11", "explore 99999999999999999999", "explore 2 3",
      "explore --save",
    ])
  func exploreRefuses(_ line: String) {
    let lines = Self.printed(["tap normal", line, "tree Master"])
    let errors = lines.filter { $0.hasPrefix("error: ") }
    #expect(errors.count == 1, "\(lines)")
    #expect(
      errors.first?.contains("1 to \(AppExplorer.maximumExploreDepth)") == true || line.contains("--save")
        || line.hasSuffix(" 3"))
    #expect(lines.last == "└── Detail#1 — window › tab 1 \"Examples\" › stack 2/2")
  }

  @Test("explore --save writes the first failing sequence as a recording that --replay reproduces, its leak shown")
  func exploreSaves() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("explore-save-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("first.txt").path
    let lines = Self.printed(["tab finance", "tab examples", "explore 2 --save \(file)"], withoutSync: true)
    #expect(lines.last?.contains("replay it with 'navigatable-ribs --replay \(file)'") == true, "\(lines)")
    let text = try String(contentsOf: URL(fileURLWithPath: file), encoding: .utf8)
    #expect(text.contains("#! arguments: --without-sync\n"))
    #expect(text.contains("#! preamble: tab finance\n#! preamble: tab examples\n"))
    #expect(text.hasSuffix("leaked objects: 1\n"), "\(text)")
    #expect(text.contains("> leaks\n"))
    let replay = try ShellExecutable.run(["--replay", file])
    #expect(replay.status == 0, "\(replay.standardOutput)")
    #expect(replay.lines.last?.hasSuffix(": as recorded") == true, "\(replay.standardOutput)")
  }

  @Test("a recording with undo in it replays as recorded")
  func undoIsRecorded() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("undo-record-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("undo.txt").path
    let run = try ShellExecutable.run(
      input: "tap normal\nrecord \(file)\ntap close\nundo\ntree Master\nwhy Detail#1\nrecord stop\n")
    #expect(run.status == 0, "\(run.standardOutput)")
    let text = try String(contentsOf: URL(fileURLWithPath: file), encoding: .utf8)
    #expect(text.contains("> undo\nundid 'tap close'\n"), "\(text)")
    let replay = try ShellExecutable.run(["--replay", file])
    #expect(replay.lines.last?.hasSuffix(": as recorded") == true, "\(replay.standardOutput)")
  }
}
