/// One callback of the model, as recorded by ``UIKitEventLog``.
///
/// An event does not retain the view controllers it names: ``viewController`` and ``container`` are weak,
/// and their names and identities are captured when the event is emitted.
public struct UIKitEvent: CustomStringConvertible {
  /// What happened, with its payload.
  public enum Kind: Equatable, Sendable {
    /// `viewDidLoad()` of the view controller.
    case viewDidLoad
    /// `viewWillAppear(_:)`.
    case viewWillAppear(animated: Bool)
    /// `viewDidAppear(_:)`.
    case viewDidAppear(animated: Bool)
    /// `viewWillDisappear(_:)`.
    case viewWillDisappear(animated: Bool)
    /// `viewDidDisappear(_:)`.
    case viewDidDisappear(animated: Bool)
    /// `willMove(toParent:)`; the parent (when not nil) is the event's ``container``.
    case willMoveToParent(parentIsNil: Bool)
    /// `didMove(toParent:)`; the parent (when not nil) is the event's ``container``.
    case didMoveToParent(parentIsNil: Bool)
    /// `navigationController(_:willShow:animated:)`; the view controller is the one shown.
    case navigationWillShow(animated: Bool)
    /// `navigationController(_:didShow:animated:)`; the view controller is the one shown.
    case navigationDidShow(animated: Bool)
    /// `tabBarController(_:shouldSelect:)`; the view controller is the candidate.
    case tabShouldSelect
    /// `tabBarController(_:didSelect:)`.
    case tabDidSelect
    /// `presentationControllerShouldDismiss(_:)`; the view controller is the presented one.
    case presentationShouldDismiss
    /// `presentationControllerWillDismiss(_:)`.
    case presentationWillDismiss
    /// `presentationControllerDidDismiss(_:)`.
    case presentationDidDismiss
    /// `presentationControllerDidAttemptToDismiss(_:)`.
    case presentationDidAttemptToDismiss
    /// A presentation was requested and accepted; the container is the presenter.
    case present(animated: Bool)
    /// A dismissal was requested and accepted; the view controller is the one dismissed.
    case dismiss(animated: Bool)
    /// API misuse the model refused, like the warnings UIKit prints; the state was left intact.
    case warning(String)

    /// The kind's name, without payload.
    public var name: String {
      switch self {
      case .viewDidLoad: "viewDidLoad"
      case .viewWillAppear: "viewWillAppear"
      case .viewDidAppear: "viewDidAppear"
      case .viewWillDisappear: "viewWillDisappear"
      case .viewDidDisappear: "viewDidDisappear"
      case .willMoveToParent: "willMoveToParent"
      case .didMoveToParent: "didMoveToParent"
      case .navigationWillShow: "navigationWillShow"
      case .navigationDidShow: "navigationDidShow"
      case .tabShouldSelect: "tabShouldSelect"
      case .tabDidSelect: "tabDidSelect"
      case .presentationShouldDismiss: "presentationShouldDismiss"
      case .presentationWillDismiss: "presentationWillDismiss"
      case .presentationDidDismiss: "presentationDidDismiss"
      case .presentationDidAttemptToDismiss: "presentationDidAttemptToDismiss"
      case .present: "present"
      case .dismiss: "dismiss"
      case .warning: "warning"
      }
    }
  }

  /// What happened.
  public let kind: Kind
  /// The view controller the event concerns, while it is alive.
  public weak var viewController: UIViewController?
  /// The view controller's name when the event was emitted (title, else type name) and its serial number.
  public var viewControllerName: String { viewControllerNameParts.text }
  private let viewControllerNameParts: HeadlessNameParts
  /// The identity of the view controller the event concerns.
  public let viewControllerID: ObjectIdentifier
  /// The container involved (navigation or tab bar controller, parent, presenter), while it is alive.
  public weak var container: UIViewController?
  /// The container's name when the event was emitted, if there is a container.
  public var containerName: String? { containerNameParts?.text }
  private let containerNameParts: HeadlessNameParts?
  /// The identity of the container, if there is one.
  public let containerID: ObjectIdentifier?
  /// Position of the event in the log (increasing from 1).
  public let sequenceNumber: Int

  /// Creates an event; the model emits these, tests may build them for comparisons.
  ///
  /// - Parameters:
  ///   - kind: The callback or change the event records.
  ///   - viewController: The view controller that received the callback; its name and identity are
  ///     read now.
  ///   - container: The navigation, tab bar or presenting controller involved, if any.
  ///   - sequenceNumber: The event's position in the log; 0 for an event built for a comparison.
  @MainActor
  public init(
    kind: Kind, viewController: UIViewController, container: UIViewController? = nil, sequenceNumber: Int = 0
  ) {
    self.kind = kind
    self.viewController = viewController
    self.viewControllerNameParts = viewController.headlessNameParts
    self.viewControllerID = ObjectIdentifier(viewController)
    self.container = container
    self.containerNameParts = container?.headlessNameParts
    self.containerID = container.map(ObjectIdentifier.init)
    self.sequenceNumber = sequenceNumber
  }

  /// One readable line, such as `viewWillAppear(Detail #2) animated`.
  public var description: String {
    var line = "\(kind.name)(\(viewControllerName))"
    switch kind {
    case .viewWillAppear(let animated), .viewDidAppear(let animated), .viewWillDisappear(let animated),
      .viewDidDisappear(let animated), .navigationWillShow(let animated), .navigationDidShow(let animated),
      .present(let animated), .dismiss(let animated):
      if animated { line += " animated" }
    case .willMoveToParent(let parentIsNil), .didMoveToParent(let parentIsNil):
      line += parentIsNil ? " parent: nil" : " parent: \(containerName ?? "?")"
    case .warning(let message):
      line += " " + message
    default:
      break
    }
    if let containerName, !kind.isMove { line += " in \(containerName)" }
    return line
  }
}

extension UIKitEvent.Kind {
  /// Whether the kind is `willMoveToParent` or `didMoveToParent` (their container is the parent).
  var isMove: Bool {
    switch self {
    case .willMoveToParent, .didMoveToParent: true
    default: false
    }
  }
}
