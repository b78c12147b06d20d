/// The interface a router uses to drive its interactor's lifecycle.
@MainActor
public protocol Interactable: InteractorScope {
  /// Activates the interactor. Does nothing when it is already active.
  func activate()

  /// Deactivates the interactor. Does nothing when it is already inactive.
  func deactivate()

  /// A readable name for trees and traces. Defaults to the type name without the `Interactor` suffix.
  var ribName: String { get }
}

extension Interactable {
  /// The type name without the `Interactor` suffix (`LoggedInInteractor` → `LoggedIn`).
  public var ribName: String { RIBName.derive(from: type(of: self), droppingSuffix: "Interactor") }
}
