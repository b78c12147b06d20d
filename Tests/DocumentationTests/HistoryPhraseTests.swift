import Testing

/// Docs and comments state the present: README.md, CONTRIBUTING.md, Documentation/ and the comments of the
/// Swift sources hold no history phrase (``HistoryPhrases/patterns``). History goes into CHANGELOG.md, which
/// is not scanned.
@Suite struct HistoryPhraseTests {
  @Test("no history phrase in the docs or in the comments of the sources")
  func docsAndCommentsStateThePresent() throws {
    var problems: [String] = []
    for path in HistoryScan.files() {
      let text = try #require(PackageFiles.read(path), "\(path) cannot be read")
      problems += HistoryPhrases.problems(inFile: path, text: text)
    }
    #expect(
      problems.isEmpty,
      """
      State what is and why; history goes into CHANGELOG.md (\(problems.count) found):
      \(problems.joined(separator: "\n"))
      """)
  }

  @Test("the scan reads the docs and the sources of every folder, and leaves CHANGELOG.md alone")
  func theScanCoversWhatItShould() {
    let files = HistoryScan.files()
    for path in [
      "README.md", "CONTRIBUTING.md", "Documentation/Performance.md", "App/README.md", "Modules/RIBs/RIBs.docc/RIBs.md",
      "Package.swift", "Makefile", ".ci/run", "Scripts/mutants.py", "Scripts/test-summary.py",
    ] {
      #expect(files.contains(path), "\(path) is not scanned")
    }
    for folder in ["Modules/RIBs/", "Modules/HeadlessUIKit/", "App/", "Plugins/", "Tests/", "Benchmarks/"] {
      #expect(files.contains { $0.hasPrefix(folder) && $0.hasSuffix(".swift") }, "no Swift source under \(folder)")
    }
    #expect(!files.contains("CHANGELOG.md"))
    #expect(!files.contains { $0.contains("/.build/") || $0.hasPrefix(".build/") })
    for path in ["Documentation/Navigation.md", "Modules/NavigatableRIBs/TrackedScreens.swift"] {
      #expect(files.contains(path), "\(path) is not scanned")
    }
    #expect(files.contains { $0.hasPrefix("Tests/ScaffoldingTests/") }, "generate-rib's tests are not scanned")
  }

  @Test(
    "each pattern catches its phrase",
    arguments: [
      ("This used to rebuild the shell.", "'used to'"),
      ("Used to, it crashed.", "'used to'"),
      ("The leak was fixed by a weak reference.", "'was fixed'"),
      ("### 3. Quadratic clock — fixed", "'— fixed'"),
      ("The sync no longer subscribes on every push.", "'no longer'"),
      ("chapter 3 once had one for Topup", "'once had'"),
      ("Ctrl-C once quit the release shell only", "'once' and a past event"),
      ("The flag previously lived in the app.", "'previously'"),
      ("A router's deinit tears down its children (as before).", "'as before'"),
      ("In the past the sync owned the delegate.", "'in the past'"),
      ("which took swift-navigation two fixes", "a count of fixes"),
      ("| figure | before | after |", "a 'before' column"),
      ("Then we changed the order.", "'we changed'"),
      ("The previous design diffed the stack.", "an earlier version"),
      ("as measured for issue 23", "an issue number"),
      ("see Issue #16", "an issue number"),
      ("It was worked in two sessions; the second session's results are below.", "a work session"),
      ("measured in session 2", "a work session"),
      ("Measured on 2026-11-25 on this VM.", "a date"),
      ("recorded at `11c3c5f`, main's fixes", "a commit hash"),
      ("the merge of fd2b867 with the fixture", "a commit hash"),
      ("at 1f45cd1e8a9b0c2d3e4f5a6b7c8d9e0f1a2b3c4d", "a commit hash"),
    ])
  func eachPatternCatchesItsPhrase(sample: String, expected: String) {
    #expect(HistoryPhrases.matches(in: sample) == [expected], "\(sample)")
  }

  @Test("plain present-tense prose passes, the shell's own sessions and numbers included")
  func presentTensePasses() {
    let samples = [
      "The sync detaches the RIB after the transition completes.",
      "The clock is used to schedule leak checks; a builder gets used to make a child.",
      "A session may stay open for an afternoon: its memory stays flat.",
      "Numbers count the RIBs attached in this session, from 1.",
      "A fixed date, a fixed seed: 0x5EED_2026 and 0xdeadbeef12.",
      "Ids like Detail#2; 656 tests in 3 min; popToRoot 1,000 → 10,000 screens; 8,032 mallocs.",
      "The routers, deadbeef and facade, are words, not hashes; nor is 1234567 alone.",
      "`swift package --allow-writing-to-package-directory generate-rib Profile --parent Master --as push`",
      "Once detached, a RIB is freed; run it once, before the first push.",
      "The previous screen stays; a fix of the app's own code is the app's.",
    ]
    for sample in samples {
      #expect(HistoryPhrases.matches(in: sample).isEmpty, "\(sample): \(HistoryPhrases.matches(in: sample))")
    }
  }

  @Test("a finding names the file and the line")
  func aFindingNamesFileAndLine() {
    let problems = HistoryPhrases.problems(
      inFile: "Documentation/Example.md", text: "# Title\n\nThe shell used to rebuild.\n")
    #expect(problems == ["Documentation/Example.md:3: 'used to': The shell used to rebuild."])
  }

  @Test("in a Swift source only comments are read, not string literals")
  func swiftCommentsAreReadNotStrings() {
    let source = #"""
      /// A doc comment that used to lie.
      let message = "this used to be a string, not a comment"  // a trailing comment, issue 7
      let multi = """
        no longer a comment: inside a multi-line string // not a comment either
        """
      let raw = #"a raw "quoted" string with \(no interpolation) // 2026-11-25"#
      let interpolated = "value: \(f("inner // text")) done"  /* block
         comment once had two lines */
      /* outer /* nested */ still a comment at 2026-01-02 */
      """#
    let comments = SwiftComments.lines(of: source)
    #expect(comments.map(\.line) == [1, 2, 7, 8, 9])
    let problems = HistoryPhrases.problems(inFile: "Modules/Example.swift", text: source)
    #expect(
      problems.map { $0.split(separator: ":").prefix(3).joined(separator: ":") } == [
        "Modules/Example.swift:1: 'used to'", "Modules/Example.swift:2: an issue number",
        "Modules/Example.swift:8: 'once had'", "Modules/Example.swift:9: a date",
      ], "\(problems)")
  }
}
