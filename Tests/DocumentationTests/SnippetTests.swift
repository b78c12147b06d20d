import Testing

/// Every marked snippet in README.md and Documentation/**.md appears verbatim in the file it names, and
/// every ```swift block in the tutorial (or in a file that opts in) is marked.
@Suite struct SnippetTests {
  @Test func theMarkdownFilesAreFound() {
    let files = PackageFiles.markdownFiles()
    #expect(files.contains("README.md"))
    #expect(files.contains("Documentation/Tutorial/README.md"))
    #expect(files.contains("Documentation/Tutorial/01-YourFirstRIB.md"))
  }

  @Test(arguments: PackageFiles.markdownFiles())
  func snippetsMatchTheirSources(path: String) throws {
    let text = try #require(PackageFiles.read(path))
    let problems = SnippetChecker.problems(in: text, at: path, read: PackageFiles.read)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test func everyTutorialChapterQuotesCompiledCode() throws {
    for path in PackageFiles.markdownFiles() where path.hasPrefix("Documentation/Tutorial/0") {
      let blocks = MarkdownScanner.scan(try #require(PackageFiles.read(path))).blocks
      let snippets = blocks.filter { if case .snippet = $0.marker { true } else { false } }
      #expect(!snippets.isEmpty, "\(path) quotes no compiled code")
    }
  }
}
