import ArgumentParser
import ShellKit

/// The `navigatable-ribs` command line: the engine's options, and the sample catalog's own (``SampleCatalog``):
/// `--app`, `--feature` and `--fixture`.
public struct SampleCommandLine: ShellCommandLine {
  /// `navigatable-ribs`, the example app's explorer.
  public static let identity = ShellIdentity(
    commandName: "navigatable-ribs", abstract: "Explore the NavigatableRIBs example app from the command line.",
    version: "0.1.0")
  /// Name, abstract, discussion and version shown by `--help` and `--version`.
  public static let configuration = identity.commandConfiguration

  /// The engine's options.
  @OptionGroup public var shell: ShellOptions

  /// `--app NAME`.
  @Option(
    name: .long,
    help: ArgumentHelp("The app to explore: sample (the default) or hello (the tutorial's).", valueName: "NAME"))
  public var app: String?

  /// `--feature NAME`.
  @Option(
    name: .long,
    help: ArgumentHelp(
      "Explore one feature alone (Master, Detail, FinanceHome, Topup, AddPaymentMethod, or a generated one), its children from their test support.",
      valueName: "NAME"))
  public var feature: String?

  /// `--fixture KEY=VALUE` (repeatable).
  @Option(
    name: .long,
    help: ArgumentHelp("Start the app with this data: cards=0..2, balance=AMOUNT (repeatable).", valueName: "KEY=VALUE")
  )
  public var fixture: [String] = []

  /// Options with their defaults; ArgumentParser fills them in.
  public init() {}

  /// `--app`, `--fixture` and `--feature`.
  public var appChoice: AppChoice { AppChoice(appName: app, fixtures: fixture, featureName: feature) }
}
