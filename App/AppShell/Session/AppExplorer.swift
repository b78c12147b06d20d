import NavigatableRIBs
import Root
import ShellKit

/// The app side of the `navigatable-ribs` shell: it builds the app (``AppRoot``, or the tutorial's Hello
/// app with `--app hello`; `--fixture` sets the data it starts with), launches it, and gives
/// the shell its commands — `show`, `tap`, `type`, `back`, `swipe`, `back-menu`, `tab`, `dismiss`, `open`,
/// `tree`, `stack`, `trace`, `leaks`, `profile`, `reset`.
///
/// Every command that touches the app runs the headless run loop until idle before it prints, so what it
/// prints is the state after all the callbacks UIKit would deliver (``settle()``). Misuse reported by the
/// libraries (`RIBsDiagnostics`, HeadlessUIKit's refused calls) is printed as `warning:` lines.
@MainActor
public final class AppExplorer: ShellApp {
  /// The command-line choices (`--without-sync`, colour, interactive).
  public let configuration: ShellConfiguration
  /// The app being explored; replaced by `reset` and `fixture`.
  private(set) var app: any ExploredApp
  /// Which app, and the data it starts with (`--app`, `--fixture`, the `fixture` command).
  private(set) var world: World
  /// Why the configuration could not be followed (an unknown `--app`, a bad `--fixture`), if so.
  public private(set) var launchProblem: String?
  /// The leak detector, its clock and the view controllers seen so far; replaced by `reset`.
  private(set) var leakWatch: LeakWatch
  /// Prints lifecycle events and the sync's decisions while `trace on`.
  let tracer = EventTracer()
  /// The short ids of RIBs and screens (`Detail#2`: the second Detail attached in the session).
  let identities = RIBIdentities()
  /// Set while the app launches (``launchApp()``).
  private var isLaunching = false
  /// Each RIB's story, for `why`.
  let journal = RIBJournal()
  /// The screen a swipe back in flight is taking away (set by `swipe begin`), for `show` and `stack`.
  weak var swipedScreen: UIViewController?

  private var console: Console?
  private var pendingWarnings: [String] = []
  private var uikitSubscription: UIKitEventSubscription?
  private var ribObservation: AnyCancellable?
  private var decisionObservation: AnyCancellable?

  /// Builds and launches the app. Cheap: a handful of objects and one run-loop drain.
  public init(configuration: ShellConfiguration) {
    self.configuration = configuration
    leakWatch = LeakWatch()
    leakWatch.install()
    UIKitEventLog.shared.printsWarnings = false
    var world = World()
    do throws(WorldError) {
      if let name = configuration.appName {
        guard World.apps.contains(name) else {
          throw WorldError("unknown app '\(Console.singleLine(name))' (apps: \(World.apps.joined(separator: ", ")))")
        }
        world.app = name
      }
      for fixture in configuration.fixtures { try world.apply(Console.singleLine(fixture)) }
      if world.app == "hello", !configuration.fixtures.isEmpty {
        throw WorldError("fixtures are for the sample app; the hello app has none")
      }
      if let name = configuration.featureName {
        try world.preview(Console.singleLine(name), alongside: configuration)
      }
    } catch {
      launchProblem = error.description
      world = World()
    }
    self.world = world
    app = world.makeApp(withoutSync: configuration.withoutSync)
    tracer.output = { [weak self] line in self?.emit(line) }
    tracer.renumbered = { [identities] text in identities.renumbered(text) }
    tracer.sighted = { [identities] event in identities.sighted(event) }
    RIBsDiagnostics.handler = { [weak self] diagnostic in self?.warn("RIBs: \(diagnostic.message)") }
    uikitSubscription = UIKitEventLog.shared.subscribe { [weak self] event in self?.observe(event) }
    ribObservation = RIBEventLog.observe { [weak self] event in self?.observe(event) }
    decisionObservation = NavigationSync.shared.observeDecisions { [weak self] decision in self?.observe(decision) }
    launchApp()
  }

  /// Launches the app. Its RIBs are numbered as they attach (`Root#1`, `Master#1`), but the launch is not
  /// journaled and the screens no RIB owns are not numbered (unless `trace` is on and prints it): `why`
  /// tells the stories of RIBs attached since, and a team's extra tab changes no number.
  private func launchApp() {
    isLaunching = true
    app.launch()
    HeadlessRunLoop.main.runUntilIdle()
    if tracer.isOn { tracer.flush() } else { tracer.discard() }
    isLaunching = false
  }

  /// The title of the visible screen.
  public var promptTitle: String {
    VisibleScreen.find(in: app.window).map(ScreenNaming.title(of:)) ?? ""
  }

  /// Runs the headless run loop until nothing is pending: every queued transition and callback is delivered.
  public func settle() {
    HeadlessRunLoop.main.runUntilIdle()
    tracer.flush()
  }

  /// A command finished: the leak detector's clock moves on (not while a swipe back is in flight), so
  /// pending checks run without typing `leaks` and memory stays flat in a long session.
  public func commandDidFinish() {
    journalSettled()
    guard navigationSwipingBack == nil else { return }
    leakWatch.commandDidFinish()
  }

  /// What happens next is told, in `why`, as happening in the command line `text`.
  public func commandWillRun(_ text: String) {
    journal.commandWillRun(text)
  }

  /// Keeps the console for traces and warnings; prints the warnings raised while the app launched.
  public func connect(console: Console) {
    self.console = console
    let pending = pendingWarnings
    pendingWarnings = []
    for warning in pending { console.warning(warning) }
  }

  /// Every command of the app.
  public var commands: [ShellCommand] {
    [
      showCommand, tapCommand, typeCommand, backCommand, swipeCommand, backMenuCommand, tabCommand,
      dismissCommand, openCommand, treeCommand, stackCommand, traceCommand, whyCommand, leaksCommand,
      profileCommand, resetCommand, fixtureCommand,
    ]
  }

  // MARK: - Rebuilding

  /// Ends a swipe back left in flight (`swipe begin` with no `finish` or `cancel`): HeadlessUIKit runs one
  /// transition at a time in the whole process, so a gesture never ended would hold every later app's
  /// transitions (other sessions in the same process: the in-process tests).
  isolated deinit {
    if let navigation = navigationSwipingBack { navigation.userCancelSwipeBack() }
    HeadlessRunLoop.main.runUntilIdle()
  }

  /// What an interactive session shows first: the first screen.
  public var startLines: [String] {
    guard let screen = VisibleScreen.find(in: app.window) else { return ["(the window shows no screen)"] }
    return ScreenRenderer.lines(for: screen)
  }

  /// Throws the app away and builds a new one from scratch (same flags, same profile, same trace setting),
  /// in `world` when given (the `fixture` command).
  func rebuild(in newWorld: World? = nil) {
    if let newWorld { world = newWorld }
    // A swipe in flight holds its transition open; the new app's transitions would queue behind it.
    if let navigation = navigationSwipingBack { navigation.userCancelSwipeBack() }
    swipedScreen = nil
    uikitSubscription?.cancel()
    uikitSubscription = nil
    settle()
    app = world.makeApp(withoutSync: configuration.withoutSync)  // the old app is released here
    settle()
    NavigationSync.shared.reset()
    journal.clear()
    leakWatch = LeakWatch()
    leakWatch.install()
    uikitSubscription = UIKitEventLog.shared.subscribe { [weak self] event in self?.observe(event) }
    launchApp()
  }

  // MARK: - Output outside a command's reply

  private func observe(_ event: UIKitEvent) {
    if let viewController = event.viewController { leakWatch.see(viewController) }
    if case .warning(let message) = event.kind { warn("UIKit: \(message)") }
    tracer.record(event)
  }

  private func observe(_ event: RIBEvent) {
    if event.kind == .attach || event.kind == .launch, let router = event.router, isInApp(router) {
      identities.attached(router)
    }
    if isLaunching && !tracer.isOn {
      tracer.discard()
      return
    }
    let line = "rib: " + describe(event)
    tracer.record(line)
    guard event.kind == .attach || event.kind == .detach, let router = event.router else { return }
    journal.record(line, about: router, id: identities.id(of: router))
    if event.kind == .attach { journal.attached(router) }
  }

  private func observe(_ decision: NavigationSyncDecision) {
    if isLaunching && !tracer.isOn {
      tracer.discard()
      return
    }
    let id = identities.id(forRouterID: decision.ribID, name: decision.ribName)
    let line = "sync: \(decision.kind.rawValue) \(id): \(decision.detail)"
    tracer.record(line)
    if let routerID = decision.ribID, let router = identities.router(withID: routerID) {
      journal.record(line, about: router, id: id)
    }
  }

  /// Whether `router` belongs to the app explored (the RIB event log is the whole process's).
  private func isInApp(_ router: any Routing) -> Bool {
    var top = router
    var depth = 0
    while let parent = top.parentRouting, depth < 10_000 {
      top = parent
      depth += 1
    }
    return top === app.rootRouter
  }

  /// `attach Master#1 > Detail#2`, `didBecomeActive Detail#2`: the RIB event with ids.
  private func describe(_ event: RIBEvent) -> String {
    let name = identities.id(of: event.router, name: event.name)
    guard let parentName = event.parentName else { return "\(event.kind.rawValue) \(name)" }
    return "\(event.kind.rawValue) \(identities.id(of: event.parent, name: parentName)) > \(name)"
  }

  /// The commands' attached RIBs have settled: their screens' places go into their stories.
  private func journalSettled() {
    journal.settled(
      id: identities.id(of:), placement: { NavigationSync.shared.placement(of: $0).description })
  }

  private func warn(_ message: String) {
    tracer.flush()
    if let console {
      console.warning(message)
    } else {
      pendingWarnings.append(message)
    }
  }

  private func emit(_ line: String) {
    console?.line(line)
  }
}
