import ShellKit

extension AppExplorer {
  /// `trace [on|off]`: print lifecycle events as they happen.
  var traceCommand: ShellCommand {
    ShellCommand(
      name: "trace", summary: "Print UIKit and RIB events and the sync's decisions as they happen (on/off).",
      usage: "[on|off]", arguments: 0...1,
      help: """
        trace on    every UIKit callback ('  uikit: viewDidAppear(Detail 2 #2) animated'), RIB event
                    ('  rib: attach Detail#1 > Detail#2') and NavigationSync decision ('  sync: detached
                    Detail#2: its screen left its container ...') is printed as it happens, in order,
                    before the command's own output. 'why NAME' tells one RIB's story afterwards.
        trace off   stops. Without an argument, prints whether tracing is on. 'reset' keeps the setting.
        """,
      complete: { _ in ["on", "off"] },
      run: { [unowned self] context in
        switch context.arguments.first?.lowercased() {
        case nil: break
        case "on":
          note(.trace(true))
          tracer.set(on: true)
        case "off":
          note(.trace(false))
          tracer.set(on: false)
        case let other?: throw CommandError.usage("expected on or off, not '\(ScreenRenderer.oneLine(other))'")
        }
        context.console.line("trace: \(tracer.isOn ? "on" : "off")")
      })
  }
}
