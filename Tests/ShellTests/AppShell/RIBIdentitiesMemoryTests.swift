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

/// A RIB's id in a real session: the n-th RIB of its name attached, whatever was printed before.
@MainActor
@Suite("AppShell: ids a newcomer can predict", .serialized)
struct RIBIdentitiesSessionTests {
  @Test(
    "the same pushes give the same ids whatever the session printed first",
    arguments: [
      [String](), ["tree"], ["stack 1", "tree FinanceHome"], ["trace on", "show", "trace off"],
      ["tab finance", "tree FinanceHome", "stack 2", "tab examples"], ["leaks", "why Master"],
    ])
  func independentOfPrinting(first: [String]) throws {
    let shell = RealAppShell.make()
    defer { RealAppShell.restoreGlobals() }
    _ = shell.run(first)
    let before = shell.lines.count
    #expect(shell.run(["tap successive", "tap push next", "tree Master", "tree Root"]) == 0)
    let printed = shell.lines.dropFirst(before)
    let ids = printed.compactMap { line in
      line.split(separator: " ").first { $0.contains("#") }.map(String.init)
    }
    #expect(Array(ids.prefix(4)) == ["Master#1", "Detail#1", "Detail#2", "Root#1"], "\(printed)")
    #expect(printed.contains { $0.contains("Detail#2 — window › tab 1 \"Examples\" › stack 3/3") })
  }

  @Test("the screen titled 'Detail N' of a fresh deep link is Detail#N; numbers go on after going back")
  func deepLinkIDs() throws {
    let shell = RealAppShell.make()
    defer { RealAppShell.restoreGlobals() }
    let before = shell.lines.count
    #expect(shell.run(["open ribs://examples/detail?depth=3", "stack 1", "back", "tap push next", "stack 1"]) == 0)
    let printed = Array(shell.lines.dropFirst(before))
    #expect(printed.contains("  4. Detail 3 — Detail#3 (top)"), "\(printed)")
    #expect(printed.contains("  4. Detail 3 — Detail#4 (top)"), "a new Detail gets a new number: \(printed)")
  }
}
