import Foundation

/// The `new-app` command line (`make new-app NAME=Acme DIR=PATH`): checks, writes a new app's package, and
/// says what it did.
///
/// ```text
/// generate-rib-tool new-app NAME --directory DIR [--repository ROOT] [--url URL --version VERSION]
/// ```
///
/// A refusal is one line on the error stream (`error: ...`) and exit code 1; nothing is written.
public enum NewAppCommand {
  /// The help text.
  public static let usage = """
    USAGE: make new-app NAME=Acme DIR=PATH [URL=URL VERSION=VERSION]
           generate-rib-tool new-app NAME --directory DIR [--repository ROOT] [--url URL --version VERSION]

    Writes a standalone SwiftPM package at DIR (a new or empty folder outside this repository): Package.swift
    with the Feature list, Modules/Features/Home (the starter tab), App/Root (AcmeApp, the tab bar and the
    composition root), App/Shell (the acme shell), a Makefile (run, test, rib, lint), a README and .gitignore.
    The package depends on NavigatableRIBs by path (ROOT, this repository, relative to DIR: a clone of both,
    side by side, builds) or, with --url and --version, on `.package(url: URL, from: VERSION)`.

    OPTIONS:
      --directory DIR     where the package goes
      --repository ROOT   this repository (default: the current directory)
      --url URL           depend on NavigatableRIBs at URL (with --version)
      --version VERSION   the lowest version to take, a semantic version: 1.0.0, 1.0.0-beta.1 (with --url)
      -h, --help          show this help
    """

  /// Runs the command: parses, plans, writes.
  ///
  /// - Parameters:
  ///   - arguments: The command line after `new-app`.
  ///   - currentDirectory: Where relative paths start, and the repository without `--repository`.
  ///   - output: Receives the report (or the usage for `--help`).
  ///   - errorOutput: Receives the one-line refusal.
  /// - Returns: The exit code: 0 when the package was written, 1 when refused.
  public static func run(
    arguments: [String], currentDirectory: URL, output: (String) -> Void, error errorOutput: (String) -> Void
  ) -> Int32 {
    do throws(ScaffoldingError) {
      var values: [String: String] = [:]
      var names: [String] = []
      var remaining = arguments[...]
      while let argument = remaining.popFirst() {
        switch argument {
        case "-h", "--help":
          output(usage)
          return 0
        case "--directory", "--repository", "--url", "--version":
          guard let value = remaining.popFirst() else { throw ScaffoldingError("\(argument) needs a value.") }
          values[argument] = value
        default:
          guard !argument.hasPrefix("-") else {
            throw ScaffoldingError(
              "unknown option \(ScaffoldingError.quoted(argument)); new-app takes NAME --directory DIR (see --help).")
          }
          names.append(argument)
        }
      }
      guard names.count <= 1 else {
        throw ScaffoldingError("one app at a time: got \(names.map(ScaffoldingError.quoted).joined(separator: ", ")).")
      }
      guard let directory = values["--directory"], !directory.isEmpty else {
        throw ScaffoldingError("say where the app goes: make new-app NAME=\(names.first ?? "Acme") DIR=PATH.")
      }
      func url(_ path: String) -> URL {
        URL(fileURLWithPath: path, relativeTo: currentDirectory).standardizedFileURL
      }
      let repository = values["--repository"].map(url) ?? currentDirectory.standardizedFileURL
      var dependency: AppDependency?
      switch (values["--url"].flatMap { $0.isEmpty ? nil : $0 }, values["--version"].flatMap { $0.isEmpty ? nil : $0 })
      {
      case (nil, nil): dependency = nil
      case (let link?, let version?): dependency = .url(link, version: version)
      default:
        throw ScaffoldingError("URL= and VERSION= go together: URL=https://.../NavigatableRIBs.git VERSION=1.0.0.")
      }
      let request = AppRequest(
        name: names.first ?? "", directory: url(directory), repository: repository, dependency: dependency,
        formatConfiguration: try? String(
          contentsOf: repository.appendingPathComponent(".swift-format"), encoding: .utf8))
      let files = try AppScaffold.plan(request)
      try AppScaffold.write(files, in: request.directory)
      output(report(files, request: request))
      // The templates are laid out for a short name; a long one makes lines the app's own `make lint`
      // refuses. The toolchain's formatter lays them out with the app's `.swift-format`.
      if let failure = formatSwiftSources(in: request.directory) {
        output("note: \(failure); run `make format` in the app before `make lint`.")
      }
      return 0
    } catch {
      errorOutput("error: \(error.message)")
      return 1
    }
  }

  /// Formats the Swift sources of the package at `directory` in place with the toolchain's `swift format`
  /// and the package's `.swift-format`.
  ///
  /// - Parameter directory: The package's folder.
  /// - Returns: Why it could not, or nil when it did.
  static func formatSwiftSources(in directory: URL) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift", "format", "format", "--in-place", "--recursive", "Package.swift", "App", "Modules", "Tests",
    ]
    process.currentDirectoryURL = directory
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return "swift format could not run (\(error.localizedDescription))"
    }
    process.waitUntilExit()
    return process.terminationStatus == 0 ? nil : "swift format failed (status \(process.terminationStatus))"
  }

  /// What was written, and what to do next (the commands quoted for a POSIX shell, ready to copy).
  static func report(_ files: [GeneratedFile], request: AppRequest) -> String {
    let path = request.directory.path
    return
      (files.map { "Created \($0.path)" } + [
        "",
        "\(request.name) is a package of its own at \(path), on NavigatableRIBs (\(request.dependency.declaration)).",
        "Then: cd \(shellQuoted(path)) && make test (then make run; make rib NAME=Profile PARENT=Home AS=push adds a feature)",
      ]).joined(separator: "\n")
  }

  /// `text` as one word of a POSIX shell: as it is when it holds only characters no shell treats specially,
  /// else in single quotes (a `'` inside as `'\''`).
  ///
  /// - Parameter text: A path or an argument.
  /// - Returns: The word to type.
  public static func shellQuoted(_ text: String) -> String {
    let plain = text.unicodeScalars.allSatisfy { scalar in
      scalar.isASCII
        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
          || "/._-+,:@%=".unicodeScalars.contains(scalar))
    }
    guard !plain || text.isEmpty else { return text }
    return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
