import NavigatableRIBs
import NavigatableRIBsTesting

/// What is alive that should not be: RIBs attached with no screen in any container, view controllers
/// that left every container but are still alive, and the failures RIBs' LeakDetector reported.
///
/// ```text
/// RIBs attached without a screen (1):
///   Detail#1 (DetailRouter): active, attached to Master#1; its screen "Detail 1" is in no container
/// View controllers alive outside every container: none
/// LeakDetector failures: none
/// by type: DetailRouter 1
/// leaked objects: 1
/// ```
///
/// Each leaked object is counted once: a screenless RIB's own view controller is named on the RIB's line,
/// and LeakDetector's failures are grouped by the object they are about (an orphan screen can fail three
/// expectations), named readably (`Detail 1 #6 (DetailViewController)`) while it is alive.
struct LeakReport: Encodable {
  /// A RIB attached (so LeakDetector cannot see it) whose screen is in no container — or a viewless flow
  /// none of whose RIBs' screens is in a container.
  struct ScreenlessRIB: Encodable {
    /// Its `ribName`.
    var name: String
    /// Its id (`Detail#6`), when the report names RIBs.
    var id: String?
    /// Its router's type.
    var type: String
    /// The RIB it is attached to.
    var parent: String?
    /// Whether its interactor is active.
    var active: Bool
    /// Its screen's title; `nil` for a viewless flow.
    var screen: String?
  }

  /// A view controller alive outside every container.
  struct LingeringViewController: Encodable {
    /// Its title.
    var title: String
    /// Its number, `#7`.
    var screenID: String
    /// Its type.
    var type: String
  }

  /// A LeakDetector failure.
  struct Failure: Encodable {
    /// `objectNotDeallocated` or `viewControllerNotDisappeared`.
    var kind: String
    /// The object's type, as described when the expectation was registered.
    var object: String
    /// The object readably: `Detail 1 #6 (DetailViewController)` while alive, else its type and
    /// `(freed since)`.
    var name: String
    /// Failures with the same key are about the same object (LeakDetector's number for it: an address can
    /// be reused by another object once the first is freed).
    fileprivate var key: Int

    private enum CodingKeys: String, CodingKey {
      case kind, object, name, message
    }
    /// LeakDetector's sentence.
    var message: String
  }

  /// RIBs attached with no screen.
  var screenlessRIBs: [ScreenlessRIB]
  /// View controllers alive outside every container (not those of ``screenlessRIBs``).
  var lingeringViewControllers: [LingeringViewController]
  /// LeakDetector failures since the app was built.
  var leakDetectorFailures: [Failure]

  /// How many objects the report names, each once.
  var leakedObjects: Int {
    screenlessRIBs.count + lingeringViewControllers.count
      + Set(leakDetectorFailures.map(\.key)).subtracting(lingeringKeys).count
  }
  /// The keys of the lingering view controllers (LeakDetector's numbers), so failures about them are not
  /// counted again.
  private var lingeringKeys: Set<Int> = []

  /// Builds the report.
  ///
  /// - Parameters:
  ///   - root: the root of the RIB tree.
  ///   - aliveViewControllers: the view controllers seen and still alive.
  ///   - failures: what LeakDetector reported.
  ///   - excluding: a view controller in flight (the screen a swipe back is taking away), never reported.
  ///   - identities: names RIBs by id (`Detail#6`); by name alone when `nil`.
  @MainActor
  init(
    root: any Routing, aliveViewControllers: [UIViewController], failures: [LeakDetectionFailure],
    excluding inFlight: UIViewController?, identities: RIBIdentities? = nil
  ) {
    let screenID: (UIViewController) -> String = { viewController in
      identities?.screenID(of: viewController) ?? "#\(viewController.headlessSerial)"
    }
    let findings = LeakFindings.find(
      under: root, alive: aliveViewControllers, failures: failures, excluding: inFlight)
    screenlessRIBs =
      findings.screenlessRIBs.map { router in
        ScreenlessRIB(
          name: router.ribName, id: identities?.id(of: router), type: ScreenNaming.typeName(of: router),
          parent: router.parentRouting.map { identities?.id(of: $0) ?? $0.ribName },
          active: router.interactable.isActive, screen: ScreenNaming.title(of: router.viewControllable.uiviewController)
        )
      }
      + findings.strandedFlows.map { router in
        ScreenlessRIB(
          name: router.ribName, id: identities?.id(of: router), type: ScreenNaming.typeName(of: router),
          parent: router.parentRouting.map { identities?.id(of: $0) ?? $0.ribName },
          active: router.interactable.isActive, screen: nil)
      }
    let lingering = findings.lingeringViewControllers
    lingeringKeys = Set(lingering.compactMap { LeakDetector.instance.failureNumber(of: $0) })
    lingeringViewControllers =
      lingering
      .map {
        LingeringViewController(
          title: ScreenNaming.title(of: $0), screenID: screenID($0), type: ScreenNaming.typeName(of: $0))
      }
      .sorted { ($0.title, $0.screenID, $0.type) < ($1.title, $1.screenID, $1.type) }
    leakDetectorFailures = findings.leakDetectorFailures.map { failure in
      let type = LeakFindings.typeName(inDescription: failure.objectDescription)
      let key = failure.objectNumber
      let name: String
      switch LeakDetector.instance.failedObject(number: key) {
      case let viewController as UIViewController:
        name = "\(ScreenNaming.title(of: viewController)) \(screenID(viewController)) (\(type))"
      case .some:
        name = type
      case nil:
        name = "\(type) (freed since)"
      }
      return Failure(
        kind: failure.kind.rawValue, object: type, name: name, key: key,
        message: LeakFindings.withoutAddresses(failure.message)
      )
    }
  }

  /// The text form; the last line is `leaked objects: N`.
  @MainActor
  func lines() -> [String] {
    let oneLine = ScreenRenderer.oneLine
    var result: [String] = []
    result.append(heading("RIBs attached without a screen", screenlessRIBs.count))
    for rib in screenlessRIBs {
      let parent = rib.parent.map { ", attached to \(oneLine($0))" } ?? ""
      let what =
        rib.screen.map { "its screen \"\(oneLine($0))\" is in no container" }
        ?? "viewless, and none of its RIBs' screens is in a container"
      result.append(
        "  \(oneLine(rib.id ?? rib.name)) (\(rib.type)): \(rib.active ? "active" : "inactive")\(parent); \(what)")
    }
    result.append(heading("View controllers alive outside every container", lingeringViewControllers.count))
    for viewController in lingeringViewControllers {
      result.append("  \(oneLine(viewController.title)) \(viewController.screenID) (\(viewController.type))")
    }
    var groups: [(key: Int, failures: [Failure])] = []
    for failure in leakDetectorFailures {
      if let index = groups.firstIndex(where: { $0.key == failure.key }) {
        groups[index].failures.append(failure)
      } else {
        groups.append((failure.key, [failure]))
      }
    }
    let about = groups.count == leakDetectorFailures.count ? "" : ", about \(count(groups.count, "object"))"
    result.append(heading("LeakDetector failures", leakDetectorFailures.count, about))
    for group in groups {
      if group.failures.count == 1, let failure = group.failures.first {
        result.append("  \(failure.kind): \(oneLine(failure.message))")
        continue
      }
      result.append("  \(oneLine(group.failures[0].name)):")
      for failure in group.failures { result.append("    \(failure.kind): \(oneLine(failure.message))") }
    }
    var counted: Set<Int> = lingeringKeys
    let failureTypes = leakDetectorFailures.compactMap { counted.insert($0.key).inserted ? $0.object : nil }
    let types = screenlessRIBs.map(\.type) + lingeringViewControllers.map(\.type) + failureTypes
    if !types.isEmpty {
      var counts: [String: Int] = [:]
      for type in types { counts[type, default: 0] += 1 }
      result.append(
        "by type: " + counts.sorted { $0.key < $1.key }.map { "\(oneLine($0.key)) \($0.value)" }.joined(separator: ", ")
      )
    }
    result.append("leaked objects: \(leakedObjects)")
    return result
  }

  private func heading(_ title: String, _ count: Int, _ note: String = "") -> String {
    count == 0 ? "\(title): none" : "\(title) (\(count)\(note)):"
  }

  private func count(_ number: Int, _ noun: String) -> String {
    number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
  }

  private enum CodingKeys: String, CodingKey {
    case screenlessRIBs, lingeringViewControllers, leakDetectorFailures, leakedObjects
  }

  /// Encodes the three lists and the count.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(screenlessRIBs, forKey: .screenlessRIBs)
    try container.encode(lingeringViewControllers, forKey: .lingeringViewControllers)
    try container.encode(leakDetectorFailures, forKey: .leakDetectorFailures)
    try container.encode(leakedObjects, forKey: .leakedObjects)
  }
}
