import NavigatableRIBs
import NavigatableRIBsTesting
import ScreenKit

/// The names the shell gives view controllers: the screen's own title where it has one.
@MainActor
enum ScreenNaming {
  /// The screen description's title, else the view controller's title, else its navigation item's,
  /// else its type name.
  static func title(of viewController: UIViewController) -> String {
    if let describing = viewController as? any ScreenDescribing {
      let title = describing.screenDescription.title
      if !title.isEmpty { return title }
    }
    return viewController.title ?? viewController.navigationItem.title ?? typeName(of: viewController)
  }

  /// The title a tab shows: its tab bar item's, else its own, else its visible screen's
  /// (`UserAction.tabTitle(of:)`, the one rule the explorer names tabs by too).
  static func tabTitle(of viewController: UIViewController) -> String {
    UserAction.tabTitle(of: viewController)
  }

  /// The screen a container shows (a navigation controller's top, a tab bar's selected tab), itself if none.
  static func content(of viewController: UIViewController) -> UIViewController {
    VisibleScreen.content(of: viewController)
  }

  /// The unqualified type name (`DetailViewController`).
  static func typeName(of object: AnyObject) -> String {
    String(describing: type(of: object))
  }
}
