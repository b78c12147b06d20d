#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The environment variables the shell looks at, read once.
///
/// Passed around explicitly (instead of calling `getenv` everywhere) so tests can decide colour and
/// history locations with an environment of their own.
package struct Environment: Sendable, Equatable {
  /// The names every shell reads: colour (`NO_COLOR`, `TERM`) and the history location (besides the shell's
  /// own ``ShellIdentity/historyVariable``).
  package static let relevantNames = ["NO_COLOR", "TERM", "XDG_STATE_HOME", "HOME"]

  /// The variables, name to value.
  package var variables: [String: String]

  /// An environment holding exactly `variables`.
  ///
  /// - Parameter variables: Name to value; an empty value counts as unset.
  package init(_ variables: [String: String] = [:]) {
    self.variables = variables
  }

  /// The value of `name`, or `nil` when it is unset or empty (empty counts as unset everywhere we look).
  ///
  /// - Parameter name: A variable's name, such as `HOME`.
  package subscript(name: String) -> String? {
    guard let value = variables[name], !value.isEmpty else { return nil }
    return value
  }

  /// The ``relevantNames`` and `names` as this process sees them.
  ///
  /// - Parameter names: The variables a shell reads besides ``relevantNames``: its history variable.
  /// - Returns: An environment with the set ones of ``relevantNames`` and `names`, read from the process.
  package static func current(adding names: [String] = []) -> Environment {
    var variables: [String: String] = [:]
    for name in relevantNames + names {
      if let value = getenv(name) {
        variables[name] = String(cString: value)
      }
    }
    return Environment(variables)
  }
}
