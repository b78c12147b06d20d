import Testing

/// Public API doc comments have the shape Swift libraries use: a summary, then `- Parameters:`,
/// `- Returns:` and `- Throws:` where they apply (``DocCommentShape``). Cost notes (instruction counts,
/// exclusivity) belong in Documentation/Performance.md, not in the API docs.
@Suite struct DocCommentShapeTests {
  @Test("every public function, initializer and subscript documents its parameters, result and errors")
  func publicAPIHasTheShape() throws {
    var problems: [String] = []
    for path in DocCommentShape.files() {
      let text = try #require(PackageFiles.read(path), "\(path) cannot be read")
      problems += DocCommentShape.problems(inFile: path, text: text)
    }
    #expect(
      problems.isEmpty,
      """
      Document each parameter, the result and the errors (\(problems.count) found):
      \(problems.joined(separator: "\n"))
      """)
  }

  @Test("no public API doc comment holds a cost note; Performance.md has them")
  func publicAPIDocsHoldNoCostNotes() throws {
    var problems: [String] = []
    for path in DocCommentShape.files() {
      let text = try #require(PackageFiles.read(path), "\(path) cannot be read")
      problems += DocCommentShape.costNotes(inFile: path, text: text)
    }
    #expect(
      problems.isEmpty,
      """
      Move instruction counts, exclusivity and O(…) claims to Documentation/Performance.md (\(problems.count) found):
      \(problems.joined(separator: "\n"))
      """)
  }

  @Test("a public protocol's requirements are read; an internal protocol's and an extension's are not")
  func publicProtocolRequirementsAreRead() {
    let source = """
      /// Builds a child.
      public protocol ChildBuildable {
        /// Builds it.
        func build(withListener listener: Int) -> String
      }
      /// Internal.
      protocol Hidden {
        func build(withListener listener: Int) -> String
      }
      extension ChildBuildable {
        func helper(_ value: Int) -> Int { value }
      }
      """
    #expect(
      DocCommentShape.problems(inFile: "Sample.swift", text: source) == [
        "Sample.swift:4: no - Parameters:, - Returns: in the doc comment of func build(withListener listener: Int)"
      ])
  }

  @Test("a cost note above a public declaration is found; one above an internal declaration is not")
  func costNotesAreFoundOnPublicAPIOnly() {
    let source = """
      /// A list of children: O(1) append.
      public struct Children {
        /// Reading it costs about 220 instructions.
        @MainActor
        public var elements: [Int] { [] }
        /// Unchecked exclusivity: only plain collection operations touch it.
        var storage: [Int] = []
        /// O(n), once after a removal.
        func rebuild() {}
      }
      """
    #expect(
      DocCommentShape.costNotes(inFile: "Sample.swift", text: source) == [
        "Sample.swift:1: cost note: /// A list of children: O(1) append.",
        "Sample.swift:3: cost note: /// Reading it costs about 220 instructions.",
      ])
  }

  @Test("the scan reads the libraries, the features and the shell's library")
  func theScanCoversWhatItShould() {
    let files = DocCommentShape.files()
    for folder in [
      "Modules/RIBs/", "Modules/NavigatableRIBs/", "Modules/HeadlessUIKit/", "Modules/ScreenKit/", "Modules/Shared/",
      "Modules/Features/Detail/Implementation/", "Modules/Features/Detail/TestSupport/", "App/ShellKit/",
    ] {
      #expect(files.contains { $0.hasPrefix(folder) }, "no Swift source under \(folder)")
    }
  }

  @Test("a documented function passes")
  func aDocumentedFunctionPasses() {
    let source = """
      /// Finds the screen at a depth.
      ///
      /// - Parameters:
      ///   - depth: How many screens down from the root.
      ///   - animated: Whether the change animates.
      /// - Returns: The screen, or nil when the stack is shorter.
      /// - Throws: `LookupError` when the stack is empty.
      @discardableResult
      @MainActor
      public func screen(
        atDepth depth: Int,
        animated: Bool
      ) throws -> Screen? {
        nil
      }

      /// Makes one.
      /// - Parameter name: What it is called.
      public init(name: String) {}

      /// The count; a property needs no sections.
      public var count: Int { 0 }

      /// Resets it.
      public func reset() {}
      """
    #expect(DocCommentShape.problems(inFile: "Sample.swift", text: source).isEmpty)
    #expect(DocCommentShape.declarations(in: source).map(\.line) == [10, 19, 25])
  }

  @Test("a missing Parameters, Returns or Throws section fails and names the file and the line")
  func aMissingSectionFails() {
    let source = """
      /// Pops.
      public func pop(animated: Bool) {}
      /// The top.
      public func top() -> Screen { fatalError() }
      /// Checks.
      ///
      /// - Parameter text: The text.
      public func check(_ text: String) throws {}
      struct Holder {
        /// Builds one.
        public init(
          value: Int
        ) {}
      }
      public func undocumented(
        _ x: Int) -> Bool { true }
      let text = "public func inAString(x: Int) -> Int"
      // public func inAComment(x: Int) -> Int
      """
    #expect(
      DocCommentShape.problems(inFile: "Sample.swift", text: source) == [
        "Sample.swift:2: no - Parameters: in the doc comment of func pop(animated: Bool)",
        "Sample.swift:4: no - Returns: in the doc comment of func top()",
        "Sample.swift:8: no - Throws: in the doc comment of func check(_ text: String)",
        "Sample.swift:11: no - Parameters: in the doc comment of init(value: Int)",
        "Sample.swift:15: no - Parameters:, - Returns: in the doc comment of func undocumented(_ x: Int)",
      ])
  }

  @Test("overrides, NSCoding, delegate defaults, result builders and init(rawValue:) are exempt")
  func exemptDeclarationsPass() {
    let source = """
      open class Screen: UIViewController {
        public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
        public required init?(coder: NSCoder) { fatalError() }
        open override func viewWillAppear(_ animated: Bool) {}
      }
      extension UINavigationControllerDelegate {
        public func navigationController(_ controller: UINavigationController, didShow viewController: UIViewController) {}
      }
      @resultBuilder public enum ItemsBuilder {
        public static func buildBlock(_ items: [Item]...) -> [Item] { items.flatMap { $0 } }
      }
      public struct Kind: RawRepresentable {
        public init(rawValue: String) {}
      }
      /// Forwards the errors of `body`; rethrows needs no Throws.
      /// - Parameter body: The work.
      public func forward(_ body: () throws -> Void) rethrows {}
      """
    let declarations = DocCommentShape.declarations(in: source)
    #expect(declarations.count == 7)
    #expect(declarations.filter { DocCommentShape.exemption(for: $0) != nil }.count == 6)
    #expect(DocCommentShape.problems(inFile: "Sample.swift", text: source).isEmpty)
  }

  @Test("comments and string literals are blanked, line breaks and interpolations kept")
  func blankingKeepsLines() {
    let source = #"""
      let a = "x \(f("y")) z"  // note
      /* block
         comment */ let b = 1
      """#
    let code = SwiftCode.blankingCommentsAndStrings(source)
    #expect(code.fileLines.count == 3)
    #expect(!code.contains("note") && !code.contains("block") && !code.contains("y"))
    #expect(code.contains("f(") && code.contains("let b = 1"))
  }
}
