import NavigatableRIBs
import Testing

@testable import AppShell

@MainActor
@Suite("AppShell: RIB ids and stories")
struct RIBJournalTests {
  @Test(
    "a RIB's number counts the RIBs of its name in attach order, from 1; its screen reads it; other screens are numbered apart"
  )
  func identities() {
    let identities = RIBIdentities()
    let other = UIViewController()
    #expect(identities.screenID(of: other) == "#1", "the first screen no RIB owns")
    let probe = ProbeRouter("Probe")
    identities.attached(probe)
    #expect(identities.id(of: probe) == "Probe#1", "the first Probe, whatever screens were numbered before")
    #expect(identities.screenID(of: probe.viewController) == "#1", "the RIB and its screen read the same")
    let next = ProbeRouter("Probe")
    identities.attached(next)
    #expect(identities.id(of: next) == "Probe#2")
    identities.attached(probe)
    #expect(identities.id(of: probe) == "Probe#1", "attached again: a live RIB keeps its number")
    #expect(identities.screenID(of: UIViewController()) == "#2", "screens no RIB owns count on their own")
    #expect(identities.screenID(of: other) == "#1", "stable")
    #expect(
      identities.renumbered("viewDidAppear(Probe #\(next.viewController.headlessSerial))")
        == "viewDidAppear(Probe #2)",
      "trace lines use the same numbers")
    let first = ProbeViewlessRouter(interactor: Interactor())
    let second = ProbeViewlessRouter(interactor: Interactor())
    identities.attached(first)
    identities.attached(second)
    #expect(identities.id(of: first) == "Flow#1")
    #expect(identities.id(of: second) == "Flow#2")
    #expect(identities.id(forRouterID: ObjectIdentifier(second), name: "Flow") == "Flow#2")
    #expect(identities.id(forRouterID: nil, name: "Gone") == "Gone")
  }

  @Test("numbers are given when RIBs attach, not when they are printed, and a freed RIB's number is not given again")
  func numberedAtAttach() {
    let identities = RIBIdentities()
    var first: ProbeRouter? = ProbeRouter("Detail")
    let second = ProbeRouter("Detail")
    identities.attached(first!)
    identities.attached(second)
    #expect(identities.existingID(of: second) == "Detail#2", "numbered when it attached, before any print")
    #expect(identities.id(of: second) == "Detail#2", "printed first, still the second attached")
    first = nil
    let third = ProbeRouter("Detail")
    identities.attached(third)
    #expect(identities.id(of: third) == "Detail#3", "never reused, even where the first one lived")
    #expect(identities.existingID(of: ProbeRouter("Detail")) == nil, "a lookup numbers nothing")
    let after = ProbeRouter("Detail")
    identities.attached(after)
    #expect(identities.id(of: after) == "Detail#4")
  }

  @Test("stories stay bounded: the latest RIBs, each its first and latest lines, with a count of the rest")
  func bounded() {
    let journal = RIBJournal()
    let router = ProbeRouter("Busy")
    journal.commandWillRun("tap 1")
    for index in 0..<100 { journal.record("line \(index)", about: router, id: "Busy#1") }
    let history = journal.history(of: "Busy#1")
    #expect(history?.lines.count == RIBJournal.maximumLines)
    #expect(history?.omitted == 100 - RIBJournal.maximumLines)
    #expect(history?.lines.first?.text == "line 0")
    #expect(history?.lines.last?.text == "line 99")
    #expect(history?.lines.first?.commandText == "tap 1")
    for index in 0..<(RIBJournal.maximumHistories + 50) {
      journal.record("attached", about: router, id: "Many#\(index)")
    }
    #expect(journal.ids.count == RIBJournal.maximumHistories)
    #expect(journal.history(of: "Many#0") == nil, "the least recently touched went first")
    #expect(journal.history(of: "Many#\(RIBJournal.maximumHistories + 49)") != nil)
  }
}
