import NavigatableRIBs
import ShellKit

extension AppExplorer {
  /// `tree [NAME] [--json]`: the RIB tree, or the subtree of the RIB named NAME, with each RIB's state and
  /// screen placement.
  var treeCommand: ShellCommand {
    ShellCommand(
      name: "tree", summary: "Print the RIB tree (or a RIB's subtree): names, active state, where each screen is.",
      usage: "[NAME] [--json]", arguments: 0...2,
      help: """
        One line per attached RIB: its name, '(inactive)' when its interactor is not active, and where its
        screen is ('tab 0 "Examples" › stack 2/2', 'window › sheet › stack 1/1', 'not in any container'),
        or 'viewless'. With NAME, only the subtree of the first RIB of that name (nearest the root), e.g.
        'tree Master': what one tab shows, whatever the other tabs hold. --json prints the same as one JSON
        document.
        """,
      complete: { [unowned self] _ in ["--json"] + Self.ribNames(under: app.rootRouter) },
      run: { [unowned self] context in
        let (json, scope) = try Self.jsonAndScope(context.arguments)
        settle()
        var root: any Routing = app.rootRouter
        if let scope {
          guard let found = Self.firstRIB(named: scope, under: app.rootRouter) else {
            throw CommandError.failed("no RIB named '\(ScreenRenderer.oneLine(scope))' is attached (see 'tree')")
          }
          root = found
        }
        let report = RIBTreeReport(root: root, leaving: navigationSwipingBack == nil ? nil : swipedScreen)
        if json {
          context.console.line(JSONText.encode(report))
        } else {
          for line in report.lines() { context.console.line(line) }
        }
      })
  }

  /// The first RIB named `name` under `root` (itself included), nearest the root first.
  static func firstRIB(named name: String, under root: any Routing) -> (any Routing)? {
    var queue: [any Routing] = [root]
    var index = 0
    while index < queue.count {
      let router = queue[index]
      if router.ribName == name { return router }
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
