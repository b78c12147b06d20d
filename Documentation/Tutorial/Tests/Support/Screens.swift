import NavigatableRIBs
import ScreenKit
import Testing

/// What `viewController` shows, when it describes itself (every screen of the tutorial does).
@MainActor
func screen(of viewController: UIViewController?) -> ScreenDescription? {
  (viewController as? any ScreenDescribing)?.screenDescription
}

/// Taps the item labelled `label` on `viewController`, as a finger would; false when there is none.
@MainActor
@discardableResult
func tap(_ label: String, on viewController: UIViewController?) -> Bool {
  guard let item = screen(of: viewController)?.items.first(where: { $0.label == label }) else { return false }
  item.action()
  return true
}

/// The titles of `navigation`'s stack, bottom first.
@MainActor
func titles(_ navigation: UINavigationController?) -> [String] {
  navigation?.viewControllers.map { $0.title ?? "?" } ?? []
}
