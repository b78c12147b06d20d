import NavigatableRIBs
import NavigatableRIBsTesting
import ScreenKit
import ShellKit

extension AppExplorer {
  /// The visible screen; fails when the window shows nothing.
  func visibleScreen() throws(CommandError) -> UIViewController {
    guard let screen = VisibleScreen.find(in: app.window) else { throw .failed("the window shows no screen") }
    return screen
  }

  /// The navigation controller with a swipe back in flight, if any.
  var navigationSwipingBack: UINavigationController? {
    guard let navigation = VisibleScreen.navigationController(in: app.window), navigation.isUserSwipingBack else {
      return nil
    }
    return navigation
  }

  /// Fails while a swipe back is in flight: a person's finger is on the screen, nothing else can be touched.
  func requireNoSwipeInFlight() throws(CommandError) {
    if navigationSwipingBack != nil {
      throw .failed("a swipe back is in progress; end it first with 'swipe finish' or 'swipe cancel'")
    }
  }

  /// Settles the run loop, then prints the visible screen (what every navigation command ends with).
  func settleAndShow(on console: Console) {
    settle()
    printVisibleScreen(on: console)
  }

  /// Prints the visible screen, with a note while a swipe back is in flight.
  func printVisibleScreen(on console: Console) {
    guard let screen = VisibleScreen.find(in: app.window) else {
      console.line("(the window shows no screen)")
      return
    }
    for line in ScreenRenderer.lines(for: screen) { console.line(line) }
    if navigationSwipingBack != nil {
      let leaving = swipedScreen.map { ScreenNaming.title(of: $0) } ?? "the top screen"
      console.line(
        "  (swipe back in progress: \(ScreenRenderer.oneLine(leaving)) is leaving; 'swipe finish' or 'swipe cancel')")
    }
  }

  /// The description of the visible screen, or `nil` when it does not describe itself.
  func visibleDescription() -> ScreenDescription? {
    (VisibleScreen.find(in: app.window) as? any ScreenDescribing)?.screenDescription
  }

  /// Whether the arguments ask for JSON (`--json`); any other argument is a usage error.
  static func wantsJSON(_ arguments: [String]) throws(CommandError) -> Bool {
    guard let argument = arguments.first else { return false }
    guard argument == "--json" else { throw .usage("unknown option '\(ScreenRenderer.oneLine(argument))'") }
    return true
  }

  /// A 1-based number typed by the user, or `nil` when `text` is not a number.
  static func number(_ text: String) -> Int? {
    guard let value = Int(text), text.allSatisfy(\.isASCII) else { return nil }
    return value
  }
}
