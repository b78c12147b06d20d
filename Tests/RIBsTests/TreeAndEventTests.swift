import Testing

@testable import RIBs

@MainActor
private final class LoggedInInteractor: Interactor {}

@MainActor
private final class LoggedInRouter: Router<LoggedInInteractor> {}

@MainActor
@Suite("Tree description and event log")
struct TreeAndEventTests {
  @Test("a router's name is its type name without Router, unless overridden")
  func names() {
    Harness.run { _ in
      let router = LoggedInRouter(interactor: LoggedInInteractor())
      #expect(router.ribName == "LoggedIn")
      #expect(router.interactable.ribName == "LoggedIn")
      #expect(makeRIB("Custom", Journal()).ribName == "Custom")
      #expect(RIBName.derive(from: ViewableRouter<Int, Int>.self, droppingSuffix: "Router") == "ViewableRouter")
    }
  }

  @Test("the tree snapshot prints as an indented text tree marking inactive RIBs")
  func treeText() {
    Harness.run { _ in
      let journal = Journal()
      let root = makeActiveRoot(journal)
      let alpha = makeRIB("Alpha", journal)
      let bravo = makeRIB("Bravo", journal)
      let charlie = makeRIB("Charlie", journal)
      let delta = makeRIB("Delta", journal)
      root.attachChild(alpha)
      root.attachChild(bravo)
      alpha.attachChild(charlie)
      charlie.attachChild(delta)
      charlie.interactable.deactivate()

      let snapshot = root.treeSnapshot
      #expect(
        snapshot.description == """
          Root
          ├── Alpha
          │   └── Charlie (inactive)
          │       └── Delta (inactive)
          └── Bravo
          """)
      #expect(snapshot.count == 5)
      #expect(snapshot.children.map(\.name) == ["Alpha", "Bravo"])
      #expect(snapshot.children[0].children[0].isActive == false)
    }
  }

  @Test("events arrive in order: attach, didBecomeActive, didLoad; willResignActive down the subtree, then detach")
  func eventOrder() {
    Harness.run { harness in
      let journal = Journal()
      let root = makeActiveRoot(journal)
      let child = makeRIB("Child", journal)
      let grandchild = makeRIB("Grandchild", journal)
      child.onDidLoad = { child.attachChild(grandchild) }
      harness.clearEvents()

      root.attachChild(child)
      root.detachChild(child)

      #expect(
        harness.eventLines == [
          "attach Root > Child", "didBecomeActive Child", "didLoad Child",
          "attach Child > Grandchild", "didBecomeActive Grandchild", "didLoad Grandchild",
          "willResignActive Child", "willResignActive Grandchild",
          "detach Root > Child",
        ])
      let detach = harness.events.last
      #expect(detach?.parentName == "Root")
    }
  }

  @Test("during delivery an event's references are alive; afterwards it retains nothing")
  func eventReferences() {
    Harness.run { harness in
      let journal = Journal()
      let root = makeActiveRoot(journal)
      var aliveDuringDelivery: [Bool] = []
      let observation = RIBEventLog.observe { event in
        guard event.name == "Child", event.kind == .attach || event.kind == .detach else { return }
        aliveDuringDelivery.append(event.router != nil && event.parent === root && event.interactor != nil)
      }
      weak var weakChild: TestRouter?
      do {
        let child = makeRIB("Child", journal)
        weakChild = child
        root.attachChild(child)
        root.detachChild(child)
      }
      #expect(aliveDuringDelivery == [true, true])
      #expect(weakChild == nil)
      let childEvents = harness.events.filter { $0.name == "Child" }
      #expect(childEvents.count == 5)
      #expect(childEvents.allSatisfy { $0.router == nil && $0.interactor == nil })
      _ = observation
    }
  }

  @Test("an observer may detach re-entrantly; every observer sees the same order and the RIB stays alive for it")
  func reentrantDetach() {
    Harness.run { harness in
      let journal = Journal()
      let root = makeActiveRoot(journal)
      weak var weakVictim: TestRouter?
      do {
        let victim = makeRIB("Victim", journal)
        weakVictim = victim
        root.attachChild(victim)
      }
      harness.clearEvents()
      var second: [String] = []
      var victimAliveForItsDetach = false
      // On Trigger's attach, detach Victim, which only the tree holds: its detach event is queued
      // behind the attach being delivered, and must still reach observers with Victim alive.
      let detacher = RIBEventLog.observe { event in
        if event.kind == .attach, event.name == "Trigger",
          let victim = root.children.first(where: { $0.ribName == "Victim" })
        {
          root.detachChild(victim)
        }
      }
      let recorder = RIBEventLog.observe { event in
        second.append(event.description)
        if event.kind == .detach, event.name == "Victim" { victimAliveForItsDetach = event.router != nil }
      }
      let trigger = makeRIB("Trigger", journal)
      root.attachChild(trigger)

      #expect(
        harness.eventLines == [
          "attach Root > Trigger", "willResignActive Victim", "detach Root > Victim",
          "didBecomeActive Trigger", "didLoad Trigger",
        ])
      #expect(second == harness.eventLines)
      #expect(victimAliveForItsDetach)
      #expect(root.children.map(\.ribName) == ["Trigger"])
      #expect(weakVictim == nil)
      _ = (detacher, recorder)
    }
  }

  @Test("an observer that detaches the RIB being attached stops its activation and loading")
  func detachDuringAttach() {
    Harness.run { harness in
      let journal = Journal()
      let root = makeActiveRoot(journal)
      harness.clearEvents()
      let detacher = RIBEventLog.observe { event in
        if event.kind == .attach, event.name == "Temp", let temp = event.router {
          event.parent?.detachChild(temp)
        }
      }
      weak var weakTemp: TestRouter?
      do {
        let temp = makeRIB("Temp", journal)
        weakTemp = temp
        root.attachChild(temp)
      }
      #expect(harness.eventLines == ["attach Root > Temp", "detach Root > Temp"])
      #expect(root.children.isEmpty)
      #expect(journal.entries.filter { $0.hasPrefix("Temp") }.isEmpty, "Temp never activated nor loaded")
      #expect(weakTemp == nil)
      _ = detacher
    }
  }

  @Test("an observer cancelled during a delivery receives nothing more; one added receives the next events")
  func observersChangingDuringDelivery() {
    Harness.run { _ in
      let journal = Journal()
      let root = makeActiveRoot(journal)
      var late: [String] = []
      var lateObservation: AnyCancellable?
      var early: [String] = []
      var earlyObservation: AnyCancellable?
      earlyObservation = RIBEventLog.observe { event in
        early.append(event.description)
        earlyObservation?.cancel()
        if lateObservation == nil {
          lateObservation = RIBEventLog.observe { late.append($0.description) }
        }
      }
      root.attachChild(makeRIB("Child", journal))
      #expect(early == ["attach Root > Child"])
      #expect(late == ["didBecomeActive Child", "didLoad Child"])
      _ = (earlyObservation, lateObservation)
    }
  }

  @Test("with no observer, no event is built")
  func noObserver() {
    #expect(!RIBEventLog.hasObservers)
    var built = false
    RIBEventLog.emit(.didLoad) {
      built = true
      return RIBEvent(kind: .didLoad, name: "Nobody")
    }
    #expect(!built)
  }

  @Test("an observer of some kinds gets only those, and events of other kinds are not built for it")
  func kindFilter() {
    var seen: [String] = []
    let observation = RIBEventLog.observe(kinds: [.detach]) { seen.append($0.description) }
    var built = false
    RIBEventLog.emit(.didLoad) {
      built = true
      return RIBEvent(kind: .didLoad, name: "Nobody")
    }
    #expect(!built)
    let journal = Journal()
    let root = makeActiveRoot(journal)
    let child = makeRIB("Child", journal)
    root.attachChild(child)
    root.detachChild(child)
    #expect(seen == ["detach Root > Child"])
    _ = observation
  }
}
