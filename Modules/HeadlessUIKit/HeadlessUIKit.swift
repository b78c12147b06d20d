// HeadlessUIKit — a behavioural model of UIKit's view-controller containers, for platforms without UIKit.
//
// What it models
// - `UIViewController` containment (`addChild`, `removeFromParent`, `willMove`/`didMove(toParent:)`), the
//   view lifecycle (`loadView`/`viewDidLoad` once, `viewWill/DidAppear`, `viewWill/DidDisappear`) with the
//   `isMovingToParent`/`isMovingFromParent`/`isBeingPresented`/`isBeingDismissed` flags.
// - `UINavigationController`, `UITabBarController`, modal presentation (full screen and sheets) and
//   `UIWindow` (root view controller, key window, `view.window` while a view is on screen).
// - Timing: state (stacks, selection, presentation links) changes synchronously; the transitions and their
//   callbacks run on `HeadlessRunLoop.main`, so a test can look at the state in between. Animated
//   transitions have a `transitionCoordinator`, non-animated ones none.
// - User gestures (`user…` methods): back button, interactive swipe back, the back-button long-press menu,
//   tab taps, sheet swipe-down. These exist only here; they simulate a person.
// - Version-dependent and unconfirmed behaviour, gathered in `UIKitBehaviorProfile`.
// - An event log (`UIKitEventLog`) of every lifecycle and delegate callback, in order.
// - Hooks (`UIViewControllerHooks`) for `didMove(toParent: nil)`, `viewDidDisappear` and a sheet's
//   `DidDismiss`: what exchanging those methods gives a library on iOS (these exist only here).
//
// What it does not model
// - Views beyond a bare `UIView` with `window`: no subviews, layout, drawing, hit testing, animation
//   timing, the responder chain, bars and bar items beyond their titles, trait collections, size classes,
//   adaptivity, popovers' anchors, custom transition animators, storyboards and nibs.
// - Replacing a window's root does not dismiss what the old root presents.
// - Views are never unloaded; `definesPresentationContext` is not consulted (presentations are hosted by
//   the root of the presenter's containment tree).
//
// The Foundation module is re-exported, as `import UIKit` does.
@_exported import Foundation
