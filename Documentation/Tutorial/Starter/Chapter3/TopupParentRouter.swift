import NavigatableRIBs
import Topup

/// The parent's router: attaches Topup (which presents its own screens from the parent's) and detaches it.
public final class TopupParentRouter: Router<TopupParentInteractor> {
  private let topupBuilder: any TopupBuildable
  /// The parent's screen, which Topup presents from.
  private let base: any ViewControllable
  private weak var topup: (any Routing)?

  /// A parent building Topup with `topupBuilder` and lending it `base` to present from.
  public init(interactor: TopupParentInteractor, topupBuilder: any TopupBuildable, base: any ViewControllable) {
    self.topupBuilder = topupBuilder
    self.base = base
    super.init(interactor: interactor)
    interactor.router = self
  }

  public override var ribName: String { "Parent" }

  /// Builds Topup, presenting from `base`, and attaches it: Topup shows its first screen.
  public func attachTopup() {
    // TODO(chapter 3, step 6): build Topup with the interactor as its listener, presenting from `base`; keep it
    // in `topup` and attach it with `attachChild` (Topup presents its first screen when it becomes active).
  }

  /// Detaches Topup, if it is attached: its `cleanupViews()` dismisses what it presented.
  public func detachTopup() {
    // TODO(chapter 3, step 6): detach `topup`, if there is one.
  }
}
