import Foundation
import Testing

@testable import RIBScaffolding

/// The RIBs these tests generate, named so that no feature of the package can clash with them.
private let tab = Repository.unusedFeatureName("ProbeTab")
private let child = Repository.unusedFeatureName("ProbeChild")
/// A free name, for the refusals that are about something else than the name.
private let free = Repository.unusedFeatureName("Profile")
/// A name no feature has, for the refusal of an unknown parent.
private let nobody = Repository.unusedFeatureName("Nobody")
/// The names starting in lower case, as members spell them.
private let tabMember = FeatureName.lowerCamel(tab)
private let childMember = FeatureName.lowerCamel(child)

/// `generate-rib` run in-process on a fixture package (the real Package.swift, Root's builder and router, and
/// the real feature folders).
@Suite(.serialized)
struct CommandTests {
  /// What a run printed and returned.
  struct Run {
    var code: Int32
    var output: [String] = []
    var errors: [String] = []
  }

  func run(
    _ arguments: [String], in directory: URL,
    loadTargets: (URL, String?) throws -> [PackageTarget] = PackageDump.targets(of:swift:)
  ) -> Run {
    var result = Run(code: 0)
    result.code = GenerateRIBCommand.run(
      arguments: ["--package-directory", directory.path] + arguments, currentDirectory: directory,
      output: { result.output.append($0) }, error: { result.errors.append($0) }, loadTargets: loadTargets)
    return result
  }

  /// A fixture that keeps the real module graph (`Documentation/ModuleGraph.md`), which generate-rib redraws.
  func packageWithTheGraph() throws -> URL {
    let package = try Repository.makeFixturePackage()
    let graph = package.appendingPathComponent(ModuleGraph.path)
    try FileManager.default.createDirectory(at: graph.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: Repository.root.appendingPathComponent(ModuleGraph.path), to: graph)
    return package
  }

  func read(_ path: String, in package: URL) throws -> String {
    try String(contentsOf: package.appendingPathComponent(path), encoding: .utf8)
  }

  /// A fixture with the `tab` tab already generated: the parent the other kinds are wired into.
  func packageWithATab() throws -> URL {
    let package = try Repository.makeFixturePackage()
    let generated = run([tab, "--parent", "Root", "--as", "tab"], in: package)
    #expect(generated.code == 0, "\(generated.errors)")
    return package
  }

  @Test func aTabIsWrittenAndWiredIntoRoot() throws {
    let package = try Repository.makeFixturePackage()
    defer { try? FileManager.default.removeItem(at: package) }
    let result = run([tab, "--parent", "Root", "--as", "tab"], in: package)
    #expect(result.code == 0 && result.errors.isEmpty)
    let name = try FeatureName(validating: tab)
    for file in Templates.files(for: name, kind: .tab, program: "navigatable-ribs") {
      #expect(try read(file.path, in: package) == file.contents, "\(file.path)")
    }
    let router = try read("App/Root/RootRouter.swift", in: package)
    #expect(router.contains("  & \(tab)Listener\n// generate-rib: listeners"))
    #expect(
      router.contains(
        "    tabs.append(dependency.\(tabMember)Buildable.build(withListener: interactor))\n    // generate-rib: tabs"))
    let builder = try read("App/Root/RootBuilder.swift", in: package)
    #expect(builder.contains("  var \(tabMember)Buildable: any \(tab)Buildable { get }\n  // generate-rib: dependency"))
    #expect(PackageManifest(text: try read("Package.swift", in: package)).featureNames.last == tab)
    let links = try read("App/Root/FeatureDeepLink.swift", in: package)
    #expect(
      links.contains(
        "    FeatureDeepLink(feature: \"\(tab)\", parent: \"Root\", row: \"\(tab)\"),\n    // generate-rib: deep links")
    )
    #expect(result.output.joined().contains("It opens with the deep link ribs://\(tab.lowercased())."))
    #expect(
      result.output.joined().contains("\(tab) (a tab's root screen) is wired into Root: it shows as a new tab."))
  }

  @Test func theModuleGraphIsRedrawnFromTheNewManifest() throws {
    let package = try packageWithTheGraph()
    defer { try? FileManager.default.removeItem(at: package) }
    let before = try read(ModuleGraph.path, in: package)
    #expect(!before.contains("[\(tab)]"))

    let result = run([tab, "--parent", "Root", "--as", "tab"], in: package)
    #expect(result.code == 0, "\(result.errors)")
    let graph = try read(ModuleGraph.path, in: package)
    #expect(graph.contains("    subgraph \(tab)_feature [\(tab)]\n      \(tab)[\"\(tab)\"]\n      \(tab)Impl["))
    #expect(graph.contains("  Root --> \(tab)Impl\n"))
    #expect(graph.contains("  \(tab)Impl --> \(tab)\n"))
    #expect(graph == ModuleGraph.markdown(for: try PackageDump.targets(of: package)))
    #expect(result.output.joined().contains("Changed \(ModuleGraph.path)\n"))
    #expect(!result.output.joined().contains("make graph"))
  }

  @Test func aGraphThatCannotBeRedrawnIsLeftAndReportedWithMakeGraph() throws {
    let package = try packageWithTheGraph()
    defer { try? FileManager.default.removeItem(at: package) }
    let before = try read(ModuleGraph.path, in: package)
    let result = run([tab, "--parent", "Root", "--as", "tab"], in: package) { _, _ in
      throw PackageDumpFailure(reason: "no swift here")
    }
    #expect(result.code == 0, "\(result.errors)")
    #expect(try read(ModuleGraph.path, in: package) == before)
    #expect(result.output.joined().contains("\(ModuleGraph.path) was not redrawn (no swift here): run `make graph`."))
  }

  @Test(arguments: [RIBKind.push, .sheet, .flow])
  func eachKindIsWiredIntoAGeneratedParent(_ kind: RIBKind) throws {
    let package = try packageWithATab()
    defer { try? FileManager.default.removeItem(at: package) }
    let result = run([child, "--parent", tab, "--as", kind.flag], in: package)
    #expect(result.code == 0, "\(result.errors)")
    let folder = "Modules/Features/\(tab)/"
    let router = try read(folder + "Implementation/\(tab)Router.swift", in: package)
    #expect(router.contains("  & \(child)Listener\n// generate-rib: listeners"))
    #expect(!router.contains("\(childMember)Builder"))
    // The routes, the interactor's answers, the tests' mocks and route test and the preview's stand-in are in
    // files of their own, one per child.
    let routes = try read(folder + "Implementation/\(tab)Router+\(child).swift", in: package)
    #expect(routes.contains("extension \(tab)Router {\n"))
    #expect(routes.contains("\n  func routeTo\(child)() {\n"))
    #expect(!router.contains("func routeTo\(child)()"))
    #expect(
      routes.contains(
        "  private var \(childMember)Builder: any \(child)Buildable { component.\(childMember)Buildable }"))
    let component = try read(folder + "Implementation/\(tab)Component+\(child).swift", in: package)
    #expect(
      component.contains(
        "extension \(tab)Component {\n  /// Builds \(child).\n"
          + "  var \(childMember)Buildable: any \(child)Buildable { dependency.\(childMember)Buildable }\n}"))
    #expect(routes.contains("    get { attached[\"\(child)\"]"))
    let show =
      switch kind {
      case .push: "if pushChild(router) { \(childMember) = router }"
      case .sheet:
        "  router, from: viewControllable, modalPresentationStyle: .pageSheet)"
      case .flow, .tab:
        "let router = \(childMember)Builder.build(withListener: interactor, presentingFrom: viewControllable)"
      }
    #expect(routes.contains(show))
    let answers = try read(folder + "Implementation/\(tab)Interactor+\(child).swift", in: package)
    let listenerMethod =
      kind == .push
      ? "\(childMember)DidRequestClose" : kind == .sheet ? "\(childMember)DidFinish" : "\(childMember)DidClose"
    #expect(answers.contains("  func \(listenerMethod)() {\n    router?.detach\(child)()\n  }"))
    #expect(answers.contains("  func didTap\(child)() {\n    router?.routeTo\(child)()\n  }"))
    let interactor = try read(folder + "Implementation/\(tab)Interactor.swift", in: package)
    #expect(interactor.contains("  func routeTo\(child)()\n"))  // in `\(tab)Routing`
    let screen = try read(folder + "Implementation/\(tab)ViewController.swift", in: package)
    #expect(screen.contains("ScreenItem(.row, \"\(child)\") { [weak self] in self?.listener?.didTap\(child)() }"))
    let tests = try read(folder + "Tests/\(tab)Tests+\(child).swift", in: package)
    #expect(
      tests.contains(
        "var \(childMember)Buildable: any \(child)Buildable {\n    mockBuilders(Mock\(child)Buildable.init)\n  }"))
    #expect(
      tests.contains(
        "extension \(tab)RouterAndBuilderTests {\n  @Test func the\(child)RowShows\(child)AndItsListenerCallTakesItAway() {"
      ))
    #expect(
      tests.contains("extension Mock\(tab)Router {\n  func routeTo\(child)() { calls.append(\"routeTo\(child)\") }"))
    #expect(!(try read(folder + "Tests/\(tab)Tests.swift", in: package)).contains(child))
    let preview = try read("App/FeaturePreviews/FeaturePreview+\(tab)+\(child).swift", in: package)
    #expect(
      preview.contains("extension \(tab)PreviewDependency {\n  var \(childMember)Buildable: any \(child)Buildable {"))
    let links = try read("App/Root/FeatureDeepLink.swift", in: package)
    #expect(links.contains("    FeatureDeepLink(feature: \"\(child)\", parent: \"\(tab)\", row: \"\(child)\"),\n"))
    let manifest = try read("Package.swift", in: package)
    #expect(manifest.contains("    implementation: [\"\(child)\"],\n    tests: [\"\(child)TestSupport\"]),"))
  }

  @Test(arguments: [
    (["9Lives", "--parent", "Root", "--as", "tab"], "not a valid Swift identifier"),
    (["profile", "--parent", "Root", "--as", "tab"], "must start with an uppercase letter"),
    (["Detail", "--parent", "Root", "--as", "tab"], "Modules/Features/Detail already exists"),
    (["DETAIL", "--parent", "Root", "--as", "tab"], "Modules/Features/Detail already exists"),
    (["Root", "--parent", "Root", "--as", "tab"], "'Root' clashes with 'Root'"),
    (["App", "--parent", "Root", "--as", "tab"], "its target 'AppTests' clashes with 'AppTests'"),
    (["ShellKit", "--parent", "Root", "--as", "tab"], "'ShellKit' clashes with 'ShellKit'"),
    (["RIBs", "--parent", "Root", "--as", "tab"], "clashes with the module RIBs"),
    (["GeneratedPush", "--parent", "Root", "--as", "tab"], "'GeneratedPush' clashes with 'GeneratedPush'"),
    (["GeneratedFlowImpl", "--parent", "Root", "--as", "tab"], "'GeneratedFlowImpl' clashes with 'GeneratedFlowImpl'"),
    (["Shared", "--parent", "Root", "--as", "tab", "--reserved", "Shared"], "a module or product of a dependency"),
    ([free, "--parent", "Root", "--as", "push"], "Root shows tabs only: use --as tab"),
    ([free, "--parent", "Master", "--as", "tab"], "a tab's parent is Root"),
    ([free, "--parent", nobody, "--as", "push"], "no feature named '\(nobody)' in Package.swift"),
    ([free, "--parent", "GeneratedTab", "--as", "push"], "no feature named 'GeneratedTab' in Package.swift"),
    ([free, "--parent", "Root", "--as", "modal"], "unknown kind 'modal'"),
    ([free, "--parent", "Root"], "say how 'Root' shows it"),
    ([free, "--as", "tab"], "say where '\(free)' goes"),
    ([free, "--bogus"], "unknown option '--bogus'"),
    ([free, "Other", "--parent", "Root", "--as", "tab"], "one RIB at a time: got '\(free)', 'Other'"),
    ([free, "--parent", "Root", "--as", "tab", "--as", "push"], "choose one kind"),
    ([], "the RIB needs a name"),
    ([free, "--parent"], "--parent needs a value"),
  ])
  func refusesInOneLineAndWritesNothing(_ arguments: [String], _ reason: String) throws {
    let package = try Repository.makeFixturePackage()
    defer { try? FileManager.default.removeItem(at: package) }
    let before = Repository.snapshot(package)

    let result = run(arguments, in: package)
    #expect(result.code == 1)
    #expect(result.output.isEmpty)
    #expect(result.errors.count == 1)
    let message = result.errors.first ?? ""
    #expect(message.hasPrefix("error: ") && !message.contains("\n"))
    #expect(message.contains(reason), "\(message)")
    #expect(Repository.snapshot(package) == before)
  }

  @Test func aParentMissingMarkersIsRefusedWithEveryMissingLineAndNothingIsWritten() throws {
    let package = try packageWithATab()
    defer { try? FileManager.default.removeItem(at: package) }
    let screenPath = "Modules/Features/\(tab)/Implementation/\(tab)ViewController.swift"
    let routerPath = "Modules/Features/\(tab)/Implementation/\(tab)Router.swift"
    for (path, marker) in [(screenPath, "// generate-rib: items"), (routerPath, "// generate-rib: listeners")] {
      let text = try read(path, in: package).replacingOccurrences(of: marker, with: "")
      try text.write(to: package.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }
    let before = Repository.snapshot(package)
    let result = run([child, "--parent", tab, "--as", "push"], in: package)
    #expect(result.code == 1)
    let lines = (result.errors.first ?? "").split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("error: \(tab) cannot take a child yet: add these 2 lines") == true, "\(lines)")
    #expect(
      lines.dropFirst() == [
        "  \(routerPath): `// generate-rib: listeners` \(Marker.listeners.place)",
        "  \(screenPath): `// generate-rib: items` \(Marker.items.place)",
      ])
    #expect(Repository.snapshot(package) == before)
  }

  @Test func aParentMissingWhatTheChildFilesExtendIsRefusedAndNothingIsWritten() throws {
    let package = try packageWithATab()
    defer { try? FileManager.default.removeItem(at: package) }
    let testsPath = "Modules/Features/\(tab)/Tests/\(tab)Tests.swift"
    let text = try read(testsPath, in: package).replacingOccurrences(
      of: "let mockBuilders = MockBuilders()", with: "")
    try text.write(to: package.appendingPathComponent(testsPath), atomically: true, encoding: .utf8)
    let before = Repository.snapshot(package)
    let result = run([child, "--parent", tab, "--as", "sheet"], in: package)
    #expect(result.code == 1)
    let lines = (result.errors.first ?? "").split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("error: \(tab) cannot take a child yet: its child files extend these 1") == true)
    #expect(
      lines.dropFirst() == [
        "  \(testsPath): `let mockBuilders = MockBuilders()` in `\(tab)TestDependency`: its children's stand-ins"
      ])
    #expect(Repository.snapshot(package) == before)
  }

  @Test func aChildFileThatExistsIsRefusedAndNothingIsWritten() throws {
    let package = try packageWithATab()
    defer { try? FileManager.default.removeItem(at: package) }
    let path = "Modules/Features/\(tab)/Tests/\(tab)Tests+\(child).swift"
    try "// a team's own file\n".write(to: package.appendingPathComponent(path), atomically: true, encoding: .utf8)
    let before = Repository.snapshot(package)
    let result = run([child, "--parent", tab, "--as", "push"], in: package)
    #expect(result.code == 1)
    #expect(result.errors == ["error: \(path) already exists; choose another name."])
    #expect(Repository.snapshot(package) == before)
  }

  @Test func aParentTakesASecondChildInFilesOfItsOwn() throws {
    let package = try packageWithATab()
    defer { try? FileManager.default.removeItem(at: package) }
    let second = Repository.unusedFeatureName("ProbeSecond")
    #expect(run([child, "--parent", tab, "--as", "push"], in: package).code == 0)
    let folder = "Modules/Features/\(tab)/Implementation/"
    let builder = try read(folder + "\(tab)Builder.swift", in: package)
    let screen = try read(folder + "\(tab)ViewController.swift", in: package)
    #expect(run([second, "--parent", tab, "--as", "sheet"], in: package).code == 0)
    let router = try read(folder + "\(tab)Router.swift", in: package)
    #expect(router.contains("  & \(child)Listener\n  & \(second)Listener\n// generate-rib: listeners"))
    #expect(!router.contains("routeTo"))
    // Each child has its own routes; the builder grew by the dependency's requirement, the screen by its row.
    #expect(try read(folder + "\(tab)Router+\(child).swift", in: package).contains("func routeTo\(child)()"))
    #expect(try read(folder + "\(tab)Router+\(second).swift", in: package).contains("func routeTo\(second)()"))
    #expect(try read(folder + "\(tab)Builder.swift", in: package).count > builder.count)
    let rows = try read(folder + "\(tab)ViewController.swift", in: package)
    #expect(rows.components(separatedBy: "\n").count == screen.components(separatedBy: "\n").count + 3)
  }

  @Test func refusesADirectoryWithoutAPackage() throws {
    let empty = try Repository.makeTemporaryDirectory("generate-rib-empty")
    defer { try? FileManager.default.removeItem(at: empty) }
    let result = run([free, "--parent", "Root", "--as", "tab"], in: empty)
    #expect(result.code == 1)
    #expect(result.errors.first?.contains("no readable Package.swift") == true)
    #expect(try FileManager.default.contentsOfDirectory(atPath: empty.path).isEmpty)
  }

  @Test func helpPrintsTheUsageAndWritesNothing() throws {
    let package = try Repository.makeFixturePackage()
    defer { try? FileManager.default.removeItem(at: package) }
    let before = Repository.snapshot(package)
    let result = run(["--help"], in: package)
    #expect(result.code == 0)
    #expect(result.output.joined().contains("--parent PARENT --as KIND"))
    #expect(Repository.snapshot(package) == before)
  }
}
