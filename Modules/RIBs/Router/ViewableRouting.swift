/// The interface of a router that owns a view controller.
@MainActor
public protocol ViewableRouting: Routing {
  /// The RIB's view controller, as routers see it.
  var viewControllable: any ViewControllable { get }
}
