import NavigatableRIBs
import ScreenKit

/// One feature running alone, as isowords' preview apps show one screen: a window whose navigation
/// controller's root is a host screen, "Preview: NAME", with the feature shown above it.
///
/// `build` makes the feature each time the host shows it. It is handed what the feature's listener calls
/// when the feature says it is done (`close`: the host takes the feature away) and the host's screen (`base`,
/// which a viewless flow presents from). A feature with a screen is pushed above the host's; a viewless flow
/// is attached, and presents from the host's screen. When the feature is gone (its listener closed it, the
/// user went back or swiped it down), the host's row "Show NAME" shows it again, built anew.
///
/// `navigatable-ribs --feature NAME` runs one, and a feature's exploration test explores one, its children
/// stand-ins from their test support:
///
/// ```swift
/// Exploration(depth: 3).expectGuaranteesKept {
///   FeatureHost.launched(name: "Master") { _, _ in
///     let listener = MockMasterListener()
///     return .screen(MasterBuilder(dependency: MasterTestDependency()).build(withListener: listener).router,
///       listener: listener)
///   }
/// }
/// ```
@MainActor
public final class FeatureHost: ExplorableApp {
  /// Makes the feature: from what its listener calls when it is done (`close`) and the host's screen (`base`).
  public typealias Build =
    @MainActor (_ close: @escaping @MainActor () -> Void, _ base: any ViewControllable) -> HostedFeature

  /// The window the host and the feature are shown in.
  public let window = UIWindow()
  /// The feature's name: the host's title is "Preview: NAME", its row "Show NAME".
  public let name: String
  /// What the host says the feature is shown with (its children mocked or real); empty says nothing.
  public let summary: String
  /// The host RIB, the root of the RIB tree; the feature is its child while it is shown.
  public var rootRouter: any Routing { host }
  /// The feature shown now, if it is.
  public var feature: (any Routing)? { shown }
  private let host: PreviewHostRouter
  private let navigationController: UINavigationController
  private let build: Build
  private weak var shown: (any Routing)?
  /// The listener of the feature built last: a RIB holds its listener weakly, so the host keeps it.
  private var listener: AnyObject?

  /// Builds a host for the feature `build` makes, without showing anything (``launch()`` does).
  ///
  /// - Parameters:
  ///   - name: The feature's name, shown in the host's title and row.
  ///   - summary: What the feature is shown with, on the host's screen ("NAME alone: SUMMARY.").
  ///   - build: Makes the feature each time the host shows it (``Build``).
  public init(name: String, summary: String = "", build: @escaping Build) {
    self.name = name
    self.summary = summary
    self.build = build
    let screen = PreviewHostViewController(featureName: name, summary: summary)
    host = PreviewHostRouter(interactor: Interactor(), viewController: screen)
    navigationController = UINavigationController(rootViewController: screen)
    screen.onShow = { [weak self] in self?.showFeature() }
  }

  /// A host built and launched: what an exploration's `start` returns.
  ///
  /// - Parameters:
  ///   - name: The feature's name, shown in the host's title and row.
  ///   - summary: What the feature is shown with, on the host's screen.
  ///   - build: Makes the feature each time the host shows it (``Build``).
  /// - Returns: The host, its feature shown and the run loop idle.
  public static func launched(name: String, summary: String = "", build: @escaping Build) -> FeatureHost {
    let host = FeatureHost(name: name, summary: summary, build: build)
    host.launch()
    return host
  }

  /// Shows the host's screen, then the feature above it. A second call does nothing.
  public func launch() {
    guard window.rootViewController == nil else { return }
    window.rootViewController = navigationController
    window.makeKeyAndVisible()
    host.interactable.activate()
    host.load()
    settle()  // the host's screen is in the window before the feature is shown from it
    showFeature()
    settle()
  }

  /// Shows the feature unless it is already shown: pushes a screen, attaches a flow.
  public func showFeature() {
    guard shown == nil else { return }
    let made = build({ [weak self] in self?.closeFeature() }, host.viewControllable)
    listener = made.listener
    switch made.rib {
    case .screen(let router):
      if host.pushChild(router) { shown = router }
    case .flow(let router):
      shown = router  // before attaching: a flow may close at once
      host.attachChild(router)
    }
  }

  /// Takes the feature away (NavigationSync removes its screens); the host's row shows it again.
  public func closeFeature() {
    guard let shown else { return }
    host.detachChild(shown)
  }

  /// Runs the run loop until every transition has completed (HeadlessUIKit only).
  public func settle() {
    #if !canImport(UIKit)
    HeadlessRunLoop.main.runUntilIdle()
    #endif
  }
}

/// What a ``FeatureHost`` shows: a RIB with a screen, which it pushes above its own, or a viewless flow, which
/// it attaches (the flow presents from the host's screen); and the feature's listener, which the host keeps
/// while the feature is its latest.
@MainActor
public struct HostedFeature {
  /// The RIB and how it is shown.
  enum RIB {
    /// A RIB with a screen: pushed.
    case screen(any ViewableRouting)
    /// A viewless flow: attached.
    case flow(any Routing)
  }

  /// The RIB and how it is shown.
  let rib: RIB
  /// The feature's listener, kept by the host (a RIB holds its listener weakly); nil when someone else keeps
  /// it.
  public var listener: AnyObject?

  /// A RIB with a screen, which the host pushes above its own.
  ///
  /// - Parameters:
  ///   - router: The feature's router, built and not attached.
  ///   - listener: The feature's listener, for the host to keep; nil when someone else keeps it.
  /// - Returns: The feature to show.
  public static func screen(_ router: any ViewableRouting, listener: AnyObject? = nil) -> HostedFeature {
    HostedFeature(rib: .screen(router), listener: listener)
  }

  /// A viewless flow, which the host attaches; it presents its screens from the host's screen (the `base`
  /// ``FeatureHost/Build`` is handed).
  ///
  /// - Parameters:
  ///   - router: The flow's router, built and not attached.
  ///   - listener: The flow's listener, for the host to keep; nil when someone else keeps it.
  /// - Returns: The feature to show.
  public static func flow(_ router: any Routing, listener: AnyObject? = nil) -> HostedFeature {
    HostedFeature(rib: .flow(router), listener: listener)
  }
}

/// The host's screen: "Preview: NAME", a line saying what the feature is shown with, and a row that shows the
/// feature again once it is gone.
final class PreviewHostViewController: UIViewController, ViewControllable, ScreenDescribing {
  /// Called when "Show NAME" is tapped.
  var onShow: (@MainActor () -> Void)?
  private let featureName: String
  private let summary: String

  init(featureName: String, summary: String) {
    self.featureName = featureName
    self.summary = summary
    super.init(nibName: nil, bundle: nil)
    title = "Preview: \(featureName)"
  }

  required init?(coder: NSCoder) { nil }

  var screenDescription: ScreenDescription {
    let line = summary.isEmpty ? "\(featureName) alone." : "\(featureName) alone: \(summary)."
    return ScreenDescription(title: title ?? "Preview", lines: [line]) {
      ScreenItem(.row, "Show \(featureName)") { [weak self] in self?.onShow?() }
    }
  }
}

/// The host RIB: the feature's parent (`PreviewHost` in the shell's tree).
final class PreviewHostRouter: ViewableRouter<Interactor, PreviewHostViewController> {}
