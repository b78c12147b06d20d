/// A screen that stands in for a feature: a test support's stand-in (`MockViewController`, a flow's
/// `StandInViewController`), which a feature's preview (`navigatable-ribs --feature NAME`) shows where the
/// real child would be.
///
/// The shell marks such a screen as a stand-in: `show` says so and names the command that leaves it
/// (`back`, `dismiss`), and `tree` shows one that no RIB owns (a viewless flow's stand-in presents it) as
/// `stand-in:`, not as a screen left behind (`no RIB:`). The protocol asks for nothing.
@MainActor
public protocol StandInScreen: AnyObject {}
