import Foundation

/// Runs the built `navigatable-ribs` executable on a script file, found the way the shell's own transcript
/// tests find it (`$NAVIGATABLE_RIBS_EXECUTABLE`, next to the test binary, or `.build/debug`).
enum ShellScriptRunner {
  /// What one run printed.
  struct Run {
    var output: [String]
    var errorOutput: String
    var status: Int32
    var exitedNormally: Bool
  }

  /// The executable, or nil when it was not built.
  static func executable() -> URL? {
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
    candidates.append(PackageFiles.root.appendingPathComponent(".build/debug/navigatable-ribs"))
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// Runs `arguments + ["--script", <script>]` with standard input closed and a throwaway home.
  static func run(script: String, arguments: [String]) throws -> Run {
    guard let executable = executable() else { throw Failure("navigatable-ribs was not built (swift build)") }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("doc-transcript-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let scriptFile = folder.appendingPathComponent("script.txt")
    let outputFile = folder.appendingPathComponent("stdout")
    let errorFile = folder.appendingPathComponent("stderr")
    try script.write(to: scriptFile, atomically: true, encoding: .utf8)
    for file in [outputFile, errorFile] where !FileManager.default.createFile(atPath: file.path, contents: nil) {
      throw Failure("cannot create \(file.path)")
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments + ["--script", scriptFile.path]
    process.environment = [
      "PATH": "/usr/bin:/bin", "HOME": folder.path,
      "NAVIGATABLE_RIBS_HISTORY": folder.appendingPathComponent("history").path,
    ]
    process.standardInput = FileHandle.nullDevice
    let output = try FileHandle(forWritingTo: outputFile)
    let error = try FileHandle(forWritingTo: errorFile)
    process.standardOutput = output
    process.standardError = error
    try process.run()
    process.waitUntilExit()
    try output.close()
    try error.close()
    return Run(
      output: try String(contentsOf: outputFile, encoding: .utf8).fileLines,
      errorOutput: try String(contentsOf: errorFile, encoding: .utf8),
      status: process.terminationStatus, exitedNormally: process.terminationReason == .exit)
  }

  struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }
}
