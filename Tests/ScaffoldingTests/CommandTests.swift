import Foundation
import Testing

@testable import RIBScaffolding

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

  func run(_ arguments: [String], in directory: URL) -> Run {
    var result = Run(code: 0)
    result.code = GenerateRIBCommand.run(
      arguments: ["--package-directory", directory.path] + arguments, currentDirectory: directory,
      output: { result.output.append($0) }, error: { result.errors.append($0) })
    return result
  }

  func read(_ path: String, in package: URL) throws -> String {
    try String(contentsOf: package.appendingPathComponent(path), encoding: .utf8)
  }

  /// A fixture with a ProbeTab tab already generated: the parent the other kinds are wired into.
  func packageWithATab() throws -> URL {
    let package = try Repository.makeFixturePackage()
    let tab = run(["ProbeTab", "--parent", "Root", "--as", "tab"], in: package)
    #expect(tab.code == 0, "\(tab.errors)")
    return package
  }

  @Test func aTabIsWrittenAndWiredIntoRoot() throws {
    let package = try Repository.makeFixturePackage()
    defer { try? FileManager.default.removeItem(at: package) }
    let result = run(["ProbeTab", "--parent", "Root", "--as", "tab"], in: package)
    #expect(result.code == 0 && result.errors.isEmpty)
    let name = try FeatureName(validating: "ProbeTab")
    for file in Templates.files(for: name, kind: .tab) {
      #expect(try read(file.path, in: package) == file.contents, "\(file.path)")
    }
    let router = try read("App/Root/RootRouter.swift", in: package)
    #expect(router.contains("  & ProbeTabListener\n// generate-rib: listeners"))
    #expect(
      router.contains("    tabs.append(probeTabBuilder.build(withListener: interactor))\n    // generate-rib: tabs"))
    #expect(router.contains("    probeTabBuilder: any ProbeTabBuildable,\n    // generate-rib: router parameters"))
    let builder = try read("App/Root/RootBuilder.swift", in: package)
    #expect(builder.contains("  var probeTabBuildable: any ProbeTabBuildable { get }\n  // generate-rib: dependency"))
    #expect(
      builder.contains("      probeTabBuilder: dependency.probeTabBuildable,\n      // generate-rib: router arguments"))
    #expect(PackageManifest(text: try read("Package.swift", in: package)).featureNames.last == "ProbeTab")
    #expect(
      result.output.joined().contains("ProbeTab (a tab's root screen) is wired into Root: it shows as a new tab."))
  }

  @Test(arguments: [RIBKind.push, .sheet, .flow])
  func eachKindIsWiredIntoAGeneratedParent(_ kind: RIBKind) throws {
    let package = try packageWithATab()
    defer { try? FileManager.default.removeItem(at: package) }
    let result = run(["ProbeChild", "--parent", "ProbeTab", "--as", kind.flag], in: package)
    #expect(result.code == 0, "\(result.errors)")
    let folder = "Modules/Features/ProbeTab/"
    let router = try read(folder + "Implementation/ProbeTabRouter.swift", in: package)
    #expect(router.contains("  init(\n    interactor: any ProbeTabInteractable,"))  // no longer an override
    #expect(router.contains("    probeChildBuilder: any ProbeChildBuildable,\n"))
    #expect(router.contains("  func routeToProbeChild() {"))
    let show =
      switch kind {
      case .push: "if pushChild(router) { probeChild = router }"
      case .sheet:
        "  router, from: viewControllable, modalPresentationStyle: .pageSheet)"
      case .flow, .tab:
        "let router = probeChildBuilder.build(withListener: interactor, presentingFrom: viewControllable)"
      }
    #expect(router.contains(show))
    let interactor = try read(folder + "Implementation/ProbeTabInteractor.swift", in: package)
    let listenerMethod =
      kind == .push ? "probeChildDidRequestClose" : kind == .sheet ? "probeChildDidFinish" : "probeChildDidClose"
    #expect(interactor.contains("  func \(listenerMethod)() {\n    router?.detachProbeChild()\n  }"))
    #expect(interactor.contains("  func didTapProbeChild() {\n    router?.routeToProbeChild()\n  }"))
    let screen = try read(folder + "Implementation/ProbeTabViewController.swift", in: package)
    #expect(screen.contains(#"ScreenItem(.row, "ProbeChild") { [weak self] in self?.listener?.didTapProbeChild() }"#))
    let tests = try read(folder + "Tests/ProbeTabTests.swift", in: package)
    #expect(tests.contains("let probeChildBuildable: any ProbeChildBuildable = MockProbeChildBuildable()"))
    #expect(tests.contains("@Test func theProbeChildRowShowsProbeChildAndItsListenerCallTakesItAway() {"))
    let manifest = try read("Package.swift", in: package)
    #expect(manifest.contains("    implementation: [\"ProbeChild\"],\n    tests: [\"ProbeChildTestSupport\"]),"))
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
    (["Shared", "--parent", "Root", "--as", "tab", "--reserved", "Shared"], "a module or product of a dependency"),
    (["Profile", "--parent", "Root", "--as", "push"], "Root shows tabs only: use --as tab"),
    (["Profile", "--parent", "Master", "--as", "tab"], "a tab's parent is Root"),
    (["Profile", "--parent", "Nobody", "--as", "push"], "no feature named 'Nobody' in Package.swift"),
    (["Profile", "--parent", "Root", "--as", "modal"], "unknown kind 'modal'"),
    (["Profile", "--parent", "Root"], "say how 'Root' shows it"),
    (["Profile", "--as", "tab"], "say where 'Profile' goes"),
    (["Profile", "--bogus"], "unknown option '--bogus'"),
    (["Profile", "Other", "--parent", "Root", "--as", "tab"], "one RIB at a time: got 'Profile', 'Other'"),
    (["Profile", "--parent", "Root", "--as", "tab", "--as", "push"], "choose one kind"),
    ([], "the RIB needs a name"),
    (["Profile", "--parent"], "--parent needs a value"),
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
    let screenPath = "Modules/Features/ProbeTab/Implementation/ProbeTabViewController.swift"
    let routerPath = "Modules/Features/ProbeTab/Implementation/ProbeTabRouter.swift"
    for (path, marker) in [(screenPath, "// generate-rib: items"), (routerPath, "// generate-rib: routes")] {
      let text = try read(path, in: package).replacingOccurrences(of: marker, with: "")
      try text.write(to: package.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }
    let before = Repository.snapshot(package)
    let result = run(["ProbeChild", "--parent", "ProbeTab", "--as", "push"], in: package)
    #expect(result.code == 1)
    let lines = (result.errors.first ?? "").split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("error: ProbeTab cannot take a child yet: add these 2 lines") == true, "\(lines)")
    #expect(
      lines.dropFirst() == [
        "  \(routerPath): `// generate-rib: routes` \(Marker.routes.place)",
        "  \(screenPath): `// generate-rib: items` \(Marker.items.place)",
      ])
    #expect(Repository.snapshot(package) == before)
  }

  @Test func aFormattedParentTakesASecondChild() throws {
    // `make format` drops the comma after a list's last element when a comment follows it; the next
    // generate-rib must still produce code that builds (here: the comma is back before the new argument).
    let package = try packageWithATab()
    defer { try? FileManager.default.removeItem(at: package) }
    let builderPath = "Modules/Features/ProbeTab/Implementation/ProbeTabBuilder.swift"
    let builder = try read(builderPath, in: package)
    let formatted = builder.replacingOccurrences(
      of: "viewController: viewController,\n      // generate-rib: router arguments",
      with: "viewController: viewController\n      // generate-rib: router arguments")
    #expect(formatted != builder)
    try formatted.write(to: package.appendingPathComponent(builderPath), atomically: true, encoding: .utf8)
    #expect(run(["ProbeChild", "--parent", "ProbeTab", "--as", "push"], in: package).code == 0)
    #expect(
      try read(builderPath, in: package).contains(
        "viewController: viewController,\n      probeChildBuilder: dependency.probeChildBuildable,\n"))
  }

  @Test func refusesADirectoryWithoutAPackage() throws {
    let empty = try Repository.makeTemporaryDirectory("generate-rib-empty")
    defer { try? FileManager.default.removeItem(at: empty) }
    let result = run(["Profile", "--parent", "Root", "--as", "tab"], in: empty)
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
