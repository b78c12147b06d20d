import Foundation
import Testing

@testable import RIBScaffolding

struct RenderingTests {
  @Test func eachKindWritesItsFiles() throws {
    let name = try FeatureName(validating: "Profile")
    let module = "Modules/Features/Profile/Profile"
    let tests = "Tests/ProfileTests/ProfileInteractorTests.swift"
    let withView = [
      module + "Builder.swift", module + "Interactor.swift", module + "Router.swift", module + "ViewController.swift",
      tests,
    ]
    #expect(Templates.files(for: name, kind: .view).map(\.path) == withView)
    #expect(Templates.files(for: name, kind: .navigatable).map(\.path) == withView)
    #expect(
      Templates.files(for: name, kind: .viewless).map(\.path) == [
        module + "Builder.swift", module + "Interactor.swift", module + "Router.swift", tests,
      ])
  }

  @Test(arguments: RIBKind.allCases)
  func everyPublicSymbolHasADocCommentAndEveryProtocolIsMainActor(_ kind: RIBKind) throws {
    for file in Templates.files(for: try FeatureName(validating: "URLPicker"), kind: kind)
    where !file.path.hasPrefix("Tests/") {
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
      #expect(file.contents.hasPrefix("import NavigatableRIBs\n"), "\(file.path)")
      #expect(!file.contents.contains(##"\#("##) && !file.contents.contains(#"\("#), "\(file.path)")
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

  @Test func theScreenKindsDescribeTheirScreenAndTheirButtonReachesTheListener() throws {
    let name = try FeatureName(validating: "Profile")
    let view = Templates.files(for: name, kind: .view)
    let viewController = try #require(view.first { $0.path.hasSuffix("ProfileViewController.swift") }).contents
    #expect(viewController.contains("ProfileViewControllable, ScreenDescribing {"))
    #expect(viewController.contains(#"ScreenItem(.button, "Done") { [weak self] in self?.listener?.didTapDone() }"#))
    let interactor = try #require(view.first { $0.path.hasSuffix("ProfileInteractor.swift") }).contents
    #expect(interactor.contains("func didTapDone() {\n    listener?.profileDidFinish()\n  }"))
    #expect(interactor.contains("super.didBecomeActive()\n    presenter.show(title: title)"))

    let pushed = Templates.files(for: name, kind: .navigatable)
    let pushedInteractor = try #require(pushed.first { $0.path.hasSuffix("ProfileInteractor.swift") }).contents
    #expect(pushedInteractor.contains("func didTapClose() {\n    listener?.profileDidRequestClose()\n  }"))
  }

  @Test func theNavigatableKindExplainsPushChildToItsParent() throws {
    let files = Templates.files(for: try FeatureName(validating: "Profile"), kind: .navigatable)
    let builder = try #require(files.first { $0.path.hasSuffix("ProfileBuilder.swift") }).contents
    #expect(builder.contains("/// func routeToProfile() {"))
    #expect(builder.contains("///   if pushChild(router) { profile = router }"))
    #expect(builder.contains("///   detachChild(profile)"))
    let tests = try #require(files.first { $0.path.hasPrefix("Tests/") }).contents
    #expect(tests.contains("#expect(parent.pushChild(router))"))
    #expect(tests.contains("navigation.popViewController(animated: true)"))
  }

  @Test func theViewlessKindCleansUpFromWillResignActive() throws {
    let files = Templates.files(for: try FeatureName(validating: "Checkout"), kind: .viewless)
    let interactor = try #require(files.first { $0.path.hasSuffix("CheckoutInteractor.swift") }).contents
    #expect(interactor.contains("override func willResignActive() {\n    super.willResignActive()"))
    #expect(interactor.contains("    router?.cleanupViews()\n  }"))
    #expect(interactor.contains("NavigationFlowInteractable {"))
    #expect(interactor.contains("func navigationFlowDidClose() {\n    listener?.checkoutDidClose()"))
    let router = try #require(files.first { $0.path.hasSuffix("CheckoutRouter.swift") }).contents
    #expect(router.contains("final class CheckoutRouter: Router<any CheckoutInteractable>, CheckoutRouting {"))
    #expect(router.contains("func cleanupViews() {"))
    let builder = try #require(files.first { $0.path.hasSuffix("CheckoutBuilder.swift") }).contents
    #expect(builder.contains("var checkoutBaseViewController: any ViewControllable { get }"))
    #expect(builder.contains("-> any Routing {"))
    #expect(!files.contains { $0.contents.contains("ScreenKit") })
  }

  @Test func longNamesWrapTheClassLineLikeTheHandWrittenFeatures() throws {
    let files = Templates.files(for: try FeatureName(validating: "AVeryLongFeatureName"), kind: .view)
    let router = try #require(files.first { $0.path.hasSuffix("Router.swift") }).contents
    #expect(
      router.contains(
        "AVeryLongFeatureNameViewControllable>,\n  AVeryLongFeatureNameRouting\n{\n  override init("))
    let short = Templates.files(for: try FeatureName(validating: "Profile"), kind: .view)
    #expect(short.contains { $0.contents.contains("any ProfileViewControllable>, ProfileRouting {\n") })
  }
}
