import NavigatableRIBs
import ShellTestSupport
import Testing

@testable import AppShell
@testable import ShellKit

/// Every id the shell prints can be looked up for the whole session, while memory stays flat.
@MainActor
@Suite("AppShell: every id of the session can be looked up", .serialized)
struct SessionIDsTests {
  @Test("after 3,000 Details came and went, why still tells when and why the first one went")
  func goneLongAgo() {
    let shell = RealAppShell.make()
    defer { RealAppShell.restoreGlobals() }
    let rounds = Array(repeating: ["open ribs://examples/detail?depth=20", "open ribs://examples"], count: 150)
    #expect(shell.run(rounds.flatMap { $0 }) == 0)
    let before = shell.lines.count
    #expect(shell.run(["why Detail#1", "why Detail#2999", "why Detail#3001"]) == 1)
    let printed = Array(shell.lines.dropFirst(before))
    #expect(
      printed.prefix(3) == [
        "Detail#1 (DetailRouter): gone (detached and released)",
        "  command 2 'open ribs://examples':",
        "    sync: detached Detail#1: business logic detached it from Master",
      ], "\(printed)")
    #expect(printed.contains("Detail#2999 (DetailRouter): gone (detached and released)"), "\(printed)")
    #expect(printed.last == "error: no RIB 'Detail#3001' in this session (see 'tree' for ids)")
  }

  @Test("a RIB alive whose story the journal let go says where it is; one whose departure went too, by when")
  func storiesAndDeparturesLetGo() throws {
    let shell = RealAppShell.make()
    defer { RealAppShell.restoreGlobals() }
    let rounds = Array(repeating: ["open ribs://examples/detail?depth=20", "open ribs://examples"], count: 20)
    #expect(shell.run(rounds.flatMap { $0 }) == 0)
    let explorer = try #require(shell.app as? AppExplorer)
    for number in 1...RIBDepartures.maximumDepartures {
      explorer.journal.departures.record(
        name: "Other", number: number, type: "OtherRouter", command: 1_000 + number, commandText: "x",
        reason: .rebuilt)
    }
    let before = shell.lines.count
    #expect(shell.run(["why Master#1", "why Detail#1"]) == 0)
    #expect(
      Array(shell.lines.dropFirst(before)) == [
        "Master#1 (MasterRouter): attached to Root#1; its screen: window › tab 1 \"Examples\" › stack 1/1",
        "  (its story is not kept: the shell keeps the stories of the 256 RIBs touched last)",
        "Detail#1 (DetailRouter): gone by command 40",
        "  (when and why it went is not kept: the shell keeps the latest 4096 departures)",
      ])
  }

  @Test("'help why' states the bound: after more than 4096 departures an older id resolves, its when and why not kept")
  func helpStatesTheBound() {
    let shell = RealAppShell.make()
    defer { RealAppShell.restoreGlobals() }
    #expect(shell.run(["help why"]) == 0)
    let text = shell.lines.joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(
      text.contains(
        "After more than \(RIBDepartures.maximumDepartures) departures, an older id still resolves but its when and why are not kept: 'why' says it was gone by command N"
      ), "\(text)")
  }

  @Test("departures are kept in a ring: the oldest go, and why then says by which command they went")
  func departuresAreBounded() {
    let departures = RIBDepartures()
    let count = RIBDepartures.maximumDepartures + 100
    for number in 1...count {
      departures.record(
        name: "Detail", number: number, type: "DetailRouter", command: 2 * number, commandText: "back",
        reason: .detached(parentID: "Master#1"))
    }
    #expect(departures.keptCount == RIBDepartures.maximumDepartures)
    #expect(departures.departure(name: "Detail", number: 100) == nil)
    #expect(departures.forgottenThrough == 200)
    #expect(departures.departure(name: "Detail", number: 101)?.command == 202)
    #expect(departures.departure(name: "Detail", number: count)?.command == 2 * count)
  }

  @Test("RIBs of one name that go in one command for one reason share one departure, deepest first or not")
  func departuresMerge() {
    let departures = RIBDepartures()
    let reason = RIBDepartures.Reason.decision(kind: "detached", detail: "its screen left its container")
    for number in (1...20).reversed() {
      departures.record(
        name: "Detail", number: number, type: "DetailRouter", command: 7, commandText: "open ribs://examples",
        reason: reason)
    }
    for number in 21...25 {
      departures.record(
        name: "Detail", number: number, type: "DetailRouter", command: 8, commandText: "reset", reason: .rebuilt)
    }
    #expect(departures.keptCount == 2)
    #expect(departures.departure(name: "Detail", number: 1)?.numbers == 1...20)
    #expect(departures.departure(name: "Detail", number: 25)?.reason == .rebuilt)
    #expect(departures.departure(name: "Master", number: 1) == nil)
  }

  @Test("an id is given when its number is within its name's count, whatever the RIB became")
  func idsGiven() {
    #expect(RIBIdentities.parse("Detail#12")! == ("Detail", 12))
    for text in ["Detail", "Detail#", "#3", "Detail#0", "Detail#x", "Detail#-1", "Detail#１"] {
      #expect(RIBIdentities.parse(text) == nil, "\(text)")
    }
  }
}

/// `show --frame` fits the terminal it is printed on, and keeps its width elsewhere.
@MainActor
@Suite("AppShell: the phone frame's width", .serialized)
struct PhoneFrameWidthTests {
  /// The widths, in columns, of the lines `show --frame` printed on `shell`.
  static func frameWidths(_ shell: TestShell, from start: Int) -> Set<Int> {
    Set(shell.lines.dropFirst(start).map(PhoneFrame.columns))
  }

  @Test("on a terminal the frame is as wide as the terminal, within 24 to 120 columns", arguments: [30, 80, 300])
  func fitsTheTerminal(columns: Int) {
    let shell = RealAppShell.make()
    defer { RealAppShell.restoreGlobals() }
    shell.output.terminalColumns = columns
    _ = shell.run(["tap sheet"])
    let start = shell.lines.count
    #expect(shell.run(["show --frame"]) == 0)
    #expect(Self.frameWidths(shell, from: start) == [min(columns, 120)], "\(shell.lines.dropFirst(start))")
  }

  @Test("piped, the frame is 48 columns; so is it on a terminal while a recording is on")
  func keepsItsWidthElsewhere() throws {
    let shell = RealAppShell.make()
    defer { RealAppShell.restoreGlobals() }
    var start = shell.lines.count
    #expect(shell.run(["show --frame"]) == 0)
    #expect(Self.frameWidths(shell, from: start) == [48])
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    shell.output.terminalColumns = 100
    #expect(shell.run(["record " + directory.file("frame.txt")]) == 0)
    start = shell.lines.count
    #expect(shell.run(["show --frame"]) == 0)
    #expect(Self.frameWidths(shell, from: start) == [48])
    #expect(shell.run(["record stop"]) == 0)
  }
}

/// An unknown command suggests the commands within a small edit distance.
@MainActor
@Suite("ShellKit: did you mean")
struct DidYouMeanTests {
  @Test(
    "one edit for a short word, two for a longer one; the closest only; none when too far",
    arguments: [
      ("shw", ["show"]), ("sohw", ["show"]), ("SHOW", ["show"]), ("tav", ["tab", "tap"]), ("stak", ["stack"]),
      ("lekas", ["leaks"]), ("dismis", ["dismiss"]), ("xyz", []), ("frobnicate", []), ("tx", []), ("", []),
    ])
  func suggestions(typed: String, expected: [String]) {
    let shell = RealAppShell.make()
    defer { RealAppShell.restoreGlobals() }
    #expect(shell.session.registry.suggestions(for: typed) == expected)
  }

  @Test("the error stays one line and quotes the suggestions")
  func errorLine() {
    #expect(ShellSession.unknownCommand("shw", suggestions: ["show"]) == "unknown command 'shw' (did you mean 'show'?)")
    #expect(
      ShellSession.unknownCommand("tav", suggestions: ["tab", "tap"])
        == "unknown command 'tav' (did you mean 'tab' or 'tap'?)")
    #expect(ShellSession.unknownCommand("nope", suggestions: []) == "unknown command 'nope' (try 'help')")
  }
}
