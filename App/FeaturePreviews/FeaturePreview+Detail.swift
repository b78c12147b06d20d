import Detail
import DetailImpl
import NavigatableRIBs

/// Detail's dependency in its preview: its children's builders from their test support (generate-rib adds
/// them).
final class DetailPreviewDependency: DetailDependency {
}

extension PreviewListener: DetailListener {
  func detailDidRequestClose() { close() }
  func detailDidRequestPop(toDepth depth: Int) {}
}

extension FeaturePreview {
  /// Detail alone, at depth 1; the Details it pushes are real.
  static var detail: FeaturePreview {
    FeaturePreview(name: "Detail", summary: "a successive Detail; the Details it pushes are real") { listener, _ in
      .screen(
        DetailBuilder(dependency: DetailPreviewDependency())
          .build(withListener: listener, depth: 1, kind: .successive).router)
    }
  }
}
