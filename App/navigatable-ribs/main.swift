// The `navigatable-ribs` shell. Everything lives in ShellKit; the app is a placeholder until the
// feature RIBs exist.
import ShellKit

ShellLauncher.main(makeApp: { PlaceholderApp(configuration: $0) })
