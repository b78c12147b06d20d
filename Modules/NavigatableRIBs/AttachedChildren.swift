import RIBs

/// The children a router attached, each kept under a name and held weakly: the tree owns them.
///
/// A router's stored properties cannot be declared in an extension, so a route written in a file of its own
/// (`XRouter+Child.swift`, as generate-rib writes one per child) keeps the child it attached here, under the
/// child's name, instead of in a `weak var` of the router. The router declares one, once:
/// `let attached = AttachedChildren()`. An entry reads `nil` again once its router is freed (detached by the
/// parent, or by NavigationSync when the user removed its screen, and released by the tree).
@MainActor
public final class AttachedChildren {
  /// A weak reference to one child.
  private final class Entry {
    weak var router: (any Routing)?
    init(_ router: any Routing) { self.router = router }
  }

  /// The entries, by name.
  private var entries: [String: Entry] = [:]

  /// Creates an empty set of children.
  public init() {}

  /// The child kept under `name`, while it is alive; setting `nil` forgets it.
  ///
  /// - Parameter name: The child's name, as its route calls it (`"Profile"`).
  public subscript(name: String) -> (any Routing)? {
    get { entries[name]?.router }
    set { entries[name] = newValue.map(Entry.init) }
  }
}
