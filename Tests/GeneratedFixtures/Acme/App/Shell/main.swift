// The acme shell (`make run`): the app's screens and RIB tree as text. `help` lists the commands,
// `acme --help` the options.

import AcmePreviews
import AcmeRoot
import AppShell
import ArgumentParser
import ShellKit

/// The `acme` command line: the shell engine's options, and `--feature NAME` for Acme's
/// features alone (`FeaturePreviews`, which `make rib` adds to).
struct AcmeCommandLine: ShellCommandLine {
  static let identity = ShellIdentity(
    commandName: "acme", abstract: "Explore Acme from the command line.", version: "0.1.0")
  static let configuration = identity.commandConfiguration

  @OptionGroup var shell: ShellOptions

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Explore one feature alone (\(FeaturePreviews.names.joined(separator: ", "))), its children stand-ins.",
      valueName: "NAME"))
  var feature: String?

  var appChoice: AppChoice { AppChoice(featureName: feature) }
}

ShellLauncher.main(
  AcmeCommandLine.self,
  makeApp: { configuration in
    AppExplorer(
      configuration: configuration,
      catalog: SingleAppCatalog(
        name: "acme",
        deepLinkHelp: "Known links: acme://NAME for each tab, its title in lower case (Tab lists them).",
        features: FeaturePreviews.names,
        makeFeature: { feature, _ in
          FeaturePreviews.host(named: feature).map { host in
            HostedApp(window: host.window, rootRouter: host.rootRouter, launch: { host.launch() }, keeping: host)
          }
        },
        makeApp: { withoutSync in
          let app = AcmeApp(withoutSync: withoutSync)
          return HostedApp(
            window: app.window, rootRouter: app.rootRouter, deepLinks: app.deepLinks, launch: { app.launch() },
            open: { app.open($0) }, keeping: app)
        }))
  })
