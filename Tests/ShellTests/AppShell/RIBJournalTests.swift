import NavigatableRIBs
import Testing

@testable import AppShell

@MainActor
@Suite("AppShell: RIB ids and stories")
struct RIBJournalTests {
  @Test(
    "a viewable RIB's id is its screen's number, given in the order screens are first named; viewless RIBs are numbered apart, once each"
  )
  func identities() {
    let identities = RIBIdentities()
    let other = UIViewController()
    #expect(identities.screenID(of: other) == "#1", "the first screen named")
    let viewable = ProbeRouter("Probe")
    #expect(identities.id(of: viewable) == "Probe#2")
    #expect(identities.screenID(of: viewable.viewController) == "#2", "the RIB and its screen read the same")
    #expect(identities.screenID(of: other) == "#1", "stable")
    #expect(
      identities.renumbered("viewDidAppear(Probe #\(viewable.viewController.headlessSerial))")
        == "viewDidAppear(Probe #2)",
      "trace lines use the same numbers")
    let first = ProbeViewlessRouter(interactor: Interactor())
    let second = ProbeViewlessRouter(interactor: Interactor())
    #expect(identities.id(of: first) == "Flow#1")
    #expect(identities.id(of: second) == "Flow#2")
    #expect(identities.id(of: first) == "Flow#1", "stable")
    #expect(identities.id(forRouterID: ObjectIdentifier(second), name: "Flow") == "Flow#2")
    #expect(identities.id(forRouterID: nil, name: "Gone") == "Gone")
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
