import NavigatableRIBsTesting
import ShellKit

extension AppExplorer {
  /// `fixture [KEY=VALUE...]`: show the data the app started with, or rebuild it with other data.
  var fixtureCommand: ShellCommand {
    ShellCommand(
      name: "fixture", summary: "Show the app's starting data, or rebuild the app with other data (KEY=VALUE).",
      usage: "[KEY=VALUE...]", arguments: 0...4,
      help: """
        Without arguments, prints the app and its fixtures ('app: NAME, KEY=VALUE ...').
        With fixtures, rebuilds the app from scratch (as 'reset' does) starting with that data, the others
        unchanged. --fixture KEY=VALUE on the command line does the same at start-up.
        """
          + (catalog.fixtureExamples.isEmpty
            ? " This shell's apps have no fixtures."
            : " Fixtures: " + catalog.fixtureExamples.joined(separator: ", ") + "."),
      complete: { [unowned self] _ in catalog.fixtureExamples },
      run: { [unowned self] context in
        if context.arguments.isEmpty {
          switch setup.subject {
          case .feature(let name): context.console.line("feature: \(name) (no fixtures)")
          case .app(let name):
            context.console.line(
              catalog.hasFixtures(name)
                ? "app: \(name), \(catalog.describeFixtures(of: setup))" : "app: \(name) (no fixtures)")
          }
          return
        }
        guard case .app(let name) = setup.subject else {
          throw CommandError.failed("a feature alone has no fixtures")
        }
        guard catalog.hasFixtures(name) else { throw CommandError.failed("the \(name) app has no fixtures") }
        var newSetup = setup
        for argument in context.arguments {
          do throws(AppSetupError) {
            try catalog.apply(fixture: ScreenRenderer.oneLine(argument), to: &newSetup)
          } catch {
            throw CommandError.usage(error.description)
          }
        }
        note(.rebuild(newSetup))
        rebuild(in: newSetup)
        context.console.line("app rebuilt: \(catalog.describeFixtures(of: newSetup))")
        printVisibleScreen(on: context.console)
      })
  }
}
