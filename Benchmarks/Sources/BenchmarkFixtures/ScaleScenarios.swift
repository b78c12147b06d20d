/// The scale scenarios: many siblings (wide) and long chains (deep), on RIBs alone and through the sync.
/// Each one does `count` items of work, so its cost divided by `count` is the cost per child (or level),
/// which must not grow with `count`. Shared by the scale benchmarks and `navigation-profile scale`.
@MainActor
extension Scenarios {
  /// The order in which ``wideAttachDetach(_:count:order:)`` detaches the children.
  public enum DetachOrder: String, Sendable, CaseIterable {
    /// The first attached first.
    case attachOrder = "attach order"
    /// The last attached first.
    case reverse = "reverse order"
  }

  /// `count` new Detail RIBs attached to the root (each activated and loaded), then detached one by one
  /// in `order`; they are freed. Their leak expectations are left for ``BenchScene/checkLeaks()``.
  @inline(never)
  public static func wideAttachDetach(_ scene: BenchScene, count: Int, order: DetachOrder) {
    var children: [BenchRouter] = []
    children.reserveCapacity(count)
    for _ in 0..<count {
      let child = BenchRouter.make()
      scene.root.attachChild(child)
      children.append(child)
    }
    switch order {
    case .attachOrder: for child in children { scene.root.detachChild(child) }
    case .reverse: for child in children.reversed() { scene.root.detachChild(child) }
    }
  }

  /// A chain of `depth` new Detail RIBs, each attached to the one before (the first to the root), then
  /// the first detached from the root: the whole chain deactivates and is freed.
  @inline(never)
  public static func chainAttachDetach(_ scene: BenchScene, depth: Int) {
    guard depth > 0 else { return }
    let first = BenchRouter.make()
    scene.root.attachChild(first)
    var parent = first
    for _ in 1..<depth {
      let child = BenchRouter.make()
      parent.attachChild(child)
      parent = child
    }
    scene.root.detachChild(first)
  }

  /// `count` new Detail RIBs pushed from the root through the sync (not animated, run loop until idle
  /// after each push), then detached by the root's business logic: in `.reverse` one by one from the top
  /// (each detach pops its screen, run loop until idle); in `.attachOrder` the first one alone, whose pop
  /// takes every screen above it, and the sync detaches their RIBs.
  ///
  /// The run loop turns after each push, as in an app where each push answers an event;
  /// ``wideSyncOneTurn(_:count:)`` pushes them all in one turn.
  @inline(never)
  public static func wideSync(_ scene: BenchScene, count: Int, order: DetachOrder) {
    var children: [BenchRouter] = []
    children.reserveCapacity(count)
    for _ in 0..<count {
      let child = BenchRouter.make()
      scene.root.pushChild(child, on: scene.navigation, animated: false)
      scene.settle()
      children.append(child)
    }
    switch order {
    case .attachOrder:
      if let first = children.first { scene.root.detachChild(first) }
      scene.settle()
    case .reverse:
      for child in children.reversed() {
        scene.root.detachChild(child)
        scene.settle()
      }
    }
  }

  /// `count` new Detail RIBs pushed from the root through the sync (not animated) in one run-loop turn,
  /// so `count` transitions are pending at once in HeadlessUIKit; the run loop then runs until idle, and
  /// the first one is detached: its pop takes every screen above it, and the sync detaches their RIBs.
  @inline(never)
  public static func wideSyncOneTurn(_ scene: BenchScene, count: Int) {
    var first: BenchRouter?
    for _ in 0..<count {
      let child = BenchRouter.make()
      scene.root.pushChild(child, on: scene.navigation, animated: false)
      if first == nil { first = child }
    }
    scene.settle()
    if let first { scene.root.detachChild(first) }
    scene.settle()
  }

  /// A chain of `depth` Detail RIBs pushed through the sync (not animated, run loop until idle after each
  /// push), each the child of the one before, then the first detached from the root: its pop takes every
  /// screen, the chain is freed.
  @inline(never)
  public static func chainSync(_ scene: BenchScene, depth: Int) {
    var parent: any ViewableRouting = scene.root
    for _ in 0..<depth {
      let child = BenchRouter.make()
      parent.pushChild(child, on: scene.navigation, animated: false)
      scene.settle()
      parent = child
    }
    if let first = scene.root.children.first { scene.root.detachChild(first) }
    scene.settle()
  }
}
