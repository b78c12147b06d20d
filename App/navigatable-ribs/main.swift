// The `navigatable-ribs` shell: ShellKit's REPL over the app's commands (AppShell).
import AppShell
import ShellKit

ShellLauncher.main(makeApp: { AppExplorer(configuration: $0) })
