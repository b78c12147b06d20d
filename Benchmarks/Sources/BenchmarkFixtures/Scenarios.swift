/// One iteration of each measured scenario, shared by the benchmarks and by `navigation-profile` (the
/// callgrind harness), so both measure exactly the same code. Never inlined, so a profile shows each one
/// as a function of its own.
@MainActor
public enum Scenarios {
  /// The core's hot path: a new Detail RIB attached to the root (activated, loaded), detached, freed (as
  /// an app's router lets go of a child it detached); its leak expectations registered and checked.
  @inline(never)
  public static func coreRoundTrip(_ scene: BenchScene) {
    do {
      let child = BenchRouter.make()
      scene.root.attachChild(child)
      scene.root.detachChild(child)
    }
    scene.checkLeaks()
  }

  /// The core's allocation floor: the same router, interactor and view controller allocated, appended
  /// to an array, removed, freed (their deinit's leak expectations registered and checked), in the same
  /// order as ``coreRoundTrip(_:)``.
  @inline(never)
  public static func allocationFloor(_ scene: BenchScene, _ children: inout [AnyObject]) {
    do {
      let child = BenchRouter.make()
      children.append(child)
      children.removeAll(where: { $0 === child })
    }
    scene.checkLeaks()
  }

  /// `pushChild` (animated) from `parent`, run loop until idle, `popViewController` (animated), run loop
  /// until idle: the sync detaches the child after the pop's transition.
  @inline(never)
  public static func pushPopWithSync(_ scene: BenchScene, from parent: any Routing) {
    parent.pushChild(BenchRouter.make(), on: scene.navigation, animated: true)
    scene.settle()
    scene.navigation.popViewController(animated: true)
    scene.settle()
    scene.checkLeaks()
  }

  /// The same push and pop by hand with the sync off: `attachChild` + `pushViewController`, run loop,
  /// `popViewController` + `detachChild`, run loop.
  @inline(never)
  public static func pushPopWithoutSync(_ scene: BenchScene) {
    do {
      let child = BenchRouter.make()
      scene.root.attachChild(child)
      scene.navigation.pushViewController(child.viewController, animated: true)
      scene.settle()
      scene.navigation.popViewController(animated: true)
      scene.root.detachChild(child)
    }
    scene.settle()
    scene.checkLeaks()
  }

  /// A swipe back that begins (run loop until idle) and is cancelled (run loop until idle).
  @inline(never)
  public static func swipeBackBeginCancel(_ scene: BenchScene) {
    scene.navigation.userBeginSwipeBack()
    scene.settle()
    scene.navigation.userCancelSwipeBack()
    scene.settle()
  }

  /// `popToRootViewController` (animated), run loop until idle: the sync detaches every screen's RIB.
  @inline(never)
  public static func popToRoot(_ scene: BenchScene) {
    scene.navigation.popToRootViewController(animated: true)
    scene.settle()
  }
}
