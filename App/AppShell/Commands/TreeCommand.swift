import NavigatableRIBs
import ShellKit

extension AppExplorer {
  /// `tree [NAME] [--json]`: the RIB tree, or the subtree of the RIB named NAME, with each RIB's state and
  /// screen placement.
  var treeCommand: ShellCommand {
    ShellCommand(
      name: "tree", summary: "Print the RIB tree (or a RIB's subtree): names, active state, where each screen is.",
      usage: "[NAME] [--json|--format text|json|mermaid|dot]", arguments: 0...3,
      help: """
        One line per attached RIB: its id ('Detail#2': the second Detail attached in the session, as 'trace'
        and 'stack' show it), '(inactive)' when its interactor is not active, and where its
        screen is ('tab 1 "Examples" › stack 2/2', 'window › sheet › stack 1/1', 'not in any container'),
        or 'viewless'. A screen no RIB owns (left behind, e.g. under --without-sync) shows in place as
        'no RIB: screen "Detail 1" #6'. With NAME, only the subtree of the first RIB of that name (nearest
        the root), e.g. 'tree Master', or of one RIB, 'tree Detail#2': what one tab shows, whatever the
        other tabs hold. --json prints the same as one JSON
        document; --format mermaid or --format dot draws it as a Mermaid or Graphviz diagram.
        """,
      complete: { [unowned self] request in
        request.arguments.last == "--format"
          ? OutputFormat.allCases.map(\.rawValue) : ["--json", "--format"] + Self.ribNames(under: app.rootRouter)
      },
      run: { [unowned self] context in
        let (format, scope) = try OutputFormat.parse(context.arguments, allowed: OutputFormat.allCases)
        settle()
        var root: any Routing = app.rootRouter
        if let scope {
          guard let found = firstRIB(named: scope) else {
            if identities.wasGiven(scope) {
              let id = ScreenRenderer.oneLine(scope)
              throw CommandError.failed("\(id) is not attached ('why \(id)' tells when and why it went)")
            }
            throw CommandError.failed("no RIB named '\(ScreenRenderer.oneLine(scope))' is attached (see 'tree')")
          }
          root = found
        }
        let report = RIBTreeReport(
          root: root, identities: identities, screens: RIBScreens(root: app.rootRouter, window: app.window),
          leaving: navigationSwipingBack == nil ? nil : swipedScreen)
        switch format {
        case .text: for line in report.lines() { context.console.line(line) }
        case .json: context.console.line(JSONText.encode(report))
        case .mermaid: for line in report.diagram().mermaid() { context.console.line(line) }
        case .dot: for line in report.diagram().dot(name: "RIBs") { context.console.line(line) }
        }
      })
  }

  /// The first attached RIB named `name` (or whose id is `name`, `Detail#2`), nearest the root first.
  func firstRIB(named name: String) -> (any Routing)? {
    var queue: [any Routing] = [app.rootRouter]
    var index = 0
    while index < queue.count {
      let router = queue[index]
      if router.ribName == name || (name.contains("#") && identities.existingID(of: router) == name) { return router }
      if index < 10_000 { queue.append(contentsOf: router.children) }
      index += 1
    }
    return nil
  }

  /// The names of the RIBs under `root`, once each, nearest the root first, for completion.
  static func ribNames(under root: any Routing) -> [String] {
    var names: [String] = []
    var queue: [any Routing] = [root]
    var index = 0
    while index < queue.count, index < 10_000 {
      let router = queue[index]
      if !names.contains(router.ribName) { names.append(router.ribName) }
      queue.append(contentsOf: router.children)
      index += 1
    }
    return names
  }
}
