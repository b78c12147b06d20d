import Detail
import DetailTestSupport
import Master
import MasterImpl
import NavigatableRIBs

/// Master's dependency in its preview: its children's builders from their test support (generate-rib adds
/// them).
final class MasterPreviewDependency: MasterDependency {
  let detailBuildable: any DetailBuildable = MockDetailBuildable()
}

extension PreviewListener: MasterListener {}

extension FeaturePreview {
  /// Master alone; the Details it shows are DetailTestSupport's stand-ins.
  static var master: FeaturePreview {
    FeaturePreview(name: "Master", summary: "the examples list; its Details are stand-ins") { listener, _ in
      .screen(MasterBuilder(dependency: MasterPreviewDependency()).build(withListener: listener).router)
    }
  }
}
