import Foundation
import Testing

/// `make mutants` (Scripts/mutants.py) applies named bugs to a copy of NavigationSync; each names the text it
/// replaces. A refactoring that moves that text would leave the slow check unable to run: `--check` says
/// whether every mutation still applies, without building anything, and it runs here on every `make test`.
@Suite("make mutants' list follows the sync's code (Scripts/mutants.py --check)")
struct MutantsListTests {
  /// Runs the script with `arguments` from the package root; returns its exit status and output.
  static func mutants(_ arguments: [String]) throws -> (status: Int32, output: String) {
    try Subprocess.run(
      ["python3", PackageTargets.root.appendingPathComponent("Scripts/mutants.py").path] + arguments,
      in: PackageTargets.root)
  }

  @Test("every mutation's text is in the source, exactly once")
  func everyMutationApplies() throws {
    let run = try Self.mutants(["--check"])
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("mutations apply"))
  }

  @Test("an unknown mutation name is refused")
  func unknownName() throws {
    let run = try Self.mutants(["--check", "no-such-mutation"])
    #expect(run.status == 2)
    #expect(run.output.contains("unknown mutation: no-such-mutation"))
  }
}
