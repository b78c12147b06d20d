import ArgumentParser

/// When the shell colours its output: the `--color` flag.
package enum ColorMode: String, CaseIterable, Sendable, ExpressibleByArgument {
  /// Colour when standard output is a terminal, `TERM` is not `dumb` and `NO_COLOR` is unset or empty.
  case auto
  /// Always colour, even into a pipe and even when `NO_COLOR` is set: an explicit flag on the command
  /// line overrides the environment, as no-color.org recommends.
  case always
  /// Never colour.
  case never

  /// Decides whether to colour.
  ///
  /// - Parameters:
  ///   - outputIsTerminal: whether standard output is a terminal.
  ///   - environment: where `NO_COLOR` and `TERM` are read.
  /// - Returns: `true` to colour.
  package func usesColor(outputIsTerminal: Bool, environment: Environment) -> Bool {
    switch self {
    case .always: return true
    case .never: return false
    case .auto:
      if environment["NO_COLOR"] != nil { return false }
      if environment["TERM"] == "dumb" { return false }
      return outputIsTerminal
    }
  }
}
