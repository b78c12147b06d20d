import NavigatableRIBs
import ScreenKit

/// Every sequence of user actions up to a depth, from an app's start, with every ``Guarantee`` checked after
/// every step: the question "can any sequence of user actions strand a RIB?" asked of a real app.
///
/// ```swift
/// let report = Exploration(depth: 3).run { HelloApp.launched() }
/// #expect(report.failures.isEmpty, "\(report.failures.first?.description ?? "")")
/// ```
///
/// Breadth first: the sequences of one action, then of two, and so on. A state is the RIB tree with each
/// RIB's screen placement and activity, the view controllers in the window (containers, stacks,
/// presentations) and what the visible screen shows; a state seen before is not expanded again. Each
/// sequence runs on a fresh app from `start` (the app is deterministic, so replaying a sequence reaches the
/// same state), so a failing sequence is reproduced by replaying its actions. A sequence that breaks a
/// guarantee is reported and not extended.
///
/// It uses the process's globals as the app does: `NavigationSync.shared` (reset between runs and at the
/// end) and `LeakDetector.instance` (one per run, the caller's restored at the end). Run it where nothing
/// else uses them at the same time (a test on the main actor, the shell between commands).
@MainActor
public struct Exploration {
  /// How many actions a sequence has at most.
  public var depth: Int
  /// What the explorer types into a focused field.
  public var typing: String

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

    /// `tap "Normal", back → nothing leaked: ... (at step 2)`.
    public var description: String {
      let steps = actions.map(\.description).joined(separator: ", ")
      let what = broken.map(\.description).joined(separator: "; ")
      return "\(steps) → \(what) (at step \(actions.count))"
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
    /// Sequences run (each a fresh app brought to a known state, then one more action).
    public var sequences: Int
    /// Distinct states reached, the start included.
    public var states: Int
    /// The depth asked for.
    public var depth: Int
    /// The sequences that broke a guarantee, shortest first, in the order found.
    public var failures: [Failure]
    /// Whether the exploration was stopped before it finished (`shouldStop`).
    public var wasStopped: Bool

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
  ///     once per sequence. It may set globals the app needs (`NavigationSync.shared.isEnabled`).
  ///   - progress: Told after each sequence.
  ///   - shouldStop: Asked after each sequence; `true` ends the exploration with what it found so far.
  /// - Returns: The report.
  public func run(
    start: () -> any ExplorableApp, progress: ((Progress) -> Void)? = nil, shouldStop: () -> Bool = { false }
  ) -> Report {
    let previousDetector = LeakDetector.instance
    defer {
      NavigationSync.shared.reset()
      LeakDetector.instance = previousDetector
    }
    var report = Report(sequences: 0, states: 1, depth: depth, failures: [], wasStopped: false)
    var seen: Set<String> = []
    var frontier: [[UserAction]] = [[]]
    do {
      let first = Run(start: start)
      let broken = first.watch.check(gestureInFlight: first.isGestureInFlight)
      if !broken.isEmpty { report.failures.append(Failure(actions: [], broken: broken)) }
      seen.insert(first.fingerprint)
      first.end()
      if !broken.isEmpty { return report }
    }
    level: for length in 1...max(1, depth) where depth > 0 {
      var next: [[UserAction]] = []
      for path in frontier {
        var run: Run? = Run(start: start, replaying: path)
        let actions = run.map { UserAction.available(in: $0.app.window, typing: typing) } ?? []
        for (index, action) in actions.enumerated() {
          if index > 0 {
            // The previous app goes before the next is built: its RIBs' last events reach no new watch.
            run?.end()
            run = nil
            run = Run(start: start, replaying: path)
          }
          guard let current = run else { break }
          current.watch.stepWillRun()
          action.perform(in: current.app.window)
          report.sequences += 1
          let broken = current.watch.check(gestureInFlight: current.isGestureInFlight)
          if !broken.isEmpty {
            report.failures.append(Failure(actions: path + [action], broken: broken))
          } else if seen.insert(current.fingerprint).inserted {
            report.states += 1
            next.append(path + [action])
          }
          progress?(Progress(sequences: report.sequences, states: report.states, depth: length))
          if shouldStop() {
            current.end()
            report.wasStopped = true
            break level
          }
        }
        run?.end()
      }
      frontier = next
    }
    return report
  }

  /// One fresh app, its watch, and the actions replayed on it.
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
        _ = watch.check(gestureInFlight: isGestureInFlight)
      }
    }

    var isGestureInFlight: Bool {
      VisibleScreen.navigationController(in: app.window)?.isUserSwipingBack ?? false
    }

    var fingerprint: String { StateFingerprint.of(app) }

    /// Ends a gesture left in flight (HeadlessUIKit runs one transition at a time in the whole process, so
    /// a gesture never ended would hold the next app's transitions) and stops watching.
    func end() {
      if let navigation = VisibleScreen.navigationController(in: app.window), navigation.isUserSwipingBack {
        navigation.userCancelSwipeBack()
      }
      HeadlessRunLoop.main.runUntilIdle()
      watch.stop()
    }
  }
}
