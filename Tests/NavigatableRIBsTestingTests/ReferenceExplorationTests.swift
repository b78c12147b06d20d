import Foundation
import NavigatableRIBs
import NavigatableRIBsTesting
import Root
import Testing
import TutorialHello

/// ``Exploration`` finds exactly what the plainest breadth-first explorer finds: every sequence on a fresh
/// app that replays its whole prefix, every step checked, states told apart by their fingerprint's text.
/// The explorer's shortcuts (the app that reaches a new state going on ahead, replayed steps not checked
/// again, fingerprints hashed) must change no count and no failure. `EXPLORER_REFERENCE_DEPTH=N` compares
/// the sample app to depth N (3 by default).
@MainActor
@Suite(.serialized, .restoresExplorationGlobals)
struct ReferenceExplorationTests {
  /// The depth the sample app is compared to.
  static let depth = ProcessInfo.processInfo.environment["EXPLORER_REFERENCE_DEPTH"].flatMap(Int.init) ?? 3

  /// What an exploration found, comparable.
  struct Found: Equatable, CustomStringConvertible {
    var sequences: Int
    var states: Int
    var failures: [String]
    var description: String { "\(sequences) sequences, \(states) states, \(failures.count) failures" }
  }

  /// The plain explorer: breadth first, each sequence on a fresh app replaying its prefix with every step
  /// checked, states compared by `StateFingerprint.of`'s text.
  static func reference(depth: Int, start: () -> any ExplorableApp) -> Found {
    let previousDetector = LeakDetector.instance
    defer {
      NavigationSync.shared.reset()
      LeakDetector.instance = previousDetector
    }
    func launch(replaying path: [UserAction]) -> (GuaranteeWatch, any ExplorableApp) {
      NavigationSync.shared.reset()
      let watch = GuaranteeWatch()
      let app = start()
      HeadlessRunLoop.main.runUntilIdle()
      watch.watch(root: app.rootRouter)
      for action in path {
        watch.stepWillRun()
        action.perform(in: app.window)
        _ = watch.check(gestureInFlight: swiping(app))
      }
      return (watch, app)
    }
    func swiping(_ app: any ExplorableApp) -> Bool {
      VisibleScreen.navigationController(in: app.window)?.isUserSwipingBack ?? false
    }
    func end(_ watch: GuaranteeWatch, _ app: any ExplorableApp) {
      if let navigation = VisibleScreen.navigationController(in: app.window), navigation.isUserSwipingBack {
        navigation.userCancelSwipeBack()
      }
      HeadlessRunLoop.main.runUntilIdle()
      watch.stop()
    }
    var found = Found(sequences: 0, states: 1, failures: [])
    var seen: Set<String> = []
    do {
      let (watch, app) = launch(replaying: [])
      let broken = watch.check(gestureInFlight: swiping(app))
      seen.insert(StateFingerprint.of(app))
      end(watch, app)
      if !broken.isEmpty { return Found(sequences: 0, states: 1, failures: ["start: \(broken)"]) }
    }
    var frontier: [[UserAction]] = [[]]
    for _ in 0..<depth {
      var next: [[UserAction]] = []
      for path in frontier {
        var actions: [UserAction]?
        var index = 0
        while actions.map({ index < $0.count }) ?? true {
          let (watch, app) = launch(replaying: path)
          let listed = actions ?? UserAction.available(in: app.window)
          actions = listed
          guard index < listed.count else {
            end(watch, app)
            break
          }
          watch.stepWillRun()
          listed[index].perform(in: app.window)
          found.sequences += 1
          let broken = watch.check(gestureInFlight: swiping(app))
          if !broken.isEmpty {
            let steps = (path + [listed[index]]).map(\.description).joined(separator: ", ")
            let what = broken.map(\.description).joined(separator: "; ")
            found.failures.append("\(steps) → \(what) (at step \(path.count + 1))")
          } else if seen.insert(StateFingerprint.of(app)).inserted {
            found.states += 1
            next.append(path + [listed[index]])
          }
          end(watch, app)
          index += 1
        }
      }
      frontier = next
    }
    return found
  }

  /// What ``Exploration`` finds, comparable.
  static func explored(depth: Int, start: () -> any ExplorableApp) -> Found {
    let report = Exploration(depth: depth).run(start: start)
    return Found(sequences: report.sequences, states: report.states, failures: report.failures.map(\.description))
  }

  static func sampleApp(withoutSync: Bool) -> any ExplorableApp {
    let app = AppRoot(withoutSync: withoutSync)
    app.launch()
    return LaunchedApp(window: app.window, rootRouter: app.rootRouter, keptAlive: [app])
  }

  @Test(arguments: [false, true])
  func theSampleAppFindsWhatThePlainExplorerFinds(withoutSync: Bool) {
    let reference = Self.reference(depth: Self.depth) { Self.sampleApp(withoutSync: withoutSync) }
    let explored = Self.explored(depth: Self.depth) { Self.sampleApp(withoutSync: withoutSync) }
    #expect(explored == reference, "explored \(explored), the plain explorer \(reference)")
    #expect(reference.states > 20)
    #expect(withoutSync == !reference.failures.isEmpty)
  }

  @Test func theHelloAppAndAFeatureAloneFindWhatThePlainExplorerFinds() {
    let hello: () -> any ExplorableApp = {
      let app = HelloApp(userName: "Ada")
      app.launch()
      return LaunchedApp(window: app.window, rootRouter: app.homeRouter, keptAlive: [app])
    }
    #expect(Self.explored(depth: 4, start: hello) == Self.reference(depth: 4, start: hello))
    let shelf = BrokenAppExplorationTests.shelfApp
    let reference = Self.reference(depth: 3, start: shelf)
    #expect(Self.explored(depth: 3, start: shelf) == reference)
    #expect(!reference.failures.isEmpty)
  }
}
