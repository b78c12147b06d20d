import Testing

/// The checker itself: it must catch a snippet that drifted, and must not flag what is allowed.
@Suite struct CheckerTests {
  let source = """
    import Foundation

    final class Greeter {
      func greet() -> String {
        "Hello"
      }
    }
    """

  func problems(_ markdown: String, at path: String = "Documentation/Tutorial/01.md") -> [String] {
    SnippetChecker.problems(in: markdown, at: path) { requested in
      requested == "Documentation/Tutorial/Code/Greeter.swift" ? source : nil
    }
  }

  @Test func aVerbatimRunPassesWithItsIndentation() {
    #expect(
      problems(
        """
        <!-- snippet: Code/Greeter.swift -->
        ```swift

          func greet() -> String {
            "Hello"
          }

        ```
        """
      ).isEmpty)
  }

  @Test func aDriftedLineFailsAndSaysWhere() {
    let found = problems(
      """
      Intro.
      <!-- snippet: Code/Greeter.swift -->
      ```swift
        func greet() -> String {
          "Hi"
        }
      ```
      """)
    #expect(found.count == 1)
    #expect(found.first?.contains("Documentation/Tutorial/01.md:3") == true)
    #expect(found.first?.contains("block line 2 is `    \"Hi\"`") == true)
  }

  @Test func linesMustBeContiguousAndIndentedAsInTheSource() {
    #expect(
      problems(
        """
        <!-- snippet: Code/Greeter.swift -->
        ```swift
        final class Greeter {
          }
        ```
        """
      ).count == 1)
    #expect(
      problems(
        """
        <!-- snippet: Code/Greeter.swift -->
        ```swift
        func greet() -> String {
        ```
        """
      ).count == 1)
  }

  @Test func linesGenerateRIBAddedAboveAQuotedMarkerAreAllowedAndNothingElse() {
    let wired = """
      protocol HomeDependency {
        var name: String { get }
        /// Builds Child (wired by generate-rib).
        var childBuildable: any ChildBuildable { get }
        // generate-rib: dependency
      }
      """
    func problems(_ markdown: String) -> [String] {
      SnippetChecker.problems(in: markdown, at: "Documentation/Tutorial/01.md") { _ in wired }
    }
    let quote = """
      <!-- snippet: Code/Home.swift -->
      ```swift
      protocol HomeDependency {
        var name: String { get }
        // generate-rib: dependency
      }
      ```
      """
    #expect(problems(quote).isEmpty)
    // Lines the source has above the marker are skipped, nothing else: a changed line still fails, and so does
    // a marker the source lacks.
    let drifted = quote.replacingOccurrences(of: "var name: String", with: "var name: Int")
    #expect(problems(drifted).count == 1, "\(problems(drifted))")
    let otherMarker = quote.replacingOccurrences(of: "generate-rib: dependency", with: "generate-rib: routes")
    #expect(problems(otherMarker).count == 1, "\(problems(otherMarker))")
  }

  @Test func aMissingSourceFails() {
    let found = problems(
      """
      <!-- snippet: Code/Nope.swift -->
      ```swift
      final class Greeter {
      ```
      """)
    #expect(
      found == [
        "Documentation/Tutorial/01.md:2: the snippet's source Code/Nope.swift (Documentation/Tutorial/Code/Nope.swift) does not exist"
      ])
  }

  @Test func anUnmarkedSwiftBlockFailsOnlyInStrictFiles() {
    let markdown = """
      ```swift
      let x = 1
      ```
      ```text
      anything
      ```
      """
    #expect(problems(markdown).count == 1)
    #expect(problems(markdown, at: "Documentation/Concepts.md").isEmpty)
    #expect(problems("<!-- snippets: strict -->\n" + markdown, at: "Documentation/Concepts.md").count == 1)
    #expect(problems("<!-- illustrative -->\n" + markdown).isEmpty)
  }

  @Test func aMarkerAwayFromItsFenceIsReported() {
    let found = problems(
      """
      <!-- snippet: Code/Greeter.swift -->

      ```swift
      final class Greeter {
      ```
      """)
    #expect(found.contains { $0.contains(":1: a marker comment must be on the line right before a code fence") })
    #expect(found.contains { $0.contains(":3: a ```swift block needs") })
  }

  @Test func fencesInListsAndLongerFencesAreRead() {
    let (blocks, issues) = MarkdownScanner.scan(
      """
      1. Step:
         <!-- illustrative -->
         ```swift
         let a = 1
         ```
      ````markdown
      ```swift
      inner
      ```
      ````
      ~~~transcript
      > help
      ~~~
      """)
    #expect(issues.isEmpty)
    #expect(blocks.map(\.language) == ["swift", "markdown", "transcript"])
    #expect(blocks[0].lines == ["let a = 1"])
    #expect(blocks[0].marker == .illustrative)
    #expect(blocks[1].lines == ["```swift", "inner", "```"])
    #expect(blocks.map(\.line) == [3, 6, 11])
  }

  @Test func anUnclosedFenceIsReported() {
    let (_, issues) = MarkdownScanner.scan("text\n```swift\nlet a = 1\n")
    #expect(issues == [MarkdownProblem(line: 2, message: "this code fence is never closed")])
  }

  @Test func pathsResolveAgainstTheMarkdownFilesFolder() {
    #expect(
      SnippetChecker.resolve(
        "../../Modules/Features/Topup/Topup/TopupRouter.swift", relativeTo: "Documentation/Tutorial/03.md")
        == "Modules/Features/Topup/Topup/TopupRouter.swift")
    #expect(
      SnippetChecker.resolve("Code/Greeting/A.swift", relativeTo: "Documentation/Tutorial/01.md")
        == "Documentation/Tutorial/Code/Greeting/A.swift")
    #expect(SnippetChecker.resolve("Modules/X.swift", relativeTo: "README.md") == "Modules/X.swift")
  }

  @Test func transcriptsSplitIntoInputOutputAndArguments() {
    let transcript = TranscriptBlock([
      "# arguments: --without-sync --color never", "> tap Normal", "Detail 1", ">", "> tree", "Root",
    ])
    #expect(transcript.arguments == ["--without-sync", "--color", "never"])
    #expect(transcript.input == ["tap Normal", "", "tree"])
    #expect(transcript.expectedOutput == ["Detail 1", "Root"])
    #expect(transcript.script == "tap Normal\n\ntree\n")
    #expect(transcript.expectedStatus == 0)
  }

  @Test func shellMarkdownHeadersAndErrorsAreUnderstood() {
    let transcript = TranscriptBlock([
      "#! what: a leak", "#! arguments: --without-sync", "> tap nowhere", "error: no item 'nowhere'",
    ])
    #expect(transcript.arguments == ["--without-sync"])
    #expect(transcript.input == ["tap nowhere"])
    #expect(transcript.expectedOutput == ["error: no item 'nowhere'"])
    #expect(transcript.expectedStatus == 1)
    // A stated status wins over the rule.
    #expect(TranscriptBlock(["#! status: 1", "> explore 2", "explored"]).expectedStatus == 1)
    // A `#` line inside the body is output, not a header.
    #expect(TranscriptBlock(["> echo", "# arguments: x"]).expectedOutput == ["# arguments: x"])
  }
}
