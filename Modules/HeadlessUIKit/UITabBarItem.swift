/// The tab-bar description of a view controller, reduced to title, tag and badge.
@MainActor
open class UITabBarItem: NSObject {
  /// The title under the tab; setting a view controller's `title` sets it too.
  open var title: String?

  /// An app-defined number identifying the item.
  open var tag: Int

  /// The badge text, if any.
  open var badgeValue: String?

  /// Creates an item with a title and tag (images are not modelled).
  public init(title: String?, tag: Int) {
    self.title = title
    self.tag = tag
    super.init()
  }

  /// Creates an item without a title.
  public override init() {
    tag = 0
    super.init()
  }
}
