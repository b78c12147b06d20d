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
/// named while the router is alive; dead entries are dropped as they accumulate (memory stays flat).
@MainActor
final class RIBIdentities {
  private struct Known {
    weak var router: (any Routing)?
    let id: String
  }

  private var known: [ObjectIdentifier: Known] = [:]
  /// HeadlessUIKit's serial of each screen printed so far → its number in this session.
  private var screenNumbers: [Int: Int] = [:]
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
      let number = screenNumbers[viewable.viewControllable.uiviewController.headlessSerial]
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
    "#" + String(screenNumber(ofSerial: viewController.headlessSerial))
  }

  /// The session's number for the screen whose HeadlessUIKit serial is `serial`: the next free number the
  /// first time it is asked for. (One entry per screen ever printed; nothing is printed for most screens
  /// unless `trace` is on.)
  func screenNumber(ofSerial serial: Int) -> Int {
    if let number = screenNumbers[serial] { return number }
    let number = screenNumbers.count + 1
    screenNumbers[serial] = number
    return number
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
      return screenNumber(ofSerial: viewable.viewControllable.uiviewController.headlessSerial)
    }
    // A new router (or a dead one's reused identity: `id(of:)` found no live entry) gets a new number.
    let number = nextViewlessNumber
    nextViewlessNumber += 1
    return number
  }
}
