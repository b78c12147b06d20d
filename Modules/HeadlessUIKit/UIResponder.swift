/// The root of UIKit's view and view-controller classes; here only a base class.
///
/// The responder chain is not modelled. Like UIKit's, the class is an `NSObject`, so view controllers are
/// hashable and comparable by identity.
@MainActor
open class UIResponder: NSObject {
  /// Creates a responder.
  public override init() {
    super.init()
  }
}
