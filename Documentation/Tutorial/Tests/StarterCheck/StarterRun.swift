import Foundation

/// What happened to the starter state's tests when this test binary ran them (TUTORIAL_STARTER=1).
struct StarterRun: Sendable {
  /// Each test function that ran, as "Chapter2/greetMePushesGreeting", and whether it recorded an issue.
  var failed: [String: Bool] = [:]
  /// How the run ended and the end of what it printed, to show when a check fails.
  var log = ""

  /// The starter tests of `chapter` ("Chapter2/…") that ran.
  func tests(ofChapter chapter: Int) -> [String: Bool] {
    failed.filter { $0.key.hasPrefix("Chapter\(chapter)/") }
  }

  /// The run, once per test process: this binary, started again on the suites of TutorialStarterTests.
  static let shared = Task { try await StarterRun.run() }

  /// Runs this test binary (`/proc/self/exe`: Linux only) on TutorialStarterTests with TUTORIAL_STARTER=1,
  /// under `timeout`, and reads Swift Testing's event stream (JSON lines, version 0).
  static func run() async throws -> StarterRun {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("starter-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let events = directory.appendingPathComponent("events.jsonl")
    let logURL = directory.appendingPathComponent("output.log")
    guard FileManager.default.createFile(atPath: logURL.path, contents: nil) else {
      throw CocoaError(.fileWriteUnknown)
    }
    let log = try FileHandle(forWritingTo: logURL)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "timeout", "--kill-after=10", "300", URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path,
      "--testing-library", "swift-testing", "--filter", "TutorialStarterTests\\.",
      "--event-stream-output-path", events.path, "--event-stream-version", "0",
    ]
    process.environment = ProcessInfo.processInfo.environment.merging(["TUTORIAL_STARTER": "1"]) { _, new in new }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = log
    process.standardError = log
    let status: Int32 = try await withCheckedThrowingContinuation { continuation in
      process.terminationHandler = { finished in
        finished.terminationHandler = nil
        continuation.resume(returning: finished.terminationStatus)
      }
      do {
        try process.run()
      } catch {
        process.terminationHandler = nil
        continuation.resume(throwing: error)
      }
    }
    // The process has ended: this returns at once, and lets go of the run-loop source Foundation's Process
    // made in `run()`, which keeps the Process alive until then.
    process.waitUntilExit()
    try log.close()
    let output = (try? String(contentsOf: logURL, encoding: .utf8)) ?? ""
    var run = StarterRun(
      log: "exit \(status)\n" + output.split(separator: "\n").suffix(30).joined(separator: "\n"))
    run.read(events: (try? Data(contentsOf: events)) ?? Data())
    return run
  }

  /// Fills ``failed`` from the event stream: a test function that started, and whether an issue that was not
  /// a known one was recorded in it (in any of its cases).
  mutating func read(events data: Data) {
    var names: [String: String] = [:]  // test id → "Chapter2/greetMePushesGreeting"
    for line in data.split(separator: UInt8(ascii: "\n")) {
      guard let record = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
        let payload = record["payload"] as? [String: Any]
      else { continue }
      if record["kind"] as? String == "test", payload["kind"] as? String == "function",
        let id = payload["id"] as? String, let name = payload["name"] as? String
      {
        let suite = id.split(separator: "/").first?.split(separator: ".").last ?? ""
        names[id] = "\(suite)/\(name.prefix { $0 != "(" })"
        continue
      }
      guard let id = payload["testID"] as? String, let name = names[id] else { continue }
      switch payload["kind"] as? String {
      case "testStarted":
        failed[name] = failed[name] ?? false
      case "issueRecorded":
        let issue = payload["issue"] as? [String: Any]
        if issue?["isKnown"] as? Bool != true { failed[name] = true }
      default:
        break
      }
    }
  }
}

/// The starter tests a chapter names: every `TutorialStarterTests.ChapterN/testName` its text mentions, which
/// the learner turns green.
enum ChapterText {
  /// The tutorial's folder (this file is Documentation/Tutorial/Tests/StarterCheck/StarterRun.swift).
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Chapter `number`'s Markdown file (`01-YourFirstRIB.md`, ...).
  static func url(ofChapter number: Int) throws -> URL {
    let prefix = String(format: "%02d-", number)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    guard let file = files.first(where: { $0.hasPrefix(prefix) && $0.hasSuffix(".md") }) else {
      throw CocoaError(.fileNoSuchFile)
    }
    return folder.appendingPathComponent(file)
  }

  /// The tests chapter `number` names, as "Chapter2/greetMePushesGreeting".
  static func namedTests(ofChapter number: Int) throws -> Set<String> {
    let text = try String(contentsOf: url(ofChapter: number), encoding: .utf8)
    let marker = "TutorialStarterTests.Chapter\(number)/"
    var names: Set<String> = []
    var rest = text[...]
    while let range = rest.range(of: marker) {
      let name = rest[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      if !name.isEmpty { names.insert("Chapter\(number)/\(name)") }
      rest = rest[range.upperBound...]
    }
    return names
  }
}
