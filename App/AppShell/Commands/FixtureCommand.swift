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
          context.console.line(
            world.app == World.featureApp
              ? "feature: \(world.feature ?? "?") (no fixtures)"
              : catalog.hasFixtures(world.app)
                ? "app: \(world.app), \(catalog.describeFixtures(of: world))" : "app: \(world.app) (no fixtures)")
          return
        }
        guard world.app != World.featureApp else { throw CommandError.failed("a feature alone has no fixtures") }
        guard catalog.hasFixtures(world.app) else { throw CommandError.failed("the \(world.app) app has no fixtures") }
        var newWorld = world
        for argument in context.arguments {
          do throws(WorldError) {
            try catalog.apply(fixture: ScreenRenderer.oneLine(argument), to: &newWorld)
          } catch {
            throw CommandError.usage(error.description)
          }
        }
        note(.rebuild(newWorld))
        rebuild(in: newWorld)
        context.console.line("app rebuilt: \(catalog.describeFixtures(of: newWorld))")
        printVisibleScreen(on: context.console)
      })
  }
}
