import Foundation

/// A fresh directory under the system's temporary directory, removed by ``remove()``.
package struct TemporaryDirectory {
  /// The directory's path.
  package let path: String

  /// Creates the directory.
  package init() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("navigatable-ribs-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    path = url.path
  }

  /// The path of `name` inside the directory.
  package func file(_ name: String) -> String { path + "/" + name }

  /// Removes the directory and everything in it.
  package func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}
