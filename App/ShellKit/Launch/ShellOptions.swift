import ArgumentParser

/// The command line of `navigatable-ribs`.
public struct ShellOptions: ParsableCommand {
  /// Name, abstract and discussion shown by `--help`.
  public static let configuration = CommandConfiguration(
    commandName: "navigatable-ribs",
    abstract: "Explore the NavigatableRIBs example app from the command line.",
    discussion: """
      On a terminal the shell is interactive: line editing, tab completion, and history kept in \
      $XDG_STATE_HOME/navigatable-ribs/history (NAVIGATABLE_RIBS_HISTORY overrides the path).

      When standard input is not a terminal, or with --script, commands are read without prompt, banner \
      or history, and the exit status is 1 if any command failed.

      Errors are printed on standard output as 'error: ...' lines, in order with the results. \
      A non-empty NO_COLOR turns colour off in auto mode; --color always overrides it.

      If standard output cannot be written (a full disk), the shell says so on standard error and exits \
      with status 74.
      """,
    version: ShellVersion.current)

  /// `--script FILE`: read commands from FILE instead of standard input.
  @Option(
    name: .long, help: ArgumentHelp("Read commands from FILE (no prompt, no banner, no history).", valueName: "FILE"))
  public var script: String?

  /// `--bail`: stop at the first failing command (exit 1).
  @Flag(name: .long, help: "In a script, stop at the first failing command (exit status 1).")
  public var bail = false

  /// `--echo`: in a script, print each line read as `> line` before its output.
  @Flag(name: .long, help: "In a script, print each line as '> line' before its output (the output is a transcript).")
  public var echo = false

  /// `--color auto|always|never`.
  @Option(name: .long, help: "Colour the output: auto (terminal only, honours NO_COLOR), always, never.")
  public var color: ColorMode = .auto

  /// `--without-sync`: passed to the app configuration.
  @Flag(name: .long, help: "Build the app without NavigatableRIBs' syncing (to see the leaks it prevents).")
  public var withoutSync = false

  /// `--app NAME`: passed to the app configuration.
  @Option(
    name: .long,
    help: ArgumentHelp("The app to explore: sample (the default) or hello (the tutorial's).", valueName: "NAME"))
  public var app: String?

  /// `--feature NAME`: passed to the app configuration.
  @Option(
    name: .long,
    help: ArgumentHelp(
      "Explore one feature alone (Master, Detail, FinanceHome, Topup, AddPaymentMethod, or a generated one), its children from their test support.",
      valueName: "NAME"))
  public var feature: String?

  /// `--replay FILE`: replay a recorded transcript instead of a session.
  @Option(
    name: .long,
    help: ArgumentHelp(
      "Replay a transcript ('record FILE': a regular file of at most 64 MiB): run its typed lines on a fresh app with its own arguments (no other flag but --color); print a diff and exit 1 where it differs.",
      valueName: "FILE"))
  public var replay: String?

  /// `--fixture KEY=VALUE` (repeatable): passed to the app configuration.
  @Option(
    name: .long,
    help: ArgumentHelp("Start the app with this data: cards=0..2, balance=AMOUNT (repeatable).", valueName: "KEY=VALUE")
  )
  public var fixture: [String] = []

  /// Options with their defaults; ArgumentParser fills them in.
  public init() {}

  /// Refuses flags beside `--replay` (``flagsBesideReplay``): a replay runs with the flags of the
  /// recording's `#! arguments:` line, and with no others.
  ///
  /// - Throws: `ValidationError` naming the flags given beside `--replay`.
  public func validate() throws {
    let flags = flagsBesideReplay
    guard !flags.isEmpty else { return }
    let list = flags.joined(separator: ", ")
    throw ValidationError(
      "--replay runs the recording with its own flags (its '#! arguments:' line): \(list) cannot be given beside it")
  }

  /// The flags given beside `--replay` that would change what a replay runs or reads: all but `--color`,
  /// which only says how the result is printed. Empty without `--replay`.
  public var flagsBesideReplay: [String] {
    guard replay != nil else { return [] }
    var flags: [String] = []
    if script != nil { flags.append("--script") }
    if bail { flags.append("--bail") }
    if echo { flags.append("--echo") }
    if withoutSync { flags.append("--without-sync") }
    if app != nil { flags.append("--app") }
    if feature != nil { flags.append("--feature") }
    if !fixture.isEmpty { flags.append("--fixture") }
    return flags
  }
}
