import NavigatableRIBs

/// The short ids the shell gives RIBs and screens: `Detail#7`.
///
/// A viewable RIB's number is its screen's, the `#7` of `uikit: viewDidAppear(Detail 1 #7)`, so a RIB and
/// its screen read the same number in `tree`, `stack`, `trace`, `leaks` and `why`. Screens are numbered in
/// the order the shell first prints them (``screenNumber(ofSerial:)``), not by HeadlessUIKit's creation
/// serials: what a command prints then reads the same whatever else the app created before it (a team's
/// extra tab, say). A viewless RIB (a flow) has no screen: it is numbered among viewless RIBs, from 1, in the
/// order the shell first meets it. Numbers are never reused in a session.
///
/// Routers are remembered weakly, so a decision or an event that only carries a router's identity can be
/// named while the router is alive; dead entries are dropped as they accumulate. Screens are remembered
/// weakly too, and a freed screen's number is forgotten (numbers still come from a counter, so none is given
/// twice); a number given to a serial read only in a trace line is kept among the last
/// ``maximumAnonymousScreens``. Memory so follows what is alive, not how long the session is.
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
  /// HeadlessUIKit's serial of each screen printed so far (and alive, or among the last anonymous ones) →
  /// its number in this session.
  private var screens: [Int: Screen] = [:]
  private var nextScreenNumber = 1
  /// The serials numbered from trace text alone, oldest first.
  private var anonymousSerials: [Int] = []
  private var screenPruneThreshold = RIBIdentities.minimumPruneThreshold
  /// How many numbers given from trace text alone are kept.
  static let maximumAnonymousScreens = 1024
  private var nextViewlessNumber = 1
  private var pruneThreshold = RIBIdentities.minimumPruneThreshold
  /// Below this many remembered routers, dead ones are not looked for.
  static let minimumPruneThreshold = 256

  /// `Detail#7`: the RIB's name and number; remembers the router for ``id(forRouterID:name:)``.
  func id(of router: any Routing) -> String {
    let key = ObjectIdentifier(router)
    if let entry = known[key], entry.router === router { return entry.id }
    let id = id(of: router, number: number(of: router))
    remember(router, id: id, key: key)
    return id
  }

  private func id(of router: any Routing, number: Int) -> String {
    ScreenRenderer.oneLine(router.ribName) + "#" + String(number)
  }

  /// `router`'s id if it already has one, without numbering it (a lookup must not give numbers away).
  func existingID(of router: any Routing) -> String? {
    if let entry = known[ObjectIdentifier(router)], entry.router === router { return entry.id }
    guard let viewable = router as? any ViewableRouting,
      let number = screens[viewable.viewControllable.uiviewController.headlessSerial]?.number
    else { return nil }
    return id(of: router, number: number)
  }

  /// The id of the router whose identity is `routerID` while it is alive and known, else `name` alone.
  func id(forRouterID routerID: ObjectIdentifier?, name: String) -> String {
    guard let routerID, let entry = known[routerID], let router = entry.router else {
      return ScreenRenderer.oneLine(name)
    }
    return id(of: router)
  }

  /// The live router whose identity is `routerID`, if known.
  func router(withID routerID: ObjectIdentifier) -> (any Routing)? {
    known[routerID]?.router
  }

  /// The id of `router` when given, else `name` alone (an event about a router being deallocated).
  func id(of router: (any Routing)?, name: String) -> String {
    router.map(id(of:)) ?? ScreenRenderer.oneLine(name)
  }

  /// A screen's short id: `#7`.
  func screenID(of viewController: UIViewController) -> String {
    "#" + String(screenNumber(of: viewController))
  }

  /// The session's number for `viewController`: the next free number the first time it is asked for.
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
  /// the next free number the first time it is asked for.
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

  private func number(of router: any Routing) -> Int {
    if let viewable = router as? any ViewableRouting {
      return screenNumber(of: viewable.viewControllable.uiviewController)
    }
    // A new router (or a dead one's reused identity: `id(of:)` found no live entry) gets a new number.
    let number = nextViewlessNumber
    nextViewlessNumber += 1
    return number
  }
}
