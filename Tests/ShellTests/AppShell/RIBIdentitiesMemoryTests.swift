import NavigatableRIBs
import Testing

@testable import AppShell

/// The shell's ids remember what is alive, not every screen a long session ever printed.
@MainActor
@Suite("AppShell: ids follow what is alive")
struct RIBIdentitiesMemoryTests {
  @Test("numbers of freed screens are forgotten; a live screen keeps its number; no number is given twice")
  func freedScreensAreForgotten() {
    let identities = RIBIdentities()
    let kept = UIViewController()
    let keptNumber = identities.screenNumber(of: kept)
    var given: Set<Int> = [keptNumber]
    for _ in 0..<5_000 {
      let passing = UIViewController()
      let number = identities.screenNumber(of: passing)
      #expect(given.insert(number).inserted, "number \(number) given twice")
    }
    #expect(identities.rememberedScreenCount < 2 * RIBIdentities.minimumPruneThreshold)
    #expect(identities.screenNumber(of: kept) == keptNumber)
  }

  @Test("numbers given to serials read only in trace lines are kept among the last ones only")
  func traceOnlySerialsAreBounded() {
    let identities = RIBIdentities()
    for serial in 1...10_000 { _ = identities.renumbered("viewDidAppear(Detail #\(serial))") }
    #expect(identities.rememberedScreenCount <= 2 * RIBIdentities.maximumAnonymousScreens)
    // A serial still remembered reads the same number again.
    #expect(identities.renumbered("#10000") == identities.renumbered("#10000"))
  }
}
