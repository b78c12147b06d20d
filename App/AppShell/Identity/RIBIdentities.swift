import NavigatableRIBs

/// The short ids the shell gives RIBs and screens: `Detail#2`.
///
/// A RIB's number counts the RIBs of its name attached in this session, from 1, in the order they attach
/// (the root when the app launches): the first Detail attached is `Detail#1`, the next `Detail#2`, whatever
/// the session printed in between. Numbers are given when a RIB attaches (``attached(_:)``), never when
/// something is printed, and never twice: a RIB keeps its number while it lives, and `reset` and `fixture`
/// go on counting. A viewable RIB's screen reads its RIB's number, the `#2` of
/// `uikit: viewDidAppear(Detail 2 #2)`, so a RIB and its screen read the same in `tree`, `stack`, `trace`,
/// `leaks` and `why`. A screen no RIB owns (a navigation controller, a plain screen) is numbered among
/// such screens, from 1, in the order it first takes part in a UIKit event after the launch (``sighted(_:)``;
/// the launch numbers none unless `trace` prints it).
///
/// Routers are remembered weakly, so a decision or an event that only carries a router's identity can be
/// named while the router is alive; dead entries are dropped as they accumulate. Screens are remembered
/// weakly too, and a freed screen's number is forgotten; a number given to a serial read only in a trace
/// line is kept among the last ``maximumAnonymousScreens``; what stays is one counter per RIB name. Memory
/// so follows what is alive, not how long the session is.
@MainActor
final class RIBIdentities {
  private struct Known {
    weak var router: (any Routing)?
    let id: String
  }

  private struct Screen {
    let number: Int
    /// The screen, when the number was given for it (not only for its serial in a trace line).
    weak var viewController: UIViewController?
    let isAnonymous: Bool
  }

  private var known: [ObjectIdentifier: Known] = [:]
  /// How many RIBs of each name were numbered so far.
  private var counts: [String: Int] = [:]
  /// HeadlessUIKit's serial of each numbered screen (alive, or among the last anonymous ones) → its number:
  /// its RIB's, or its number among the screens no RIB owns.
  private var screens: [Int: Screen] = [:]
  private var nextScreenNumber = 1
  /// The serials numbered from trace text alone, oldest first.
  private var anonymousSerials: [Int] = []
  private var screenPruneThreshold = RIBIdentities.minimumPruneThreshold
  /// How many numbers given from trace text alone are kept.
  static let maximumAnonymousScreens = 1024
  private var pruneThreshold = RIBIdentities.minimumPruneThreshold
  /// Below this many remembered routers (or screens), dead ones are not looked for.
  static let minimumPruneThreshold = 256

  /// `router` attached (or, the root, launched): it gets the next number of its name, and its screen
  /// reads it. A router already numbered and alive keeps its number (attached again).
  func attached(_ router: any Routing) {
    _ = id(of: router)
  }

  /// `Detail#2`: the RIB's name and number. A router met for the first time without ``attached(_:)`` (a
  /// report built on its own) is numbered now.
  func id(of router: any Routing) -> String {
    let key = ObjectIdentifier(router)
    if let entry = known[key], entry.router === router { return entry.id }
    let name = ScreenRenderer.oneLine(router.ribName)
    let number = (counts[name] ?? 0) + 1
    counts[name] = number
    let id = name + "#" + String(number)
    if let viewable = router as? any ViewableRouting {
      let screen = viewable.viewControllable.uiviewController
      screens[screen.headlessSerial] = Screen(number: number, viewController: screen, isAnonymous: false)
      pruneScreens()
    }
    remember(router, id: id, key: key)
    return id
  }

  /// `router`'s id if it already has one, without numbering it (a lookup must not give numbers away).
  func existingID(of router: any Routing) -> String? {
    guard let entry = known[ObjectIdentifier(router)], entry.router === router else { return nil }
    return entry.id
  }

  /// The id of the router whose identity is `routerID` while it is alive and known, else `name` alone.
  func id(forRouterID routerID: ObjectIdentifier?, name: String) -> String {
    guard let routerID, let entry = known[routerID], let router = entry.router else {
      return ScreenRenderer.oneLine(name)
    }
    return id(of: router)
  }

  /// The router whose id is `id`, while it is alive.
  func liveRouter(withID id: String) -> (any Routing)? {
    known.values.first { $0.id == id && $0.router != nil }?.router
  }

  /// Whether the session gave `id` (`Detail#2`) to a RIB, alive or gone: the numbers of a name are given
  /// from 1 on, so the count of each name is enough, however long the session.
  func wasGiven(_ id: String) -> Bool {
    guard let (name, number) = Self.parse(id), let count = counts[name] else { return false }
    return number <= count
  }

  /// The id given last to a RIB named `name`, `Detail#7`, if any was.
  func latestID(named name: String) -> String? {
    let name = ScreenRenderer.oneLine(name)
    return counts[name].map { name + "#" + String($0) }
  }

  /// `("Detail", 2)` for `Detail#2`; `nil` for text that is no id.
  nonisolated static func parse(_ id: String) -> (name: String, number: Int)? {
    guard let hash = id.lastIndex(of: "#"), hash != id.startIndex else { return nil }
    let digits = id[id.index(after: hash)...]
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(digits), number > 0
    else { return nil }
    return (String(id[..<hash]), number)
  }

  /// The live router whose identity is `routerID`, if known.
  func router(withID routerID: ObjectIdentifier) -> (any Routing)? {
    known[routerID]?.router
  }

  /// The id of `router` when given, else `name` alone (an event about a router being deallocated).
  func id(of router: (any Routing)?, name: String) -> String {
    router.map(id(of:)) ?? ScreenRenderer.oneLine(name)
  }

  /// The screens a UIKit event names took part in it: those no RIB owns get their numbers now, so a
  /// screen's number follows the events, not what was printed.
  func sighted(_ event: UIKitEvent) {
    if let viewController = event.viewController { _ = screenNumber(of: viewController) }
    if let container = event.container { _ = screenNumber(of: container) }
  }

  /// A screen's short id: `#2`.
  func screenID(of viewController: UIViewController) -> String {
    "#" + String(screenNumber(of: viewController))
  }

  /// The session's number for `viewController`: its RIB's, else the next number among screens no RIB owns
  /// the first time it is asked for.
  func screenNumber(of viewController: UIViewController) -> Int {
    let serial = viewController.headlessSerial
    if let screen = screens[serial] {
      if screen.isAnonymous {
        screens[serial] = Screen(number: screen.number, viewController: viewController, isAnonymous: false)
      }
      return screen.number
    }
    let number = takeScreenNumber()
    screens[serial] = Screen(number: number, viewController: viewController, isAnonymous: false)
    pruneScreens()
    return number
  }

  /// The session's number for the screen whose HeadlessUIKit serial is `serial` (read in a trace line):
  /// the next number among screens no RIB owns the first time it is asked for.
  func screenNumber(ofSerial serial: Int) -> Int {
    if let screen = screens[serial] { return screen.number }
    let number = takeScreenNumber()
    screens[serial] = Screen(number: number, viewController: nil, isAnonymous: true)
    anonymousSerials.append(serial)
    if anonymousSerials.count > 2 * Self.maximumAnonymousScreens {
      for old in anonymousSerials.prefix(anonymousSerials.count - Self.maximumAnonymousScreens)
      where screens[old]?.isAnonymous == true {
        screens[old] = nil
      }
      anonymousSerials.removeFirst(anonymousSerials.count - Self.maximumAnonymousScreens)
    }
    return number
  }

  /// How many screens have a number remembered (for tests: it follows what is alive).
  var rememberedScreenCount: Int { screens.count }

  private func takeScreenNumber() -> Int {
    defer { nextScreenNumber += 1 }
    return nextScreenNumber
  }

  /// Drops the numbers of freed screens once the entries are twice as many as the live ones were.
  private func pruneScreens() {
    guard screens.count >= screenPruneThreshold else { return }
    screens = screens.filter { $0.value.isAnonymous || $0.value.viewController != nil }
    screenPruneThreshold = max(Self.minimumPruneThreshold, 2 * screens.count)
  }

  /// `text` (a UIKit event's description) with each `#<serial>` replaced by that screen's number.
  func renumbered(_ text: String) -> String {
    var result = ""
    var rest = Substring(text)
    while let hash = rest.firstIndex(of: "#") {
      result += rest[..<hash]
      let digits = rest[rest.index(after: hash)...].prefix { $0.isASCII && $0.isNumber }
      guard let serial = Int(digits) else {
        result += "#"
        rest = rest[rest.index(after: hash)...]
        continue
      }
      result += "#\(screenNumber(ofSerial: serial))"
      rest = rest[digits.endIndex...]
    }
    return result + rest
  }

  /// Remembers `router`; drops the dead entries once they are as many as the live ones were.
  private func remember(_ router: any Routing, id: String, key: ObjectIdentifier) {
    known[key] = Known(router: router, id: id)
    guard known.count >= pruneThreshold else { return }
    known = known.filter { $0.value.router != nil }
    pruneThreshold = max(Self.minimumPruneThreshold, 2 * known.count)
  }
}
