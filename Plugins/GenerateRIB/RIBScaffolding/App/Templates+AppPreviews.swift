extension AppTemplates {
  /// `App/FeaturePreviews`: each feature alone (`acme --feature NAME`), with the layout and the marker
  /// generate-rib writes a new feature's preview into (`FeaturePreview+Name.swift`, `previews.append(...)`).
  static func previews(_ name: AppName) -> [GeneratedFile] {
    [
      GeneratedFile(path: "App/FeaturePreviews/FeaturePreview.swift", contents: featurePreview(name)),
      GeneratedFile(path: "App/FeaturePreviews/FeaturePreviews.swift", contents: featurePreviews(name)),
    ]
  }

  /// `App/FeaturePreviews/FeaturePreview.swift`: a preview, and the host's side of every feature's listener.
  static func featurePreview(_ name: AppName) -> String {
    #"""
    import NavigatableRIBs
    import NavigatableRIBsTesting

    /// One feature shown alone: built over a preview dependency whose children come from their features' test
    /// support, above a host screen (NavigatableRIBsTesting's `FeatureHost`).
    ///
    /// `\#(name.program) --feature NAME` explores it. Each feature has one `FeaturePreview+NAME.swift`: its
    /// preview dependency, the host's answers to its listener, and the preview itself, listed in
    /// `FeaturePreviews.all` (`make rib` writes both for a new feature).
    public struct FeaturePreview {
      /// The feature's name, as `--feature` takes it.
      public let name: String
      /// What the preview shows and what its children are.
      public let summary: String
      /// Builds the feature reporting to `listener` (the host); a flow presents from `base`, the host's screen.
      let build: @MainActor (_ listener: PreviewListener, _ base: any ViewControllable) -> HostedFeature

      /// Creates a preview.
      init(
        name: String, summary: String,
        build: @escaping @MainActor (_ listener: PreviewListener, _ base: any ViewControllable) -> HostedFeature
      ) {
        self.name = name
        self.summary = summary
        self.build = build
      }
    }

    /// The host's side of every feature's listener: a feature saying it is done (closed, finished) is taken
    /// away, and the host's row shows it again. Each `FeaturePreview+NAME.swift` adds the conformance.
    @MainActor
    final class PreviewListener {
      /// Takes the feature away.
      let close: @MainActor () -> Void

      init(close: @escaping @MainActor () -> Void) {
        self.close = close
      }
    }

    """#
  }

  /// `App/FeaturePreviews/FeaturePreviews.swift`: the list `make rib` adds to, and the host of one preview.
  static func featurePreviews(_ name: AppName) -> String {
    #"""
    import NavigatableRIBs
    import NavigatableRIBsTesting

    /// Every feature of \#(name.name) that can run alone (`\#(name.program) --feature NAME`).
    public enum FeaturePreviews {
      /// The previews, one per feature, in the order `--feature` lists them.
      public static var all: [FeaturePreview] {
        var previews: [FeaturePreview] = []
        previews.append(.home)
        \#(Marker.previews.line)
        return previews
      }

      /// The features' names, as `--feature` takes them.
      public static var names: [String] { all.map(\.name) }

      /// The feature called `name` (any case) in a host, not shown yet, or `nil` when there is none.
      ///
      /// - Parameter name: The feature's name.
      /// - Returns: The host: its `launch()` shows the host's screen and the feature above it.
      @MainActor public static func host(named name: String) -> FeatureHost? {
        guard let preview = all.first(where: { $0.name.lowercased() == name.lowercased() }) else { return nil }
        return FeatureHost(name: preview.name, summary: preview.summary) { close, base in
          let listener = PreviewListener(close: close)
          var feature = preview.build(listener, base)
          feature.listener = listener
          return feature
        }
      }
    }

    """#
  }
}
