import NavigatableRIBs

/// The app's root screen: a tab bar controller whose tabs are navigation controllers.
final class RootViewController: UITabBarController, RootPresentable, RootViewControllable {
  func setTabs(_ screens: [any ViewControllable]) {
    let tabs = screens.map { screen in
      let navigation = UINavigationController(rootViewController: screen.uiviewController)
      navigation.tabBarItem = screen.uiviewController.tabBarItem
      return navigation
    }
    setViewControllers(tabs, animated: false)
  }
}
