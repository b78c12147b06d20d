import Foundation

/// A fresh directory under the system's temporary directory, removed by ``remove()``.
public struct TemporaryDirectory {
  /// The directory's path.
  public let path: String

  /// Creates the directory.
  public init() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("navigatable-ribs-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    path = url.path
  }

  /// The path of `name` inside the directory.
  public func file(_ name: String) -> String { path + "/" + name }

  /// Removes the directory and everything in it.
  public func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}
