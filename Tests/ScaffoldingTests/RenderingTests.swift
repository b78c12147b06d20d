import Foundation
import Testing

@testable import RIBScaffolding

struct RenderingTests {
  @Test func eachKindWritesTheFeatureLayout() throws {
    let name = try FeatureName(validating: "Profile")
    let folder = "Modules/Features/Profile/"
    let common = [
      folder + "Interface/ProfileBuildable.swift", folder + "Interface/ProfileListener.swift",
      folder + "Implementation/ProfileBuilder.swift", folder + "Implementation/ProfileInteractor.swift",
      folder + "Implementation/ProfileRouter.swift",
    ]
    let tail = [
      folder + "TestSupport/ProfileMocks.swift", folder + "Tests/ProfileTests.swift",
      folder + "Tests/ProfileExplorationTests.swift", "App/Root/Composition/AppRootComponent+Profile.swift",
      "App/FeaturePreviews/FeaturePreview+Profile.swift",
    ]
    for kind in [RIBKind.tab, .push, .sheet] {
      #expect(
        Templates.files(for: name, kind: kind).map(\.path)
          == common + [folder + "Implementation/ProfileViewController.swift"] + tail)
    }
    let start = folder + "Implementation/ProfileStart/ProfileStart"
    #expect(
      Templates.files(for: name, kind: .flow).map(\.path)
        == common + [folder + "Implementation/ProfileComponent+ProfileStart.swift"]
        + ["Builder", "Interactor", "Router", "ViewController"].map { start + $0 + ".swift" } + tail)
  }

  @Test(arguments: RIBKind.allCases)
  func everyPublicSymbolHasADocCommentAndEveryProtocolIsMainActor(_ kind: RIBKind) throws {
    for file in Templates.files(for: try FeatureName(validating: "URLPicker"), kind: kind)
    where !file.path.contains("/Tests/") {
      let lines = file.contents.components(separatedBy: "\n")
      for (index, line) in lines.enumerated() {
        let code = line.trimmingCharacters(in: .whitespaces)
        if code.hasPrefix("public ") {
          var above = index - 1
          if lines[above].trimmingCharacters(in: .whitespaces) == "@MainActor" { above -= 1 }
          #expect(lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("///"), "\(file.path): \(line)")
        }
        if code.hasPrefix("protocol ") || code.hasPrefix("public protocol ") {
          #expect(lines[index - 1] == "@MainActor", "\(file.path): \(line)")
        }
      }
      #expect(
        !file.contents.contains(##"\#("##) && !file.contents.contains(#"\("#) || file.path.hasSuffix("Tests.swift"))
    }
  }

  @Test(arguments: RIBKind.allCases)
  func bracesBalanceAndLinesFitIn120Columns(_ kind: RIBKind) throws {
    for raw in ["Profile", "CardOnFileEditor"] {
      for file in Templates.files(for: try FeatureName(validating: raw), kind: kind) {
        #expect(file.contents.filter { $0 == "{" }.count == file.contents.filter { $0 == "}" }.count, "\(file.path)")
        #expect(file.contents.filter { $0 == "(" }.count == file.contents.filter { $0 == ")" }.count, "\(file.path)")
        // Like the hand-written features, a long name may push a declaration a little past 120 columns.
        let tooLong = file.contents.components(separatedBy: "\n").filter { $0.count > (raw == "Profile" ? 120 : 124) }
        #expect(tooLong.isEmpty, "\(file.path): \(tooLong)")
      }
    }
  }

  @Test func featuresImportOnlyInterfacesAndTheCompositionRootBuildsTheBuilder() throws {
    let files = Templates.files(for: try FeatureName(validating: "Profile"), kind: .push)
    for file in files where file.path.hasPrefix("Modules/") && !file.path.contains("/Tests/") {
      #expect(!file.contents.contains("import ProfileImpl"), "\(file.path)")
    }
    let composition = try #require(files.first { $0.path.hasPrefix("App/Root/Composition/") }).contents
    #expect(composition.contains("import ProfileImpl"))
    #expect(composition.contains("extension AppRootComponent: ProfileDependency {"))
    // Not `shared`: a builder keeps its dependency, so a component keeping it would be in a reference cycle.
    #expect(composition.contains("var profileBuildable: any ProfileBuildable { ProfileBuilder(dependency: self) }"))
  }

  @Test func aTabRootHasNoDoneOrClose() throws {
    let files = Templates.files(for: try FeatureName(validating: "Settings"), kind: .tab)
    let all = files.map(\.contents).joined()
    #expect(!all.contains("\"Done\"") || all.contains("== \"Done\" ||"))  // only the test that checks it is absent
    #expect(!all.contains("\"Close\")"))
    let listener = try #require(files.first { $0.path.hasSuffix("SettingsListener.swift") }).contents
    #expect(listener.contains("public protocol SettingsListener: AnyObject {}"))
    let screen = try #require(files.first { $0.path.hasSuffix("SettingsViewController.swift") }).contents
    #expect(screen.contains("tabBarItem = UITabBarItem(title: \"Settings\", image: nil, tag: 0)"))
  }

  /// RIBs' LeakDetector, on real time, expects a presenter freed within a second of its interactor; a suite
  /// instance can outlive its test that long on a busy machine, so the generated interactor suite keeps no
  /// presenter of its own: each test makes its own with the interactor (a team's CI has no
  /// DISABLE_LEAK_DETECTION).
  @Test(arguments: [RIBKind.tab, .push, .sheet])
  func theInteractorSuiteKeepsNoPresenter(kind: RIBKind) throws {
    let tests = try #require(
      Templates.files(for: try FeatureName(validating: "Profile"), kind: kind).first {
        $0.path.hasSuffix("ProfileTests.swift")
      }
    ).contents
    let suite = try #require(tests.range(of: "struct ProfileInteractorTests {"))
    let body = tests[suite.upperBound...].prefix { $0 != "@" }  // up to the first test's attribute
    #expect(!body.contains("\n  let presenter"), "\(body)")  // no stored property (members are indented by 2)
    #expect(tests.contains("let presenter = MockProfilePresenter()\n    let interactor = ProfileInteractor("))
  }

  /// A public protocol's requirement is public API: the Buildable's `build` documents its parameters and
  /// result, as the package's doc-comment check asks of the hand-written features.
  @Test(arguments: RIBKind.allCases)
  func theBuildableDocumentsItsParametersAndResult(kind: RIBKind) throws {
    let buildable = try #require(
      Templates.files(for: try FeatureName(validating: "Profile"), kind: kind).first {
        $0.path.hasSuffix("ProfileBuildable.swift")
      }
    ).contents
    #expect(buildable.contains("/// - Parameter listener:") || buildable.contains("///   - listener:"))
    #expect(buildable.contains("/// - Returns:"))
  }

  @Test func eachScreenKindHasItsButtonAndListener() throws {
    let name = try FeatureName(validating: "Profile")
    let pushed = Templates.files(for: name, kind: .push)
    let pushedInteractor = try #require(pushed.first { $0.path.hasSuffix("ProfileInteractor.swift") }).contents
    #expect(pushedInteractor.contains("func didTapClose() {\n    listener?.profileDidRequestClose()\n  }"))
    let sheet = Templates.files(for: name, kind: .sheet)
    let sheetScreen = try #require(sheet.first { $0.path.hasSuffix("ProfileViewController.swift") }).contents
    #expect(sheetScreen.contains(#"ScreenItem(.button, "Done") { [weak self] in self?.listener?.didTapDone() }"#))
    let tests = try #require(sheet.first { $0.path.hasSuffix("ProfileTests.swift") }).contents
    #expect(tests.contains("presentChildInNavigationController("))
    #expect(tests.contains("userSwipeDownSheet()"))
  }

  @Test func theFlowKindCleansUpFromWillResignActiveAndTakesItsBase() throws {
    let files = Templates.files(for: try FeatureName(validating: "Checkout"), kind: .flow)
    let interactor = try #require(files.first { $0.path.hasSuffix("CheckoutInteractor.swift") }).contents
    #expect(interactor.contains("override func willResignActive() {\n    super.willResignActive()"))
    #expect(interactor.contains("NavigationFlowInteractable {"))
    let buildable = try #require(files.first { $0.path.hasSuffix("CheckoutBuildable.swift") }).contents
    #expect(buildable.contains("presentingFrom base: any ViewControllable"))
    let implementation = files.filter { $0.path.contains("/Implementation/") }
    #expect(
      implementation.filter { $0.contents.contains("import ScreenKit") }.map(\.path) == [
        "Modules/Features/Checkout/Implementation/CheckoutStart/CheckoutStartViewController.swift"
      ])
  }

  @Test func aGeneratedFlowShowsAGeneratedFirstScreenWhoseRowsTellTheFlow() throws {
    let files = Templates.files(for: try FeatureName(validating: "Checkout"), kind: .flow)
    let interactor = try #require(files.first { $0.path.hasSuffix("/CheckoutInteractor.swift") }).contents
    #expect(interactor.contains("if router?.routeToStart() != true { listener?.checkoutDidClose() }"))
    let router = try #require(files.first { $0.path.hasSuffix("/CheckoutRouter.swift") }).contents
    #expect(router.contains("typealias CheckoutChildListeners = CheckoutStartListener"))
    #expect(files.contains { $0.path.hasSuffix("CheckoutStart/CheckoutStartViewController.swift") })
  }

  @Test func aGeneratedFlowsDoneCompletesItThroughItsListenerAndItsTestsSayNothingIsLeft() throws {
    let files = Templates.files(for: try FeatureName(validating: "Checkout"), kind: .flow)
    func file(_ suffix: String) throws -> String { try #require(files.first { $0.path.hasSuffix(suffix) }).contents }
    #expect(
      try file("/CheckoutStartViewController.swift").contains(
        #"ScreenItem(.button, "Done") { [weak self] in self?.listener?.didTapDone() }"#))
    #expect(
      try file("/CheckoutStartInteractor.swift").contains(
        "func didTapDone() {\n    listener?.checkoutStartDidTapDone()\n  }"))
    #expect(try file("/CheckoutStartBuilder.swift").contains("  func checkoutStartDidTapDone()\n"))
    #expect(
      try file("/CheckoutInteractor.swift").contains(
        "func checkoutStartDidTapDone() {\n    listener?.checkoutDidClose()\n  }"))
    let tests = try file("/CheckoutTests.swift")
    #expect(tests.contains("func doneOnTheFirstScreenCompletesTheFlowThroughTheListener()"))
    #expect(tests.contains("func tappingDoneCompletesTheFlowAndItsParentDetachingItLeavesNothing()"))
  }

  /// The generated tests explore the feature alone, as its preview shows it: in a `FeatureHost`, over the
  /// tests' dependency (its children stand-ins), every sequence to depth 3, no guarantee broken; the host's
  /// listener takes the feature away when it says it is done.
  @Test(arguments: RIBKind.allCases)
  func theGeneratedTestsExploreTheFeatureAlone(kind: RIBKind) throws {
    let files = Templates.files(for: try FeatureName(validating: "Profile"), kind: kind)
    let exploration = try #require(
      files.first { $0.path == "Modules/Features/Profile/Tests/ProfileExplorationTests.swift" })
    let text = exploration.contents
    #expect(text.contains("struct ProfileExplorationTests {"))
    #expect(text.contains("FeatureHost.launched(name: \"Profile\")"))
    #expect(text.contains("ProfileBuilder(dependency: ProfileTestDependency())"))
    #expect(text.contains("Exploration(depth: 3).expectGuaranteesKept { Self.host() }"))
    #expect(text.contains("@Suite(.serialized, .restoresExplorationGlobals)"))
    #expect(text.hasPrefix("import NavigatableRIBsTesting\nimport Profile\nimport ProfileImpl\n"))
    switch kind {
    case .flow:
      #expect(text.contains("{ close, base in"))
      #expect(text.contains(".build(withListener: listener, presentingFrom: base)"))
      #expect(text.contains("return .flow(flow, listener: listener)"))
      #expect(text.contains("func profileDidClose() { close() }"))
    case .push, .sheet:
      #expect(text.contains("{ close, _ in"))
      #expect(text.contains("return .screen(router, listener: listener)"))
      let method = kind == .push ? "profileDidRequestClose" : "profileDidFinish"
      #expect(text.contains("final class ProfileHostListener: ProfileListener {"))
      #expect(text.contains("func \(method)() { close() }"))
    case .tab:
      // A tab's root never says it is done: the test support's listener will do.
      #expect(text.contains("{ _, _ in"))
      #expect(text.contains("let listener = MockProfileListener()"))
      #expect(text.contains("import ProfileTestSupport\n"))
      #expect(!text.contains("HostListener"))
    }
  }

  @Test func everyGeneratedKindTakesEveryKindOfChild() throws {
    for kind in [RIBKind.tab, .push, .sheet, .flow] {
      let files = Templates.files(for: try FeatureName(validating: "Profile"), kind: kind)
      let parent = ParentRIB(name: "Profile", files: files.map(\.path))
      for childKind in [RIBKind.push, .sheet, .flow] {
        let child = try FeatureName(validating: "Child")
        let insertions = ParentWiring.insertions(child: child, kind: childKind, parent: parent)
        let changes = try Scaffold.wire(insertions, into: parent) { (path: String) throws(ScaffoldingError) in
          if path == ParentRIB.previews { return "    // generate-rib: previews\n" }
          if path == ParentRIB.deepLinks { return "    // generate-rib: deep links\n" }
          guard let file = files.first(where: { $0.path == path }) else { throw ScaffoldingError("no \(path)") }
          return file.contents
        }
        let changed = Set(changes.map(\.path))
        // Builder, router, interactor, the screen with the rows (a flow: and its interactor), previews, deep links.
        #expect(changed.count == (kind == .flow ? 7 : 6), "\(kind) taking a \(childKind): \(changed.sorted())")
        let start = files.first { $0.path.hasSuffix("StartViewController.swift") }?.path
        let own = ParentWiring.childFiles(
          child: child, kind: childKind, parent: parent, startScreen: start, startListenerMock: false)
        let ownNames: [String] = own.map { String($0.path.split(separator: "/").last ?? "") }
        var expected: [String] = [
          "ProfileComponent+Child.swift", "ProfileRouter+Child.swift", "ProfileInteractor+Child.swift",
        ]
        if kind == .flow { expected.append("ProfileStartInteractor+Child.swift") }
        expected += ["ProfileTests+Child.swift", "FeaturePreview+Profile+Child.swift"]
        #expect(ownNames == expected, "\(kind)")
        #expect(changes.allSatisfy { !$0.contents.contains("import Child\n// ") }, "\(kind)")
        let rows = changes.filter { $0.contents.contains(#"ScreenItem(.row, "Child")"#) }
        #expect(rows.count == 1, "\(kind) taking a \(childKind)")
      }
    }
  }
}
