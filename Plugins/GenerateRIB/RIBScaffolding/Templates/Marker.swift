/// The insertion points `generate-rib` writes at: comment lines `// generate-rib: <slot>` in a parent's files.
/// Each generated RIB has them, and so has Root; new lines go right above the marker, at its indentation.
public enum Marker: String, CaseIterable, Sendable {
  /// Import lines (`import Child`).
  case imports
  /// The requirements of the RIB's dependency (`var childBuildable: any ChildBuildable { get }`).
  case dependency
  /// The arguments of the router's initializer, in the builder.
  case routerArguments = "router arguments"
  /// The children's listener protocols, in the `XChildListeners` composition.
  case listeners
  /// The router's stored properties (a child's builder, the child while attached).
  case routerProperties = "router properties"
  /// The parameters of the router's initializer.
  case routerParameters = "router parameters"
  /// The assignments of the router's initializer.
  case routerAssignments = "router assignments"
  /// The router's routes (`routeToChild()`, `detachChild()`).
  case routes
  /// Root's tabs, in `didLoad()`.
  case tabs
  /// The routes the interactor asks of its router (`XRouting`).
  case routing
  /// The interactor's answers to its children's listeners.
  case listenerMethods = "listener methods"
  /// The interactor's answers to its view (a tap on a child's row).
  case presentableListenerMethods = "presentable listener methods"
  /// What the view reports to its interactor (`XPresentableListener`).
  case presentableListener = "presentable listener"
  /// The rows of the screen.
  case items
  /// The test router's answers to the routes (`MockXRouter`).
  case mockRouting = "mock routing"
  /// The test dependency's children's builders (`XTestDependency`).
  case mockDependency = "mock dependency"
  /// Tests of the routes to the children.
  case routeTests = "route tests"
  /// The end of the feature list in Package.swift.
  case features

  /// The marker line's text, without indentation.
  public var line: String { "// generate-rib: \(rawValue)" }
}
