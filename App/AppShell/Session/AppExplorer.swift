import NavigatableRIBs
import NavigatableRIBsTesting
import ShellKit

/// The app side of a shell on the engine: it builds the app its catalog names (in the sample shell, `AppRoot`,
/// or the tutorial's Hello app with `--app hello`; `--fixture` sets the data it starts with), launches it, and gives
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
  private(set) var setup: AppSetup
  /// The apps this shell explores: names, fixtures, how each is built.
  let catalog: any ShellAppCatalog
  /// Why the configuration could not be followed (an unknown `--app`, a bad `--fixture`), if so.
  public private(set) var launchProblem: String?
  /// The leak detector, its clock and the view controllers seen so far; replaced by `reset`.
  private(set) var leakWatch: LeakWatch
  /// Prints lifecycle events and the sync's decisions while `trace on`.
  let tracer = EventTracer()
  /// The short ids of RIBs and screens (`Detail#2`: the second Detail attached in the session).
  private(set) var identities = RIBIdentities()
  /// Set while the app launches (``launchApp()``).
  private var isLaunching = false
  /// Set while `reset` or `fixture` releases the old app (``rebuild(in:)``).
  private var isReleasingApp = false
  /// Each RIB's story, for `why`.
  private(set) var journal = RIBJournal()
  /// The screen a swipe back in flight is taking away (set by `swipe begin`), for `show` and `stack`.
  weak var swipedScreen: UIViewController?

  /// Where traces and warnings go (``connect(console:)``); `explore --save` points it at its recording for
  /// the commands it records.
  var console: Console?
  /// The RIBs warnings the explored apps raised, in order, each once (the first 100): `explore` sums them up
  /// in one line.
  var exploredWarnings: [String] = []
  private var pendingWarnings: [String] = []
  /// The screens popped or dismissed in the running command (``journalRemovedScreens()``).
  private var removedScreens: [RemovedScreen] = []
  private var uikitSubscription: UIKitEventSubscription?
  /// Every command line of the session and what it did (`undo` and `explore` rebuild from it).
  private(set) var sessionLog = SessionLog()
  /// The line running now and the effects it noted so far (``note(_:)``).
  private var running: SessionEntry?
  /// Set by a command that leaves no line in the session log (`undo`, `explore`).
  var leavesNoEntry = false
  /// The setup and the behaviour profile the session started with: where `undo` rebuilds from.
  private let initialSetup: AppSetup
  private let initialProfile = UIKitBehavior.profile
  /// The behaviour profile in effect when the app was last built: where `explore` starts from.
  private(set) var profileAtLastBuild = UIKitBehavior.profile
  /// Set while the session is rebuilt silently (``restoreSession(_:)``) or explored: nothing is printed,
  /// and what other apps do is not journaled.
  var isSilent = false
  /// Set while `explore` runs apps of its own: their events are no part of the session's story, and their
  /// RIBs warnings go to ``exploredWarnings``. The session stops observing RIB events and the sync's
  /// decisions while it is set (no event is built for it), and observes them again when it is cleared.
  var isExploring = false {
    didSet {
      if isExploring {
        ribObservation?.cancel()
        decisionObservation?.cancel()
      } else {
        observeRIBsAndSync()
      }
    }
  }
  /// Set while `explore` brings an app of its own to the session's state: the warnings that raises are the
  /// session's own, printed when the session raised them.
  var isReachingSessionState = false
  private var ribObservation: AnyCancellable?
  private var decisionObservation: AnyCancellable?

  /// Builds and launches the app `configuration` names in `catalog`. Cheap: a handful of objects and one
  /// run-loop drain.
  ///
  /// - Parameters:
  ///   - configuration: The command line's choices (`--without-sync`, `--app`, `--fixture`, `--feature`).
  ///   - catalog: The apps this shell explores.
  public init(configuration: ShellConfiguration, catalog: any ShellAppCatalog) {
    self.configuration = configuration
    self.catalog = catalog
    leakWatch = LeakWatch()
    leakWatch.install()
    UIKitEventLog.shared.printsWarnings = false
    let defaultSetup = AppSetup(.app(catalog.appNames.first ?? "app"))
    var setup = defaultSetup
    do throws(AppSetupError) {
      setup = try Self.setup(for: configuration, in: catalog)
    } catch {
      launchProblem = error.description
      setup = defaultSetup
    }
    self.setup = setup
    initialSetup = setup
    app = catalog.makeApp(in: setup, withoutSync: configuration.withoutSync)
    tracer.output = { [weak self] line in self?.emit(line) }
    connectTracer()
    RIBsDiagnostics.handler = { [weak self] diagnostic in self?.warn("RIBs: \(diagnostic.message)") }
    uikitSubscription = UIKitEventLog.shared.subscribe { [weak self] event in self?.observe(event) }
    observeRIBsAndSync()
    launchApp()
  }

  /// Observes every RIB event and every decision of the sync, for the session's story and trace.
  private func observeRIBsAndSync() {
    ribObservation = RIBEventLog.observe { [weak self] event in self?.observe(event) }
    decisionObservation = NavigationSync.shared.observeDecisions { [weak self] decision in self?.observe(decision) }
  }

  /// The setup the command line asks for: `--app`, each `--fixture`, `--feature`; the error is one line.
  private static func setup(
    for configuration: ShellConfiguration, in catalog: any ShellAppCatalog
  ) throws(AppSetupError) -> AppSetup {
    var setup = AppSetup(.app(catalog.appNames.first ?? "app"))
    if let name = configuration.appName {
      guard catalog.appNames.contains(name) else {
        throw AppSetupError(
          "unknown app '\(Console.singleLine(name))' (apps: \(catalog.appNames.joined(separator: ", ")))")
      }
      setup.subject = .app(name)
    }
    for fixture in configuration.fixtures { try catalog.apply(fixture: Console.singleLine(fixture), to: &setup) }
    if !catalog.hasFixtures(setup.appName ?? ""), !configuration.fixtures.isEmpty {
      let first = catalog.appNames.first { catalog.hasFixtures($0) }
      throw AppSetupError(
        first.map { "fixtures are for the \($0) app; the \(setup.appName ?? "?") app has none" }
          ?? "the \(setup.appName ?? "?") app has no fixtures")
    }
    if let name = configuration.featureName {
      let name = Console.singleLine(name)
      guard !catalog.featureNames.isEmpty else { throw AppSetupError("this shell shows no feature alone") }
      guard let feature = catalog.featureNames.first(where: { $0.lowercased() == name.lowercased() }) else {
        throw AppSetupError("unknown feature '\(name)' (features: \(catalog.featureNames.joined(separator: ", ")))")
      }
      guard configuration.appName == nil, configuration.fixtures.isEmpty else {
        throw AppSetupError("--feature shows one feature alone: it takes no --app or --fixture")
      }
      setup = AppSetup(.feature(feature))
    }
    return setup
  }

  /// Points the tracer at the current identities (replaced when the session is rebuilt).
  private func connectTracer() {
    tracer.renumbered = { [identities] text in identities.renumbered(text) }
    tracer.sighted = { [identities] event in identities.sighted(event) }
  }

  /// Launches the app. Its RIBs are numbered as they attach (`Root#1`, `Master#1`), and the RIBs the
  /// launch put in the tree without a RIB event (a root the app activates itself, as the Hello app's Home)
  /// then, nearest the root first: every id `tree` prints can be looked up at once. Their stories start
  /// `at launch`. The screens no RIB owns are not numbered (unless `trace` is on and prints it), so a team's
  /// extra tab changes no number.
  private func launchApp() {
    isLaunching = true
    app.launch()
    HeadlessRunLoop.main.runUntilIdle()
    if tracer.isOn { tracer.flush() } else { tracer.discard() }
    var queue: [any Routing] = [app.rootRouter]
    var index = 0
    while index < queue.count, index < 10_000 {
      let router = queue[index]
      let id = identities.id(of: router)
      if journal.history(of: id) == nil {
        let line =
          router.parentRouting.map { "rib: attached to \(identities.id(of: $0)) as the app launched" }
          ?? "rib: the app's root, started as the app launched"
        journal.record(line, about: router, id: id)
        journal.attached(router)
      }
      queue.append(contentsOf: router.children)
      index += 1
    }
    journalSettled()
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
    if let running, !leavesNoEntry {
      sessionLog.append(running)
      if !sessionLog.isComplete, running.effects.contains(where: \.isRebuild) { startLogAfresh() }
    }
    running = nil
    leavesNoEntry = false
    stepDidFinish()
  }

  /// The journal and the leak detector's clock after a command line (one step of the shell's time).
  private func stepDidFinish() {
    journalSettled()
    guard navigationSwipingBack == nil else { return }
    leakWatch.stepDidFinish()
  }

  /// What happens next is told, in `why`, as happening in the command line `text`.
  public func commandWillRun(_ text: String) {
    journal.commandWillRun(text)
    running = SessionEntry(text: text, effects: [])
  }

  /// Notes what the running command does to the session's state, before it does it: `undo` and `explore`
  /// do it again from the log.
  ///
  /// - Parameter effect: What the command does.
  func note(_ effect: SessionEffect) {
    running?.effects.append(effect)
  }

  /// Notes `action` and does it in the app's window (``UserAction/perform(in:)``), keeping the screen a
  /// swipe back takes away for `show`, `stack` and `leaks`.
  ///
  /// - Parameter action: A person's action.
  /// - Returns: Whether it was possible (`UserAction.perform(in:)`).
  @discardableResult
  func perform(_ action: UserAction) -> Bool {
    note(.action(action))
    return apply(action)
  }

  /// Does `action` without noting it.
  @discardableResult
  private func apply(_ action: UserAction) -> Bool {
    switch action {
    case .beginSwipeBack:
      let leaving = VisibleScreen.navigationController(in: app.window)?.topViewController
      let done = action.perform(in: app.window)
      if done { swipedScreen = leaving }
      return done
    case .swipeBack, .finishSwipeBack, .cancelSwipeBack:
      let done = action.perform(in: app.window)
      if done { swipedScreen = nil }
      return done
    default:
      return action.perform(in: app.window)
    }
  }

  /// Does `effect` again (a line of the session log), printing nothing.
  private func apply(_ effect: SessionEffect) {
    switch effect {
    case .action(let action): apply(action)
    case .open(let url): _ = app.open(url)
    case .rebuild(let newSetup): rebuild(in: newSetup)
    case .profile(let profile): UIKitBehavior.profile = profile
    case .trace(let on): tracer.set(on: on)
    case .leakCheck:
      settle()
      leakWatch.checkPendingExpectations()
    }
    settle()
  }

  // MARK: - Rebuilding the session

  /// Rebuilds the whole session from its start and does `entries` again, silently: the app, the RIBs' ids
  /// and stories, the profile, trace and the leak detector end as they were after those lines (the app is
  /// deterministic). What `undo` and `explore` end with.
  ///
  /// - Parameter log: The lines to do again, oldest first, and the lines that did nothing between them.
  func restoreSession(_ log: SessionLog) {
    let wasSilent = isSilent
    isSilent = true
    defer { isSilent = wasSilent }
    // The old app goes first, named by the old ids: its RIBs' last events number nothing anew.
    releaseAppForExploring()
    identities = RIBIdentities()
    journal = RIBJournal()
    connectTracer()
    tracer.set(on: false)
    tracer.discard()
    UIKitBehavior.profile = initialProfile
    rebuild(in: initialSetup)
    for entry in log.entries {
      journal.commandsRan(entry.linesBefore)
      journal.commandWillRun(entry.text)
      for effect in entry.effects { apply(effect) }
      settle()
      stepDidFinish()
    }
    journal.commandsRan(log.trailingLines)
    tracer.discard()
    sessionLog = log
  }

  /// Starts the session log afresh at a rebuild (`reset`, `fixture`) that came after it overflowed: the new
  /// log starts with the lines that bring a fresh session to this one's settings (`profile`, `trace on`,
  /// then `fixture` with the app's data or `reset`), which `undo` does not take back, and the session is
  /// rebuilt from them, so the RIBs' ids count from 1 again and `why` tells from there.
  private func startLogAfresh() {
    var entries: [SessionEntry] = []
    let profile = UIKitBehavior.profile
    if profile != initialProfile {
      entries.append(
        SessionEntry(
          text: "profile " + profile.name.lowercased().filter { $0 != " " }, effects: [.profile(profile)], isStart: true
        ))
    }
    if tracer.isOn { entries.append(SessionEntry(text: "trace on", effects: [.trace(true)], isStart: true)) }
    let fixtures = setup.fixtures.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    let rebuildText = setup == initialSetup || fixtures.isEmpty ? "reset" : "fixture " + fixtures.joined(separator: " ")
    entries.append(SessionEntry(text: rebuildText, effects: [.rebuild(setup)], isStart: true))
    restoreSession(SessionLog(entries))
  }

  /// Releases the app (a swipe in flight cancelled first) and forgets it in NavigationSync, so another app
  /// can be built and explored in this process; ``restoreSession(_:)`` builds the session's again. The
  /// session's leak watch and UIKit observation stop too (the rebuild starts new ones): the explored apps'
  /// events are none of the session's.
  func releaseAppForExploring() {
    if let navigation = navigationSwipingBack { navigation.userCancelSwipeBack() }
    swipedScreen = nil
    settle()
    isReleasingApp = true
    app = EmptyApp()
    settle()
    isReleasingApp = false
    NavigationSync.shared.reset()
    leakWatch.stopSeeing()
    uikitSubscription?.cancel()
    uikitSubscription = nil
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
      profileCommand, resetCommand, fixtureCommand, undoCommand, exploreCommand,
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
  /// in `setup` when given (the `fixture` command).
  func rebuild(in newSetup: AppSetup? = nil) {
    if let newSetup { setup = newSetup }
    profileAtLastBuild = UIKitBehavior.profile
    // A swipe in flight holds its transition open; the new app's transitions would queue behind it.
    if let navigation = navigationSwipingBack { navigation.userCancelSwipeBack() }
    swipedScreen = nil
    uikitSubscription?.cancel()
    uikitSubscription = nil
    settle()
    journal.rebuilding(leaving(from: app.rootRouter, including: true))
    // The old app's RIBs detach as it is released: their stories already end with the rebuild.
    isReleasingApp = true
    app = catalog.makeApp(in: setup, withoutSync: configuration.withoutSync)  // the old app is released here
    settle()
    isReleasingApp = false
    NavigationSync.shared.reset()
    leakWatch = LeakWatch()
    leakWatch.install()
    uikitSubscription = UIKitEventLog.shared.subscribe { [weak self] event in self?.observe(event) }
    launchApp()
  }

  // MARK: - Output outside a command's reply

  private func observe(_ event: UIKitEvent) {
    if !isLaunching, let viewController = event.viewController, let popped = event.kind.removalIsPop {
      // Each screen inside, now: a dismissed navigation controller may be freed before the command settles.
      removedScreens += viewController.leavingWithIt.map { RemovedScreen($0, popped: popped) }
    }
    if case .warning(let message) = event.kind { warn("UIKit: \(message)") }
    tracer.record(event)
  }

  private func observe(_ event: RIBEvent) {
    if event.kind == .attach || event.kind == .launch, let router = event.router, isInApp(router) {
      identities.attached(router)
    }
    // The launch prints nothing while trace is off, and numbers no screen, but it is journaled.
    let quiet = isLaunching && !tracer.isOn
    let isInStory = [.attach, .detach, .launch].contains(event.kind)
    let line = quiet && !isInStory ? "" : "rib: " + describe(event)
    if quiet { tracer.discard() } else { tracer.record(line) }
    guard isInStory, !isReleasingApp, let router = event.router else { return }
    let id = identities.id(of: router)
    journal.record(line, about: router, id: id)
    if event.kind == .attach || event.kind == .launch { journal.attached(router) }
    if event.kind == .detach {
      let parentID = event.parent.map(identities.id(of:)) ?? ScreenRenderer.oneLine(event.parentName ?? "?")
      let detached = RIBJournal.Leaving(
        id: id, name: router.ribName, type: ScreenNaming.typeName(of: router), reason: .detached(parentID: parentID))
      journal.detached([detached] + leaving(from: router, including: false, reason: .withAncestor(id)))
    }
  }

  /// The RIBs in the tree under `root` that have an id, nearest the root first (`root` itself when
  /// `including`), as leaving for `reason`.
  private func leaving(
    from root: any Routing, including: Bool, reason: RIBDepartures.Reason = .rebuilt
  ) -> [RIBJournal.Leaving] {
    var result: [RIBJournal.Leaving] = []
    var queue: [any Routing] = including ? [root] : root.children
    var index = 0
    while index < queue.count, index < 10_000 {
      let router = queue[index]
      if let id = identities.existingID(of: router) {
        result.append(
          RIBJournal.Leaving(id: id, name: router.ribName, type: ScreenNaming.typeName(of: router), reason: reason))
      }
      queue.append(contentsOf: router.children)
      index += 1
    }
    return result
  }

  private func observe(_ decision: NavigationSyncDecision) {
    let quiet = isLaunching && !tracer.isOn
    if quiet { tracer.discard() }
    let id = identities.id(forRouterID: decision.ribID, name: decision.ribName)
    let line = "sync: \(decision.kind.rawValue) \(id): \(decision.detail)"
    if !quiet { tracer.record(line) }
    if !isReleasingApp, let routerID = decision.ribID, let router = identities.router(withID: routerID) {
      journal.record(line, about: router, id: id)
      if [.detached, .takenOff, .flowClosed].contains(decision.kind) {
        journal.decided(decision.kind.rawValue, detail: decision.detail, about: id)
      }
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

  /// The command has settled: the screens' places of the RIBs attached go into their stories, and so do
  /// the screens taken away from RIBs that stay attached (nothing told them: NavigationSync is off).
  private func journalSettled() {
    let root = app.rootRouter
    journal.settled(
      id: identities.id(of:), isInTree: { $0.parentRouting != nil || $0 === root },
      placement: { NavigationSync.shared.placement(of: $0).description })
    journalRemovedScreens()
  }

  /// A screen popped (`didMove(toParent: nil)`) or dismissed in the command, weakly.
  struct RemovedScreen {
    weak var screen: UIViewController?
    let popped: Bool
    init(_ screen: UIViewController, popped: Bool) {
      self.screen = screen
      self.popped = popped
    }
  }

  /// Tells, in the story of each RIB still attached whose screen the command popped or dismissed, the
  /// user's action and that the RIB was not told (`why` under `--without-sync` shows the swipe).
  private func journalRemovedScreens() {
    let removed = removedScreens
    removedScreens = []
    guard !removed.isEmpty else { return }
    var owners: [ObjectIdentifier: any ViewableRouting] = [:]
    var queue: [any Routing] = [app.rootRouter]
    var index = 0
    while index < queue.count, index < 10_000 {
      if let viewable = queue[index] as? any ViewableRouting {
        owners[ObjectIdentifier(viewable.viewControllable.uiviewController)] = viewable
      }
      queue.append(contentsOf: queue[index].children)
      index += 1
    }
    var told: Set<ObjectIdentifier> = []
    for entry in removed {
      guard let screen = entry.screen, let router = owners[ObjectIdentifier(screen)], router.parentRouting != nil,
        !NavigationSync.shared.placement(of: router).isInHierarchy, told.insert(ObjectIdentifier(router)).inserted
      else { continue }
      let id = identities.id(of: router)
      let text = journal.commandText.count > 60 ? String(journal.commandText.prefix(60)) + "…" : journal.commandText
      let action = "'" + ScreenRenderer.oneLine(text) + "'"
      journal.record(
        entry.popped
          ? "uikit: \(action) took its screen out of its navigation stack (didMove(toParent: nil))"
          : "uikit: \(action) dismissed the presentation its screen was in",
        about: router, id: id)
      journal.record(
        NavigationSync.shared.isEnabled
          ? "not detached: nothing detached \(id); it stays attached with no screen (see 'leaks')"
          : "not told: NavigationSync is off; \(id) stays attached with no screen (see 'leaks')",
        about: router, id: id)
    }
  }

  private func warn(_ message: String) {
    if isExploring {
      if !isReachingSessionState, exploredWarnings.count < 100, !exploredWarnings.contains(message) {
        exploredWarnings.append(message)
      }
      return
    }
    guard !isSilent else { return }
    tracer.flush()
    if let console {
      console.warning(message)
    } else {
      pendingWarnings.append(message)
    }
  }

  private func emit(_ line: String) {
    guard !isSilent else { return }
    console?.line(line)
  }
}
