import FinanceRepository
import NavigatableRIBs
import Topup

/// Topup's component gives CardOnFile the cards on file (read-only).
extension TopupComponent: CardOnFileDependency {
  var cardsOnFile: AnyPublisher<[PaymentMethod], Never> { cardOnFileRepository.cardsOnFile }
}
