/// The navigation-bar description of a view controller, reduced to its titles.
@MainActor
open class UINavigationItem: NSObject {
  /// The title shown in the navigation bar; setting a view controller's `title` sets it too.
  open var title: String?

  /// The title of the back button that leads back to this item's view controller, and of its entry in
  /// the back button's long-press menu; nil means the item's title is used.
  open var backButtonTitle: String?

  /// Creates an item with a title.
  ///
  /// - Parameter title: The text the navigation bar shows while the item's view controller is on top.
  public init(title: String) {
    self.title = title
    super.init()
  }

  /// Creates an item without a title.
  public override init() {
    super.init()
  }
}
