/// One change in the RIB tree, as delivered by ``RIBEventLog``.
///
/// An event never retains the RIBs it is about: it keeps weak references plus the names captured when it
/// was emitted. While the event is being delivered the references are alive (the log keeps the objects
/// alive for the delivery), so a subscriber can act on them; afterwards they may turn `nil`. References to a
/// router that is being deallocated (a detach emitted from a router's `deinit`) are `nil` from the start.
public struct RIBEvent: CustomStringConvertible {
  /// What happened.
  public enum Kind: String, Sendable, Equatable, CaseIterable {
    /// A launch router was launched from a window (emitted before it activates and loads).
    case launch
    /// `child` was appended to `parent.children` (emitted before the child activates and loads).
    case attach
    /// `child` was removed from `parent.children` (emitted after it deactivated and was removed).
    case detach
    /// An interactor became active (emitted before its `didBecomeActive()` runs).
    case didBecomeActive
    /// An interactor is about to resign (emitted before its `willResignActive()` runs).
    case willResignActive
    /// A router loaded (emitted before its `didLoad()` runs).
    case didLoad

    /// The kind's bit in the event log's masks: which kinds an observer wants, tested without hashing.
    var bit: UInt8 {
      switch self {
      case .launch: 1
      case .attach: 2
      case .detach: 4
      case .didBecomeActive: 8
      case .willResignActive: 16
      case .didLoad: 32
      }
    }
  }

  /// What happened.
  public let kind: Kind
  /// The name of the RIB the event is about: the child for attach/detach, the router for launch and
  /// didLoad, the interactor for didBecomeActive/willResignActive.
  public let name: String
  /// The parent's name, for attach and detach; otherwise `nil`.
  public let parentName: String?
  /// The router the event is about (the child for attach/detach; for interactor events, the router that
  /// owns the interactor when it is known). Weak.
  public private(set) weak var router: (any Routing)?
  /// The parent router, for attach and detach. Weak.
  public private(set) weak var parent: (any Routing)?
  /// The interactor the event is about (for router events, the router's interactable). Weak.
  public private(set) weak var interactor: (any Interactable)?

  /// Creates an event. RIBs emits these itself; the initializer is public so that tests and tools can
  /// build expected values.
  ///
  /// - Parameters:
  ///   - kind: What happened to the RIB: a launch, an attach, a detach, a load, an activation, ...
  ///   - name: The RIB's name, as its router's `ribName` gives it.
  ///   - parentName: The parent RIB's name, for attach and detach.
  ///   - router: The router the event is about; held weakly.
  ///   - parent: The parent router, for attach and detach; held weakly.
  ///   - interactor: The interactor the event is about; held weakly.
  public init(
    kind: Kind, name: String, parentName: String? = nil,
    router: (any Routing)? = nil, parent: (any Routing)? = nil, interactor: (any Interactable)? = nil
  ) {
    self.kind = kind
    self.name = name
    self.parentName = parentName
    self.router = router
    self.parent = parent
    self.interactor = interactor
  }

  /// A one-line description: `attach Root > Child`, `didBecomeActive Child`, ...
  public var description: String {
    if let parentName { return "\(kind.rawValue) \(parentName) > \(name)" }
    return "\(kind.rawValue) \(name)"
  }
}
