import Foundation
import Testing

/// The documented transcripts and the shell's recorded ones also run in a team's copy of the package, after
/// `generate-rib` added features (the slow end-to-end test runs the copy's whole suite). A transcript of the
/// full sample app therefore never shows what lists every feature: the whole tree (`tree`, `tree Root`) has
/// a generated tab in it, and an unknown deep link's suggestions end with the generated features' links, so
/// such a line ends its list with `…` (`TranscriptMatching.lineMatches`: the part shown, then any text); and
/// `explore` counts the app's sequences and states, so its summary reads `explored … to depth N`.
@Suite struct TeamCopyTranscriptTests {
  /// The transcripts' texts: every Markdown transcript block and every recorded `.txt` transcript.
  static func transcripts() -> [(name: String, lines: [String])] {
    let documented = PackageFiles.markdownFiles().flatMap { path in
      MarkdownScanner.scan(PackageFiles.read(path) ?? "").blocks
        .filter { $0.language == "transcript" }
        .map { (name: "\(path):\($0.line)", lines: $0.trimmedLines) }
    }
    let folder = PackageFiles.root.appendingPathComponent("Tests/ShellTests/Transcripts")
    let recorded = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { $0.hasSuffix(".txt") }.sorted()
      .map { file in
        let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
        return (name: "Tests/ShellTests/Transcripts/\(file)", lines: text.split(separator: "\n").map(String.init))
      }
    return documented + recorded
  }

  /// What in `lines` (one transcript) would change when a team generates a feature into the sample app.
  ///
  /// - Parameter lines: The transcript's lines, headers included.
  /// - Returns: One line per problem; empty when the transcript holds in a team's copy.
  static func problems(in lines: [String]) -> [String] {
    let block = TranscriptBlock(lines)
    // `--feature` and `--app` show one feature or another app: a generated feature is not in them.
    guard !block.arguments.contains(where: { $0 == "--feature" || $0 == "--app" }) else { return [] }
    var problems: [String] = []
    for (index, line) in lines.enumerated() where line == "> tree" || line.hasPrefix("> tree ") {
      // A refused `tree` (an unknown format, an unknown name) prints its error, not the tree.
      if index + 1 < lines.count, lines[index + 1].hasPrefix("error: ") { continue }
      let typed = String(line.dropFirst(2))
      let names = typed.split(separator: " ").dropFirst().map(String.init)
        .filter { !$0.hasPrefix("-") && !["text", "json", "mermaid", "dot"].contains($0) }
      let named = names.first.map { $0 != "Root" && !$0.hasPrefix("Root#") } ?? false
      if !named { problems.append("'\(typed)' prints every tab: name the RIB the transcript is about") }
    }
    for line in block.expectedOutput
    where line.hasPrefix("error: unknown deep link") && line.contains("(try: ") && !line.contains("…") {
      problems.append("'\(line.prefix(50))…' lists every link: end the list with '…'")
    }
    for line in block.expectedOutput where line.hasPrefix("explored ") && !line.hasPrefix("explored … to depth ") {
      problems.append("'\(line.prefix(50))…' counts the app's states: write 'explored … to depth N'")
    }
    return problems
  }

  @Test func aTranscriptShowsNothingAGeneratedFeatureChanges() {
    let all = Self.transcripts()
    #expect(all.count > 20, "the transcripts were not found")
    for (name, lines) in all {
      let problems = Self.problems(in: lines)
      #expect(problems.isEmpty, "\(name): \(problems.joined(separator: "; "))")
    }
  }

  @Test func theRuleFindsTheWholeTreeAndAFullListOfLinks() {
    #expect(Self.problems(in: ["> tree", "Root#1 — window"]).count == 1)
    #expect(Self.problems(in: ["> tree --json", "{}"]).count == 1)
    #expect(Self.problems(in: ["> tree Root#1", "Root#1 — window"]).count == 1)
    #expect(Self.problems(in: ["> tree Master", "Master#1 — window"]).isEmpty)
    #expect(Self.problems(in: ["> tree --yaml", "error: unknown format"]).isEmpty)
    #expect(Self.problems(in: ["#! arguments: --feature Detail", "> tree", "PreviewHost#1"]).isEmpty)
    #expect(Self.problems(in: ["> open x", "error: unknown deep link 'x' (try: ribs://examples)"]).count == 1)
    #expect(Self.problems(in: ["> open x", "error: unknown deep link 'x' (try: ribs://examples…)"]).isEmpty)
    #expect(Self.problems(in: ["> explore 2", "explored 54 sequences (23 states) to depth 2: 0 broke"]).count == 1)
    #expect(Self.problems(in: ["> explore 2", "explored … to depth 2: 0 broke a guarantee"]).isEmpty)
  }
}
