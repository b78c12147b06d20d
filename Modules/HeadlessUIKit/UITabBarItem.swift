/// The tab-bar description of a view controller, reduced to title, image, tag and badge.
@MainActor
open class UITabBarItem: NSObject {
  /// The title under the tab; setting a view controller's `title` sets it too.
  open var title: String?

  /// An app-defined number identifying the item.
  open var tag: Int

  /// The badge text, if any.
  open var badgeValue: String?

  /// The image of the tab; kept, never drawn.
  open var image: UIImage?

  /// Creates an item with a title, an image and a tag, as UIKit's `init(title:image:tag:)` does.
  ///
  /// The same call compiles against UIKit: `UITabBarItem(title: "Examples", image: nil, tag: 0)`.
  ///
  /// - Parameters:
  ///   - title: The title under the tab.
  ///   - image: The tab's image, or nil.
  ///   - tag: An app-defined number identifying the item.
  public init(title: String?, image: UIImage?, tag: Int) {
    self.title = title
    self.image = image
    self.tag = tag
    super.init()
  }

  /// Creates an item without a title.
  public override init() {
    tag = 0
    super.init()
  }
}
