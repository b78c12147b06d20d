/// A feature RIB's name, checked: an ASCII Swift identifier in UpperCamelCase that names no module and no
/// type the generated code uses. It names the module, the folder and every type (`NameBuilder`, ...).
public struct FeatureName: Equatable, Sendable, CustomStringConvertible {
  /// The name as typed: `Profile`.
  public let name: String

  /// The name starting in lower case, for members: `profile` (`URLPicker` gives `urlPicker`).
  public var lowerCamel: String { Self.lowerCamel(name) }

  /// The possessive, for doc comments: `Profile's`, `Settings'`.
  public var possessive: String { name.hasSuffix("s") ? name + "'" : name + "'s" }

  /// The test target's name: `ProfileTests`.
  public var testTargetName: String { name + "Tests" }

  /// The name.
  public var description: String { name }

  /// Modules a feature must not be named after: ours, the toolchain's and the system's. Compared without
  /// regard to case (a case-insensitive file system cannot hold `Ribs/` beside `RIBs/`).
  public static let reservedModules: [String] = [
    "RIBs", "NavigatableRIBs", "HeadlessUIKit", "ScreenKit", "Foundation", "Swift", "Combine", "OpenCombine",
    "Testing", "XCTest", "UIKit", "SwiftUI", "AppKit", "Dispatch", "Glibc", "Darwin", "Musl", "WinSDK", "Android",
    "Observation", "Synchronization", "FoundationEssentials", "FoundationInternationalization",
    "FoundationNetworking", "FoundationXML", "CoreFoundation", "ObjectiveC", "RegexBuilder", "Distributed",
    "Cxx", "CxxStdlib", "PackageDescription", "PackagePlugin", "SwiftShims", "os",
  ]

  /// Types the generated code names without a module prefix; a module of that name would shadow them.
  public static let reservedTypes: [String] = [
    "Dependency", "Component", "Buildable", "Builder", "Interactable", "Interactor", "PresentableInteractor",
    "Presentable", "Routing", "Router", "ViewableRouting", "ViewableRouter", "ViewControllable",
    "NavigationFlowInteractable", "NavigationSync", "LeakDetector", "VirtualClock", "HeadlessRunLoop",
    "UIViewController", "UINavigationController", "UIWindow", "NSCoder", "ScreenDescribing", "ScreenDescription",
    "ScreenItem", "MainActor", "AnyObject", "String", "Bool", "Int", "Test", "Suite",
  ]

  /// Words Swift reserves in type position.
  public static let reservedWords: [String] = ["Self", "Any", "Type", "Protocol"]

  /// Swift's keywords (and the contextual ones that begin a declaration or an expression).
  public static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
    "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
    "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
    "as", "false", "is", "nil", "self", "super", "throws", "true", "try", "await", "async", "actor", "any", "some",
    "macro", "package", "consume", "borrowing", "consuming", "nonisolated", "isolated", "indirect", "lazy",
    "mutating", "nonmutating", "override", "required", "convenience", "dynamic", "final", "optional", "weak",
    "unowned", "willSet", "didSet", "get", "set",
  ]

  /// The longest name: it names files (`NameExplorationTests.swift`, `FeaturePreview+Parent+Name.swift`) and
  /// folders, which a file system limits to 255 bytes, and types built from it.
  public static let maximumLength = 64

  /// Checks `raw` on its own (not against the package: see `Scaffold`).
  /// - Throws: `ScaffoldingError` with a one-line reason when `raw` is not a valid feature name.
  public init(validating raw: String) throws(ScaffoldingError) {
    let quoted = ScaffoldingError.quoted(raw)
    guard let first = raw.unicodeScalars.first else {
      throw ScaffoldingError("the RIB needs a name, like `generate-rib Profile`.")
    }
    guard raw.unicodeScalars.count <= Self.maximumLength else {
      throw ScaffoldingError(
        "the name has \(raw.unicodeScalars.count) characters; the limit is \(Self.maximumLength) (it names files, folders and types)."
      )
    }
    if Self.keywords.contains(raw) {
      throw ScaffoldingError("\(quoted) is a Swift keyword; choose a name in UpperCamelCase, like Profile.")
    }
    let allowed = raw.unicodeScalars.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == "_" }
    guard allowed, !first.isASCIIDigit else {
      throw ScaffoldingError(
        "\(quoted) is not a valid Swift identifier: use ASCII letters, digits and underscores, not starting with a digit."
      )
    }
    guard first.isASCIIUppercase else {
      throw ScaffoldingError(
        "\(quoted) must start with an uppercase letter: it names a module and its types (\(raw)Builder, \(raw)Router).")
    }
    if Self.reservedWords.contains(raw) {
      throw ScaffoldingError("\(quoted) is reserved by Swift; choose another name.")
    }
    if let module = Self.reservedModules.first(where: { $0.lowercased() == raw.lowercased() }) {
      throw ScaffoldingError("\(quoted) clashes with the module \(module); choose another name.")
    }
    if let type = Self.reservedTypes.first(where: { $0.lowercased() == raw.lowercased() }) {
      throw ScaffoldingError("\(quoted) clashes with the type \(type) the generated code uses; choose another name.")
    }
    name = raw
  }

  /// `Profile` → `profile`, `URLPicker` → `urlPicker`, `ABC` → `abc`: the leading capitals in lower case,
  /// keeping the last one of a run when a lower-case letter follows it.
  static func lowerCamel(_ name: String) -> String {
    let characters = Array(name)
    var run = 0
    while run < characters.count, characters[run].isUppercase { run += 1 }
    switch run {
    case 0: return name
    case characters.count: return name.lowercased()
    case 1: return characters[0].lowercased() + String(characters[1...])
    default:
      // A run followed by a lower-case letter keeps its last capital: "URLPicker" → "url" + "Picker".
      // Followed by a digit or an underscore, the whole run is lowered: "AB1" → "ab1".
      let keepLast = characters[run].isLowercase
      let lowered = keepLast ? run - 1 : run
      return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }
  }
}

extension Unicode.Scalar {
  fileprivate var isASCIILetter: Bool { isASCIIUppercase || ("a"..."z").contains(self) }
  fileprivate var isASCIIUppercase: Bool { ("A"..."Z").contains(self) }
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
