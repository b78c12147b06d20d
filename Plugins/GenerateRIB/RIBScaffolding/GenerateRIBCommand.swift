import Foundation

/// The `generate-rib` command line: parses the arguments, plans, writes, and says what it did.
///
/// ```text
/// generate-rib NAME [--with-view | --viewless | --navigatable] [--apply-package-changes]
///              [--package-directory DIR] [--reserved NAME]...
/// ```
///
/// A refusal is one line on the error stream (`error: ...`) and exit code 1; nothing is written.
public enum GenerateRIBCommand {
  /// The help text.
  public static let usage = """
    USAGE: swift package --allow-writing-to-package-directory generate-rib NAME [KIND] [--apply-package-changes]

    Writes a feature RIB module: Modules/Features/NAME/ (NAMEBuilder, NAMEInteractor, NAMERouter and, unless
    viewless, NAMEViewController) and Tests/NAMETests/NAMEInteractorTests.swift.

    KIND:
      --with-view               a RIB with its own screen (the default)
      --viewless                no screen: shows its children's screens on its parent's; cleanupViews()
                                runs from willResignActive()
      --navigatable             a screen its parent pushes with pushChild(router) (NavigatableRIBs)

    OPTIONS:
      --apply-package-changes   add the .target and .testTarget to Package.swift (otherwise they are printed)
      --package-directory DIR   the package to write into (the plugin passes it; default: the current directory)
      --reserved NAME           a name a dependency already takes (the plugin passes them)
      -h, --help                show this help
    """

  /// Runs the command. `output` receives the report, `error` the one-line refusal.
  /// - Returns: the exit code: 0 when the RIB was written, 1 when refused.
  public static func run(
    arguments: [String], currentDirectory: URL, output: (String) -> Void, error errorOutput: (String) -> Void
  ) -> Int32 {
    do throws(ScaffoldingError) {
      guard let options = try Options(parsing: arguments, currentDirectory: currentDirectory) else {
        output(usage)
        return 0
      }
      let plan = try Scaffold.plan(options.request)
      try Scaffold.write(plan, in: options.request.packageDirectory)
      output(report(plan))
      return 0
    } catch {
      errorOutput("error: \(error.message)")
      return 1
    }
  }

  /// What was written, and what to do next.
  static func report(_ plan: ScaffoldPlan) -> String {
    var lines = plan.files.map { "Created \($0.path)" }
    lines.append("")
    if plan.manifest != nil {
      lines.append(
        "Added to Package.swift: the target \(plan.name) (Features section) and the test target "
          + "\(plan.name.testTargetName) (Tests section).")
    } else {
      lines.append("Add to Package.swift, at the end of the `// MARK: - Features` section:")
      lines.append("")
      lines += plan.changes.targetLines
      lines.append("")
      lines.append("and at the end of the `// MARK: - Tests` section:")
      lines.append("")
      lines += plan.changes.testTargetLines
    }
    lines.append("")
    lines.append("Then: swift build --build-tests && swift test --filter '^\(plan.name.testTargetName)\\.'")
    return lines.joined(separator: "\n")
  }

  /// The parsed command line.
  struct Options {
    var request: ScaffoldRequest

    /// Parses `arguments`; nil when help was asked for.
    init?(parsing arguments: [String], currentDirectory: URL) throws(ScaffoldingError) {
      var names: [String] = []
      var kinds: [RIBKind] = []
      var apply = false
      var directory = currentDirectory
      var reserved: [String] = []
      var remaining = arguments[...]
      while let argument = remaining.popFirst() {
        switch argument {
        case "-h", "--help": return nil
        case "--apply-package-changes": apply = true
        case "--package-directory", "--reserved":
          guard let value = remaining.popFirst() else {
            throw ScaffoldingError("\(argument) needs a value.")
          }
          if argument == "--reserved" {
            reserved.append(value)
          } else {
            directory = URL(fileURLWithPath: value, relativeTo: currentDirectory).standardizedFileURL
          }
        default:
          if let kind = RIBKind.allCases.first(where: { $0.flag == argument }) {
            kinds.append(kind)
          } else if argument.hasPrefix("-") {
            throw ScaffoldingError(
              "unknown option \(ScaffoldingError.quoted(argument)); the kinds are --with-view, --viewless, --navigatable (see --help).")
          } else {
            names.append(argument)
          }
        }
      }
      guard names.count <= 1 else {
        throw ScaffoldingError("one RIB at a time: got \(names.map(ScaffoldingError.quoted).joined(separator: ", ")).")
      }
      guard let name = names.first else {
        throw ScaffoldingError("the RIB needs a name, like `generate-rib Profile` (see --help).")
      }
      guard Set(kinds).count <= 1 else {
        throw ScaffoldingError("choose one kind: got \(kinds.map(\.flag).joined(separator: " and ")).")
      }
      request = ScaffoldRequest(
        name: name, kind: kinds.first ?? .view, packageDirectory: directory, reservedNames: reserved,
        applyPackageChanges: apply)
    }
  }
}
