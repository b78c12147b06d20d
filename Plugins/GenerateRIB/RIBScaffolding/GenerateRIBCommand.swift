import Foundation

/// The `generate-rib` command line: parses the arguments, plans, writes, and says what it did.
///
/// ```text
/// generate-rib NAME --parent PARENT --as tab|push|sheet|flow [--package-directory DIR] [--reserved NAME]...
/// ```
///
/// A refusal is one line on the error stream (`error: ...`) and exit code 1; nothing is written.
public enum GenerateRIBCommand {
  /// The help text.
  public static let usage = """
    USAGE: swift package --allow-writing-to-package-directory generate-rib NAME --parent PARENT --as KIND

    Writes a feature RIB in Modules/Features/NAME/ (Interface, Implementation, TestSupport, Tests), adds its
    four targets to Package.swift, has the composition root build it (App/Root/Composition), and wires it
    into PARENT: its dependency, router, interactor, screen (a row that shows NAME), tests and mocks.

    KIND:
      tab     a new tab of the app (PARENT is Root); its screen has no Done or Close
      push    a screen PARENT pushes (pushChild); "Close" detaches it, back and swipe-back need no code
      sheet   a screen PARENT presents as a sheet in its own navigation controller; "Done" detaches it
      flow    a viewless flow: it presents its children's screens from PARENT's screen; cleanupViews()
              runs from willResignActive()

    PARENT is Root (for tabs) or a RIB generate-rib wrote: the parent's files carry `// generate-rib:` lines
    where new children are wired in.

    OPTIONS:
      --package-directory DIR   the package to write into (the plugin passes it; default: the current directory)
      --reserved NAME           a name a dependency already takes (the plugin passes them)
      --swift PATH              the swift program that redraws Documentation/ModuleGraph.md (default: on the PATH)
      -h, --help                show this help
    """

  /// Runs the command: parses, plans, writes, then redraws the package's module graph.
  ///
  /// After the RIB is written, a package that keeps `Documentation/ModuleGraph.md` gets it redrawn from
  /// the new Package.swift (`ModuleGraph.redraw(in:loadTargets:)`), so that its graph test passes with no
  /// further command. When the graph cannot be read, the report says to run `make graph`; the RIB stays.
  ///
  /// - Parameters:
  ///   - arguments: The command line after the program's name.
  ///   - currentDirectory: Where a relative `--package-directory` starts, and the package without one.
  ///   - output: Receives the report (or the usage for `--help`).
  ///   - errorOutput: Receives the one-line refusal.
  ///   - loadTargets: Reads a package's targets, given its folder and the `swift` program (`--swift`, or nil
  ///     for the one on the `PATH`).
  /// - Returns: The exit code: 0 when the RIB was written, 1 when refused.
  public static func run(
    arguments: [String], currentDirectory: URL, output: (String) -> Void, error errorOutput: (String) -> Void,
    loadTargets: (URL, String?) throws -> [PackageTarget] = PackageDump.targets(of:swift:)
  ) -> Int32 {
    do throws(ScaffoldingError) {
      guard let options = try Options(parsing: arguments, currentDirectory: currentDirectory) else {
        output(usage)
        return 0
      }
      let plan = try Scaffold.plan(options.request)
      let directory = options.request.packageDirectory
      try Scaffold.write(plan, in: directory)
      let graph: GraphOutcome
      do {
        let redrawn = try ModuleGraph.redraw(in: directory) { try loadTargets($0, options.swift) }
        graph = redrawn ? .redrawn : .unchanged
      } catch {
        graph = .failed(String(describing: error))
      }
      output(report(plan, graph: graph))
      return 0
    } catch {
      errorOutput("error: \(error.message)")
      return 1
    }
  }

  /// What became of the module graph after a generation.
  enum GraphOutcome: Equatable {
    /// Redrawn: the file changed.
    case redrawn
    /// No graph file, or it was current.
    case unchanged
    /// The package's targets could not be read (the reason).
    case failed(String)
  }

  /// What was written, and what to do next.
  static func report(_ plan: ScaffoldPlan, graph: GraphOutcome = .unchanged) -> String {
    var lines = plan.files.map { "Created \($0.path)" }
    lines += plan.changes.map { "Changed \($0.path)" }
    if graph == .redrawn { lines.append("Changed \(ModuleGraph.path)") }
    lines.append("")
    let shown =
      switch plan.kind {
      case .tab: "a new tab"
      case .push, .sheet, .flow:
        "the \"\(plan.name)\" row of \(plan.parent)\(plan.parent.hasSuffix("s") ? "'" : "'s") screen"
      }
    lines.append("\(plan.name) (\(plan.kind.summary)) is wired into \(plan.parent): it shows as \(shown).")
    if plan.opensByDeepLink { lines.append("It opens with the deep link ribs://\(plan.name.name.lowercased()).") }
    // Code lines only: swift-format does not wrap comments, and `make lint` does not count them.
    let long = (plan.files + plan.changes).filter { file in
      file.contents.split(separator: "\n").contains {
        $0.count > PackageManifest.lineLength && !$0.trimmingLeadingSpaces.hasPrefix("//")
      }
    }
    if !long.isEmpty {
      // The templates fit 120 columns for names up to 18 characters (16 for a flow, whose first screen is
      // NAMEStart); past that, `make lint` would fail until `make format` wraps the long lines.
      lines.append(
        "\(plan.name) is a long name: \(long.count) file\(long.count == 1 ? " has" : "s have") lines longer than "
          + "\(PackageManifest.lineLength) columns; run `make format` before `make lint`.")
    }
    if case .failed(let reason) = graph {
      lines.append("\(ModuleGraph.path) was not redrawn (\(reason)): run `make graph`.")
    }
    lines.append(
      "Then: swift build --no-color-diagnostics --build-tests && swift test --no-color-diagnostics --skip-build "
        + "--filter '^\(plan.name.testTargetName)\\.' (or make test)")
    return lines.joined(separator: "\n")
  }

  /// The parsed command line.
  struct Options {
    var request: ScaffoldRequest
    /// The `swift` program to read the package with (`--swift`); nil for the one on the `PATH`.
    var swift: String?

    /// Parses `arguments`; nil when help was asked for.
    init?(parsing arguments: [String], currentDirectory: URL) throws(ScaffoldingError) {
      var names: [String] = []
      var kind: RIBKind?
      var parent: String?
      var directory = currentDirectory
      var reserved: [String] = []
      var swift: String?
      var remaining = arguments[...]
      while let argument = remaining.popFirst() {
        switch argument {
        case "-h", "--help": return nil
        case "--package-directory", "--reserved", "--parent", "--as", "--swift":
          guard let value = remaining.popFirst() else {
            throw ScaffoldingError("\(argument) needs a value.")
          }
          switch argument {
          case "--reserved": reserved.append(value)
          case "--swift": swift = value
          case "--parent":
            guard parent == nil else { throw ScaffoldingError("one --parent at a time.") }
            parent = value
          case "--as":
            guard let chosen = RIBKind(rawValue: value) else {
              throw ScaffoldingError(
                "unknown kind \(ScaffoldingError.quoted(value)); --as takes tab, push, sheet or flow (see --help).")
            }
            guard kind == nil else {
              throw ScaffoldingError("choose one kind: got --as \(kind!.flag) and --as \(value).")
            }
            kind = chosen
          default: directory = URL(fileURLWithPath: value, relativeTo: currentDirectory).standardizedFileURL
          }
        default:
          if argument.hasPrefix("-") {
            throw ScaffoldingError(
              "unknown option \(ScaffoldingError.quoted(argument)); generate-rib takes NAME --parent PARENT --as KIND (see --help)."
            )
          }
          names.append(argument)
        }
      }
      guard names.count <= 1 else {
        throw ScaffoldingError("one RIB at a time: got \(names.map(ScaffoldingError.quoted).joined(separator: ", ")).")
      }
      guard let name = names.first else {
        throw ScaffoldingError(
          "the RIB needs a name, like `generate-rib Settings --parent Root --as tab` (see --help).")
      }
      guard let parent else {
        throw ScaffoldingError(
          "say where \(ScaffoldingError.quoted(name)) goes: --parent PARENT --as tab|push|sheet|flow.")
      }
      guard let kind else {
        throw ScaffoldingError("say how \(ScaffoldingError.quoted(parent)) shows it: --as tab, push, sheet or flow.")
      }
      request = ScaffoldRequest(
        name: name, kind: kind, parent: parent, packageDirectory: directory, reservedNames: reserved)
      self.swift = swift
    }
  }
}
