import NavigatableRIBs

/// What is alive that should not be: RIBs attached with no screen in any container, view controllers
/// that left every container but are still alive, and the failures RIBs' LeakDetector reported.
///
/// ```text
/// RIBs attached without a screen (1):
///   Detail (DetailRouter): active, attached to Examples; its screen "Detail 1" is in no container
/// View controllers alive outside every container: none
/// LeakDetector failures: none
/// by type: DetailRouter 1
/// leaked objects: 1
/// ```
///
/// A screenless RIB's own view controller is named on the RIB's line rather than counted again.
struct LeakReport: Encodable {
  /// A RIB attached (so LeakDetector cannot see it) whose screen is in no container.
  struct ScreenlessRIB: Encodable {
    /// Its `ribName`.
    var name: String
    /// Its router's type.
    var type: String
    /// The RIB it is attached to.
    var parent: String?
    /// Whether its interactor is active.
    var active: Bool
    /// Its screen's title.
    var screen: String
  }

  /// A view controller alive outside every container.
  struct LingeringViewController: Encodable {
    /// Its title.
    var title: String
    /// Its type.
    var type: String
  }

  /// A LeakDetector failure.
  struct Failure: Encodable {
    /// `objectNotDeallocated` or `viewControllerNotDisappeared`.
    var kind: String
    /// The object, as described when the expectation was registered.
    var object: String
    /// LeakDetector's sentence.
    var message: String
  }

  /// RIBs attached with no screen.
  var screenlessRIBs: [ScreenlessRIB]
  /// View controllers alive outside every container (not those of ``screenlessRIBs``).
  var lingeringViewControllers: [LingeringViewController]
  /// LeakDetector failures since the app was built.
  var leakDetectorFailures: [Failure]

  /// How many objects the report names.
  var leakedObjects: Int { screenlessRIBs.count + lingeringViewControllers.count + leakDetectorFailures.count }

  /// Builds the report.
  ///
  /// - Parameters:
  ///   - root: the root of the RIB tree.
  ///   - aliveViewControllers: the view controllers seen and still alive.
  ///   - failures: what LeakDetector reported.
  ///   - excluding: a view controller in flight (the screen a swipe back is taking away), never reported.
  @MainActor
  init(
    root: any Routing, aliveViewControllers: [UIViewController], failures: [LeakDetectionFailure],
    excluding inFlight: UIViewController?
  ) {
    let screenless = NavigationSync.shared.screenlessRIBs(under: root)
    screenlessRIBs = screenless.map { router in
      ScreenlessRIB(
        name: router.ribName, type: ScreenNaming.typeName(of: router), parent: router.parentRouting?.ribName,
        active: router.interactable.isActive, screen: ScreenNaming.title(of: router.viewControllable.uiviewController))
    }
    let owned = Set(screenless.map { ObjectIdentifier($0.viewControllable.uiviewController) })
    lingeringViewControllers = aliveViewControllers
      .filter { viewController in
        !owned.contains(ObjectIdentifier(viewController)) && viewController !== inFlight
          && !ScreenPlacement.of(viewController).isInHierarchy
      }
      .map { LingeringViewController(title: ScreenNaming.title(of: $0), type: ScreenNaming.typeName(of: $0)) }
      .sorted { ($0.title, $0.type) < ($1.title, $1.type) }
    leakDetectorFailures = failures.map {
      Failure(
        kind: $0.kind.rawValue, object: Self.typeName(inDescription: $0.objectDescription),
        message: Self.withoutAddresses($0.message))
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
      result.append(
        "  \(oneLine(rib.name)) (\(rib.type)): \(rib.active ? "active" : "inactive")\(parent); "
          + "its screen \"\(oneLine(rib.screen))\" is in no container")
    }
    result.append(heading("View controllers alive outside every container", lingeringViewControllers.count))
    for viewController in lingeringViewControllers {
      result.append("  \(oneLine(viewController.title)) (\(viewController.type))")
    }
    result.append(heading("LeakDetector failures", leakDetectorFailures.count))
    for failure in leakDetectorFailures {
      result.append("  \(failure.kind): \(oneLine(failure.message))")
    }
    let types = screenlessRIBs.map(\.type) + lingeringViewControllers.map(\.type)
      + leakDetectorFailures.map(\.object)
    if !types.isEmpty {
      var counts: [String: Int] = [:]
      for type in types { counts[type, default: 0] += 1 }
      result.append("by type: " + counts.sorted { $0.key < $1.key }.map { "\(oneLine($0.key)) \($0.value)" }.joined(separator: ", "))
    }
    result.append("leaked objects: \(leakedObjects)")
    return result
  }

  /// The type named by an object description such as `<DetailViewController: 0x6000…>` or
  /// `Module.DetailInteractor`: the unqualified type name, so output does not change from run to run.
  static func typeName(inDescription description: String) -> String {
    var text = Substring(description)
    if text.hasPrefix("<") { text = text.dropFirst() }
    if let end = text.firstIndex(where: { $0 == ":" || $0 == ">" || $0 == " " }) { text = text[..<end] }
    if let dot = text.lastIndex(of: ".") { text = text[text.index(after: dot)...] }
    return text.isEmpty ? description : String(text)
  }

  /// `text` with every hexadecimal address (`0x00007f…`) replaced by `0x…`.
  static func withoutAddresses(_ text: String) -> String {
    var result = ""
    var index = text.startIndex
    while index < text.endIndex {
      if text[index...].hasPrefix("0x") {
        var end = text.index(index, offsetBy: 2)
        while end < text.endIndex, text[end].isHexDigit { end = text.index(after: end) }
        if end > text.index(index, offsetBy: 2) {
          result += "0x…"
          index = end
          continue
        }
      }
      result.append(text[index])
      index = text.index(after: index)
    }
    return result
  }

  private func heading(_ title: String, _ count: Int) -> String {
    count == 0 ? "\(title): none" : "\(title) (\(count)):"
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
