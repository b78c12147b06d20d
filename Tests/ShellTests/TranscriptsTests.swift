import Testing

/// Runs every transcript of `Tests/ShellTests/Transcripts/` through the built executable (on a stdin pipe
/// and as a `--script` file). `UPDATE_TRANSCRIPTS=1 swift test --filter Transcripts` re-records them instead.
@Suite("Transcripts")
struct TranscriptsTests {
  @Test("the transcripts folder is found and not empty")
  func folderExists() {
    #expect(TranscriptFile.all().count >= 10)
  }

  @Test("transcript", arguments: TranscriptFile.all())
  func transcript(_ file: TranscriptFile) throws {
    if TranscriptFile.isUpdating {
      try file.rerecord()
    }
    let contents = try file.read()
    // The transcripts type their lines into a fresh app; a recording that starts mid-session (its
    // `#! preamble:`) replays with --replay only (ReplayTests), so it is recorded from a session's first line here.
    #expect(contents.header("preamble") == nil, "\(file.name): record it from the session's first line")
    let transcript = Transcript(contents.body)
    #expect(!transcript.input.isEmpty, "\(file.name) types nothing")
    try transcript.verify(arguments: contents.arguments, status: contents.status)
  }
}
