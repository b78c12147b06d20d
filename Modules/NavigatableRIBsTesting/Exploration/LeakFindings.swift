import NavigatableRIBs

/// What is alive that should not be, by the one definition the shell's `leaks` and the explorer share:
/// RIBs attached with no screen in any container, viewless flows none of whose screens is in a container,
/// view controllers that left every container but are still alive, and the failures RIBs' LeakDetector
/// reported.
///
/// A screen counts as in a container by containment (`ScreenPlacement.isInHierarchy`): a full-screen
/// presentation takes the presenter's view out of the window, not its screens out of their containers.
@MainActor
public struct LeakFindings {
  /// The attached RIBs whose screen is in no container (`NavigationSync.screenlessRIBs(under:)`).
  public var screenlessRIBs: [any ViewableRouting]
  /// The attached viewless flows whose RIBs' screens are all out of every container
  /// (`NavigationSync.strandedFlows(under:)`).
  public var strandedFlows: [any Routing]
  /// View controllers alive outside every container that are not the screen of a screenless RIB.
  public var lingeringViewControllers: [UIViewController]
  /// What LeakDetector reported.
  public var leakDetectorFailures: [LeakDetectionFailure]

  /// Whether nothing leaked.
  public var isEmpty: Bool {
    screenlessRIBs.isEmpty && strandedFlows.isEmpty && lingeringViewControllers.isEmpty
      && leakDetectorFailures.isEmpty
  }

  /// Finds what leaked under `root`.
  ///
  /// - Parameters:
  ///   - root: The root of the app's RIB tree.
  ///   - alive: The view controllers seen and still alive (``LeakWatch/aliveViewControllers()``).
  ///   - failures: What LeakDetector reported.
  ///   - inFlight: A screen a gesture in flight is taking away, never reported.
  /// - Returns: The findings; the lingering view controllers in no particular order.
  public static func find(
    under root: any Routing, alive: [UIViewController], failures: [LeakDetectionFailure],
    excluding inFlight: UIViewController? = nil
  ) -> LeakFindings {
    let (screenless, stranded) = NavigationSync.shared.leakedRIBs(under: root)
    let owned = Set(screenless.map { ObjectIdentifier($0.viewControllable.uiviewController) })
    var lingering: [UIViewController] = []
    // A plain loop: a closure here would check the executor on each view controller (see Performance.md).
    for viewController in alive
    where !owned.contains(ObjectIdentifier(viewController)) && viewController !== inFlight
      && !ScreenPlacement.isInHierarchy(viewController)
    {
      lingering.append(viewController)
    }
    return LeakFindings(
      screenlessRIBs: screenless, strandedFlows: stranded, lingeringViewControllers: lingering,
      leakDetectorFailures: failures)
  }

  /// The type named by an object description such as `<DetailViewController: 0x6000…>` or
  /// `Module.DetailInteractor`: the unqualified type name, so output does not change from run to run.
  ///
  /// - Parameter description: An object's description.
  /// - Returns: The type's name without its module.
  public static func typeName(inDescription description: String) -> String {
    var text = Substring(description)
    if text.hasPrefix("<") { text = text.dropFirst() }
    if let end = text.firstIndex(where: { $0 == ":" || $0 == ">" || $0 == " " }) { text = text[..<end] }
    if let dot = text.lastIndex(of: ".") { text = text[text.index(after: dot)...] }
    return text.isEmpty ? description : String(text)
  }

  /// `text` with every hexadecimal address (`0x00007f…`) replaced by `0x…`.
  ///
  /// - Parameter text: A message that may name addresses.
  /// - Returns: The message with each address as `0x…`.
  public static func withoutAddresses(_ text: String) -> String {
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
}
