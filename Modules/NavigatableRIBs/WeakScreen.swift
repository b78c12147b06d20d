/// A screen the sync takes off once a gesture ends: its view controller (weak), its RIB's name and why it
/// goes.
@MainActor
struct WeakScreen {
  weak var viewController: UIViewController?
  let owner: String
  let cause: NavigationSync.Cause
}
