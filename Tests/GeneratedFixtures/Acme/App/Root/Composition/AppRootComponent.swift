import NavigatableRIBs

/// The app's composition root: the only place that knows the features' implementations. It builds one
/// builder per feature (`AppRootComponent+Feature.swift`, which generate-rib writes) and satisfies every
/// feature's dependency, so a feature sees its children only through their interfaces. Add what the
/// features share (repositories, a clock) here, and hand it down through their dependencies.
final class AppRootComponent: Component<Void>, RootDependency {
  init() {
    super.init(dependency: ())
  }
}
