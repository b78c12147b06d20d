import Testing

/// The docs stand alone: a clone has only the repository, so nothing in README.md or Documentation/
/// may point outside it.
@Suite("Self-contained docs: nothing points outside the repository")
struct SelfContainedTests {
  @Test("no Markdown file points outside the repository", arguments: PackageFiles.markdownFiles())
  func nothingPointsOutside(path: String) throws {
    let text = try #require(PackageFiles.read(path))
    let problems = OutsideReferences.problems(in: text, at: path)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test("the check catches a sibling folder, the source notes and a link that climbs above the root")
  func theCheckCatchesEachKind() {
    #expect(OutsideReferences.problems(in: "see `../shared/reference/uikit-semantics.md`", at: "README.md").count == 2)
    #expect(OutsideReferences.problems(in: "as the seed README says", at: "README.md").count == 1)
    #expect(OutsideReferences.problems(in: "[notes](../../outside.md)", at: "Documentation/Navigation.md").count == 1)
  }

  @Test("the check allows links inside the repository, public pages and seeded random tests")
  func theCheckAllowsWhatIsInside() {
    let allowed = """
      [Navigation](Navigation.md), [README](../README.md), [Apple](https://developer.apple.com/documentation/uikit)
      800 seeded random sequences; a failure prints the random seed.
      """
    #expect(OutsideReferences.problems(in: allowed, at: "Documentation/Shell.md").isEmpty)
  }
}
