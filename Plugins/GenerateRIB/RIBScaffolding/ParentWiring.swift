import Foundation

/// A RIB a new one is wired into: Root (the app's launch RIB, `App/Root`), which takes tabs, or any feature
/// RIB (`Modules/Features/NAME`, generated or hand-written), which takes pushed screens, sheets and flows.
///
/// A feature's files are found by name anywhere in its folder (`TopupRouter.swift` is in
/// `Implementation/Topup/`). A feature with no `NAMEViewController.swift` is a viewless flow: the rows that
/// show its children are on its first screen, the screen whose files carry the `items` marker.
struct ParentRIB: Equatable {
  /// The parent's name.
  let name: String
  /// Every Swift file of the parent's feature, relative to the package's directory (empty for Root).
  let files: [String]

  /// Whether it is Root.
  var isRoot: Bool { name == "Root" }
  /// Whether it has no screen of its own (a flow).
  var isViewless: Bool { !isRoot && file(named: name + "ViewController.swift") == nil }
  /// Its builder's path.
  var builder: String { isRoot ? "App/Root/RootBuilder.swift" : path(name + "Builder.swift") }
  /// Its router's path.
  var router: String { isRoot ? "App/Root/RootRouter.swift" : path(name + "Router.swift") }
  /// Its interactor's path (a feature's).
  var interactor: String { path(name + "Interactor.swift") }
  /// The view controller whose rows show the children: its own, or its first screen's when viewless.
  var viewController: String {
    isViewless ? name + "'s first screen's view controller" : path(name + "ViewController.swift")
  }
  /// A viewless parent's first screen's interactor (the rows' taps pass through it).
  var startInteractor: String { name + "'s first screen's interactor" }
  /// Its preview's path (a feature's): `PROGRAM --feature NAME`.
  var preview: String { "App/FeaturePreviews/FeaturePreview+\(name).swift" }
  /// Its tests' path (a feature's).
  var tests: String { path(name + "Tests.swift", folder: "Tests") }

  /// The parent named `name` in the package at `directory`, with its feature's files listed.
  init(name: String, in directory: URL) {
    self.name = name
    self.files = ParentRIB.swiftFiles(under: "Modules/Features/\(name)", in: directory)
  }

  /// The list of feature previews.
  static let previews = "App/FeaturePreviews/FeaturePreviews.swift"

  /// The list of generated features' deep links.
  static let deepLinks = "App/Root/FeatureDeepLink.swift"

  /// A parent with the given files (tests).
  init(name: String, files: [String]) {
    self.name = name
    self.files = files
  }

  /// The path of the feature's file named `fileName`, or where generate-rib writes it when there is none.
  private func path(_ fileName: String, folder: String = "Implementation") -> String {
    file(named: fileName) ?? "Modules/Features/\(name)/\(folder)/\(fileName)"
  }

  private func file(named fileName: String) -> String? {
    files.first { $0.hasSuffix("/" + fileName) }
  }

  private static func swiftFiles(under folder: String, in directory: URL) -> [String] {
    let root = directory.appendingPathComponent(folder)
    guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
    var found: [String] = []
    while let entry = enumerator.nextObject() as? String {
      if entry.hasSuffix(".swift") { found.append(folder + "/" + entry) }
    }
    return found.sorted()
  }
}

/// The lines `generate-rib` adds to a parent's files to wire a child in, each at a marker.
struct Insertion: Equatable {
  /// The file, relative to the package's directory; for a viewless parent's first screen, a description of it
  /// (the file is the one of the parent's files that carries the marker).
  let path: String
  /// Where: right above this marker, at its indentation; nil for imports (sorted into the import block).
  let marker: Marker?
  /// The lines, indented relative to the marker.
  let lines: [String]

  /// An insertion above `marker`.
  init(path: String, marker: Marker, lines: [String]) {
    self.path = path
    self.marker = marker
    self.lines = lines
  }

  /// `modules` imported in `path`, in the import block's sorted order.
  init(path: String, imports modules: [String]) {
    self.path = path
    self.marker = nil
    self.lines = modules.map { "import \($0)" }
  }
}

/// What wiring a child into its parent adds, marker by marker.
enum ParentWiring {
  /// The insertions that wire `child` (of `kind`) into `parent`.
  static func insertions(child: FeatureName, kind: RIBKind, parent: ParentRIB) -> [Insertion] {
    let c = child.name
    let l = child.lowerCamel
    var result: [Insertion] = [
      Insertion(path: ParentRIB.previews, marker: .previews, lines: ["previews.append(.\(l))"]),
      Insertion(
        path: ParentRIB.deepLinks, marker: .deepLinks,
        lines: ["FeatureDeepLink(feature: \"\(c)\", parent: \"\(parent.name)\", row: \"\(c)\"),"]),
      Insertion(path: parent.builder, imports: [c]),
      Insertion(
        path: parent.builder, marker: .dependency,
        lines: ["/// Builds \(c) (wired by generate-rib).", "var \(l)Buildable: any \(c)Buildable { get }"]),
      Insertion(path: parent.router, imports: [c]),
      Insertion(path: parent.router, marker: .listeners, lines: ["  & \(c)Listener"]),
    ]
    if kind == .tab {
      result.append(
        Insertion(
          path: parent.router, marker: .tabs,
          lines: ["tabs.append(dependency.\(l)Buildable.build(withListener: interactor))"]))
      return result
    }
    result += [
      Insertion(
        path: parent.interactor, marker: .routing,
        lines: ["/// Shows \(c).", "func routeTo\(c)()", "/// Takes \(c) away.", "func detach\(c)()"]),
      Insertion(
        path: parent.viewController, marker: .presentableListener,
        lines: ["/// The \"\(c)\" row was tapped.", "func didTap\(c)()"]),
      Insertion(
        path: parent.viewController, marker: .items,
        lines: ["ScreenItem(.row, \"\(c)\") { [weak self] in self?.listener?.didTap\(c)() }"]),
    ]
    if parent.isViewless {
      // The row is on the flow's first screen: its interactor passes the tap on to the flow's interactor.
      result.append(
        Insertion(
          path: parent.startInteractor, marker: .startListener,
          lines: ["/// The \"\(c)\" row was tapped.", "func didTap\(c)()"]))
    }
    return result
  }

  /// What the child files extend, which the parent declares once: each file, the text of the declaration it
  /// must hold, and where that goes.
  static func extendedTypes(of parent: ParentRIB) -> [(path: String, declaration: String, place: String)] {
    let p = parent.name
    return [
      (parent.builder, "final class \(p)Component", "the component its builder makes and passes to its router"),
      (parent.router, "let component: \(p)Component", "in `\(p)Router`: the component its builder passes it"),
      (parent.router, "let attached = AttachedChildren()", "in `\(p)Router`: the children its routes attached"),
      (parent.tests, "final class Mock\(p)Router", "records the routes (it adopts `\(p)Routing`)"),
      (parent.tests, "final class \(p)TestDependency", "the tests' dependency (it adopts `\(p)Dependency`)"),
      (parent.tests, "let mockBuilders = MockBuilders()", "in `\(p)TestDependency`: its children's stand-ins"),
      (parent.tests, "struct \(p)RouterAndBuilderTests", "the suite with `makeShown()` (a flow: `makeStarted()`)"),
      (parent.preview, "final class \(p)PreviewDependency", "the preview's dependency (it adopts `\(p)Dependency`)"),
    ]
  }

  /// The files of their own that wire `child` (of `kind`, not a tab) into `parent`, next to the parent's files:
  /// the child's builder from the component (`PComponent+C.swift`), the routes (`PRouter+C.swift`), the interactor's answers (`PInteractor+C.swift`), a viewless parent's first
  /// screen passing the row's tap on (`SInteractor+C.swift`), the tests' mocks and route test (`PTests+C.swift`)
  /// and the preview's stand-in (`FeaturePreview+P+C.swift`). Each is an extension of a type the parent declares.
  ///
  /// - Parameters:
  ///   - child: The new child.
  ///   - kind: How the parent shows it.
  ///   - parent: The parent.
  ///   - startScreen: A viewless parent's first screen: the path of its view controller (`SViewController.swift`,
  ///     the file with the `items` marker); nil for a parent with a screen.
  ///   - startListenerMock: Whether the parent's tests declare `MockSListener`, the mock of that screen's
  ///     listener (it then answers the new row's call too).
  /// - Returns: The files, with paths relative to the package's directory.
  static func childFiles(
    child: FeatureName, kind: RIBKind, parent: ParentRIB, startScreen: String?, startListenerMock: Bool
  ) -> [GeneratedFile] {
    guard kind != .tab else { return [] }
    let p = parent.name
    let c = child.name
    let l = child.lowerCamel
    func folder(_ path: String) -> String { path.split(separator: "/").dropLast().joined(separator: "/") + "/" }
    let listenerMethod = "\(l)\(kind.listenerMethod ?? "")"
    let routing = kind == .flow ? "any Routing" : "any ViewableRouting"
    var files = [
      GeneratedFile(
        path: folder(parent.builder) + "\(p)Component+\(c).swift",
        contents: Templates.importLines("NavigatableRIBs", c) + "\n\n" + """
          /// \(p)'s component gives the routes to \(c) its builder, from the dependency the composition root
          /// satisfies (wired by generate-rib).
          extension \(p)Component {
            /// Builds \(c).
            var \(l)Buildable: any \(c)Buildable { dependency.\(l)Buildable }
          }

          """),
      GeneratedFile(
        path: folder(parent.router) + "\(p)Router+\(c).swift",
        contents: Templates.importLines("NavigatableRIBs", c) + "\n\n" + """
          /// How \(p) shows \(c) and takes it away (wired by generate-rib).
          extension \(p)Router {
            /// \(c)'s builder, from \(p)'s component (`\(p)Component+\(c).swift`).
            private var \(l)Builder: any \(c)Buildable { component.\(l)Buildable }
            /// \(c), while attached (the tree owns it; NavigationSync may detach it).
            private var \(l): (\(routing))? {
              get { attached["\(c)"]\(kind == .flow ? "" : " as? any ViewableRouting") }
              set { attached["\(c)"] = newValue }
            }

            func routeTo\(c)() {
              guard \(l) == nil else { return }
          \(show(child, kind: kind, viewless: parent.isViewless).map { "    " + $0 }.joined(separator: "\n"))
            }

            func detach\(c)() {
              guard let \(l) else { return }
              detachChild(\(l))  // \(kind.whatDetachingDoes)
            }
          }

          """),
      GeneratedFile(
        path: folder(parent.interactor) + "\(p)Interactor+\(c).swift",
        contents: """
          /// \(p)'s answers about \(c) (wired by generate-rib): the row that shows it, and \(c)'s listener.
          extension \(p)Interactor {
            func didTap\(c)() {
              router?.routeTo\(c)()
            }

            // MARK: - \(c)Listener

            func \(listenerMethod)() {
              router?.detach\(c)()
            }
          }

          """),
    ]
    var startMock = ""
    if let startScreen, parent.isViewless {
      let s = startScreenName(startScreen)
      files.append(
        GeneratedFile(
          path: folder(startScreen) + "\(s)Interactor+\(c).swift",
          contents: """
            /// \(s) passes a tap on its "\(c)" row on to \(p) (wired by generate-rib).
            extension \(s)Interactor {
              func didTap\(c)() {
                listener?.didTap\(c)()
              }
            }

            """))
      if startListenerMock {
        startMock = """

          extension Mock\(s)Listener {
            func didTap\(c)() { calls.append("didTap\(c)") }
          }

          """
      }
    }
    let routeTest = routeTest(child: child, kind: kind, parent: parent).map { $0.isEmpty ? "" : "  " + $0 }
    files.append(
      GeneratedFile(
        path: folder(parent.tests) + "\(p)Tests+\(c).swift",
        contents: Templates.importLines(
          "NavigatableRIBsTesting", "NavigatableRIBs", "ScreenKit", "Testing", c, c + "TestSupport")
          + "\n\n@testable import \(p)Impl\n\n" + """
            extension Mock\(p)Router {
              func routeTo\(c)() { calls.append("routeTo\(c)") }
              func detach\(c)() { calls.append("detach\(c)") }
            }

            extension \(p)TestDependency {
              var \(l)Buildable: any \(c)Buildable {
                mockBuilders(Mock\(c)Buildable.init)
              }
            }
            \(startMock)
            extension \(p)RouterAndBuilderTests {
            \(routeTest.dropLast().joined(separator: "\n"))
            }

            """))
    files.append(
      GeneratedFile(
        path: "App/FeaturePreviews/FeaturePreview+\(p)+\(c).swift",
        contents: Templates.importLines(c, c + "TestSupport") + "\n\n" + """
          /// \(p)'s preview shows \(c)'s stand-in from its test support (wired by generate-rib).
          extension \(p)PreviewDependency {
            var \(l)Buildable: any \(c)Buildable { Mock\(c)Buildable() }
          }

          """))
    return files
  }

  /// The name of a viewless parent's first screen, from the path of its view controller
  /// (`.../EnterAmountViewController.swift` → `EnterAmount`).
  static func startScreenName(_ viewControllerPath: String) -> String {
    let file = viewControllerPath.split(separator: "/").last ?? ""
    return String(file.hasSuffix("ViewController.swift") ? file.dropLast("ViewController.swift".count) : file)
  }

  /// The body of `routeToChild()` after its guard: builds the child and shows it.
  private static func show(_ child: FeatureName, kind: RIBKind, viewless: Bool) -> [String] {
    let l = child.lowerCamel
    let build = "let router = \(l)Builder.build(withListener: interactor)"
    switch (kind, viewless) {
    case (.push, false):
      return [build, "if pushChild(router) { \(l) = router }"]
    case (.push, true):
      return [
        "guard let navigationController else { return }", build,
        "if pushChild(router, on: navigationController) { \(l) = router }",
      ]
    case (.sheet, _):
      let presenter = viewless ? "AnyViewControllable(navigationController)" : "viewControllable"
      return (viewless ? ["guard let navigationController else { return }"] : []) + [
        build,
        "let sheet = presentChildInNavigationController(",
        "  router, from: \(presenter), modalPresentationStyle: .pageSheet)",
        "if sheet != nil { \(l) = router }",
      ]
    case (.flow, _), (.tab, _):
      let base = viewless ? "base" : "viewControllable"
      let lead = [
        "guard let navigationController else { return }", "let base = AnyViewControllable(navigationController)",
      ]
      return (viewless ? lead : []) + [
        "let router = \(l)Builder.build(withListener: interactor, presentingFrom: \(base))",
        "\(l) = router  // before attaching: a flow may close at once (when it cannot present)",
        "attachChild(router)",
      ]
    }
  }

  /// A test, in the parent's tests, that the row shows the child and the child's listener call removes it.
  static func routeTest(child: FeatureName, kind: RIBKind, parent: ParentRIB) -> [String] {
    let c = child.name
    let l = child.lowerCamel
    var shown: [String] = []
    var gone: [String] = []
    switch (kind, parent.isViewless) {
    case (.push, false):
      shown = ["#expect(navigation.viewControllers.count == 2)"]
      gone = ["#expect(navigation.viewControllers.count == 1)"]
    case (.push, true):
      shown = ["#expect(router.navigationController?.topViewController?.title == \"\(c)\")"]
      gone = ["#expect(router.navigationController?.topViewController?.title != \"\(c)\")"]
    case (.sheet, false):
      shown = ["#expect(window.rootViewController?.presentedViewController is UINavigationController)"]
      gone = ["#expect(window.rootViewController?.presentedViewController == nil)"]
    case (.sheet, true):
      shown = ["#expect(router.navigationController?.presentedViewController != nil)"]
      gone = ["#expect(router.navigationController?.presentedViewController == nil)"]
    case (.flow, false):
      shown = ["#expect(window.rootViewController?.presentedViewController is UINavigationController)"]
      gone = ["#expect(window.rootViewController?.presentedViewController == nil)"]
    case (.flow, true):
      shown = ["#expect(router.navigationController?.presentedViewController != nil)"]
      gone = ["#expect(router.navigationController?.presentedViewController == nil)"]
    case (.tab, _):
      break
    }
    let make =
      parent.isViewless
      ? ["let (router, window) = makeStarted()", "let navigation = router.navigationController"]
      : ["let (router, window, navigation) = makeShown()"]
    let screen =
      parent.isViewless
      ? "let screen = router.navigationController?.topViewController as? any ScreenDescribing"
      : "let screen = router.viewControllable.uiviewController as? any ScreenDescribing"
    return [
      "@Test func the\(c)RowShows\(c)AndItsListenerCallTakesItAway() {",
      "  let diagnostics = withCleanGlobals {",
    ] + make.map { "    " + $0 } + [
      "    \(screen)",
      "    screen?.screenDescription.items.first { $0.label == \"\(c)\" }?.action()",
      "    HeadlessRunLoop.main.runUntilIdle()",
      "    #expect(router.children.map(\\.ribName).contains(\"Fake\(c)\"))",
    ] + shown.map { "    " + $0 } + [
      "    (router.interactable as? any \(c)Listener)?.\(l)\(kind.listenerMethod ?? "")()",
      "    HeadlessRunLoop.main.runUntilIdle()",
      "    #expect(!router.children.map(\\.ribName).contains(\"Fake\(c)\"))",
    ] + gone.map { "    " + $0 } + [
      "    _ = (window, navigation)",
      "  }",
      "  #expect(diagnostics.isEmpty, \"\\(diagnostics)\")",
      "}",
      "",
    ]
  }

  /// Where a marker is missing: the file (or the description of the file) and the marker.
  struct Missing: Equatable {
    /// The file the marker belongs in.
    let path: String
    /// The marker, or nil when the file itself is missing.
    let marker: Marker?
  }

  /// `text` with `insertions` (all for one file) made: each insertion's lines right above its marker, at the
  /// marker's indentation (blank lines stay blank); imports into the import block, sorted.
  /// - Returns: the new text, or the markers the file lacks.
  static func apply(_ insertions: [Insertion], to text: String) -> Result<String, MissingMarkers> {
    var lines = text.components(separatedBy: "\n")
    var missing: [Marker] = []
    for insertion in insertions {
      guard let marker = insertion.marker else {
        for line in insertion.lines { insertImport(line, into: &lines) }
        continue
      }
      guard let index = lines.firstIndex(where: { $0.trimmingLeadingSpaces == marker.line }) else {
        if !missing.contains(marker) { missing.append(marker) }
        continue
      }
      let indent = String(lines[index].prefix { $0 == " " })
      lines.insert(contentsOf: insertion.lines.map { $0.isEmpty ? "" : indent + $0 }, at: index)
    }
    return missing.isEmpty ? .success(lines.joined(separator: "\n")) : .failure(MissingMarkers(markers: missing))
  }

  /// The markers a file lacks.
  struct MissingMarkers: Error, Equatable {
    /// In the order the insertions asked for them.
    let markers: [Marker]
  }

  /// Puts `line` (`import X`) in the first block of plain imports, in sorted position; nothing when present.
  private static func insertImport(_ line: String, into lines: inout [String]) {
    guard !lines.contains(line) else { return }
    let plain = lines.indices.filter { lines[$0].hasPrefix("import ") }
    guard let first = plain.first else {
      lines.insert(contentsOf: [line, ""], at: 0)
      return
    }
    var end = first
    while end + 1 < lines.count, lines[end + 1].hasPrefix("import ") { end += 1 }
    let position = (first...end).first { lines[$0] > line } ?? end + 1
    lines.insert(line, at: position)
  }
}

extension RIBKind {
  /// What detaching a child of this kind does to its screens, for the route's comment.
  var whatDetachingDoes: String {
    switch self {
    case .push: "pops its screen"
    case .sheet: "dismisses its sheet"
    case .flow, .tab: "the flow takes its screens down"
    }
  }
}
