/// A view controller that can say what it shows, as plain data, so a text shell (or a test) can render and
/// drive it without views.
///
/// The view stays dumb: ``screenDescription`` reports what is on screen; the items' actions are exactly
/// what a tap on the real control would do (usually: call the listener, i.e. the interactor).
@MainActor
public protocol ScreenDescribing: AnyObject {
  /// What the screen shows right now.
  var screenDescription: ScreenDescription { get }
}
