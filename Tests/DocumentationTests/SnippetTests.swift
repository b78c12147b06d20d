import Foundation
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

  @Test("each tutorial chapter links its solutions, each after its step's Your turn, and shows none in its text")
  func tutorialSolutionsAreFilesLinkedAfterTheirStep() throws {
    for path in PackageFiles.markdownFiles() where path.hasPrefix("Documentation/Tutorial/0") {
      let lines = try #require(PackageFiles.read(path)).split(separator: "\n", omittingEmptySubsequences: false)
      #expect(!lines.contains("<details>"), "\(path) shows a solution in its text (a <details> block)")
      let solutions = lines.indices.filter { lines[$0].hasPrefix("**Solution (") }
      #expect(!solutions.isEmpty, "\(path) links no solution")
      let folder = URL(fileURLWithPath: "/" + path).deletingLastPathComponent()
      for index in solutions {
        let step = lines[..<index].lastIndex { $0.hasPrefix("## ") } ?? 0
        #expect(
          lines[step..<index].contains { $0.contains("**Your turn") },
          "\(path):\(index + 1): a solution comes after its step's goal and tests (**Your turn**)")
        let targets = lines[index].matches(of: /\]\(([^)]+)\)/).map { String($0.output.1) }
        #expect(!targets.isEmpty, "\(path):\(index + 1): the solution links no file")
        for target in targets {
          let file = String(folder.appendingPathComponent(target).standardizedFileURL.path.dropFirst())
          #expect(PackageFiles.read(file) != nil, "\(path):\(index + 1): \(target) does not exist")
        }
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
