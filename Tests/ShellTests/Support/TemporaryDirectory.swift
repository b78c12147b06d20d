import Foundation

/// A fresh directory under the system's temporary directory, removed by ``remove()``.
struct TemporaryDirectory {
  let path: String

  init() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("ShellTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    path = url.path
  }

  func file(_ name: String) -> String { path + "/" + name }

  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}
