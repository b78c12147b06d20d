// The `navigatable-ribs` shell: ShellKit's REPL over the engine's commands (AppShell), exploring the sample
// catalog (SampleShell): a team's shell is the same three lines over its own catalog.
import AppShell
import SampleShell
import ShellKit

ShellLauncher.main(makeApp: { AppExplorer(configuration: $0, catalog: SampleCatalog()) })
