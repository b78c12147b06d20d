import Foundation
import Testing

/// HeadlessUIKit's public surface, read from its sources, is UIKit's (`UIKitDeclarations.table`, written from
/// Apple's documentation) plus HeadlessUIKit's own members and types, listed apart: code written against one
/// compiles against the other, and a test double overriding a UIKit member overrides it here.
@Suite("HeadlessUIKit's public surface")
struct PublicSurfaceTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Modules/HeadlessUIKit")

  /// What the sources declare, HeadlessUIKit's own types' members left out.
  static func surface() throws -> Set<SurfaceDeclaration> {
    Set(
      try PublicSurface.declarations(inFolder: folder).filter {
        !UIKitDeclarations.headlessOnlyTypeNames.contains($0.owner) || $0.signature.hasSuffix(" \($0.owner)")
      })
  }

  /// What UIKit declares and what HeadlessUIKit adds, as listed.
  static var listed: Set<SurfaceDeclaration> {
    Set(
      UIKitDeclarations.declarations(UIKitDeclarations.table)
        + UIKitDeclarations.declarations(UIKitDeclarations.headlessOnlyMembers)
        + UIKitDeclarations.declarations(UIKitDeclarations.headlessOnlyTypes))
  }

  /// The lines of `surface` that `listed` lacks (what the sources declare unlisted, or declare otherwise).
  static func unlisted(_ surface: Set<SurfaceDeclaration>, _ listed: Set<SurfaceDeclaration>) -> [String] {
    surface.subtracting(listed).sorted().map(\.description)
  }

  @Test func everyPublicDeclarationIsUIKitsAsAppleDocumentsItOrListedAsHeadlessUIKitsOwn() throws {
    let surface = try Self.surface()
    #expect(surface.count > 150, "the sources were not read: \(surface.count) declarations")
    let unlisted = Self.unlisted(surface, Self.listed)
    #expect(
      unlisted.isEmpty,
      "declared in Modules/HeadlessUIKit but not as UIKit declares it (UIKitDeclarations.table):\n\(unlisted.joined(separator: "\n"))"
    )
  }

  @Test func everyUIKitDeclarationOfTheTableIsDeclaredSo() throws {
    let surface = try Self.surface()
    let missing = Self.unlisted(Set(UIKitDeclarations.declarations(UIKitDeclarations.table)), surface)
    #expect(missing.isEmpty, "in the table, not in Modules/HeadlessUIKit:\n\(missing.joined(separator: "\n"))")
  }

  @Test func headlessUIKitsOwnMembersArePublicNotOpenAndNotUIKits() {
    let own = UIKitDeclarations.declarations(UIKitDeclarations.headlessOnlyMembers)
    let uikit = Set(UIKitDeclarations.declarations(UIKitDeclarations.table).map { "\($0.owner).\($0.signature)" })
    for declaration in own {
      #expect(declaration.access == "public", "\(declaration)")
      #expect(!uikit.contains("\(declaration.owner).\(declaration.signature)"), "\(declaration)")
    }
  }

  @Test func aMemberDeclaredPublicWhereUIKitHasItOpenIsReported() {
    let source = """
      @MainActor
      open class UIWindow: UIView {
        /// Whether the window is key.
        public var isKeyWindow: Bool { true }

        @discardableResult
        open func present(
          _ viewControllerToPresent: UIViewController, animated flag: Bool,
          completion: (@MainActor () -> Void)? = nil
        ) -> Bool { true }

        open override var isHidden: Bool { false }
      }
      """
    let declarations = Set(PublicSurface.declarations(in: source))
    #expect(
      declarations == [
        SurfaceDeclaration("UIWindow open class UIWindow"),
        SurfaceDeclaration("UIWindow public var isKeyWindow: Bool"),
        SurfaceDeclaration(
          "UIWindow open func present(_: UIViewController, animated: Bool, completion: (@MainActor () -> Void)?) -> Bool"
        ),
      ])
    let unlisted = Self.unlisted(declarations, Self.listed)
    #expect(unlisted.contains("UIWindow public var isKeyWindow: Bool"))
    #expect(unlisted.contains { $0.hasPrefix("UIWindow open func present(") })
  }
}
