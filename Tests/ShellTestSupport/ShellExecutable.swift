import Foundation

/// Runs the built `navigatable-ribs` executable (shared by ShellTests and DocumentationTests), the way swift-argument-parser's example tests run
/// theirs: find it next to the test bundle, feed it standard input, collect what it prints.
package enum ShellExecutable {
  /// The result of one run.
  package struct Run {
    package var standardOutput: String
    package var standardError: String
    package var status: Int32
    /// `false` when the process was killed by a signal (a crash).
    package var exitedNormally: Bool

    /// Standard output split into lines.
    package var lines: [String] {
      var lines = standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      if lines.last == "" { lines.removeLast() }
      return lines
    }
  }

  /// Where the executable is: `$NAVIGATABLE_RIBS_EXECUTABLE`, else the build products directory that
  /// holds this test bundle (`swift test` builds the package's executables there first), else
  /// `.build/debug` of the package.
  package static func url() -> URL? {
    var candidates: [URL] = []
    if let path = ProcessInfo.processInfo.environment["NAVIGATABLE_RIBS_EXECUTABLE"], !path.isEmpty {
      candidates.append(URL(fileURLWithPath: path))
    }
    let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    candidates.append(testBinary.deletingLastPathComponent().appendingPathComponent("navigatable-ribs"))
    #if os(macOS)
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("navigatable-ribs"))
    }
    #endif
    let packageRoot = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    candidates.append(packageRoot.appendingPathComponent(".build/debug/navigatable-ribs"))
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// The release build of the executable, for tests of what only the optimised build can get wrong
  /// (the terminal tests): `$NAVIGATABLE_RIBS_RELEASE_EXECUTABLE`, which `make test` sets after building
  /// it (`swift build -c release --product navigatable-ribs`); without it, ``url()`` (the debug build),
  /// so a plain `swift test` still runs those tests.
  package static func releaseURL() -> URL? {
    if let path = ProcessInfo.processInfo.environment["NAVIGATABLE_RIBS_RELEASE_EXECUTABLE"], !path.isEmpty {
      let url = URL(fileURLWithPath: path)
      return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
    }
    return url()
  }

  /// The sanitizer settings of the test process (`ASAN_OPTIONS`, `LSAN_OPTIONS`, `TSAN_OPTIONS`,
  /// `UBSAN_OPTIONS`), for a child built with the same sanitizer: under `make sanitize` the shell under
  /// test then uses the same LeakSanitizer suppressions as the tests, so its leak check at exit judges
  /// real leaks only instead of turning a false positive into exit status 23.
  package static var sanitizerEnvironment: [String: String] {
    let names = ["ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS", "UBSAN_OPTIONS"]
    return ProcessInfo.processInfo.environment.filter { names.contains($0.key) }
  }

  /// Runs the executable with `arguments`, `input` on a pipe as standard input, and `environment`
  /// added to a minimal one (no `NO_COLOR`, no `TERM`, history pointed at a throwaway path; the
  /// ``sanitizerEnvironment`` passed on).
  package static func run(
    _ arguments: [String] = [], input: String = "", environment: [String: String] = [:]
  ) throws -> Run {
    try run(arguments, inputBytes: Array(input.utf8), environment: environment)
  }

  /// ``run(_:input:environment:)`` with raw bytes as standard input.
  package static func run(
    _ arguments: [String] = [], inputBytes: [UInt8], environment: [String: String] = [:]
  ) throws -> Run {
    guard let executable = url() else {
      throw RunError(
        "navigatable-ribs executable not found; build it first (swift build) or set NAVIGATABLE_RIBS_EXECUTABLE")
    }
    signal(SIGPIPE, SIG_IGN)
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var fullEnvironment = [
      "PATH": "/usr/bin:/bin", "HOME": directory.path,
      "NAVIGATABLE_RIBS_HISTORY": directory.file("history"),
    ]
    fullEnvironment.merge(sanitizerEnvironment) { _, new in new }
    fullEnvironment.merge(environment) { _, new in new }
    process.environment = fullEnvironment
    let inputPipe = Pipe()
    for name in ["stdout", "stderr"] where !FileManager.default.createFile(atPath: directory.file(name), contents: nil)
    {
      throw RunError("cannot create \(directory.file(name))")
    }
    let outputHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: directory.file("stdout")))
    let errorHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: directory.file("stderr")))
    process.standardInput = inputPipe
    process.standardOutput = outputHandle
    process.standardError = errorHandle
    try process.run()
    try inputPipe.fileHandleForReading.close()  // only the shell reads; a write then fails instead of blocking
    let writer = inputPipe.fileHandleForWriting
    let data = Data(inputBytes)
    let written = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      try? writer.write(contentsOf: data)  // fails harmlessly when the shell stops reading early (--bail)
      try? writer.close()
      written.signal()
    }
    process.waitUntilExit()
    written.wait()
    try outputHandle.close()
    try errorHandle.close()
    let output = try String(contentsOfFile: directory.file("stdout"), encoding: .utf8)
    let error = try String(contentsOfFile: directory.file("stderr"), encoding: .utf8)
    return Run(
      standardOutput: output, standardError: error, status: process.terminationStatus,
      exitedNormally: process.terminationReason == .exit)
  }

  package struct RunError: Error, CustomStringConvertible {
    package let description: String
    package init(_ description: String) { self.description = description }
  }
}
