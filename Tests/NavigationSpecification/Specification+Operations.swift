// What each operation should do, rule by rule. A person's touches and app code's UIKit calls change the
// containers, and the tree follows (G2, G5); business logic changes the tree, and the containers follow
// (G4); requests UIKit would refuse are refused before anything changes (G1, I: refusals).

extension Specification {
  /// Applies the operation `value` encodes. Call only with values ``supports(_:)`` accepts.
  public mutating func apply(_ value: Int) {
    let (operation, argument) = Operation.decode(value)
    detachedInStep.removeAll()
    takenOffAtGestureEnd.removeAll()
    switch operation {
    case .tapBack:
      guard !gestureInFlight, let id = visibleStack, let count = stacks[id]?.count, count > 1 else { return }
      userRemoves(fromStack: id, keeping: count - 1)
    case .swipeBegin:
      guard !gestureInFlight, let id = visibleStack, let items = stacks[id], items.count > 1 else { return }
      swiping = (id, items[items.count - 1])
      stacks[id]?.removeLast()
    case .swipeMove: break
    case .swipeFinish:
      guard let (id, top) = swiping else { return }
      swiping = nil
      // G2: the swiped screen left its stack; its RIB goes after the transition.
      userRemoved([top], fromStack: id)
      gestureEnded()
    case .swipeCancel:
      guard let (id, top) = swiping else { return }
      swiping = nil
      stacks[id]?.append(top)  // G3: a cancelled swipe detaches nothing
      gestureEnded()
    case .longPress:
      guard !gestureInFlight, let id = visibleStack, let count = stacks[id]?.count, count > 1 else { return }
      // The back button's menu lists the screens below the top, nearest first.
      let menu = count - 1
      userRemoves(fromStack: id, keeping: count - 1 - argument % menu)
    case .tabSwitch: tapTab(argument % max(1, tabs.count))
    case .tabReTap: tapTab(selected)
    case .sheetBegin:
      guard !gestureInFlight, let top = chain.last, !top.fullScreen else { return }
      dragging = chain.removeLast()
    case .sheetFinish:
      guard let sheet = dragging else { return }
      dragging = nil
      // G2: every RIB in the sheet goes; I: a dismissal asked for during the drag aimed at it does nothing.
      userRemoved(screensIn([sheet]), fromStack: nil)
      deleteStacks(of: [sheet])
      gestureEnded()
    case .sheetCancel:
      guard let sheet = dragging else { return }
      dragging = nil
      chain.append(sheet)  // G3: a sheet that snaps back detaches nothing
      gestureEnded()
    case .touchCovered: break  // every touch on a covered container is refused: nothing changes
    case .pop, .popTo, .popToRoot, .setStack, .pushPlain:
      if let swiping {
        // App code calls a stack the user is not touching (the first tab that is neither selected nor being
        // swiped): the stack changes now, its transition runs after the gesture, and the RIBs of what it
        // took off go then.
        guard let id = tabs.indices.first(where: { $0 != selected && tabs[$0] != swiping.stack }).map({ tabs[$0] })
        else { return }
        let left = appCalls(operation, argument, on: id).compactMap(ribName)
        if !left.isEmpty { afterGesture.append(.left(left)) }
        for name in left { leavingStack[name] = id }
        return
      }
      guard !gestureInFlight, let id = visibleStack else { return }
      userRemoved(appCalls(operation, argument, on: id), fromStack: id)
    case .setTabs: setTabs(resettingRemovedStacks: !Operation.keepsRemovedTabAsItIs(argument))
    case .removeSelectedTab: removeSelectedTab(resettingItsStack: !Operation.keepsRemovedTabAsItIs(argument))
    case .dismissTopViaPresenter, .dismissTopViaPresented:
      // UIKit documents the two receivers as equivalent.
      if let sheet = dragging {
        deferredDismissals.append(sheet.id)
      } else if !chain.isEmpty {
        appDismisses(from: chain.count - 1)
      }
    case .dismissChain:
      guard !chain.isEmpty else { return }
      appDismisses(from: argument % chain.count)
    case .push, .present, .presentInNavigation, .presentFullScreen: businessShows(operation, argument)
    case .pushOnRemovedTab: pushOnRemovedTab(argument)
    case .detach: businessDetaches(argument)
    case .startFlow: startFlow(argument)
    case .startInnerFlow: startInnerFlow(argument)
    case .restack: break  // G3-like: screens that leave and come back in one turn detach nothing
    case .flowNext: flowPushes(argument, replacing: false)
    case .flowReplace: flowPushes(argument, replacing: true)
    case .detachAbove:
      // G4: the screen and every screen above it leave; G7: the same outcome as `popTo` with this argument.
      guard !gestureInFlight, let id = visibleStack, let items = stacks[id], items.count > 1,
        case let .rib(name) = items[argument % (items.count - 1) + 1], let parent = parentOf[name], !isFlow(parent)
      else { return }
      detach(name)
    case .finishFlow:
      let live = liveFlows
      guard !live.isEmpty else { return }
      detach(live[argument % live.count])
    }
  }

  // MARK: - A person and app code: the containers change, the tree follows (G2, G5)

  private mutating func tapTab(_ index: Int) {
    // A presentation covers the tab bar; a gesture in flight takes every touch.
    guard !gestureInFlight, chain.isEmpty, tabs.indices.contains(index) else { return }
    if index == selected {
      // A re-tap pops to the root a tab that is a navigation controller (not one below a banner).
      if !(bannerTab && tabs[index] == 1) { userRemoves(fromStack: tabs[index], keeping: 1) }
    } else {
      selected = index
    }
  }

  /// App code's call on stack `id`: changes the stack and returns what it took off (the caller says when
  /// their RIBs go).
  private mutating func appCalls(_ operation: Operation, _ argument: Int, on id: Int) -> [Item] {
    guard let items = stacks[id] else { return [] }
    let count = items.count
    let kept: [Int]
    switch operation {
    case .pop: kept = Array(0..<max(1, count - 1))
    case .popTo: kept = Array(0..<(count > 1 ? argument % (count - 1) + 1 : count))
    case .popToRoot: kept = [0]
    case .setStack: kept = count > 1 ? [0] + (1..<count).filter { argument & (2 << ($0 - 1)) != 0 } : [0]
    case .pushPlain:
      if attachedScreens.count < maximumScreens { stacks[id]?.append(.plain) }
      return []
    default: return []
    }
    stacks[id] = kept.map { items[$0] }
    return items.indices.filter { !kept.contains($0) }.map { items[$0] }
  }

  /// The app removes every tab but the selected one, or puts the last removed tab back. The tab bar's
  /// change takes effect when it is made, a finger down or not (Apple: the old view controllers are
  /// removed before the new ones are installed): a removed tab's RIBs are detached once the sync checks,
  /// and their screens leave its stack (I: a tab removed). The app either resets the removed stacks to
  /// their roots itself, or leaves them as they are: then the sync takes the RIB screens out of them, from
  /// the lowest one up, and what is below the lowest stays.
  private mutating func setTabs(resettingRemovedStacks: Bool) {
    if let back = removedTabs.popLast() {
      tabs.append(back)
    } else if tabs.count > 1 {
      let kept = tabs[selected]
      removedTabs = tabs.filter { $0 != kept }
      tabs = [kept]
      selected = 0
      // The tabs leave in one call: their RIBs go in one removal (G2's order across them).
      tabsLeft(removedTabs, resettingTheirStacks: resettingRemovedStacks)
    }
  }

  /// The app removes the selected tab and keeps the others, a finger down or not (never the stack under a
  /// swipe-back). Apple's `UITabBarController.viewControllers`: when the selected view controller is gone,
  /// "it attempts to select the view controller at the same index in the array as the previous
  /// selection"; the first tab when there is none. The tab's whole containment leaves the window:
  /// its stack's RIB screens, and with them (G2) the screens of the RIBs under them, sheets presented from
  /// the tab included, taken off when a gesture on them ends (I: a tab removed).
  private mutating func removeSelectedTab(resettingItsStack: Bool) {
    guard tabs.count > 1, swiping?.stack != tabs[selected] else { return }
    let id = tabs.remove(at: selected)
    if !tabs.indices.contains(selected) { selected = 0 }
    removedTabs.append(id)
    tabsLeft([id], resettingTheirStacks: resettingItsStack)
  }

  /// The tabs of stacks `ids` left the tab bar in one call: their RIB screens leave them (the app resets
  /// them to their roots, or the sync takes them out, from the lowest one up), and their RIBs are
  /// detached in one removal.
  private mutating func tabsLeft(_ ids: [Int], resettingTheirStacks: Bool) {
    var going: [String] = []
    for id in ids {
      // Screens app code took off that stack during a gesture are its children until their transition
      // runs: they leave with it now.
      let leaving = leavingStack.filter { $0.value == id }.map(\.key).sorted { ($0.count, $0) < ($1.count, $1) }
      for name in leaving { leavingStack[name] = nil }
      let items = stacks[id] ?? []
      let kept = resettingTheirStacks ? min(1, items.count) : keptOutOfWindow(items)
      stacks[id] = Array(items.prefix(kept))
      going += leaving + items.dropFirst(kept).compactMap(ribName)
    }
    remove(going.filter(isAttached), cause: .user)
  }

  /// How many of a stack's items stay when it leaves the window with RIB screens on it: the sync takes
  /// each RIB screen out of a stack out of the window with everything above it, so what stays is what is
  /// below the lowest RIB screen above the root.
  func keptOutOfWindow(_ items: [Item]) -> Int {
    items.indices.dropFirst().first { ribName(items[$0]).map(isAttached) == true } ?? items.count
  }

  private mutating func userRemoves(fromStack id: Int, keeping count: Int) {
    guard let items = stacks[id], count < items.count else { return }
    stacks[id] = Array(items.prefix(count))
    userRemoved(Array(items.dropFirst(count)), fromStack: id)
  }

  /// App code dismisses the presentation at `index` (with those above it). While the user drags or swipes
  /// the top of the chain the request waits for the gesture, and then acts on the presentation it was
  /// aimed at if it is still there (I: dismiss during a drag).
  private mutating func appDismisses(from index: Int) {
    if dragging != nil || (swiping != nil && swiping?.stack == chain.last?.stack) {
      deferredDismissals.append(chain[index].id)
    } else if gestureInFlight {
      // A gesture elsewhere: the chain changes now, but UIKit runs one transition at a time, so the
      // dismissal's transition — and the signal the sync waits for (G2) — comes after the gesture.
      let gone = Array(chain[index...])
      chain.removeSubrange(index...)
      afterGesture.append(.left(screensIn(gone).compactMap(ribName)))
      dismissingStacks += gone.compactMap(\.stack)
      dismissingScreens += gone.compactMap(\.screen)
    } else {
      userDismisses(from: index)
    }
  }

  /// Dismisses the presentation at `index` and every one above it.
  mutating func userDismisses(from index: Int) {
    let gone = Array(chain[index...])
    chain.removeSubrange(index...)
    userRemoved(screensIn(gone), fromStack: nil)
    deleteStacks(of: gone)
  }

  /// The RIB screens in `presentations`.
  func screensIn(_ presentations: [Presentation]) -> [Item] {
    presentations.flatMap { presentation -> [Item] in
      if let screen = presentation.screen { return [.rib(screen)] }
      guard let id = presentation.stack else { return [] }
      // The screen being swiped away is still in its stack's containment until the swipe ends.
      return (stacks[id] ?? []) + (swiping.flatMap { $0.stack == id ? [$0.top] : nil } ?? [])
    }
  }

  mutating func deleteStacks(of presentations: [Presentation]) {
    for presentation in presentations {
      guard let id = presentation.stack else { continue }
      stacks[id] = nil
      for index in flows.indices where flows[index].stack == id { flows[index].stack = nil }
    }
  }

  /// G2: screens left their containers without business logic asking: their RIBs are detached (with the
  /// screens of RIBs attached under them, which cannot outlive them), and a flow whose last screen went
  /// is closed (G5).
  mutating func userRemoved(_ items: [Item], fromStack id: Int?) {
    let names = items.compactMap { item -> String? in
      if case let .rib(name) = item, isAttached(name) { return name }
      return nil
    }
    remove(names, cause: .user)
  }

  // MARK: - Business logic: the tree changes, the containers follow (G1, G4)

  /// Shows a new RIB from the attached RIB the argument picks, as the world does.
  private mutating func businessShows(_ operation: Operation, _ argument: Int) {
    let parents = tabRoots + attachedScreens + liveFlows
    guard !parents.isEmpty, attachedScreens.count < maximumScreens else { return }
    let parent = parents[parents.count - 1 - (argument / 48) % parents.count]
    serial += 1
    let child = "R\(serial)"
    screens.append(child)
    if isFlow(parent) {
      guard operation == .push, let stack = flows.first(where: { $0.name == parent })?.stack, isInTheApp(stack)
      else { return }
      _ = show(child, from: parent, push: stack)
    } else {
      switch operation {
      case .push:
        guard let stack = navigationStack(of: parent) else { return }  // in no navigation controller
        _ = show(child, from: parent, push: stack)
      case .present: _ = show(child, from: parent, presentFrom: parent, wrap: false, fullScreen: false)
      case .presentFullScreen: _ = show(child, from: parent, presentFrom: parent, wrap: false, fullScreen: true)
      default: _ = show(child, from: parent, presentFrom: parent, wrap: true, fullScreen: false)
      }
    }
  }

  /// Business logic pushes from the root RIB of a removed tab onto its stack. UIKit takes the push, and so
  /// does the sync (G1); once the transition completed the screen is in no container, so its RIB is
  /// detached and the screen leaves that stack (G2: a RIB never stays attached with its screen in no
  /// container).
  private mutating func pushOnRemovedTab(_ argument: Int) {
    guard !removedTabs.isEmpty, attachedScreens.count < maximumScreens else { return }
    let id = removedTabs[argument % removedTabs.count]
    serial += 1
    let child = "R\(serial)"
    screens.append(child)
    guard show(child, from: tabRootNames[id], push: id), !isInTheApp(id), let count = stacks[id]?.count
    else { return }
    userRemoves(fromStack: id, keeping: count - 1)
  }

  /// G1: pushes `child`'s screen on stack `id`, then attaches it; refused on a stack the user is swiping
  /// or under a sheet being dragged (I: refusals).
  mutating func show(_ child: String, from parent: String, push id: Int) -> Bool {
    // Refused on a stack whose presentation is being dismissed, and under a gesture.
    guard !isUnderGesture(stack: id), !dismissingStacks.contains(id) else {
      refused.append(child)
      return false
    }
    stacks[id]?.append(.rib(child))
    attach(child, to: parent)
    return true
  }

  /// G1: presents `child` from `presenter`'s screen, then attaches it; refused when that screen's
  /// containment root already presents, or is under a gesture in flight (I: refusals).
  mutating func show(
    _ child: String, from parent: String, presentFrom presenter: String, wrap: Bool, fullScreen: Bool
  ) -> Bool {
    // I: presenting from a presenter whose presentation is being dismissed is refused.
    if isBeingDismissed(presenter) {
      refused.append(child)
      return false
    }
    guard let host = host(of: presenter) else { return false }
    let presentsAlready = host + 1 < chain.count
    guard !presentsAlready, !(dragging != nil && host == chain.count - 1), !isUnderGesture(screen: presenter)
    else {
      refused.append(child)
      return false
    }
    let id = nextID
    nextID += 1
    if wrap {
      stacks[id] = [.rib(child)]
      chain.append(Presentation(id: id, screen: nil, stack: id, fullScreen: fullScreen))
    } else {
      chain.append(Presentation(id: id, screen: child, stack: nil, fullScreen: fullScreen))
    }
    attach(child, to: parent)
    return true
  }

  mutating func attach(_ child: String, to parent: String) {
    parentOf[child] = parent
    childrenOf[parent, default: []].append(child)
    depthOf[child] = depth(of: child)
    attachCount += 1
    attachOrder[child] = attachCount
  }

  /// Business logic detaches the attached RIB the argument picks (from the most recently created); a
  /// flow whose own logic sees its last screen go ends itself, as Topup does.
  private mutating func businessDetaches(_ argument: Int) {
    let victims = attachedScreens + liveFlows
    guard !victims.isEmpty else { return }
    let victim = victims[victims.count - 1 - argument % victims.count]
    let parent = parentOf[victim]
    detach(victim)
    if let parent, isFlow(parent), isAttached(parent), (childrenOf[parent] ?? []).isEmpty { detach(parent) }
  }

  /// G4: business logic detaches `name`: its screen and every screen above it leave their containers
  /// (with the screens of the RIBs attached under it), and the RIBs of those screens are detached. While a
  /// gesture is in flight, the tree changes at once and UIKit's part waits for the gesture's end. `given`:
  /// a flow told it closed is detached by its listener, and what goes with it goes for the cause that
  /// closed it (G5: the flow did not decide it, so a flow above it losing its last screen is told too).
  mutating func detach(_ name: String, cause given: Cause? = nil) {
    guard let parent = parentOf[name] else { return }
    let cause = given ?? Cause.businessLogic(detached: name, parent: parent)
    var going: [String] = [name]
    for rib in [name] + descendants(of: name) where !isFlow(rib) {
      going += takeOff(rib, cause: cause)
    }
    // The RIB screens under it stay attached to their own parents in the subtree cut off: the sync
    // detaches each of them too (G2: every RIB whose screen leaves is detached, exactly once).
    let cutOff = descendants(of: name).filter { !isFlow($0) }
    detachFromTree(name)
    remove(going.filter(isAttached), cause: cause, cutOff: cutOff)
  }

  /// Takes `name`'s screen off with every screen above it, now or (under a gesture) when the gesture
  /// ends; returns the RIB screens that go.
  mutating func takeOff(_ name: String, cause: Cause) -> [String] {
    guard let location = location(of: name) else { return [] }
    let deferred = isUnderGesture(screen: name)
    if deferred { awaitingGestureEnd.append((name, cause)) }
    switch location {
    case let .stack(id, index):
      let visible = (stacks[id] ?? []) + (swiping?.stack == id ? [swiping!.top] : [])
      if index > 0 || tabs.contains(id) || removedTabs.contains(id) {
        guard index > 0 else { return [] }  // a tab's root stays
        let going = visible[index...].compactMap(ribName)
        if !deferred {
          stacks[id] = Array(visible.prefix(index))
          if swiping?.stack == id { swiping = nil }
        }
        return going
      }
      guard let presentation = presentationIndex(ofStack: id) else {
        // A stack app code is already dismissing (during a gesture): nothing more is asked of UIKit, but
        // the screens above still go with this one (G4).
        return dismissingStacks.contains(id) ? visible[index...].compactMap(ribName) : []
      }
      return dismiss(from: presentation, deferred: deferred)
    case let .presented(index): return dismiss(from: index, deferred: deferred)
    }
  }

  func ribName(_ item: Item) -> String? {
    if case let .rib(name) = item { return name }
    return nil
  }

  private mutating func dismiss(from index: Int, deferred: Bool) -> [String] {
    let going = screensIn(Array(fullChain[index...])).compactMap(ribName)
    if !deferred, index < chain.count, dragging != nil || (swiping != nil && swiping?.stack == chain.last?.stack) {
      // The top of the chain is under the gesture: UIKit runs the dismissal when it ends (I: dismiss
      // during a drag), on the presentation it was aimed at.
      deferredDismissals.append(chain[index].id)
    } else if !deferred {
      let gone = Array(chain[min(index, chain.count)...])
      chain.removeSubrange(min(index, chain.count)...)
      if gestureInFlight {
        // The dismissal's transition runs after the gesture: until then its stacks are leaving (a push
        // onto one is refused), and its screens still belong to it.
        dismissingStacks += gone.compactMap(\.stack)
        dismissingScreens += gone.compactMap(\.screen)
      } else {
        deleteStacks(of: gone)
      }
    }
    return going
  }

  /// I: a gesture ended (finished or cancelled). In the order the system makes them:
  /// 1. app code's dismissals asked for during it, on what they were aimed at if it is still there: the
  ///    chain changes now, their transitions wait behind the ones queued during the gesture;
  /// 2. the sync's requests: the screens whose RIBs business logic detached during the gesture are taken
  ///    off if they are still in a container, lowest first, on the containers as app code's requests left
  ///    them (a screen on a stack whose tab left the tab bar meanwhile leaves that stack too, with no
  ///    request about the app's containers announced for it); the RIBs of screens above them that are
  ///    still attached go for the same cause;
  /// 3. the transitions queued during the gesture, one at a time in request order, the dismissals of 1
  ///    last, and the sync detaches what each one removed (G2).
  mutating func gestureEnded() {
    let queued = afterGesture
    afterGesture.removeAll()
    for id in dismissingStacks {
      stacks[id] = nil
      for index in flows.indices where flows[index].stack == id { flows[index].stack = nil }
    }
    dismissingStacks.removeAll()
    dismissingScreens.removeAll()
    // 1. Until their transitions run, the dismissed presentations' stacks are leaving and their screens
    // still belong to them.
    let aimed = deferredDismissals
    deferredDismissals.removeAll()
    var dismissed: [[Presentation]] = []
    for id in aimed {
      guard let index = chain.firstIndex(where: { $0.id == id }) else { continue }
      let gone = Array(chain[index...])
      chain.removeSubrange(index...)
      dismissingStacks += gone.compactMap(\.stack)
      dismissingScreens += gone.compactMap(\.screen)
      dismissed.append(gone)
    }
    // 2. Lowest in the containment hierarchy first (taking one off takes what is above it along); among
    // equals, in the order business logic asked. One UIKit request for each that is still in a container
    // at its turn (a pop, a dismissal, or a pop out of a stack out of the window).
    let waiting = awaitingGestureEnd
    awaitingGestureEnd.removeAll()
    let depths = waiting.map { containmentDepth(of: $0.name) ?? 1 }
    var takenAlong: Set<String> = []
    for index in waiting.indices.sorted(by: { Self.requests((depths[$0], $0), before: (depths[$1], $1)) }) {
      let (name, cause) = waiting[index]
      // What an earlier request took along is not asked for again.
      guard !takenAlong.contains(name) else { continue }
      guard location(of: name) != nil else { continue }
      // No request for a screen whose presentation app code is dismissing, nor for one on a stack in no
      // container (a tab removed during the gesture: the pop out of it changes nothing anyone sees); the
      // screens above still go.
      if !isBeingDismissed(name), navigationStack(of: name).map(isInTheApp) ?? true {
        takenOffAtGestureEnd.append(name)
      }
      let going = takeOff(name, cause: cause)
      takenAlong.formUnion(going)
      remove(going.filter(isAttached), cause: cause)
    }
    // 3. Each queued transition runs in turn, in the order the requests were made.
    for case let .left(names) in queued { remove(names.filter(isAttached), cause: .user) }
    leavingStack.removeAll()
    for gone in dismissed {
      userRemoved(screensIn(gone), fromStack: nil)
      deleteStacks(of: gone)
    }
    dismissingStacks.removeAll()
    dismissingScreens.removeAll()
  }

  // MARK: - Removing (G2, G4, G5)

  /// Detaches the RIBs of `names` (screens that left) with the RIBs of screens attached under them,
  /// deepest first (among equal depths, the most recently shown first), exactly once; `cutOff` are RIB
  /// screens already cut off the tree with an ancestor business logic detached, detached from their own
  /// parents in the same order. Then closes the flows that lost their last screen for `cause`, innermost
  /// first (among equals, in the order their last screens were detached).
  mutating func remove(_ names: [String], cause: Cause, cutOff: [String] = []) {
    var going: [String] = []
    var pending = names
    while !pending.isEmpty {
      let name = pending.removeFirst()
      guard !going.contains(name) else { continue }
      going.append(name)
      // A child cannot outlive its parent: the screens of RIBs attached under it go too.
      for rib in descendants(of: name) where !isFlow(rib) && !going.contains(rib) {
        pending += takeOff(rib, cause: cause) + [rib]
      }
    }
    let ordered = (going + cutOff.filter { !going.contains($0) }).sorted(by: isDetachedBefore)
    // A flow is told in the order of its last screen among those detached, innermost first.
    var lastScreen: [String: Int] = [:]
    for (index, name) in ordered.enumerated() {
      if let parent = parentOf[name], isFlow(parent) { lastScreen[parent] = index }
    }
    for name in ordered {
      if isAttached(name) {
        detachFromTree(name)
      } else if cutOff.contains(name) {
        detachedInStep.append(name)
      }
    }
    let closing = lastScreen.keys.sorted {
      Self.flowsTold(
        (depthOf[$0, default: 0], lastScreen[$0, default: 0]),
        before: (depthOf[$1, default: 0], lastScreen[$1, default: 0]))
    }
    for flow in closing
    where isAttached(flow) && !(childrenOf[flow] ?? []).contains(where: { !isFlow($0) })
      && closes(flow, because: cause)
    {
      closedFlows.append(flow)  // G5: navigationFlowDidClose(); its listener detaches it
      detach(flow, cause: cause)  // what is left under it goes for the cause that closed it
    }
  }

  /// G5: a flow that lost its last screen is closed when the user removed it, or when unrelated business
  /// logic took it along — not when the flow itself, or a RIB above it, was what business logic detached.
  func closes(_ flow: String, because cause: Cause) -> Bool {
    guard case let .businessLogic(detached, parent) = cause else { return true }
    if parent == flow { return false }
    var current: String? = flow
    while let name = current {
      if name == detached { return false }
      current = parentOf[name]
    }
    return true
  }

  /// Detaches `name` from its parent (one `detachChild`, logged); the RIBs under it are cut off with it.
  mutating func detachFromTree(_ name: String) {
    guard let parent = parentOf[name] else { return }
    if !isFlow(name) { detachedInStep.append(name) }
    childrenOf[parent]?.removeAll { $0 == name }
    for rib in [name] + descendants(of: name) { parentOf[rib] = nil }
  }

  // MARK: - Flows (G5)

  /// A RIB starts a viewless flow, which shows its first screen: presented in a navigation controller
  /// (even argument) or pushed on the RIB's stack. A flow that could show nothing is detached again.
  private mutating func startFlow(_ argument: Int) {
    let owners = attachedScreens + tabRoots
    guard attachedScreens.count < maximumScreens else { return }
    let owner = owners[argument % owners.count]
    startFlow(under: owner, presentingFrom: owner, pushingOn: navigationStack(of: owner), argument)
  }

  /// A live flow showing a screen starts a flow under itself (nested flows, G5): its first screen is
  /// presented in a navigation controller from the outer flow's last screen (even argument) or pushed on
  /// the outer flow's stack (odd argument). A flow that could show nothing is detached again.
  private mutating func startInnerFlow(_ argument: Int) {
    let owners = flows.filter {
      isAttached($0.name) && $0.stack.map(isInTheApp) == true && lastScreen(of: $0.name) != nil
    }
    guard !owners.isEmpty, attachedScreens.count < maximumScreens else { return }
    let owner = owners[argument % owners.count]
    guard let presenter = lastScreen(of: owner.name) else { return }
    startFlow(under: owner.name, presentingFrom: presenter, pushingOn: owner.stack, argument)
  }

  /// Attaches a new flow to `owner`; it shows its first screen presented in a navigation controller from
  /// `presenter`'s screen (even argument) or pushed on stack `pushStack` (odd argument), and is detached
  /// again when it could show nothing.
  private mutating func startFlow(
    under owner: String, presentingFrom presenter: String, pushingOn pushStack: Int?, _ argument: Int
  ) {
    serial += 1
    let flow = "F\(serial)"
    attach(flow, to: owner)
    flows.append(Flow(name: flow, stack: nil, screensShown: 0))
    serial += 1
    let first = "R\(serial)"
    screens.append(first)
    var stack: Int?
    if argument % 2 == 0 {
      if show(first, from: flow, presentFrom: presenter, wrap: true, fullScreen: false) { stack = chain.last?.stack }
    } else if let id = pushStack, show(first, from: flow, push: id) {
      stack = id
    }
    if let stack {
      flows[flows.count - 1].stack = stack
      flows[flows.count - 1].screensShown = 1
    } else {
      detachFromTree(flow)
    }
  }

  /// A live flow that has shown one screen pushes its second; replacing, it first detaches its last
  /// screen itself (G5: the flow detaching its own screen is not a close).
  private mutating func flowPushes(_ argument: Int, replacing: Bool) {
    let candidates = flows.indices.filter {
      flows[$0].screensShown == (replacing ? 2 : 1) && isAttached(flows[$0].name)
        && flows[$0].stack.map(isInTheApp) == true
        && (!replacing || (childrenOf[flows[$0].name] ?? []).contains { !isFlow($0) })  // a screen to replace
    }
    guard !candidates.isEmpty else { return }
    let index = candidates[argument % candidates.count]
    let flow = flows[index].name
    if replacing, let last = (childrenOf[flow] ?? []).last(where: { !isFlow($0) }) {
      let stack = flows[index].stack
      detach(last)
      // Its last screen was the root of a presented stack: that presentation is being dismissed, and a
      // push onto it is refused (I: a RIB that is leaving cannot keep anything on screen).
      if let stack, stacks[stack] == nil, attachedScreens.count < maximumScreens {
        serial += 1
        screens.append("R\(serial)")
        refused.append("R\(serial)")
        return
      }
    }
    guard attachedScreens.count < maximumScreens, let stack = flows[index].stack, stacks[stack] != nil else { return }
    serial += 1
    let next = "R\(serial)"
    screens.append(next)
    if show(next, from: flow, push: stack), !replacing { flows[index].screensShown = 2 }
  }
}
