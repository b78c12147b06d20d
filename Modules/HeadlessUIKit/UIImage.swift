import Foundation

/// An image, reduced to the name it was made from: nothing is loaded or drawn.
///
/// It exists so that code naming images (`UITabBarItem(title:image:tag:)`, `UIImage(named:)`) compiles
/// against HeadlessUIKit as it does against UIKit.
@MainActor
open class UIImage: NSObject {
  /// The name the image was made from (`named:` or `systemName:`).
  public let headlessName: String

  /// An image from the app's assets, as UIKit's `init?(named:)`; here it is never nil.
  ///
  /// - Parameter name: The asset's name.
  public init?(named name: String) {
    headlessName = name
    super.init()
  }

  /// A symbol image, as UIKit's `init?(systemName:)`; here it is never nil.
  ///
  /// - Parameter name: The symbol's name.
  public init?(systemName name: String) {
    headlessName = name
    super.init()
  }
}
