import ArgumentParser

/// The options every shell on the engine has, whatever its app: a shell's command line includes them as an
/// `@OptionGroup` (``ShellCommandLine/shell``) beside the options of its own (`--feature`, `--app`, ...).
public struct ShellOptions: ParsableArguments {
  /// `--script FILE`: read commands from FILE instead of standard input.
  @Option(
    name: .long, help: ArgumentHelp("Read commands from FILE (no prompt, no banner, no history).", valueName: "FILE"))
  package var script: String?

  /// `--bail`: stop at the first failing command (exit 1).
  @Flag(name: .long, help: "In a script, stop at the first failing command (exit status 1).")
  package var bail = false

  /// `--echo`: in a script, print each line read as `> line` before its output.
  @Flag(name: .long, help: "In a script, print each line as '> line' before its output (the output is a transcript).")
  package var echo = false

  /// `--color auto|always|never`.
  @Option(name: .long, help: "Colour the output: auto (terminal only, honours NO_COLOR), always, never.")
  package var color: ColorMode = .auto

  /// `--without-sync`: passed to the app configuration.
  @Flag(name: .long, help: "Build the app without NavigatableRIBs' syncing (to see the leaks it prevents).")
  package var withoutSync = false

  /// `--replay FILE`: replay a recorded transcript instead of a session.
  @Option(
    name: .long,
    help: ArgumentHelp(
      "Replay a transcript ('record FILE': a regular file of at most 64 MiB): run its typed lines on a fresh app with its own arguments (no other flag but --color); print a diff and exit 1 where it differs.",
      valueName: "FILE"))
  package var replay: String?

  /// Options with their defaults; ArgumentParser fills them in.
  public init() {}

  /// The flags of this group given beside `--replay` that would change what a replay runs or reads: all but
  /// `--color`, which only says how the result is printed. Empty without `--replay`.
  package var flagsBesideReplay: [String] {
    guard replay != nil else { return [] }
    var flags: [String] = []
    if script != nil { flags.append("--script") }
    if bail { flags.append("--bail") }
    if echo { flags.append("--echo") }
    if withoutSync { flags.append("--without-sync") }
    return flags
  }
}

/// What a shell's own options choose: the app, its data, or one feature alone. Each is `nil` or empty when
/// the shell does not offer the option or it was not given.
public struct AppChoice: Sendable, Equatable {
  /// `--app NAME`: which app to explore; `nil` for the first.
  package var appName: String?
  /// `--fixture KEY=VALUE`, in order: the data the app starts with.
  package var fixtures: [String]
  /// `--feature NAME`: one feature alone; `nil` for the whole app.
  package var featureName: String?

  /// A choice.
  ///
  /// - Parameters:
  ///   - appName: `--app NAME`, or `nil`.
  ///   - fixtures: `--fixture KEY=VALUE`, in order.
  ///   - featureName: `--feature NAME`, or `nil`.
  public init(appName: String? = nil, fixtures: [String] = [], featureName: String? = nil) {
    self.appName = appName
    self.fixtures = fixtures
    self.featureName = featureName
  }

  /// The options given, as their flags (`--app`, `--fixture`, `--feature`), for ``ShellCommandLine``'s check
  /// of `--replay`.
  package var givenFlags: [String] {
    (appName == nil ? [] : ["--app"]) + (featureName == nil ? [] : ["--feature"])
      + (fixtures.isEmpty ? [] : ["--fixture"])
  }
}

/// A shell's command line: its name and help (``identity``), the engine's options as an `@OptionGroup`
/// (``shell``) and the options of its own, which say what to explore (``appChoice``).
///
/// ```swift
/// struct Acme: ShellCommandLine {
///   static let identity = ShellIdentity(commandName: "acme", abstract: "Explore Acme.", version: "0.1.0")
///   static let configuration = identity.commandConfiguration
///   @OptionGroup var shell: ShellOptions
///   @Option(help: "Explore one feature alone.") var feature: String?
///   var appChoice: AppChoice { AppChoice(featureName: feature) }
/// }
/// ```
public protocol ShellCommandLine: ParsableCommand {
  /// The program's name, abstract and version.
  static var identity: ShellIdentity { get }
  /// The engine's options.
  var shell: ShellOptions { get }
  /// What the shell's own options choose; an empty choice when it has none.
  var appChoice: AppChoice { get }
}

extension ShellCommandLine {
  /// Nothing chosen: the first app, whole.
  public var appChoice: AppChoice { AppChoice() }

  /// Refuses flags beside `--replay`: a replay runs with the flags of the recording's `#! arguments:` line,
  /// and with no others.
  ///
  /// - Throws: `ValidationError` naming the flags given beside `--replay`.
  public func validate() throws {
    guard shell.replay != nil else { return }
    let flags = shell.flagsBesideReplay + appChoice.givenFlags
    guard !flags.isEmpty else { return }
    throw ValidationError(
      "--replay runs the recording with its own flags (its '#! arguments:' line): \(flags.joined(separator: ", ")) cannot be given beside it"
    )
  }
}

/// The command line of a shell with the engine's options only, named ``ShellIdentity/unnamed``: what
/// ``ShellLauncher/run(options:choice:command:environment:output:standardInputIsTerminal:makeApp:)`` replays
/// with when it is given no command line of its own.
package struct EngineCommandLine: ShellCommandLine {
  /// `shell`.
  package static let identity = ShellIdentity.unnamed
  /// The identity's configuration.
  package static let configuration = identity.commandConfiguration
  /// The engine's options.
  @OptionGroup public var shell: ShellOptions

  /// Options with their defaults; ArgumentParser fills them in.
  package init() {}
}
