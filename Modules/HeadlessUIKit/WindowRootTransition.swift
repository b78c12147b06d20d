/// A window's root view controller appearing or disappearing (window shown or hidden, root replaced).
@MainActor
final class WindowRootTransition: HeadlessTransition {
  private weak var window: UIWindow?
  private let old: UIViewController?
  private let new: UIViewController?

  init(window: UIWindow, old: UIViewController?, new: UIViewController?) {
    self.window = window
    self.old = old
    self.new = new
    super.init(owners: [], coordinator: nil)
  }

  override func begin() {
    // Only what is still current matters: a root replaced again before this turn does not appear.
    let appearing = new.flatMap { $0.hostingWindow === window && window?.isHidden == false ? $0 : nil }
    old?.performBeginAppearance(false, animated: false)
    appearing?.performBeginAppearance(true, animated: false)
    old?.performEndAppearance()
    appearing?.performEndAppearance()
  }
}
