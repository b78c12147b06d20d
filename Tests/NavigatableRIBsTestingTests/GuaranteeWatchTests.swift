import NavigatableRIBs
import Testing

@testable import NavigatableRIBsTesting

/// The flow guarantees' bookkeeping, fed the `flowClosed` decisions a faulty sync would make (a correct
/// sync never makes them, so only a direct feed shows that the checks can fail).
@MainActor
@Suite(.serialized)
struct GuaranteeWatchTests {
  /// Root › Outer › Inner, attached, and a watch that knows them.
  static func tree() -> (watch: GuaranteeWatch, root: any Routing, outer: any Routing, inner: any Routing) {
    let root = Router(interactor: Interactor())
    let outer = Router(interactor: Interactor())
    let inner = Router(interactor: Interactor())
    root.interactable.activate()
    root.attachChild(outer)
    outer.attachChild(inner)
    let watch = GuaranteeWatch()
    watch.watch(root: root)
    return (watch, root, outer, inner)
  }

  @Test func aFlowToldTwiceBreaksToldOnce() {
    let (watch, root, outer, _) = Self.tree()
    defer { watch.stop() }
    watch.stepWillRun()
    watch.flowClosed(ObjectIdentifier(outer), name: "Outer")
    #expect(watch.check(gestureInFlight: true).isEmpty)
    watch.stepWillRun()
    watch.flowClosed(ObjectIdentifier(outer), name: "Outer")
    #expect(watch.check(gestureInFlight: true).map(\.guarantee) == [.flowsToldOnce])
    _ = root
  }

  @Test func anInnerFlowToldAfterItsOuterFlowBreaksInnermostFirst() {
    let (watch, root, outer, inner) = Self.tree()
    defer { watch.stop() }
    watch.stepWillRun()
    watch.flowClosed(ObjectIdentifier(outer), name: "Outer")
    watch.flowClosed(ObjectIdentifier(inner), name: "Inner")
    let broken = watch.check(gestureInFlight: true)
    #expect(broken.map(\.guarantee) == [.flowsInnermostFirst])
    #expect(broken.first?.detail.contains("Inner") == true)
    _ = root
  }

  @Test func innermostFirstKeepsTheGuarantees() {
    let (watch, root, outer, inner) = Self.tree()
    defer { watch.stop() }
    watch.stepWillRun()
    watch.flowClosed(ObjectIdentifier(inner), name: "Inner")
    watch.flowClosed(ObjectIdentifier(outer), name: "Outer")
    #expect(watch.check(gestureInFlight: true).isEmpty)
    _ = root
  }

  @Test func aRouterAttachedAgainMayBeToldAgain() {
    let (watch, root, outer, _) = Self.tree()
    defer { watch.stop() }
    watch.stepWillRun()
    watch.flowClosed(ObjectIdentifier(outer), name: "Outer")
    root.detachChild(outer)
    root.attachChild(outer)
    watch.stepWillRun()
    watch.flowClosed(ObjectIdentifier(outer), name: "Outer")
    #expect(watch.check(gestureInFlight: true).isEmpty)
  }
}
