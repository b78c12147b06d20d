import Foundation
import Testing

/// `make lint` (and `make format`) cover every Swift source but the tutorial's code: a new source folder left out
/// of the Makefile's `FORMAT_PATHS` would escape the style check CI enforces, as the shell's sources and the
/// feature previews once did.
@Suite("make lint covers every Swift source but the tutorial's code")
struct LintCoverageTests {
  /// The one folder left out on purpose: the tutorial's code, which its chapters quote with their own line breaks.
  static let exempt = "Documentation/Tutorial"

  @Test("every Swift file is under a FORMAT_PATHS entry or the tutorial's code")
  func everySwiftSourceIsLinted() throws {
    let covered = try LintCoverage.formatPaths()
    let files = LintCoverage.swiftFiles()
    #expect(files.count > 300, "found only \(files.count) Swift files")
    let outside = files.filter { file in
      !(covered + [Self.exempt]).contains { file == $0 || file.hasPrefix($0 + "/") }
    }
    #expect(outside.isEmpty, "add their folders to FORMAT_PATHS in the Makefile:\n\(outside.joined(separator: "\n"))")
  }

  @Test("every FORMAT_PATHS entry exists, holds Swift sources and is not the tutorial's code")
  func everyEntryHoldsSources() throws {
    let covered = try LintCoverage.formatPaths()
    #expect(covered.contains("Package.swift") && covered.contains("App/FeaturePreviews"), "\(covered)")
    let files = LintCoverage.swiftFiles()
    for entry in covered {
      #expect(files.contains { $0 == entry || $0.hasPrefix(entry + "/") }, "\(entry) holds no Swift file")
      #expect(entry != Self.exempt && !entry.hasPrefix(Self.exempt + "/"), "\(entry)")
    }
  }

  @Test("the folder walk (a copy without .git) finds every file git tracks")
  func theWalkFindsWhatGitTracks() throws {
    guard let tracked = LintCoverage.gitSwiftFiles() else { return }  // no git here: the walk is all there is
    let walked = Set(LintCoverage.walkedSwiftFiles())
    #expect(tracked.filter { !walked.contains($0) }.isEmpty)
  }

  @Test("FORMAT_PATHS is read across the Makefile's continuation lines")
  func continuationLinesAreRead() {
    let makefile = """
      OTHER := x
      FORMAT_PATHS := Package.swift App/Root \\
        Modules/RIBs \\
        Tests/RIBsTests
      format:
      \tswift format $(FORMAT_PATHS)
      """
    #expect(LintCoverage.formatPaths(in: makefile) == ["Package.swift", "App/Root", "Modules/RIBs", "Tests/RIBsTests"])
  }
}

/// The Makefile's `FORMAT_PATHS` and the package's Swift files, as paths relative to the package's folder.
enum LintCoverage {
  /// The entries of `FORMAT_PATHS` in the package's Makefile.
  static func formatPaths() throws -> [String] {
    let makefile = try String(contentsOf: PackageTargets.root.appendingPathComponent("Makefile"), encoding: .utf8)
    return formatPaths(in: makefile)
  }

  /// The entries of `FORMAT_PATHS := ...` (with its `\` continuation lines) in `makefile`.
  static func formatPaths(in makefile: String) -> [String] {
    var words: [String] = []
    var reading = false
    for line in makefile.split(separator: "\n", omittingEmptySubsequences: false) {
      var text = Substring(line)
      if !reading {
        guard let range = line.range(of: "FORMAT_PATHS :=") ?? line.range(of: "FORMAT_PATHS:="),
          line.hasPrefix("FORMAT_PATHS")
        else { continue }
        reading = true
        text = line[range.upperBound...]
      }
      let continues = text.hasSuffix("\\")
      words += text.dropLast(continues ? 1 : 0).split(separator: " ").map(String.init)
      if !continues { break }
    }
    return words
  }

  /// The package's Swift files: those git tracks, or every one under the folder when there is no git
  /// repository (a copy of the package, as the end-to-end scaffolding test makes).
  static func swiftFiles() -> [String] {
    gitSwiftFiles() ?? walkedSwiftFiles()
  }

  /// `git ls-files '*.swift'`, or nil when the folder is not a git checkout or git cannot run.
  static func gitSwiftFiles() -> [String]? {
    let root = PackageTargets.root
    guard FileManager.default.fileExists(atPath: root.appendingPathComponent(".git").path) else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", root.path, "ls-files", "-z", "--", "*.swift"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    let files = data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    return files.isEmpty ? nil : files.sorted()
  }

  /// Every `.swift` file under the package's folder, hidden folders (`.build`, `.git`) left out.
  static func walkedSwiftFiles() -> [String] {
    let root = PackageTargets.root.standardizedFileURL.path
    var files: [String] = []
    let enumerator = FileManager.default.enumerator(
      at: URL(fileURLWithPath: root), includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    while let url = enumerator?.nextObject() as? URL {
      let path = url.standardizedFileURL.path
      if path.hasSuffix(".swift"), path.hasPrefix(root + "/") { files.append(String(path.dropFirst(root.count + 1))) }
    }
    return files.sorted()
  }
}
