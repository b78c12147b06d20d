import NavigatableRIBs
import ScreenKit

/// Every sequence of user actions up to a depth, from an app's start, with every ``Guarantee`` checked after
/// every step: the question "can any sequence of user actions strand a RIB?" asked of a real app.
///
/// ```swift
/// let report = Exploration(depth: 3).run { HelloApp.launched() }
/// print(report.summary)
/// ```
///
/// In a test, ``expectGuaranteesKept(minimumStates:sourceLocation:start:)`` runs it and records each failing
/// sequence as an issue at the test's line.
///
/// Breadth first: the sequences of one action, then of two, and so on. A state is the RIB tree with each
/// RIB's screen placement and activity, the view controllers in the window (containers, stacks,
/// presentations) and what the visible screen shows; a state seen before is not expanded again. The app is
/// deterministic, so replaying a sequence on an app fresh from `start` reaches the same state, and a failing
/// sequence is reproduced by replaying its actions. The app that reaches a new state goes on with that
/// state's first action, since that is the next sequence to start with those actions. The others run on the
/// app the sequence before left, when it can be brought to their state: it is at a state along their path,
/// or gets there by undoing its last action (a push popped, a sheet swiped down, a tab switched back, a
/// swipe back cancelled) or by taking its topmost screen away, and then runs the rest of the path. The state
/// it arrives at must fingerprint as the path's, else (and when no such app is at hand) a fresh app replays
/// the path. The steps taken to bring an app back are not checked one by one, as replayed steps are not:
/// they move the leak detector's clock, and what they broke shows at the next check, so a sequence that
/// breaks a guarantee on an app brought back is run again on a fresh app that replays its path, and that
/// run decides. A sequence that breaks a guarantee is reported and not extended.
///
/// That reuse rests on what expanding each state a single time rests on: two states that fingerprint the
/// same are the same state, whatever the app holds that the fingerprint does not show (a model's value on a
/// screen not shown, an interactor's counter), so an app brought back to a state behaves as one that
/// replayed its path. An app is never reused while a flow told it closed is still alive (a second `flowClosed`
/// to it would break "flows told once" only because of the steps taken to bring the app back).
///
/// It uses the process's globals as the app does: `NavigationSync.shared` (reset between runs and at the
/// end) and `LeakDetector.instance` (one per run). What `start` may set, `NavigationSync.shared.isEnabled`
/// and `UIKitBehavior.profile`, and the leak detector are put back as the caller had them when it ends, so
/// an exploration that turned the sync off leaves it on for whatever runs next. Run it where nothing else
/// uses them at the same time (a test on the main actor, the shell between commands).
@MainActor
public struct Exploration {
  /// How many actions a sequence has at most.
  public var depth: Int
  /// What the explorer types into a focused field.
  public var typing: String
  /// How many failing sequences, shortest first, are explained (``Failure/explanations``): each is replayed
  /// once more on a fresh app to tell why. All of them unless set.
  public var explainedFailures = Int.max

  /// Creates an exploration.
  ///
  /// - Parameters:
  ///   - depth: How many actions a sequence has at most (0 checks the start state alone).
  ///   - typing: What is typed into a focused field.
  public init(depth: Int, typing: String = UserAction.sampleText) {
    self.depth = max(0, depth)
    self.typing = typing
  }

  /// A sequence that broke a guarantee.
  public struct Failure: Sendable, CustomStringConvertible {
    /// The actions, from the start; the last one broke the guarantee.
    public var actions: [UserAction]
    /// What broke, in ``Guarantee``'s order.
    public var broken: [BrokenGuarantee]
    /// Why, told of each RIB, flow or screen concerned, with the likely fix (from a replay of ``actions``).
    public var explanations: [Explanation] = []
    /// The warnings that replay raised, each once, in order: RIBs' diagnostics (`RIBs: …`) and the calls
    /// HeadlessUIKit refused (`UIKit: …`), the start's own left out.
    public var warnings: [String] = []

    /// `tap "Normal", back → nothing leaked: ... (at step 2)`.
    public var description: String {
      let steps = actions.map(\.description).joined(separator: ", ")
      let what = broken.map(\.description).joined(separator: "; ")
      return "\(steps) → \(what) (at step \(actions.count))"
    }

    /// ``description``, then each explanation's `why:` and `fix:` lines and each warning, indented: what a
    /// failing test says.
    public var explained: String {
      ([description] + explanations.map { "  " + $0.description.replacingOccurrences(of: "\n", with: "\n  ") }
        + warnings.map { "  warning: " + $0 })
        .joined(separator: "\n")
    }
  }

  /// How far an exploration has got.
  public struct Progress: Sendable, Equatable {
    /// Sequences run so far.
    public var sequences: Int
    /// Distinct states reached so far, the start included.
    public var states: Int
    /// The length of the sequences being run.
    public var depth: Int
  }

  /// What an exploration found.
  public struct Report: Sendable {
    /// Sequences run (each a state reached before, then one more action).
    public var sequences: Int
    /// Distinct states reached, the start included.
    public var states: Int
    /// The depth asked for.
    public var depth: Int
    /// The sequences that broke a guarantee, shortest first, in the order found.
    public var failures: [Failure]
    /// Whether the exploration was stopped before it finished (`shouldStop`).
    public var wasStopped: Bool
    /// Why no state but the start was reached, when none was (nothing to do on the start screen, or every
    /// action there leaves the app as it was or breaks a guarantee); `nil` when more states were reached.
    public var whyOneState: String?

    /// `explored 412 sequences (97 states) to depth 3: 0 broke a guarantee`.
    public var summary: String {
      let stopped = wasStopped ? " (stopped early)" : ""
      return "explored \(sequences) sequences (\(states) states) to depth \(depth)\(stopped): "
        + "\(failures.count) broke a guarantee"
    }
  }

  /// Explores from the state `start` builds.
  ///
  /// - Parameters:
  ///   - start: Builds the app and brings it to the state to explore from (launched, run loop idle); called
  ///     each time a fresh app is needed (at the start, and for a sequence no app at hand can be brought
  ///     to). It may set globals the app needs (`NavigationSync.shared.isEnabled`).
  ///   - progress: Told after each sequence.
  ///   - shouldStop: Asked after each sequence; `true` ends the exploration with what it found so far.
  /// - Returns: The report.
  public func run(
    start: () -> any ExplorableApp, progress: ((Progress) -> Void)? = nil, shouldStop: () -> Bool = { false }
  ) -> Report {
    let previousDetector = LeakDetector.instance
    let syncWasEnabled = NavigationSync.shared.isEnabled
    let previousProfile = UIKitBehavior.profile
    defer {
      NavigationSync.shared.reset()
      NavigationSync.shared.isEnabled = syncWasEnabled
      LeakDetector.instance = previousDetector
      UIKitBehavior.profile = previousProfile
    }
    var report = Report(sequences: 0, states: 1, depth: depth, failures: [], wasStopped: false, whyOneState: nil)
    var seen: Set<StateFingerprint.Key> = []
    let first = Run(start: start)
    let broken = first.watch.check(gestureInFlight: first.isGestureInFlight)
    if !broken.isEmpty { report.failures.append(Failure(actions: [], broken: broken)) }
    let firstKey = first.key
    seen.insert(firstKey)
    let startActions = UserAction.available(in: first.app.window, typing: typing)
    if report.failures.isEmpty, depth > 0 {
      explore(
        from: (first, firstKey), actions: startActions, seen: &seen, report: &report, start: start,
        progress: progress, shouldStop: shouldStop)
    } else {
      first.end()
    }
    for index in report.failures.indices.prefix(max(0, explainedFailures)) {
      (report.failures[index].explanations, report.failures[index].warnings) = explain(
        report.failures[index], start: start)
    }
    if report.states < 2, depth > 0, !report.failures.contains(where: \.actions.isEmpty), !report.wasStopped {
      report.whyOneState = Self.whyOneState(startActions: startActions, report: report)
    }
    return report
  }

  /// What the last step of a sequence gave: what it broke, and the state it reached.
  private struct Outcome {
    var broken: [BrokenGuarantee]
    var key: StateFingerprint.Key
  }

  /// What was learnt ahead about the state a sequence reached, on the app that ran it: the actions there,
  /// and what the first of them gives.
  private struct Lookahead {
    var actions: [UserAction]
    var first: Outcome?
  }

  /// A state to expand: the sequence that first reached it, and the key of each state along it (`keys[k]`
  /// the state after its first `k` actions, the last its own).
  private struct Expansion {
    var path: [UserAction]
    var keys: [StateFingerprint.Key]
  }

  /// How many screens ``reach(_:carried:start:)`` takes away, at most, to bring a carried app back to a
  /// state along a path.
  private static let maximumPops = 1

  /// An app kept after its sequence, at a state that kept every guarantee, and that state's key.
  private typealias Carried = (run: Run, key: StateFingerprint.Key)

  /// Breadth first from the start (`startRun`, the app at the start and its key, whose actions are
  /// `actions`), level by level, into `report`.
  ///
  /// The sequences are counted, checked and deduplicated in breadth-first order: level by level, each state's
  /// actions in their listed order. They run state by state in that order too, but a state's actions run in
  /// ``runningOrder(of:)``, which leaves the app fewer steps to take back. The exploration knows some outcomes
  /// ahead: the app that reaches a state not seen before goes on ahead while it is there
  /// (``lookahead(on:path:reached:seen:into:)``), listing the actions of that state and running the first,
  /// since that state's expansion starts with the same sequence, and the app is deterministic. Every other
  /// sequence runs on an app at the state it starts from: the app the previous sequence left, when that app
  /// is at a state along the way (``reach(_:carried:start:)``), else one built fresh that replays the
  /// sequence's prefix.
  private func explore(
    from startRun: Carried, actions startActions: [UserAction], seen: inout Set<StateFingerprint.Key>,
    report: inout Report, start: () -> any ExplorableApp, progress: ((Progress) -> Void)?, shouldStop: () -> Bool
  ) {
    var frontier = [Expansion(path: [], keys: [startRun.key])]
    var ahead: [[UserAction]: Lookahead] = [[]: Lookahead(actions: startActions, first: nil)]
    var carried: Carried? = startRun
    defer { carried?.run.end() }
    level: for length in 1...depth {
      var next: [Expansion] = []
      for expansion in frontier {
        let path = expansion.path
        let known = ahead.removeValue(forKey: path)
        var pending: Run?
        let listed: [UserAction]
        if let actions = known?.actions {
          listed = actions
        } else {
          let run = reach(expansion, carried: &carried, start: start)
          listed = run.availableActions(typing: typing)
          pending = run
        }
        var outcomes = [Outcome?](repeating: nil, count: listed.count)
        if let first = known?.first, !listed.isEmpty { outcomes[0] = first }
        let order = Self.runningOrder(of: listed).filter { outcomes[$0] == nil }
        if order.isEmpty, let run = pending.take() { carried = (run, expansion.keys[expansion.keys.count - 1]) }
        var reachedHere: Set<StateFingerprint.Key> = []
        for (position, index) in order.enumerated() {
          var run = pending.take() ?? reach(expansion, carried: &carried, start: start)
          let action = listed[index]
          var before = run.shape
          var broken = run.perform(action)
          if !broken.isEmpty, run.tookUncheckedSteps {
            // What broke may be a step taken to bring the app back: an app that replays the path decides.
            run.end()
            run = Run(start: start, replaying: path)
            before = run.shape
            broken = run.perform(action)
          }
          let outcome = Outcome(broken: broken, key: run.key)
          outcomes[index] = outcome
          let isLast = position + 1 == order.count
          if !outcome.broken.isEmpty || run.watch.holdsToldFlow {
            run.end()
          } else if length < depth, !seen.contains(outcome.key), !reachedHere.contains(outcome.key) {
            let reached = lookahead(on: run, path: path + [action], reached: outcome.key, seen: seen, into: &ahead)
            if let reached, !run.watch.holdsToldFlow { carried = (run, reached) } else { run.end() }
          } else if isLast || expansion.keys.contains(outcome.key) {
            carried = (run, outcome.key)
          } else {
            switch run.stepBack(after: action, from: before) {
            case .nothingToUndo: carried = (run, outcome.key)
            case .reached(let back): carried = (run, back)
            case .failed: run.end()
            }
          }
          reachedHere.insert(outcome.key)
        }
        for (index, action) in listed.enumerated() {
          guard let outcome = outcomes[index] else { continue }
          report.sequences += 1
          if !outcome.broken.isEmpty {
            report.failures.append(Failure(actions: path + [action], broken: outcome.broken))
          } else if seen.insert(outcome.key).inserted {
            report.states += 1
            next.append(Expansion(path: path + [action], keys: expansion.keys + [outcome.key]))
          }
          progress?(Progress(sequences: report.sequences, states: report.states, depth: length))
          if shouldStop() {
            report.wasStopped = true
            break level
          }
        }
      }
      ahead = ahead.filter { $0.key.count >= length }
      frontier = next
    }
  }

  /// The order the actions of one state run in (their outcomes are counted, checked and deduplicated in
  /// their listed order all the same): first those an app comes back from by one step (a push, a sheet, a
  /// tab, a swipe begun or cancelled), then those that take screens away (the back button's menu from its
  /// deepest entry, a swipe back, the back button, a sheet swiped down), which leave the app at a state along
  /// the path, then those no step undoes (a field focused, text typed). Every action but the last is followed
  /// by the steps that bring the app back to the state, so the last leaves it where the next state's
  /// sequences can start from.
  ///
  /// - Parameter actions: The actions of one state, as listed.
  /// - Returns: Their indices, in running order.
  static func runningOrder(of actions: [UserAction]) -> [Int] {
    func rank(_ action: UserAction) -> (group: Int, within: Int) {
      switch action {
      case .backMenu(let entry, _): (1, -entry)
      case .swipeBack, .back, .swipeDownSheet, .finishSwipeBack: (1, 1)
      case .focus, .type: (2, 0)
      default: (0, 0)
      }
    }
    return actions.indices.sorted { a, b in
      let (rankA, rankB) = (rank(actions[a]), rank(actions[b]))
      return rankA != rankB ? rankA < rankB : a < b
    }
  }

  /// An app at the state `expansion` reached: `carried` when that app is at a state along `expansion`'s path
  /// (after at most ``maximumPops`` screens taken away) and, brought along the rest of the path, reaches it;
  /// else a fresh app that replays the path (the carried one ended first: its RIBs' last events reach no new
  /// watch).
  private func reach(_ expansion: Expansion, carried: inout Carried?, start: () -> any ExplorableApp) -> Run {
    if let (run, reached) = carried {
      carried = nil
      var key: StateFingerprint.Key? = reached
      var pops = 0
      while let current = key, !expansion.keys.contains(current), pops < Self.maximumPops {
        key = run.pop()
        pops += 1
      }
      if let key, let along = expansion.keys.firstIndex(of: key),
        along == expansion.path.count || run.advance(along: expansion.path[along...], to: expansion.keys[along...])
      {
        return run
      }
      run.end()
    }
    return Run(start: start, replaying: expansion.path)
  }

  /// Goes on ahead with `run`, whose app just ran `path` and reached a state not seen so far: lists the
  /// actions there and runs the first, and, while that reaches a state not seen either, goes on from there,
  /// never past the depth.
  ///
  /// - Returns: The key of the state the app is left at (`reached` when it went no further), `nil` when the
  ///   last step it ran broke a guarantee.
  private func lookahead(
    on run: Run, path: [UserAction], reached: StateFingerprint.Key, seen: Set<StateFingerprint.Key>,
    into ahead: inout [[UserAction]: Lookahead]
  ) -> StateFingerprint.Key? {
    var path = path
    var reached = reached
    while path.count < depth {
      let actions = run.availableActions(typing: typing)
      guard let first = actions.first else {
        ahead[path] = Lookahead(actions: actions, first: nil)
        return reached
      }
      let broken = run.perform(first)
      // A step taken to bring the app back may be what broke: that sequence runs again in its turn.
      if !broken.isEmpty, run.tookUncheckedSteps { return nil }
      let outcome = Outcome(broken: broken, key: run.key)
      ahead[path] = Lookahead(actions: actions, first: outcome)
      guard outcome.broken.isEmpty else { return nil }
      reached = outcome.key
      guard path.count + 1 < depth, !seen.contains(outcome.key) else { return reached }
      path.append(first)
    }
    return reached
  }

  /// Replays `failure` on a fresh app with a ``StoryRecorder`` and explains what its last step broke; keeps
  /// the warnings its actions raise (each still reaches the handlers installed before).
  private func explain(
    _ failure: Failure, start: () -> any ExplorableApp
  ) -> (explanations: [Explanation], warnings: [String]) {
    NavigationSync.shared.reset()
    let recorder = StoryRecorder()
    let run = Run(start: start)
    run.watch.keepsFindings = true
    let warnings = WarningCollector()
    defer { warnings.stop() }
    var broken = failure.actions.isEmpty ? run.watch.check(gestureInFlight: run.isGestureInFlight) : []
    for action in failure.actions {
      recorder.stepWillRun(action)
      run.watch.stepWillRun()
      action.perform(in: run.app.window)
      broken = run.watch.check(gestureInFlight: run.isGestureInFlight)
    }
    // A replay that breaks what the exploration saw tells its own story; else the exploration's is told.
    let explanations = recorder.explanations(
      of: broken.isEmpty ? failure.broken : broken, findings: run.watch.lastFindings,
      syncIsEnabled: NavigationSync.shared.isEnabled)
    recorder.stop()
    warnings.stop()
    run.end()
    return (explanations, warnings.messages)
  }

  /// Why an exploration reached the start alone.
  private static func whyOneState(startActions: [UserAction], report: Report) -> String {
    guard !startActions.isEmpty else {
      return "nothing to do on the start screen: it describes no row, button or field (ScreenDescribing), and has "
        + "no back button, tab bar or sheet; is the app launched, its window key, its first screen describing itself?"
    }
    let listed = startActions.prefix(4).map(\.description).joined(separator: ", ")
    let more = startActions.count > 4 ? ", …" : ""
    let broke = report.failures.isEmpty ? "" : " or breaks a guarantee"
    return "each of the \(startActions.count) actions on the start screen (\(listed)\(more)) leaves the app as it "
      + "was\(broke)"
  }

  /// One app built fresh from `start`, its watch, and the actions replayed on it; the explorer may take it
  /// on from state to state (``stepBack(after:from:)``, ``pop()``, ``advance(along:to:)``).
  @MainActor
  private final class Run {
    let watch: GuaranteeWatch
    let app: any ExplorableApp

    init(start: () -> any ExplorableApp, replaying actions: [UserAction] = []) {
      NavigationSync.shared.reset()
      watch = GuaranteeWatch()
      app = start()
      HeadlessRunLoop.main.runUntilIdle()
      watch.watch(root: app.rootRouter)
      for action in actions {
        watch.stepWillRun()
        action.perform(in: app.window)
        watch.replayedStepDidFinish(gestureInFlight: isGestureInFlight)
      }
    }

    /// Whether the app took steps to be brought back (``stepBack(after:from:)``, ``pop()``,
    /// ``advance(along:to:)``) since its last check with no gesture in flight: what those steps broke (a flow
    /// told twice, a screen left alive, a leak detector's failure) shows at the next check, which then tells
    /// nothing certain of the step it follows.
    private(set) var tookUncheckedSteps = false

    var isGestureInFlight: Bool {
      VisibleScreen.navigationController(in: app.window)?.isUserSwipingBack ?? false
    }

    /// Runs `action` as a sequence's step and checks it.
    ///
    /// - Parameter action: The step.
    /// - Returns: What it broke (with what unchecked steps before it broke, when ``tookUncheckedSteps``).
    func perform(_ action: UserAction) -> [BrokenGuarantee] {
      watch.stepWillRun()
      let described = described
      self.described = nil
      action.perform(in: app.window, described: described)
      let gestureInFlight = isGestureInFlight
      let broken = watch.check(gestureInFlight: gestureInFlight)
      if broken.isEmpty, !gestureInFlight { tookUncheckedSteps = false }
      return broken
    }

    /// The key of the state the app is at; keeps the visible screen's description the fingerprint read, for
    /// the next action (``perform(_:)``) if no other step runs first.
    var key: StateFingerprint.Key {
      let (key, described) = StateFingerprint.key(of: app)
      self.described = described
      return key
    }

    /// The visible screen and its description, as the last ``key`` read them, while no step ran since.
    private var described: DescribedScreen?

    /// The actions available where the app is (``UserAction/available(in:typing:)``).
    func availableActions(typing text: String) -> [UserAction] {
      UserAction.available(in: app.window, typing: text, described: described)
    }

    /// What the step back from an action is chosen by: the visible navigation stack and its length, how
    /// many presentations cover the root, the selected tab.
    struct Shape {
      var navigation: ObjectIdentifier?
      var stackCount: Int
      var presentations: Int
      var selectedTab: Int?
    }

    var shape: Shape {
      let window = app.window
      guard let root = window.rootViewController else {
        return Shape(navigation: nil, stackCount: 0, presentations: 0, selectedTab: nil)
      }
      // The visible screen as ``VisibleScreen/find(in:)`` finds it, from the one presentation chain.
      let chain = VisibleScreen.presentationChain(from: root)
      let navigation = VisibleScreen.content(of: chain.last ?? root).navigationController
      return Shape(
        navigation: navigation.map(ObjectIdentifier.init), stackCount: navigation?.viewControllers.count ?? 0,
        presentations: chain.count, selectedTab: VisibleScreen.tabBarController(in: window)?.selectedIndex)
    }

    /// What ``stepBack(after:from:)`` did.
    enum StepBack {
      /// No step undoes the action: the app is where the action left it.
      case nothingToUndo
      /// The step reached the state keyed so.
      case reached(StateFingerprint.Key)
      /// UIKit refused the step, or it left a gesture in flight or a flow told it closed alive.
      case failed
    }

    /// Takes the topmost screen away, a step not checked (``tookUncheckedSteps``): cancels a swipe back in
    /// flight, else swipes the topmost sheet down, else taps the back button.
    ///
    /// - Returns: The key of the state reached, when the step ended with no gesture in flight and left no
    ///   flow told it closed alive; `nil` when there is nothing to take away or it did not.
    func pop() -> StateFingerprint.Key? {
      let step: UserAction
      if isGestureInFlight {
        step = .cancelSwipeBack
      } else if shape.presentations > 0 {
        step = .swipeDownSheet
      } else if let navigation = VisibleScreen.navigationController(in: app.window),
        navigation.viewControllers.count >= 2
      {
        step = .back
      } else {
        return nil
      }
      return take(step)
    }

    /// Does the one step that undoes `action`, which the app ran from a state of shape `before`: a swipe
    /// back begun is cancelled, a sheet it presented swiped down, a screen it pushed popped with the back
    /// button, the tab it left tapped again. The step is not checked (``tookUncheckedSteps``).
    func stepBack(after action: UserAction, from before: Shape) -> StepBack {
      let step: UserAction
      let after = shape
      if action == .beginSwipeBack, isGestureInFlight {
        step = .cancelSwipeBack
      } else if isGestureInFlight {
        return .nothingToUndo
      } else if after.presentations == before.presentations + 1 {
        step = .swipeDownSheet
      } else if after.presentations == before.presentations, after.navigation != nil,
        after.navigation == before.navigation, after.stackCount == before.stackCount + 1
      {
        step = .back
      } else if case .tab(let index, _) = action, let selected = before.selectedTab, selected != index,
        after.presentations == 0, let tabs = VisibleScreen.tabBarController(in: app.window)?.viewControllers,
        tabs.indices.contains(selected)
      {
        step = .tab(index: selected, title: UserAction.tabTitle(of: tabs[selected]))
      } else {
        return .nothingToUndo
      }
      return take(step).map(StepBack.reached) ?? .failed
    }

    private func take(_ step: UserAction) -> StateFingerprint.Key? {
      described = nil
      watch.stepWillRun()
      tookUncheckedSteps = true
      guard step.perform(in: app.window), !isGestureInFlight, !watch.holdsToldFlow else { return nil }
      watch.replayedStepDidFinish(gestureInFlight: false)
      return key
    }

    /// Runs `steps` (the rest of a sequence already explored, from the state the app is at, keyed `keys`'
    /// first) and tells whether they reached the state keyed `keys`' last with no flow told it closed alive.
    /// The steps move the leak detector's clock as replayed steps do; what they broke shows at the next check
    /// (``tookUncheckedSteps``).
    func advance(along steps: ArraySlice<UserAction>, to keys: ArraySlice<StateFingerprint.Key>) -> Bool {
      described = nil
      tookUncheckedSteps = true
      for step in steps {
        watch.stepWillRun()
        step.perform(in: app.window)
        watch.replayedStepDidFinish(gestureInFlight: isGestureInFlight)
      }
      return !watch.holdsToldFlow && key == keys.last
    }

    /// Ends a gesture left in flight (HeadlessUIKit runs one transition at a time in the whole process, so
    /// a gesture never ended would hold the next app's transitions) and stops watching.
    func end() {
      described = nil
      if let navigation = VisibleScreen.navigationController(in: app.window), navigation.isUserSwipingBack {
        navigation.userCancelSwipeBack()
      }
      HeadlessRunLoop.main.runUntilIdle()
      watch.stop()
    }
  }
}

/// The warnings raised while it listens, each once, in order: RIBs' diagnostics as `RIBs: …` and the calls
/// HeadlessUIKit refused as `UIKit: …`, the way the shell prints them. RIBs' handler in place before still
/// gets each diagnostic.
@MainActor
private final class WarningCollector {
  private(set) var messages: [String] = []
  private let previousHandler: @MainActor (RIBsDiagnostic) -> Void
  private var subscription: UIKitEventSubscription?
  private var isListening = true

  init() {
    let previous = RIBsDiagnostics.handler
    previousHandler = previous
    RIBsDiagnostics.handler = { [weak self] diagnostic in
      self?.keep("RIBs: " + diagnostic.message)
      previous(diagnostic)
    }
    subscription = UIKitEventLog.shared.subscribe { [weak self] event in
      if case .warning(let message) = event.kind { self?.keep("UIKit: " + message) }
    }
  }

  private func keep(_ message: String) {
    if !messages.contains(message) { messages.append(message) }
  }

  /// Stops listening and puts RIBs' handler back; a second call does nothing.
  func stop() {
    guard isListening else { return }
    isListening = false
    RIBsDiagnostics.handler = previousHandler
    subscription?.cancel()
    subscription = nil
  }
}
