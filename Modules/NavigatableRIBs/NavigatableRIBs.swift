// NavigatableRIBs keeps the RIB tree and UIKit's containers in sync, both ways, on every path.
//
// A router shows a child RIB's screen with one call (`pushChild`, `presentChild`,
// `presentChildInNavigationController`). From then on:
// - the child is attached with the real `attachChild`, so the tree, lifecycle and leak detection stay true;
// - when UIKit removes the screen by any path (back button, swipe-back, long-press menu, popTo, tab re-tap,
//   setViewControllers, sheet swipe-down, dismissal of a presenter further down) the child is detached
//   from its parent exactly once, deepest first, after the transition completes;
// - when business logic detaches the child, its screen and every screen above it leave the container.
//
// See Documentation/Navigation.md for the design and how each path is handled.

@_exported import RIBs
