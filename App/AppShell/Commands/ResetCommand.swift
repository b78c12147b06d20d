import NavigatableRIBsTesting
import ShellKit

extension AppExplorer {
  /// `reset`: rebuild the app from scratch.
  var resetCommand: ShellCommand {
    ShellCommand(
      name: "reset", summary: "Rebuild the app from scratch (keeps --without-sync, the profile and trace).",
      help: """
        Throws the app away and launches a new one: built again from the same app and fixtures,
        NavigationSync forgotten, a new leak detector. The flags stay as they were. Prints the first screen.
        """,
      run: { [unowned self] context in
        note(.rebuild(setup))
        rebuild()
        context.console.line("app rebuilt\(configuration.withoutSync ? " (without sync)" : "")")
        printVisibleScreen(on: context.console)
      })
  }
}
