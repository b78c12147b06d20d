import NavigatableRIBs
import Topup

/// The parent's interactor, reduced to FinanceHome's answer to Topup's listener: detach Topup.
public final class TopupParentInteractor: Interactor, TopupListener {
  weak var router: TopupParentRouter?
  /// What Topup told its listener, in order: "close", "finish".
  public private(set) var events: [String] = []

  /// Creates the interactor; the router connects itself.
  public override init() {
    super.init()
  }

  public func topupDidClose() {
    // TODO(chapter 3, step 6): record "close" in `events`, then detach Topup through the router.
  }

  public func topupDidFinish() {
    // TODO(chapter 3, step 6): record "finish" in `events`, then detach Topup through the router.
  }
}
