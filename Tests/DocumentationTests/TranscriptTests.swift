import ShellTestSupport
import Testing

/// Every ```transcript block in README.md and Documentation/**.md, run against the built shell with
/// `--script`: the shell must print exactly the lines the transcript shows. (Shell.md's blocks are also run
/// by ShellTests, which can re-record them; running them here too keeps one rule for every document.)
@Suite struct TranscriptTests {
  /// The transcripts of the package's Markdown files: (file, line, block).
  static func transcripts() -> [DocumentedTranscript] {
    PackageFiles.markdownFiles().flatMap { path in
      MarkdownScanner.scan(PackageFiles.read(path) ?? "").blocks
        .filter { $0.language == "transcript" }
        .map { DocumentedTranscript(path: path, line: $0.line, transcript: TranscriptBlock($0.trimmedLines)) }
    }
  }

  @Test func theReadmeAndTheTutorialHaveTranscripts() {
    let paths = Set(Self.transcripts().map(\.path))
    #expect(
      paths.isSuperset(of: [
        "README.md", "Documentation/Tutorial/02-PushingAChild.md",
        "Documentation/Tutorial/03-ViewlessFlow.md",
      ]))
  }

  @Test(arguments: transcripts())
  func transcriptRunsAsWritten(_ documented: DocumentedTranscript) throws {
    guard !MarkdownTranscriptsRerecording.isUpdating else { return }  // the files are being rewritten
    let transcript = documented.transcript
    #expect(!transcript.input.isEmpty, "\(documented): a transcript types nothing")
    let run = try ShellScriptRunner.run(script: transcript.script, arguments: transcript.arguments)
    #expect(run.exitedNormally, "\(documented): the shell crashed: \(run.errorOutput)")
    #expect(
      TranscriptRecording.matches(expected: transcript.expectedOutput, actual: run.output),
      """
      \(documented): the shell printed otherwise ('make transcripts' re-records):
      \(TranscriptRecording.diff(expected: transcript.expectedOutput, actual: run.output))
      \(run.errorOutput)
      """)
    #expect(run.status == transcript.expectedStatus, "\(documented): exit status")
  }
}

/// A transcript and where it is written.
struct DocumentedTranscript: CustomTestStringConvertible, Sendable {
  let path: String
  let line: Int
  let transcript: TranscriptBlock
  var testDescription: String { "\(path):\(line)" }
}

extension DocumentedTranscript: CustomStringConvertible {
  var description: String { testDescription }
}
