/// The base protocol of a RIB's builder: the only part of a RIB that knows how its objects are made.
@MainActor
public protocol Buildable: AnyObject {}

/// The base class of a builder that receives its dependency from the parent RIB.
///
/// ```swift
/// final class ProfileBuilder: Builder<ProfileDependency>, ProfileBuildable {
///   func build(withListener listener: ProfileListener) -> ProfileRouting {
///     let component = ProfileComponent(dependency: dependency)
///     let viewController = ProfileViewController()
///     let interactor = ProfileInteractor(presenter: viewController, profile: component.profileStream)
///     interactor.listener = listener
///     return ProfileRouter(interactor: interactor, viewController: viewController)
///   }
/// }
/// ```
@MainActor
open class Builder<DependencyType>: Buildable {
  /// What the parent RIB provides.
  public let dependency: DependencyType

  /// Creates a builder with the parent's dependency.
  ///
  /// - Parameter dependency: What the parent provides to the RIBs this builder builds.
  public init(dependency: DependencyType) {
    self.dependency = dependency
  }
}
