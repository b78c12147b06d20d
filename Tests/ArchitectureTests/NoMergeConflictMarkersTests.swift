import Foundation
import Testing

/// No file keeps a merge's conflict markers: a file that `make test` does not compile (the benchmarks package,
/// built only by `make bench`), a document or a script would keep them without any build failing.
@Suite("No file keeps a merge's conflict markers")
struct NoMergeConflictMarkersTests {
  @Test("no Swift, Markdown, Makefile or script line starts with <<<<<<<, ======= or >>>>>>>")
  func noConflictMarkers() throws {
    let root = PackageTargets.root
    let kept = ["swift", "md", "txt", "json", "resolved", "supp", "c", "h", "py"]
    var checked = 0
    var found: [String] = []
    let enumerator = FileManager.default.enumerator(
      at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
    while let url = enumerator?.nextObject() as? URL {
      let name = url.lastPathComponent
      guard kept.contains(url.pathExtension) || ["Makefile", "run"].contains(name),
        let text = try? String(contentsOf: url, encoding: .utf8)
      else { continue }
      checked += 1
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      where line.hasPrefix("<<<<<<< ") || line == "=======" || line.hasPrefix(">>>>>>> ") {
        found.append("\(url.path.dropFirst(root.path.count + 1)):\(number + 1): \(line)")
      }
    }
    #expect(checked > 100)
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }
}
