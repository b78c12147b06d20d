import NavigatableRIBsTesting
import ShellKit

extension AppExplorer {
  /// `fixture [KEY=VALUE...]`: show the data the app started with, or rebuild it with other data.
  var fixtureCommand: ShellCommand {
    ShellCommand(
      name: "fixture", summary: "Show the app's starting data, or rebuild the app with cards=N / balance=AMOUNT.",
      usage: "[KEY=VALUE...]", arguments: 0...4,
      help: """
        Without arguments, prints the app and its fixtures ('app: sample, cards=2 balance=0').
        With fixtures, rebuilds the app from scratch (as 'reset' does) starting with that data, the others
        unchanged: cards=0, 1 or 2 (the sample cards on file; cards=0 is Topup's "no card yet" path),
        balance=AMOUNT (the SuperPay balance). --fixture KEY=VALUE on the command line does the same at
        start-up. The hello app (--app hello) has no fixtures.
        """,
      complete: { _ in World.fixtureExamples },
      run: { [unowned self] context in
        if context.arguments.isEmpty {
          context.console.line(
            world.app == "hello"
              ? "app: hello (no fixtures)"
              : world.app == "feature"
                ? "feature: \(world.feature ?? "?") (no fixtures)" : "app: sample, \(world.fixtureDescription)")
          return
        }
        guard world.app != "hello" else { throw CommandError.failed("the hello app has no fixtures") }
        guard world.app != "feature" else { throw CommandError.failed("a feature alone has no fixtures") }
        var newWorld = world
        for argument in context.arguments {
          do throws(WorldError) {
            try newWorld.apply(ScreenRenderer.oneLine(argument))
          } catch {
            throw CommandError.usage(error.description)
          }
        }
        note(.rebuild(newWorld))
        rebuild(in: newWorld)
        context.console.line("app rebuilt: \(newWorld.fixtureDescription)")
        printVisibleScreen(on: context.console)
      })
  }
}
