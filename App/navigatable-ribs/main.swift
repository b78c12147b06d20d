// The `navigatable-ribs` shell: ShellKit's REPL over the engine's commands (AppShell), exploring the sample
// catalog (SampleShell) with the sample's command line: a team's shell is the same over its own.
import AppShell
import SampleShell
import ShellKit

ShellLauncher.main(SampleCommandLine.self, makeApp: { AppExplorer(configuration: $0, catalog: SampleCatalog()) })
