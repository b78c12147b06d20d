/// Every feature that can run alone (`navigatable-ribs --feature NAME`).
public enum FeaturePreviews {
  /// The previews, one per feature, in the order `--feature` lists them.
  public static var all: [FeaturePreview] {
    var previews: [FeaturePreview] = []
    previews.append(.master)
    previews.append(.detail)
    previews.append(.financeHome)
    previews.append(.topup)
    previews.append(.addPaymentMethod)
    // generate-rib: previews
    return previews
  }

  /// The preview of the feature called `name` (any case), if there is one.
  public static func preview(named name: String) -> FeaturePreview? {
    all.first { $0.name.lowercased() == name.lowercased() }
  }
}
