import Foundation
import Testing

/// Each chapter's starter state (Starter/, run by TutorialStarterTests) fails exactly the tests its chapter
/// names, and passes the others; the finished code passes them all (the suites Chapter1…Chapter6). Runs
/// this test binary again, on Linux, with TUTORIAL_STARTER=1.
@Suite(
  .enabled(
    if: FileManager.default.fileExists(atPath: "/proc/self/exe")
      && ProcessInfo.processInfo.environment["TUTORIAL_STARTER"] == nil,
    "runs the test binary again through /proc/self/exe (Linux)"))
struct StarterStateTests {
  /// Shown when a starter state passes where its chapter says it fails.
  static let hint = """
    If you are doing the tutorial, this is expected once you have written a chapter's code in Starter/: \
    `git checkout Documentation/Tutorial/Starter` brings the starter states back.
    """

  @Test(arguments: 1...6)
  func theStarterStateFailsExactlyTheTestsTheChapterNames(chapter: Int) async throws {
    let named = try ChapterText.namedTests(ofChapter: chapter)
    #expect(!named.isEmpty, "chapter \(chapter) names no TutorialStarterTests.Chapter\(chapter)/… test")
    let run = try await StarterRun.shared.value
    let tests = run.tests(ofChapter: chapter)
    #expect(!tests.isEmpty, "no starter test of chapter \(chapter) ran:\n\(run.log)")
    let unknown = named.subtracting(tests.keys)
    #expect(unknown.isEmpty, "chapter \(chapter) names tests that do not exist or did not run: \(unknown.sorted())")
    let failing = Set(tests.filter(\.value).keys)
    #expect(
      failing.subtracting(named).isEmpty,
      "fail in the starter state but chapter \(chapter) does not say so: \(failing.subtracting(named).sorted())")
    #expect(
      named.intersection(tests.keys).subtracting(failing).isEmpty,
      """
      pass in the starter state though chapter \(chapter) says they fail: \
      \(named.intersection(tests.keys).subtracting(failing).sorted()). \(Self.hint)
      """)
  }
}
