import Foundation

/// A RIB a new one is wired into: its files, found by its name. Root (the app's launch RIB, `App/Root`) takes
/// tabs; a feature RIB `generate-rib` wrote (`Modules/Features/NAME`) takes pushed screens, sheets and flows.
struct ParentRIB: Equatable {
  /// The parent's name.
  let name: String
  /// Whether it is Root.
  var isRoot: Bool { name == "Root" }
  /// Its builder's path.
  var builder: String { isRoot ? "App/Root/RootBuilder.swift" : implementation + "Builder.swift" }
  /// Its router's path.
  var router: String { isRoot ? "App/Root/RootRouter.swift" : implementation + "Router.swift" }
  /// Its interactor's path (a feature's).
  var interactor: String { implementation + "Interactor.swift" }
  /// Its view controller's path (a feature's).
  var viewController: String { implementation + "ViewController.swift" }
  /// Its tests' path (a feature's).
  var tests: String { "Modules/Features/\(name)/Tests/\(name)Tests.swift" }

  private var implementation: String { "Modules/Features/\(name)/Implementation/\(name)" }
}

/// The lines `generate-rib` adds to a parent's files to wire a child in, each at a marker.
struct Insertion: Equatable {
  /// The file, relative to the package's directory.
  let path: String
  /// Where: right above this marker, at its indentation.
  let marker: Marker
  /// The lines, indented relative to the marker.
  let lines: [String]
}

/// What wiring a child into its parent adds, marker by marker.
enum ParentWiring {
  /// The insertions that wire `child` (of `kind`) into `parent`.
  static func insertions(child: FeatureName, kind: RIBKind, parent: ParentRIB) -> [Insertion] {
    let c = child.name
    let l = child.lowerCamel
    var result: [Insertion] = [
      Insertion(path: parent.builder, marker: .imports, lines: ["import \(c)"]),
      Insertion(
        path: parent.builder, marker: .dependency,
        lines: ["/// Builds \(c) (wired by generate-rib).", "var \(l)Buildable: any \(c)Buildable { get }"]),
      Insertion(path: parent.builder, marker: .routerArguments, lines: ["\(l)Builder: dependency.\(l)Buildable,"]),
      Insertion(path: parent.router, marker: .imports, lines: ["import \(c)"]),
      Insertion(path: parent.router, marker: .listeners, lines: ["  & \(c)Listener"]),
      Insertion(path: parent.router, marker: .routerParameters, lines: ["\(l)Builder: any \(c)Buildable,"]),
      Insertion(path: parent.router, marker: .routerAssignments, lines: ["self.\(l)Builder = \(l)Builder"]),
    ]
    if kind == .tab {
      result.append(
        Insertion(path: parent.router, marker: .routerProperties, lines: ["private let \(l)Builder: any \(c)Buildable"])
      )
      result.append(
        Insertion(
          path: parent.router, marker: .tabs, lines: ["tabs.append(\(l)Builder.build(withListener: interactor))"]))
      return result
    }
    let routing = kind == .flow ? "any Routing" : "any ViewableRouting"
    result.append(
      Insertion(
        path: parent.router, marker: .routerProperties,
        lines: [
          "private let \(l)Builder: any \(c)Buildable",
          "/// \(c), while attached (the tree owns it; NavigationSync may detach it).",
          "private weak var \(l): (\(routing))?",
        ]))
    let show: [String]
    switch kind {
    case .push:
      show = ["let router = \(l)Builder.build(withListener: interactor)", "if pushChild(router) { \(l) = router }"]
    case .sheet:
      show = [
        "let router = \(l)Builder.build(withListener: interactor)",
        "if presentChildInNavigationController(router, from: viewControllable, modalPresentationStyle: .pageSheet) != nil {",
        "  \(l) = router",
        "}",
      ]
    case .flow, .tab:
      show = [
        "let router = \(l)Builder.build(withListener: interactor, presentingFrom: viewControllable)",
        "\(l) = router  // before attaching: a flow may close at once (when it cannot present)",
        "attachChild(router)",
      ]
    }
    let how =
      kind == .push ? "pops its screen" : kind == .sheet ? "dismisses its sheet" : "the flow takes its screens down"
    result.append(
      Insertion(
        path: parent.router, marker: .routes,
        lines: ["func routeTo\(c)() {", "  guard \(l) == nil else { return }"] + show.map { "  " + $0 } + [
          "}",
          "",
          "func detach\(c)() {",
          "  guard let \(l) else { return }",
          "  detachChild(\(l))  // \(how)",
          "}",
          "",
        ]))
    result += [
      Insertion(path: parent.interactor, marker: .imports, lines: ["import \(c)"]),
      Insertion(
        path: parent.interactor, marker: .routing,
        lines: ["/// Shows \(c).", "func routeTo\(c)()", "/// Takes \(c) away.", "func detach\(c)()"]),
      Insertion(
        path: parent.interactor, marker: .presentableListenerMethods,
        lines: ["func didTap\(c)() {", "  router?.routeTo\(c)()", "}", ""]),
      Insertion(
        path: parent.interactor, marker: .listenerMethods,
        lines: ["func \(l)\(kind.listenerMethod ?? "")() {", "  router?.detach\(c)()", "}", ""]),
      Insertion(
        path: parent.viewController, marker: .presentableListener,
        lines: ["/// The \"\(c)\" row was tapped.", "func didTap\(c)()"]),
      Insertion(
        path: parent.viewController, marker: .items,
        lines: ["ScreenItem(.row, \"\(c)\") { [weak self] in self?.listener?.didTap\(c)() },"]),
      Insertion(path: parent.tests, marker: .imports, lines: ["import \(c)", "import \(c)TestSupport"]),
      Insertion(
        path: parent.tests, marker: .mockRouting,
        lines: [
          "func routeTo\(c)() { calls.append(\"routeTo\(c)\") }", "func detach\(c)() { calls.append(\"detach\(c)\") }",
        ]),
      Insertion(
        path: parent.tests, marker: .mockDependency,
        lines: ["let \(l)Buildable: any \(c)Buildable = Mock\(c)Buildable()"]),
      Insertion(path: parent.tests, marker: .routeTests, lines: routeTest(child: child, kind: kind)),
    ]
    return result
  }

  /// A test, in the parent's tests, that the row shows the child and the child's listener call removes it.
  static func routeTest(child: FeatureName, kind: RIBKind) -> [String] {
    let c = child.name
    let l = child.lowerCamel
    var shown: [String] = []
    var gone: [String] = []
    switch kind {
    case .push:
      shown = ["#expect(navigation.viewControllers.count == 2)"]
      gone = ["#expect(navigation.viewControllers.count == 1)"]
    case .sheet:
      shown = ["#expect(window.rootViewController?.presentedViewController is UINavigationController)"]
      gone = ["#expect(window.rootViewController?.presentedViewController == nil)"]
    case .flow, .tab:
      break
    }
    return [
      "@Test func the\(c)RowShows\(c)AndItsListenerCallTakesItAway() {",
      "  let diagnostics = withCleanGlobals {",
      "    let (router, window, navigation) = makeShown()",
      "    let screen = router.viewControllable.uiviewController as? any ScreenDescribing",
      "    screen?.screenDescription.items.first { $0.label == \"\(c)\" }?.action()",
      "    HeadlessRunLoop.main.runUntilIdle()",
      "    #expect(router.children.map(\\.ribName) == [\"Fake\(c)\"])",
    ] + shown.map { "    " + $0 } + [
      "    (router.interactable as? any \(c)Listener)?.\(l)\(kind.listenerMethod ?? "")()",
      "    HeadlessRunLoop.main.runUntilIdle()",
      "    #expect(router.children.isEmpty)",
    ] + gone.map { "    " + $0 } + [
      "    _ = (window, navigation)",
      "  }",
      "  #expect(diagnostics.isEmpty, \"\\(diagnostics)\")",
      "}",
      "",
    ]
  }

  /// `text` with `insertions` (all for one file) made: each insertion's lines right above its marker, at the
  /// marker's indentation (blank lines stay blank).
  /// - Throws: `ScaffoldingError` naming the first marker the file lacks.
  static func apply(
    _ insertions: [Insertion], to text: String, path: String, parent: String
  ) throws(ScaffoldingError)
    -> String
  {
    var lines = text.components(separatedBy: "\n")
    for insertion in insertions {
      guard let index = lines.firstIndex(where: { $0.trimmingLeadingSpaces == insertion.marker.line }) else {
        throw ScaffoldingError(
          "\(parent) cannot take a child: \(path) has no `\(insertion.marker.line)` line (generate-rib wires new RIBs into Root and into the RIBs it generated)."
        )
      }
      let indent = String(lines[index].prefix { $0 == " " })
      lines.insert(contentsOf: insertion.lines.map { $0.isEmpty ? "" : indent + $0 }, at: index)
      // A router's first child: its initializer now differs from ViewableRouter's, so it overrides nothing.
      if insertion.marker == .routerParameters, let initializer = lines.firstIndex(of: "  override init(") {
        lines[initializer] = "  init("
        if lines[initializer - 1].hasPrefix("  // ") {
          var first = initializer - 1
          while first > 0, lines[first - 1].hasPrefix("  // ") { first -= 1 }
          lines.removeSubrange(first..<initializer)
        }
      }
    }
    return lines.joined(separator: "\n")
  }
}
