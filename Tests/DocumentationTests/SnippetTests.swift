import Testing

/// Every marked snippet in README.md and Documentation/**.md appears verbatim in the file it names, and
/// every ```swift block in the tutorial (or in a file that opts in) is marked.
@Suite struct SnippetTests {
  @Test func theMarkdownFilesAreFound() {
    let files = PackageFiles.markdownFiles()
    #expect(files.contains("README.md"))
    #expect(files.contains("CONTRIBUTING.md"))
    #expect(files.contains("Documentation/Tutorial/README.md"))
    #expect(files.contains("Documentation/Tutorial/01-YourFirstRIB.md"))
  }

  @Test(arguments: PackageFiles.markdownFiles())
  func snippetsMatchTheirSources(path: String) throws {
    let text = try #require(PackageFiles.read(path))
    let problems = SnippetChecker.problems(in: text, at: path, read: PackageFiles.read)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test("each tutorial chapter keeps its solutions collapsed, each after its step's Your turn")
  func tutorialSolutionsAreCollapsedAfterTheirStep() throws {
    for path in PackageFiles.markdownFiles() where path.hasPrefix("Documentation/Tutorial/0") {
      let lines = try #require(PackageFiles.read(path)).split(separator: "\n", omittingEmptySubsequences: false)
      let opened = lines.indices.filter { lines[$0] == "<details>" }
      #expect(!opened.isEmpty, "\(path) shows its solutions in the main text")
      #expect(opened.count == lines.count { $0 == "</details>" }, "\(path): a <details> is not closed")
      for index in opened {
        #expect(
          lines[index + 1].hasPrefix("<summary>Solution") && lines[index + 2].isEmpty,
          "\(path):\(index + 1): '<summary>Solution …</summary>' then a blank line (GitHub renders Markdown after it)")
        let step = lines[..<index].lastIndex { $0.hasPrefix("## ") } ?? 0
        #expect(
          lines[step..<index].contains { $0.contains("**Your turn") },
          "\(path):\(index + 1): a solution comes after its step's goal and tests (**Your turn**)")
      }
    }
  }

  @Test func everyTutorialChapterQuotesCompiledCode() throws {
    for path in PackageFiles.markdownFiles() where path.hasPrefix("Documentation/Tutorial/0") {
      let blocks = MarkdownScanner.scan(try #require(PackageFiles.read(path))).blocks
      let snippets = blocks.filter { if case .snippet = $0.marker { true } else { false } }
      #expect(!snippets.isEmpty, "\(path) quotes no compiled code")
    }
  }
}
