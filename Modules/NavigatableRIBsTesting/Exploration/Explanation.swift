import NavigatableRIBs

/// Why a sequence broke a guarantee, told of one RIB, flow or screen, and the likely fix in this API.
///
/// The story is the one the shell's `why` tells, cut to the failing sequence: who attached the RIB and
/// when, which user action took its screen, which signal NavigationSync heard about it or why it heard
/// none, and what is left. The fix names the call that keeps the tree and the containers in sync:
/// `pushChild` instead of `attachChild` + `pushViewController`, `detachChild` instead of a pop by hand, a
/// flow's listener told in `navigationFlowDidClose()`.
public struct Explanation: Hashable, Sendable, CustomStringConvertible {
  /// The guarantee broken.
  public var guarantee: Guarantee
  /// What it is about: a RIB's name (`Detail`), a flow's (`flow Topup`) or a view controller's type.
  public var subject: String
  /// What happened to it, in order, one clause each.
  public var why: [String]
  /// The likely fix.
  public var fix: String

  /// Creates an explanation.
  ///
  /// - Parameters:
  ///   - guarantee: The guarantee broken.
  ///   - subject: What it is about.
  ///   - why: What happened to it, in order.
  ///   - fix: The likely fix.
  public init(guarantee: Guarantee, subject: String, why: [String], fix: String) {
    self.guarantee = guarantee
    self.subject = subject
    self.why = why
    self.fix = fix
  }

  /// `why: Detail was attached to Master at step 1 (tap "Normal") …` and `fix: …`, two lines.
  public var description: String {
    "why: " + why.joined(separator: "; ") + "\nfix: " + fix
  }
}

/// Records, during one replay of a failing sequence, what the explanations tell: attaches and detaches,
/// NavigationSync's decisions, and the screens each step popped or dismissed.
@MainActor
final class StoryRecorder {
  /// What happened to one router.
  struct Story {
    var attachStep: Int?
    var parentName: String?
    var detachStep: Int?
    var decisions: [(step: Int, line: String)] = []
    var screen: ObjectIdentifier?
  }

  private(set) var step = 0
  private(set) var actions: [UserAction] = []
  private var stories: [ObjectIdentifier: Story] = [:]
  /// The latest step that took each screen out of its container, and whether it was popped.
  private var removals: [ObjectIdentifier: (step: Int, popped: Bool)] = [:]
  private var ribObservation: AnyCancellable?
  private var decisionObservation: AnyCancellable?
  private var uikitSubscription: UIKitEventSubscription?

  /// Starts recording (before the app is built: the RIBs attached as it starts are step 0).
  init() {
    ribObservation = RIBEventLog.observe(kinds: [.attach, .detach, .launch]) { [weak self] event in
      guard let self, let router = event.router else { return }
      let id = ObjectIdentifier(router)
      var story = stories[id] ?? Story()
      if event.kind == .detach {
        story.detachStep = step
      } else {
        story = Story(attachStep: step, parentName: event.parentName)
        if let viewable = router as? any ViewableRouting {
          story.screen = ObjectIdentifier(viewable.viewControllable.uiviewController)
        }
      }
      stories[id] = story
    }
    decisionObservation = NavigationSync.shared.observeDecisions { [weak self] decision in
      guard let self, let id = decision.ribID else { return }
      stories[id, default: Story()].decisions.append((step, "\(decision.kind.rawValue) (\(decision.detail))"))
    }
    uikitSubscription = UIKitEventLog.shared.subscribe(where: Self.isRemoval) { [weak self] event in
      guard let self, let viewController = event.viewController, let popped = event.kind.removalIsPop else { return }
      for screen in viewController.leavingWithIt { removals[ObjectIdentifier(screen)] = (step, popped) }
    }
  }

  private static func isRemoval(_ kind: UIKitEvent.Kind) -> Bool { kind.removalIsPop != nil }

  /// A user action is about to run.
  func stepWillRun(_ action: UserAction) {
    step += 1
    actions.append(action)
  }

  /// Stops recording.
  func stop() {
    ribObservation?.cancel()
    decisionObservation?.cancel()
    uikitSubscription?.cancel()
  }

  /// `at step 2 (back)`, or `at the start`.
  func when(_ step: Int) -> String { "at " + self.step(step) }

  /// The step as the subject of what it did: "step 2 (back)", or "the start".
  func step(_ step: Int) -> String {
    step == 0 || step > actions.count ? "the start" : "step \(step) (\(actions[step - 1]))"
  }

  /// The explanations of what broke in the last step, given the findings of the app now.
  func explanations(
    of broken: [BrokenGuarantee], findings: LeakFindings?, syncIsEnabled: Bool
  ) -> [Explanation] {
    var result: [Explanation] = []
    for guarantee in broken {
      switch guarantee.guarantee {
      case .screensInContainers:
        for router in findings?.screenlessRIBs ?? [] {
          result.append(screenless(router, syncIsEnabled: syncIsEnabled))
        }
      case .nothingLeaked:
        for flow in findings?.strandedFlows ?? [] { result.append(stranded(flow, syncIsEnabled: syncIsEnabled)) }
        for viewController in findings?.lingeringViewControllers ?? [] { result.append(lingering(viewController)) }
      case .leakDetectorClean:
        result.append(
          Explanation(
            guarantee: .leakDetectorClean, subject: "LeakDetector",
            why: [
              "after the last step, RIBs' LeakDetector found a detached RIB's object still alive: \(guarantee.detail)"
            ],
            fix:
              "let the detached RIB go: hold children weakly in their parent (`weak var`), capture `self` weakly in "
              + "closures, and bind subscriptions to the interactor's active scope (`task {}`) so they end when it is "
              + "detached"))
      case .trackedScreensHaveRIBs:
        result.append(
          Explanation(
            guarantee: .trackedScreensHaveRIBs, subject: "NavigationSync",
            why: ["the sync still tracks a screen whose RIB is gone or detached: \(guarantee.detail)"],
            fix:
              "detach RIBs with `detachChild(_:)` from their parent, never by replacing or dropping a router's children "
              + "another way: the sync forgets a screen when it sees its RIB detached"))
      case .flowsToldOnce, .flowsInnermostFirst:
        result.append(
          Explanation(
            guarantee: guarantee.guarantee, subject: "NavigationSync",
            why: ["\(guarantee.detail), \(when(step))"],
            fix:
              "`navigationFlowDidClose()` is the sync's to call: do not call it from app code; if only the sync calls "
              + "it, this sequence reproduces a bug of NavigationSync's"))
      }
    }
    var seen: Set<Explanation> = []
    return result.filter { seen.insert($0).inserted }
  }

  /// A RIB attached whose screen is in no container.
  private func screenless(_ router: any ViewableRouting, syncIsEnabled: Bool) -> Explanation {
    let name = router.ribName
    let story = stories[ObjectIdentifier(router)]
    var why: [String] = []
    let parent = router.parentRouting?.ribName ?? story?.parentName ?? "its parent"
    let shown = story?.decisions.contains { $0.line.hasPrefix("shown") } ?? false
    if let attached = story?.attachStep {
      why.append(
        "\(name) was attached to \(parent) \(when(attached))"
          + (shown
            ? " with `pushChild` or `presentChild`"
            : syncIsEnabled ? " with `attachChild`: the sync was not given its screen" : ""))
    } else {
      why.append("\(name) is attached to \(parent)")
    }
    let screen = ObjectIdentifier(router.viewControllable.uiviewController)
    let removal = removals[screen]
    if let removal {
      why.append(
        removal.popped
          ? "\(step(removal.step)) took its screen out of its navigation stack"
          : "\(step(removal.step)) dismissed the presentation its screen was in")
    } else {
      why.append("its screen was never put in a container")
    }
    if !syncIsEnabled {
      why.append("the sync heard nothing: NavigationSync is off (`NavigationSync.shared.isEnabled` is false)")
    } else if !shown {
      why.append(
        "the sync heard no signal about \(name): it tracks only the screens `pushChild` and `presentChild` show")
    } else {
      let heard = story?.decisions.map { "\($0.line) \(when($0.step))" } ?? []
      why.append("the sync heard: " + heard.joined(separator: ", "))
    }
    why.append("nothing detached \(name): it stays attached and active with no screen")
    let byAppCode = removal.map { $0.step > 0 && Self.runsAppCode(actions[$0.step - 1]) } ?? false
    var fix: String
    if removal == nil {
      fix =
        "attach and show \(name) in one call, `pushChild(_:on:)` or `presentChild(_:from:)`, or do not attach it until "
        + "its screen is shown"
    } else if byAppCode {
      fix =
        "detach \(name) with `detachChild(_:)` instead of popping or dismissing its screen by hand: the sync takes a "
        + "detached RIB's screen off for you"
    } else if removal?.popped == true {
      fix =
        "show \(name) with `pushChild(_:on:)` (or `pushChild(_:)`) instead of `attachChild` + `pushViewController`: "
        + "the sync then detaches it whenever its screen leaves the stack (back, a swipe, the back menu, a re-tapped tab)"
    } else {
      fix =
        "show \(name) with `presentChild(_:from:)` instead of `attachChild` + `present`: the sync then detaches it "
        + "whenever its presentation is dismissed (a swipe down included)"
    }
    if !syncIsEnabled {
      fix =
        shown
        ? "turn NavigationSync on (`NavigationSync.shared.isEnabled = true`): \(name) is shown with the sync's calls, "
          + "but with the sync off nothing detaches it when its screen leaves"
        : "turn NavigationSync on (`NavigationSync.shared.isEnabled = true`) and " + fix.prefix(1).lowercased()
          + fix.dropFirst()
    }
    return Explanation(guarantee: .screensInContainers, subject: name, why: why, fix: fix)
  }

  /// A flow attached with no screen left.
  private func stranded(_ flow: any Routing, syncIsEnabled: Bool) -> Explanation {
    let name = flow.ribName
    let story = stories[ObjectIdentifier(flow)]
    var why: [String] = []
    let parent = flow.parentRouting?.ribName ?? story?.parentName ?? "its parent"
    if let attached = story?.attachStep {
      why.append("flow \(name) was attached to \(parent) \(when(attached))")
    }
    var lastRemoval: Int?
    var queue = flow.children
    var index = 0
    while index < queue.count, index < 10_000 {
      if let viewable = queue[index] as? any ViewableRouting,
        let removal = removals[ObjectIdentifier(viewable.viewControllable.uiviewController)]
      {
        lastRemoval = max(lastRemoval ?? 0, removal.step)
      }
      queue.append(contentsOf: queue[index].children)
      index += 1
    }
    why.append(lastRemoval.map { "\(when($0)) took its last screen away" } ?? "none of its screens is in a container")
    let adopts = flow.interactable is any NavigationFlowInteractable
    let closed = story?.decisions.contains { $0.line.hasPrefix("flowClosed") } ?? false
    let fix: String
    if !syncIsEnabled {
      why.append("the sync heard nothing: NavigationSync is off")
      fix =
        "turn NavigationSync on and show the flow's screens with `pushChild` or `presentChildInNavigationController`, "
        + "so the sync closes the flow when its last screen leaves"
    } else if !adopts {
      why.append(
        "\(name)'s interactor does not adopt `NavigationFlowInteractable`, so the sync treats it as a coordinator and leaves it attached"
      )
      fix =
        "adopt `NavigationFlowInteractable` in \(name)'s interactor and tell its listener in `navigationFlowDidClose()` "
        + "(`listener?.\(name.prefix(1).lowercased() + name.dropFirst())DidClose()`), so its parent detaches the flow"
    } else if !closed {
      why.append(
        "the sync heard no signal from its screens: it tracks only the screens `pushChild` and `presentChild` show")
      fix =
        "show the flow's screens with `pushChild` or `presentChildInNavigationController` instead of attaching them and "
        + "pushing or presenting by hand, so the sync sees the last one leave and closes the flow"
    } else {
      why.append("the sync told it the flow closed, and its listener did not detach it")
      fix =
        "in `navigationFlowDidClose()`, call the flow's listener, and have the parent detach the flow there with "
        + "`detachChild(_:)`"
    }
    why.append("flow \(name) stays attached with no screen")
    return Explanation(guarantee: .nothingLeaked, subject: "flow " + name, why: why, fix: fix)
  }

  /// A view controller out of every container, still alive.
  private func lingering(_ viewController: UIViewController) -> Explanation {
    let type = String(describing: Swift.type(of: viewController))
    let id = ObjectIdentifier(viewController)
    var why: [String] = []
    if let removal = removals[id] {
      why.append(
        "\(when(removal.step)) "
          + (removal.popped ? "took \(type) out of its navigation stack" : "dismissed the presentation \(type) was in"))
    } else {
      why.append("\(type) left every container")
    }
    if let owner = stories.values.first(where: { $0.screen == id }) {
      if let detached = owner.detachStep {
        why.append("its RIB was detached \(when(detached))")
      } else {
        why.append("its RIB is no longer in the tree")
      }
    }
    why.append("something still holds \(type): it is alive outside every container")
    return Explanation(
      guarantee: .nothingLeaked, subject: type, why: why,
      fix:
        "let it go once its RIB is detached: hold a child router (and its view controller) weakly in its parent "
        + "(`weak var`), and capture `self` weakly in the closures a screen hands out")
  }

  /// Whether `action` runs the app's code (a tap on a row or a button, typing), not a container's gesture.
  private static func runsAppCode(_ action: UserAction) -> Bool {
    switch action {
    case .tap, .focus, .type: true
    default: false
    }
  }
}
