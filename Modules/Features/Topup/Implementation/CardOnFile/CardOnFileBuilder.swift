import FinanceRepository
import NavigatableRIBs

/// What CardOnFile needs from its parent (Topup).
@MainActor
protocol CardOnFileDependency: Dependency {
  /// The cards on file (read-only stream).
  var cardsOnFile: AnyPublisher<[PaymentMethod], Never> { get }
}

/// CardOnFile's component.
final class CardOnFileComponent: Component<any CardOnFileDependency> {}

/// Builds the CardOnFile RIB.
@MainActor
protocol CardOnFileBuildable: Buildable {
  func build(withListener listener: any CardOnFileListener) -> any ViewableRouting
}

/// The builder of the CardOnFile RIB.
final class CardOnFileBuilder: Builder<any CardOnFileDependency>, CardOnFileBuildable {
  func build(withListener listener: any CardOnFileListener) -> any ViewableRouting {
    let component = CardOnFileComponent(dependency: dependency)
    let viewController = CardOnFileViewController()
    let interactor = CardOnFileInteractor(presenter: viewController, cardsOnFile: component.dependency.cardsOnFile)
    interactor.listener = listener
    return CardOnFileRouter(interactor: interactor, viewController: viewController)
  }
}
