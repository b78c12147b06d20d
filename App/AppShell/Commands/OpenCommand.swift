import ShellKit

extension AppExplorer {
  /// `open URL`: follow a deep link.
  var openCommand: ShellCommand {
    ShellCommand(
      name: "open", summary: "Follow a deep link (Tab completes the known ones).",
      usage: "URL", arguments: 1...1,
      help: "Opens URL as the app's deep-link handler would and prints where it leads.\n"
        + catalog.deepLinkHelp,
      complete: { [unowned self] _ in app.deepLinks },
      run: { [unowned self] context in
        if let feature = setup.featureName {
          throw CommandError.failed(
            "deep links need the full app: --feature \(feature) shows \(feature) alone (run without --feature)")
        }
        try requireNoSwipeInFlight()
        let url = context.arguments[0]
        guard app.open(url) else {
          let shown = ScreenRenderer.oneLine(url.count > 80 ? String(url.prefix(80)) + "…" : url)
          let known =
            app.deepLinks.isEmpty
            ? "this app follows no deep link" : "try: " + app.deepLinks.joined(separator: ", ")
          throw CommandError.failed("unknown deep link '\(shown)' (\(known))")
        }
        // Noted once followed: a link the app does not know changed nothing, and is not kept for `undo`.
        note(.open(url))
        settleAndShow(on: context.console)
      })
  }
}
