import Testing

/// README.md is the newcomer's page: short, and the shell demo comes early. Its contributor material lives
/// in CONTRIBUTING.md.
@Suite struct ReadmeShapeTests {
  /// The most lines README.md may have.
  static let maximumLines = 120
  /// The line by which the shell demo's heading must have started.
  static let demoBy = 60

  @Test("README.md has at most 120 lines, and its shell demo starts within the first 60")
  func readmeIsShortWithTheDemoEarly() throws {
    let text = try #require(PackageFiles.read("README.md"))
    let lines = text.fileLines
    #expect(lines.count <= Self.maximumLines, "README.md has \(lines.count) lines (at most \(Self.maximumLines))")
    let demo = lines.firstIndex { $0.hasPrefix("## ") && $0.localizedCaseInsensitiveContains("shell") }
    let demoLine = try #require(demo, "README.md has no '## ' heading naming the shell") + 1
    #expect(demoLine <= Self.demoBy, "the shell demo starts at line \(demoLine) (by line \(Self.demoBy))")
  }

  @Test("the README names the two commands and links CONTRIBUTING.md")
  func readmeNamesTheCommandsAndTheContributorsPage() throws {
    let text = try #require(PackageFiles.read("README.md"))
    #expect(text.contains("make run"))
    #expect(text.contains("make test"))
    #expect(text.contains("CONTRIBUTING.md"))
  }
}
