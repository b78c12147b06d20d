import BenchmarkFixtures
import CHeapInUse
import Foundation

/// `navigation-profile bytes [n]`: the heap bytes each attached RIB and each screen cost, measured as the
/// growth of glibc's bytes in use (`mallinfo2().uordblks`) while `n` of them are alive, divided by `n`.
@MainActor
enum Footprint {
  /// Bytes of heap in use right now.
  static func heapInUse() -> Int {
    Int(heap_bytes_in_use())
  }

  /// Bytes per item of `build(scene, n)` while what it built is alive (measured before `scene` goes).
  static func bytesPerItem(_ n: Int, _ build: (BenchScene, Int) -> Void) -> Double {
    let scene = BenchScene()
    scene.settle()
    let before = heapInUse()
    build(scene, n)
    let after = heapInUse()
    // Take it all down, so the next measure starts from the same heap. Through the sync, detaching the
    // first RIB pops every screen and the sync detaches the others; the loop detaches what is left.
    if let first = scene.root.children.first { scene.root.detachChild(first) }
    for child in scene.root.children { scene.root.detachChild(child) }
    scene.settle()
    scene.checkLeaks()
    return Double(after - before) / Double(n)
  }

  /// Prints bytes per attached RIB (no screen), per screen pushed without the sync, per screen pushed
  /// through the sync, and the difference: what the sync keeps per tracked screen; then the same for a
  /// chain of screens, each RIB the parent of the next.
  static func printTable(count n: Int) {
    let attached = bytesPerItem(n) { scene, n in
      for _ in 0..<n { scene.root.attachChild(BenchRouter.make()) }
    }
    NavigationSync.shared.isEnabled = false
    let untracked = bytesPerItem(n) { scene, n in attachAndPush(n, chained: false, in: scene) }
    NavigationSync.shared.isEnabled = true
    let tracked = bytesPerItem(n) { scene, n in
      for _ in 0..<n {
        scene.root.pushChild(BenchRouter.make(), on: scene.navigation, animated: false)
      }
      scene.settle()
    }
    // A drill-down: each screen's RIB the parent of the next, so every RIB is a parent the sync knows.
    NavigationSync.shared.isEnabled = false
    let untrackedChain = bytesPerItem(n) { scene, n in attachAndPush(n, chained: true, in: scene) }
    NavigationSync.shared.isEnabled = true
    let trackedChain = bytesPerItem(n) { scene, n in scene.pushChain(depth: n) }
    print("items: \(n)")
    print(String(format: "bytes per attached RIB (router, interactor, view controller; no screen): %.0f", attached))
    printScreens(untracked: untracked, tracked: tracked, through: "pushChild")
    print("in a chain, each screen's RIB the parent of the next:")
    printScreens(untracked: untrackedChain, tracked: trackedChain, through: "pushChain")
  }

  /// Attaches `n` RIBs and pushes their screens with plain UIKit calls (what an app does without the
  /// sync): each RIB under the root, or, `chained`, each under the one before.
  private static func attachAndPush(_ n: Int, chained: Bool, in scene: BenchScene) {
    var parent: any Routing = scene.root
    for _ in 0..<n {
      let child = BenchRouter.make()
      parent.attachChild(child)
      scene.navigation.pushViewController(child.viewController, animated: false)
      if chained { parent = child }
    }
    scene.settle()
  }

  /// Prints the bytes per screen without and with the sync (pushed through `call`), and their difference.
  private static func printScreens(untracked: Double, tracked: Double, through call: String) {
    print(String(format: "bytes per screen, attached and pushed without the sync:                   %.0f", untracked))
    print(String(format: "bytes per screen, pushed through the sync (%@):                   %.0f", call, tracked))
    print(
      String(
        format: "bytes the sync keeps per tracked screen (the difference):                %.0f", tracked - untracked))
  }
}
