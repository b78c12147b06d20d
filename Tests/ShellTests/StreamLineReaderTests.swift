import Foundation
import ShellKit
import ShellTestSupport
import Testing

@MainActor
@Suite("Plain stream reader")
struct StreamLineReaderTests {
  /// A reader over a file holding `bytes`.
  func reader(_ bytes: [UInt8], limit: Int = ShellLimits.maximumLineBytes) throws -> (
    StreamLineReader, TemporaryDirectory
  ) {
    let directory = try TemporaryDirectory()
    let path = directory.file("input")
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
      throw ShellExecutable.RunError("cannot create \(path)")
    }
    return (try StreamLineReader.open(path: path, maximumLineBytes: limit), directory)
  }

  @Test("lines come back as raw bytes (NUL and invalid UTF-8 kept), a last line without newline counts")
  func rawLines() throws {
    let (reader, directory) = try reader(Array("a\n\nb\u{0}c\n".utf8) + [0xFF, 0x0A, 0x7A])
    defer { reader.close(); directory.remove() }
    var events: [LineEvent] = []
    while true {
      let event = reader.readLine(prompt: "ignored")
      events.append(event)
      if event == .endOfInput { break }
    }
    #expect(
      events == [
        .line(Array("a".utf8)), .line([]), .line([0x62, 0x00, 0x63]), .line([0xFF]), .line([0x7A]), .endOfInput,
      ])
  }

  @Test("a line over the limit is reported with its length, and the next line reads normally")
  func tooLong() throws {
    let (reader, directory) = try reader(
      Array(String(repeating: "x", count: 200_000).utf8) + Array("\nok\n".utf8), limit: 4096)
    defer { reader.close(); directory.remove() }
    #expect(reader.readLine(prompt: "") == .tooLong(byteCount: 200_000))
    #expect(reader.readLine(prompt: "") == .line(Array("ok".utf8)))
    #expect(reader.readLine(prompt: "") == .endOfInput)
  }

  @Test("exactly the limit is accepted")
  func atLimit() throws {
    let (reader, directory) = try reader(Array(String(repeating: "y", count: 4096).utf8), limit: 4096)
    defer { reader.close(); directory.remove() }
    #expect(reader.readLine(prompt: "") == .line(Array(repeating: UInt8(ascii: "y"), count: 4096)))
  }

  @Test("a directory is refused as a script")
  func directoryRefused() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    #expect(throws: ShellLaunchError.cannotOpenScript(path: directory.path, reason: "it is a directory")) {
      _ = try StreamLineReader.open(path: directory.path)
    }
  }

  @Test("standard input that is a directory ends the session with an error, not a silent success")
  func aDirectoryAsInputIsUnreadable() throws {
    let directory = open(NSTemporaryDirectory(), O_RDONLY)
    #expect(directory >= 0)
    defer { close(directory) }
    let reader = StreamLineReader(descriptor: directory)
    guard case .unreadable(let reason) = reader.readLine(prompt: "") else {
      Issue.record("a directory read as lines")
      return
    }
    #expect(reason == String(cString: strerror(EISDIR)))
  }

  @Test("a line that never ends (as /dev/full gives) ends the input instead of reading forever")
  func anEndlessLineEndsTheInput() {
    let zero = open("/dev/zero", O_RDONLY)
    #expect(zero >= 0)
    defer { close(zero) }
    let reader = StreamLineReader(descriptor: zero, maximumLineBytes: 16)
    guard case .unreadable(let reason) = reader.readLine(prompt: "") else {
      Issue.record("an endless line was read as a line")
      return
    }
    #expect(reason.contains("\(reader.endlessLineBytes) bytes without ending"))
  }
}
