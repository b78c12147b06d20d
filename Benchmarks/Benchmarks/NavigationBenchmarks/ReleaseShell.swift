import Foundation

/// The Benchmarks folder, the root of this package (this file is in Benchmarks/Benchmarks/NavigationBenchmarks/).
let benchmarksFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// The release shell the process benchmarks run: `$NAVIGATABLE_RIBS`, else `.build/release/navigatable-ribs`
/// at the repository root (`make bench` builds it first).
///
/// - Parameter benchmarks: What is skipped when the shell is missing (`Shell benchmarks`), for the line printed.
/// - Returns: The executable's path; `nil`, after printing that `benchmarks` are skipped, when it is missing.
func releaseShell(for benchmarks: String) -> String? {
  let executable =
    ProcessInfo.processInfo.environment["NAVIGATABLE_RIBS"]
    ?? benchmarksFolder.deletingLastPathComponent().appendingPathComponent(".build/release/navigatable-ribs").path
  guard FileManager.default.isExecutableFile(atPath: executable) else {
    print(
      "\(benchmarks) skipped: no executable at \(executable) (build it: swift build -c release --product navigatable-ribs)."
    )
    return nil
  }
  return executable
}
