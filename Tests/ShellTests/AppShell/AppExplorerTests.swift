import NavigatableRIBs
import NavigatableRIBsTesting
import SampleShell
import ScreenKit
import ShellKit
import Testing

@testable import AppShell
@testable import Root

/// The explorer in-process, over the app: wiring that transcripts cannot show.
@MainActor
@Suite("AppShell: the explorer in-process", .serialized)
struct AppExplorerTests {
  @Test("library misuse is printed as warning lines: RIBs diagnostics and UIKit's refused calls")
  func warnings() throws {
    let shell = RealAppShell.make()
    defer { RealAppShell.restoreGlobals() }
    RIBsDiagnostics.report(.navigation, "pushing X from Y: nothing changed.")
    let tabs = try #require(VisibleScreen.tabBarController(in: (shell.app as! AppExplorer).app.window))
    tabs.selectedIndex = 99
    #expect(shell.lines.count == 2)
    #expect(shell.lines.first == "warning: RIBs: pushing X from Y: nothing changed.")
    #expect(shell.lines.last?.hasPrefix("warning: UIKit: ") == true)
  }

  @Test("the prompt shows the visible screen's title")
  func prompt() throws {
    let shell = RealAppShell.make()
    defer { RealAppShell.restoreGlobals() }
    let explorer = try #require(shell.app as? AppExplorer)
    let screen = try #require(VisibleScreen.find(in: explorer.app.window))
    #expect(!explorer.promptTitle.isEmpty)
    #expect(explorer.promptTitle == ScreenNaming.title(of: screen))
    #expect(shell.session.prompt == explorer.promptTitle + "> ")
  }

  @Test("arguments complete: tap → visible labels, tab → tab titles, open → deep links, fixed words elsewhere")
  func completion() throws {
    let shell = RealAppShell.make()
    defer { RealAppShell.restoreGlobals() }
    let explorer = try #require(shell.app as? AppExplorer)
    let engine = CompletionEngine(registry: shell.session.registry)
    let labels = try #require(
      (VisibleScreen.find(in: explorer.app.window) as? any ScreenDescribing)?.screenDescription.items.map(\.label))
    #expect(!labels.isEmpty)
    #expect(engine.candidates(forLinePrefix: "tap ") == labels)
    let tabs = try #require(VisibleScreen.tabBarController(in: explorer.app.window)?.viewControllers)
    #expect(engine.candidates(forLinePrefix: "tab ") == tabs.map(ScreenNaming.tabTitle(of:)))
    #expect(engine.candidates(forLinePrefix: "open ") == AppRoot.deepLinkExamples + AppRoot.generatedDeepLinks)
    #expect(engine.candidates(forLinePrefix: "trace ") == ["on", "off"])
    #expect(engine.candidates(forLinePrefix: "profile ") == ["ios17", "ios18"])
    #expect(engine.candidates(forLinePrefix: "swipe ") == ["begin", "finish", "cancel"])
    #expect(engine.candidates(forLinePrefix: "dismiss ") == ["cancel"])
    #expect(
      engine.candidates(forLinePrefix: "tree ").prefix(5) == ["--json", "--format", "Root", "Master", "FinanceHome"])
    #expect(engine.candidates(forLinePrefix: "tree --format ") == ["text", "json", "mermaid", "dot"])
    #expect(
      engine.candidates(forLinePrefix: "stack ") == ["--json", "--format", "mermaid"]
        + tabs.map(ScreenNaming.tabTitle(of:)))
    #expect(engine.candidates(forLinePrefix: "show ") == ["--frame"])
    let why = engine.candidates(forLinePrefix: "why Mas")
    #expect(why == ["Master#1", "Master"], "the launch is journaled: its ids, then the names in the tree")
    #expect(engine.candidates(forLinePrefix: "s") == ["s", "show", "stack", "swipe"])
  }

  @Test("an unknown deep link's error suggests the links Tab completes: the generated features' included")
  func openSuggestsWhatTabCompletes() throws {
    let shell = RealAppShell.make()
    defer { RealAppShell.restoreGlobals() }
    let explorer = try #require(shell.app as? AppExplorer)
    // As after 'make rib': a generated feature's link, which the app follows.
    try #require(explorer.app as? AppRoot).featureLinks = [
      FeatureDeepLink(feature: "Samples", parent: "Root", row: "Examples")
    ]
    let links = AppRoot.deepLinkExamples + ["ribs://samples"]
    #expect(CompletionEngine(registry: shell.session.registry).candidates(forLinePrefix: "open ") == links)
    #expect(shell.run(["open ribs://nope"]) == 1)
    #expect(shell.lines == ["error: unknown deep link 'ribs://nope' (try: \(links.joined(separator: ", ")))"])
    _ = shell.run(["open ribs://samples"])
    #expect(shell.lines.dropFirst().first == "Examples", "\(shell.lines)")
  }

  @Test("every navigation command settles the run loop before it prints")
  func settles() {
    let shell = RealAppShell.make()
    defer { RealAppShell.restoreGlobals() }
    _ = shell.run(["tap 1", "back", "tab 2", "tab 1"])
    #expect(!HeadlessRunLoop.main.hasPendingWork)
  }

  @Test("tree NAME and stack TAB print one part of the app; a scope or tab that names nothing is one error line")
  func scopes() throws {
    let shell = RealAppShell.make()
    defer { RealAppShell.restoreGlobals() }
    #expect(shell.run(["tree FinanceHome", "stack finance"]) == 0)
    let explorer = try #require(shell.app as? AppExplorer)
    let financeHome = try #require(explorer.firstRIB(named: "FinanceHome"))
    let id = explorer.identities.id(of: financeHome)
    #expect(id.hasPrefix("FinanceHome#"))
    #expect(
      shell.lines == [
        "\(id) — window › tab 2 \"Finance\" › stack 1/1",
        "[2] Finance: navigation stack, 1 screen", "  1. Finance — \(id) (top)",
      ])
    #expect(shell.run(["tree \(id)"]) == 0)
    #expect(shell.lines.last == "\(id) — window › tab 2 \"Finance\" › stack 1/1")
    for bad in ["tree Nowhere", "stack 9", "tree Master Detail", "stack --all", "tab 99", "tab nowhere"] {
      let before = shell.lines.count
      #expect(shell.run([bad]) != 0, "\(bad)")
      let printed = shell.lines.dropFirst(before)
      #expect(printed.count == 1 && printed.first?.hasPrefix("error: ") == true, "\(bad): \(printed)")
    }
  }

  @Test("reset keeps the profile and the trace setting, and forgets the old app")
  func resetKeepsFlags() throws {
    let shell = RealAppShell.make(withoutSync: true)
    defer { RealAppShell.restoreGlobals() }
    let explorer = try #require(shell.app as? AppExplorer)
    weak let oldWindow = explorer.app.window
    #expect(shell.run(["profile ios17", "trace on", "reset"]) == 0)
    #expect(UIKitBehavior.profile == .iOS17)
    #expect(explorer.tracer.isOn)
    #expect(NavigationSync.shared.isEnabled == false, "--without-sync survives the reset")
    #expect(oldWindow == nil, "the old app was released")
    #expect(shell.lines.contains("app rebuilt (without sync)"))
    #expect(shell.run(["trace off"]) == 0)
  }

  @Test("trace lines come only while tracing, prefixed by their source")
  func trace() throws {
    let shell = RealAppShell.make()
    defer { RealAppShell.restoreGlobals() }
    _ = shell.run(["tab 2", "tab 1"])
    #expect(!shell.lines.contains { $0.hasPrefix("  uikit: ") || $0.hasPrefix("  rib: ") })
    let before = shell.lines.count
    _ = shell.run(["trace on", "tab 2", "trace off", "tab 1"])
    let traced = Array(shell.lines.dropFirst(before))
    let traceLines = traced.filter { $0.hasPrefix("  uikit: ") }
    #expect(traceLines.contains { $0.contains("tabDidSelect") })
    let afterOff = traced.drop { $0 != "trace: off" }
    #expect(!afterOff.contains { $0.hasPrefix("  uikit: ") })
  }
}
