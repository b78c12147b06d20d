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
    let topup = topupBuilder.build(withListener: interactor, presentingFrom: base)
    self.topup = topup
    attachChild(topup)
  }

  /// Detaches Topup, if it is attached: its `cleanupViews()` dismisses what it presented.
  public func detachTopup() {
    guard let topup else { return }
    detachChild(topup)
  }
}
