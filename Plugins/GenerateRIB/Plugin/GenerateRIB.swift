import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-rib NAME --parent PARENT --as
/// tab|push|sheet|flow`: writes a new feature RIB and wires it into its parent.
///
/// The plugin only runs `generate-rib-tool` (the logic lives in the RIBScaffolding library, which the
/// tests use directly), passing the package's directory, the toolchain's `swift` (to redraw the module graph)
/// and the names the dependencies already take.
@main
struct GenerateRIB: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "generate-rib-tool")
    var reserved: Set<String> = []
    var visited: Set<String> = []
    func collect(_ package: Package) {
      guard visited.insert(package.id).inserted else { return }
      reserved.formUnion(package.targets.map(\.name))
      reserved.formUnion(package.products.map(\.name))
      for dependency in package.dependencies { collect(dependency.package) }
    }
    for dependency in context.package.dependencies { collect(dependency.package) }

    // The toolchain's swift, which the tool runs to redraw Documentation/ModuleGraph.md from the new manifest.
    let swift = (try? context.tool(named: "swift")).map { ["--swift", $0.url.path] } ?? []

    let process = Process()
    process.executableURL = tool.url
    process.arguments =
      ["--package-directory", context.package.directoryURL.path] + swift
      + reserved.sorted().flatMap { ["--reserved", $0] } + arguments
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let text = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
      throw GenerateRIBFailure(message: text.hasPrefix("error: ") ? String(text.dropFirst(7)) : text)
    }
  }
}

/// The tool's one-line refusal, reported by SwiftPM as the plugin's error.
struct GenerateRIBFailure: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}
